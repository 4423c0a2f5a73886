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

    verifyWebhook(rawBody, signatureHeader): PaymentEvent {
      return verifyStripeWebhook(rawBody, signatureHeader, options.webhookSecret);
    },
  };
}
