/**
 * Product imports over HTTP on a real database with the job worker, against a local fake Shopify
 * store (tests/helpers/fake-shopify-store.ts) and local photo addresses (URL_FETCH_ALLOW_PRIVATE as
 * in development): a store's products previewed and imported through products.json with its pages
 * and 429s, again through the Admin API with a connected token (kept encrypted), re-imports that
 * update instead of duplicating, a store that cannot be read refused with the reason, a product
 * whose photo fails failing alone with nothing left behind, and a 200-row CSV with 5 bad rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportView, ShopConnectionView, ShopifyPreview } from '../../src/shared/contracts/product-imports';
import type { ProductPage, ProductView } from '../../src/shared/contracts/products';
import { fakeShopifyCatalog, startFakeShopifyStore, type FakeShopifyStore } from '../helpers/fake-shopify-store';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

let t: TestApp;
let store: FakeShopifyStore;
beforeAll(async () => {
  t = await createTestApp({ URL_FETCH_ALLOW_PRIVATE: 'true' }, { worker: true });
  store = await startFakeShopifyStore({ products: fakeShopifyCatalog(30) });
});
afterAll(async () => {
  await store?.close();
  await t?.close();
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
}

const en = { 'accept-language': 'en' };

async function finished(cookie: string, id: string): Promise<ImportView> {
  return until(
    `import ${id} to end`,
    async () => {
      const view = await json<ImportView>(await t.request(`/api/v1/imports/${id}`, { cookie, headers: en }), 200);
      return view.status === 'completed' || view.status === 'cancelled' ? view : undefined;
    },
    180_000,
  );
}

async function sourceCount(userId: string): Promise<number> {
  const rows = (await t.container.database.executeSql('select count(*)::int as n from source_images where user_id = $1', [userId])).rows as { n: number }[];
  return rows[0]!.n;
}

describe('Shopify import', () => {
  it("previews a public store's 30 products, imports 10 of them with their photos, and updates them when imported again", async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    store.rateLimitNext(1, 1);
    const preview = await json<ShopifyPreview>(await t.request('/api/v1/imports/shopify/preview', { method: 'POST', cookie, json: { storeUrl: store.url } }), 200);
    expect(preview.access).toBe('public');
    expect(preview.products).toHaveLength(30);
    expect(preview.products[0]).toMatchObject({ id: '7000000001', title: 'Product 001', sku: 'FAKE-001', variantsCount: 2, imageCount: 2, productId: null });
    // The 429 was waited out by its Retry-After, then the page asked again.
    const pages = store.requests.filter((r) => r.path.startsWith('/products.json'));
    expect(pages.map((r) => r.path)).toEqual(['/products.json?limit=250&page=1', '/products.json?limit=250&page=1']);

    const chosen = preview.products.slice(0, 10).map((p) => p.id);
    const created = await json<ImportView>(await t.request('/api/v1/imports', { method: 'POST', cookie, json: { source: 'shopify', storeUrl: store.url, productIds: chosen } }), 202);
    expect(created).toMatchObject({ source: 'shopify', sourceName: new URL(store.url).host, total: 10 });
    const done = await finished(cookie, created.id);
    expect(done).toMatchObject({ status: 'completed', imported: 10, failed: 0, processed: 10 });
    expect(await sourceCount(userId)).toBe(20);

    const page = await json<ProductPage>(await t.request('/api/v1/products?limit=50', { cookie }), 200);
    expect(page.total).toBe(10);
    const first = await json<ProductView>(await t.request(`/api/v1/products/${done.items[0]!.productId}`, { cookie }), 200);
    expect(first).toMatchObject({ title: 'Product 001', sku: 'FAKE-001', origin: 'shopify', tags: ['mugs', 'catalogue'], photoCount: 2 });
    expect(first.description).toBe('Product 1 & its details.\n• Hand finished\n• Ships in 2 days');
    expect(first.features).toContain('Hand finished');
    expect(first.photos[0]).toMatchObject({ width: 900 });

    // Changed in the store, imported again: the same products, updated; their photos not fetched again.
    store.products[0]!.title = 'Product 001 (new glaze)';
    const fetchedBefore = store.requests.filter((r) => r.path.startsWith('/cdn/')).length;
    const again = await json<ImportView>(await t.request('/api/v1/imports', { method: 'POST', cookie, json: { source: 'shopify', storeUrl: store.url, productIds: chosen.slice(0, 3) } }), 202);
    const redone = await finished(cookie, again.id);
    expect(redone).toMatchObject({ imported: 0, updated: 3 });
    expect(redone.items.map((i) => i.productId)).toEqual(done.items.slice(0, 3).map((i) => i.productId));
    expect(store.requests.filter((r) => r.path.startsWith('/cdn/')).length).toBe(fetchedBefore);
    expect((await json<ProductPage>(await t.request('/api/v1/products?limit=50', { cookie }), 200)).total).toBe(10);
    expect((await json<ProductView>(await t.request(`/api/v1/products/${done.items[0]!.productId}`, { cookie }), 200)).title).toBe('Product 001 (new glaze)');
    store.products[0]!.title = 'Product 001';

    const previewAgain = await json<ShopifyPreview>(await t.request('/api/v1/imports/shopify/preview', { method: 'POST', cookie, json: { storeUrl: store.url } }), 200);
    expect(previewAgain.products.filter((p) => p.productId).length).toBe(10);
  });

  it('reads a private store through the Admin API with a connected token, kept encrypted and removable, and waits out a throttled query', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const wrong = await t.request('/api/v1/shop-connections', { method: 'POST', cookie, headers: en, json: { storeUrl: store.url, accessToken: 'shpat_wrong_token_000' } });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'shopify_unauthorized', message: expect.stringMatching(/read_products/) });

    const connection = await json<ShopConnectionView>(await t.request('/api/v1/shop-connections', { method: 'POST', cookie, json: { storeUrl: store.url, accessToken: store.token } }), 201);
    expect(connection).toMatchObject({ platform: 'shopify', storeDomain: new URL(store.url).host, tokenHint: store.token.slice(-4) });
    const stored = (await t.container.database.executeSql('select token_sealed from shop_connections where user_id = $1', [userId])).rows as { token_sealed: string }[];
    expect(stored[0]!.token_sealed).not.toContain(store.token);
    expect(stored[0]!.token_sealed).not.toContain('shpat');

    store.throttleNext();
    const before = store.requests.length;
    const preview = await json<ShopifyPreview>(await t.request('/api/v1/imports/shopify/preview', { method: 'POST', cookie, json: { storeUrl: store.url } }), 200);
    expect(preview.access).toBe('token');
    expect(preview.products).toHaveLength(30);
    const graphql = store.requests.slice(before).filter((r) => r.path.includes('/graphql.json'));
    // 30 products at 25 a page: 2 pages, plus the throttled attempt asked again.
    expect(graphql).toHaveLength(3);
    expect(graphql.every((r) => r.token === store.token)).toBe(true);

    const created = await json<ImportView>(await t.request('/api/v1/imports', { method: 'POST', cookie, json: { source: 'shopify', storeUrl: store.url, productIds: ['7000000005', '9999'] } }), 202);
    const done = await finished(cookie, created.id);
    expect(done).toMatchObject({ imported: 1, failed: 1 });
    expect(done.items[1]).toMatchObject({ externalId: '9999', status: 'failed', errors: [{ code: 'shop_product_missing', message: expect.stringMatching(/no product with this id/) }] });

    expect((await t.request(`/api/v1/shop-connections/${connection.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.container.database.executeSql('select count(*)::int as n from shop_connections where user_id = $1', [userId])).rows).toEqual([{ n: 0 }]);
    const list = await json<{ items: ShopConnectionView[] }>(await t.request('/api/v1/shop-connections', { cookie }), 200);
    expect(list.items).toEqual([]);
  });

  it('refuses a store it cannot read with the reason, storing nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const error = async (storeUrl: string) => {
      const res = await t.request('/api/v1/imports', { method: 'POST', cookie, headers: en, json: { source: 'shopify', storeUrl } });
      return { status: res.status, ...((await res.json()) as { error: { code: string; message: string } }).error };
    };
    expect(await error('not a domain')).toMatchObject({ status: 422, code: 'shopify_invalid_store' });
    // A site that is not a Shopify store answers its /products.json with a web page.
    store.notAStore(true);
    expect(await error(store.url)).toMatchObject({ status: 422, code: 'shopify_not_a_store' });
    store.notAStore(false);
    store.failWith(404);
    expect(await error(store.url)).toMatchObject({ status: 422, code: 'shopify_not_found', message: expect.stringMatching(/404/) });
    store.failWith(503);
    expect(await error(store.url)).toMatchObject({ status: 502, code: 'shopify_unavailable', message: expect.stringMatching(/503/) });
    store.failWith(null);
    store.protect(true);
    expect(await error(store.url)).toMatchObject({ status: 422, code: 'shopify_password_protected', message: expect.stringMatching(/access token/) });
    store.protect(false);
    store.rateLimitNext(5, 0.1);
    expect(await error(store.url)).toMatchObject({ status: 503, code: 'shopify_rate_limited' });
    store.rateLimitNext(0, 1);
    const imports = (await t.container.database.executeSql('select count(*)::int as n from product_imports where user_id = $1', [userId])).rows;
    expect(imports).toEqual([{ n: 0 }]);
  });

  it("fails a product whose photo cannot be used, alone, deleting the photos already fetched for it", async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const products = fakeShopifyCatalog(4);
    products[1]!.images = ['/cdn/1.jpg', '/cdn/not-an-image.jpg'];
    products[2]!.images = ['/cdn/tiny.jpg'];
    products[3]!.images = ['/cdn/gone.jpg'];
    const odd = await startFakeShopifyStore({ products });
    try {
      const created = await json<ImportView>(await t.request('/api/v1/imports', { method: 'POST', cookie, json: { source: 'shopify', storeUrl: odd.url } }), 202);
      const done = await finished(cookie, created.id);
      expect(done).toMatchObject({ total: 4, imported: 1, failed: 3 });
      expect(done.items.map((i) => i.errors[0]?.code ?? null)).toEqual([null, 'unsupported_file_type', 'photo_too_small', 'url_unreachable']);
      expect(done.items[1]!.url).toBe(`${odd.url}/cdn/not-an-image.jpg`);
      expect(done.items[2]!.errors[0]!.message).toMatch(/120×90 px.*300 px/);
      // Only the imported product's 2 photos are kept (product 2's first photo was deleted with it).
      expect(await sourceCount(userId)).toBe(2);
    } finally {
      await odd.close();
    }
  });
});

describe('CSV import', () => {
  it('imports the 195 good rows of a 200-row CSV and reports the 5 bad ones by line; importing again updates by SKU', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const lines = ['title;sku;image_url;features;tags'];
    const bad = new Map<number, string>([
      [10, ';NO-TITLE;{photo};;'],
      [50, 'No photo;NO-PHOTO;;;'],
      [90, 'Bad address;BAD-URL;ftp://example.com/a.jpg;;'],
      [130, 'Repeated;CSV-0001;{photo};;'],
      [170, `${'Long '.repeat(50)};LONG;{photo};;`],
    ]);
    for (let i = 1; i <= 200; i++) {
      // 480 px photos: 195 of them are read and stored; the size rule is tested above.
      const photo = `${store.url}/cdn/${i % 8}.jpg?w=480`;
      lines.push((bad.get(i) ?? `Item ${i};CSV-${String(i).padStart(4, '0')};{photo};"Cotton, washable";home`).replace('{photo}', photo));
    }
    const form = new FormData();
    form.append('file', new File([lines.join('\r\n')], 'catalogue.csv', { type: 'text/csv' }));
    const created = await json<ImportView>(await t.request('/api/v1/imports', { method: 'POST', cookie, headers: en, body: form }), 202);
    expect(created).toMatchObject({ source: 'csv', sourceName: 'catalogue.csv', total: 200, skipped: 5 });
    const done = await finished(cookie, created.id);
    expect(done).toMatchObject({ status: 'completed', imported: 195, skipped: 5, failed: 0 });
    const skipped = done.items.filter((i) => i.status === 'skipped');
    expect(skipped.map((i) => [i.line, i.errors.map((e) => e.code)])).toEqual([
      [11, ['title_missing']],
      [51, ['image_missing']],
      [91, ['image_url_invalid']],
      [131, ['sku_repeated']],
      [171, ['title_too_long']],
    ]);
    expect(skipped[3]!.errors[0]!.message).toMatch(/earlier row/);
    expect((await json<ProductPage>(await t.request('/api/v1/products?limit=1', { cookie }), 200)).total).toBe(195);
    // Photos at the same address are one file each time they are named (a product's photos are its own).
    expect(await sourceCount(userId)).toBe(195);

    const again = new FormData();
    again.append('file', new File([`title,sku,image_url,audience\nItem 2 renamed,csv-0002,${store.url}/cdn/2.jpg?w=480,Hosts\n`], 'update.csv'));
    const redo = await finished(cookie, (await json<ImportView>(await t.request('/api/v1/imports', { method: 'POST', cookie, body: again }), 202)).id);
    expect(redo).toMatchObject({ imported: 0, updated: 1 });
    const product = await json<ProductView>(await t.request(`/api/v1/products/${redo.items[0]!.productId}`, { cookie }), 200);
    expect(product).toMatchObject({ title: 'Item 2 renamed', audience: 'Hosts', features: 'Cotton, washable', photoCount: 1 });
    expect((await json<ProductPage>(await t.request('/api/v1/products?limit=1', { cookie }), 200)).total).toBe(195);
  }, 300_000);

  it('can be cancelled: what was not yet imported is skipped, what was imported stays', async () => {
    const { cookie } = await signUpAndSignIn(t);
    // Photos that take 400 ms each: the import is still running when it is cancelled.
    const rows = Array.from({ length: 60 }, (_, i) => `Thing ${i},T-${i},${store.url}/cdn/slow/${i % 5}.jpg`);
    const form = new FormData();
    form.append('file', new File([['title,sku,image_url', ...rows].join('\n')], 'things.csv'));
    const created = await json<ImportView>(await t.request('/api/v1/imports', { method: 'POST', cookie, body: form }), 202);
    const cancelled = await json<ImportView>(await t.request(`/api/v1/imports/${created.id}/cancel`, { method: 'POST', cookie, headers: en }), 200);
    expect(cancelled.status).toBe('cancelled');
    const done = await finished(cookie, created.id);
    expect(done.imported + done.skipped).toBe(60);
    expect(done.items.filter((i) => i.status === 'skipped').every((i) => i.errors[0]?.code === 'import_cancelled')).toBe(true);
    const again = await t.request(`/api/v1/imports/${created.id}/cancel`, { method: 'POST', cookie });
    expect(again.status).toBe(409);
    // Items in flight when it was cancelled end; then nothing more is imported.
    await new Promise((r) => setTimeout(r, 1500));
    const later = await json<ImportView>(await t.request(`/api/v1/imports/${created.id}`, { cookie }), 200);
    expect(later.imported).toBeLessThanOrEqual(done.imported + 3);
    expect((await json<ProductPage>(await t.request('/api/v1/products?limit=1', { cookie }), 200)).total).toBe(later.imported);
  });
});
