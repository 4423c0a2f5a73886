/**
 * API read benchmark (budget: dashboard and library reads p95 <= 25 ms at 50
 * concurrent clients on PGlite). Starts the app in this process on a fresh PGlite database,
 * signs up a user with a few images, then 50 clients read GET /api/v1/me/stats,
 * GET /api/v1/images and GET /api/v1/me for DURATION seconds over loopback HTTP.
 * Run: npm run bench:api [-- seconds]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';
import { benchUser, serveBenchApp } from './bench-server';

const DURATION_S = Number(process.argv[2] ?? 10);
const CLIENTS = 50;
const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'apple.jpg');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-api-'));
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
const container = await createContainer(env);
await container.database.migrate();
const server = await serveBenchApp(container);
const { base } = server;
const { cookie } = await benchUser(container, base);
for (let i = 0; i < 6; i += 1) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(fs.readFileSync(SAMPLE))], `apple-${i}.jpg`));
  await fetch(`${base}/api/v1/source-images`, { method: 'POST', headers: { cookie, origin: env.publicUrl }, body: form });
}

const paths = (process.env.BENCH_PATHS ?? '/api/v1/me/stats?tz=Europe/Lisbon,/api/v1/images?type=source&limit=10,/api/v1/me').split(',');
const samples: Record<string, number[]> = Object.fromEntries(paths.map((p) => [p, []]));
let errors = 0;
const deadline = performance.now() + DURATION_S * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    let i = client;
    while (performance.now() < deadline) {
      const p = paths[i % paths.length]!;
      i += 1;
      const started = performance.now();
      const res = await fetch(`${base}${p}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) errors += 1;
      samples[p]!.push(performance.now() - started);
    }
  }),
);
const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
console.log(`API reads on PGlite: ${CLIENTS} concurrent clients for ${DURATION_S} s, ${os.cpus().length} cores (budget p95 <= 25 ms)`);
for (const p of paths) {
  const v = samples[p]!;
  console.log(`${p.padEnd(40)} n=${String(v.length).padStart(6)}  p50=${pct(v, 0.5).toFixed(1)} ms  p95=${pct(v, 0.95).toFixed(1)} ms  rps=${(v.length / DURATION_S).toFixed(0)}`);
}
console.log(`errors: ${errors}`);
server.close();
await container.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
