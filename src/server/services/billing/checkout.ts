/**
 * Checkout and the customer portal: the plan catalogue with what is on
 * sale, one payment-provider customer per user (created by Vitrine before checkout, never matched
 * by email), checkout sessions and portal sessions. Nothing here changes a tier.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PLANS, type BillingPeriod, type PaidTier } from '../../../shared/plans';
import { subscribers, user as userTable } from '../../db/schema';
import { DomainError } from '../domain-error';
import { LIVE_STATUSES, providerOf, subscriberOf, type BillingDeps } from './billing-common';

export type BillingCheckout = ReturnType<typeof createBillingCheckout>;

/** Checkout, customer and portal methods of the billing service; `payments` null makes them answer 503. */
export function createBillingCheckout(deps: BillingDeps) {
  const { db, credits, prices, logger } = deps;
  const provider = () => providerOf(deps);

  return {
    /** The plan catalogue with what is on sale (GET /api/v1/plans). */
    plans() {
      return PLANS.map((plan) => ({
        id: plan.id,
        monthlyCredits: plan.monthlyCredits,
        prices: plan.prices,
        currency: plan.currency,
        features: [...plan.features],
        popular: plan.popular,
        enterprise: plan.enterprise,
        badges: [...plan.badges],
        maxImagesPerGeneration: plan.maxImagesPerGeneration,
        videoAccess: plan.videoAccess,
        available: {
          month: plan.id === 'Free' || prices.forPlan(plan.id as PaidTier, 'month') !== undefined,
          year: plan.id === 'Free' || prices.forPlan(plan.id as PaidTier, 'year') !== undefined,
        },
      }));
    },

    /**
     * Starts a checkout for a plan and period. The Stripe customer is created once per user.
     * @returns the page to open (Stripe Checkout or the test-mode page).
     * @throws DomainError 'plan_unavailable' (no price configured), 'subscription_exists'
     *   (change plans in the portal instead), 'billing_unavailable' or 'payment_provider_failed'.
     */
    async checkout(userId: string, plan: PaidTier, period: BillingPeriod, locale: string): Promise<{ url: string }> {
      const payments = provider();
      const price = prices.forPlan(plan, period);
      if (!price) throw new DomainError('plan_unavailable');
      await credits.ensureSubscriber(userId);
      const row = await subscriberOf(db, userId);
      if (row?.subscribed && LIVE_STATUSES.includes(row.subscriptionStatus)) {
        throw new DomainError('subscription_exists');
      }
      const customerId = await this.ensureCustomer(userId);
      try {
        const session = await payments.createCheckoutSession({
          userId,
          customerId,
          price,
          successUrl: `${deps.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.publicUrl}/cancel`,
          locale,
          idempotencyKey: `checkout:${userId}:${price.priceId}:${Math.floor(Date.now() / 60_000)}`,
        });
        return { url: session.url };
      } catch (error) {
        logger.error({ err: error }, 'billing: checkout session failed');
        throw new DomainError('payment_provider_failed');
      }
    },

    /** The user's customer id, creating the customer once. @throws DomainError 'payment_provider_failed' */
    async ensureCustomer(userId: string): Promise<string> {
      const payments = provider();
      const row = await subscriberOf(db, userId);
      if (row?.stripeCustomerId) return row.stripeCustomerId;
      const [account] = await db.select({ email: userTable.email, name: userTable.name }).from(userTable).where(eq(userTable.id, userId));
      if (!account) throw new DomainError('unauthorized');
      let customerId: string;
      try {
        ({ id: customerId } = await payments.createCustomer({ userId, email: account.email, name: account.name, idempotencyKey: `customer:${userId}` }));
      } catch (error) {
        logger.error({ err: error }, 'billing: customer creation failed');
        throw new DomainError('payment_provider_failed');
      }
      await db
        .update(subscribers)
        .set({ stripeCustomerId: customerId, updatedAt: new Date() })
        .where(and(eq(subscribers.userId, userId), sql`${subscribers.stripeCustomerId} is null`));
      const after = await subscriberOf(db, userId);
      return after?.stripeCustomerId ?? customerId;
    },

    /**
     * Opens the customer portal, returning to the billing tab.
     * @throws DomainError 'no_billing_account' before the first checkout, 'payment_provider_failed'.
     */
    async portal(userId: string, locale: string): Promise<{ url: string }> {
      const payments = provider();
      const row = await subscriberOf(db, userId);
      if (!row?.stripeCustomerId) throw new DomainError('no_billing_account');
      try {
        return await payments.createPortalSession({ customerId: row.stripeCustomerId, returnUrl: `${deps.publicUrl}/account?tab=billing`, locale });
      } catch (error) {
        logger.error({ err: error }, 'billing: portal session failed');
        throw new DomainError('payment_provider_failed');
      }
    },
  };
}
