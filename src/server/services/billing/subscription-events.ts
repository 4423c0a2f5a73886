/**
 * The payment webhook state machine:
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
import { eq } from 'drizzle-orm';
import type { Tier } from '../../../shared/catalog';
import { planFor } from '../../../shared/plans';
import type { Tx } from '../../db/client';
import { billingEvents, subscribers } from '../../db/schema';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type SubscriptionSnapshot,
} from '../../providers/payments/payments-provider';
import { DomainError } from '../domain-error';
import { topUpAllowance } from '../allowance-grants';
import { allowanceWindow } from '../billing-periods';
import { ENDED_STATUSES, LIVE_STATUSES, providerOf, type BillingAccountChange, type BillingDeps, type SubscriberRow } from './billing-common';

const rank = (tier: Tier) => planFor(tier).rank;

export type SubscriptionEvents = ReturnType<typeof createSubscriptionEvents>;

/** The webhook handler of the billing service (`handleWebhook`); the only writer of a subscriber's tier. */
export function createSubscriptionEvents(deps: BillingDeps) {
  const { db, credits, prices, logger } = deps;
  const provider = () => providerOf(deps);

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

  /**
   * Keeps what a paid invoice brought in on its event row (user, tier of its price, amount and
   * currency), for the admin's revenue by tier. The tier is that of the first
   * line with a price Vitrine sells, preferring a non-proration line.
   */
  async function recordRevenue(tx: Tx, row: SubscriberRow, event: Extract<PaymentEvent, { type: 'invoice.paid' }>): Promise<void> {
    const line = event.lines.find((l) => !l.proration && prices.byId(l.priceId)) ?? event.lines.find((l) => prices.byId(l.priceId));
    const tier = line ? prices.byId(line.priceId)!.tier : null;
    await tx
      .update(billingEvents)
      .set({ userId: row.userId, tier, amountMinor: event.amountPaid, currency: event.currency, invoiceId: event.invoiceId, subscriptionId: event.subscriptionId })
      .where(eq(billingEvents.id, event.id));
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

  return {
    /**
     * Reads one subscription's current state from the payment provider and mirrors it on its
     * subscriber row, as a webhook about it would (used after Vitrine itself ends a subscription,
     * so the account does not wait for the provider's event; the event, when it comes, changes
     * nothing more). Sends no account-update email: the caller tells the user.
     * @returns the row before and after, or null when no subscriber has the subscription's customer.
     * @throws PaymentProviderError when the subscription cannot be read.
     */
    async resync(subscriptionId: string, now = new Date()): Promise<{ before: SubscriberRow; after: SubscriberRow } | null> {
      const snapshot = await provider().retrieveSubscription(subscriptionId);
      return db.transaction(async (tx) => {
        const row = await lockSubscriber(tx, eq(subscribers.stripeCustomerId, snapshot.customerId));
        if (!row) return null;
        const after = await sync(tx, row, snapshot, now);
        logger.info({ subscriptionId, userId: row.userId, status: snapshot.status }, 'billing: subscription resynced');
        return { before: row, after };
      });
    },

    /**
     * Verifies and processes one webhook delivery.
     * @returns duplicate: true when the event was processed before (a replay changes nothing).
     * @throws DomainError 'invalid_signature' (HTTP 400) for a missing, wrong or stale signature
     *   (logged as a warning with the reason); PaymentProviderError when the subscription cannot
     *   be read (HTTP 500: Stripe retries).
     */
    async handleWebhook(rawBody: Buffer, signatureHeader: string | undefined, now = new Date()): Promise<{ duplicate: boolean; type: string }> {
      const payments = provider();
      let event: PaymentEvent;
      try {
        event = payments.verifyWebhook(rawBody, signatureHeader);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        logger.warn({ reason: error.message }, 'stripe webhook refused');
        throw new DomainError('invalid_signature');
      }
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

      let change: BillingAccountChange | null = null;
      const result = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(billingEvents)
          .values({ id: event.id, type, eventCreatedAt: event.created })
          .onConflictDoNothing({ target: billingEvents.id })
          .returning({ id: billingEvents.id });
        if (inserted.length === 0) return { duplicate: true, type };
        if (event.type === 'ignored') return { duplicate: false, type };

        const customerId = customerIdOf(event) ?? snapshot?.customerId ?? null;
        let row = customerId ? await lockSubscriber(tx, eq(subscribers.stripeCustomerId, customerId)) : undefined;
        const before = row;
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
        if (event.type === 'invoice.paid') {
          await grantForInvoice(tx, row, event);
          await recordRevenue(tx, row, event);
        }
        if (event.type === 'invoice.payment_failed' && !snapshot && row.stripeSubscriptionId === event.subscriptionId) {
          await tx.update(subscribers).set({ subscriptionStatus: 'past_due', updatedAt: new Date() }).where(eq(subscribers.userId, row.userId));
        }
        logger.info({ eventId: event.id, type, userId: row.userId }, 'billing: event processed');
        change = { eventId: event.id, eventType: type, billingReason: event.type === 'invoice.paid' ? event.billingReason : null, userId: row.userId, before: before ?? row, after: row };
        return { duplicate: false, type };
      });
      const committed = change as BillingAccountChange | null;
      if (committed && deps.onAccountChange) {
        await deps.onAccountChange(committed).catch((error: unknown) => logger.error({ err: error, eventId: committed.eventId }, 'billing: account update email failed'));
      }
      return result;
    },
  };
}
