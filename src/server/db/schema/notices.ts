/**
 * What the notification emails need to remember:
 * - sent_notices: one row per email sent about one thing (a generation, a month, a device), so a
 *   re-run job never sends it twice;
 * - watch_heartbeats: when the page of a generation or video last said it was open (the
 *   'generation complete' email goes only to users who left);
 * - known_devices: the browsers and systems a user signed in from (an email on a new one).
 */
import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { WATCH_KINDS } from '../../../shared/contracts/notifications';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const sentNotices = pgTable(
  'sent_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** e.g. 'generation-complete', 'video-complete', 'monthly-summary', 'new-device'. */
    kind: text('kind').notNull(),
    /** What it is about: a generation or video id, a month ('2026-10'), a device key. */
    reference: text('reference').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [unique('sent_notices_user_kind_reference_uq').on(t.userId, t.kind, t.reference)],
);

export const watchHeartbeats = pgTable(
  'watch_heartbeats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: WATCH_KINDS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'watch_heartbeats_pk', columns: [t.userId, t.subjectKind, t.subjectId] }), index('watch_heartbeats_seen_idx').on(t.lastSeenAt)],
);

export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Browser and system, e.g. 'chrome|linux'. */
    deviceKey: text('device_key').notNull(),
    /** Shown in emails, e.g. 'Chrome on Linux'. */
    label: text('label').notNull(),
    lastIp: text('last_ip'),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'known_devices_pk', columns: [t.userId, t.deviceKey] })],
);
