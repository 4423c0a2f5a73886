/**
 * A local fake of the Stripe HTTP API (https://docs.stripe.com/api) for API version
 * 2026-08-26.dahlia, enough for a subscription checkout: customers, Checkout Sessions, Customer
 * Portal sessions and retrieving subscriptions, with Stripe's request encoding (form bodies in
 * bracket notation), Bearer auth, error shapes, Idempotency-Key replay and injectable outages
 * (500 / 429). Point the real SDK at it:
 *
 *   new Stripe(key, { host: fake.host, port: fake.port, protocol: 'http' })
 *
 * The simulation helpers (completeCheckout, renew, changePrice, cancelAtPeriodEnd,
 * endSubscription, failPayment, payOpenInvoice, expireCheckout) change the state the way Stripe
 * would and return the webhook events Stripe would send, as full `Event` objects; the test
 * delivers them (signed with `signed()`) in whatever order it wants. Nothing is sent by the fake.
 *
 * Objects are typed with the SDK's own types, so their fields follow the installed API version.
 * Decimal fields (`unit_amount_decimal`, ...) are strings, as on the wire and in webhook payloads
 * (the SDK turns them into `Stripe.Decimal` only in API responses). Units: amounts in the
 * currency's minor unit (cents), times in Unix seconds.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_API_VERSION = '2026-08-26.dahlia';

type StripeDecimal = NonNullable<Stripe.Price['unit_amount_decimal']>;
type Interval = 'month' | 'year';

/** One HTTP request the fake received (including rejected and replayed ones). */
export interface FakeStripeRequest {
  method: string;
  /** Path without the query string, e.g. '/v1/checkout/sessions'. */
  path: string;
  /** Parsed query string (bracket notation expanded). */
  query: Record<string, unknown>;
  /** Parsed form body (bracket notation expanded into objects and arrays); {} when empty. */
  body: Record<string, unknown>;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** HTTP status the fake answered with. */
  status: number;
  /** True when the answer was an Idempotency-Key replay of an earlier request. */
  replayed: boolean;
}

/** A recurring price the fake knows about (registered with addPrice). */
export interface FakeStripePriceInput {
  id: string;
  /** Price per unit in cents. */
  unitAmount: number;
  /** ISO currency code in lower case, e.g. 'eur'. */
  currency: string;
  interval: Interval;
  productName: string;
  /** Defaults to a product id derived from the price id. */
  productId?: string;
}

/** An injected failure for the next requests (see failNext). */
export type FakeStripeFailure =
  | { status: 500; message?: string; shouldRetry?: boolean }
  | { status: 429; message?: string; retryAfterSeconds?: number; shouldRetry?: boolean };

export interface CompletedCheckout {
  subscription: Stripe.Subscription;
  invoice: Stripe.Invoice;
  events: [Stripe.CheckoutSessionCompletedEvent, Stripe.CustomerSubscriptionCreatedEvent, Stripe.InvoicePaidEvent];
}

export interface FakeStripe {
  host: '127.0.0.1';
  port: number;
  /** 'http://127.0.0.1:<port>'. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeStripeRequest[];
  /** Every event the simulation helpers produced, in order. */
  events: Stripe.Event[];
  /** Live state (do not mutate; use the helpers). */
  customers: ReadonlyMap<string, Stripe.Customer>;
  sessions: ReadonlyMap<string, Stripe.Checkout.Session>;
  portalSessions: ReadonlyMap<string, Stripe.BillingPortal.Session>;
  subscriptions: ReadonlyMap<string, Stripe.Subscription>;
  invoices: ReadonlyMap<string, Stripe.Invoice>;
  /** The payment of each paid invoice (https://docs.stripe.com/api/invoice-payment), by id. */
  invoicePayments: ReadonlyMap<string, Stripe.InvoicePayment>;
  /** Refunds made through POST /v1/refunds, by id. */
  refunds: ReadonlyMap<string, Stripe.Refund>;
  prices: ReadonlyMap<string, Stripe.Price>;

  /** Registers a recurring price (interval_count 1) and returns the full `price` object. */
  addPrice(input: FakeStripePriceInput): Stripe.Price;
  /**
   * Makes the next `count` API requests fail before they are processed (no state change, nothing
   * saved against their Idempotency-Key): 500 `api_error`, or 429 `rate_limit_error` with a
   * Retry-After header (seconds, default 1). `shouldRetry` sets the Stripe-Should-Retry header,
   * which the SDK obeys (without it, the SDK retries 500s but not 429s).
   */
  failNext(count: number, failure: FakeStripeFailure): void;
  /** Drops the failures queued by failNext that were not used. */
  clearFailures(): void;

  /**
   * The customer pays a Checkout Session: creates an active subscription for the session's
   * price (period now .. now + one interval, calendar months), its paid first invoice, and
   * completes the session. `now` in Unix seconds (default: the clock).
   */
  completeCheckout(sessionId: string, options?: { now?: number }): CompletedCheckout;
  /** The customer leaves a Checkout Session unpaid until it expires: [checkout.session.expired]. */
  expireCheckout(sessionId: string, options?: { now?: number }): [Stripe.CheckoutSessionExpiredEvent];
  /**
   * The period ends and the subscription renews and is paid: the item period advances by one
   * interval (a change scheduled with changePrice(..., { at: 'period_end' }) applies now).
   * Returns [invoice.paid (billing_reason 'subscription_cycle'), customer.subscription.updated].
   * A subscription set to cancel at period end ends instead: [customer.subscription.deleted].
   * Event times are the old period end.
   */
  renew(subscriptionId: string): Stripe.Event[];
  /**
   * Switches the subscription item to another price. 'now' (default): swaps it immediately,
   * period unchanged, returns [customer.subscription.updated]; when the interval changes
   * (month <-> year) Stripe also restarts the billing cycle and invoices at once, so the period
   * becomes now .. now + new interval and the result is [customer.subscription.updated,
   * invoice.paid (billing_reason 'subscription_update')]. 'period_end': records the change for
   * the next renew() (like a subscription schedule) and returns [].
   */
  changePrice(subscriptionId: string, newPriceId: string, options?: { at?: 'now' | 'period_end'; now?: number }): Stripe.Event[];
  /** Sets or clears cancel_at_period_end (with cancel_at, canceled_at): [customer.subscription.updated]. */
  cancelAtPeriodEnd(subscriptionId: string, cancel?: boolean, options?: { now?: number }): Stripe.Event[];
  /** The subscription ends now (status 'canceled', ended_at): [customer.subscription.deleted]. */
  endSubscription(
    subscriptionId: string,
    options?: { now?: number; reason?: Stripe.Subscription.CancellationDetails.Reason },
  ): Stripe.Event[];
  /**
   * The renewal payment fails: the period advances as on renew(), the new invoice stays 'open'
   * (attempt_count 1, next_payment_attempt 3 days later) and the subscription becomes 'past_due'.
   * Returns [invoice.payment_failed, customer.subscription.updated].
   */
  failPayment(subscriptionId: string): Stripe.Event[];
  /** A retry of the open invoice succeeds: [invoice.paid, customer.subscription.updated (past_due -> active)]. */
  payOpenInvoice(subscriptionId: string, options?: { now?: number }): Stripe.Event[];
  /** A snapshot (deep copy) of the subscription's current state; throws when unknown. */
  subscription(id: string): Stripe.Subscription;

  /**
   * The webhook request Stripe would send for `event`: the JSON body and its Stripe-Signature
   * header, signed with `secret` by the SDK's own helper. `timestamp` in Unix seconds (default now).
   */
  signed(event: Stripe.Event, secret: string, options?: { timestamp?: number }): { payload: string; header: string };
  close(): Promise<void>;
}

const CHECKOUT_PARAMS = new Set(
  'adaptive_pricing after_expiration allow_promotion_codes automatic_tax billing_address_collection branding_settings cancel_url client_reference_id consent_collection currency custom_fields custom_text customer customer_account customer_creation customer_email customer_update discounts excluded_payment_method_types expand expires_at integration_identifier invoice_creation line_items locale managed_payments metadata mode name_collection optional_items origin_context payment_intent_data payment_method_collection payment_method_configuration payment_method_data payment_method_options payment_method_types permissions phone_number_collection redirect_on_completion return_url saved_payment_method_options setup_intent_data shipping_address_collection shipping_options submit_type subscription_data success_url tax_id_collection ui_mode wallet_options'.split(' '),
);
const CUSTOMER_PARAMS = new Set(
  'address balance business_name cash_balance description email expand individual_name invoice_prefix invoice_settings metadata name next_invoice_sequence payment_method phone preferred_locales shipping source tax tax_exempt tax_id_data test_clock validate'.split(' '),
);
const PORTAL_PARAMS = new Set('configuration customer customer_account expand flow_data locale on_behalf_of return_url'.split(' '));

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

const clock = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);
const decimal = (value: number): StripeDecimal => String(value) as unknown as StripeDecimal;

/** `start` plus `count` intervals in calendar months (UTC), clamped to the month's last day, in Unix seconds. */
function addIntervals(start: number, interval: Interval, count: number): number {
  const d = new Date(start * 1000);
  const months = (interval === 'year' ? 12 : 1) * count;
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The first billing-cycle boundary after `after`, counting from `anchor`. */
function nextBoundary(anchor: number, interval: Interval, after: number): number {
  for (let k = 1; ; k++) {
    const t = addIntervals(anchor, interval, k);
    if (t > after) return t;
  }
}

/**
 * Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. A numeric or
 * empty segment makes an array, except directly under `metadata`.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const first = /^[^[]*/.exec(rawKey)![0];
    const segments = [first, ...Array.from(rawKey.slice(first.length).matchAll(/\[([^\]]*)\]/g), (m) => m[1]!)];
    if (segments.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype')) continue;
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const last = i === segments.length - 1;
      const container = node as Record<string, unknown>;
      const key = Array.isArray(node) && segment === '' ? String(node.length) : segment;
      if (last) {
        container[key] = value;
        break;
      }
      const next = segments[i + 1]!;
      const wantsArray = segment !== 'metadata' && (next === '' || /^\d+$/.test(next));
      container[key] ??= wantsArray ? [] : {};
      node = container[key] as Record<string, unknown> | unknown[];
    }
  }
  return root;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
    /** Whether Stripe would save this answer against the Idempotency-Key. */
    readonly saved = true,
  ) {
    super(body.message);
  }
}

const missingParam = (param: string) =>
  new ApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` }, false);
const noSuch = (kind: string, id: string, param: string, status = 400) =>
  new ApiError(status, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

function rejectUnknown(body: Record<string, unknown>, allowed: Set<string>) {
  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) {
      throw new ApiError(
        400,
        { type: 'invalid_request_error', code: 'parameter_unknown', param: key, message: `Received unknown parameter: ${key}` },
        false,
      );
    }
  }
}

/** Parameters of POST /v1/refunds that the fake models (https://docs.stripe.com/api/refunds/create). */
const REFUND_PARAMS = new Set(['amount', 'charge', 'metadata', 'payment_intent', 'reason', 'expand']);

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const metadataOf = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => typeof x === 'string' && x !== '')) as Record<string, string>
    : {};

interface SubscriptionInternals {
  /** Price applied at the next renewal (changePrice at 'period_end'). */
  pendingPriceId: string | null;
}

/** Starts the fake on 127.0.0.1 (random port). With `apiKey`, only that key is accepted; otherwise any `sk_test_...`. */
export async function startFakeStripe(options: { apiKey?: string } = {}): Promise<FakeStripe> {
  const prices = new Map<string, Stripe.Price>();
  const productNames = new Map<string, string>();
  const customers = new Map<string, Stripe.Customer>();
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const sessionLines = new Map<string, { priceId: string; quantity: number; subscriptionMetadata: Record<string, string> }>();
  const portalSessions = new Map<string, Stripe.BillingPortal.Session>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const internals = new Map<string, SubscriptionInternals>();
  const invoices = new Map<string, Stripe.Invoice>();
  const invoicePayments = new Map<string, Stripe.InvoicePayment>();
  /** What each PaymentIntent took and how much of it was refunded (minor units). */
  const intents = new Map<string, { amount: number; currency: string; refunded: number; charge: string }>();
  const refunds = new Map<string, Stripe.Refund>();
  const idempotency = new Map<string, { method: string; path: string; body: string; status: number; response: unknown }>();
  const failures: FakeStripeFailure[] = [];
  const requests: FakeStripeRequest[] = [];
  const events: Stripe.Event[] = [];

  // ---- object builders -------------------------------------------------------------------

  function price(id: string): Stripe.Price {
    const p = prices.get(id);
    if (!p) throw new Error(`fake-stripe: unknown price ${id}`);
    return p;
  }
  const intervalOf = (p: Stripe.Price): Interval => p.recurring!.interval as Interval;
  const productOf = (p: Stripe.Price) => p.product as string;

  function planOf(p: Stripe.Price): Stripe.Plan {
    return {
      id: p.id,
      object: 'plan',
      active: true,
      amount: p.unit_amount,
      amount_decimal: p.unit_amount_decimal,
      billing_scheme: 'per_unit',
      created: p.created,
      currency: p.currency,
      interval: intervalOf(p),
      interval_count: 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: null,
      product: productOf(p),
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }

  function subscriptionAndItem(id: string) {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`fake-stripe: unknown subscription ${id}`);
    const item = sub.items.data[0]!;
    return { sub, item };
  }

  function setItemPrice(item: Stripe.SubscriptionItem, p: Stripe.Price) {
    item.price = clone(p);
    item.plan = planOf(p);
  }

  function money(amount: number, currency: string) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
  }

  /**
   * An invoice for the subscription's item. `invoicePeriod` is the invoice's period_start/end
   * (Stripe: the period that just ended; for the first invoice both are its creation time);
   * the line item's period is the one being paid for (the item's current period).
   */
  function createInvoice(
    sub: Stripe.Subscription,
    item: Stripe.SubscriptionItem,
    args: { billingReason: Stripe.Invoice.BillingReason; invoicePeriod: { start: number; end: number }; paid: boolean; now: number },
  ): Stripe.Invoice {
    const customer = customers.get(sub.customer as string);
    const p = item.price;
    const quantity = item.quantity ?? 1;
    const amount = (p.unit_amount ?? 0) * quantity;
    const id = randomId('in_', 24);
    let number: string | null = null;
    if (customer) {
      const seq = customer.next_invoice_sequence ?? 1;
      number = `${customer.invoice_prefix}-${String(seq).padStart(4, '0')}`;
      customer.next_invoice_sequence = seq + 1;
    }
    const line: Stripe.InvoiceLineItem = {
      id: randomId('il_', 24),
      object: 'line_item',
      amount,
      currency: p.currency,
      description: `${quantity} × ${productNames.get(productOf(p)) ?? productOf(p)} (at ${money(p.unit_amount ?? 0, p.currency)} / ${intervalOf(p)})`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: sub.id,
          subscription_item: item.id,
        },
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: p.id, product: productOf(p) },
        unit_amount_decimal: p.unit_amount_decimal,
      },
      quantity,
      quantity_decimal: decimal(quantity),
      subscription: sub.id,
      subtotal: amount,
      taxes: [],
    };
    const invoice: Stripe.Invoice = {
      id,
      object: 'invoice',
      account_country: 'FR',
      account_name: 'Vitrine (fake Stripe)',
      account_tax_ids: null,
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: args.paid ? amount : 0,
      amount_remaining: args.paid ? 0 : amount,
      amount_shipping: 0,
      application: null,
      attempt_count: 1,
      attempted: true,
      auto_advance: !args.paid,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: args.billingReason,
      collection_method: 'charge_automatically',
      created: args.now,
      currency: p.currency,
      custom_fields: null,
      customer: sub.customer as string,
      customer_account: null,
      customer_address: null,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      customer_phone: null,
      customer_shipping: null,
      customer_tax_exempt: 'none',
      customer_tax_ids: [],
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      due_date: null,
      effective_at: args.now,
      ending_balance: 0,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/test_${id}`,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_fake/test_${id}/pdf`,
      issuer: { type: 'self' },
      last_finalization_error: null,
      latest_revision: null,
      lines: { object: 'list', data: [line], has_more: false, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: {},
      next_payment_attempt: args.paid ? null : args.now + 3 * 86_400,
      number,
      on_behalf_of: null,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: clone(sub.metadata) },
      },
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      period_end: args.invoicePeriod.end,
      period_start: args.invoicePeriod.start,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: args.paid ? 'paid' : 'open',
      status_transitions: { finalized_at: args.now, marked_uncollectible_at: null, paid_at: args.paid ? args.now : null, voided_at: null },
      subtotal: amount,
      subtotal_excluding_tax: amount,
      test_clock: null,
      total: amount,
      total_discount_amounts: [],
      total_excluding_tax: amount,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: args.now,
    };
    invoices.set(id, invoice);
    sub.latest_invoice = id;
    if (args.paid) recordPayment(invoice, args.now);
    return invoice;
  }

  /** The card payment of a paid invoice: a PaymentIntent (and its charge) and the InvoicePayment linking them. */
  function recordPayment(invoice: Stripe.Invoice, now: number) {
    const intent = randomId('pi_', 24);
    intents.set(intent, { amount: invoice.amount_paid, currency: invoice.currency, refunded: 0, charge: randomId('ch_', 24) });
    const payment: Stripe.InvoicePayment = {
      id: randomId('inpay_', 24),
      object: 'invoice_payment',
      amount_paid: invoice.amount_paid,
      amount_requested: invoice.amount_due,
      created: now,
      currency: invoice.currency,
      invoice: invoice.id!,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now },
    };
    invoicePayments.set(payment.id, payment);
  }

  /**
   * GET /v1/invoice_payments (https://docs.stripe.com/api/invoice-payment/list): filtered by
   * `invoice` and `status`, newest first, `limit` 1-100 (default 10).
   */
  function listInvoicePayments(query: Record<string, unknown>) {
    const limit = query.limit === undefined ? 10 : Number(query.limit);
    const data = [...invoicePayments.values()]
      .filter((p) => (!str(query.invoice) || p.invoice === query.invoice) && (!str(query.status) || p.status === query.status))
      .reverse()
      .slice(0, limit);
    return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  }

  /**
   * POST /v1/refunds (https://docs.stripe.com/api/refunds/create): refunds a PaymentIntent or charge,
   * the whole remainder unless `amount` is given. 400 `charge_already_refunded` when nothing is left.
   */
  function createRefund(body: Record<string, unknown>): Stripe.Refund {
    rejectUnknown(body, REFUND_PARAMS);
    const intentId = str(body.payment_intent) ?? [...intents.entries()].find(([, i]) => i.charge === str(body.charge))?.[0] ?? null;
    if (!str(body.payment_intent) && !str(body.charge)) throw missingParam('payment_intent');
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent || !intentId) throw noSuch(str(body.payment_intent) ? 'payment_intent' : 'charge', str(body.payment_intent) ?? str(body.charge)!, str(body.payment_intent) ? 'payment_intent' : 'charge');
    const left = intent.amount - intent.refunded;
    if (left <= 0) {
      throw new ApiError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${intent.charge} has already been refunded.` }, true);
    }
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw new ApiError(400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` }, true);
    }
    intent.refunded += amount;
    const refund = {
      id: randomId('re_', 24),
      object: 'refund',
      amount,
      balance_transaction: randomId('txn_', 24),
      charge: intent.charge,
      created: clock(),
      currency: intent.currency,
      destination_details: { type: 'card', card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' } },
      metadata: metadataOf(body.metadata),
      payment_intent: intentId,
      reason: (str(body.reason) as Stripe.Refund.Reason | null) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    } as Stripe.Refund;
    refunds.set(refund.id, refund);
    return refund;
  }

  function event<E extends Stripe.Event>(type: E['type'], object: unknown, created: number, previous?: unknown): E {
    const e = {
      id: randomId('evt_', 24),
      object: 'event',
      api_version: FAKE_STRIPE_API_VERSION,
      created,
      data: previous === undefined ? { object: clone(object) } : { object: clone(object), previous_attributes: clone(previous) },
      livemode: false,
      pending_webhooks: 1,
      // Events caused by the customer or by Stripe's billing engine carry no API request.
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as E;
    events.push(e);
    return e;
  }

  /** The fields of `before` whose value differs in `after` (Stripe's previous_attributes). */
  function changed<T extends object>(before: T, after: T): Partial<T> {
    const out: Partial<T> = {};
    for (const key of Object.keys(before) as (keyof T)[]) {
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = clone(before[key]);
    }
    return out;
  }

  // ---- HTTP endpoints ---------------------------------------------------------------------

  function createCustomer(body: Record<string, unknown>): Stripe.Customer {
    rejectUnknown(body, CUSTOMER_PARAMS);
    const customer: Stripe.Customer = {
      id: randomId('cus_', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: clock(),
      currency: null,
      customer_account: null,
      default_source: null,
      delinquent: false,
      description: str(body.description),
      discount: null,
      email: str(body.email),
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataOf(body.metadata),
      name: str(body.name),
      next_invoice_sequence: 1,
      phone: str(body.phone),
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCheckoutSession(body: Record<string, unknown>): Stripe.Checkout.Session {
    rejectUnknown(body, CHECKOUT_PARAMS);
    const mode = str(body.mode);
    if (!mode) throw missingParam('mode');
    if (mode !== 'subscription') {
      throw new ApiError(400, { type: 'invalid_request_error', param: 'mode', message: `fake-stripe only models mode 'subscription', got '${mode}'.` }, false);
    }
    const customerId = str(body.customer);
    // Stripe would create a customer here; the fake requires one (the app always sends it).
    if (!customerId) throw missingParam('customer');
    const lineItems = Array.isArray(body.line_items) ? (body.line_items as Record<string, unknown>[]) : [];
    if (lineItems.length === 0) throw missingParam('line_items');
    if (lineItems.length > 1) {
      throw new ApiError(400, { type: 'invalid_request_error', param: 'line_items', message: 'fake-stripe models one line item per session.' }, false);
    }
    const line = lineItems[0] ?? {};
    const priceId = str(line.price);
    if (!priceId) throw missingParam('line_items[0][price]');
    const quantity = line.quantity === undefined ? 1 : Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw new ApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', param: 'line_items[0][quantity]', message: 'Invalid integer: ' + String(line.quantity) }, false);
    }
    const customer = customers.get(customerId);
    if (!customer) throw noSuch('customer', customerId, 'customer');
    const p = prices.get(priceId);
    if (!p) throw noSuch('price', priceId, 'line_items[0][price]');
    const subscriptionData = (body.subscription_data ?? {}) as Record<string, unknown>;
    const created = clock();
    const id = randomId('cs_test_', 58);
    const amount = (p.unit_amount ?? 0) * quantity;
    const session: Stripe.Checkout.Session = {
      id,
      object: 'checkout.session',
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: body.allow_promotion_codes === undefined ? null : body.allow_promotion_codes === 'true',
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: str(body.cancel_url),
      client_reference_id: str(body.client_reference_id),
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency: p.currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: customerId,
      customer_account: null,
      customer_creation: null,
      customer_details: null,
      customer_email: null,
      discounts: [],
      expires_at: created + 24 * 3600,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: (str(body.locale) as Stripe.Checkout.Session.Locale | null) ?? null,
      managed_payments: null,
      metadata: metadataOf(body.metadata),
      mode: 'subscription',
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'always',
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: str(body.success_url),
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      wallet_options: null,
    };
    sessions.set(id, session);
    sessionLines.set(id, { priceId, quantity, subscriptionMetadata: metadataOf(subscriptionData.metadata) });
    return session;
  }

  function createPortalSession(body: Record<string, unknown>): Stripe.BillingPortal.Session {
    rejectUnknown(body, PORTAL_PARAMS);
    const customerId = str(body.customer);
    if (!customerId) throw missingParam('customer');
    if (!customers.has(customerId)) throw noSuch('customer', customerId, 'customer');
    const id = randomId('bps_', 24);
    const session: Stripe.BillingPortal.Session = {
      id,
      object: 'billing_portal.session',
      configuration: str(body.configuration) ?? 'bpc_fakedefaultconfiguration',
      created: clock(),
      customer: customerId,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: (str(body.locale) as Stripe.BillingPortal.Session.Locale | null) ?? null,
      on_behalf_of: str(body.on_behalf_of),
      return_url: str(body.return_url),
      url: `https://billing.stripe.com/p/session/${id}`,
    };
    portalSessions.set(id, session);
    return session;
  }

  function retrieve<T>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw noSuch(kind, id, 'id', 404);
    return found;
  }

  /**
   * DELETE /v1/subscriptions/:id (https://docs.stripe.com/api/subscriptions/cancel): ends the
   * subscription at once (status 'canceled', canceled_at and ended_at now); an ended one answers 400.
   */
  function cancelSubscription(id: string): Stripe.Subscription {
    const sub = retrieve(subscriptions, 'subscription', id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw new ApiError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${id}'` });
    }
    const now = clock();
    sub.status = 'canceled';
    sub.canceled_at = now;
    sub.ended_at = now;
    sub.cancel_at_period_end = false;
    return sub;
  }

  type Route = { method: string; pattern: RegExp; run: (match: RegExpExecArray, body: Record<string, unknown>, query: Record<string, unknown>) => unknown };
  const routes: Route[] = [
    { method: 'POST', pattern: /^\/v1\/customers$/, run: (_, body) => createCustomer(body) },
    { method: 'GET', pattern: /^\/v1\/customers\/([^/]+)$/, run: (m) => retrieve(customers, 'customer', m[1]!) },
    { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, run: (_, body) => createCheckoutSession(body) },
    { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, run: (m) => retrieve(sessions, 'checkout.session', m[1]!) },
    { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, run: (_, body) => createPortalSession(body) },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (m) => retrieve(subscriptions, 'subscription', m[1]!) },
    { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (m) => cancelSubscription(m[1]!) },
    { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, run: (m) => retrieve(invoices, 'invoice', m[1]!) },
    { method: 'GET', pattern: /^\/v1\/prices\/([^/]+)$/, run: (m) => retrieve(prices, 'price', m[1]!) },
    { method: 'GET', pattern: /^\/v1\/invoice_payments$/, run: (_, __, query) => listInvoicePayments(query) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, run: (_, body) => createRefund(body) },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds$/,
      run: (_, __, query) => ({ object: 'list', data: [...refunds.values()].filter((r) => !str(query.payment_intent) || r.payment_intent === query.payment_intent).reverse(), has_more: false, url: '/v1/refunds' }),
    },
  ];

  function authError(header: string | undefined): string | null {
    const key = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
    if (!key) {
      return "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
    }
    const ok = options.apiKey ? key === options.apiKey : /^sk_test_\S+$/.test(key);
    return ok ? null : `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      );
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const record: FakeStripeRequest = {
        method,
        path: url.pathname,
        query: parseStripeForm(url.search.slice(1)),
        body: parseStripeForm(rawBody),
        headers,
        idempotencyKey: headers['idempotency-key'] || null,
        stripeVersion: headers['stripe-version'] || null,
        status: 0,
        replayed: false,
      };
      requests.push(record);
      const requestId = randomId('req_', 14);
      const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
        record.status = status;
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': requestId,
          'stripe-version': record.stripeVersion ?? FAKE_STRIPE_API_VERSION,
          ...extra,
        });
        res.end(JSON.stringify(body, null, 2));
      };
      const sendError = (status: number, error: ApiError['body'], extra: Record<string, string> = {}) => {
        const body = {
          error: {
            ...(error.code ? { code: error.code, doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` } : {}),
            message: error.message,
            ...(error.param ? { param: error.param } : {}),
            request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
            type: error.type,
          },
        };
        send(status, body, extra);
        return body;
      };

      const failure = failures.shift();
      if (failure) {
        const retry: Record<string, string> = failure.shouldRetry === undefined ? {} : { 'stripe-should-retry': String(failure.shouldRetry) };
        if (failure.status === 429) {
          sendError(
            429,
            { type: 'rate_limit_error', message: failure.message ?? 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.' },
            { 'retry-after': String(failure.retryAfterSeconds ?? 1), ...retry },
          );
        } else {
          sendError(500, { type: 'api_error', message: failure.message ?? 'An unknown error occurred' }, retry);
        }
        return;
      }

      const authProblem = authError(req.headers.authorization);
      if (authProblem) return void sendError(401, { type: 'invalid_request_error', message: authProblem }, { 'www-authenticate': 'Bearer realm="Stripe"' });

      const key = method === 'POST' ? record.idempotencyKey : null;
      const bodyKey = JSON.stringify(record.body);
      if (key) {
        const saved = idempotency.get(key);
        if (saved) {
          if (saved.method !== method || saved.path !== record.path || saved.body !== bodyKey) {
            return void sendError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            });
          }
          record.replayed = true;
          return void send(saved.status, saved.response, { 'idempotent-replayed': 'true', 'original-request': requestId });
        }
      }

      const route = routes.find((r) => r.method === method && r.pattern.test(record.path));
      if (!route) {
        return void sendError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${record.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        });
      }
      try {
        // A snapshot, so later state changes do not leak into a replay.
        const result = clone(route.run(route.pattern.exec(record.path)!, record.body, record.query));
        if (key) idempotency.set(key, { method, path: record.path, body: bodyKey, status: 200, response: result });
        send(200, result, key ? { 'idempotency-key': key } : {});
      } catch (error) {
        if (!(error instanceof ApiError)) {
          sendError(500, { type: 'api_error', message: `fake-stripe crashed: ${(error as Error).message}` });
          return;
        }
        const body = sendError(error.status, error.body);
        if (key && error.saved) idempotency.set(key, { method, path: record.path, body: bodyKey, status: error.status, response: body });
      }
    });
  });

  // ---- simulation helpers -----------------------------------------------------------------

  /** Moves the item to its next period (applying a pending price change) and returns the period that ended. */
  function advancePeriod(sub: Stripe.Subscription, item: Stripe.SubscriptionItem) {
    const ended = { start: item.current_period_start, end: item.current_period_end };
    const state = internals.get(sub.id)!;
    const oldInterval = intervalOf(item.price);
    if (state.pendingPriceId) {
      setItemPrice(item, price(state.pendingPriceId));
      state.pendingPriceId = null;
    }
    const interval = intervalOf(item.price);
    if (interval !== oldInterval) sub.billing_cycle_anchor = ended.end;
    item.current_period_start = ended.end;
    item.current_period_end = nextBoundary(sub.billing_cycle_anchor, interval, ended.end);
    return ended;
  }

  function assertLive(sub: Stripe.Subscription) {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') throw new Error(`fake-stripe: subscription ${sub.id} has ended`);
  }

  const fake: FakeStripe = {
    host: '127.0.0.1',
    port: 0,
    baseUrl: '',
    requests,
    events,
    customers,
    sessions,
    portalSessions,
    subscriptions,
    invoices,
    invoicePayments,
    refunds,
    prices,

    addPrice(input) {
      const productId = input.productId ?? `prod_${input.id.replace(/^price_/, '')}`;
      productNames.set(productId, input.productName);
      const p: Stripe.Price = {
        id: input.id,
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: clock(),
        currency: input.currency,
        custom_unit_amount: null,
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: null,
        product: productId,
        recurring: { interval: input.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: 'recurring',
        unit_amount: input.unitAmount,
        unit_amount_decimal: decimal(input.unitAmount),
      };
      prices.set(p.id, p);
      return clone(p);
    },

    failNext(count, failure) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },

    clearFailures() {
      failures.length = 0;
    },

    completeCheckout(sessionId, opts = {}) {
      const session = sessions.get(sessionId);
      const line = sessionLines.get(sessionId);
      if (!session || !line) throw new Error(`fake-stripe: unknown checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`fake-stripe: checkout session ${sessionId} is ${session.status}`);
      const now = opts.now ?? clock();
      const p = price(line.priceId);
      const customerId = session.customer as string;
      const customer = customers.get(customerId);
      const subId = randomId('sub_', 24);
      const item: Stripe.SubscriptionItem = {
        id: randomId('si_', 14),
        object: 'subscription_item',
        billing_thresholds: null,
        created: now,
        current_period_end: addIntervals(now, intervalOf(p), 1),
        current_period_start: now,
        discounts: [],
        metadata: {},
        plan: planOf(p),
        price: clone(p),
        quantity: line.quantity,
        subscription: subId,
        tax_rates: [],
      };
      const sub: Stripe.Subscription = {
        id: subId,
        object: 'subscription',
        application: null,
        application_fee_percent: null,
        automatic_tax: { disabled_reason: null, enabled: false, liability: null },
        billing_cycle_anchor: now,
        billing_cycle_anchor_config: null,
        billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: now },
        billing_schedules: [],
        billing_thresholds: null,
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
        collection_method: 'charge_automatically',
        created: now,
        currency: p.currency,
        customer: customerId,
        customer_account: null,
        days_until_due: null,
        default_payment_method: randomId('pm_', 24),
        default_source: null,
        default_tax_rates: [],
        description: null,
        discounts: [],
        ended_at: null,
        invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
        items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${subId}` },
        latest_invoice: null,
        livemode: false,
        managed_payments: null,
        metadata: clone(line.subscriptionMetadata),
        next_pending_invoice_item_invoice: null,
        on_behalf_of: null,
        pause_collection: null,
        payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
        pending_invoice_item_interval: null,
        pending_setup_intent: null,
        pending_update: null,
        schedule: null,
        start_date: now,
        status: 'active',
        test_clock: null,
        transfer_data: null,
        trial_end: null,
        trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
        trial_start: null,
      };
      subscriptions.set(subId, sub);
      internals.set(subId, { pendingPriceId: null });
      const invoice = createInvoice(sub, item, { billingReason: 'subscription_create', invoicePeriod: { start: now, end: now }, paid: true, now });

      session.status = 'complete';
      session.payment_status = 'paid';
      session.subscription = subId;
      session.invoice = invoice.id;
      session.url = null;
      session.customer_details = {
        address: null,
        business_name: null,
        email: customer?.email ?? null,
        individual_name: null,
        name: customer?.name ?? null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      };

      const events: CompletedCheckout['events'] = [
        event<Stripe.CheckoutSessionCompletedEvent>('checkout.session.completed', session, now),
        event<Stripe.CustomerSubscriptionCreatedEvent>('customer.subscription.created', sub, now),
        event<Stripe.InvoicePaidEvent>('invoice.paid', invoice, now),
      ];
      return { subscription: clone(sub), invoice: clone(invoice), events };
    },

    expireCheckout(sessionId, opts = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake-stripe: unknown checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`fake-stripe: checkout session ${sessionId} is ${session.status}`);
      session.status = 'expired';
      session.url = null;
      return [event<Stripe.CheckoutSessionExpiredEvent>('checkout.session.expired', session, opts.now ?? Math.max(clock(), session.expires_at))];
    },

    renew(subscriptionId) {
      const { sub, item } = subscriptionAndItem(subscriptionId);
      assertLive(sub);
      const at = item.current_period_end;
      if (sub.cancel_at_period_end) return fake.endSubscription(subscriptionId, { now: at });
      const before = clone(sub);
      const ended = advancePeriod(sub, item);
      if (sub.status === 'past_due') sub.status = 'active';
      const invoice = createInvoice(sub, item, { billingReason: 'subscription_cycle', invoicePeriod: ended, paid: true, now: at });
      return [
        event<Stripe.InvoicePaidEvent>('invoice.paid', invoice, at),
        event<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', sub, at, changed(before, sub)),
      ];
    },

    changePrice(subscriptionId, newPriceId, opts = {}) {
      const { sub, item } = subscriptionAndItem(subscriptionId);
      assertLive(sub);
      const p = price(newPriceId);
      if (opts.at === 'period_end') {
        internals.get(sub.id)!.pendingPriceId = p.id;
        return [];
      }
      const now = opts.now ?? clock();
      const before = clone(sub);
      const intervalChanged = intervalOf(p) !== intervalOf(item.price);
      setItemPrice(item, p);
      internals.get(sub.id)!.pendingPriceId = null;
      if (!intervalChanged) {
        return [event<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', sub, now, changed(before, sub))];
      }
      const ended = { start: item.current_period_start, end: now };
      sub.billing_cycle_anchor = now;
      item.current_period_start = now;
      item.current_period_end = addIntervals(now, intervalOf(p), 1);
      const invoice = createInvoice(sub, item, { billingReason: 'subscription_update', invoicePeriod: ended, paid: true, now });
      return [
        event<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', sub, now, changed(before, sub)),
        event<Stripe.InvoicePaidEvent>('invoice.paid', invoice, now),
      ];
    },

    cancelAtPeriodEnd(subscriptionId, cancel = true, opts = {}) {
      const { sub, item } = subscriptionAndItem(subscriptionId);
      assertLive(sub);
      const now = opts.now ?? clock();
      const before = clone(sub);
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? item.current_period_end : null;
      sub.canceled_at = cancel ? now : null;
      sub.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: cancel ? 'cancellation_requested' : null };
      return [event<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', sub, now, changed(before, sub))];
    },

    endSubscription(subscriptionId, opts = {}) {
      const { sub } = subscriptionAndItem(subscriptionId);
      assertLive(sub);
      const now = opts.now ?? clock();
      sub.status = 'canceled';
      sub.ended_at = now;
      sub.canceled_at ??= now;
      sub.cancellation_details = {
        comment: null,
        feedback: null,
        feedback_option: null,
        reason: opts.reason ?? sub.cancellation_details?.reason ?? 'cancellation_requested',
      };
      internals.get(sub.id)!.pendingPriceId = null;
      return [event<Stripe.CustomerSubscriptionDeletedEvent>('customer.subscription.deleted', sub, now)];
    },

    failPayment(subscriptionId) {
      const { sub, item } = subscriptionAndItem(subscriptionId);
      assertLive(sub);
      const at = item.current_period_end;
      const before = clone(sub);
      const ended = advancePeriod(sub, item);
      sub.status = 'past_due';
      const invoice = createInvoice(sub, item, { billingReason: 'subscription_cycle', invoicePeriod: ended, paid: false, now: at });
      return [
        event<Stripe.InvoicePaymentFailedEvent>('invoice.payment_failed', invoice, at),
        event<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', sub, at, changed(before, sub)),
      ];
    },

    payOpenInvoice(subscriptionId, opts = {}) {
      const { sub } = subscriptionAndItem(subscriptionId);
      assertLive(sub);
      const invoice = invoices.get(sub.latest_invoice as string);
      if (!invoice || invoice.status !== 'open') throw new Error(`fake-stripe: subscription ${subscriptionId} has no open invoice`);
      const now = opts.now ?? clock();
      const before = clone(sub);
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.attempt_count += 1;
      invoice.next_payment_attempt = null;
      invoice.auto_advance = false;
      invoice.status_transitions.paid_at = now;
      recordPayment(invoice, now);
      sub.status = 'active';
      return [
        event<Stripe.InvoicePaidEvent>('invoice.paid', invoice, now),
        event<Stripe.CustomerSubscriptionUpdatedEvent>('customer.subscription.updated', sub, now, changed(before, sub)),
      ];
    },

    subscription(id) {
      return clone(subscriptionAndItem(id).sub);
    },

    signed(e, secret, opts = {}) {
      const payload = JSON.stringify(e, null, 2);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
      return { payload, header };
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.port = (server.address() as AddressInfo).port;
  fake.baseUrl = `http://127.0.0.1:${fake.port}`;
  return fake;
}
