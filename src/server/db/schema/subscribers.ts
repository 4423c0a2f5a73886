/**
 * Billing state per user. Only the credits service writes
 * `credits_balance` (together with its ledger row); only verified payment events change the paid tier, and only an
 * admin action changes the complimentary tier.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TIERS } from '../../../shared/catalog';
import { BILLING_PERIODS, SUBSCRIPTION_STATUSES } from '../../../shared/plans';
import { user } from './auth';

export const subscriptionTier = pgEnum('subscription_tier', TIERS);

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull().default(false),
    subscriptionTier: subscriptionTier('subscription_tier').notNull().default('Free'),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true, mode: 'date' }),
    /** Stripe customer of the user, created once at the first checkout (or the test-mode equivalent). */
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** The subscription this row mirrors; only events about it change the tier. */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe's subscription status, or 'none' before the first subscription. */
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('none'),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }),
    /** Start of the current paid period (its end is `subscription_end`). */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A lower tier that replaces the current one at `subscription_end` (downgrades wait for the period end). */
    scheduledTier: subscriptionTier('scheduled_tier'),
    /**
     * A tier an admin gave without payment: its rules apply while the user has no
     * paid subscription in force (services/tiers.ts `entitledTier`). Null: none.
     */
    complimentaryTier: subscriptionTier('complimentary_tier'),
    /**
     * A free trial in force (services/trials.ts): its tier's rules apply until `trial_ends_at` unless a
     * paid subscription is in force (services/tiers.ts `entitledTier`). Null: none.
     */
    trialTier: subscriptionTier('trial_tier'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
    /** Whole credits; never negative. */
    creditsBalance: integer('credits_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('subscribers_credits_balance_non_negative', sql`${t.creditsBalance} >= 0`)],
);
