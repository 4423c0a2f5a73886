/**
 * Makes a marketplace packshot of every product in a CSV of `sku,image_url` lines, in one batch of
 * up to 100 items, with the SDK and an API key, and prints each product's outcome. Vitrine fetches
 * each photo itself; each item is charged on its own (1 credit a packshot) and refunded if it
 * fails, and an item whose photo cannot be fetched is charged nothing. The batch carries an
 * idempotency key derived from the file, so running the script again never starts it twice.
 * Environment: VITRINE_URL, VITRINE_API_KEY (scopes read and generate), PRESET (default amazon).
 * Run: node --import tsx examples/catalog-batch.ts products.csv
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createVitrineClient, unwrap, waitForBatch, type Schemas } from '../sdk/src/index';

const [file] = process.argv.slice(2);
const apiKey = process.env.VITRINE_API_KEY;
if (!file || !apiKey) {
  console.error('Usage: VITRINE_API_KEY=vtr_live_… node --import tsx examples/catalog-batch.ts products.csv');
  process.exit(2);
}
const vitrine = createVitrineClient({ baseUrl: process.env.VITRINE_URL ?? 'http://127.0.0.1:3000', apiKey, language: 'en' });
const preset = (process.env.PRESET ?? 'amazon') as Schemas['ApiBatchPackshotItem']['preset'];

const text = await fs.readFile(file, 'utf8');
// A plain two-column file (no quoted commas); for richer CSVs use a parser such as csv-parse.
const rows = text
  .split(/\r?\n/)
  .map((line) => line.split(',').map((cell) => cell.trim()))
  .filter(([sku, url]) => sku && url && /^https?:\/\//.test(url))
  .slice(0, 100);
const items = rows.map(([sku, url]) => ({ type: 'packshot' as const, url: url!, preset, reference: sku! }));

const batch = await unwrap(
  vitrine.POST('/batches', { body: { items }, headers: { 'idempotency-key': `catalog-${createHash('sha256').update(text).digest('hex').slice(0, 32)}` } }),
);
console.log(`batch ${batch.id}: ${batch.counts.total} products, up to ${batch.creditsEstimated} credits`);
const done = await waitForBatch(vitrine, batch.id, {
  onProgress: (b) => console.log(`  ${b.counts.succeeded + b.counts.partial + b.counts.failed}/${b.counts.total} done`),
});
for (const item of done.items) {
  console.log(`${item.reference}: ${item.status}${item.error ? ` (${item.error.code}: ${item.error.message})` : ''}${item.images[0] ? ` ${item.images[0].file}` : ''}`);
}
console.log(`charged ${done.creditsCharged} credits, refunded ${done.creditsRefunded}`);
