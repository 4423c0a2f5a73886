/**
 * The user's data rights:
 * - data_exports: each export request, its zip in storage (under the user's folder) and its expiry;
 * - retained_billing_records: what is kept of a deleted account because billing law requires it
 *   (references to the payment provider's customer and subscription, plans and dates), with no
 *   user id, name or email (docs/decisions/007-account-data.md).
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXPORT_STATUSES } from '../../../shared/contracts/account-data';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('queued'),
    /** users/<userId>/exports/<id>.zip once ready. */
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Files (images, videos, photos) in the zip. */
    fileCount: integer('file_count'),
    error: text('error'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    readyAt: ts('ready_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('data_exports_user_requested_idx').on(t.userId, t.requestedAt)],
);

/** A grant of paid credits kept with a retained billing record (no personal data). */
export interface RetainedGrant {
  at: string;
  reason: string;
  amount: number;
  /** The payment provider's subscription id. */
  reference: string | null;
}

export const retainedBillingRecords = pgTable('retained_billing_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** 'stripe' or 'test'. */
  provider: text('provider').notNull(),
  /** The payment provider's customer id (its invoices are kept there). */
  customerRef: text('customer_ref').notNull(),
  subscriptionRef: text('subscription_ref'),
  lastTier: text('last_tier').notNull(),
  lastStatus: text('last_status').notNull(),
  /** Allowance grants of paid subscriptions: date, reason, credits, subscription. */
  grants: jsonb('grants').$type<RetainedGrant[]>().notNull().default([]),
  accountCreatedAt: ts('account_created_at'),
  deletedAt: ts('deleted_at').notNull().defaultNow(),
  /** When the record may be removed (10 years: the longest bookkeeping period among the supported countries). */
  retainUntil: ts('retain_until').notNull(),
});
