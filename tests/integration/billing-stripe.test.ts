/**
 * Stripe billing against a local fake of Stripe's API, with the real SDK
 * pointed at it and webhooks signed by the SDK's test header helper: checkout for each paid tier,
 * replays, out-of-order delivery, bad signatures, upgrade, downgrade at period end, cancel,
 * payment failure, a Stripe outage while processing, and the portal.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingSummary } from '../../src/shared/contracts/billing';
import type { PaidTier } from '../../src/shared/plans';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe-server';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { itOnPgliteOnly } from '../helpers/test-database';

const WEBHOOK_SECRET = 'whsec_test_fake_secret';
const PRICES: Record<PaidTier, { month: string; year: string; cents: [number, number] }> = {
  Starter: { month: 'price_starter_m', year: 'price_starter_y', cents: [2900, 29004] },
  Plus: { month: 'price_plus_m', year: 'price_plus_y', cents: [4900, 48996] },
  Pro: { month: 'price_pro_m', year: 'price_pro_y', cents: [9900, 99000] },
  Founders: { month: 'price_founders_m', year: 'price_founders_y', cents: [1999, 23988] },
};

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  for (const [tier, p] of Object.entries(PRICES)) {
    fake.addPrice({ id: p.month, unitAmount: p.cents[0], currency: 'eur', interval: 'month', productName: tier });
    fake.addPrice({ id: p.year, unitAmount: p.cents[1], currency: 'eur', interval: 'year', productName: tier });
  }
  fake.addPrice({ id: 'price_foreign', unitAmount: 100, currency: 'eur', interval: 'month', productName: 'Not Vitrine' });
  const env: Record<string, string> = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.baseUrl };
  for (const [tier, p] of Object.entries(PRICES)) {
    env[`STRIPE_PRICE_${tier.toUpperCase()}_MONTH`] = p.month;
    env[`STRIPE_PRICE_${tier.toUpperCase()}_YEAR`] = p.year;
  }
  t = await createTestApp(env);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function deliver(event: Stripe.Event, options: { timestamp?: number } = {}) {
  const { payload, header } = fake.signed(event, WEBHOOK_SECRET, options);
  return t.request('/api/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}

async function deliverAll(events: Stripe.Event[]) {
  for (const event of events) expect((await deliver(event)).status).toBe(200);
}

async function billing(cookie: string): Promise<BillingSummary> {
  const res = await t.request('/api/v1/billing', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as BillingSummary;
}

/** Starts a checkout through the API; returns the fake's session id. */
async function checkout(cookie: string, plan: PaidTier, period: 'month' | 'year' = 'month', headers: Record<string, string> = {}) {
  const res = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan, period }, headers });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  return url.split('/').pop()!;
}

async function subscribe(plan: PaidTier, period: 'month' | 'year' = 'month') {
  const user = await signUpAndSignIn(t);
  const sessionId = await checkout(user.cookie, plan, period);
  const done = fake.completeCheckout(sessionId);
  return { ...user, sessionId, done, subscriptionId: done.subscription.id };
}

describe('checkout', () => {
  it.each(['Starter', 'Plus', 'Pro', 'Founders'] as const)('sells %s with its price id, URLs from PUBLIC_URL, and one customer per user', async (plan) => {
    const { cookie, userId, email } = await signUpAndSignIn(t);
    const before = fake.requests.length;
    // A forged Host must not leak into the redirect URLs.
    await checkout(cookie, plan, 'month', { 'x-forwarded-host': 'evil.example', host: 'evil.example' });
    const sessionId = await checkout(cookie, plan, 'year');
    const calls = fake.requests.slice(before);
    const customers = calls.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body).toMatchObject({ email, metadata: { userId } });
    const sessions = calls.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: userId,
      line_items: [{ price: PRICES[plan].month, quantity: '1' }],
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/cancel',
    });
    expect(sessions[1]!.body).toMatchObject({ line_items: [{ price: PRICES[plan].year }] });
    expect(sessions[0]!.idempotencyKey).toBeTruthy();

    const { events } = fake.completeCheckout(sessionId);
    await deliverAll(events);
    const allowance = { Starter: 80, Plus: 200, Pro: 400, Founders: 80 }[plan];
    expect(await billing(cookie)).toMatchObject({ tier: plan, status: 'active', period: 'year', remaining: 10 + allowance, maxImagesPerGeneration: 3 });
  });

  itOnPgliteOnly('opens the portal for the customer, returning to the billing tab', async () => {
    const { cookie } = await subscribe('Plus');
    const res = await t.request('/api/v1/billing/portal', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const call = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').pop()!;
    expect(call.body).toMatchObject({ return_url: 'http://localhost:3000/account?tab=billing' });

    const stranger = await signUpAndSignIn(t);
    const none = await t.request('/api/v1/billing/portal', { method: 'POST', cookie: stranger.cookie });
    expect(none.status).toBe(409);
  });

  itOnPgliteOnly('answers 503 with a translated message when Stripe is down at checkout', async () => {
    const { cookie } = await signUpAndSignIn(t);
    fake.failNext(10, { status: 500 });
    const res = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Plus', period: 'month' }, lang: 'fr' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('service de paiement');
    fake.clearFailures();
  });
});

describe('webhooks', () => {
  it('grants once when an event is replayed', async () => {
    const { cookie, done } = await subscribe('Plus');
    await deliverAll(done.events);
    const invoicePaid = done.events[2];
    for (let i = 0; i < 3; i += 1) {
      const res = await deliver(invoicePaid);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: true });
    }
    expect((await billing(cookie)).remaining).toBe(210);
  });

  it('reaches the same state whatever the order of delivery', async () => {
    const { cookie, done } = await subscribe('Pro');
    const [completed, created, paid] = done.events;
    await deliverAll([paid, created, completed]);
    expect(await billing(cookie)).toMatchObject({ tier: 'Pro', status: 'active', remaining: 410 });

    // An old 'created' snapshot arriving after a cancellation does not undo it (state is read fresh).
    const cancel = fake.cancelAtPeriodEnd(done.subscription.id);
    await deliverAll(cancel);
    const replayedOld = { ...created, id: `${created.id}_late` } as Stripe.Event;
    await deliverAll([replayedOld]);
    expect(await billing(cookie)).toMatchObject({ tier: 'Pro', renewal: false });
  });

  it('refuses tampered, stale, unsigned and wrongly signed events with 400 and changes nothing', async () => {
    const user = await signUpAndSignIn(t);
    const sessionId = await checkout(user.cookie, 'Plus');
    const { events } = fake.completeCheckout(sessionId);
    const paid = events[2];
    const { payload, header } = fake.signed(paid, WEBHOOK_SECRET);
    const post = (body: string, signature?: string) =>
      t.request('/api/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body });
    const tampered = JSON.parse(payload) as { data: { object: { customer: string } } };
    tampered.data.object.customer = 'cus_someone_else';
    expect((await post(JSON.stringify(tampered), header)).status).toBe(400);
    expect((await post(payload)).status).toBe(400);
    expect((await post(payload, fake.signed(paid, 'whsec_other').header)).status).toBe(400);
    const stale = await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    expect(await billing(user.cookie)).toMatchObject({ tier: 'Free', remaining: 10 });
  });

  it('upgrades at once, downgrades at the period end, renews, cancels and goes back to Free', async () => {
    const { cookie, done, subscriptionId } = await subscribe('Starter');
    await deliverAll(done.events);
    expect(await billing(cookie)).toMatchObject({ tier: 'Starter', remaining: 90 });

    await deliverAll(fake.changePrice(subscriptionId, PRICES.Plus.month));
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', remaining: 210, scheduledTier: null });

    await deliverAll(fake.changePrice(subscriptionId, PRICES.Founders.month));
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', scheduledTier: 'Founders', remaining: 210 });

    await deliverAll(fake.renew(subscriptionId));
    const renewed = await billing(cookie);
    expect(renewed).toMatchObject({ tier: 'Founders', scheduledTier: null, remaining: 290, usedThisPeriod: 0 });
    expect(renewed.periodStart).toBe(new Date(fake.subscription(subscriptionId).items.data[0]!.current_period_start * 1000).toISOString());

    await deliverAll(fake.cancelAtPeriodEnd(subscriptionId));
    expect(await billing(cookie)).toMatchObject({ tier: 'Founders', renewal: false, nextBillingDate: null });
    await deliverAll(fake.endSubscription(subscriptionId));
    expect(await billing(cookie)).toMatchObject({ tier: 'Free', status: 'canceled', maxImagesPerGeneration: 1, remaining: 290 });
    const me = (await (await t.request('/api/v1/me', { cookie })).json()) as { tier: string; subscribed: boolean };
    expect(me).toMatchObject({ tier: 'Free', subscribed: false });
  });

  it('keeps the tier while past due, grants nothing for the failed invoice, then grants when it is paid', async () => {
    const { cookie, done, subscriptionId } = await subscribe('Plus');
    await deliverAll(done.events);
    await deliverAll(fake.failPayment(subscriptionId));
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', status: 'past_due', remaining: 210 });
    await deliverAll(fake.payOpenInvoice(subscriptionId));
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', status: 'active', remaining: 410 });
  });

  it('answers 500 while Stripe cannot be read, and processes the retried delivery', async () => {
    const { cookie, done } = await subscribe('Plus');
    fake.failNext(10, { status: 500 });
    const failed = await deliver(done.events[1]);
    expect(failed.status).toBe(500);
    fake.clearFailures();
    expect(await billing(cookie)).toMatchObject({ tier: 'Free' });
    expect((await deliver(done.events[1])).status).toBe(200);
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus' });
  });

  it('never guesses a tier from a price it does not sell, nor acts for an unknown customer', async () => {
    const { cookie, done, subscriptionId } = await subscribe('Plus');
    await deliverAll(done.events);
    await deliverAll(fake.changePrice(subscriptionId, 'price_foreign'));
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus' });

    // A subscription of a customer Vitrine never created (e.g. made by hand in the dashboard).
    const foreign = { ...done.events[1], id: 'evt_foreign_customer' } as Stripe.CustomerSubscriptionCreatedEvent;
    foreign.data = { object: { ...foreign.data.object, customer: 'cus_unknown' } };
    const res = await deliver(foreign);
    expect(res.status).toBe(200);
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', remaining: 210 });
  });
});

describe('money-back guarantee', () => {
  it('refunds the first invoice through its PaymentIntent, ends the subscription, and takes back the unspent allowance', async () => {
    const admin = await signUpAndSignIn(t);
    await t.container.adminUsers.promote(admin.email);
    const { cookie, done, subscriptionId, userId } = await subscribe('Pro');
    await deliverAll(done.events);
    expect(await billing(cookie)).toMatchObject({ tier: 'Pro', remaining: 410 });

    const asked = await t.request('/api/v1/billing/money-back', { method: 'POST', cookie, json: { message: 'Changed my mind' } });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };

    // Stripe fails while refunding: nothing is recorded, the request stays pending, and approving again refunds once.
    fake.failNext(10, { status: 500 });
    const failed = await t.request(`/api/v1/admin/refunds/${id}/approve`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Within 14 days' } });
    expect(failed.status).toBe(503);
    fake.clearFailures();
    expect(await billing(cookie)).toMatchObject({ tier: 'Pro', remaining: 410 });

    const before = fake.requests.length;
    const approved = await t.request(`/api/v1/admin/refunds/${id}/approve`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Within 14 days' } });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'approved', creditsTakenBack: 400 });

    const calls = fake.requests.slice(before);
    const list = calls.find((r) => r.path === '/v1/invoice_payments')!;
    const invoiceId = done.events.find((e) => e.type === 'invoice.paid')!.data.object.id as string;
    expect(list.query).toMatchObject({ invoice: invoiceId, status: 'paid' });
    const refundCall = calls.find((r) => r.method === 'POST' && r.path === '/v1/refunds')!;
    const payment = [...fake.invoicePayments.values()].find((p) => p.invoice === invoiceId)!;
    expect(refundCall.body).toMatchObject({ payment_intent: payment.payment.payment_intent, reason: 'requested_by_customer', metadata: { refundRequestId: id } });
    expect(refundCall.idempotencyKey).toBe(`money_back:${id}`);
    const refund = [...fake.refunds.values()].find((r) => r.payment_intent === payment.payment.payment_intent)!;
    expect(refund).toMatchObject({ amount: 9900, currency: 'eur', status: 'succeeded' });
    expect(calls.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    expect(fake.subscription(subscriptionId).status).toBe('canceled');

    // Back on Free at once, without waiting for Stripe's event, with the 10 sign-up credits.
    expect(await billing(cookie)).toMatchObject({ tier: 'Free', remaining: 10 });
    const audit = await t.request(`/api/v1/admin/audit?targetType=user&targetId=${userId}`, { cookie: admin.cookie });
    const entries = ((await audit.json()) as { items: { action: string; after: Record<string, unknown> | null }[] }).items;
    expect(entries.find((e) => e.action === 'refund.approve')!.after).toMatchObject({ refundId: refund.id, amountMinor: 9900, currency: 'eur' });
  });
});
