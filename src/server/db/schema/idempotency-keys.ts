/**
 * Idempotency keys: the first answer to a POST sent with an `Idempotency-Key` header, kept 24 hours
 * per user so that the same request sent again is answered the same without running again
 * (src/server/services/idempotency.ts).
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The client's key (1-255 printable ASCII characters). */
    key: text('key').notNull(),
    /** Hex SHA-256 of the method, path and body of the first request. */
    fingerprint: text('fingerprint').notNull(),
    /** 'running' until the first request is answered, then 'done'. */
    state: text('state').notNull(),
    /** The first answer: status, content type and body (JSON or text; empty for 204). */
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] })],
);
