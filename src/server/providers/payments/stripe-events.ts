/**
 * Verification and normalisation of Stripe webhook events (API version 2026-08-26.dahlia of
 * stripe@22). Used by both payment modes, so test-mode events go through exactly the code real
 * events do.
 *
 * Vendor docs: https://docs.stripe.com/webhooks#verify-events (signature on the raw body, 5-minute
 * tolerance), https://docs.stripe.com/api/events/object, https://docs.stripe.com/api/invoices/object
 * (subscription id in `parent.subscription_details.subscription`, line price in
 * `pricing.price_details.price`), https://docs.stripe.com/api/subscriptions/object (billing period
 * on the subscription item since 2025-03-31.basil).
 */
import Stripe from 'stripe';
import type { SubscriptionStatus } from '../../../shared/plans';
import { SUBSCRIPTION_STATUSES } from '../../../shared/plans';
import { WebhookSignatureError, type InvoiceLine, type PaymentEvent, type SubscriptionSnapshot } from './payments-provider';

/** Seconds a signed event stays acceptable (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const date = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function statusOf(status: string): Exclude<SubscriptionStatus, 'none'> {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) && status !== 'none'
    ? (status as Exclude<SubscriptionStatus, 'none'>)
    : 'incomplete';
}

/** A Stripe subscription as a snapshot. @throws Error when it has no item (not a Vitrine subscription). */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no items`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: statusOf(subscription.status),
    priceId: item.price.id,
    currentPeriodStart: date(item.current_period_start),
    currentPeriodEnd: date(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at ? date(subscription.ended_at) : null,
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

function invoiceLines(invoice: Stripe.Invoice): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const line of invoice.lines?.data ?? []) {
    const price = line.pricing?.price_details?.price;
    const priceId = idOf(price ?? null);
    if (!priceId) continue;
    lines.push({
      priceId,
      periodStart: date(line.period.start),
      periodEnd: date(line.period.end),
      proration: line.parent?.subscription_item_details?.proration ?? false,
    });
  }
  return lines;
}

/** Normalises a verified Stripe event into the shapes the billing service reads. */
export function normaliseStripeEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, created: date(event.created) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        ...base,
        type: event.type,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        userId: session.client_reference_id,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, type: event.type, subscription: snapshotOf(event.data.object) };
    case 'invoice.paid': {
      const invoice = event.data.object;
      return {
        ...base,
        type: 'invoice.paid',
        invoiceId: invoice.id ?? '',
        customerId: idOf(invoice.customer) ?? '',
        subscriptionId: invoiceSubscriptionId(invoice),
        billingReason: invoice.billing_reason,
        lines: invoiceLines(invoice),
        amountPaid: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : null,
        currency: invoice.currency ?? null,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        ...base,
        type: 'invoice.payment_failed',
        invoiceId: invoice.id ?? '',
        customerId: idOf(invoice.customer) ?? '',
        subscriptionId: invoiceSubscriptionId(invoice),
      };
    }
    default:
      return { ...base, type: 'ignored', vendorType: event.type };
  }
}

/**
 * Verifies `rawBody` against the `Stripe-Signature` header with the endpoint's signing secret and
 * normalises the event. @throws WebhookSignatureError for a missing, wrong or stale signature.
 */
export function verifyStripeWebhook(rawBody: Buffer, signatureHeader: string | undefined, secret: string): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
  }
  return normaliseStripeEvent(event);
}

/** Signs a payload as Stripe does (`t=<unix>,v1=<hmac>`), for the test mode and tests. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
