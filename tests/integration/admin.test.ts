/**
 * The admin area over HTTP on a real database: every admin route of the OpenAPI
 * document answers 401 signed out and 403 for a user; credit grants go through the ledger (reason
 * kept, the ledger still sums to the balance, a replayed key changes nothing); the complimentary
 * tier, ban and unban, resend confirmation, job retry and cancel (refunded exactly once); and every
 * action appears in the audit log, which the database refuses to change.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSettingsSchema } from '../../src/shared/catalog';
import { adminAuditLog, creditTransactions, generatedImages, generations } from '../../src/server/db/schema';
import { openApiDocument } from '../../src/server/routes/api-v1';
import { enlargedSample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAndSignIn>>;
let member: Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp();
  // The queue runs (jobs can be queued and inspected) but no worker takes them.
  await t.container.queue.start();
  admin = await signUpAndSignIn(t, { name: 'Ada Admin' });
  expect(await t.container.adminUsers.promote(admin.email)).toBe('changed');
  member = await signUpAndSignIn(t, { name: 'Mia Member' });
});
afterAll(async () => {
  await t?.close();
});

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : undefined) as T;
}

async function ledgerSum(userId: string): Promise<number> {
  const [row] = await t.container.database.db
    .select({ sum: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return Number(row?.sum);
}

async function auditCount(): Promise<number> {
  const [row] = await t.container.database.db.select({ n: sql<string>`count(*)` }).from(adminAuditLog);
  return Number(row?.n);
}

/** Every admin operation of the OpenAPI document, with sample path parameters. */
function adminOperations(): { method: string; path: string }[] {
  const doc = openApiDocument();
  const ops: { method: string; path: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/admin')) continue;
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      if (!(item as Record<string, unknown>)[method]) continue;
      const concrete = path
        .replace('{queue}', 'generation-render')
        .replace('{id}', path.includes('/jobs/') ? '00000000-0000-4000-8000-000000000000' : 'someone');
      ops.push({ method: method.toUpperCase(), path: `/api/v1${concrete}` });
    }
  }
  return ops;
}

describe('admin routes', () => {
  it('are all in the document, and each answers 401 signed out and 403 for a user', async () => {
    const ops = adminOperations();
    // The routes this issue adds, at least: a new admin route is picked up by the loop on its own.
    expect(ops.length).toBeGreaterThanOrEqual(16);
    for (const op of ops) {
      const init = { method: op.method, ...(op.method === 'GET' ? {} : { json: {} }) };
      const signedOut = await t.request(op.path, init);
      expect(signedOut.status, `${op.method} ${op.path} signed out`).toBe(401);
      const asUser = await t.request(op.path, { ...init, cookie: member.cookie });
      expect(asUser.status, `${op.method} ${op.path} as a user`).toBe(403);
    }
  });

  it("better-auth's own admin endpoints are not served (they would bypass the audit log)", async () => {
    for (const path of ['/api/auth/admin/ban-user', '/api/auth/admin/set-role', '/api/auth/admin/impersonate-user']) {
      const res = await t.request(path, { method: 'POST', cookie: admin.cookie, json: { userId: member.userId, role: 'admin' } });
      expect(res.status, path).toBe(404);
    }
  });

  it('answer the admin', async () => {
    const me = await json<{ email: string }>(await t.request('/api/v1/admin/session', { cookie: admin.cookie }));
    expect(me.email).toBe(admin.email);
  });
});

describe('users', () => {
  it('are found by part of their email or name, with tier, balance and dates', async () => {
    const byEmail = await json<{ items: { id: string; tier: string; creditsBalance: number; createdAt: string; lastActiveAt: string | null }[]; total: number }>(
      await t.request(`/api/v1/admin/users?q=${encodeURIComponent(member.email.slice(0, 12).toUpperCase())}`, { cookie: admin.cookie }),
    );
    expect(byEmail.items.map((u) => u.id)).toContain(member.userId);
    const found = byEmail.items.find((u) => u.id === member.userId)!;
    expect(found).toMatchObject({ tier: 'Free', creditsBalance: 10 });
    expect(found.lastActiveAt).not.toBeNull();
    const byName = await json<{ items: { id: string }[] }>(await t.request('/api/v1/admin/users?q=mia%20mem', { cookie: admin.cookie }));
    expect(byName.items.map((u) => u.id)).toEqual([member.userId]);
    const none = await json<{ items: unknown[]; total: number }>(await t.request('/api/v1/admin/users?q=%25', { cookie: admin.cookie }));
    expect(none.total).toBe(0);
  });

  it('a grant changes the balance and adds a ledger row with the reason; the ledger sums to the balance; a replay changes nothing', async () => {
    const auditBefore = await auditCount();
    const grant = { amount: 50, reason: 'Goodwill for a failed launch', idempotencyKey: 'grant-0001-abcdef' };
    const first = await json<{ applied: boolean; balance: number }>(
      await t.request(`/api/v1/admin/users/${member.userId}/credits`, { method: 'POST', cookie: admin.cookie, json: grant }),
    );
    expect(first).toEqual({ applied: true, balance: 60 });
    const replay = await json<{ applied: boolean; balance: number }>(
      await t.request(`/api/v1/admin/users/${member.userId}/credits`, { method: 'POST', cookie: admin.cookie, json: grant }),
    );
    expect(replay).toEqual({ applied: false, balance: 60 });
    expect(await t.container.credits.balance(member.userId)).toBe(60);
    expect(await ledgerSum(member.userId)).toBe(60);
    const rows = await t.container.database.db.select().from(creditTransactions).where(eq(creditTransactions.reason, 'admin_adjustment'));
    const mine = rows.filter((r) => r.userId === member.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: 50, balanceAfter: 60, reference: 'Goodwill for a failed launch' });
    expect(await auditCount()).toBe(auditBefore + 1);

    const detail = await json<{ ledger: { amount: number; reason: string; reference: string | null }[]; ledgerSum: number; user: { creditsBalance: number }; sessions: unknown[] }>(
      await t.request(`/api/v1/admin/users/${member.userId}`, { cookie: admin.cookie }),
    );
    expect(detail.ledger[0]).toMatchObject({ amount: 50, reason: 'admin_adjustment', reference: 'Goodwill for a failed launch' });
    expect(detail.ledgerSum).toBe(detail.user.creditsBalance);
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail)).not.toContain(member.cookie.split('=')[1]!.split('.')[0]!);
  });

  it('a deduction takes credits through the ledger, and never below 0', async () => {
    const res = await t.request(`/api/v1/admin/users/${member.userId}/credits`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { amount: -15, reason: 'Duplicate grant corrected', idempotencyKey: 'deduct-0001-abcdef' },
    });
    expect(await json<{ balance: number }>(res)).toMatchObject({ applied: true, balance: 45 });
    const tooMuch = await t.request(`/api/v1/admin/users/${member.userId}/credits`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { amount: -1000, reason: 'Too much on purpose', idempotencyKey: 'deduct-0002-abcdef' },
    });
    expect(tooMuch.status).toBe(402);
    expect(await t.container.credits.balance(member.userId)).toBe(45);
    expect(await ledgerSum(member.userId)).toBe(45);
  });

  it('a complimentary tier gives the tier without payment, and a paid plan would take precedence', async () => {
    const res = await t.request(`/api/v1/admin/users/${member.userId}/complimentary-tier`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { tier: 'Plus', reason: 'Partner account' },
    });
    expect(await json<{ tier: string; complimentaryTier: string }>(res)).toMatchObject({ tier: 'Plus', complimentaryTier: 'Plus' });
    const me = await json<{ tier: string }>(await t.request('/api/v1/me', { cookie: member.cookie }));
    expect(me.tier).toBe('Plus');
    const billing = await json<{ tier: string; monthlyAllowance: number; maxImagesPerGeneration: number }>(await t.request('/api/v1/billing', { cookie: member.cookie }));
    expect(billing).toMatchObject({ tier: 'Plus', monthlyAllowance: 200, maxImagesPerGeneration: 3 });
    const removed = await t.request(`/api/v1/admin/users/${member.userId}/complimentary-tier`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { tier: null, reason: 'Partnership ended' },
    });
    expect(await json<{ tier: string }>(removed)).toMatchObject({ tier: 'Free', complimentaryTier: null });
  });

  it('ban revokes sessions and refuses sign-in until unbanned; admins cannot be banned', async () => {
    const victim = await signUpAndSignIn(t, { name: 'Bo Banned' });
    const banned = await t.request(`/api/v1/admin/users/${victim.userId}/ban`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Abuse of the service', days: 7 } });
    expect(await json<{ banned: boolean }>(banned)).toMatchObject({ banned: true });
    expect((await t.request('/api/v1/me', { cookie: victim.cookie })).status).toBe(401);
    const refused = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: victim.email, password: victim.password } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('BANNED_USER');

    await json(await t.request(`/api/v1/admin/users/${victim.userId}/unban`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Appeal accepted' } }));
    const again = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: victim.email, password: victim.password } });
    expect(again.status).toBe(200);

    const self = await t.request(`/api/v1/admin/users/${admin.userId}/ban`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Trying myself', days: null } });
    expect(self.status).toBe(409);
  });

  it('resends the confirmation email to an unconfirmed user only', async () => {
    const email = uniqueEmail('pending');
    const signUp = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Pat Pending', email, password: 'secret123', callbackURL: '/email-confirmation' } });
    expect(signUp.status).toBe(200);
    const list = await json<{ items: { id: string; emailVerified: boolean }[] }>(await t.request(`/api/v1/admin/users?q=${encodeURIComponent(email)}`, { cookie: admin.cookie }));
    const pending = list.items[0]!;
    expect(pending.emailVerified).toBe(false);
    const before = ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === email).length;
    const res = await t.request(`/api/v1/admin/users/${pending.id}/resend-confirmation`, { method: 'POST', cookie: admin.cookie, json: { reason: 'User asked on the phone' } });
    expect(res.status).toBe(204);
    const after = ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === email);
    expect(after.length).toBe(before + 1);
    expect(after[0]!.links.some((l) => l.includes('/api/auth/verify-email'))).toBe(true);
    const confirmed = await t.request(`/api/v1/admin/users/${member.userId}/resend-confirmation`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Not needed' } });
    expect(confirmed.status).toBe(409);
  });
});

describe("how a user's images kept their product", () => {
  it("the user page lists each generation's images with the product lock or fidelity score, the threshold and the fidelity refunds", async () => {
    const owner = await signUpAndSignIn(t, { name: 'Fay Fidelity' });
    const db = t.container.database.db;
    const settings = imageSettingsSchema.parse({ aspectRatio: '1:1', quality: 'high', count: 3, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'golden_hour' });
    const [hosted] = await db
      .insert(generations)
      .values({ userId: owner.userId, settings, status: 'partial', requestedCount: 4, failedCount: 1, creditsReserved: 12, creditsRefunded: 3, fidelityRefunds: 1, engine: 'openai' })
      .returning();
    const [local] = await db.insert(generations).values({ userId: owner.userId, settings, status: 'succeeded', requestedCount: 1, creditsReserved: 3, engine: 'local' }).returning();
    const image = (generationId: string, position: number, over: Partial<typeof generatedImages.$inferInsert>) => ({
      userId: owner.userId,
      generationId,
      position,
      storageKey: `test/${generationId}/${position}.png`,
      mime: 'image/png',
      format: 'png' as const,
      width: 1024,
      height: 1024,
      bytes: 1000,
      prompt: 'A cup on a table',
      scenarioTitle: 'Morning',
      settings,
      engine: 'openai',
      ...over,
    });
    await db.insert(generatedImages).values([
      // Inserted out of order: the answer lists them by position.
      image(hosted!.id, 2, { productLocked: false, fidelityScore: 0.31 }),
      image(hosted!.id, 0, { productLocked: true }),
      image(hosted!.id, 1, { productLocked: false, fidelityScore: 0.87 }),
      image(local!.id, 0, { engine: 'local-studio', provider: 'local' }),
    ]);

    const detail = await json<{
      fidelityThreshold: number;
      generations: { id: string; fidelityRefunds: number; images: { position: number; engine: string; productLocked: boolean; fidelityScore: number | null }[] }[];
    }>(await t.request(`/api/v1/admin/users/${owner.userId}`, { cookie: admin.cookie }));
    expect(detail.fidelityThreshold).toBe(0.5);
    const byId = new Map(detail.generations.map((g) => [g.id, g]));
    expect(byId.get(hosted!.id)!.fidelityRefunds).toBe(1);
    expect(byId.get(hosted!.id)!.images.map(({ position, productLocked, fidelityScore }) => ({ position, productLocked, fidelityScore: fidelityScore === null ? null : Number(fidelityScore.toFixed(2)) }))).toEqual([
      { position: 0, productLocked: true, fidelityScore: null },
      { position: 1, productLocked: false, fidelityScore: 0.87 },
      { position: 2, productLocked: false, fidelityScore: 0.31 },
    ]);
    expect(byId.get(local!.id)).toMatchObject({ fidelityRefunds: 0, images: [{ position: 0, engine: 'local-studio', productLocked: false, fidelityScore: null }] });

    // The scores stay admin-only: the user's own page answers 403.
    expect((await t.request(`/api/v1/admin/users/${owner.userId}`, { cookie: owner.cookie })).status).toBe(403);
  });

  it("the session tells the web app an admin's role (it shows the Admin link), and a user's", async () => {
    const asAdmin = await json<{ user: { role: string } }>(await t.request('/api/auth/get-session', { cookie: admin.cookie }));
    expect(asAdmin.user.role).toBe('admin');
    const asMember = await json<{ user: { role: string | null } }>(await t.request('/api/auth/get-session', { cookie: member.cookie }));
    expect(asMember.user.role ?? 'user').toBe('user');
  });
});

describe('jobs', () => {
  async function startGeneration(cookie: string): Promise<string> {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await enlargedSample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
    const source = await json<{ id: string }>(await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie }), 201);
    const ideas = await json<{ scenarios: { id: string; locked: boolean }[] }>(
      await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source.id, features: 'Ceramic cup', audience: 'Coffee lovers', language: 'en' } }),
    );
    const scenario = ideas.scenarios.find((s) => !s.locked)!;
    const created = await json<{ id: string; creditsReserved: number }>(
      await t.request('/api/v1/generations', {
        method: 'POST',
        cookie,
        json: {
          sourceImageId: source.id,
          scenarioId: scenario.id,
          settings: { aspectRatio: '1:1', quality: 'high', count: 1, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'golden_hour' },
        },
      }),
      202,
    );
    expect(created.creditsReserved).toBe(3);
    return created.id;
  }

  async function jobOf(generationId: string) {
    const list = await json<{ items: { id: string; state: string; data: { generationId?: string }; subject: { type: string; status: string } | null }[] }>(
      await t.request('/api/v1/admin/jobs?queue=generation-render', { cookie: admin.cookie }),
    );
    return list.items.find((j) => j.data?.generationId === generationId)!;
  }

  it('cancel refunds a waiting generation exactly once; a running or finished job cannot be cancelled', async () => {
    const user = await signUpAndSignIn(t, { name: 'Cy Cancel' });
    const generationId = await startGeneration(user.cookie);
    expect(await t.container.credits.balance(user.userId)).toBe(7);
    const job = await jobOf(generationId);
    expect(job).toMatchObject({ state: 'created', subject: { type: 'generation', status: 'queued' } });

    const stats = await json<{ queues: { queue: string; queued: number }[] }>(await t.request('/api/v1/admin/jobs/stats', { cookie: admin.cookie }));
    expect(stats.queues.find((q) => q.queue === 'generation-render')!.queued).toBeGreaterThanOrEqual(1);

    const auditBefore = await auditCount();
    const cancelled = await json<{ job: { state: string }; creditsRefunded: number }>(
      await t.request(`/api/v1/admin/jobs/generation-render/${job.id}/cancel`, { method: 'POST', cookie: admin.cookie }),
    );
    expect(cancelled).toMatchObject({ job: { state: 'cancelled' }, creditsRefunded: 3 });
    expect(await t.container.credits.balance(user.userId)).toBe(10);
    const again = await json<{ creditsRefunded: number }>(await t.request(`/api/v1/admin/jobs/generation-render/${job.id}/cancel`, { method: 'POST', cookie: admin.cookie }));
    expect(again.creditsRefunded).toBe(0);
    expect(await t.container.credits.balance(user.userId)).toBe(10);
    expect(await ledgerSum(user.userId)).toBe(10);
    expect(await auditCount()).toBe(auditBefore + 1);
    const [generation] = await t.container.database.db.select().from(generations).where(eq(generations.id, generationId));
    expect(generation).toMatchObject({ status: 'failed', stage: 'done', creditsRefunded: 3 });

    // A job a worker holds cannot be cancelled.
    const second = await startGeneration(user.cookie);
    const running = await jobOf(second);
    await t.container.database.executeSql(`update pgboss.job set state = 'active', started_on = now() where id = $1`, [running.id]);
    const refused = await t.request(`/api/v1/admin/jobs/generation-render/${running.id}/cancel`, { method: 'POST', cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(await t.container.credits.balance(user.userId)).toBe(7);
  });

  it("cancelling a batch item's waiting generation ends the item as failed and refunded, and closes its batch", async () => {
    const user = await signUpAndSignIn(t, { name: 'Bo Batch' });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await enlargedSample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
    const source = await json<{ id: string }>(await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie: user.cookie }), 201);
    const batch = await json<{ id: string; items: { id: string }[] }>(
      await t.request('/api/v1/batches', {
        method: 'POST',
        cookie: user.cookie,
        json: { items: [{ type: 'scene', sourceImageId: source.id, features: 'Ceramic cup', audience: 'Coffee lovers', settings: { quality: 'medium' } }] },
      }),
      202,
    );
    // This app runs no worker: start the item as its job would; its generation then waits in line.
    await t.container.apiBatches.runItem(batch.items[0]!.id, { lastAttempt: false });
    const started = await json<{ items: { generationId: string; status: string; creditsReserved: number }[] }>(await t.request(`/api/v1/batches/${batch.id}`, { cookie: user.cookie }));
    expect(started.items[0]).toMatchObject({ status: 'running', creditsReserved: 2 });
    expect(await t.container.credits.balance(user.userId)).toBe(8);

    const job = await jobOf(started.items[0]!.generationId);
    await json(await t.request(`/api/v1/admin/jobs/generation-render/${job.id}/cancel`, { method: 'POST', cookie: admin.cookie }));
    const ended = await json<{ status: string; items: { status: string; creditsRefunded: number; error: { code: string } | null }[] }>(
      await t.request(`/api/v1/batches/${batch.id}`, { cookie: user.cookie, headers: { 'accept-language': 'en' } }),
    );
    expect(ended.status).toBe('completed');
    expect(ended.items[0]).toMatchObject({ status: 'failed', creditsRefunded: 2, error: { code: 'render_failed' } });
    expect(await t.container.credits.balance(user.userId)).toBe(10);
  });

  it('cancel refunds a waiting video once', async () => {
    const user = await signUpAndSignIn(t, { name: 'Vi Video' });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await enlargedSample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
    const source = await json<{ id: string }>(await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie: user.cookie }), 201);
    const video = await json<{ id: string }>(
      await t.request('/api/v1/videos', { method: 'POST', cookie: user.cookie, lang: 'en', json: { imageId: source.id, durationSeconds: 5, aspectRatio: '16:9' } }),
      202,
    );
    expect(await t.container.credits.balance(user.userId)).toBe(5);
    const list = await json<{ items: { id: string; data: { videoId?: string } }[] }>(await t.request('/api/v1/admin/jobs?queue=video-render&state=created', { cookie: admin.cookie }));
    const job = list.items.find((j) => j.data?.videoId === video.id)!;
    const cancelled = await json<{ creditsRefunded: number; job: { subject: { status: string } } }>(
      await t.request(`/api/v1/admin/jobs/video-render/${job.id}/cancel`, { method: 'POST', cookie: admin.cookie }),
    );
    expect(cancelled).toMatchObject({ creditsRefunded: 5, job: { subject: { status: 'failed' } } });
    const again = await json<{ creditsRefunded: number }>(await t.request(`/api/v1/admin/jobs/video-render/${job.id}/cancel`, { method: 'POST', cookie: admin.cookie }));
    expect(again.creditsRefunded).toBe(0);
    expect(await t.container.credits.balance(user.userId)).toBe(10);
    expect(await ledgerSum(user.userId)).toBe(10);
  });

  it('retry puts a failed job back in line with one more attempt; only failed jobs can be retried', async () => {
    const user = await signUpAndSignIn(t, { name: 'Rey Retry' });
    const generationId = await startGeneration(user.cookie);
    const job = await jobOf(generationId);
    const notFailed = await t.request(`/api/v1/admin/jobs/generation-render/${job.id}/retry`, { method: 'POST', cookie: admin.cookie });
    expect(notFailed.status).toBe(409);
    // As a worker that ran out of attempts leaves it (pg-boss's fail on the last attempt).
    await t.container.database.executeSql(
      `update pgboss.job set state = 'failed', retry_count = retry_limit, started_on = now(), completed_on = now(), output = '{"message":"worker lost"}'::jsonb where id = $1`,
      [job.id],
    );
    const failed = await json<{ items: { id: string; error: string | null }[] }>(await t.request('/api/v1/admin/jobs?state=failed', { cookie: admin.cookie }));
    expect(failed.items.find((j) => j.id === job.id)?.error).toBe('worker lost');
    const retried = await json<{ job: { state: string; retryLimit: number; retryCount: number } }>(
      await t.request(`/api/v1/admin/jobs/generation-render/${job.id}/retry`, { method: 'POST', cookie: admin.cookie }),
    );
    expect(retried.job.state).toBe('retry');
    expect(retried.job.retryLimit).toBe(retried.job.retryCount + 1);
    const twice = await t.request(`/api/v1/admin/jobs/generation-render/${job.id}/retry`, { method: 'POST', cookie: admin.cookie });
    expect(twice.status).toBe(409);
    const missing = await t.request('/api/v1/admin/jobs/generation-render/00000000-0000-4000-8000-000000000000/retry', { method: 'POST', cookie: admin.cookie });
    expect(missing.status).toBe(404);
  });
});

describe('figures', () => {
  it('the overview covers 7, 30 or 90 UTC days and counts sign-ups and grants', async () => {
    const overview = await json<{ days: number; series: { date: string; signups: number; creditsGranted: number; activeUsers: number }[]; totals: { users: number; admins: number } }>(
      await t.request('/api/v1/admin/overview?days=7', { cookie: admin.cookie }),
    );
    expect(overview.series).toHaveLength(7);
    const today = overview.series[6]!;
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today.signups).toBe(overview.totals.users);
    expect(today.creditsGranted).toBeGreaterThanOrEqual(50 + 10 * overview.totals.users - 10);
    expect(today.activeUsers).toBeGreaterThan(0);
    expect(overview.totals.admins).toBe(1);
    expect((await t.request('/api/v1/admin/overview?days=12', { cookie: admin.cookie })).status).toBe(422);
    const providers = await json<{ days: number; rows: unknown[] }>(await t.request('/api/v1/admin/providers/metrics?days=30', { cookie: admin.cookie }));
    expect(providers.days).toBe(30);
  });

  it('counts Studio Photos reservations as credits spent and their refunds as credits refunded', async () => {
    type Day = { date: string; creditsSpent: number; creditsRefunded: number };
    const dayOf = async (date: string): Promise<Day> => {
      const overview = await json<{ series: Day[] }>(await t.request('/api/v1/admin/overview?days=7', { cookie: admin.cookie }));
      return overview.series.find((d) => d.date === date) ?? { date, creditsSpent: 0, creditsRefunded: 0 };
    };
    const seller = await signUpAndSignIn(t, { name: 'Sam Seller' });
    const today = new Date().toISOString().slice(0, 10);
    const before = await dayOf(today);
    // The ledger rows a 3-photo batch with one failed item leaves (services/studio-batches.ts).
    const batchId = crypto.randomUUID();
    await t.container.credits.apply({ userId: seller.userId, amount: -3, reason: 'studio_reserve', idempotencyKey: `studio:${batchId}:reserve`, reference: batchId });
    await t.container.credits.apply({ userId: seller.userId, amount: 1, reason: 'studio_refund', idempotencyKey: `studio:${batchId}:refund:2`, reference: batchId });
    const after = await dayOf(today);
    expect(after.creditsSpent - before.creditsSpent).toBe(2);
    expect(after.creditsRefunded - before.creditsRefunded).toBe(1);
  });

  it('revenue by tier comes from verified paid invoices', async () => {
    const buyer = await signUpAndSignIn(t, { name: 'Pia Payer' });
    const res = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie: buyer.cookie, json: { plan: 'Plus', period: 'month' } });
    const { url } = (await json<{ url: string }>(res)) as { url: string };
    const sessionId = url.split('/').pop()!;
    await json(await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie: buyer.cookie }));
    const overview = await json<{ revenue: { tier: string; currency: string; amountMinor: number; invoices: number }[] }>(
      await t.request('/api/v1/admin/overview?days=7', { cookie: admin.cookie }),
    );
    expect(overview.revenue).toEqual([{ tier: 'Plus', currency: 'eur', amountMinor: 4900, invoices: 1 }]);
  });
});

describe('audit log', () => {
  it('holds every action with who, what, before and after, newest first; the database refuses to change it', async () => {
    const page = await json<{ items: { action: string; actorEmail: string; targetId: string; before: unknown; after: unknown; reason: string | null }[] }>(
      await t.request('/api/v1/admin/audit?limit=100', { cookie: admin.cookie }),
    );
    const actions = page.items.map((i) => i.action);
    for (const action of ['credits.grant', 'credits.deduct', 'tier.complimentary', 'user.ban', 'user.unban', 'user.resend_confirmation', 'job.cancel', 'job.retry']) {
      expect(actions, action).toContain(action);
    }
    // One row per action that changed something: 1 grant (its replay wrote nothing), 1 deduction, 2 tier changes, ban, unban, resend, 3 cancels, retry.
    expect(page.items).toHaveLength(11);
    expect(page.items.every((i) => i.actorEmail === admin.email)).toBe(true);
    const grant = page.items.find((i) => i.action === 'credits.grant')!;
    expect(grant).toMatchObject({ targetId: member.userId, targetLabel: member.email, before: { balance: 10 }, after: { balance: 60, amount: 50 }, reason: 'Goodwill for a failed launch' });
    const ofMember = await json<{ items: unknown[] }>(await t.request(`/api/v1/admin/audit?targetType=user&targetId=${member.userId}`, { cookie: admin.cookie }));
    expect(ofMember.items).toHaveLength(4);

    await expect(t.container.database.db.update(adminAuditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.container.database.db.delete(adminAuditLog)).rejects.toThrow();
    expect(await auditCount()).toBe(11);
  });

  it('pages with a cursor', async () => {
    const first = await json<{ items: { id: string }[]; nextCursor: string | null }>(await t.request('/api/v1/admin/audit?limit=6', { cookie: admin.cookie }));
    expect(first.items).toHaveLength(6);
    const second = await json<{ items: { id: string }[]; nextCursor: string | null }>(
      await t.request(`/api/v1/admin/audit?limit=6&cursor=${first.nextCursor}`, { cookie: admin.cookie }),
    );
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(11);
  });
});


describe('support tickets', () => {
  it('are listed, read, answered by email in the ticket language and closed, each answer and closing in the audit log', async () => {
    const author = await signUpAndSignIn(t, { name: 'Tess Ticket' });
    const created = await json<{ id: string; number: number }>(
      await t.request('/api/v1/support/tickets', {
        method: 'POST',
        cookie: author.cookie,
        lang: 'fr',
        json: { subject: 'Facture en double', category: 'billing', message: 'Bonjour, je vois deux factures pour le même mois.' },
      }),
      201,
    );
    const list = await json<{ items: { id: string; status: string; user: { email: string } }[] }>(await t.request('/api/v1/admin/tickets', { cookie: admin.cookie }));
    expect(list.items.find((i) => i.id === created.id)).toMatchObject({ status: 'open', user: { email: author.email } });

    const reply = 'Merci, nous avons annulé la seconde facture.';
    const answered = await json<{ status: string; message: string; history: { action: string; after: { message: string } }[] }>(
      await t.request(`/api/v1/admin/tickets/${created.id}/reply`, { method: 'POST', cookie: admin.cookie, json: { message: reply } }),
    );
    expect(answered).toMatchObject({ status: 'answered', message: 'Bonjour, je vois deux factures pour le même mois.' });
    expect(answered.history).toHaveLength(1);
    expect(answered.history[0]).toMatchObject({ action: 'ticket.reply', after: { message: reply } });
    const mails = ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === author.email);
    const mail = mails.find((m) => m.subject.includes(`${created.number}`) && m.text.includes(reply));
    expect(mail, 'the reply email').toBeDefined();
    expect(mail!.subject).toContain('Re :');

    const closed = await json<{ status: string; history: unknown[] }>(
      await t.request(`/api/v1/admin/tickets/${created.id}/close`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Resolved by the reply' } }),
    );
    expect(closed).toMatchObject({ status: 'closed' });
    expect(closed.history).toHaveLength(2);
    const unresolved = await json<{ items: { id: string }[] }>(await t.request('/api/v1/admin/tickets', { cookie: admin.cookie }));
    expect(unresolved.items.map((i) => i.id)).not.toContain(created.id);
    const all = await json<{ items: { id: string }[] }>(await t.request('/api/v1/admin/tickets?status=all', { cookie: admin.cookie }));
    expect(all.items.map((i) => i.id)).toContain(created.id);

    const mine = await json<{ items: { id: string; status: string }[] }>(await t.request('/api/v1/support/tickets', { cookie: author.cookie }));
    expect(mine.items.find((i) => i.id === created.id)?.status).toBe('closed');
    const detail = await json<{ tickets: { id: string }[] }>(await t.request(`/api/v1/admin/users/${author.userId}`, { cookie: admin.cookie }));
    expect(detail.tickets.map((tk) => tk.id)).toEqual([created.id]);
    const audit = await json<{ items: { action: string }[] }>(await t.request(`/api/v1/admin/audit?targetType=ticket&targetId=${created.id}`, { cookie: admin.cookie }));
    expect(audit.items.map((i) => i.action).sort()).toEqual(['ticket.close', 'ticket.reply']);
    expect((audit.items as unknown as { targetLabel: string }[]).every((i) => i.targetLabel === `#${created.number}`)).toBe(true);
  });

  it('an unpublished image has no admin gallery file', async () => {
    const res = await t.request('/api/v1/admin/gallery/00000000-0000-4000-8000-000000000000/file', { cookie: admin.cookie });
    expect(res.status).toBe(404);
  });
});

describe('complimentary tier renewals', () => {
  it("a complimentary user gets the tier's monthly credits on the Free schedule, once per window", async () => {
    const friend = await signUpAndSignIn(t, { name: 'Fred Friend' });
    const plain = await signUpAndSignIn(t, { name: 'Paula Plain' });
    await json(await t.request(`/api/v1/admin/users/${friend.userId}/complimentary-tier`, { method: 'POST', cookie: admin.cookie, json: { tier: 'Pro', reason: 'Reviewer account' } }));
    const nextWindow = new Date(Date.now() + 31 * 86_400_000);
    await t.container.renewals.run(nextWindow);
    await t.container.renewals.run(nextWindow);
    expect(await t.container.credits.balance(friend.userId)).toBe(10 + 400);
    expect(await t.container.credits.balance(plain.userId)).toBe(10 + 10);
    expect(await ledgerSum(friend.userId)).toBe(410);
  });
});
