/**
 * Stripe payments (stripe@22, API 2026-08-26.dahlia): customers, Checkout Sessions in subscription
 * mode, the customer portal, subscription reads and webhook verification.
 *
 * Vendor docs: https://docs.stripe.com/api/checkout/sessions/create, https://docs.stripe.com/api/subscriptions/cancel,
 * https://docs.stripe.com/api/customer_portal/sessions/create, https://docs.stripe.com/api/idempotent_requests.
 * The SDK retries network errors, 409, 429 and 5xx itself (maxNetworkRetries, with idempotency keys).
 */
import Stripe from 'stripe';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionSnapshot,
} from './payments-provider';
import { snapshotOf, verifyStripeWebhook } from './stripe-events';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** Base URL of a Stripe fake (tests, stripe-mock); the real API when unset. */
  apiUrl?: string;
  /** Milliseconds per request (default 20 s). */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** Locales Stripe Checkout and the portal accept for Vitrine's languages. */
const STRIPE_LOCALES = { pt: 'pt', en: 'en', fr: 'fr', es: 'es', de: 'de' } as const;

function stripeLocale(locale: string): Stripe.Checkout.SessionCreateParams.Locale {
  return STRIPE_LOCALES[locale as keyof typeof STRIPE_LOCALES] ?? 'auto';
}

function wrap(error: unknown, what: string): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(`${what}: ${error.type} ${error.code ?? ''} ${error.message}`.trim(), error.code === 'resource_missing');
  }
  return new PaymentProviderError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Builds the Stripe provider. */
export function createStripePayments(options: StripePaymentsOptions): PaymentsProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'Vitrine' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    mode: 'stripe',

    async createCustomer({ userId, email, name, idempotencyKey }) {
      try {
        const customer = await stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey });
        return { id: customer.id };
      } catch (error) {
        throw wrap(error, 'create customer');
      }
    },

    async createCheckoutSession({ userId, customerId, price, successUrl, cancelUrl, locale, idempotencyKey }) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            client_reference_id: userId,
            line_items: [{ price: price.priceId, quantity: 1 }],
            success_url: successUrl,
            cancel_url: cancelUrl,
            locale: stripeLocale(locale),
            allow_promotion_codes: true,
            metadata: { userId, tier: price.tier, period: price.period },
            subscription_data: { metadata: { userId } },
          },
          { idempotencyKey },
        );
        if (!session.url) throw new PaymentProviderError('checkout session has no url');
        return { id: session.id, url: session.url };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : wrap(error, 'create checkout session');
      }
    },

    async createPortalSession({ customerId, returnUrl, locale }) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: stripeLocale(locale) as Stripe.BillingPortal.SessionCreateParams.Locale,
        });
        return { url: session.url };
      } catch (error) {
        throw wrap(error, 'create portal session');
      }
    },

    async retrieveSubscription(id): Promise<SubscriptionSnapshot> {
      try {
        return snapshotOf(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        throw wrap(error, `retrieve subscription ${id}`);
      }
    },

    async cancelSubscription(id) {
      // DELETE /v1/subscriptions/:id ends it now (https://docs.stripe.com/api/subscriptions/cancel).
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        throw wrap(error, `cancel subscription ${id}`);
      }
    },

    async refundInvoice({ invoiceId, idempotencyKey, metadata }) {
      // Since API 2025-03-31 an invoice's payments are InvoicePayment objects
      // (https://docs.stripe.com/api/invoice-payment/list); the refund goes to the PaymentIntent or
      // charge of the paid one (https://docs.stripe.com/api/refunds/create).
      let target: { payment_intent: string } | { charge: string };
      try {
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 });
        const paid = payments.data.find((p) => p.payment.payment_intent || p.payment.charge);
        const intent = paid?.payment.payment_intent;
        const charge = paid?.payment.charge;
        if (intent) target = { payment_intent: typeof intent === 'string' ? intent : intent.id };
        else if (charge) target = { charge: typeof charge === 'string' ? charge : charge.id };
        else throw new PaymentProviderError(`invoice ${invoiceId} has no paid payment to refund`);
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : wrap(error, `list payments of invoice ${invoiceId}`);
      }
      const read = (r: Stripe.Refund) => ({ id: r.id, amountMinor: r.amount, currency: r.currency, status: r.status ?? 'pending' });
      try {
        return read(await stripe.refunds.create({ ...target, reason: 'requested_by_customer', metadata }, { idempotencyKey }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
          try {
            const existing = await stripe.refunds.list({ ...target, limit: 1 });
            if (existing.data[0]) return read(existing.data[0]);
          } catch (listError) {
            throw wrap(listError, `list refunds of invoice ${invoiceId}`);
          }
        }
        throw wrap(error, `refund invoice ${invoiceId}`);
      }
    },

    verifyWebhook(rawBody, signatureHeader): PaymentEvent {
      return verifyStripeWebhook(rawBody, signatureHeader, options.webhookSecret);
    },
  };
}
