/**
 * Memory under the heaviest uploads: 4 concurrent 40 MP photos (the upload pixel cap), each
 * re-encoded, analysed and cut out automatically, as `npm start` runs them (web process, job
 * worker and engine workers). Samples the resident memory (RSS, from /proc) of the web process
 * and of each engine worker every 50 ms from before the uploads until the 4 cut-outs are done, and
 * prints each one's idle and peak figures, and the peak of their sum. The README states the bound
 * these figures must stay within.
 * Run: npm run bench:memory
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';
import { startWorkers } from '../src/server/jobs/worker';
import { benchUser, serveBenchApp } from './bench-server';

const UPLOADS = 4;
const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'apple.jpg');
const MB = 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-memory-'));
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
// 40 MP (7296x5472, just under the cap), noisy enough that the JPEG is as large as a real one, made before anything is measured.
const base = await sharp(fs.readFileSync(SAMPLE)).resize(7296, 5472, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
for (let i = 0; i < base.data.length; i += 7) base.data[i] = (base.data[i]! + ((i * 2654435761) >>> 28)) & 255;
const photo = await sharp(base.data, { raw: base.info }).jpeg({ quality: 92 }).toBuffer();
base.data.fill(0);

const container = await createContainer(env);
await container.database.migrate();
await container.queue.start();
await startWorkers(container);
const server = await serveBenchApp(container);
const { cookie } = await benchUser(container, server.base);
globalThis.gc?.();
await new Promise((r) => setTimeout(r, 3000));

/** RSS in bytes of a pid, from /proc (0 when it is gone). */
function rss(pid: number): number {
  try {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return pages * 4096;
  } catch {
    return 0;
  }
}
function workerPids(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'tinypool'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const idle = { web: rss(process.pid), workers: Object.fromEntries(workerPids().map((pid) => [pid, rss(pid)])) };
const peak = { web: 0, workers: {} as Record<number, number>, total: 0 };
const sampler = setInterval(() => {
  const web = rss(process.pid);
  let total = web;
  peak.web = Math.max(peak.web, web);
  for (const pid of workerPids()) {
    const r = rss(pid);
    peak.workers[pid] = Math.max(peak.workers[pid] ?? 0, r);
    total += r;
  }
  peak.total = Math.max(peak.total, total);
}, 50);

const started = performance.now();
const ids = await Promise.all(
  Array.from({ length: UPLOADS }, async (_, i) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], `big-${i}.jpg`));
    const res = await fetch(`${server.base}/api/v1/source-images`, { method: 'POST', headers: { cookie, origin: env.publicUrl }, body: form });
    if (res.status !== 201) throw new Error(`upload ${i} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }),
);
const statuses: string[] = [];
for (const id of ids) {
  for (;;) {
    const body = (await (await fetch(`${server.base}/api/v1/source-images/${id}`, { headers: { cookie } })).json()) as { cutout: { status: string } };
    if (body.cutout.status === 'ready' || body.cutout.status === 'failed') {
      statuses.push(body.cutout.status);
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;
const f = (b: number) => `${Math.round(b / MB)} MB`;
console.log(`Engine memory: ${UPLOADS} concurrent ${(photo.length / MB).toFixed(1)} MB 40 MP uploads with cut-outs, ${os.availableParallelism()} cores, ENGINE_WORKERS=${env.ENGINE_WORKERS ?? 'default'}, limit per worker ${env.ENGINE_WORKER_MAX_RSS_MB} MB`);
console.log(`web process: idle ${f(idle.web)}, peak ${f(peak.web)}`);
for (const [pid, bytes] of Object.entries(peak.workers)) console.log(`engine worker ${pid}: idle ${f(idle.workers[Number(pid)] ?? 0)}, peak ${f(bytes)}`);
console.log(`sum of all processes: peak ${f(peak.total)}`);
console.log(`cut-outs: ${statuses.join(', ')} in ${seconds.toFixed(1)} s`);
server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
