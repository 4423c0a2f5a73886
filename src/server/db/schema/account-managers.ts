/**
 * Dedicated account managers of Pro accounts (services/account-managers.ts): one admin per
 * account, assigned by an admin. The row is deleted when the account's plan no longer includes a
 * dedicated manager, and with either user.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const accountManagers = pgTable('account_managers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The admin who looks after the account. */
  managerId: text('manager_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The admin who made the assignment (kept as written, like the audit log's actor). */
  assignedBy: text('assigned_by').notNull(),
  assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
});
