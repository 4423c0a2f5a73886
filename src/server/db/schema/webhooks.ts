/**
 * Outgoing webhooks (Standard Webhooks): the endpoints a user registered and every delivery made to
 * them (src/server/services/webhooks.ts).
 */
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Event types delivered here (src/shared/contracts/webhooks.ts). */
    events: text('events').array().notNull(),
    description: text('description'),
    /** The signing secret, `whsec_` and base64 of 32 random bytes; shown to the owner once. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signing until `previousSecretExpiresAt`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** Null while enabled; when the owner or the 3-day failure rule disabled it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** 'owner' or 'failing'. */
    disabledReason: text('disabled_reason'),
    /** Since when every attempt has failed; null after a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** Also the message id sent as `webhook-id` (`msg_` and the uuid's hex). */
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    eventType: text('event_type').notNull(),
    /** What the event is about, e.g. 'generation.completed:<id>': one delivery per endpoint, however often the event is emitted. */
    eventId: text('event_id').notNull(),
    /** The JSON body sent, exactly. */
    payload: text('payload').notNull(),
    /** 'pending' (an attempt is due), 'succeeded', 'failed' (no attempt left). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt), unique('webhook_deliveries_event_uq').on(t.endpointId, t.eventId)],
);
