/** Fixed-window counters for rate limits shared by every process on the same database. */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** Window start, epoch milliseconds. */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});
