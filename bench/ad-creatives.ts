/**
 * Ad creatives benchmark (budget: under 5 s per creative on 2 cores). Starts the app's container in
 * this process on a fresh PGlite database with its engine pool (worker processes, as in the app),
 * uploads a real product photo (apple.jpg from the shared samples, enlarged to 1.5 MP), runs its
 * cut-out job (timed and reported apart: in the app it runs right after upload), makes a brand kit
 * with a logo, then one ad set: Meta feed 1:1, Stories 9:16 and Google 300x250 in 3 variants that
 * differ in their headline, and runs its job as the worker would (two creatives at a time). Prints
 * each creative's render time (from the set's rows), the set's wall time, whether every creative
 * passed its checks, and what OCR (tesseract) reads back of each headline, in Portuguese.
 *
 * Run: npm run bench:ads
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createContainer } from '../src/server/container';
import { adCreatives, generatedImages, subscribers } from '../src/server/db/schema';
import { effectiveTier, planOf } from '../src/server/services/tiers';
import { loadEnv } from '../src/server/env';
import { benchUser, serveBenchApp } from './bench-server';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples');
const HEADLINES = ['Maçãs crocantes, colhidas esta manhã', 'Da quinta para a sua mesa', 'Fruta portuguesa, sem ceras'];
const PLACEMENTS = ['meta-feed-square', 'meta-stories', 'google-300x250'] as const;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-ads-'));
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
const container = await createContainer(env);
await container.database.migrate();
await container.queue.start();
const server = await serveBenchApp(container);
const { userId } = await benchUser(container, server.base);
// Three variants need a paid plan (Free makes 2): the bench account is given Plus, as an admin would.
await container.database.db.update(subscribers).set({ complimentaryTier: 'Plus' }).where(eq(subscribers.userId, userId));
if (effectiveTier(await planOf(container.database.db, userId)) !== 'Plus') throw new Error('the bench account is not on Plus');
await container.credits.apply({ userId, amount: 50, reason: 'admin_adjustment', idempotencyKey: `bench:${userId}` });
console.log(`Ad creatives: ${PLACEMENTS.join(', ')} x ${HEADLINES.length} variants, ${os.cpus().length} cores, engine workers: ${env.ENGINE_WORKERS ?? 'default'}`);

const photo = await sharp(path.join(SAMPLES, 'apple.jpg')).resize(1225, 1225, { kernel: 'lanczos3' }).jpeg({ quality: 92 }).toBuffer();
const source = await container.sources.upload(userId, photo, 'apple.jpg');
let started = performance.now();
await container.cutouts.run(source.id, { lastAttempt: true });
console.log(`cut-out (excluded below): ${((performance.now() - started) / 1000).toFixed(2)} s`);

const kit = await container.brandKits.create(userId, { name: 'Quinta do Vale', colours: ['#1f4d3a', '#e8b04b'], headingFont: 'montserrat', bodyFont: 'inter', tone: 'friendly' });
const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#e8b04b' } }).png().toBuffer();
await container.brandKits.setLogo(userId, kit.id, logo);
const variants = HEADLINES.map((headline) => ({ texts: { headline, subline: 'Da quinta para a sua mesa: fruta portuguesa, sem ceras.', cta: 'Encomendar' }, layout: 'product-left' as const, scheme: 'light' as const, colourIndex: 0 }));
const set = await container.adSets.create(userId, { product: { sourceImageId: source.id }, brandKitId: kit.id, placements: [...PLACEMENTS], dimension: 'headline', variants, format: 'png' });
started = performance.now();
await container.adSets.run(set.id, {});
const wall = (performance.now() - started) / 1000;
const rows = await container.database.db.select({ creative: adCreatives, key: generatedImages.storageKey }).from(adCreatives).leftJoin(generatedImages, eq(generatedImages.id, adCreatives.imageId)).where(eq(adCreatives.setId, set.id));
let worst = 0;
let allPassed = true;
let ocrMatches = 0;
for (const { creative, key } of rows.sort((a, b) => a.creative.variant - b.creative.variant || a.creative.placement.localeCompare(b.creative.placement))) {
  const seconds = (creative.renderMs ?? 0) / 1000;
  worst = Math.max(worst, seconds);
  allPassed &&= creative.status === 'succeeded' && Boolean(creative.checks?.passed);
  let read = '';
  if (key && creative.placement === 'meta-feed-square') {
    const stored = await container.storage.get(key);
    const band = await sharp(stored!.data).extract({ left: 540, top: 0, width: 540, height: 1080 }).greyscale().png().toBuffer();
    const out = spawnSync('tesseract', ['stdin', 'stdout', '-l', 'por', '--psm', '6'], { input: band });
    read = out.status === 0 ? out.stdout.toString('utf8').replace(/\s+/g, ' ').trim() : `(tesseract failed: ${out.stderr})`;
    const norm = (s: string) => s.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (norm(read).includes(norm(HEADLINES[creative.variant]!))) ocrMatches += 1;
  }
  console.log(`  ${'ABC'[creative.variant]} ${creative.placement.padEnd(17)} ${seconds.toFixed(2)} s  ${creative.status}${creative.checks?.passed ? ', every check passed' : ''}${read ? `  OCR: "${read.slice(0, 80)}"` : ''}`);
}
console.log(`per creative: max ${worst.toFixed(2)} s (target < 5 s); set of ${rows.length}: ${wall.toFixed(2)} s wall, two at a time`);
console.log(`checks: ${allPassed ? 'every creative passed' : 'some creatives did not pass'}; OCR read back ${ocrMatches}/${HEADLINES.length} typed headlines (Portuguese)`);

server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
