/**
 * Test-mode payments: used when no Stripe key is configured. No payment is
 * taken. Checkout and the customer portal are Vitrine pages (/checkout/test/:id,
 * /billing/test-portal); subscriptions live in the `test_subscriptions` table.
 *
 * Every change it makes is announced the way Stripe announces it: Stripe-shaped events (same
 * object shapes as API 2026-08-26.dahlia), signed with Stripe's scheme under a secret derived from
 * the app secret. The caller delivers them to the same webhook handler that real Stripe events go
 * through, so the tier only ever changes there.
 */
import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Tier } from '../../../shared/catalog';
import { addPeriod, PLANS, type BillingPeriod, type PaidTier } from '../../../shared/plans';
import type { PriceCatalog } from './price-catalog';
import { PaymentProviderError, type PaymentsProvider, type PriceEntry, type SubscriptionSnapshot } from './payments-provider';
import { signStripePayload, verifyStripeWebhook } from './stripe-events';

/** A Stripe-shaped event ready to post: its JSON body and Stripe-Signature header. */
export interface SignedEvent {
  type: string;
  payload: string;
  header: string;
}

export interface TestCheckoutView {
  id: string;
  plan: PaidTier;
  period: BillingPeriod;
  /** Euro. */
  amount: number;
  currency: 'EUR';
  status: 'open' | 'complete' | 'canceled';
}

export interface TestSubscriptionView {
  plan: PaidTier;
  period: BillingPeriod;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
}

/** A test checkout session as the store keeps it. */
export interface TestCheckoutSessionRecord {
  id: string;
  userId: string;
  customerId: string;
  priceId: string;
  /** The tier bought (a paid tier; typed as the table's tier column). */
  tier: Tier;
  period: BillingPeriod;
  status: 'open' | 'complete' | 'canceled';
  /** Set when the session completed. */
  subscriptionId: string | null;
}

/** A test subscription as the store keeps it (the fields of a Stripe subscription Vitrine reads). */
export interface TestSubscriptionRecord {
  id: string;
  customerId: string;
  userId: string;
  priceId: string;
  /** Stripe's subscription status ('active', 'past_due', 'canceled', ...). */
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A price that replaces the current one at the next renewal (a scheduled downgrade). */
  pendingPriceId: string | null;
  canceledAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
}

/** Where the test mode keeps its sessions and subscriptions (implemented by a service). */
export interface TestPaymentsStore {
  /** Stores a new open checkout session. */
  insertCheckoutSession(session: Pick<TestCheckoutSessionRecord, 'id' | 'userId' | 'customerId' | 'priceId' | 'tier' | 'period'>): Promise<void>;
  /** The user's checkout session; undefined when missing or someone else's. */
  checkoutSession(userId: string, sessionId: string): Promise<TestCheckoutSessionRecord | undefined>;
  /**
   * Completes the user's checkout session atomically (the session locked against a concurrent
   * completion): when it is open, inserts the subscription `build` returns and marks the session
   * complete with it. @returns undefined when the session is missing or someone else's;
   * `subscription: null` when it was not open.
   */
  completeCheckoutSession(
    userId: string,
    sessionId: string,
    build: (session: TestCheckoutSessionRecord) => Omit<TestSubscriptionRecord, 'pendingPriceId' | 'canceledAt' | 'endedAt' | 'cancelAtPeriodEnd'>,
  ): Promise<{ session: TestCheckoutSessionRecord; subscription: TestSubscriptionRecord | null } | undefined>;
  /** Marks the user's open session canceled. @returns false when no open session of the user matched. */
  cancelOpenCheckoutSession(userId: string, sessionId: string): Promise<boolean>;
  /** A subscription by id. */
  subscription(id: string): Promise<TestSubscriptionRecord | undefined>;
  /** Every subscription of the user, in any status. */
  subscriptionsOf(userId: string): Promise<TestSubscriptionRecord[]>;
  /** Writes a subscription's fields back. */
  saveSubscription(row: TestSubscriptionRecord): Promise<void>;
}

type TestSubscriptionRow = TestSubscriptionRecord;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
/** Stripe times are whole seconds. */
const wholeSeconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Webhook signing secret of the test mode, derived from the app secret. */
export function testModeWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac('sha256', appSecret).update('vitrine-test-mode-webhooks').digest('base64url')}`;
}

export type TestModePayments = ReturnType<typeof createTestModePayments>;

/**
 * Builds the test-mode provider.
 * Input: the store of sessions and subscriptions, the app secret (webhook secret derivation),
 * the configured public URL (checkout and portal pages) and the test price catalog.
 */
export function createTestModePayments(deps: { store: TestPaymentsStore; appSecret: string; publicUrl: string; prices: PriceCatalog }) {
  const { store, prices } = deps;
  const webhookSecret = testModeWebhookSecret(deps.appSecret);

  function priceOrThrow(priceId: string): PriceEntry {
    const entry = prices.byId(priceId);
    if (!entry) throw new PaymentProviderError(`unknown price ${priceId}`);
    return entry;
  }

  function amountOf(entry: PriceEntry): number {
    const plan = PLANS.find((p) => p.id === entry.tier);
    return plan ? plan.prices[entry.period] : 0;
  }

  function priceObject(entry: PriceEntry) {
    return {
      id: entry.priceId,
      object: 'price',
      active: true,
      currency: 'eur',
      unit_amount: Math.round(amountOf(entry) * 100),
      recurring: { interval: entry.period, interval_count: 1, usage_type: 'licensed' },
      product: `prod_test_${entry.tier.toLowerCase()}`,
      type: 'recurring',
      livemode: false,
    };
  }

  function subscriptionObject(row: TestSubscriptionRow) {
    const entry = priceOrThrow(row.priceId);
    return {
      id: row.id,
      object: 'subscription',
      customer: row.customerId,
      status: row.status,
      cancel_at_period_end: row.cancelAtPeriodEnd,
      cancel_at: row.cancelAtPeriodEnd ? unix(row.currentPeriodEnd) : null,
      canceled_at: row.canceledAt ? unix(row.canceledAt) : null,
      ended_at: row.endedAt ? unix(row.endedAt) : null,
      created: unix(row.createdAt),
      livemode: false,
      metadata: { userId: row.userId },
      items: {
        object: 'list',
        data: [
          {
            id: `si_${row.id.slice(4)}`,
            object: 'subscription_item',
            price: priceObject(entry),
            quantity: 1,
            current_period_start: unix(row.currentPeriodStart),
            current_period_end: unix(row.currentPeriodEnd),
          },
        ],
      },
    };
  }

  function invoiceObject(row: TestSubscriptionRow, status: 'paid' | 'open', billingReason: string) {
    const entry = priceOrThrow(row.priceId);
    const amount = Math.round(amountOf(entry) * 100);
    return {
      id: newId('in_test'),
      object: 'invoice',
      customer: row.customerId,
      status,
      billing_reason: billingReason,
      currency: 'eur',
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      attempt_count: 1,
      livemode: false,
      period_start: unix(row.currentPeriodStart),
      period_end: unix(row.currentPeriodStart),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: row.id, metadata: { userId: row.userId } },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('il_test'),
            object: 'line_item',
            amount,
            currency: 'eur',
            period: { start: unix(row.currentPeriodStart), end: unix(row.currentPeriodEnd) },
            pricing: { type: 'price_details', price_details: { price: entry.priceId, product: `prod_test_${entry.tier.toLowerCase()}` }, unit_amount_decimal: String(amount) },
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: { subscription: row.id, subscription_item: `si_${row.id.slice(4)}`, proration: false },
            },
          },
        ],
      },
    };
  }

  function event(type: string, object: unknown, previous?: unknown): SignedEvent {
    const body = {
      id: newId('evt_test'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: previous ? { object, previous_attributes: previous } : { object },
    };
    const payload = JSON.stringify(body);
    return { type, payload, header: signStripePayload(payload, webhookSecret) };
  }

  async function subscriptionOf(userId: string): Promise<TestSubscriptionRow | undefined> {
    const rows = await store.subscriptionsOf(userId);
    return rows
      .filter((r) => r.status !== 'canceled' && r.status !== 'incomplete_expired')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  }

  async function save(row: TestSubscriptionRow): Promise<void> {
    await store.saveSubscription(row);
  }

  const provider: PaymentsProvider = {
    mode: 'test',

    async createCustomer({ userId }) {
      // Deterministic per user, so a second call returns the same customer.
      return { id: `cus_test_${createHmac('sha256', webhookSecret).update(userId).digest('hex').slice(0, 24)}` };
    },

    async createCheckoutSession({ userId, customerId, price }) {
      const id = newId('cs_test');
      await store.insertCheckoutSession({ id, userId, customerId, priceId: price.priceId, tier: price.tier, period: price.period });
      return { id, url: `${deps.publicUrl}/checkout/test/${id}` };
    },

    async createPortalSession() {
      return { url: `${deps.publicUrl}/billing/test-portal` };
    },

    async retrieveSubscription(id): Promise<SubscriptionSnapshot> {
      const row = await store.subscription(id);
      if (!row) throw new PaymentProviderError(`no such subscription: ${id}`, true);
      return {
        id: row.id,
        customerId: row.customerId,
        status: row.status as SubscriptionSnapshot['status'],
        priceId: row.priceId,
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        endedAt: row.endedAt,
      };
    },

    async cancelSubscription(id) {
      const row = await store.subscription(id);
      if (!row || row.status === 'canceled' || row.status === 'incomplete_expired') throw new PaymentProviderError(`no such subscription: ${id}`, true);
      const now = wholeSeconds(new Date());
      await save({ ...row, status: 'canceled', cancelAtPeriodEnd: false, canceledAt: now, endedAt: now });
    },

    async refundInvoice({ invoiceId, expected, idempotencyKey }) {
      // No money was taken in test mode: the refund is of what Vitrine recorded, with an id derived
      // from the idempotency key (a repeat returns the same refund).
      if (!invoiceId.startsWith('in_test')) throw new PaymentProviderError(`no such invoice: ${invoiceId}`, true);
      const id = `re_test_${createHmac('sha256', webhookSecret).update(idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, amountMinor: expected.amountMinor, currency: expected.currency, status: 'succeeded' };
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyStripeWebhook(rawBody, signatureHeader, webhookSecret);
    },
  };

  return {
    provider,
    webhookSecret,

    /** A checkout session of the user; undefined when missing or someone else's. */
    async checkout(userId: string, sessionId: string): Promise<TestCheckoutView | undefined> {
      const row = await store.checkoutSession(userId, sessionId);
      if (!row) return undefined;
      const entry = priceOrThrow(row.priceId);
      return { id: row.id, plan: entry.tier, period: entry.period, amount: amountOf(entry), currency: 'EUR', status: row.status };
    },

    /**
     * Completes an open checkout: starts the subscription (first period from `now`) and returns the
     * events Stripe would send (checkout.session.completed, customer.subscription.created,
     * invoice.paid). Completing twice returns no new events. @returns undefined when not found.
     */
    async completeCheckout(userId: string, sessionId: string, at = new Date()): Promise<SignedEvent[] | undefined> {
      const now = wholeSeconds(at);
      const result = await store.completeCheckoutSession(userId, sessionId, (session) => {
        const entry = priceOrThrow(session.priceId);
        return {
          id: newId('sub_test'),
          customerId: session.customerId,
          userId,
          priceId: entry.priceId,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: addPeriod(now, entry.period),
          createdAt: now,
        };
      });
      if (!result) return undefined;
      const { session, subscription: sub } = result;
      if (!sub) return [];
      const entry = priceOrThrow(session.priceId);
      const checkoutObject = {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        customer: session.customerId,
        client_reference_id: userId,
        subscription: sub.id,
        metadata: { userId, tier: entry.tier, period: entry.period },
        livemode: false,
      };
      return [
        event('checkout.session.completed', checkoutObject),
        event('customer.subscription.created', subscriptionObject(sub)),
        event('invoice.paid', invoiceObject(sub, 'paid', 'subscription_create')),
      ];
    },

    /** Cancels an open checkout (nothing is created). @returns false when not found. */
    async cancelCheckout(userId: string, sessionId: string): Promise<boolean> {
      if (await store.cancelOpenCheckoutSession(userId, sessionId)) return true;
      return (await this.checkout(userId, sessionId)) !== undefined;
    },

    /** The user's live test subscription, for the test portal. */
    async subscriptionView(userId: string): Promise<TestSubscriptionView | null> {
      const row = await subscriptionOf(userId);
      if (!row) return null;
      const entry = priceOrThrow(row.priceId);
      return {
        plan: entry.tier,
        period: entry.period,
        status: row.status,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      };
    },

    /**
     * A portal action on the user's live subscription, returning Stripe's events:
     * - switch: the price changes at once (as the Stripe portal does by default; Vitrine itself
     *   holds a downgrade until the period end) -> customer.subscription.updated;
     * - cancel / resume: cancel_at_period_end on or off -> customer.subscription.updated;
     * - renew: the period ends now (simulated time passing): a cancelled subscription ends
     *   (customer.subscription.deleted), otherwise the next period is paid (invoice.paid,
     *   customer.subscription.updated);
     * - fail_payment: the renewal charge fails (invoice.payment_failed, customer.subscription.updated).
     * @returns undefined when the user has no live subscription.
     */
    async portalAction(
      userId: string,
      action: { action: 'switch'; plan: PaidTier; period: BillingPeriod } | { action: 'cancel' } | { action: 'resume' } | { action: 'renew' } | { action: 'fail_payment' },
      at = new Date(),
    ): Promise<SignedEvent[] | undefined> {
      const now = wholeSeconds(at);
      const row = await subscriptionOf(userId);
      if (!row) return undefined;
      switch (action.action) {
        case 'switch': {
          const entry = prices.forPlan(action.plan, action.period);
          if (!entry || entry.priceId === row.priceId) return [];
          const previous = subscriptionObject(row).items;
          const oldEntry = priceOrThrow(row.priceId);
          const next = { ...row, priceId: entry.priceId };
          if (oldEntry.period !== entry.period) {
            // A new billing interval starts a new period at once, as Stripe does.
            next.currentPeriodStart = now;
            next.currentPeriodEnd = addPeriod(now, entry.period);
          }
          await save(next);
          const events = [event('customer.subscription.updated', subscriptionObject(next), { items: previous })];
          if (oldEntry.period !== entry.period) events.push(event('invoice.paid', invoiceObject(next, 'paid', 'subscription_update')));
          return events;
        }
        case 'cancel':
        case 'resume': {
          const cancel = action.action === 'cancel';
          if (row.cancelAtPeriodEnd === cancel) return [];
          const next = { ...row, cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null };
          await save(next);
          return [event('customer.subscription.updated', subscriptionObject(next), { cancel_at_period_end: row.cancelAtPeriodEnd })];
        }
        case 'renew': {
          if (row.cancelAtPeriodEnd) {
            const next = { ...row, status: 'canceled', endedAt: now };
            await save(next);
            return [event('customer.subscription.deleted', subscriptionObject(next))];
          }
          const entry = priceOrThrow(row.pendingPriceId ?? row.priceId);
          const next = {
            ...row,
            status: 'active',
            priceId: entry.priceId,
            pendingPriceId: null,
            currentPeriodStart: row.currentPeriodEnd,
            currentPeriodEnd: addPeriod(row.currentPeriodEnd, entry.period),
          };
          await save(next);
          return [
            event('invoice.paid', invoiceObject(next, 'paid', 'subscription_cycle')),
            event('customer.subscription.updated', subscriptionObject(next), { status: row.status }),
          ];
        }
        case 'fail_payment': {
          const next = { ...row, status: 'past_due' };
          await save(next);
          return [
            event('invoice.payment_failed', invoiceObject(next, 'open', 'subscription_cycle')),
            event('customer.subscription.updated', subscriptionObject(next), { status: row.status }),
          ];
        }
      }
    },
  };
}
