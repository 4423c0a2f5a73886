/**
 * Responsiveness under engine load. Budget, on 2 cores, with 4 cut-outs and 3 renders in flight:
 * event-loop delay p99 <= 50 ms, /healthz p99 <= 100 ms, no connection reset.
 *
 * Method: the app, its job worker and its engine (as `npm start` runs them) in this process on a
 * fresh PGlite database; one signed-in user. The clients run in a separate process
 * (./responsiveness-clients.ts), so that only the server's work counts against this event loop.
 * Readers (READERS clients over keep-alive HTTP, each sending a request every READ_EVERY_MS, as a
 * screen that polls) read /healthz, the dashboard stats and the library list in turn, first for
 * SECONDS with nothing else running (idle), then for SECONDS while UPLOADERS clients each keep one
 * 12 MP upload with its automatic cut-out in flight (upload, then poll the photo as the create
 * screen does, every 800 ms) and RENDERERS clients each keep one local studio render in flight
 * (start a generation of one image, poll it every 800 ms). It prints the event-loop delay of this
 * process (p50, p99, max: Node's monitorEventLoopDelay sampled every 10 ms, minus those 10 ms, so
 * an idle loop reads 0), /healthz and read latencies, the reads' throughput under load as a ratio
 * of the idle run, connection resets, and the cut-outs and renders finished. To tell where a slow
 * /healthz spent its time, it also prints /healthz as the server saw it (from the parsed request to
 * the last byte written), the clients' own event-loop delay and this process's garbage-collection
 * pauses; these lines add figures and change nothing in what is measured above.
 * CLIENTS=inline runs the clients on this event loop instead (the first method of this benchmark,
 * whose loop figures include the clients' own work).
 * With DATABASE_URL set, the app runs on that PostgreSQL database instead of PGlite (use an empty
 * database: the benchmark migrates it and signs up its user there), to tell what the embedded
 * database's one connection adds to the figures.
 * Run: npm run bench:responsiveness [-- seconds]   (ENGINE_WORKERS=0 runs the engine on the event loop, for comparison)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';
import { startWorkers } from '../src/server/jobs/worker';
import { benchUser, serveBenchApp } from './bench-server';
import { runClients, uploadPhoto, waitForCutout, type ClientPlan, type ClientResult } from './responsiveness-clients';

const SECONDS = Number(process.argv[2] ?? 20);
const READERS = 6;
/** Each reader sends its next request this long after the previous one started (a polling screen), or at once when it took longer. */
const READ_EVERY_MS = 100;
const UPLOADERS = 4;
const RENDERERS = 3;
const POLL_MS = 800;
/** Sampling interval of the event-loop delay histogram, ms. */
const RESOLUTION_MS = 10;
const CLIENTS_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'responsiveness-clients.ts');
const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'apple.jpg');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-responsive-'));
const env = loadEnv({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
  GENERATION_RATE_LIMIT_PER_MINUTE: '10000',
  ...(process.env.ENGINE_WORKERS !== undefined ? { ENGINE_WORKERS: process.env.ENGINE_WORKERS } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
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
const photoPath = path.join(dataDir, 'apple-12mp.jpg');
fs.writeFileSync(photoPath, photo);

// One photo with its cut-out and ideas, for the renders (before anything is measured).
const renderSource = (await uploadPhoto(base, origin, photo))!;
await waitForCutout(base, cookie, renderSource, () => false, POLL_MS);
const ideas = await fetch(`${base}/api/v1/scenarios`, { method: 'POST', headers: json, body: JSON.stringify({ sourceImageId: renderSource, features: 'A crisp red apple', audience: 'Grocers', language: 'en' }) });
const scenarioId = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
const settings = { aspectRatio: '2:3', quality: 'low', count: 1, format: 'jpg', highlightProduct: true, style: 'studio', timeOfDay: 'natural' };

const readPaths = ['/healthz', '/api/v1/me/stats?tz=Europe/Lisbon', '/api/v1/images?type=source&limit=10'];
const CLIENTS_INLINE = process.env.CLIENTS === 'inline';

interface Phase extends ClientResult {
  loop: { p50: number; p99: number; max: number };
  /** /healthz inside the server, ms. */
  serverHealthz: number[];
  /** Garbage-collection pauses of the server's process, ms. */
  gc: number[];
}

/** Runs the clients in their own process (default) or in this one (CLIENTS=inline), measuring this process's event loop meanwhile. */
async function clients(plan: ClientPlan, startMeasuring: () => void): Promise<ClientResult> {
  if (CLIENTS_INLINE) {
    startMeasuring();
    return runClients(plan);
  }
  const child = fork(CLIENTS_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise<ClientResult>((resolve, reject) => {
    child.on('message', (message: { ready?: boolean; result?: ClientResult; error?: string }) => {
      if (message.ready) {
        startMeasuring();
        child.send({ plan });
      } else if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    child.on('exit', (code) => reject(new Error(`the clients' process exited with ${code}`)));
  });
}

/** /healthz as the server sees it: from the parsed request to the last byte written (ms), per phase. */
let serverHealthz: number[] | null = null;
server.http.on('request', (req, res) => {
  if (req.url !== '/healthz' || !serverHealthz) return;
  const t0 = performance.now();
  const into = serverHealthz;
  res.on('finish', () => into.push(performance.now() - t0));
});

/** This process's garbage-collection pauses (ms) during the current phase: one source of loop delay. */
let gcPauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });

async function phase(withLoad: boolean): Promise<Phase> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  gcPauses = [];
  const healthz: number[] = [];
  serverHealthz = healthz;
  const plan: ClientPlan = {
    base, cookie, origin: env.publicUrl, photoPath, renderSource, scenarioId, settings, seconds: SECONDS,
    readers: READERS, readEveryMs: READ_EVERY_MS, uploaders: UPLOADERS, renderers: RENDERERS, pollMs: POLL_MS, readPaths, withLoad,
  };
  const result = await clients(plan, () => histogram.enable());
  histogram.disable();
  /** Node's histogram records each sampling interval whole; the delay is what exceeds it. */
  const delay = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  serverHealthz = null;
  const gc = gcPauses;
  return { ...result, serverHealthz: healthz, gc, loop: { p50: delay(histogram.percentile(50)), p99: delay(histogram.percentile(99)), max: delay(histogram.max) } };
}

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const total = (p: Phase) => Object.values(p.reads).reduce((n, v) => n + v.length, 0);

const idle = await phase(false);
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
  const h = p.serverHealthz;
  console.log(`  ${'/healthz, inside the server'.padEnd(38)} n=${String(h.length).padStart(6)}  p50=${pct(h, 0.5).toFixed(1)} ms  p99=${pct(h, 0.99).toFixed(1)} ms  max=${(h.length ? Math.max(...h) : 0).toFixed(1)} ms`);
  console.log(`  clients' own event-loop delay: p99 ${p.clientLoop.p99.toFixed(1)} ms, max ${p.clientLoop.max.toFixed(1)} ms`);
  console.log(`  server's garbage collection: ${p.gc.length} pauses, ${p.gc.reduce((a, b) => a + b, 0).toFixed(0)} ms in all, longest ${(p.gc.length ? Math.max(...p.gc) : 0).toFixed(1)} ms`);
}
console.log(`reads under load / idle: ${(total(loaded) / loaded.seconds / (total(idle) / idle.seconds)).toFixed(2)}`);
console.log(`connection resets: ${loaded.resets} (idle ${idle.resets}); other request errors: ${loaded.otherErrors} (idle ${idle.otherErrors})`);
server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
