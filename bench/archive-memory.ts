/**
 * Archive memory benchmark (RSS growth under 100 MB for a 100-image archive).
 * Starts the app in this process on a fresh PGlite database, stores COUNT distinct photo-sized
 * JPEGs (1600x1600 with noise, about 1-2 MB each) for one user, then downloads
 * GET /api/v1/images/archive with all their ids over loopback HTTP, reading the stream slowly like
 * a client on a modest connection, and samples this process's RSS every 20 ms.
 * Also downloads an archive of one id repeated 30 times (the amplification case).
 * Prints the archive size, the time and the RSS growth above the level before the request.
 * Run: npm run bench:archive [-- count]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';
import { benchUser, serveBenchApp } from './bench-server';

const COUNT = Number(process.argv[2] ?? 100);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-archive-'));
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '10000', UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
const container = await createContainer(env);
await container.database.migrate();
const server = await serveBenchApp(container);
const { base } = server;
const { cookie, userId } = await benchUser(container, base);
console.log(`Storing ${COUNT} distinct 1600x1600 JPEG photos...`);
const ids: string[] = [];
let totalBytes = 0;
for (let i = 0; i < COUNT; i += 1) {
  const noise = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  const photo = await sharp(noise).resize(1600, 1600, { kernel: 'nearest' }).jpeg({ quality: 92 }).toBuffer();
  const row = await container.sources.upload(userId, photo, `photo-${i}.jpg`);
  ids.push(row.id);
  totalBytes += row.bytes;
}

/** Downloads an archive, reading 64 KB every 5 ms, and reports size, seconds and peak RSS growth. */
async function measure(label: string, query: string) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/images/archive?ids=${query}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status} ${await res.text()}`);
  let size = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size % (64 * 1024) < value.length) await new Promise((r) => setTimeout(r, 5));
  }
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(34)} zip ${(size / 1024 ** 2).toFixed(1).padStart(6)} MB  ${seconds.toFixed(2).padStart(6)} s  RSS growth ${((peak - baseline) / 1024 ** 2).toFixed(1).padStart(6)} MB (budget < 100 MB)`,
  );
}

console.log(`Archive memory, ${os.cpus().length} cores, ${COUNT} photos of ${(totalBytes / COUNT / 1024 ** 2).toFixed(2)} MB on average`);
await measure(`${COUNT} distinct images`, ids.join(','));
await measure('one image id repeated 30 times', Array(30).fill(ids[0]).join(','));

server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
