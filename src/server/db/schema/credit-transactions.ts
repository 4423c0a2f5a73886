/**
 * The credit ledger: one row per change of `subscribers.credits_balance`,
 * written in the same transaction as the balance update. `amount` is signed whole credits;
 * `idempotency_key` is unique so a replayed grant, reservation or refund is applied once.
 */
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CREDIT_REASONS, type CreditReason } from '../../../shared/contracts/billing';
import { user } from './auth';

export { CREDIT_REASONS, type CreditReason };
export const creditReason = pgEnum('credit_reason', CREDIT_REASONS);

export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: creditReason('reason').notNull(),
    /** What the change is about, e.g. a generation or video id. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('credit_transactions_user_created_idx').on(t.userId, t.createdAt)],
);
