/**
 * Chooses the payments provider from configuration: Stripe with STRIPE_SECRET_KEY,
 * otherwise the test mode (no payment taken) when BILLING_TEST_MODE allows it, otherwise none
 * (checkout answers 503 'billing_unavailable').
 */
import { PAID_TIERS, type BillingPeriod, type PaidTier } from '../../../shared/plans';
import { STRIPE_PRICE_VARIABLES, type Env } from '../../env';
import type { PaymentsProvider } from './payments-provider';
import { createPriceCatalog, testModePriceCatalog, type PriceCatalog } from './price-catalog';
import { createStripePayments } from './stripe-payments';
import { createTestModePayments, type TestModePayments, type TestPaymentsStore } from './test-mode-payments';

export interface Payments {
  provider: PaymentsProvider | null;
  prices: PriceCatalog;
  /** Present in test mode only. */
  testMode: TestModePayments | null;
}

/**
 * Builds the payments of the app.
 * Input: the configuration, `testStore` (where the test mode keeps its sessions and subscriptions;
 * used only in test mode) and the app secret (the test mode's webhook secret is derived from it).
 */
export function createPayments(env: Env, testStore: TestPaymentsStore, appSecret: string): Payments {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const ids: Partial<Record<PaidTier, Partial<Record<BillingPeriod, string | undefined>>>> = {};
    for (const tier of PAID_TIERS) {
      ids[tier] = { month: env[STRIPE_PRICE_VARIABLES[tier].month], year: env[STRIPE_PRICE_VARIABLES[tier].year] };
    }
    const prices = createPriceCatalog(ids);
    const provider = createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL });
    return { provider, prices, testMode: null };
  }
  const prices = testModePriceCatalog();
  if (!env.billingTestMode) return { provider: null, prices: createPriceCatalog({}), testMode: null };
  const testMode = createTestModePayments({ store: testStore, appSecret, publicUrl: env.publicUrl, prices });
  return { provider: testMode.provider, prices, testMode };
}
