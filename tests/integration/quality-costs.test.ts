/**
 * Quality-based image cost on a real database (docs/decisions/004-quality-based-image-cost.md): a
 * generation reserves count x the quality's price (low 1, medium 2, high 3), a refused generation
 * names the full amount, and a failed image gives back exactly its reserved price, once, whatever
 * the number of attempts or replays of its job.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations as generationsTable, creditTransactions, subscribers } from '../../src/server/db/schema';
import { generationJobHandler } from '../../src/server/jobs/generation-job';
import { ImageProviderError, type ImageProvider } from '../../src/server/providers/ai/images/image-provider';
import { fastRenderer } from '../helpers/fake-renderers';
import { enlargedSample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

/**
 * An engine whose failures the test sets per variant: 'permanent' always fails (not retryable),
 * 'once' fails retryably on its first call only. Counts the calls per variant.
 */
function scriptedRenderer() {
  const fast = fastRenderer();
  const script = new Map<number, 'permanent' | 'once'>();
  const calls = new Map<number, number>();
  const provider: ImageProvider = {
    name: 'test-scripted',
    usesCutout: fast.usesCutout,
    async render(req, signal) {
      const n = (calls.get(req.variant) ?? 0) + 1;
      calls.set(req.variant, n);
      const plan = script.get(req.variant);
      if (plan === 'permanent') throw new ImageProviderError('engine refused this image', false);
      if (plan === 'once' && n === 1) throw new ImageProviderError('engine busy', true);
      return fast.render(req, signal);
    },
  };
  return { provider, script, calls };
}

const engine = scriptedRenderer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ai: { images: engine.provider } });
  // Jobs are queued but no worker takes them: each test runs the job handler itself, attempt by attempt.
  await t.container.queue.start();
});
afterAll(async () => {
  await t?.close();
});

const settings = {
  aspectRatio: '1:1',
  format: 'png',
  highlightProduct: true,
  style: 'studio',
  timeOfDay: 'natural',
} as const;

/** A signed-in Plus user (3 images per generation) with exactly `credits`, a photo and an idea. */
async function plusUser(credits: number) {
  const { cookie, userId } = await signUpAndSignIn(t);
  await t.container.database.db.update(subscribers).set({ subscriptionTier: 'Plus', subscribed: true }).where(eq(subscribers.userId, userId));
  const balance = await t.container.credits.balance(userId);
  await t.container.credits.apply({ userId, amount: credits - balance, reason: 'admin_adjustment', idempotencyKey: `test:set:${userId}` });
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await enlargedSample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
  const source = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
  const ideas = await t.request('/api/v1/scenarios', {
    method: 'POST',
    cookie,
    json: { sourceImageId: source.id, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' },
  });
  const [idea] = ((await ideas.json()) as { scenarios: { id: string }[] }).scenarios;
  return { cookie, userId, sourceImageId: source.id, scenarioId: idea!.id };
}

type User = Awaited<ReturnType<typeof plusUser>>;

function create(user: User, quality: 'low' | 'medium' | 'high', count: number) {
  return t.request('/api/v1/generations', {
    method: 'POST',
    cookie: user.cookie,
    lang: 'en',
    json: { sourceImageId: user.sourceImageId, scenarioId: user.scenarioId, settings: { ...settings, quality, count } },
  });
}

async function ledgerOf(reference: string) {
  const rows = await t.container.database.db.select().from(creditTransactions).where(eq(creditTransactions.reference, reference));
  return rows.map((r) => [r.reason, r.amount]).sort();
}

async function ledgerSum(userId: string) {
  const [row] = await t.container.database.db
    .select({ sum: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return Number(row?.sum);
}

/** Runs one attempt of the generation's job as the worker would. */
function attempt(id: string, n: number, lastAttempt: boolean) {
  return generationJobHandler(t.container.generations)({ generationId: id }, { attempt: n, lastAttempt, logger: t.container.logger });
}

describe('quality-based image cost', () => {
  it('reserves 1, 2 and 3 credits per image at low, medium and high; high x3 reserves 9', async () => {
    const user = await plusUser(30);
    const reserved: Record<string, number> = {};
    for (const [quality, count] of [['low', 1], ['medium', 1], ['high', 1], ['high', 3], ['medium', 3]] as const) {
      const res = await create(user, quality, count);
      expect(res.status).toBe(202);
      const body = (await res.json()) as { id: string; creditsReserved: number };
      reserved[`${quality}x${count}`] = body.creditsReserved;
      expect(await ledgerOf(body.id)).toEqual([['generation_reserve', -body.creditsReserved]]);
      const view = (await (await t.request(`/api/v1/generations/${body.id}`, { cookie: user.cookie })).json()) as { creditsReserved: number };
      expect(view.creditsReserved).toBe(body.creditsReserved);
    }
    expect(reserved).toEqual({ lowx1: 1, mediumx1: 2, highx1: 3, highx3: 9, mediumx3: 6 });
    expect(await t.container.credits.balance(user.userId)).toBe(30 - 21);
    expect(await ledgerSum(user.userId)).toBe(9);
  });

  it('refuses high quality with the full amount in the message when the balance is short, and lets low through', async () => {
    const user = await plusUser(5);
    const high = await create(user, 'high', 3);
    expect(high.status).toBe(402);
    expect(((await high.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'insufficient_credits',
      message: 'Not enough credits. Required: 9. Your balance: 5.',
    });
    // Nothing was reserved and no generation was created.
    expect(await t.container.credits.balance(user.userId)).toBe(5);
    const rows = await t.container.database.db.select().from(generationsTable).where(eq(generationsTable.userId, user.userId));
    expect(rows).toHaveLength(0);

    const low = await create(user, 'low', 3);
    expect(low.status).toBe(202);
    expect(((await low.json()) as { creditsReserved: number }).creditsReserved).toBe(3);
    expect(await t.container.credits.balance(user.userId)).toBe(2);
    // 2 credits left: one medium image (2) passes, one high image (3) does not.
    expect((await create(user, 'high', 1)).status).toBe(402);
    expect((await create(user, 'medium', 1)).status).toBe(202);
    expect(await t.container.credits.balance(user.userId)).toBe(0);
    expect(await ledgerSum(user.userId)).toBe(0);
  });

  it("refunds a failed high-quality image's 3 credits once, across retries and replays of its job", async () => {
    const user = await plusUser(12);
    const res = await create(user, 'high', 3);
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect(await t.container.credits.balance(user.userId)).toBe(3);

    // Attempt 1: image 0 renders, image 1 is refused for good, image 2 hits a transient error.
    engine.script.clear();
    engine.calls.clear();
    engine.script.set(1, 'permanent');
    engine.script.set(2, 'once');
    await expect(attempt(id, 1, false)).rejects.toBeInstanceOf(ImageProviderError);
    expect(await ledgerOf(id)).toEqual([
      ['generation_refund', 3],
      ['generation_reserve', -9],
    ]);
    expect(await t.container.credits.balance(user.userId)).toBe(6);

    // Attempt 2 renders image 2 and does not try image 1 again: it is refunded, not owed.
    await attempt(id, 2, true);
    expect(Object.fromEntries(engine.calls)).toEqual({ 0: 1, 1: 1, 2: 2 });
    const done = (await (await t.request(`/api/v1/generations/${id}`, { cookie: user.cookie })).json()) as {
      status: string;
      images: unknown[];
      failedCount: number;
      creditsReserved: number;
      creditsRefunded: number;
    };
    expect(done).toMatchObject({ status: 'partial', failedCount: 1, creditsReserved: 9, creditsRefunded: 3 });
    expect(done.images).toHaveLength(2);

    // Replays of the finished job, and an abandon, refund nothing more.
    await attempt(id, 3, true);
    await t.container.generations.run(id, { lastAttempt: true });
    await t.container.generations.abandon(id, 'replayed');
    expect(await ledgerOf(id)).toEqual([
      ['generation_refund', 3],
      ['generation_reserve', -9],
    ]);
    expect(await t.container.credits.balance(user.userId)).toBe(12 - 9 + 3);
    expect(await ledgerSum(user.userId)).toBe(6);
  });

  it('refunds every medium image of a job that gives up, 2 credits each, once', async () => {
    const user = await plusUser(6);
    const res = await create(user, 'medium', 3);
    const { id } = (await res.json()) as { id: string };
    engine.script.clear();
    engine.calls.clear();
    for (const v of [0, 1, 2]) engine.script.set(v, 'permanent');
    await attempt(id, 1, true);
    await attempt(id, 2, true);
    expect(await ledgerOf(id)).toEqual([
      ['generation_refund', 2],
      ['generation_refund', 2],
      ['generation_refund', 2],
      ['generation_reserve', -6],
    ]);
    const done = (await (await t.request(`/api/v1/generations/${id}`, { cookie: user.cookie })).json()) as { status: string; creditsRefunded: number };
    expect(done).toMatchObject({ status: 'failed', creditsRefunded: 6 });
    expect(await t.container.credits.balance(user.userId)).toBe(6);
  });

  it('publishes the price list with the plans', async () => {
    const res = await t.request('/api/v1/plans');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { creditCosts: unknown; plans: unknown[] };
    expect(body.creditCosts).toEqual({ imageByQuality: { low: 1, medium: 2, high: 3 }, video: 5 });
    expect(body.plans).toHaveLength(5);
  });
});
