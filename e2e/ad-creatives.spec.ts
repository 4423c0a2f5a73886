/**
 * Ad Creatives journey in Chromium: a product with a real photo (made through the API), then the
 * flow from /create: the product and its photo, a new brand kit with a logo, suggested copy picked
 * and edited, two placements and two headline variants, free previews with their checks, the set
 * made (3 credits on Free), and its zip downloaded with a folder per placement and the manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { newEmail, signUpAndSignIn } from './helpers';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');

test('make an ad set for Meta feed and Google 300x250 in two headline variants, and download it', async ({ page }) => {
  await signUpAndSignIn(page, 'Rita Anúncios', newEmail('ads'), 'adcreatives1');
  const origin = new URL(page.url()).origin;
  const photo = await page.request.post('/api/v1/source-images', { headers: { origin }, multipart: { file: { name: 'apple.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(SAMPLES, 'apple.jpg')) } } });
  expect(photo.status()).toBe(201);
  const { id: photoId } = (await photo.json()) as { id: string };
  const product = await page.request.post('/api/v1/products', { headers: { origin }, data: { title: 'Red apple', features: 'crisp, picked this morning, no wax', audience: 'families', sourceImageIds: [photoId] } });
  expect(product.status()).toBe(201);

  await page.goto('/create');
  await page.getByTestId('workflow-ads').click();
  await expect(page).toHaveURL(/\/create\/adgenius$/);
  await expect(page.getByRole('heading', { name: 'Ad Creatives', level: 1 })).toBeVisible();

  // 1. Product and its photo.
  await page.getByTestId('ad-products').getByRole('button', { name: 'Red apple' }).click();
  await page.getByRole('button', { name: 'Photo 1 of Red apple' }).click();
  await page.getByTestId('ad-next').click();

  // 2. A new brand kit (the form opens when there is none) with a logo.
  await page.getByLabel('Brand name').fill('Quinta do Vale');
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#e8b04b' } }).png().toBuffer();
  await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByRole('button', { name: 'Save kit' }).click();
  await expect(page.getByTestId('brand-kits').getByText('Quinta do Vale')).toBeVisible();
  await expect(page.getByRole('button', { name: 'In use' })).toBeVisible();
  await page.getByTestId('ad-next').click();

  // 3. Suggested copy, then the headline edited.
  await page.getByRole('button', { name: 'Suggest texts' }).click();
  await expect(page.getByRole('list', { name: 'Suggestions: Headline' }).getByRole('listitem').first()).toBeVisible();
  await page.getByLabel('Headline', { exact: true }).fill('Crisp apples, picked this morning');
  await expect(page.getByRole('textbox', { name: 'Call to action' })).not.toHaveValue('');
  await page.getByTestId('ad-next').click();

  // 4. Two placements (Meta feed square and Google 300x250) and two headline variants.
  await page.getByRole('checkbox', { name: /Stories/ }).click();
  await expect(page.getByRole('checkbox', { name: /Feed square/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Medium rectangle/ })).toBeChecked();
  await page.getByLabel('Variants', { exact: true }).selectOption('2');
  await page.getByLabel('Variant B: Headline').fill('An apple for the road');
  await page.getByTestId('ad-next').click();

  // 5. Previews of both sizes with their checks, for free.
  const previews = page.getByTestId('ad-previews');
  await expect(previews.getByRole('img')).toHaveCount(2, { timeout: 60_000 });
  await expect(previews.getByText('Every check passed')).toHaveCount(2);
  await page.getByRole('button', { name: 'Variant B' }).click();
  await expect(previews.getByRole('img')).toHaveCount(2, { timeout: 60_000 });
  await page.getByTestId('ad-next').click();

  // 6. Make the set: 3 credits on Free (2 + 1 for the second variant), then the zip.
  await expect(page.getByText('This set costs 3 credits.')).toBeVisible();
  await page.getByTestId('make-ad-set').click();
  await expect(page.getByRole('heading', { name: 'Your set is ready' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('img', { name: /^Variant [AB], / })).toHaveCount(4);
  const me = await page.request.get('/api/v1/me');
  expect(((await me.json()) as { creditsBalance: number }).creditsBalance).toBe(7);

  const download = page.waitForEvent('download');
  await page.getByTestId('ad-set-zip').click();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
  expect(Object.keys(entries).sort()).toEqual(['google-300x250/A-google-300x250.png', 'google-300x250/B-google-300x250.png', 'manifest.csv', 'meta-feed-square/A-meta-feed-square.png', 'meta-feed-square/B-meta-feed-square.png']);
  const manifest = new TextDecoder().decode(entries['manifest.csv']).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(manifest).toHaveLength(5);
  expect(manifest.some((row) => row.startsWith('B,meta-feed-square,meta,1080,1080,') && row.includes('An apple for the road'))).toBe(true);
  const square = await sharp(Buffer.from(entries['meta-feed-square/A-meta-feed-square.png']!)).metadata();
  expect([square.width, square.height]).toEqual([1080, 1080]);
});
