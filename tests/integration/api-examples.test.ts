/**
 * Every route open to API keys, called with a key on a real database with the job worker, in the
 * order a script would: each answer has its documented status and matches the operation's response
 * schema in the OpenAPI document (ajv, JSON Schema 2020-12). With RECORD_API_EXAMPLES=1 the
 * requests and answers are written to src/server/routes/openapi-examples.json, which the document
 * shows as each operation's example (secrets replaced by placeholders of the same shape).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ROUTES } from '../../src/server/http/api-key-access';
import { EXAMPLES_FILE, type RecordedExample } from '../../src/server/routes/openapi-examples';
import { openApiDocument } from '../../src/server/routes/api-v1';
import { fakeShopifyCatalog, startFakeShopifyStore } from '../helpers/fake-shopify-store';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

let t: TestApp;
let server: http.Server;
let base = '';
const recorded: Record<string, RecordedExample> = {};
const called = new Set<string>();
const doc = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown> };
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'vitrine', components: doc.components }, 'vitrine');

/** The schema of an operation's answer, with component references resolved in the document. */
function responseSchema(route: string, status: number): unknown {
  const [method, path] = route.split(' ') as [string, string];
  const content = doc.paths[path]?.[method.toLowerCase()]?.responses[String(status)]?.content;
  const schema = content?.['application/json']?.schema;
  return schema ? JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"vitrine#/components/')) : undefined;
}

const SECRET_PLACEHOLDERS: [RegExp, string][] = [
  [/vtr_live_[A-Za-z0-9]{43}/g, `vtr_live_${'X'.repeat(43)}`],
  [/vtr_live_[A-Za-z0-9]{4}/g, 'vtr_live_XXXX'],
  [/whsec_[A-Za-z0-9+/]{43}=/g, `whsec_${'A'.repeat(43)}=`],
  [/user\.[a-z0-9]+\.\d+@example\.com/g, 'seller@example.com'],
];
function scrub<T>(value: T): T {
  let text = JSON.stringify(value);
  for (const [pattern, placeholder] of SECRET_PLACEHOLDERS) text = text.replace(pattern, placeholder);
  return JSON.parse(text) as T;
}

/** Shortens lists to three entries, so examples stay readable and still hold every list's fewest items (an infographic's 3 callouts). */
function trim(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 3).map(trim);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
}

let key = '';

/**
 * Calls `route` (e.g. 'GET /images/{id}') at `path` with the key; checks the status and the answer
 * against the document; records the example. Output: the parsed JSON answer (or null).
 */
async function call<T = Record<string, unknown>>(route: string, path: string, expected: number, init: { json?: unknown; body?: FormData; binary?: boolean; cookie?: string } = {}): Promise<T> {
  const method = route.split(' ')[0]!;
  const auth: Record<string, string> = init.cookie ? {} : { authorization: `Bearer ${key}` };
  const res = await t.request(`/api/v1${path}`, { method, cookie: init.cookie, headers: { ...auth, 'accept-language': 'en' }, ...(init.json !== undefined ? { json: init.json } : {}), ...(init.body ? { body: init.body } : {}) });
  const text = init.binary ? '' : await res.text();
  expect(res.status, `${route}: ${text.slice(0, 300)}`).toBe(expected);
  called.add(route);
  if (init.binary || expected === 204) {
    if (init.binary) await res.arrayBuffer().catch(() => undefined);
    return null as T;
  }
  const body = JSON.parse(text) as T;
  const schema = responseSchema(route, expected);
  expect(schema, `${route} documents ${expected}`).toBeDefined();
  const valid = ajv.validate(schema as object, body);
  expect(valid, `${route}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
  if (!recorded[route]) recorded[route] = scrub({ ...(init.json !== undefined ? { request: init.json } : {}), status: expected, response: trim(body) });
  return body;
}


beforeAll(async () => {
  t = await createTestApp({ URL_FETCH_ALLOW_PRIVATE: 'true' }, { worker: true });
  const cup = sample('coffee_cup.png');
  server = http.createServer((req, res) => {
    if (req.url === '/cup.png') res.writeHead(200, { 'content-type': 'image/png' }).end(cup);
    else res.writeHead(204).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

describe('the routes open to API keys', () => {
  it('answer a key with what the OpenAPI document says, one after the other as a script would', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    // A paid plan and credits, so video and three-image generations answer too.
    await t.container.database.executeSql(`update subscribers set complimentary_tier = 'Pro' where user_id = '${userId}'`);
    await t.container.credits.apply({ userId, amount: 200, reason: 'admin_adjustment', idempotencyKey: `examples:${userId}` });
    // Keys are managed with the session only.
    key = (await call<{ key: string }>('POST /api-keys', '/api-keys', 201, { cookie, json: { name: 'Shop sync', scopes: ['read', 'generate', 'webhooks'] } })).key;
    const spare = await call<{ id: string }>('POST /api-keys', '/api-keys', 201, { cookie, json: { name: 'Spare', scopes: ['read'] } });
    await call('GET /api-keys', '/api-keys', 200, { cookie });
    await call('DELETE /api-keys/{id}', `/api-keys/${spare.id}`, 204, { cookie });

    // The public routes, the account.
    for (const path of ['/plans', '/site/legal', '/site/landing', '/gallery', '/auth-options']) await call(`GET ${path}`, path, 200);
    for (const path of ['/me', '/me/stats', '/me/create-settings', '/me/preferences', '/billing', '/credits/transactions', '/image-engine']) await call(`GET ${path}`, path, 200);

    // Photos, cut-outs, ideas, generations.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png'));
    await call('POST /source-images', '/source-images', 201, { body: form });
    const photo = await call<{ id: string }>('POST /source-images', '/source-images', 201, { json: { url: `${base}/cup.png` } });
    recorded['POST /source-images'] = scrub({ request: { url: 'https://shop.example.com/products/cup.png' }, ...recorded['POST /source-images']!, status: 201 });
    await until('the cut-out', async () => {
      const res = await t.request(`/api/v1/source-images/${photo.id}`, { headers: { authorization: `Bearer ${key}` } });
      const body = (await res.json()) as { cutout: { status: string } };
      return body.cutout.status === 'ready' ? true : undefined;
    });
    await call('GET /source-images/{id}', `/source-images/${photo.id}`, 200);
    await call('GET /source-images/{id}/cutout', `/source-images/${photo.id}/cutout`, 200, { binary: true });
    await call('PUT /source-images/{id}/cutout/strokes', `/source-images/${photo.id}/cutout/strokes`, 200, {
      json: { strokes: [{ mode: 'keep', radius: 0.02, points: [[0.42, 0.3], [0.45, 0.32]] }] },
    });
    await call('PUT /source-images/{id}/cutout/strokes', `/source-images/${photo.id}/cutout/strokes`, 200, { json: { strokes: [] } });
    const ideas = await call<{ scenarios: { id: string; locked: boolean }[] }>('POST /scenarios', '/scenarios', 200, {
      json: { sourceImageId: photo.id, features: 'Porcelain coffee cup, 300 ml, dishwasher safe', audience: 'Coffee lovers', language: 'en' },
    });
    const scenarioId = ideas.scenarios.find((s) => !s.locked)!.id;
    const generation = await call<{ id: string }>('POST /generations', '/generations', 202, {
      json: { sourceImageId: photo.id, scenarioId, settings: { aspectRatio: '1:1', quality: 'low', count: 2, format: 'jpg', highlightProduct: false, style: 'lifestyle', timeOfDay: 'natural' } },
    });
    const done = await until('the generation', async () => {
      const res = await t.request(`/api/v1/generations/${generation.id}`, { headers: { authorization: `Bearer ${key}` } });
      const body = (await res.json()) as { status: string; images: { id: string }[] };
      return ['succeeded', 'partial', 'failed'].includes(body.status) ? body : undefined;
    });
    expect(done.status).toBe('succeeded');
    await call('GET /generations/{id}', `/generations/${generation.id}`, 200);
    const [first, second] = done.images as [{ id: string }, { id: string }];
    await call('POST /images/{id}/edits', `/images/${first.id}/edits`, 409, { json: { instruction: 'Make the saucer blue' } });
    await call('POST /images/{id}/adjustments', `/images/${first.id}/adjustments`, 202, { json: { adjustment: { offsetX: 0.1, size: 1.1, lightSide: 'left' }, newVariant: false } });
    await call('POST /images/{id}/save', `/images/${first.id}/save`, 204);
    await call('PUT /images/{id}/favorite', `/images/${first.id}/favorite`, 204);
    await call('GET /images', '/images?limit=2', 200);
    await call('DELETE /images/{id}/favorite', `/images/${first.id}/favorite`, 204);
    await call('GET /images/{id}/file', `/images/${first.id}/file`, 200, { binary: true });
    await call('GET /images/archive', `/images/archive?ids=${first.id}`, 200, { binary: true });

    // Products.
    const product = await call<{ id: string }>('POST /products', '/products', 201, {
      json: { title: 'Porcelain coffee cup', sku: 'CUP-300-WHT', features: 'Porcelain, 300 ml, dishwasher safe', audience: 'Coffee lovers', tags: ['cups', 'kitchen'], sourceImageIds: [photo.id] },
    });
    await call('PATCH /products/{id}', `/products/${product.id}`, 200, { json: { description: 'A white porcelain cup with a saucer.', tags: ['cups', 'kitchen', 'gifts'] } });
    await call('GET /products', '/products?limit=2', 200);
    // A photo it already has counts once: the product answers with its photos unchanged.
    await call('POST /products/{id}/photos', `/products/${product.id}/photos`, 200, { json: { sourceImageIds: [photo.id] } });
    const csv = new FormData();
    csv.append('file', new File(['title,sku,image_url,tags\nPorcelain cup,CUP-300-WHT,https://shop.example.com/cup.jpg,"cups, kitchen"\n,CUP-301,https://shop.example.com/cup-2.jpg,\n'], 'products.csv', { type: 'text/csv' }));
    await call('POST /imports/csv/preview', '/imports/csv/preview', 200, { body: csv });
    // Imports from a store (the local fake of a Shopify store) and from a CSV.
    const shop = await startFakeShopifyStore({ products: fakeShopifyCatalog(3) });
    try {
      await call('POST /imports/shopify/preview', '/imports/shopify/preview', 200, { json: { storeUrl: shop.url } });
      const shopImport = await call<{ id: string }>('POST /imports', '/imports', 202, { json: { source: 'shopify', storeUrl: shop.url, productIds: ['7000000001', '7000000002'] } });
      await until('the store import', async () => {
        const res = await t.request(`/api/v1/imports/${shopImport.id}`, { headers: { authorization: `Bearer ${key}` } });
        return ((await res.json()) as { status: string }).status === 'completed' ? true : undefined;
      });
      await call('GET /imports/{id}', `/imports/${shopImport.id}`, 200);
      // Photos that take 400 ms each: still running when it is cancelled.
      const slow = new FormData();
      slow.append('file', new File([['title,sku,image_url', ...Array.from({ length: 12 }, (_, i) => `Mug ${i + 1},MUG-${i + 1},${shop.url}/cdn/slow/${i % 3}.jpg`)].join('\n')], 'mugs.csv', { type: 'text/csv' }));
      const csvImport = await call<{ id: string }>('POST /imports', '/imports', 202, { body: slow });
      await call('POST /imports/{id}/cancel', `/imports/${csvImport.id}/cancel`, 200);
      await call('GET /imports', '/imports', 200);
      for (const [route, example] of Object.entries(recorded)) {
        recorded[route] = JSON.parse(JSON.stringify(example).replaceAll(shop.url, 'https://my-shop.myshopify.com').replaceAll(new URL(shop.url).host, 'my-shop.myshopify.com')) as RecordedExample;
      }
    } finally {
      await shop.close();
    }
    const spareProduct = await call<{ id: string }>('POST /products', '/products', 201, { json: { title: 'Spare' } });
    await call('DELETE /products/{id}', `/products/${spareProduct.id}?outputs=keep`, 200);

    // Studio Photos and batches.
    const studio = await call<{ id: string }>('POST /studio-batches', '/studio-batches', 202, { json: { sourceImageIds: [photo.id], preset: 'amazon' } });
    await until('the studio batch', async () => {
      const res = await t.request(`/api/v1/studio-batches/${studio.id}`, { headers: { authorization: `Bearer ${key}` } });
      return ((await res.json()) as { status: string }).status === 'succeeded' ? true : undefined;
    });
    await call('GET /studio-batches/{id}', `/studio-batches/${studio.id}`, 200);
    await call('GET /studio-batches/{id}/archive', `/studio-batches/${studio.id}/archive`, 200, { binary: true });
    const batch = await call<{ id: string }>('POST /batches', '/batches', 202, {
      json: {
        items: [
          { type: 'packshot', sourceImageId: photo.id, preset: 'shopify', reference: 'SKU-1042' },
          { type: 'scene', sourceImageId: photo.id, features: 'Porcelain coffee cup, 300 ml', audience: 'Coffee lovers', idea: 2, reference: 'SKU-1043' },
        ],
      },
    });
    await until('the batch', async () => {
      const res = await t.request(`/api/v1/batches/${batch.id}`, { headers: { authorization: `Bearer ${key}` } });
      return ((await res.json()) as { status: string }).status === 'completed' ? true : undefined;
    });
    await call('GET /batches/{id}', `/batches/${batch.id}`, 200);

    // A catalogue run over the product, its zip, and a cancel that comes too late.
    const runRequest = { selection: { productIds: [product.id] }, action: { type: 'packshot', preset: 'amazon' } };
    await call('POST /catalogue-runs/quote', '/catalogue-runs/quote', 200, { json: runRequest });
    const run = await call<{ id: string }>('POST /catalogue-runs', '/catalogue-runs', 202, { json: runRequest });
    await until('the catalogue run', async () => {
      const res = await t.request(`/api/v1/batches/${run.id}`, { headers: { authorization: `Bearer ${key}` } });
      return ((await res.json()) as { status: string }).status === 'completed' ? true : undefined;
    });
    await call('GET /catalogue-runs', '/catalogue-runs', 200);
    await call('GET /batches/{id}/archive', `/batches/${run.id}/archive`, 200, { binary: true });
    await call('POST /batches/{id}/cancel', `/batches/${run.id}/cancel`, 409);

    await call('GET /products/{id}', `/products/${product.id}`, 200);

    // Ad creatives: a brand kit with an SVG logo, copy, a preview and a set with its zip.
    const kit = await call<{ id: string }>('POST /brand-kits', '/brand-kits', 201, { json: { name: 'Porcelana & Co', colours: ['#1f4d3a', '#e8b04b'], headingFont: 'montserrat', bodyFont: 'inter', tone: 'premium' } });
    const logo = new FormData();
    logo.append('file', new File(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" rx="16" fill="#1f4d3a"/></svg>'], 'logo.svg', { type: 'image/svg+xml' }));
    await call('POST /brand-kits/{id}/logo', `/brand-kits/${kit.id}/logo`, 200, { body: logo });
    await call('PUT /brand-kits/{id}', `/brand-kits/${kit.id}`, 200, { json: { name: 'Porcelana & Co', colours: ['#1f4d3a', '#e8b04b', '#f4efe6'], headingFont: 'playfair-display', bodyFont: 'inter', tone: 'premium' } });
    await call('GET /brand-kits', '/brand-kits', 200);
    await call('GET /brand-kits/{id}/logo', `/brand-kits/${kit.id}/logo`, 200, { binary: true });
    await call('POST /ad-copy', '/ad-copy', 200, { json: { productId: product.id, angle: 'feature', tone: 'premium', brandName: 'Porcelana & Co' } });
    const adVariant = (headline: string) => ({ texts: { headline, subline: 'Porcelain, 300 ml, dishwasher safe.', cta: 'Shop now' }, layout: 'product-left', scheme: 'light', colourIndex: 0 });
    const adDesign = { productId: product.id, product: { sourceImageId: photo.id }, brandKitId: kit.id, placements: ['meta-feed-square', 'google-300x250'], dimension: 'headline', variants: [adVariant('A cup for slow mornings'), adVariant('Porcelain, 300 ml')], format: 'jpg' };
    await call('POST /ad-sets/preview', '/ad-sets/preview', 200, { json: { ...adDesign, variant: 0 } });
    // A preview's images are data URLs of a few kilobytes: the example shows their start.
    recorded['POST /ad-sets/preview'] = JSON.parse(JSON.stringify(recorded['POST /ad-sets/preview']).replace(/data:image\/webp;base64,[A-Za-z0-9+/=]+/g, 'data:image/webp;base64,UklGRu4+AABXRUJQVlA4…')) as RecordedExample;
    const adSet = await call<{ id: string }>('POST /ad-sets', '/ad-sets', 202, { json: adDesign });
    await until('the ad set', async () => {
      const res = await t.request(`/api/v1/ad-sets/${adSet.id}`, { headers: { authorization: `Bearer ${key}` } });
      return ((await res.json()) as { status: string }).status === 'succeeded' ? true : undefined;
    });
    await call('GET /ad-sets/{id}', `/ad-sets/${adSet.id}`, 200);
    await call('GET /ad-sets', '/ad-sets', 200);
    await call('GET /ad-sets/{id}/archive', `/ad-sets/${adSet.id}/archive`, 200, { binary: true });

    // A listing set for Amazon: main packshot, infographic and dimensions, with a preview first.
    const listing = {
      productId: product.id,
      marketplace: 'amazon',
      dimensions: { width: 9, height: 8.5, unit: 'cm', weight: 310, weightUnit: 'g' },
      slots: [
        { kind: 'main' },
        { kind: 'infographic', callouts: [{ icon: 'thermometer', title: 'Keeps coffee warm', text: 'Thick porcelain walls' }, { icon: 'droplets', title: 'Dishwasher safe' }, { icon: 'hand', title: 'Easy grip handle' }] },
        { kind: 'dimensions' },
      ],
    };
    await call('POST /listing-sets/preview', '/listing-sets/preview', 200, { json: listing });
    recorded['POST /listing-sets/preview'] = JSON.parse(JSON.stringify(recorded['POST /listing-sets/preview']).replace(/data:image\/webp;base64,[A-Za-z0-9+/=]+/g, 'data:image/webp;base64,UklGRu4+AABXRUJQVlA4…')) as RecordedExample;
    const listingSet = await call<{ id: string }>('POST /listing-sets', '/listing-sets', 202, { json: listing });
    await until('the listing set', async () => {
      const res = await t.request(`/api/v1/listing-sets/${listingSet.id}`, { headers: { authorization: `Bearer ${key}` } });
      return ((await res.json()) as { status: string }).status === 'succeeded' ? true : undefined;
    });
    await call('GET /listing-sets/{id}', `/listing-sets/${listingSet.id}`, 200);
    await call('GET /listing-sets', '/listing-sets', 200);
    await call('GET /listing-sets/{id}/archive', `/listing-sets/${listingSet.id}/archive`, 200, { binary: true });

    // Videos.
    await call('POST /videos/motion-prompt', '/videos/motion-prompt', 200, { json: { imageId: second.id, features: 'Porcelain coffee cup', language: 'en' } });
    const video = await call<{ id: string }>('POST /videos', '/videos', 202, { json: { imageId: second.id, durationSeconds: 5, aspectRatio: '1:1', prompt: 'Slow push-in on the cup' } });
    await until('the video', async () => {
      const res = await t.request(`/api/v1/videos/${video.id}`, { headers: { authorization: `Bearer ${key}` } });
      const status = ((await res.json()) as { status: string }).status;
      return status === 'succeeded' || status === 'failed' ? status : undefined;
    }, 180_000);
    await call('GET /videos/{id}', `/videos/${video.id}`, 200);
    await call('GET /videos', '/videos?limit=2', 200);
    await call('GET /videos/{id}/file', `/videos/${video.id}/file`, 200, { binary: true });
    await call('GET /videos/{id}/poster', `/videos/${video.id}/poster`, 200, { binary: true });
    await call('DELETE /videos/{id}', `/videos/${video.id}`, 204);
    await call('DELETE /images/{id}', `/images/${second.id}`, 204);
    await call('POST /images/delete', '/images/delete', 200, { json: { ids: [first.id] } });

    // Webhook endpoints and their deliveries.
    const endpoint = await call<{ id: string }>('POST /webhook-endpoints', '/webhook-endpoints', 201, {
      json: { url: `${base}/hooks`, events: ['generation.completed', 'batch.completed'], description: 'Shop sync' },
    });
    recorded['POST /webhook-endpoints'] = scrub(JSON.parse(JSON.stringify(recorded['POST /webhook-endpoints']).replaceAll(base, 'https://shop.example.com')) as RecordedExample);
    await call('GET /webhook-endpoints', '/webhook-endpoints', 200);
    await call('GET /webhook-endpoints/{id}', `/webhook-endpoints/${endpoint.id}`, 200);
    await call('PATCH /webhook-endpoints/{id}', `/webhook-endpoints/${endpoint.id}`, 200, { json: { events: ['generation.completed', 'generation.failed', 'batch.completed'] } });
    await call('POST /webhook-endpoints/{id}/rotate-secret', `/webhook-endpoints/${endpoint.id}/rotate-secret`, 200);
    await t.container.webhooks.emit(userId, 'generation.completed', generation.id, { id: generation.id, object: 'generation', status: 'succeeded' });
    const deliveries = await until('a delivery', async () => {
      const res = await t.request(`/api/v1/webhook-endpoints/${endpoint.id}/deliveries`, { headers: { authorization: `Bearer ${key}` } });
      const list = (await res.json()) as { deliveries: { id: string; status: string }[] };
      return list.deliveries.some((d) => d.status === 'succeeded') ? list.deliveries : undefined;
    });
    await call('GET /webhook-endpoints/{id}/deliveries', `/webhook-endpoints/${endpoint.id}/deliveries`, 200);
    await call('POST /webhook-deliveries/{id}/retry', `/webhook-deliveries/${deliveries[0]!.id}/retry`, 202);
    await call('DELETE /webhook-endpoints/{id}', `/webhook-endpoints/${endpoint.id}`, 204);

    for (const [route, example] of Object.entries(recorded)) {
      recorded[route] = JSON.parse(JSON.stringify(example).replaceAll(base, 'https://shop.example.com')) as RecordedExample;
    }

    // Every route open to keys was called (but the document itself, and a gallery file, which needs a publication).
    expect([...called].sort()).toEqual([...Object.keys(API_KEY_ROUTES).filter((r) => r !== 'GET /openapi.json' && r !== 'GET /gallery/{id}/file'), 'POST /api-keys', 'GET /api-keys', 'DELETE /api-keys/{id}'].sort());
    if (process.env.RECORD_API_EXAMPLES === '1') fs.writeFileSync(EXAMPLES_FILE, `${JSON.stringify(Object.fromEntries(Object.entries(recorded).sort()), null, 2)}\n`);
  }, 400_000);
});
