/**
 * Payments behind an interface of ours.
 *
 * Two implementations: Stripe (stripe-payments.ts, with STRIPE_SECRET_KEY) and the local test mode
 * (test-mode-payments.ts, no keys: no payment is taken). Both hand the billing service the same
 * normalised shapes below; vendor SDK types never leave this folder. Webhook events of both modes are
 * Stripe-shaped, signed the Stripe way and verified by the same code (stripe-events.ts).
 */
import type { BillingPeriod, PaidTier, SubscriptionStatus } from '../../../shared/plans';

/** A subscription as Vitrine reads it. Times are Date; the period is the current billing period. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: Exclude<SubscriptionStatus, 'none'>;
  /** Price of the (single) subscription item. */
  priceId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
}

/** An invoice line of a subscription: the price and the period it pays for. */
export interface InvoiceLine {
  priceId: string;
  periodStart: Date;
  periodEnd: Date;
  /** True for a proration line (a mid-period plan change). */
  proration: boolean;
}

/** A verified webhook event, normalised. `created` is when the vendor created the event. */
export type PaymentEvent = { id: string; created: Date } & (
  | { type: 'checkout.session.completed'; customerId: string | null; subscriptionId: string | null; userId: string | null }
  | {
      type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: SubscriptionSnapshot;
    }
  | {
      type: 'invoice.paid';
      invoiceId: string;
      customerId: string;
      subscriptionId: string | null;
      /** Stripe's billing_reason: subscription_create, subscription_cycle, subscription_update... */
      billingReason: string | null;
      lines: InvoiceLine[];
      /** What was paid, in minor units of `currency` (Stripe's amount_paid), for the admin's revenue figures. */
      amountPaid: number | null;
      /** Lower-case ISO 4217 code, as Stripe writes it. */
      currency: string | null;
    }
  | { type: 'invoice.payment_failed'; invoiceId: string; customerId: string; subscriptionId: string | null }
  | { type: 'ignored'; vendorType: string }
);

/** Thrown when a webhook's signature is missing, wrong or too old (HTTP 400). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Thrown when the payment provider cannot be reached or refuses a call (HTTP 502 upstream). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The vendor said the object does not exist. */
    readonly notFound = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A refund as Vitrine reads it: the provider's id, what went back (minor units, lower-case ISO 4217), and its state. */
export interface RefundResult {
  id: string;
  amountMinor: number;
  currency: string;
  /** Stripe's refund status: 'succeeded', 'pending' (the bank has not confirmed yet), ... */
  status: string;
}

/** A price id and what it sells: exactly one tier and billing period. */
export interface PriceEntry {
  priceId: string;
  tier: PaidTier;
  period: BillingPeriod;
}

export interface PaymentsProvider {
  readonly mode: 'stripe' | 'test';
  /**
   * Creates the customer of a user. `idempotencyKey` makes a concurrent second call return the
   * same customer. @throws PaymentProviderError
   */
  createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<{ id: string }>;
  /**
   * Starts a subscription checkout for one price. `successUrl` may hold Stripe's
   * `{CHECKOUT_SESSION_ID}` placeholder. @returns the page to send the browser to. @throws PaymentProviderError
   */
  createCheckoutSession(input: {
    userId: string;
    customerId: string;
    price: PriceEntry;
    successUrl: string;
    cancelUrl: string;
    locale: string;
    idempotencyKey: string;
  }): Promise<{ id: string; url: string }>;
  /** Opens the customer portal. @throws PaymentProviderError */
  createPortalSession(input: { customerId: string; returnUrl: string; locale: string }): Promise<{ url: string }>;
  /** The current state of a subscription. @throws PaymentProviderError (notFound when it does not exist) */
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
  /**
   * Ends a subscription at once: no further charge (account deletion).
   * @throws PaymentProviderError (notFound when it does not exist or has already ended)
   */
  cancelSubscription(id: string): Promise<void>;
  /**
   * Refunds the whole payment of a paid invoice (the money-back guarantee), with reason
   * 'requested_by_customer'. `expected` is what Vitrine recorded as paid (the test mode refunds
   * that; Stripe refunds what the payment actually took). The same `idempotencyKey` never refunds
   * twice, and a payment already refunded (for example from Stripe's dashboard) returns that refund.
   * @throws PaymentProviderError when the invoice has no paid payment or the provider refuses.
   */
  refundInvoice(input: {
    invoiceId: string;
    expected: { amountMinor: number; currency: string };
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<RefundResult>;
  /**
   * Verifies a webhook on its raw body and returns the normalised event.
   * @throws WebhookSignatureError when the signature is missing, wrong or older than 5 minutes.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
