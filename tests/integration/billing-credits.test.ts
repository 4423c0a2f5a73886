/**
 * Monthly credits on a real database: the Free renewal every 30 days from sign-up
 * (once per window even when the job runs twice), yearly plans receiving their allowance monthly,
 * and an invoice-paid grant racing 20 generations without breaking the ledger invariant.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, subscribers } from '../../src/server/db/schema';
import { enlargedSample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The queue takes generation jobs; no worker renders them (only the reservations matter here).
  await t.container.queue.start();
});
afterAll(async () => {
  await t?.close();
});

async function ledgerSum(userId: string) {
  const [row] = await t.container.database.db
    .select({ sum: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return Number(row?.sum);
}

async function freeGrants(userId: string) {
  return t.container.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), like(creditTransactions.idempotencyKey, 'free_grant:%')));
}

/** Moves the user's sign-up anchor `days` into the past. */
async function signedUpDaysAgo(userId: string, days: number, now: Date) {
  await t.container.database.db
    .update(subscribers)
    .set({ createdAt: new Date(now.getTime() - days * DAY) })
    .where(eq(subscribers.userId, userId));
}

async function completeTestCheckout(cookie: string, plan: string, period: 'month' | 'year') {
  const res = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan, period } });
  const id = ((await res.json()) as { url: string }).url.split('/').pop()!;
  const done = await t.request(`/api/v1/billing/test-checkout/${id}/complete`, { method: 'POST', cookie });
  expect(done.status).toBe(200);
}

describe('Free renewal job', () => {
  it('grants 10 credits once per 30-day window from sign-up, even when run twice', async () => {
    const now = new Date();
    const { userId } = await signUpAndSignIn(t);
    // Inside the first window: nothing (the sign-up grant covers it).
    await t.container.renewals.run(now);
    expect(await freeGrants(userId)).toHaveLength(0);

    await signedUpDaysAgo(userId, 31, now);
    const [a, b] = await Promise.all([t.container.renewals.run(now), t.container.renewals.run(now)]);
    expect(a.freeGrants + b.freeGrants).toBeGreaterThanOrEqual(1);
    await t.container.renewals.run(now);
    expect(await freeGrants(userId)).toHaveLength(1);
    expect(await t.container.credits.balance(userId)).toBe(20);

    // Ten days later: same window, nothing more. Thirty days later: the next one.
    await t.container.renewals.run(new Date(now.getTime() + 10 * DAY));
    expect(await freeGrants(userId)).toHaveLength(1);
    await t.container.renewals.run(new Date(now.getTime() + 30 * DAY));
    expect(await freeGrants(userId)).toHaveLength(2);
    expect(await t.container.credits.balance(userId)).toBe(30);
    expect(await ledgerSum(userId)).toBe(30);
  });

  it('gives nothing to paid users, and waits for the next window after a paid plan ends', async () => {
    const now = new Date();
    const paid = await signUpAndSignIn(t);
    await completeTestCheckout(paid.cookie, 'Starter', 'month');
    await signedUpDaysAgo(paid.userId, 45, now);
    await t.container.renewals.run(now);
    expect(await freeGrants(paid.userId)).toHaveLength(0);

    // The subscription ends now, inside window 1 (days 30-60): no Free grant until window 2.
    await t.request('/api/v1/billing/test-portal', { method: 'POST', cookie: paid.cookie, json: { action: 'cancel' } });
    await t.request('/api/v1/billing/test-portal', { method: 'POST', cookie: paid.cookie, json: { action: 'renew' } });
    const [row] = await t.container.database.db.select().from(subscribers).where(eq(subscribers.userId, paid.userId));
    expect(row).toMatchObject({ subscriptionTier: 'Free', subscribed: false });
    await t.container.renewals.run(new Date(now.getTime() + 1 * DAY));
    expect(await freeGrants(paid.userId)).toHaveLength(0);
    await t.container.renewals.run(new Date(now.getTime() + 16 * DAY));
    expect(await freeGrants(paid.userId)).toHaveLength(1);
  });
});

describe('yearly plans', () => {
  it('receive the monthly allowance at the start of each month of the paid year, once', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await completeTestCheckout(cookie, 'Plus', 'year');
    expect(await t.container.credits.balance(userId)).toBe(210);
    const [row] = await t.container.database.db.select().from(subscribers).where(eq(subscribers.userId, userId));
    const start = row!.currentPeriodStart!;

    await t.container.renewals.run(new Date(start.getTime() + 5 * DAY));
    expect(await t.container.credits.balance(userId)).toBe(210);
    const month2 = new Date(start.getTime() + 32 * DAY);
    await t.container.renewals.run(month2);
    await t.container.renewals.run(month2);
    expect(await t.container.credits.balance(userId)).toBe(410);
    await t.container.renewals.run(new Date(start.getTime() + 63 * DAY));
    expect(await t.container.credits.balance(userId)).toBe(610);
    expect(await ledgerSum(userId)).toBe(610);
  });
});

describe('ledger invariant', () => {
  it('an invoice-paid grant racing 20 generations keeps the ledger equal to the balance, never below 0', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await enlargedSample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
    const source = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
    const ideas = await t.request('/api/v1/scenarios', {
      method: 'POST',
      cookie,
      json: { sourceImageId: source.id, features: 'Ceramic espresso cup', audience: 'Coffee lovers', language: 'en' },
    });
    const scenario = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!;
    const checkout = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Plus', period: 'month' } });
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!;

    const settings = { aspectRatio: '1:1', quality: 'medium', count: 1, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'natural' };
    const [grant, ...generations] = await Promise.all([
      t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie }),
      ...Array.from({ length: 20 }, () =>
        t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: source.id, scenarioId: scenario.id, settings } }),
      ),
    ]);
    expect(grant!.status).toBe(200);
    const statuses = generations.map((r) => r.status);
    expect(statuses.every((s) => s === 202 || s === 402)).toBe(true);
    const accepted = statuses.filter((s) => s === 202).length;
    // 10 sign-up credits + 200 granted; each accepted generation reserved 2 (one medium-quality image).
    expect(accepted).toBeGreaterThanOrEqual(5);
    const balance = await t.container.credits.balance(userId);
    expect(balance).toBe(210 - 2 * accepted);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(userId)).toBe(balance);
    const [negative] = await t.container.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, userId), sql`${creditTransactions.balanceAfter} < 0`));
    expect(negative!.n).toBe(0);
  });
});
