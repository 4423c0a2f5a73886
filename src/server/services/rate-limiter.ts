/**
 * Fixed-window rate limiter with its counters in the database (table `rate_limits`), so every
 * process sharing the database enforces one limit. One atomic upsert per attempt.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface RateLimitRule {
  /** Window length in seconds. */
  windowS: number;
  /** Attempts allowed per window. */
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterS: number;
  /** Attempts left in the window (`consume` only; 0 when refused). */
  remaining?: number;
  /** Seconds until the window resets, allowed or not (`consume` only). */
  resetS?: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Builds a limiter; `now` returns epoch milliseconds (injectable for tests). */
export function createRateLimiter(db: Database, now: () => number = Date.now) {
  return {
    /** Records one attempt against `key` and says whether it is within `rule`. */
    async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const t = now();
      const windowMs = rule.windowS * 1000;
      const result = await db.execute<{ count: number; window_start: string | number }>(sql`
        insert into rate_limits (key, count, window_start) values (${key}, 1, ${t})
        on conflict (key) do update set
          count = case when rate_limits.window_start <= ${t - windowMs} then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= ${t - windowMs} then ${t} else rate_limits.window_start end
        returning count, window_start`);
      const row = (result as unknown as { rows: { count: number; window_start: string | number }[] }).rows[0];
      if (!row) return { allowed: true, retryAfterS: 0, remaining: rule.max - 1, resetS: rule.windowS };
      const count = Number(row.count);
      const resetS = Math.max(1, Math.ceil((Number(row.window_start) + windowMs - t) / 1000));
      if (count <= rule.max) return { allowed: true, retryAfterS: 0, remaining: rule.max - count, resetS };
      return { allowed: false, retryAfterS: resetS, remaining: 0, resetS };
    },

    /**
     * Whether one more attempt against `key` would be within `rule`, without recording it (for
     * limits that count only some outcomes, such as failed sign-ins).
     */
    async check(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const t = now();
      const windowMs = rule.windowS * 1000;
      const result = await db.execute<{ count: number; window_start: string | number }>(sql`
        select count, window_start from rate_limits where key = ${key}`);
      const row = (result as unknown as { rows: { count: number; window_start: string | number }[] }).rows[0];
      if (!row || Number(row.window_start) <= t - windowMs || Number(row.count) < rule.max) return { allowed: true, retryAfterS: 0 };
      const resetAt = Number(row.window_start) + windowMs;
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil((resetAt - t) / 1000)) };
    },

    /** Forgets every attempt recorded against `key` (e.g. after a successful sign-in). */
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
