/**
 * Test-mode billing through the public HTTP routes: checkout without Stripe keys,
 * the test portal (switch, cancel, renew, failed payment), the billing display, the credit history,
 * and that the tier follows only the signed events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingSummary } from '../../src/shared/contracts/billing';
import { testModeWebhookSecret } from '../../src/server/providers/payments/test-mode-payments';
import { signStripePayload } from '../../src/server/providers/payments/stripe-events';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { itOnPgliteOnly } from '../helpers/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function billing(cookie: string): Promise<BillingSummary> {
  const res = await t.request('/api/v1/billing', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as BillingSummary;
}

async function me(cookie: string) {
  const res = await t.request('/api/v1/me', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { tier: string; subscribed: boolean; creditsBalance: number };
}

async function checkout(cookie: string, plan: string, period = 'month') {
  const res = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan, period } });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/^http:\/\/localhost:3000\/checkout\/test\/cs_test_[0-9a-f]{24}$/);
  return url.split('/').pop()!;
}

async function portal(cookie: string, json: unknown) {
  const res = await t.request('/api/v1/billing/test-portal', { method: 'POST', cookie, json });
  expect(res.status).toBe(200);
  return (await res.json()) as { subscription: { plan: string; period: string; status: string; cancelAtPeriodEnd: boolean } | null };
}

describe('plans', () => {
  itOnPgliteOnly('lists the five plans publicly with euro prices, yearly prices and the popular flag', async () => {
    const res = await t.request('/api/v1/plans');
    expect(res.status).toBe(200);
    const { plans } = (await res.json()) as { plans: { id: string; monthlyCredits: number; prices: { month: number; year: number }; currency: string; popular: boolean; features: string[] }[] };
    expect(plans.map((p) => [p.id, p.monthlyCredits, p.prices.month, p.prices.year])).toEqual([
      ['Free', 10, 0, 0],
      ['Founders', 80, 19.99, 239.88],
      ['Starter', 80, 29, 290.04],
      ['Plus', 200, 49, 489.96],
      ['Pro', 400, 99, 990],
    ]);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['Plus']);
    expect(plans.every((p) => p.currency === 'EUR')).toBe(true);
    expect(plans.find((p) => p.id === 'Pro')!.features).toContain('dedicatedManager');
  });
});

describe('test-mode checkout', () => {
  it('upgrades a Free user to Plus: tier, limits and credits change everywhere', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const before = await billing(cookie);
    expect(before).toMatchObject({ tier: 'Free', status: 'none', monthlyAllowance: 10, remaining: 10, maxImagesPerGeneration: 1, mode: 'test', portalAvailable: false });

    const sessionId = await checkout(cookie, 'Plus');
    const view = await t.request(`/api/v1/billing/test-checkout/${sessionId}`, { cookie });
    expect(await view.json()).toEqual({ id: sessionId, plan: 'Plus', period: 'month', amount: 49, currency: 'EUR', status: 'open' });

    const done = await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { url: string }).url).toBe(`http://localhost:3000/success?session_id=${sessionId}`);

    const after = await billing(cookie);
    expect(after).toMatchObject({ tier: 'Plus', status: 'active', period: 'month', renewal: true, monthlyAllowance: 200, remaining: 210, maxImagesPerGeneration: 3, portalAvailable: true });
    expect(after.daysLeft).toBeGreaterThanOrEqual(28);
    expect(after.daysLeft).toBeLessThanOrEqual(31);
    expect(after.nextBillingDate).toBe(after.periodEnd);
    expect(await me(cookie)).toMatchObject({ tier: 'Plus', subscribed: true, creditsBalance: 210 });

    // Completing again changes nothing.
    const again = await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie });
    expect(again.status).toBe(200);
    expect((await billing(cookie)).remaining).toBe(210);

    // A second checkout is refused: plan changes go through the portal.
    const second = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Pro', period: 'month' } });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('subscription_exists');

    const history = await t.request('/api/v1/credits/transactions', { cookie });
    const { items } = (await history.json()) as { items: { amount: number; reason: string; balanceAfter: number }[] };
    expect(items.map((i) => [i.reason, i.amount, i.balanceAfter])).toEqual([
      ['monthly_grant', 200, 210],
      ['signup_grant', 10, 10],
    ]);
  });

  it("keeps a session to its owner and cancels without changing anything", async () => {
    const owner = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const sessionId = await checkout(owner.cookie, 'Starter', 'year');
    expect((await t.request(`/api/v1/billing/test-checkout/${sessionId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
    const cancel = await t.request(`/api/v1/billing/test-checkout/${sessionId}/cancel`, { method: 'POST', cookie: owner.cookie });
    expect(((await cancel.json()) as { url: string }).url).toBe('http://localhost:3000/cancel');
    const complete = await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie: owner.cookie });
    expect(complete.status).toBe(200);
    expect(await billing(owner.cookie)).toMatchObject({ tier: 'Free', remaining: 10 });
    expect(await billing(other.cookie)).toMatchObject({ tier: 'Free', remaining: 10 });
  });

  itOnPgliteOnly('refuses signed-out calls and unknown plans', async () => {
    expect((await t.request('/api/v1/billing')).status).toBe(401);
    expect((await t.request('/api/v1/billing/checkout', { method: 'POST', json: { plan: 'Plus', period: 'month' } })).status).toBe(401);
    const { cookie } = await signUpAndSignIn(t);
    const res = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Free', period: 'month' } });
    expect(res.status).toBe(422);
    const bad = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Plus', period: 'week' } });
    expect(bad.status).toBe(422);
  });
});

describe('test-mode portal', () => {
  it('upgrades at once with the allowance difference, downgrades at the period end, cancels, then goes back to Free', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const sessionId = await checkout(cookie, 'Starter');
    await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie });
    expect(await billing(cookie)).toMatchObject({ tier: 'Starter', remaining: 90 });

    // Upgrade: Plus at once, topped up to Plus's 200 for this period (80 + 120).
    await portal(cookie, { action: 'switch', plan: 'Plus', period: 'month' });
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', remaining: 210, scheduledTier: null, maxImagesPerGeneration: 3 });

    // Downgrade to Starter: Plus stays until the period ends.
    await portal(cookie, { action: 'switch', plan: 'Starter', period: 'month' });
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', scheduledTier: 'Starter', remaining: 210 });
    const renewed = await portal(cookie, { action: 'renew' });
    expect(renewed.subscription).toMatchObject({ plan: 'Starter', status: 'active' });
    expect(await billing(cookie)).toMatchObject({ tier: 'Starter', scheduledTier: null, remaining: 290 });

    // Cancel: the tier stays until the end, renewal is off.
    await portal(cookie, { action: 'cancel' });
    expect(await billing(cookie)).toMatchObject({ tier: 'Starter', renewal: false, nextBillingDate: null });
    await portal(cookie, { action: 'resume' });
    expect(await billing(cookie)).toMatchObject({ renewal: true });
    await portal(cookie, { action: 'cancel' });
    const ended = await portal(cookie, { action: 'renew' });
    expect(ended.subscription).toBeNull();
    const free = await billing(cookie);
    expect(free).toMatchObject({ tier: 'Free', status: 'canceled', maxImagesPerGeneration: 1, remaining: 290 });
    expect(await me(cookie)).toMatchObject({ tier: 'Free', subscribed: false });

    // Subscribing again after the end works.
    const next = await checkout(cookie, 'Pro');
    await t.request(`/api/v1/billing/test-checkout/${next}/complete`, { method: 'POST', cookie });
    expect(await billing(cookie)).toMatchObject({ tier: 'Pro', remaining: 690 });
  });

  it('keeps the tier while a payment is past due and shows the status', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const sessionId = await checkout(cookie, 'Plus');
    await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie });
    await portal(cookie, { action: 'fail_payment' });
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', status: 'past_due', remaining: 210 });
  });
});

describe('stripe webhook endpoint (test-mode secret)', () => {
  it('refuses a missing, wrong or stale signature with 400 and accepts a replay with 200 once', async () => {
    const secret = testModeWebhookSecret(t.container.secret);
    const payload = JSON.stringify({ id: 'evt_test_unknown_type', object: 'event', type: 'payout.paid', created: Math.floor(Date.now() / 1000), data: { object: {} } });
    const post = (headers: Record<string, string>, body = payload) =>
      t.request('/api/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

    expect((await post({})).status).toBe(400);
    expect((await post({ 'stripe-signature': signStripePayload(payload, 'whsec_wrong') })).status).toBe(400);
    const stale = signStripePayload(payload, secret, Math.floor(Date.now() / 1000) - 600);
    expect((await post({ 'stripe-signature': stale })).status).toBe(400);
    const tampered = signStripePayload(payload, secret);
    expect((await post({ 'stripe-signature': tampered }, payload.replace('payout.paid', 'invoice.paid'))).status).toBe(400);

    const ok = await post({ 'stripe-signature': signStripePayload(payload, secret) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true, duplicate: false });
    const replay = await post({ 'stripe-signature': signStripePayload(payload, secret) });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
  });

  itOnPgliteOnly('has no other path that changes a tier: the test routes 404 with Stripe keys', async () => {
    const stripeApp = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PLUS_MONTH: 'price_plus_m' });
    try {
      const { cookie } = await signUpAndSignIn(stripeApp);
      const res = await stripeApp.request('/api/v1/billing/test-portal', { cookie });
      expect(res.status).toBe(404);
      const complete = await stripeApp.request('/api/v1/billing/test-checkout/cs_test_0123456789abcdef01234567/complete', { method: 'POST', cookie });
      expect(complete.status).toBe(404);
      const summary = (await (await stripeApp.request('/api/v1/billing', { cookie })).json()) as { mode: string; tier: string };
      expect(summary).toMatchObject({ mode: 'stripe', tier: 'Free' });
    } finally {
      await stripeApp.close();
    }
  });
});
