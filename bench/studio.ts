/**
 * Studio Photos benchmark (budget: >= 1 packshot per second in a batch of 20, cut-outs
 * excluded). Starts the app's container in this process on a fresh PGlite database, stores
 * 20 distinct product photos of 1-2 megapixels (the sample photos enlarged, mirrored and cropped),
 * runs the cut-out job of each first (timed and reported separately: in the app it runs right
 * after upload, before a batch is made), then creates one batch with the preset (Amazon by
 * default) and runs its job in this process as the worker would: cut-outs read from storage, each
 * packshot rendered, checked, stored and saved to the library, two at a time. Prints packshots per
 * second, the per-packshot times, the cut-out times and the peak RSS of the process.
 *
 * Run: npm run bench:studio [-- preset [shadow]]   e.g. npm run bench:studio -- shopify reflection
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createContainer } from '../src/server/container';
import { studioBatchItems } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { STUDIO_PRESET_IDS, type StudioPresetId, type StudioShadow } from '../src/shared/studio-presets';
import { benchUser, serveBenchApp } from './bench-server';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const PHOTOS = ['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png', 'plant_pot.jpg'];
const COUNT = 20;
const preset = (process.argv[2] ?? 'amazon') as StudioPresetId;
if (!STUDIO_PRESET_IDS.includes(preset)) throw new Error(`unknown preset ${preset}: one of ${STUDIO_PRESET_IDS.join(', ')}`);
const shadow = process.argv[3] as StudioShadow | undefined;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-studio-'));
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
const container = await createContainer(env);
await container.database.migrate();
// The queue takes the batch's job, but no worker runs here: this process runs it, timed.
await container.queue.start();
const server = await serveBenchApp(container);
const { userId } = await benchUser(container, server.base);
await container.credits.apply({ userId, amount: COUNT, reason: 'admin_adjustment', idempotencyKey: `bench:${userId}` });

console.log(`Studio Photos: a batch of ${COUNT} photos of 1-2 MP, preset ${preset}${shadow ? ` (${shadow})` : ''}, ${os.cpus().length} cores`);
const ids: string[] = [];
const cutoutSeconds: number[] = [];
let pixels = 0;
for (let i = 0; i < COUNT; i += 1) {
  const name = PHOTOS[i % PHOTOS.length]!;
  // 1.0 to 1.9 megapixels, each photo different (size, mirror, crop).
  const megapixels = 1 + (0.9 * i) / (COUNT - 1);
  const meta = await sharp(path.join(SAMPLES, name)).metadata();
  const ratio = meta.width! / meta.height!;
  const height = Math.round(Math.sqrt((megapixels * 1e6) / ratio));
  const width = Math.round(height * ratio);
  let image = sharp(path.join(SAMPLES, name)).resize(width + 40, height + 40, { kernel: 'lanczos3' }).extract({ left: (i * 7) % 40, top: (i * 11) % 40, width, height });
  if (i % 2 === 1) image = image.flop();
  const photo = name.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg({ quality: 92 }).toBuffer();
  const row = await container.sources.upload(userId, photo, `${String(i + 1).padStart(2, '0')}-${name}`);
  const started = performance.now();
  await container.cutouts.run(row.id, { lastAttempt: true });
  cutoutSeconds.push((performance.now() - started) / 1000);
  ids.push(row.id);
  pixels += row.width * row.height;
}
console.log(`cut-outs (excluded below, made once per photo after upload): median ${median(cutoutSeconds).toFixed(2)} s, total ${cutoutSeconds.reduce((a, b) => a + b, 0).toFixed(1)} s for ${COUNT} photos of ${(pixels / COUNT / 1e6).toFixed(2)} MP on average`);

global.gc?.();
const baseline = process.memoryUsage().rss;
peak = baseline;
const created = await container.studio.create(userId, { sourceImageIds: ids, preset, options: shadow ? { shadow } : {} });
const started = performance.now();
await container.studio.run(created.id, { lastAttempt: true });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const items = await container.database.db.select().from(studioBatchItems).where(eq(studioBatchItems.batchId, created.id));
const made = items.filter((i) => i.status === 'succeeded');
const renders = made.map((i) => (i.renderMs ?? 0) / 1000);
const spec = created.spec;
console.log(`packshots: ${made.length}/${COUNT} made and passed their checks, ${spec.width}x${spec.height} ${spec.format}`);
for (const item of items.filter((i) => i.status !== 'succeeded')) console.log(`  not made: ${item.sourceName}: ${item.failure} (${item.error})`);
console.log(`batch job: ${seconds.toFixed(2)} s = ${(made.length / seconds).toFixed(2)} packshots per second (target >= 1)`);
console.log(`per packshot (render + check): median ${median(renders).toFixed(2)} s, max ${Math.max(...renders).toFixed(2)} s`);
console.log(`peak RSS ${(peak / 1024 ** 2).toFixed(0)} MB (${((peak - baseline) / 1024 ** 2).toFixed(0)} MB above the level before the batch)`);

server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
