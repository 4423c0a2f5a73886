/**
 * Server overhead around a hosted image provider (budget: upload to job done, provider
 * time excluded, <= 150 ms). Starts the app in this process on a fresh PGlite database with
 * IMAGE_PROVIDER=openai pointed at a local fake of OpenAI's image edits endpoint, uploads a sample
 * photo, then runs RUNS one-image generations one after another. For each it measures the time from
 * the upload request to the generation being done, and subtracts the provider time recorded on the
 * image (latency_ms: the HTTP call to the provider and the adapter's decode of its answer).
 * The product lock is on (the default), so the job's part includes reading the stored cut-out and
 * the product cut made with it, building the lock (canvas and masks) and compositing the product
 * back; the lock's own share is also timed alone on the same photo and printed. Done is the
 * generation's finished_at, written by the server; the bench polls every POLL_MS. As in the create flow, the
 * generation starts once the photo's cut-out is ready (the user sees it before Generate): the
 * cut-out job, like the scenario ideas, is excluded.
 * Run: npm run bench:provider [-- runs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { createContainer } from '../src/server/container';
import { generatedImages, generations, sourceImages } from '../src/server/db/schema';
import { imageSettingsSchema } from '../src/shared/catalog';
import { loadEnv } from '../src/server/env';
import { benchUser, serveBenchApp } from './bench-server';
import { startWorkers } from '../src/server/jobs/worker';
import { startFakeOpenAi } from '../tests/helpers/fake-openai-server';

const RUNS = Number(process.argv[2] ?? 20);
/** How often the bench asks whether the generation is done, ms: often enough to go on quickly, rarely enough not to load the server it measures (the web app asks every 800 ms). */
const POLL_MS = 50;
const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'coffee_cup.png');
const KEY = 'sk-bench-0123456789';

const fake = await startFakeOpenAi({ apiKey: KEY });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-provider-'));
const env = loadEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  GENERATION_RATE_LIMIT_PER_MINUTE: '10000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
  IMAGE_PROVIDER: 'openai',
  OPENAI_API_KEY: KEY,
  OPENAI_BASE_URL: fake.baseUrl,
});
const container = await createContainer(env);
await container.database.migrate();
await container.queue.start();
await startWorkers(container);
const server = await serveBenchApp(container);
const { base } = server;
const { cookie, userId } = await benchUser(container, base);
await container.credits.apply({ userId, amount: RUNS + 5, reason: 'admin_adjustment', idempotencyKey: `bench:${userId}` });

const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'jpg', highlightProduct: true, style: 'studio', timeOfDay: 'natural' };
const photo = fs.readFileSync(SAMPLE);
const totals: number[] = [];
const uploads: number[] = [];
const jobs: number[] = [];
const overheads: number[] = [];
for (let run = 0; run < RUNS + 2; run += 1) {
  const started = performance.now();
  const startedWall = Date.now();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'coffee_cup.png', { type: 'image/png' }));
  const upload = (await (await fetch(`${base}/api/v1/source-images`, { method: 'POST', headers: { cookie, origin: env.publicUrl }, body: form })).json()) as { id: string };
  const uploaded = performance.now();
  // The cut-out job runs after the upload; the create flow shows its result before Generate.
  for (;;) {
    const [row] = await container.database.db.select({ status: sourceImages.cutoutStatus }).from(sourceImages).where(eq(sourceImages.id, upload.id));
    if (row?.status === 'ready') break;
    if (row?.status === 'failed') throw new Error('cut-out failed');
    await new Promise((r) => setTimeout(r, 10));
  }
  const ideas = await fetch(`${base}/api/v1/scenarios`, {
    method: 'POST',
    headers: { cookie, origin: env.publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ sourceImageId: upload.id, features: 'Ceramic espresso cup', audience: 'Coffee lovers', language: 'en' }),
  });
  const scenario = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!;
  // Excluded: the cut-out job and the scenario ideas.
  const excludedMs = performance.now() - uploaded;
  const createdAt = performance.now();
  const createdWall = Date.now();
  const created = await fetch(`${base}/api/v1/generations`, {
    method: 'POST',
    headers: { cookie, origin: env.publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ sourceImageId: upload.id, scenarioId: scenario.id, settings }),
  });
  const { id } = (await created.json()) as { id: string };
  let status = 'queued';
  let images: { id: string }[] = [];
  while (!['succeeded', 'partial', 'failed'].includes(status)) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const body = (await (await fetch(`${base}/api/v1/generations/${id}`, { headers: { cookie } })).json()) as { status: string; images: { id: string }[] };
    status = body.status;
    images = body.images;
  }
  if (status !== 'succeeded') throw new Error(`generation ${id} ended ${status}`);
  // Done is when the server finished the generation (its finished_at), not when the poll saw it.
  const [finished] = await container.database.db.select({ at: generations.finishedAt }).from(generations).where(eq(generations.id, id));
  const doneWall = finished!.at!.getTime();
  const total = doneWall - startedWall - excludedMs;
  const [row] = await container.database.db.select({ latencyMs: generatedImages.latencyMs }).from(generatedImages).where(eq(generatedImages.id, images[0]!.id));
  if (run < 2) continue; // warm-up
  uploads.push(uploaded - started);
  jobs.push(doneWall - createdWall - (row?.latencyMs ?? 0));
  totals.push(total);
  overheads.push(total - (row?.latencyMs ?? 0));
}

// The lock alone on the same photo: read the product cut stored with the matte, build the lock,
// composite it back into a provider-sized answer (the fake's), as the job does per image.
const [lastSource] = await container.database.db.select().from(sourceImages).where(eq(sourceImages.userId, userId)).limit(1);
const cutout = await container.cutouts.cutoutOf(lastSource!);
const answer = await (await import('sharp')).default({ create: { width: 1536, height: 1536, channels: 3, background: { r: 90, g: 140, b: 200 } } }).png().toBuffer();
const lockParts = { cut: [] as number[], build: [] as number[], composite: [] as number[] };
for (let run = 0; run < RUNS + 2; run += 1) {
  const t0 = performance.now();
  const product = await container.cutouts.productCutOf(lastSource!, photo, cutout);
  const t1 = performance.now();
  const placement = { ...product, settings: imageSettingsSchema.parse(settings), variant: run % 3, seed: run };
  await container.engine.productLock(placement);
  const t2 = performance.now();
  await container.engine.compositeLocked({ ...placement, output: answer });
  const t3 = performance.now();
  if (run < 2) continue;
  lockParts.cut.push(t1 - t0);
  lockParts.build.push(t2 - t1);
  lockParts.composite.push(t3 - t2);
}

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
console.log(`Provider overhead: ${RUNS} one-image generations through IMAGE_PROVIDER=openai (local fake), PGlite, ${os.cpus().length} cores (budget <= 150 ms)`);
console.log(`upload to done        p50=${pct(totals, 0.5).toFixed(0)} ms  p95=${pct(totals, 0.95).toFixed(0)} ms`);
console.log(`overhead (no provider) p50=${pct(overheads, 0.5).toFixed(0)} ms  p95=${pct(overheads, 0.95).toFixed(0)} ms`);
console.log(`  of which upload      p50=${pct(uploads, 0.5).toFixed(0)} ms  (checks, auto-orient, analysis, storage)`);
console.log(`  of which job         p50=${pct(jobs, 0.5).toFixed(0)} ms  (create, queue pick-up, output conversion, storage; provider excluded)`);
console.log(`  of which the lock     p50=${(pct(lockParts.cut, 0.5) + pct(lockParts.build, 0.5) + pct(lockParts.composite, 0.5)).toFixed(0)} ms  (read the product cut ${pct(lockParts.cut, 0.5).toFixed(0)}, build canvas and masks ${pct(lockParts.build, 0.5).toFixed(0)}, composite back ${pct(lockParts.composite, 0.5).toFixed(0)}; timed alone)`);
console.log(`budget: overhead p50 ${pct(overheads, 0.5) <= 150 ? 'within' : 'OVER'} 150 ms`);
console.log('(scenario ideas and the cut-out job are excluded: the user picks an idea, and sees the cut-out, between upload and generate)');
server.close();
await container.close();
await fake.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
