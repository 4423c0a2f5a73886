/**
 * Responsiveness under engine load. Budget, on 2 cores, with 4 cut-outs and 3 renders in flight:
 * event-loop delay p99 <= 50 ms, /healthz p99 <= 100 ms, no connection reset.
 *
 * Method: the app, its job worker and its engine (as `npm start` runs them) in this process on a
 * fresh PGlite database; one signed-in user. Readers (READERS clients over keep-alive HTTP, each
 * sending a request every READ_EVERY_MS, as a screen that polls) read /healthz, the dashboard
 * stats and the library list in turn, first for SECONDS with nothing else
 * running (idle), then for SECONDS while UPLOADERS clients each keep one 12 MP upload with its
 * automatic cut-out in flight (upload, then poll the photo as the create screen does, every
 * 800 ms) and RENDERERS clients each keep one local studio render in flight (start a generation of
 * one image, poll it every 800 ms). It prints the event-loop delay of this process (p50, p99, max;
 * Node's monitorEventLoopDelay at 10 ms resolution), /healthz and read latencies, the reads'
 * throughput under load as a ratio of the idle run, connection resets, and the cut-outs and
 * renders finished.
 * Run: npm run bench:responsiveness [-- seconds]   (ENGINE_WORKERS=0 runs the engine on the event loop, for comparison)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';
import { startWorkers } from '../src/server/jobs/worker';
import { benchUser, serveBenchApp } from './bench-server';

const SECONDS = Number(process.argv[2] ?? 20);
const READERS = 6;
/** Each reader sends its next request this long after the previous one started (a polling screen), or at once when it took longer. */
const READ_EVERY_MS = 100;
const UPLOADERS = 4;
const RENDERERS = 3;
const POLL_MS = 800;
const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'apple.jpg');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-responsive-'));
const env = loadEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
  GENERATION_RATE_LIMIT_PER_MINUTE: '10000',
  ...(process.env.ENGINE_WORKERS !== undefined ? { ENGINE_WORKERS: process.env.ENGINE_WORKERS } : {}),
});
const container = await createContainer(env);
await container.database.migrate();
await container.queue.start();
await startWorkers(container);
const server = await serveBenchApp(container);
const { base } = server;
const { cookie, userId } = await benchUser(container, base);
await container.credits.apply({ userId, amount: 100_000, reason: 'admin_adjustment', idempotencyKey: `bench:${userId}` });
const origin = { cookie, origin: env.publicUrl };
const json = { ...origin, 'content-type': 'application/json' };

// A 12 MP photo (4000x3000) made once from the apple sample, before anything is measured.
const photo = await sharp(fs.readFileSync(SAMPLE)).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let resets = 0;
let otherErrors = 0;
/** fetch that counts connection resets (the socket closed under a request) and other failures. */
async function call(url: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(`${base}${url}`, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET' || /other side closed|socket hang up/i.test(cause?.message ?? '')) resets += 1;
    else otherErrors += 1;
    return null;
  }
}

async function upload(): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'apple-12mp.jpg'));
  const res = await call('/api/v1/source-images', { method: 'POST', headers: origin, body: form });
  if (!res || res.status !== 201) throw new Error(`upload answered ${res?.status}: ${await res?.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function cutoutDone(id: string, until: () => boolean): Promise<boolean> {
  while (!until()) {
    const res = await call(`/api/v1/source-images/${id}`, { headers: { cookie } });
    if (res) {
      const body = (await res.json()) as { cutout?: { status: string } };
      if (body.cutout?.status === 'ready') return true;
      if (body.cutout?.status === 'failed') throw new Error('cut-out failed');
    }
    await sleep(POLL_MS);
  }
  return false;
}

// One photo with its cut-out and ideas, for the renders.
const renderSource = await upload();
await cutoutDone(renderSource, () => false);
const ideas = await call('/api/v1/scenarios', { method: 'POST', headers: json, body: JSON.stringify({ sourceImageId: renderSource, features: 'A crisp red apple', audience: 'Grocers', language: 'en' }) });
const scenarioId = ((await ideas!.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
const settings = { aspectRatio: '2:3', quality: 'low', count: 1, format: 'jpg', highlightProduct: true, style: 'studio', timeOfDay: 'natural' };

const readPaths = ['/healthz', '/api/v1/me/stats?tz=Europe/Lisbon', '/api/v1/images?type=source&limit=10'];

interface Phase {
  reads: Record<string, number[]>;
  loop: { p50: number; p99: number; max: number };
  seconds: number;
  cutouts: number;
  renders: number;
}

async function phase(withLoad: boolean): Promise<Phase> {
  const reads: Record<string, number[]> = Object.fromEntries(readPaths.map((p) => [p, []]));
  let cutouts = 0;
  let renders = 0;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const over = () => performance.now() >= deadline;
  histogram.enable();
  const readers = Array.from({ length: READERS }, async (_, client) => {
    let i = client;
    while (!over()) {
      const p = readPaths[i % readPaths.length]!;
      i += 1;
      const t0 = performance.now();
      const res = await call(p, { headers: { cookie } });
      if (res) {
        await res.arrayBuffer();
        if (res.status === 200) reads[p]!.push(performance.now() - t0);
        else otherErrors += 1;
      }
      const wait = t0 + READ_EVERY_MS - performance.now();
      if (wait > 0) await sleep(wait);
    }
  });
  const uploaders = withLoad
    ? Array.from({ length: UPLOADERS }, async () => {
        while (!over()) {
          const id = await upload();
          if (await cutoutDone(id, over)) cutouts += 1;
        }
      })
    : [];
  const renderers = withLoad
    ? Array.from({ length: RENDERERS }, async () => {
        while (!over()) {
          const res = await call('/api/v1/generations', { method: 'POST', headers: json, body: JSON.stringify({ sourceImageId: renderSource, scenarioId, settings }) });
          if (!res || res.status !== 202) throw new Error(`generation answered ${res?.status}: ${await res?.text()}`);
          const { id } = (await res.json()) as { id: string };
          while (!over()) {
            const g = await call(`/api/v1/generations/${id}`, { headers: { cookie } });
            const status = g ? ((await g.json()) as { status: string }).status : 'running';
            if (status === 'succeeded') {
              renders += 1;
              break;
            }
            if (status === 'failed' || status === 'partial') throw new Error(`render ${status}`);
            await sleep(POLL_MS);
          }
        }
      })
    : [];
  await Promise.all([...readers, ...uploaders, ...renderers]);
  histogram.disable();
  const ms = (ns: number) => ns / 1e6;
  return {
    reads,
    loop: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
    seconds: (performance.now() - started) / 1000,
    cutouts,
    renders,
  };
}

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const total = (p: Phase) => Object.values(p.reads).reduce((n, v) => n + v.length, 0);

const idle = await phase(false);
const resetsIdle = resets;
const loaded = await phase(true);
const workers = env.ENGINE_WORKERS ?? 'default';
console.log(`Responsiveness: ${os.availableParallelism()} cores, ENGINE_WORKERS=${workers}, ${READERS} readers (one request every ${READ_EVERY_MS} ms each), ${SECONDS} s per phase; load: ${UPLOADERS} 12 MP uploads with cut-outs and ${RENDERERS} renders kept in flight`);
console.log('budget under load: event-loop delay p99 <= 50 ms, /healthz p99 <= 100 ms, no connection reset');
for (const [name, p] of [['idle', idle], ['load', loaded]] as const) {
  console.log(`${name}: event-loop delay p50 ${p.loop.p50.toFixed(1)} ms, p99 ${p.loop.p99.toFixed(1)} ms, max ${p.loop.max.toFixed(1)} ms; reads ${(total(p) / p.seconds).toFixed(0)}/s${name === 'load' ? `; cut-outs done ${p.cutouts}, renders done ${p.renders}` : ''}`);
  for (const r of readPaths) {
    const v = p.reads[r]!;
    console.log(`  ${r.padEnd(38)} n=${String(v.length).padStart(6)}  p50=${pct(v, 0.5).toFixed(1)} ms  p99=${pct(v, 0.99).toFixed(1)} ms  max=${(v.length ? Math.max(...v) : 0).toFixed(1)} ms`);
  }
}
console.log(`reads under load / idle: ${(total(loaded) / loaded.seconds / (total(idle) / idle.seconds)).toFixed(2)}`);
console.log(`connection resets: ${resets} (idle ${resetsIdle}); other request errors: ${otherErrors}`);
server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
