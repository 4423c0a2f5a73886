/**
 * The library for real work in Chromium: favorites listed on their own, several photos selected by
 * tick and shift-click, downloaded as one zip, deleted with one confirmation and brought back by
 * Undo, deleted for good once the offer closes, and added to a product.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { newEmail, signUpAndSignIn } from './helpers';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');

async function upload(page: Page, file: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/v1/source-images', { headers: { origin }, multipart: { file: { name: file, mimeType: file.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer: fs.readFileSync(path.join(SAMPLES, file)) } } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function sourceCount(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/v1/images?type=source')).json()) as { items: unknown[] }).items.length;
}

test('favorites, a shift-click selection downloaded as a zip, deleted with Undo, and added to a product', async ({ page }) => {
  await signUpAndSignIn(page, 'Lia Biblioteca', newEmail('library'), 'library1');
  const origin = new URL(page.url()).origin;
  const cover = await upload(page, 'coffee_cup.png');
  for (const f of ['apple.jpg', 'plant_pot.jpg', 'cookie_box_gray.png', 'boxes_in_scene_gray.png']) await upload(page, f);
  await page.request.post('/api/v1/products', { headers: { origin }, data: { title: 'Espresso cup', sourceImageIds: [cover] } });

  await page.goto('/library');
  await page.getByRole('radio', { name: /Source images/ }).click();
  const boxes = page.getByTestId('select-image');
  await expect(boxes).toHaveCount(5);

  // Favorites: one marked, then the filter lists it alone, at its own address.
  await page.getByRole('button', { name: 'Add to favorites' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toHaveCount(1);
  await page.getByTestId('favorites-filter').click();
  await expect(page).toHaveURL(/favorites=1/);
  await expect(boxes).toHaveCount(1);
  await page.getByTestId('favorites-filter').click();
  await expect(boxes).toHaveCount(5);

  // Tick the first, shift-click the third: three selected.
  await boxes.nth(0).click();
  await page.keyboard.down('Shift');
  await boxes.nth(2).click();
  await page.keyboard.up('Shift');
  const bar = page.getByTestId('selection-bar');
  await expect(bar).toContainText('3 selected');

  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download zip' }).click();
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
  expect(Object.keys(zip)).toHaveLength(3);

  // Delete with one confirmation; Undo brings them back and nothing is deleted.
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete 3 images' }).click();
  await expect(boxes).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(boxes).toHaveCount(5);
  expect(await sourceCount(page)).toBe(5);

  // Two photos join the product after its own.
  await boxes.nth(1).click();
  await boxes.nth(2).click();
  await bar.getByRole('button', { name: 'Add to product' }).click();
  await page.getByRole('radio', { name: /Espresso cup/ }).click();
  await page.getByRole('button', { name: 'Add 2 photos' }).click();
  await expect(page.getByText('2 photos added to Espresso cup')).toBeVisible();
  const products = (await (await page.request.get('/api/v1/products')).json()) as { items: { photoCount: number }[] };
  expect(products.items[0]!.photoCount).toBe(3);

  // Deleted for good once the Undo offer closes (10 s).
  await boxes.nth(4).click();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete 1 image' }).click();
  await expect(boxes).toHaveCount(4);
  await expect.poll(() => sourceCount(page), { timeout: 20_000 }).toBe(4);
});
