/**
 * Product import benchmark: the throughput and peak memory of importing 1,000 products from a
 * Shopify store. Budget: memory stays bounded (photos are fetched PHOTO_CONCURRENCY at a time and
 * stored as soon as read), so the peak RSS during the import stays within 300 MB of the RSS before
 * it, whatever the number of products.
 *
 * Method: the app with its job worker on a fresh PGlite database in this process, and a local fake
 * Shopify store (tests/helpers/fake-shopify-store.ts) with PRODUCTS products of one 900 px JPEG
 * photo each (40 distinct photos, made once and served from memory); one signed-in user imports
 * them all through POST /api/v1/imports (public products.json, pages of 250); the time from the
 * request to the import's end, and the process RSS sampled every 100 ms.
 * Run: npm run bench:import [-- products]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';
import { startWorkers } from '../src/server/jobs/worker';
import { fakeShopifyCatalog, startFakeShopifyStore } from '../tests/helpers/fake-shopify-store';
import { benchUser, serveBenchApp } from './bench-server';

const PRODUCTS = Number(process.argv[2] ?? 1000);

const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);

const store = await startFakeShopifyStore({ products: fakeShopifyCatalog(PRODUCTS).map((p, i) => ({ ...p, images: [`/cdn/${i % 40}.jpg`] })) });
// Warm the store's photo cache, so the figures are the import's, not the fake's image making.
await Promise.all(Array.from({ length: 40 }, (_, i) => fetch(`${store.url}/cdn/${i}.jpg`).then((r) => r.arrayBuffer())));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-import-'));
const container = await createContainer(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', URL_FETCH_ALLOW_PRIVATE: 'true', DATABASE_URL: '' }));
await container.database.migrate();
await container.queue.start();
await startWorkers(container);
const server = await serveBenchApp(container);
const { cookie, json } = await benchUser(container, server.base);
const request = (p: string, init: RequestInit = {}) => fetch(`${server.base}${p}`, { ...init, headers: { ...json, cookie, ...(init.headers ?? {}) } });
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100);

const started = performance.now();
const res = await request('/api/v1/imports', { method: 'POST', body: JSON.stringify({ source: 'shopify', storeUrl: store.url }) });
if (res.status !== 202) throw new Error(`import refused: ${res.status} ${await res.text()}`);
const { id } = (await res.json()) as { id: string };
const listedS = (performance.now() - started) / 1000;
let view: { status: string; processed: number; imported: number; failed: number; total: number };
for (;;) {
  await new Promise((r) => setTimeout(r, 500));
  view = (await (await request(`/api/v1/imports/${id}`)).json()) as typeof view;
  if (view.status === 'completed' || view.status === 'cancelled') break;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

console.log(`products: ${view.total} (imported ${view.imported}, failed ${view.failed})`);
console.log(`store read and import queued: ${listedS.toFixed(1)} s`);
console.log(`import: ${seconds.toFixed(1)} s, ${(view.imported / seconds).toFixed(1)} products/s`);
console.log(`RSS before: ${mb(before)} MB, peak: ${mb(peak)} MB, peak above before: ${mb(peak - before)} MB (budget 300 MB)`);
server.close();
await container.close();
await store.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
