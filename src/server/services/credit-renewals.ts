/**
 * Scheduled credit renewals, run by the `credit-renewals` job:
 * - Free users get their 10 credits every 30 days from sign-up (window n >= 1; window 0 is the
 *   sign-up grant); a user on a complimentary tier gets that tier's monthly credits
 *   instead, on the same schedule. Idempotency key `free_grant:<user>:<n>`, so running twice grants
 *   once. A user whose paid subscription ended inside a window waits for the next window.
 * - Yearly subscribers get their monthly allowance at the start of each month of the paid year
 *   (month 0 comes with the paid invoice). Same key scheme as the invoice grants, so the two never
 *   double up.
 * Missed windows are not back-filled: only the current window is granted. Tiers are never changed
 * here (only verified payment events change a tier).
 */
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tier } from '../../shared/catalog';
import { FREE_RENEWAL_DAYS, planFor } from '../../shared/plans';
import { topUpAllowance } from './allowance-grants';
import type { Database } from '../db/client';
import { subscribers } from '../db/schema';
import type { Logger } from '../logger';
import { allowanceWindow, freeWindow } from './billing-periods';
import type { CreditsService } from './credits';

/** Rows looked at per run and kind; the job runs again soon, so a backlog drains over runs. */
const BATCH = 500;

export interface RenewalResult {
  /** Free grants made in this run. */
  freeGrants: number;
  /** Yearly monthly grants made in this run. */
  yearlyGrants: number;
}

export type CreditRenewals = ReturnType<typeof createCreditRenewals>;

export function createCreditRenewals(deps: { db: Database; credits: CreditsService; logger: Logger }) {
  const { db, credits, logger } = deps;

  return {
    /** Grants every renewal due at `now`. Safe to run any number of times. */
    async run(now = new Date()): Promise<RenewalResult> {
      let freeGrants = 0;
      let yearlyGrants = 0;
      const windowSeconds = FREE_RENEWAL_DAYS * 86_400;
      // Free users (tier Free or not subscribed) past their first window without this window's grant.
      const result = await db.execute(sql`
        select s.user_id, s.created_at, s.complimentary_tier, w.window_index
        from ${subscribers} s
        cross join lateral (
          select floor(extract(epoch from (${now.toISOString()}::timestamptz - s.created_at)) / ${windowSeconds})::int as window_index
        ) w
        where (s.subscription_tier = 'Free' or s.subscribed = false)
          and w.window_index >= 1
          and (s.subscription_end is null
               or s.subscription_end <= s.created_at + make_interval(secs => w.window_index * ${windowSeconds}))
          and not exists (
            select 1 from credit_transactions ct
            where ct.idempotency_key = 'free_grant:' || s.user_id || ':' || w.window_index
          )
        limit ${BATCH}`);
      const due = result as unknown as { rows: { user_id: string; created_at: string | Date; complimentary_tier: Tier | null; window_index: number }[] };
      for (const row of due.rows) {
        const window = freeWindow(new Date(row.created_at), now);
        const result = await credits.apply({
          userId: row.user_id,
          amount: planFor(row.complimentary_tier ?? 'Free').monthlyCredits,
          reason: 'monthly_grant',
          reference: `free:${window.start.toISOString()}`,
          idempotencyKey: `free_grant:${row.user_id}:${window.index}`,
        });
        if (result.applied) freeGrants += 1;
      }

      // Yearly subscriptions in good standing: grant the current month's window if missing.
      const yearly = await db
        .select()
        .from(subscribers)
        .where(
          and(
            eq(subscribers.subscribed, true),
            eq(subscribers.billingPeriod, 'year'),
            sql`${subscribers.subscriptionStatus} in ('active', 'trialing')`,
            isNotNull(subscribers.currentPeriodStart),
            isNotNull(subscribers.stripeSubscriptionId),
            lte(subscribers.currentPeriodStart, now),
          ),
        )
        .limit(BATCH);
      for (const candidate of yearly) {
        const granted = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, candidate.userId)).for('update');
          if (!row?.subscribed || row.billingPeriod !== 'year' || !row.currentPeriodStart || !row.stripeSubscriptionId) return 0;
          if (row.subscriptionTier === 'Free' || !['active', 'trialing'].includes(row.subscriptionStatus)) return 0;
          const window = allowanceWindow(row.currentPeriodStart, row.subscriptionEnd ?? now, now);
          if (window.index === 0) return 0; // month 0 comes with the paid invoice
          return topUpAllowance(credits, tx, {
            userId: row.userId,
            subscriptionId: row.stripeSubscriptionId,
            windowStart: window.start,
            tier: row.subscriptionTier,
            reason: 'monthly_grant',
          });
        });
        if (granted > 0) yearlyGrants += 1;
      }
      if (freeGrants + yearlyGrants > 0) logger.info({ freeGrants, yearlyGrants }, 'credit renewals granted');
      return { freeGrants, yearlyGrants };
    },
  };
}
