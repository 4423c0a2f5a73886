/**
 * Money-back requests (services/money-back.ts): a new subscriber may ask for the first payment
 * back within MONEY_BACK_DAYS of it; an admin approves or declines. At most one request per user is
 * pending or approved (partial unique index); a declined one leaves room for another inside the
 * window. The row keeps the payment it is about (invoice, amount, currency, when it was paid) so the
 * decision does not depend on later billing events.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { subscriptionTier } from './subscribers';

export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REFUND_REQUEST_STATUSES }).notNull().default('pending'),
    /** What the user wrote, if anything (at most 1,000 characters). */
    message: text('message'),
    /** The first paid invoice of the user and its subscription (provider ids: in_..., sub_...). */
    invoiceId: text('invoice_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    tier: subscriptionTier('tier').notNull(),
    /** What was paid, in minor units of `currency` (lower-case ISO 4217). */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set while an admin's approval is being carried out (a second approval waits or is refused). */
    approvingSince: timestamp('approving_since', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The deciding admin's user id (a plain id: it outlives the admin's account). */
    decidedBy: text('decided_by'),
    /** The payment provider's refund id (re_...). */
    providerRefundId: text('provider_refund_id'),
    /** Credits of the refunded period taken back through the ledger (reason 'money_back'). */
    creditsTakenBack: integer('credits_taken_back'),
  },
  (t) => [
    uniqueIndex('refund_requests_one_open_idx').on(t.userId).where(sql`${t.status} in ('pending', 'approved')`),
    index('refund_requests_status_idx').on(t.status, t.requestedAt),
    check('refund_requests_amount_non_negative', sql`${t.amountMinor} >= 0`),
  ],
);
