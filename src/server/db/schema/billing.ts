/**
 * Billing tables: processed payment events (each Stripe event id stored once, in the
 * same transaction as its effects) and the state of the local test-mode checkout, which stands in
 * for Stripe when no keys are configured.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { BILLING_PERIODS } from '../../../shared/plans';
import { user } from './auth';
import { subscriptionTier } from './subscribers';

/** One row per processed webhook event: a replay finds its id and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  /** Stripe event id (evt_...). */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When Stripe created the event. */
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true, mode: 'date' }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** For a paid invoice (invoice.paid): whose it was, the tier of its price, and the amount paid (admin revenue). */
  userId: text('user_id'),
  tier: subscriptionTier('tier'),
  /** Minor units (cents) of `currency` (lower-case ISO 4217, as Stripe writes it). */
  amountMinor: integer('amount_minor'),
  currency: text('currency'),
  /** For a paid invoice: the invoice and its subscription (in_..., sub_...), for the money-back guarantee. */
  invoiceId: text('invoice_id'),
  subscriptionId: text('subscription_id'),
});

/** Test-mode checkout sessions (the stand-in for Stripe Checkout). */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    tier: subscriptionTier('tier').notNull(),
    period: text('period', { enum: BILLING_PERIODS }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'canceled'] }).notNull().default('open'),
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('test_checkout_sessions_user_idx').on(t.userId)],
);

/** Test-mode subscriptions, shaped after the fields of a Stripe subscription that Vitrine reads. */
export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull(),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A price that replaces the current one at the next renewal (a scheduled downgrade). */
    pendingPriceId: text('pending_price_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('test_subscriptions_user_idx').on(t.userId)],
);
