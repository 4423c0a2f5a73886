/**
 * Self-test of the fake Stripe server, driven by the real SDK: request encoding, auth, error
 * shapes, idempotent replay, injected outages, the subscription lifecycle helpers and webhook
 * signatures.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_API_VERSION, parseStripeForm, startFakeStripe, type FakeStripe } from './fake-stripe-server';

const SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe('sk_test_fake', { host: fake.host, port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
  fake.addPrice({ id: 'price_pro_month', unitAmount: 1500, currency: 'eur', interval: 'month', productName: 'Pro' });
  fake.addPrice({ id: 'price_pro_year', unitAmount: 15000, currency: 'eur', interval: 'year', productName: 'Pro' });
  fake.addPrice({ id: 'price_max_month', unitAmount: 3000, currency: 'eur', interval: 'month', productName: 'Max' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

async function checkout(userId = 'u1', priceId = 'price_pro_month') {
  const customer = await stripe.customers.create({ email: `${userId}@example.com`, name: 'Ada', metadata: { userId } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: userId,
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: 'https://app.test/billing?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://app.test/pricing',
    metadata: { userId, tier: 'pro' },
    subscription_data: { metadata: { userId } },
  });
  return { customer, session };
}

describe('fake Stripe server', () => {
  it('parses bracket notation into objects and arrays', () => {
    expect(parseStripeForm('line_items[0][price]=p&line_items[0][quantity]=1&metadata[0]=x&subscription_data[metadata][userId]=u1&expand[]=a&expand[]=b')).toEqual({
      line_items: [{ price: 'p', quantity: '1' }],
      metadata: { '0': 'x' },
      subscription_data: { metadata: { userId: 'u1' } },
      expand: ['a', 'b'],
    });
  });

  it('creates a customer and records the request', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: 'u1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada', metadata: { userId: 'u1' }, livemode: false });
    expect(customer.id).toMatch(/^cus_/);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/customers', body: { email: 'ada@example.com', metadata: { userId: 'u1' } }, status: 200 });
    expect(request!.stripeVersion).toBe(FAKE_STRIPE_API_VERSION);
    expect(request!.idempotencyKey).toBeTruthy(); // the SDK keys every POST
    expect(fake.customers.get(customer.id)?.email).toBe('ada@example.com');
  });

  it('creates a subscription Checkout Session from line items and metadata', async () => {
    const { customer, session } = await checkout();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'u1',
      metadata: { userId: 'u1', tier: 'pro' },
      subscription: null,
      success_url: 'https://app.test/billing?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.test/pricing',
      amount_total: 1500,
      currency: 'eur',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      line_items: [{ price: 'price_pro_month', quantity: '1' }],
      subscription_data: { metadata: { userId: 'u1' } },
    });
  });

  it('rejects an unknown price, a missing customer and an unknown parameter with invalid_request_error', async () => {
    const customer = await stripe.customers.create({ email: 'x@example.com' });
    const base = { mode: 'subscription' as const, success_url: 'https://app.test/ok', cancel_url: 'https://app.test/no' };
    await expect(
      stripe.checkout.sessions.create({ ...base, customer: customer.id, line_items: [{ price: 'price_nope', quantity: 1 }] }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, code: 'resource_missing', param: 'line_items[0][price]' });
    await expect(stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_pro_month', quantity: 1 }] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'customer',
    });
    await expect(stripe.customers.create({ email: 'x@example.com', bogus: 1 } as Stripe.CustomerCreateParams)).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'bogus',
    });
  });

  it('creates a billing portal session', async () => {
    const customer = await stripe.customers.create({ email: 'p@example.com' });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'https://app.test/account' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, return_url: 'https://app.test/account' });
    expect(portal.url).toBe(`https://billing.stripe.com/p/session/${portal.id}`);
  });

  it('replays an Idempotency-Key instead of creating a second object, and refuses it with other parameters', async () => {
    const before = fake.customers.size;
    const first = await stripe.customers.create({ email: 'idem@example.com', metadata: { userId: 'u9' } }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'idem@example.com', metadata: { userId: 'u9' } }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.customers.size).toBe(before + 1);
    expect(fake.requests.map((r) => r.replayed)).toEqual([false, true]);
    await expect(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('requires a test secret key', async () => {
    const wrong = new Stripe('sk_live_nope', { host: fake.host, port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.customers.create({ email: 'a@example.com' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const response = await fetch(`${fake.baseUrl}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining('API key') } });
  });

  it('answers unknown routes and unknown subscriptions with 404 in Stripe error shape', async () => {
    const error = await stripe.subscriptions.retrieve('sub_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id', message: "No such subscription: 'sub_missing'" });
    const response = await fetch(`${fake.baseUrl}/v1/charges`, { headers: { authorization: 'Bearer sk_test_fake' } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it('fails the next requests with 500 or 429 on demand, and the SDK retries 500s with the same key', async () => {
    fake.failNext(1, { status: 500 });
    await expect(stripe.customers.create({ email: 'a@example.com' })).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    fake.failNext(1, { status: 429, retryAfterSeconds: 2 });
    const limited = (await stripe.customers.create({ email: 'a@example.com' }).catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(limited.headers?.['retry-after']).toBe('2');

    const retrying = new Stripe('sk_test_fake', { host: fake.host, port: fake.port, protocol: 'http', maxNetworkRetries: 1 });
    fake.requests.length = 0;
    fake.failNext(1, { status: 500 });
    const customer = await retrying.customers.create({ email: 'retry@example.com' });
    expect(customer.email).toBe('retry@example.com');
    expect(fake.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(new Set(fake.requests.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('completes a checkout into an active subscription that the SDK can retrieve', async () => {
    const { customer, session } = await checkout('u2');
    const now = Date.UTC(2026, 0, 31, 12) / 1000;
    const { subscription, invoice, events } = fake.completeCheckout(session.id, { now });
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    for (const e of events) expect(e).toMatchObject({ object: 'event', api_version: FAKE_STRIPE_API_VERSION, livemode: false, created: now });
    expect(events[0].data.object).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: subscription.id, metadata: { tier: 'pro' } });
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_create',
      status: 'paid',
      amount_paid: 1500,
      period_start: now,
      period_end: now,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { userId: 'u2' } } },
    });
    const line = invoice.lines.data[0]!;
    expect(line.period).toEqual({ start: now, end: Date.UTC(2026, 1, 28, 12) / 1000 });
    expect(line.pricing).toMatchObject({ type: 'price_details', price_details: { price: 'price_pro_month', product: 'prod_pro_month' } });

    const retrieved = await stripe.subscriptions.retrieve(subscription.id);
    expect(retrieved).toMatchObject({ id: subscription.id, customer: customer.id, status: 'active', metadata: { userId: 'u2' }, latest_invoice: invoice.id });
    expect(retrieved.items.data[0]).toMatchObject({
      object: 'subscription_item',
      price: { id: 'price_pro_month', unit_amount: 1500, currency: 'eur', recurring: { interval: 'month', interval_count: 1 } },
      current_period_start: now,
      current_period_end: Date.UTC(2026, 1, 28, 12) / 1000,
    });
  });

  it('renews, changes price, cancels and ends a subscription', async () => {
    const { session } = await checkout('u3');
    const now = Date.UTC(2026, 0, 31) / 1000;
    const { subscription } = fake.completeCheckout(session.id, { now });
    const id = subscription.id;

    const [paid, updated] = fake.renew(id);
    expect(paid).toMatchObject({ type: 'invoice.paid', data: { object: { billing_reason: 'subscription_cycle', period_start: now } } });
    expect((paid!.data.object as Stripe.Invoice).lines.data[0]!.period).toEqual({ start: Date.UTC(2026, 1, 28) / 1000, end: Date.UTC(2026, 2, 31) / 1000 });
    expect(updated!.type).toBe('customer.subscription.updated');
    expect(updated!.data.previous_attributes).toHaveProperty('items');

    expect(fake.changePrice(id, 'price_max_month', { at: 'period_end' })).toEqual([]);
    expect(fake.subscription(id).items.data[0]!.price.id).toBe('price_pro_month');
    fake.renew(id);
    expect(fake.subscription(id).items.data[0]!.price.id).toBe('price_max_month');

    const [swapped] = fake.changePrice(id, 'price_pro_month');
    expect((swapped!.data.object as Stripe.Subscription).items.data[0]!.price.id).toBe('price_pro_month');
    expect((swapped!.data.previous_attributes as Partial<Stripe.Subscription>).items!.data[0]!.price.id).toBe('price_max_month');

    const [failed, pastDue] = fake.failPayment(id);
    expect(failed).toMatchObject({ type: 'invoice.payment_failed', data: { object: { status: 'open', attempt_count: 1, billing_reason: 'subscription_cycle' } } });
    expect(pastDue!.data.object).toMatchObject({ status: 'past_due' });
    expect(fake.payOpenInvoice(id).map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);

    const [canceling] = fake.cancelAtPeriodEnd(id);
    expect(canceling!.data.object).toMatchObject({ cancel_at_period_end: true, cancellation_details: { reason: 'cancellation_requested' } });
    expect(canceling!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const [deleted] = fake.renew(id);
    expect(deleted).toMatchObject({ type: 'customer.subscription.deleted', data: { object: { status: 'canceled' } } });
    expect((await stripe.subscriptions.retrieve(id)).status).toBe('canceled');
  });

  it('restarts the billing cycle and invoices when an immediate price change switches the interval', async () => {
    const { session } = await checkout('u6');
    const start = Date.UTC(2026, 2, 1) / 1000;
    const { subscription } = fake.completeCheckout(session.id, { now: start });
    const now = Date.UTC(2026, 2, 10) / 1000;
    const [updated, paid] = fake.changePrice(subscription.id, 'price_pro_year', { now });
    expect(updated!.type).toBe('customer.subscription.updated');
    expect(paid).toMatchObject({ type: 'invoice.paid', data: { object: { billing_reason: 'subscription_update', amount_paid: 15000, period_start: start, period_end: now } } });
    expect(fake.subscription(subscription.id).items.data[0]).toMatchObject({
      price: { id: 'price_pro_year' },
      current_period_start: now,
      current_period_end: Date.UTC(2027, 2, 10) / 1000,
    });
  });

  it('signs events so constructEvent accepts them and rejects a tampered payload', async () => {
    const { session } = await checkout('u4');
    const [completed] = fake.completeCheckout(session.id).events;
    const { payload, header } = fake.signed(completed, SECRET);
    const event = Stripe.webhooks.constructEvent(payload, header, SECRET);
    expect(event.id).toBe(completed.id);
    expect(event.type).toBe('checkout.session.completed');
    const tampered = payload.replace('"u4"', '"u5"');
    expect(tampered).not.toBe(payload);
    expect(() => Stripe.webhooks.constructEvent(tampered, header, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = fake.signed(completed, SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => Stripe.webhooks.constructEvent(old.payload, old.header, SECRET, 300)).toThrow(/timestamp/i);
  });
});
