/**
 * API read benchmark. Budget: the dashboard and library reads (GET /api/v1/me/stats,
 * GET /api/v1/images, GET /api/v1/me) at 50 concurrent clients have p95 <= 25 ms with PostgreSQL and
 * 2 web processes, and their throughput is at least 50 % of GET /healthz's in the same run. On
 * PGlite the same figures are printed (one process owns the embedded database).
 *
 * Method, per database: one signed-in user with 6 photos; 50 clients read the three paths in turn
 * for DURATION seconds over loopback HTTP, then 50 clients read /healthz for DURATION seconds;
 * p50/p95 per path, requests per second, and the ratio reads rps / healthz rps.
 *   - PGlite: the app in this process on a fresh database (as before this benchmark measured both).
 *   - PostgreSQL (when DATABASE_URL names a server): a fresh database on it, 2 web processes
 *     (`serve`, WORKER_IN_PROCESS=false) started with tsx, the clients spread over both in turn.
 * Run: npm run bench:api [-- seconds]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';
import { freePort, startAppProcess, type AppProcess } from '../tests/helpers/app-process';
import { signUpOverHttp } from '../tests/helpers/http-user';
import { benchUser, serveBenchApp } from './bench-server';

const DURATION_S = Number(process.argv[2] ?? 10);
const CLIENTS = 50;
const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'samples', 'apple.jpg');
const READS = (process.env.BENCH_PATHS ?? '/api/v1/me/stats?tz=Europe/Lisbon,/api/v1/images?type=source&limit=10,/api/v1/me').split(',');

/** `CLIENTS` clients reading `paths` in turn from `bases` in turn for DURATION_S; latencies per path, ms. */
async function load(bases: string[], paths: string[], cookie: string) {
  const samples: Record<string, number[]> = Object.fromEntries(paths.map((p) => [p, []]));
  let errors = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let i = client;
      while (performance.now() < deadline) {
        const p = paths[i % paths.length]!;
        const base = bases[i % bases.length]!;
        i += 1;
        const started = performance.now();
        const res = await fetch(`${base}${p}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
        samples[p]!.push(performance.now() - started);
      }
    }),
  );
  return { samples, errors };
}

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Uploads the 6 photos of the benchmark's user. */
async function seedPhotos(base: string, cookie: string, origin: string): Promise<void> {
  for (let i = 0; i < 6; i += 1) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(fs.readFileSync(SAMPLE))], `apple-${i}.jpg`));
    const res = await fetch(`${base}/api/v1/source-images`, { method: 'POST', headers: { cookie, origin }, body: form });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  }
}

/** Runs the reads, then /healthz, and prints the figures under `title`. */
async function measure(title: string, bases: string[], cookie: string): Promise<void> {
  const reads = await load(bases, READS, cookie);
  const health = await load(bases, ['/healthz'], cookie);
  const readCount = READS.reduce((n, p) => n + reads.samples[p]!.length, 0);
  const healthCount = health.samples['/healthz']!.length;
  console.log(`\n${title}: ${CLIENTS} concurrent clients, ${DURATION_S} s per phase, ${os.cpus().length} cores (budget: reads p95 <= 25 ms, reads rps >= 50 % of /healthz rps)`);
  for (const p of READS) {
    const v = reads.samples[p]!;
    console.log(`  ${p.padEnd(40)} n=${String(v.length).padStart(6)}  p50=${pct(v, 0.5).toFixed(1)} ms  p95=${pct(v, 0.95).toFixed(1)} ms  rps=${(v.length / DURATION_S).toFixed(0)}`);
  }
  const all = READS.flatMap((p) => reads.samples[p]!);
  console.log(`  ${'reads, all three'.padEnd(40)} n=${String(all.length).padStart(6)}  p50=${pct(all, 0.5).toFixed(1)} ms  p95=${pct(all, 0.95).toFixed(1)} ms  rps=${(readCount / DURATION_S).toFixed(0)}`);
  const h = health.samples['/healthz']!;
  console.log(`  ${'/healthz'.padEnd(40)} n=${String(h.length).padStart(6)}  p50=${pct(h, 0.5).toFixed(1)} ms  p95=${pct(h, 0.95).toFixed(1)} ms  rps=${(healthCount / DURATION_S).toFixed(0)}`);
  console.log(`  ratio reads rps / healthz rps: ${((100 * readCount) / Math.max(1, healthCount)).toFixed(0)} %   errors: ${reads.errors + health.errors}`);
}

/** PGlite: the app in this process. */
async function onPglite(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-api-'));
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  const container = await createContainer(env);
  await container.database.migrate();
  const server = await serveBenchApp(container);
  const { cookie } = await benchUser(container, server.base);
  await seedPhotos(server.base, cookie, env.publicUrl);
  await measure('PGlite, 1 process', [server.base], cookie);
  server.close();
  await container.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** PostgreSQL: a fresh database on the server of `serverUrl`, 2 web processes. */
async function onPostgres(serverUrl: string): Promise<void> {
  const name = `vitrine_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-api-pg-'));
  const ports = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(24).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
    WORKER_IN_PROCESS: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  const processes: AppProcess[] = [];
  try {
    const migrate = startAppProcess('migrate', env);
    if ((await migrate.exited) !== 0) throw new Error('migrations failed');
    for (const port of ports) processes.push(startAppProcess('serve', { ...env, LOG_LEVEL: 'info', PORT: String(port) }));
    await Promise.all(processes.map((p) => p.waitForLog((l) => String(l.msg ?? '').startsWith('Vitrine is running'), 90_000)));
    const bases = ports.map((p) => `http://127.0.0.1:${p}`);
    const { cookie } = await signUpOverHttp({ bases, origin: env.PUBLIC_URL, email: `bench.${Date.now()}@example.com`, password: 'bench-secret' });
    await seedPhotos(bases[0]!, cookie, env.PUBLIC_URL);
    await measure('PostgreSQL, 2 web processes', bases, cookie);
  } finally {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await onPglite();
if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
else console.log('\nPostgreSQL: not measured (set DATABASE_URL to a server, e.g. postgres://postgres:postgres@localhost:5432/postgres).');
process.exit(0);
