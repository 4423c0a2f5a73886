/**
 * API keys: how a shop's script or an integration calls /api/v1 without a browser session
 * (src/server/services/api-keys.ts). Only a SHA-256 hash of each key is kept; the key itself is
 * shown once, when it is made.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The owner's label for the key (1-100 characters). */
    name: text('name').notNull(),
    /** The key's first characters (`vtr_live_` and 4 more), shown in lists to recognise it. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key; unique, the only way a key is found. */
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_uq'),
    /** What the key may do: 'read', 'generate', 'webhooks' (src/shared/contracts/api-keys.ts). */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last request made with the key, to the minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Set when the owner revokes the key; a revoked key answers 401. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);
