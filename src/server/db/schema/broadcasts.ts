/**
 * Marketing broadcasts (services/broadcasts.ts): an admin's email for one consent category
 * (new features, marketing, promotions) written in one or more languages, sent by the
 * 'broadcast-send' job to the users who opted in to that category, each in their language.
 *
 * `broadcast_deliveries` holds one row per recipient, made when sending starts (unique per
 * broadcast and user). A row is claimed ('sending') before its email goes out and marked after, so
 * a restarted job never sends twice: a row left 'sending' by a crash is marked 'failed'
 * ('interrupted'), never sent again (at most once).
 *
 * `email_suppressions` holds the addresses the mail provider reported as bouncing or complaining
 * (services/mail-events.ts): broadcasts skip them.
 */

import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BroadcastContent } from '../../../shared/contracts/broadcasts';
import { BROADCAST_CATEGORIES, BROADCAST_STATUSES, DELIVERY_STATUSES, SUPPRESSION_REASONS } from '../../../shared/contracts/broadcasts';
import { LANGUAGES } from '../../../shared/catalog';
import { user } from './auth';

export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: BROADCAST_CATEGORIES }).notNull(),
    /** Subject, body and optional button per language written (at least one). */
    content: jsonb('content').$type<BroadcastContent>().notNull(),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull().default('draft'),
    /** The admin who wrote it (a plain id: it outlives the admin's account). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a test of the current content last went to its author (sending needs one after the last edit). */
    testedAt: timestamp('tested_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    startedBy: text('started_by'),
    /** Recipients when sending started. */
    recipients: integer('recipients'),
  },
  (t) => [index('broadcasts_created_idx').on(t.createdAt)],
);

export const broadcastDeliveries = pgTable(
  'broadcast_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Set when claimed for sending. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Why it failed or was skipped (e.g. 'interrupted', 'suppressed', 'unsubscribed', the mailer's error). */
    error: text('error'),
  },
  (t) => [uniqueIndex('broadcast_deliveries_once_idx').on(t.broadcastId, t.userId), index('broadcast_deliveries_pending_idx').on(t.broadcastId, t.status)],
);

export const emailSuppressions = pgTable('email_suppressions', {
  /** The address, trimmed and lower-cased. */
  email: text('email').primaryKey(),
  reason: text('reason', { enum: SUPPRESSION_REASONS }).notNull(),
  /** What the provider said (bounce type and message), at most 500 characters. */
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

