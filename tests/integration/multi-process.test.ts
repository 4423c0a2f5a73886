/**
 * Vitrine as it scales out, with real processes on PostgreSQL and an S3 API server (s3rver): two
 * web processes serving HTTP only (WORKER_IN_PROCESS=false) and worker processes (`worker`), all
 * stateless. Users sign up on one web process and carry on on the other, the upload rate limit
 * holds across both, and 20 generations are asked for across both. Mid-run one worker is killed
 * with SIGKILL, a new one starts, and another is stopped with SIGTERM while it runs a job. Every generation finishes exactly once, each user's
 * ledger adds up to their balance with one reservation per generation, and every image is in
 * the bucket.
 */
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/providers/storage/s3-storage';
import { freePort, startAppProcess, type AppProcess } from '../helpers/app-process';
import { signUpOverHttp } from '../helpers/http-user';
import { readSse } from '../helpers/sse';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { sample } from '../helpers/samples';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/test-database';

const USERS = 4;
const GENERATIONS_PER_USER = 5;

let database: TestDatabase | undefined;
let s3: TestS3Server | undefined;
let sql: pg.Client | undefined;
const processes: AppProcess[] = [];
/** The two workers started with the web processes. */
let originalWorkers: AppProcess[] = [];

/** Environment shared by every process: one database, one bucket, one secret, one public URL. */
let shared: Record<string, string> = {};
let webPorts: number[] = [];

function startWorker(): AppProcess {
  const worker = startAppProcess('worker', shared);
  processes.push(worker);
  return worker;
}

beforeAll(async () => {
  if (!onPostgres()) return;
  database = await createTestDatabase();
  s3 = await startS3Server('vitrine-multi');
  sql = new pg.Client({ connectionString: database.databaseUrl });
  await sql.connect();
  webPorts = [await freePort(), await freePort()];
  shared = {
    ...s3.env,
    DATABASE_URL: database.databaseUrl!,
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/vitrine-multi-${process.pid}`,
    AUTH_SECRET: 'multi-process-test-secret-0123456789abcdef',
    PUBLIC_URL: `http://127.0.0.1:${webPorts[0]}`,
    HOST: '127.0.0.1',
    WORKER_IN_PROCESS: 'false',
    WORKER_CONCURRENCY: '2',
    // One engine process per Vitrine process: five Node processes share two cores here.
    ENGINE_WORKERS: '1',
    // A killed worker's jobs go back in line after 10 s without its heartbeat (the shortest allowed).
    WORKER_DEAD_AFTER_SECONDS: '10',
    SHUTDOWN_GRACE_SECONDS: '3',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
    // One photo per user per minute: the second, on the other process, must be refused.
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1',
    // Live chat across the two web processes: open at any hour, with an admin to answer.
    SUPPORT_HOURS: '00:00-24:00',
    SUPPORT_DAYS: '1-7',
    ADMIN_EMAILS: `multi.admin.${process.pid}@example.com`,
  };
  // Migrations once, before the processes start.
  const migrate = startAppProcess('migrate', shared);
  expect(await migrate.exited).toBe(0);
  for (const port of webPorts) processes.push(startAppProcess('serve', { ...shared, PORT: String(port) }));
  originalWorkers = [startWorker(), startWorker()];
  await Promise.all(processes.map((p) => p.waitForLog((l) => l.msg === 'job worker started' || String(l.msg ?? '').startsWith('Vitrine is running'), 90_000)));
}, 180_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await sql?.end();
  await database?.drop();
  await s3?.close();
  if (shared.DATA_DIR) fs.rmSync(shared.DATA_DIR, { recursive: true, force: true });
});

let requests = 0;
/** A request to one of the two web processes, in turn (as a load balancer would), or to `init.web`. */
async function call(path: string, init: { method?: string; cookie?: string; json?: unknown; body?: FormData; web?: number } = {}): Promise<Response> {
  const port = webPorts[init.web ?? requests++ % webPorts.length];
  const headers: Record<string, string> = { origin: shared.PUBLIC_URL! };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: 'manual',
  });
}

/** Signs up on one process, confirms through the mailbox of the other, signs in on the first. */
async function newUser(n: number): Promise<{ cookie: string; userId: string }> {
  const bases = webPorts.map((port) => `http://127.0.0.1:${port}`);
  return signUpOverHttp({ bases, origin: shared.PUBLIC_URL!, email: `multi.${process.pid}.${n}@example.com`, password: 'secret123', name: `User ${n}` });
}

/** Worker process ids whose leases hold a running generation now. */
async function workersRunningGenerations(): Promise<number[]> {
  const { rows } = await sql!.query<{ label: string }>(
    `select w.label from job_leases l join job_workers w on w.id = l.worker_id where l.queue = 'generation-render'`,
  );
  return rows.map((r) => Number(r.label.split(':').pop()));
}

/** Polls until `check` answers a value, or fails after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two web processes and several workers on PostgreSQL and S3', () => {
  it.skipIf(!onPostgres())(
    'finishes every generation once, charged once, with its image in the bucket, through a SIGKILL and a SIGTERM',
    // Five Node processes and their engine processes share the machine; 20 renders and a dead
    // worker's 10 s take most of it.
    { timeout: 300_000 },
    async () => {
      const users: { cookie: string; userId: string; source: string; scenario: string }[] = [];
      for (let n = 0; n < USERS; n += 1) {
        const { cookie, userId } = await newUser(n);
        // The session made on one process works on the other.
        const me = await call('/api/v1/me', { cookie });
        expect(me.status).toBe(200);
        const photo = () => {
          const form = new FormData();
          form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
          return form;
        };
        const upload = await call('/api/v1/source-images', { method: 'POST', cookie, body: photo(), web: n % 2 });
        expect(upload.status).toBe(201);
        const source = ((await upload.json()) as { id: string }).id;
        // Rate limits are counted in the database: the other process refuses the second photo.
        const second = await call('/api/v1/source-images', { method: 'POST', cookie, body: photo(), web: (n + 1) % 2 });
        expect(second.status).toBe(429);
        expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
        const ideas = await call('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' } });
        expect(ideas.status).toBe(200);
        const scenario = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
        users.push({ cookie, userId, source, scenario });
      }

      const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' };
      const generations: { id: string; user: (typeof users)[number] }[] = [];
      /** Asks for `rounds` generations of each user, spread over both web processes. */
      const ask = async (rounds: number) => {
        for (let round = 0; round < rounds; round += 1) {
          for (const user of users) {
            const res = await call('/api/v1/generations', { method: 'POST', cookie: user.cookie, json: { sourceImageId: user.source, scenarioId: user.scenario, settings } });
            expect(res.status).toBe(202);
            generations.push({ id: ((await res.json()) as { id: string }).id, user });
          }
        }
      };
      // 12 now; 8 more once a worker has been killed, so that work remains for the SIGTERM.
      await ask(3);

      // SIGKILL a worker while it renders; a new worker takes its place.
      const [first, second] = originalWorkers;
      const victim = await until('a worker running a generation', async () => {
        const pids = await workersRunningGenerations();
        return [first!, second!].find((w) => pids.includes(w.pid));
      }, 120_000);
      const survivor = victim === first ? second! : first!;
      expect(await victim.stop('SIGKILL')).toBe('SIGKILL');
      const replacement = startWorker();
      await replacement.waitForLog((l) => l.msg === 'job worker started', 90_000);
      await ask(GENERATIONS_PER_USER - 3);
      expect(generations).toHaveLength(20);

      // SIGTERM the other original worker while it renders: it stops taking jobs, finishes or
      // puts back the running ones within its grace, and exits cleanly.
      await until('the surviving worker running a generation', async () => ((await workersRunningGenerations()).includes(survivor.pid) ? true : undefined), 120_000);
      expect(await survivor.stop('SIGTERM')).toBe(0);
      expect(survivor.logs.some((l) => l.msg === 'shutting down')).toBe(true);

      // The killed worker's job went back in line once its heartbeat was missed: put back by
      // whichever live worker looked first, the survivor before its SIGTERM or the replacement.
      const requeued = (l: Record<string, unknown>) => l.msg === 'jobs of a worker process that stopped are back in line';
      await Promise.any([survivor.waitForLog(requeued, 1), replacement.waitForLog(requeued, 120_000)]);

      // Every generation finishes, on the replacement worker alone if need be.
      for (const g of generations) {
        const status = await until(`generation ${g.id}`, async () => {
          const res = await call(`/api/v1/generations/${g.id}`, { cookie: g.user.cookie });
          expect(res.status).toBe(200);
          const body = (await res.json()) as { status: string };
          return ['succeeded', 'partial', 'failed'].includes(body.status) ? body.status : undefined;
        }, 240_000);
        expect(status, `generation ${g.id}`).toBe('succeeded');
      }

      // Exactly once: one completed job and one image per generation. A job whose worker died or
      // was stopped after its generation was saved but before pg-boss recorded the completion is
      // back in line (state 'retry', 2 s away) while its generation already reads 'succeeded': it
      // runs again, finds the generation done and completes without rendering or charging. So the
      // jobs are read once none of them waits or runs any more.
      const ids = generations.map((g) => g.id);
      const jobs = await until('every generation job to settle', async () => {
        const result = await sql!.query<{ id: string; state: string }>(
          `select data->>'generationId' as id, state from pgboss.job where name = 'generation-render' and data->>'generationId' = any($1)`,
          [ids],
        );
        return result.rows.some((r) => ['created', 'retry', 'active'].includes(r.state)) ? undefined : result;
      }, 60_000);
      expect(jobs.rows).toHaveLength(20);
      expect(jobs.rows.filter((r) => r.state !== 'completed')).toEqual([]);
      const images = await sql!.query<{ generation_id: string; storage_key: string }>(
        `select generation_id, storage_key from generated_images where generation_id = any($1)`,
        [ids],
      );
      expect(images.rows.map((r) => r.generation_id).sort()).toEqual([...ids].sort());

      // Charged once: one reservation of 1 credit per generation, no refund; ledger = balance.
      const ledger = await sql!.query<{ reference: string; amount: number; reason: string }>(
        `select reference, amount, reason from credit_transactions where reference = any($1)`,
        [ids],
      );
      expect(ledger.rows.map((r) => [r.reference, r.reason, r.amount]).sort()).toEqual(ids.map((id) => [id, 'generation_reserve', -1]).sort());
      for (const user of users) {
        const { rows } = await sql!.query<{ balance: number; ledger: string }>(
          `select s.credits_balance as balance, (select coalesce(sum(amount), 0) from credit_transactions c where c.user_id = s.user_id) as ledger
           from subscribers s where s.user_id = $1`,
          [user.userId],
        );
        expect(Number(rows[0]!.ledger)).toBe(rows[0]!.balance);
        expect(rows[0]!.balance).toBe(10 - GENERATIONS_PER_USER);
      }

      // Every image is in the bucket.
      const bucket = createS3Storage(s3!.config);
      for (const { storage_key } of images.rows) expect(await bucket.size(storage_key), storage_key).toBeGreaterThan(0);

      // No worker is left registered for the dead or stopped processes.
      const { rows: registered } = await sql!.query<{ label: string }>(`select label from job_workers`);
      const labels = registered.map((r) => Number(r.label.split(':').pop()));
      expect(labels).not.toContain(victim.pid);
      expect(labels).not.toContain(survivor.pid);
      expect(labels).toContain(replacement.pid);
    },
  );
  it.skipIf(!onPostgres())('carries a live chat between the two web processes, through the database', { timeout: 60_000 }, async () => {
    const user = await newUser(100);
    const admin = await signUpOverHttp({
      bases: webPorts.map((port) => `http://127.0.0.1:${port}`),
      origin: shared.PUBLIC_URL!,
      email: `multi.admin.${process.pid}@example.com`,
      password: 'secret123',
      name: 'Multi Admin',
    });
    expect((await call('/api/v1/billing/trial', { method: 'POST', cookie: user.cookie, json: { plan: 'Plus' }, web: 0 })).status).toBe(201);
    const started = await call('/api/v1/support/chat', { method: 'POST', cookie: user.cookie, json: { message: 'Hello from process one' }, web: 0 });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };

    // The user follows the chat on the second process; support answers on the first.
    const stream = await call(`/api/v1/support/chat/${id}/events`, { cookie: user.cookie, web: 1 });
    expect(stream.status).toBe(200);
    const events = readSse(stream, (e) => e.some((x) => x.event === 'message' && x.data.includes('Answer from process zero')), 20_000);
    // Support sees the user online (their channel beats on the other process) and waiting.
    const list = await call('/api/v1/admin/chats', { cookie: admin.cookie, web: 0 });
    const item = ((await list.json()) as { items: { id: string; waitingSince: string | null }[] }).items.find((i) => i.id === id);
    expect(item?.waitingSince).not.toBeNull();
    expect((await call(`/api/v1/admin/chats/${id}/messages`, { method: 'POST', cookie: admin.cookie, json: { message: 'Answer from process zero' }, web: 0 })).status).toBe(201);
    const received = (await events).filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as { author: string; body: string });
    expect(received.at(-1)).toMatchObject({ author: 'support', body: 'Answer from process zero' });
  });
});
