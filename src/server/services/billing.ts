/**
 * The billing service (issue 6; spec sections 3, 5, 9; design.md 'Credits' and 'Lessons' 1):
 * checkout, the customer portal, the webhook handler, the billing display and the credit history.
 *
 * Rules:
 * - The tier changes only here, in `handleWebhook`, from a verified payment event. The event id is
 *   stored in the same transaction as its effects, so each event is processed exactly once.
 * - Subscription state is read fresh from the payment provider when an event arrives (Stripe's
 *   advice for out-of-order delivery); the tier comes from the price id through the price catalog.
 * - An upgrade applies at once; a downgrade waits for the end of the paid period; a cancelled
 *   subscription keeps its tier until it ends; an ended one goes back to Free.
 * - Credits: each monthly allowance window of a subscription is topped up to the allowance of the
 *   highest tier held in it, once (idempotency key per subscription, window and tier), whatever the
 *   order of the events. Unused credits carry over (ROLLOVER_POLICY).
 */
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tier } from '../../shared/catalog';
import {
  PLANS,
  planFor,
  type BillingPeriod,
  type BillingSummary,
  type CreditTransactionItem,
  type PaidTier,
  type SubscriptionStatus,
} from '../../shared/plans';
import type { Database, Tx } from '../db/client';
import { billingEvents, creditTransactions, subscribers, user as userTable, type CreditReason } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import type { PriceCatalog } from '../providers/payments/price-catalog';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionSnapshot,
} from '../providers/payments/payments-provider';
import { topUpAllowance } from './allowance-grants';
import { allowanceWindow, daysLeft, freeWindow } from './billing-periods';
import type { CreditsService } from './credits';
import { decodeCursor, encodeCursor } from './cursor';

/** Statuses in which a subscription still gives its tier (past_due: Stripe is retrying the card). */
const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
/** Statuses in which a subscription no longer gives its tier. */
const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired', 'unpaid', 'paused'];
/** Ledger reasons that count as spending in 'credits used this period'. */
const SPENDING_REASONS: CreditReason[] = ['generation_reserve', 'generation_refund', 'video_reserve', 'video_refund'];
/** Credit history page size. */
export const TRANSACTIONS_PAGE_SIZE = 20;

type SubscriberRow = typeof subscribers.$inferSelect;

const rank = (tier: Tier) => planFor(tier).rank;

export interface BillingDeps {
  db: Database;
  credits: CreditsService;
  /** Null when payments are not configured: checkout, portal and webhooks answer 503. */
  payments: PaymentsProvider | null;
  prices: PriceCatalog;
  /** The app's configured public URL (never a request header). */
  publicUrl: string;
  logger: Logger;
}

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService(deps: BillingDeps) {
  const { db, credits, prices, logger } = deps;

  function provider(): PaymentsProvider {
    if (!deps.payments) throw new AppError(503, 'billing_unavailable', 'billingUnavailable');
    return deps.payments;
  }

  async function lockSubscriber(tx: Tx, where: ReturnType<typeof eq>): Promise<SubscriberRow | undefined> {
    const [row] = await tx.select().from(subscribers).where(where).for('update');
    return row;
  }

  const topUp = (
    tx: Tx,
    userId: string,
    subscriptionId: string,
    windowStart: Date,
    tier: Tier,
    reason: 'monthly_grant' | 'upgrade_grant',
    onlyIfStarted = false,
  ) => topUpAllowance(credits, tx, { userId, subscriptionId, windowStart, tier, reason, onlyIfStarted });

  /** Mirrors a subscription's current state onto the user's subscriber row (inside the event's transaction). */
  async function sync(tx: Tx, row: SubscriberRow, snap: SubscriptionSnapshot, now: Date): Promise<SubscriberRow> {
    const entry = prices.byId(snap.priceId);
    if (!entry) {
      logger.error({ subscriptionId: snap.id, priceId: snap.priceId }, 'billing: subscription has a price Vitrine does not sell; tier unchanged');
      return row;
    }
    const sameSub = row.stripeSubscriptionId === snap.id;
    if (!sameSub && row.stripeSubscriptionId && ENDED_STATUSES.includes(snap.status) && row.subscribed) {
      // An older subscription ending does not touch the current one.
      return row;
    }
    if (sameSub && row.subscriptionEnd && snap.currentPeriodEnd < row.subscriptionEnd && !ENDED_STATUSES.includes(snap.status)) {
      logger.warn({ subscriptionId: snap.id }, 'billing: stale subscription snapshot ignored');
      return row;
    }
    let patch: Partial<SubscriberRow>;
    if (ENDED_STATUSES.includes(snap.status)) {
      patch = {
        subscribed: false,
        subscriptionTier: 'Free',
        subscriptionStatus: snap.status,
        stripeSubscriptionId: snap.id,
        subscriptionEnd: snap.endedAt ?? now,
        billingPeriod: null,
        currentPeriodStart: null,
        cancelAtPeriodEnd: false,
        scheduledTier: null,
      };
    } else if (!LIVE_STATUSES.includes(snap.status)) {
      // 'incomplete': the first payment has not gone through; nothing is given yet.
      patch = row.subscribed && !sameSub ? {} : { subscriptionStatus: snap.status, stripeSubscriptionId: snap.id };
    } else {
      const currentTier: Tier = sameSub && row.subscribed ? row.subscriptionTier : 'Free';
      const periodRolled = sameSub && row.subscriptionEnd !== null && snap.currentPeriodStart >= row.subscriptionEnd;
      const downgrade = sameSub && !periodRolled && rank(entry.tier) < rank(currentTier);
      const tier: Tier = downgrade ? currentTier : entry.tier;
      patch = {
        subscribed: true,
        subscriptionTier: tier,
        scheduledTier: downgrade ? entry.tier : null,
        subscriptionStatus: snap.status,
        stripeSubscriptionId: snap.id,
        billingPeriod: entry.period,
        currentPeriodStart: snap.currentPeriodStart,
        subscriptionEnd: snap.currentPeriodEnd,
        cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
      };
      if (sameSub && currentTier !== 'Free' && rank(tier) > rank(currentTier)) {
        // Upgrade: the higher allowance applies to the window already paid for.
        const window = allowanceWindow(snap.currentPeriodStart, snap.currentPeriodEnd, now);
        await topUp(tx, row.userId, snap.id, window.start, tier, 'upgrade_grant', true);
      }
    }
    if (Object.keys(patch).length === 0) return row;
    const [updated] = await tx
      .update(subscribers)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(subscribers.userId, row.userId))
      .returning();
    return updated ?? row;
  }

  /** Grants the allowance an invoice pays for (subscription creation and renewals only). */
  async function grantForInvoice(tx: Tx, row: SubscriberRow, event: Extract<PaymentEvent, { type: 'invoice.paid' }>): Promise<void> {
    if (!event.subscriptionId) return;
    if (event.billingReason !== 'subscription_create' && event.billingReason !== 'subscription_cycle' && event.billingReason !== 'subscription_update') return;
    const line = event.lines.find((l) => !l.proration && prices.byId(l.priceId));
    if (!line) {
      if (event.billingReason !== 'subscription_update') {
        logger.error({ invoiceId: event.invoiceId }, 'billing: paid invoice without a known subscription price; no credits granted');
      }
      return;
    }
    const entry = prices.byId(line.priceId)!;
    const window = allowanceWindow(line.periodStart, line.periodEnd, line.periodStart);
    await topUp(tx, row.userId, event.subscriptionId, window.start, entry.tier, 'monthly_grant');
    if (row.stripeSubscriptionId === event.subscriptionId && row.subscribed && rank(row.subscriptionTier) > rank(entry.tier)) {
      // The user already holds a higher tier on this subscription (an upgrade seen first).
      await topUp(tx, row.userId, event.subscriptionId, window.start, row.subscriptionTier, 'upgrade_grant');
    }
  }

  /** Which subscription an event is about, if any. */
  function subscriptionIdOf(event: PaymentEvent): string | null {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return event.subscription.id;
      case 'checkout.session.completed':
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return event.subscriptionId;
      default:
        return null;
    }
  }

  function customerIdOf(event: PaymentEvent): string | null {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return event.subscription.customerId;
      case 'checkout.session.completed':
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return event.customerId;
      default:
        return null;
    }
  }

  async function subscriberOf(userId: string): Promise<SubscriberRow | undefined> {
    const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
    return row;
  }

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
     * @throws AppError 409 'plan_unavailable' (no price configured), 409 'subscription_exists'
     *   (change plans in the portal instead), 503 'billing_unavailable' or 'payment_provider_failed'.
     */
    async checkout(userId: string, plan: PaidTier, period: BillingPeriod, locale: string): Promise<{ url: string }> {
      const payments = provider();
      const price = prices.forPlan(plan, period);
      if (!price) throw new AppError(409, 'plan_unavailable', 'planUnavailable');
      await credits.ensureSubscriber(userId);
      const row = await subscriberOf(userId);
      if (row?.subscribed && LIVE_STATUSES.includes(row.subscriptionStatus)) {
        throw new AppError(409, 'subscription_exists', 'subscriptionExists');
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
        throw new AppError(503, 'payment_provider_failed', 'paymentProviderFailed');
      }
    },

    /** The user's customer id, creating the customer once. @throws AppError 503 'payment_provider_failed' */
    async ensureCustomer(userId: string): Promise<string> {
      const payments = provider();
      const row = await subscriberOf(userId);
      if (row?.stripeCustomerId) return row.stripeCustomerId;
      const [account] = await db.select({ email: userTable.email, name: userTable.name }).from(userTable).where(eq(userTable.id, userId));
      if (!account) throw new AppError(401, 'unauthorized', 'unauthorized');
      let customerId: string;
      try {
        ({ id: customerId } = await payments.createCustomer({ userId, email: account.email, name: account.name, idempotencyKey: `customer:${userId}` }));
      } catch (error) {
        logger.error({ err: error }, 'billing: customer creation failed');
        throw new AppError(503, 'payment_provider_failed', 'paymentProviderFailed');
      }
      await db
        .update(subscribers)
        .set({ stripeCustomerId: customerId, updatedAt: new Date() })
        .where(and(eq(subscribers.userId, userId), sql`${subscribers.stripeCustomerId} is null`));
      const after = await subscriberOf(userId);
      return after?.stripeCustomerId ?? customerId;
    },

    /**
     * Opens the customer portal, returning to the billing tab.
     * @throws AppError 409 'no_billing_account' before the first checkout, 503 'payment_provider_failed'.
     */
    async portal(userId: string, locale: string): Promise<{ url: string }> {
      const payments = provider();
      const row = await subscriberOf(userId);
      if (!row?.stripeCustomerId) throw new AppError(409, 'no_billing_account', 'noBillingAccount');
      try {
        return await payments.createPortalSession({ customerId: row.stripeCustomerId, returnUrl: `${deps.publicUrl}/account?tab=billing`, locale });
      } catch (error) {
        logger.error({ err: error }, 'billing: portal session failed');
        throw new AppError(503, 'payment_provider_failed', 'paymentProviderFailed');
      }
    },

    /**
     * Verifies and processes one webhook delivery.
     * @returns duplicate: true when the event was processed before (a replay changes nothing).
     * @throws WebhookSignatureError (HTTP 400) for a missing, wrong or stale signature;
     *   PaymentProviderError when the subscription cannot be read (HTTP 500: Stripe retries).
     */
    async handleWebhook(rawBody: Buffer, signatureHeader: string | undefined, now = new Date()): Promise<{ duplicate: boolean; type: string }> {
      const payments = provider();
      const event = payments.verifyWebhook(rawBody, signatureHeader);
      const type = event.type === 'ignored' ? event.vendorType : event.type;
      const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id));
      if (seen) return { duplicate: true, type };

      // Read the subscription's current state before the transaction (a network call).
      const subscriptionId = subscriptionIdOf(event);
      let snapshot: SubscriptionSnapshot | null = null;
      if (subscriptionId) {
        try {
          snapshot = await payments.retrieveSubscription(subscriptionId);
        } catch (error) {
          if (!(error instanceof PaymentProviderError && error.notFound)) throw error;
          snapshot = 'subscription' in event ? event.subscription : null;
        }
      }

      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(billingEvents)
          .values({ id: event.id, type, eventCreatedAt: event.created })
          .onConflictDoNothing({ target: billingEvents.id })
          .returning({ id: billingEvents.id });
        if (inserted.length === 0) return { duplicate: true, type };
        if (event.type === 'ignored') return { duplicate: false, type };

        const customerId = customerIdOf(event) ?? snapshot?.customerId ?? null;
        let row = customerId ? await lockSubscriber(tx, eq(subscribers.stripeCustomerId, customerId)) : undefined;
        if (!row) {
          // Customers are created by Vitrine before checkout; an unknown one is not ours (never matched by email).
          logger.warn({ eventId: event.id, type, customerId }, 'billing: event for an unknown customer ignored');
          return { duplicate: false, type };
        }
        if (event.type === 'checkout.session.completed' && event.userId && event.userId !== row.userId) {
          logger.error({ eventId: event.id }, 'billing: checkout reference does not match the customer; ignored');
          return { duplicate: false, type };
        }
        if (snapshot && snapshot.customerId === row.stripeCustomerId) row = await sync(tx, row, snapshot, now);
        if (event.type === 'invoice.paid') await grantForInvoice(tx, row, event);
        if (event.type === 'invoice.payment_failed' && !snapshot && row.stripeSubscriptionId === event.subscriptionId) {
          await tx.update(subscribers).set({ subscriptionStatus: 'past_due', updatedAt: new Date() }).where(eq(subscribers.userId, row.userId));
        }
        logger.info({ eventId: event.id, type, userId: row.userId }, 'billing: event processed');
        return { duplicate: false, type };
      });
    },

    /** The billing display of a user (GET /api/v1/billing; spec section 3 'Billing display'). */
    async summary(userId: string, now = new Date()): Promise<BillingSummary> {
      const row = await subscriberOf(userId);
      const paid = !!row && row.subscribed && row.subscriptionTier !== 'Free' && !!row.currentPeriodStart && !!row.subscriptionEnd;
      const tier: Tier = paid ? row.subscriptionTier : 'Free';
      const plan = planFor(tier);
      const window =
        paid ? allowanceWindow(row.currentPeriodStart!, row.subscriptionEnd!, now)
        : freeWindow(row?.createdAt ?? now, now);
      const [spent] = await db
        .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int` })
        .from(creditTransactions)
        .where(
          and(
            eq(creditTransactions.userId, userId),
            inArray(creditTransactions.reason, SPENDING_REASONS),
            gte(creditTransactions.createdAt, window.start),
          ),
        );
      const used = Math.max(0, -Number(spent?.total ?? 0));
      const renewal = paid && !row.cancelAtPeriodEnd && LIVE_STATUSES.includes(row.subscriptionStatus);
      return {
        tier,
        status: row?.subscriptionStatus ?? 'none',
        period: paid ? (row.billingPeriod ?? 'month') : null,
        periodStart: window.start.toISOString(),
        periodEnd: window.end.toISOString(),
        subscriptionEnd: paid ? row.subscriptionEnd!.toISOString() : null,
        nextBillingDate: renewal ? row.subscriptionEnd!.toISOString() : null,
        renewal,
        scheduledTier: paid ? row.scheduledTier : null,
        monthlyAllowance: plan.monthlyCredits,
        usedThisPeriod: used,
        remaining: row?.creditsBalance ?? 0,
        daysLeft: daysLeft(window.end, now),
        usagePercent: Math.min(100, Math.max(0, Math.round((used / plan.monthlyCredits) * 100))),
        maxImagesPerGeneration: plan.maxImagesPerGeneration,
        mode: deps.payments?.mode ?? 'none',
        portalAvailable: !!row?.stripeCustomerId,
      };
    },

    /** One page of the user's credit history, newest first (GET /api/v1/credits/transactions). */
    async transactions(userId: string, cursor?: string, limit = TRANSACTIONS_PAGE_SIZE): Promise<{ items: CreditTransactionItem[]; nextCursor: string | null }> {
      const after = cursor ? decodeCursor(cursor) : null;
      const rows = await db
        .select()
        .from(creditTransactions)
        .where(
          and(
            eq(creditTransactions.userId, userId),
            after
              ? or(
                  lt(creditTransactions.createdAt, after.createdAt),
                  and(eq(creditTransactions.createdAt, after.createdAt), lt(creditTransactions.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((r) => ({
          id: r.id,
          amount: r.amount,
          reason: r.reason,
          balanceAfter: r.balanceAfter,
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },
  };
}
