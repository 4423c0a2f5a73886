/**
 * Studio Photos journey in Chromium: from the workflow choice to Studio Photos, drop three product
 * photos at once, wait for their cut-outs, pick the Amazon preset, make the packshots (3 credits
 * spent), see 'Amazon-ready' on the two whose cut-outs are confident and 'Check before you publish'
 * on the grey cookie box (its cut-out warns of unclear edges), and download them as one zip named
 * from the photos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { newEmail, signUpAndSignIn } from './helpers';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const PHOTOS = ['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png'].map((name) => path.join(SAMPLES, name));

test('drop three photos, pick Amazon, get three packshots marked ready or to check, and download the zip', async ({ page }) => {
  await signUpAndSignIn(page, 'Inês Catálogo', newEmail('studio'), 'packshot1');
  await page.goto('/create');
  await page.getByTestId('workflow-studio').click();
  await expect(page).toHaveURL(/\/create\/studio$/);
  await expect(page.getByRole('heading', { name: 'Studio Photos', level: 1 })).toBeVisible();

  await page.getByTestId('studio-upload-input').setInputFiles(PHOTOS);
  await expect(page.getByTestId('studio-photo')).toHaveCount(3);
  // Each photo gets its own cut-out, before any credit is spent.
  await expect(page.getByTestId('studio-cutout')).toHaveCount(3, { timeout: 90_000 });
  await expect(page.getByText('3 packshots · 3 credits')).toBeVisible();

  await page.getByRole('radio', { name: 'Amazon main image' }).click();
  await expect(page.getByTestId('frame-preview')).toContainText('2000 × 2000 · JPG');
  await page.getByRole('button', { name: 'Make 3 packshots' }).click();

  await expect(page).toHaveURL(/\/create\/studio\?batch=/);
  const results = page.getByTestId('studio-result');
  await expect(results).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Your packshots are ready' })).toBeVisible({ timeout: 90_000 });
  // Every file meets Amazon's rules; the one whose cut-out is in doubt says so instead of 'ready'.
  await expect(results.filter({ hasText: 'Background 100% exact' })).toHaveCount(3);
  for (const name of ['coffee_cup', 'apple']) {
    await expect(results.filter({ hasText: `${name}_amazon.jpg` }).getByTestId('compliance-badge')).toHaveText('Amazon-ready');
  }
  const box = results.filter({ hasText: 'cookie_box_gray_amazon.jpg' });
  await expect(box.getByTestId('compliance-badge')).toHaveText('Check before you publish');
  await expect(box.getByText('Check the cut-out: something may be left or missing')).toBeVisible();
  const me = await page.request.get('/api/v1/me');
  expect(((await me.json()) as { creditsBalance: number }).creditsBalance).toBe(7);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all' }).click();
  const file = await (await download).path();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
  expect(Object.keys(entries).sort()).toEqual(['apple_amazon.jpg', 'coffee_cup_amazon.jpg', 'cookie_box_gray_amazon.jpg']);
  for (const bytes of Object.values(entries)) {
    const { data, info } = await sharp(Buffer.from(bytes)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2000, 2000]);
    // The corners are pure white.
    for (const p of [0, info.width - 1, (info.height - 1) * info.width]) expect([...data.subarray(p * 3, p * 3 + 3)]).toEqual([255, 255, 255]);
  }

  // The packshots are in the library, marked as studio with their preset.
  await page.goto('/library');
  await expect(page.getByTestId('studio-mark')).toHaveCount(3);
  await expect(page.getByTestId('studio-mark').first()).toHaveText('Studio · Amazon main image');
});
