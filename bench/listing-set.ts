/**
 * Listing set benchmark (budget: a set of 6 images under 10 s on 2 cores, cut-out excluded). Starts
 * the app's container in this process on a fresh PGlite database with its engine pool (worker
 * processes, as in the app), uploads a real product photo (coffee_cup.png from the shared samples)
 * and a second view of it, runs the cut-out job (timed and reported apart: in the app it runs right
 * after upload), then one Amazon set of 6 images (main, infographic with 4 callouts, dimensions,
 * detail, other angles, comparison) and runs its job as the worker would (two images at a time).
 * Prints each image's render time (from the set's rows), the set's wall time, each image's checks,
 * and what OCR (tesseract, Portuguese) reads back of the callouts and figures.
 *
 * Run: npm run bench:listing
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createContainer } from '../src/server/container';
import { generatedImages, listingImages } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { benchUser, serveBenchApp } from './bench-server';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const CALLOUTS = [
  { icon: 'thermometer' as const, title: 'Mantém o calor', text: 'Porcelana de parede grossa' },
  { icon: 'droplets' as const, title: 'Lava-louças', text: 'Sem perder o brilho' },
  { icon: 'hand' as const, title: 'Asa confortável', text: 'Cabem dois dedos' },
  { icon: 'leaf' as const, title: 'Esmalte sem chumbo' },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-listing-'));
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
const container = await createContainer(env);
await container.database.migrate();
await container.queue.start();
const server = await serveBenchApp(container);
const { userId } = await benchUser(container, server.base);
await container.credits.apply({ userId, amount: 50, reason: 'admin_adjustment', idempotencyKey: `bench:${userId}` });
console.log(`Listing set: Amazon, 6 images, ${os.cpus().length} cores, engine workers: ${env.ENGINE_WORKERS ?? 'default'}`);

const photo = fs.readFileSync(path.join(SAMPLES, 'coffee_cup.png'));
const source = await container.sources.upload(userId, photo, 'coffee_cup.png');
const second = await container.sources.upload(userId, await sharp(photo).flop().png().toBuffer(), 'coffee_cup_other_side.png');
let started = performance.now();
await container.cutouts.run(source.id, { lastAttempt: true });
await container.cutouts.run(second.id, { lastAttempt: true });
console.log(`cut-outs of 2 photos (excluded below): ${((performance.now() - started) / 1000).toFixed(2)} s`);
const product = await container.products.create(userId, { title: 'Xícara de espresso', features: 'porcelana, 90 ml', sourceImageIds: [source.id, second.id] });

const set = await container.listingSets.create(
  userId,
  {
    productId: product.id,
    marketplace: 'amazon',
    dimensions: { width: 12.5, height: 7, depth: 9, unit: 'cm', weight: 0.32, weightUnit: 'kg' },
    slots: [
      { kind: 'main' },
      { kind: 'infographic', title: 'Feita para o dia a dia', callouts: CALLOUTS },
      { kind: 'dimensions' },
      { kind: 'detail', rank: 0 },
      { kind: 'angles', sourceImageIds: [source.id, second.id] },
      { kind: 'comparison', title: 'Do tamanho de uma xícara de café', lines: ['Cabe na palma da mão', 'Serve um expresso duplo'] },
    ],
  },
  'pt',
);
started = performance.now();
await container.listingSets.run(set.id, {});
const wall = (performance.now() - started) / 1000;
const rows = await container.database.db.select({ image: listingImages, key: generatedImages.storageKey }).from(listingImages).leftJoin(generatedImages, eq(generatedImages.id, listingImages.imageId)).where(eq(listingImages.setId, set.id)).orderBy(asc(listingImages.position));
const ocr = (image: Buffer) => {
  const out = spawnSync('tesseract', ['stdin', 'stdout', '-l', 'por', '--psm', '6'], { input: image });
  return out.status === 0 ? out.stdout.toString('utf8').replace(/\s+/g, ' ').trim() : `(tesseract failed: ${out.stderr})`;
};
let sum = 0;
for (const { image, key } of rows) {
  const seconds = (image.renderMs ?? 0) / 1000;
  sum += seconds;
  const c = image.checks;
  const failed = c ? Object.entries(c).filter(([k, v]) => k !== 'passed' && v && typeof v === 'object' && 'ok' in v && !v.ok).map(([k, v]) => (k === 'enlarged' ? `enlarged ${(v as { factor: number }).factor}x` : k)) : [];
  let read = '';
  if (key && image.kind === 'infographic') {
    const data = (await container.storage.get(key))!.data;
    // The cup is wider than tall: its callouts stand in a row under it, read column by column.
    const column = async (i: number) => ocr(await sharp(data).extract({ left: 90 + i * 455, top: 1320, width: 455, height: 680 }).png().toBuffer());
    read = (await Promise.all([0, 1, 2, 3].map(column))).join(' | ');
  }
  if (key && image.kind === 'dimensions') {
    const data = (await container.storage.get(key))!.data;
    const band = async (left: number, top: number, width: number, height: number) => ocr(await sharp(data).extract({ left, top, width, height }).resize({ width: Math.round(width / 2) }).greyscale().png().toBuffer());
    read = [await band(0, 500, 440, 1000), await band(1500, 400, 500, 1200), await band(0, 1500, 2000, 500), await band(0, 0, 2000, 400)].join(' | ');
  }
  console.log(`  ${String(image.position).padStart(2, '0')} ${image.kind.padEnd(11)} ${seconds.toFixed(2)} s  ${image.status}${c?.compliance ? `, compliance ${c.compliance.passed ? 'passed' : 'failed'}` : ''}${failed.length ? ` (${failed.join(', ')})` : ''}${read ? `  OCR: "${read}"` : ''}`);
}
console.log(`set of ${rows.length}: ${wall.toFixed(2)} s wall, two at a time (sum of render times ${sum.toFixed(2)} s; target: under 10 s for 6 images, cut-out excluded)`);

server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
