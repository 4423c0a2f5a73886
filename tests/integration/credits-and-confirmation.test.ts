/**
 * One source for credit figures (issue 16 item 11): the dashboard's stats card (GET /me/stats) and
 * the billing tab (GET /billing) show the same balance, the same credits used and the same total,
 * for the reported case: 8 credits spent on Free, then an upgrade to Plus and 11 more spent (the
 * dashboard used to say '19 of 210 credits used' while billing said '11 of 200').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingSummary } from '../../src/shared/contracts/billing';
import type { UserStats } from '../../src/shared/contracts/me';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function figures(cookie: string) {
  const stats = (await (await t.request('/api/v1/me/stats?tz=UTC', { cookie })).json()) as UserStats;
  const billing = (await (await t.request('/api/v1/billing', { cookie })).json()) as BillingSummary;
  return { stats, billing };
}

function spend(userId: string, amount: number, key: string) {
  return t.container.credits.apply({ userId, amount: -amount, reason: 'generation_reserve', idempotencyKey: key, reference: key });
}

describe('credit figures', () => {
  it('the stats card and the billing display agree before and after an upgrade', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await spend(userId, 8, `free-${userId}`);
    let { stats, billing } = await figures(cookie);
    expect(stats).toMatchObject({ creditsBalance: 2, creditsUsed: 8, totalCredits: 10 });
    expect([stats.creditsBalance, stats.creditsUsed, stats.totalCredits]).toEqual([billing.remaining, billing.usedThisPeriod, billing.monthlyAllowance]);

    const checkout = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Plus', period: 'month' } });
    const sessionId = new URL(((await checkout.json()) as { url: string }).url, 'http://localhost:3000').pathname.split('/').pop();
    expect((await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie })).status).toBe(200);
    await spend(userId, 11, `plus-${userId}`);

    ({ stats, billing } = await figures(cookie));
    expect(billing).toMatchObject({ tier: 'Plus', remaining: 191, usedThisPeriod: 11, monthlyAllowance: 200 });
    expect(stats).toMatchObject({ creditsBalance: 191, creditsUsed: 11, totalCredits: 200 });
  });
});
