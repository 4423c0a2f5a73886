/**
 * The admin audit log: one row per admin action, with who did it, what, on which
 * target, the values before and after, and when. Written in the same transaction as the action
 * (services/admin/audit-log.ts). Append-only: no service updates or deletes a row, and a trigger
 * (migration 0012) refuses UPDATE and DELETE on the table. Actor and target are plain ids, not
 * foreign keys, so the record outlives a deleted account.
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_ACTIONS, ADMIN_TARGET_TYPES } from '../../../shared/contracts/admin';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The admin's user id and email at the time of the action. */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: ADMIN_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    /** The values the action changed, before and after (null when there was nothing before or after). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The reason the admin gave, when the action asks for one. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_target_idx').on(t.targetType, t.targetId)],
);
