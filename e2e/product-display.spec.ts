/**
 * Product Display journey in Chromium: a product with two real photos and its features (made
 * through the API); from its page the flow opens on it with its photo's cut-out; then the flow from
 * /create: the product and its photo; eBay shown refusing an
 * infographic with its own rule; Amazon chosen and the images reordered; callouts started from the
 * features and the measurements typed; the free preview as a listing gallery with its checks; the
 * set made (one credit an image) and its zip downloaded in listing order with alt-text.csv.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { newEmail, signUpAndSignIn } from './helpers';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');

test('make an Amazon listing set from a product and download it in listing order', async ({ page }) => {
  await signUpAndSignIn(page, 'Lia Vitrine', newEmail('listing'), 'productdisplay1');
  const origin = new URL(page.url()).origin;
  const cup = fs.readFileSync(path.join(SAMPLES, 'coffee_cup.png'));
  const ids: string[] = [];
  for (const [name, buffer] of [['coffee_cup.png', cup], ['coffee_cup_other_side.png', await sharp(cup).flop().png().toBuffer()]] as const) {
    const res = await page.request.post('/api/v1/source-images', { headers: { origin }, multipart: { file: { name, mimeType: 'image/png', buffer } } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const product = await page.request.post('/api/v1/products', { headers: { origin }, data: { title: 'Espresso cup', features: 'Porcelain\nDishwasher safe\nHolds a double espresso', sourceImageIds: ids } });
  expect(product.status()).toBe(201);
  const { id: productId } = (await product.json()) as { id: string };

  // From the product's page, the flow opens on the product, with its photo's cut-out and the Touch up editor.
  await page.goto(`/products/${productId}`);
  await page.getByRole('link', { name: 'Make a listing set' }).click();
  await expect(page).toHaveURL(new RegExp(`/create/product-display\\?product=${productId}$`));
  await expect(page.getByRole('button', { name: 'Photo 1 of Espresso cup' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'The cut-out' })).toBeVisible();

  await page.goto('/create');
  await page.getByTestId('workflow-listing').click();
  await expect(page).toHaveURL(/\/create\/product-display$/);
  await expect(page.getByRole('heading', { name: 'Product Display', level: 1 })).toBeVisible();

  // 1. Product and its photo.
  await page.getByTestId('listing-products').getByRole('button', { name: 'Espresso cup' }).click();
  await page.getByRole('button', { name: 'Photo 1 of Espresso cup' }).click();
  await page.getByTestId('listing-next').click();

  // 2. eBay forbids added text: no infographic, and the screen says why. Back to Amazon, where it is added.
  await page.getByTestId('marketplace-ebay').click();
  await expect(page.getByTestId('add-infographic')).toBeDisabled();
  await expect(page.getByText(/picture policy forbids added text, artwork and borders/).first()).toBeVisible();
  await expect(page.getByTestId('listing-slots').getByRole('listitem')).toHaveCount(4);
  await page.getByTestId('marketplace-amazon').click();
  await page.getByTestId('add-infographic').click();
  await page.getByTestId('add-dimensions').click();
  // main, detail, detail, angles, infographic, dimensions: the second detail goes, the infographic moves up to second.
  await page.getByRole('button', { name: 'Remove image 3' }).click();
  for (const n of [4, 3]) await page.getByRole('button', { name: `Move image ${n} up` }).click();
  const names = page.getByTestId('listing-slots').getByRole('listitem');
  await expect(names).toHaveCount(5);
  await expect(names.nth(1)).toContainText('Infographic');
  await page.getByTestId('listing-next').click();

  // 3. Callouts start from the features; the measurements are typed.
  const infographic = page.getByTestId('content-infographic');
  await expect(infographic.getByRole('textbox', { name: 'Callout 1', exact: true })).toHaveValue('Porcelain');
  await expect(infographic.getByRole('textbox', { name: 'Callout 3', exact: true })).toHaveValue('Holds a double espresso');
  await expect(page.getByTestId('listing-next')).toBeDisabled();
  await page.getByRole('textbox', { name: 'Width', exact: true }).fill('12,5');
  await page.getByRole('textbox', { name: 'Height', exact: true }).fill('7');
  await page.getByTestId('listing-next').click();

  // 4. The preview as a listing: five thumbnails, each image with its checks, for free.
  const gallery = page.getByTestId('listing-gallery');
  await expect(gallery.getByRole('button', { name: /^Show image/ })).toHaveCount(5, { timeout: 90_000 });
  await expect(gallery.getByText('Every check passed')).toBeVisible();
  await gallery.getByRole('button', { name: 'Show image 5: Dimensions' }).click();
  await expect(gallery.getByText(/Alt text:.*Width 12\.5 cm, Height 7 cm/)).toBeVisible();
  await page.getByTestId('listing-next').click();

  // 5. Make the set: 5 credits, then the zip in listing order.
  await expect(page.getByText('5 credits', { exact: true })).toBeVisible();
  await page.getByTestId('make-listing-set').click();
  await expect(page.getByRole('heading', { name: 'Your listing images' })).toBeVisible({ timeout: 120_000 });
  const me = await page.request.get('/api/v1/me');
  expect(((await me.json()) as { creditsBalance: number }).creditsBalance).toBe(5);
  const download = page.waitForEvent('download');
  await page.getByTestId('listing-set-zip').click();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
  expect(Object.keys(entries).sort()).toEqual(['01-main.jpg', '02-infographic.jpg', '03-detail.jpg', '04-angles.jpg', '05-dimensions.jpg', 'alt-text.csv']);
  const main = await sharp(Buffer.from(entries['01-main.jpg']!)).metadata();
  expect([main.width, main.height]).toEqual([2000, 2000]);
  const csv = new TextDecoder().decode(entries['alt-text.csv']).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv[2]).toContain('Key features of Espresso cup: Porcelain, Dishwasher safe and Holds a double espresso');
});
