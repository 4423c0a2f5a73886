/**
 * Catalogue journey in Chromium, against a local fake Shopify store (tests/helpers/fake-shopify-store.ts,
 * speaking Shopify's products.json shapes): from /create, "Import products", the store's 30 products
 * listed and imported with their photos; on /products, 10 of them ticked and run through the Amazon
 * packshot preset (the quote says 10 credits first); each made and charged on its own; the zip
 * downloaded with a folder per SKU and a manifest.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { fakeShopifyCatalog, startFakeShopifyStore, type FakeShopifyStore } from '../tests/helpers/fake-shopify-store';
import { newEmail, signUpAndSignIn } from './helpers';

let store: FakeShopifyStore;
test.beforeAll(async () => {
  // One photo per product, each a different sample and tint.
  store = await startFakeShopifyStore({ products: fakeShopifyCatalog(30).map((p, i) => ({ ...p, images: [`/cdn/${i}.jpg`] })) });
});
test.afterAll(async () => {
  await store?.close();
});

test("import a store's 30 products, run 10 through Amazon packshots, and download them by SKU", async ({ page }) => {
  await signUpAndSignIn(page, 'Rita Catálogo', newEmail('catalogue'), 'catalogue1');
  await page.goto('/create');
  await page.getByTestId('workflow-import').click();
  await expect(page).toHaveURL(/\/products\/import$/);
  await expect(page.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible();

  await page.getByLabel('Store address').fill(store.url);
  await page.getByTestId('shopify-preview').click();
  const host = new URL(store.url).host;
  await expect(page.getByRole('heading', { name: `30 products in ${host}` })).toBeVisible();
  await expect(page.getByTestId('shopify-products').getByText('Product 001')).toBeVisible();
  await expect(page.getByTestId('shopify-products').getByText('FAKE-001 · 2 variants · 1 photo')).toBeVisible();
  await page.getByTestId('shopify-import').click();

  await expect(page).toHaveURL(/\/products\/import\?import=/);
  await expect(page.getByTestId('import-progress')).toHaveAttribute('data-status', 'completed', { timeout: 90_000 });
  await expect(page.getByTestId('import-counts')).toHaveText('30 of 30 · 30 new · 0 updated · 0 failed · 0 skipped');
  await expect(page.getByText('Every product was imported.')).toBeVisible();
  await page.getByRole('link', { name: 'View products' }).click();

  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('30 products', { exact: true })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  const skus: string[] = [];
  for (let i = 0; i < 10; i++) {
    const card = cards.nth(i);
    skus.push((await card.locator('.font-mono').textContent())!.trim());
    await card.getByRole('checkbox').click();
  }
  await expect(page.getByText('10 selected')).toBeVisible();
  await page.getByTestId('run-open').click();
  const dialog = page.getByRole('dialog', { name: 'Run on products' });
  await expect(dialog.getByLabel('Preset')).toHaveValue('amazon');
  await expect(dialog.getByTestId('run-quote')).toContainText('10 products · 10 credits');
  await expect(dialog.getByTestId('run-quote')).toContainText('Your balance: 10 credits · your plan runs up to 10 products at once');
  await dialog.getByTestId('run-start').click();

  await expect(page).toHaveURL(/\/products\/runs\//);
  await expect(page.getByTestId('run-item')).toHaveCount(10);
  await expect(page.getByTestId('run-summary')).toContainText('Done: 10 made, 0 not made', { timeout: 240_000 });
  await expect(page.getByTestId('run-summary')).toContainText('10 credits charged, 0 refunded');
  const me = await page.request.get('/api/v1/me');
  expect(((await me.json()) as { creditsBalance: number }).creditsBalance).toBe(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('run-download').click();
  const file = await (await download).path();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
  expect(Object.keys(entries).sort()).toEqual([...skus.map((sku) => `${sku}/amazon-1.jpg`), 'manifest.csv'].sort());
  const manifest = new TextDecoder().decode(entries['manifest.csv']).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(manifest[0]).toBe('product,reference,source_photo,output_file,kind,preset,width,height,credits,alt_text');
  expect(manifest).toHaveLength(11);
  for (const sku of skus) expect(manifest.some((row) => row.includes(`,${sku},`) && row.endsWith(`${sku}/amazon-1.jpg,packshot,amazon,2000,2000,1,`))).toBe(true);
  const first = await sharp(Buffer.from(entries[`${skus[0]}/amazon-1.jpg`]!)).metadata();
  expect([first.width, first.height, first.format]).toEqual([2000, 2000, 'jpeg']);
});
