import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeShopifyCatalog, startFakeShopifyStore, type FakeShopifyStore } from '../../../../tests/helpers/fake-shopify-store';
import { createUrlFetcher } from '../url-fetch/url-fetcher';
import { createShopifyCatalog, htmlToText, parseStoreUrl, ShopifyError } from './shopify-catalog';

let store: FakeShopifyStore;
const waits: number[] = [];
const catalog = createShopifyCatalog({
  fetcher: createUrlFetcher({ allowPrivate: true }),
  sleep: async (ms) => {
    waits.push(ms);
  },
});
beforeAll(async () => {
  store = await startFakeShopifyStore({ products: fakeShopifyCatalog(260) });
});
afterAll(async () => {
  await store?.close();
});

describe('Shopify catalogue', () => {
  it('reads a store address as a domain or a URL, and refuses what is not one', () => {
    expect(parseStoreUrl('My-Shop.myshopify.com')).toEqual({ origin: 'https://my-shop.myshopify.com', host: 'my-shop.myshopify.com' });
    expect(parseStoreUrl('https://shop.example.com/collections/all?x=1')).toEqual({ origin: 'https://shop.example.com', host: 'shop.example.com' });
    for (const bad of ['', 'not a domain', 'localhost', 'ftp://shop.example.com', 'https://user:pw@shop.example.com']) {
      expect(() => parseStoreUrl(bad), bad).toThrow(ShopifyError);
    }
  });

  it('turns an HTML description into text', () => {
    expect(htmlToText('<p>Fine &amp; <b>light</b></p><ul><li>One</li><li>Two &#8211; &#x41;</li></ul><script>x()</script>')).toBe('Fine & light\n• One\n• Two – A');
  });

  it('pages through products.json 250 at a time, and stops at the maximum asked, saying so', async () => {
    const all = await catalog.list(parseStoreUrl(store.url), { max: 1000 });
    expect(all.truncated).toBe(false);
    expect(all.products).toHaveLength(260);
    expect(all.products[259]).toMatchObject({ id: '7000000260', sku: 'FAKE-260', variantsCount: 2, tags: ['plants', 'catalogue'] });
    expect(all.products[0]!.imageUrls).toEqual([`${store.url}/cdn/0.jpg`, `${store.url}/cdn/1.jpg`]);
    const some = await catalog.list(parseStoreUrl(store.url), { max: 100 });
    expect(some).toMatchObject({ truncated: true });
    expect(some.products).toHaveLength(100);
  });

  it('pages through the Admin API with the token, and waits out a 429 by its Retry-After', async () => {
    store.rateLimitNext(2, 3);
    waits.length = 0;
    const all = await catalog.list(parseStoreUrl(store.url), { max: 1000, accessToken: store.token });
    expect(all.products).toHaveLength(260);
    expect(waits).toEqual([3000, 3000]);
    expect(all.products.map((p) => p.id)).toEqual(store.products.map((p) => String(p.id)));
    await expect(catalog.list(parseStoreUrl(store.url), { max: 10, accessToken: 'shpat_wrong' })).rejects.toMatchObject({ reason: 'unauthorized', status: 401 });
  });

  it('gives up after repeated 429s, and caps a long Retry-After', async () => {
    store.rateLimitNext(10, 120);
    waits.length = 0;
    await expect(catalog.list(parseStoreUrl(store.url), { max: 10 })).rejects.toMatchObject({ reason: 'rate_limited' });
    expect(waits).toEqual([10_000, 10_000, 10_000, 10_000]);
    store.rateLimitNext(0, 1);
  });

  it('refuses a private address without the development allowance', async () => {
    const strict = createShopifyCatalog({ fetcher: createUrlFetcher() });
    await expect(strict.list(parseStoreUrl(store.url), { max: 10 })).rejects.toMatchObject({ reason: 'private_address' });
  });
});
