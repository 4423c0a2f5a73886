/**
 * The billing display: tier, status, the current
 * allowance window, credits used in it and what remains, and the free trial (running, ended, or
 * still available).
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tier } from '../../../shared/catalog';
import type { BillingSummary } from '../../../shared/contracts/billing';
import { planFor } from '../../../shared/plans';
import { creditTransactions, trials, user as userTable } from '../../db/schema';
import { emailHash } from '../trials';
import { allowanceWindow, daysLeft, freeWindow } from '../billing-periods';
import { SPENDING_REASONS } from '../credit-reasons';
import { LIVE_STATUSES, subscriberOf, type BillingDeps } from './billing-common';

export type BillingSummaryService = ReturnType<typeof createBillingSummary>;

/** The billing display of the billing service (`summary`); `payments` gives the mode shown. */
export function createBillingSummary(deps: Pick<BillingDeps, 'db' | 'payments'>) {
  const { db } = deps;
  // Credits used in a window (the dashboard asks on every visit): built and prepared once.
  // Reservations less refunds (../credit-reasons.ts), as the admin overview and the monthly summary count them.
  const spentQuery = db
    .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int` })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, sql.placeholder('userId')),
        inArray(creditTransactions.reason, [...SPENDING_REASONS]),
        gte(creditTransactions.createdAt, sql.placeholder('windowStart')),
      ),
    )
    .prepare('credits_spent_since');
  return {
    /** The billing display of a user (GET /api/v1/billing). */
    async summary(userId: string, now = new Date()): Promise<BillingSummary> {
      const row = await subscriberOf(db, userId);
      const paid = !!row && row.subscribed && row.subscriptionTier !== 'Free' && !!row.currentPeriodStart && !!row.subscriptionEnd;
      const [trialRow] = await db.select().from(trials).where(eq(trials.userId, userId));
      const trialActive = !paid && !!row?.trialTier && !!row.trialEndsAt && row.trialEndsAt.getTime() > now.getTime();
      // Without a paid period in force, a running trial's tier, else a complimentary tier set by an admin applies (services/tiers.ts).
      const tier: Tier = paid ? row.subscriptionTier : trialActive ? row.trialTier! : (row?.complimentaryTier ?? 'Free');
      // A trial may start with none yet for this account or its address (the address's hash, as services/trials.ts keeps it).
      let trialAvailable = false;
      if (!trialRow && !(paid && LIVE_STATUSES.includes(row.subscriptionStatus))) {
        const [account] = await db.select({ email: userTable.email }).from(userTable).where(eq(userTable.id, userId));
        const [byEmail] = account ? await db.select({ id: trials.id }).from(trials).where(eq(trials.emailHash, emailHash(account.email))) : [];
        trialAvailable = !!account && !byEmail;
      }
      const plan = planFor(tier);
      const window =
        paid ? allowanceWindow(row.currentPeriodStart!, row.subscriptionEnd!, now)
        : freeWindow(row?.createdAt ?? now, now);
      const [spent] = await spentQuery.execute({ userId, windowStart: window.start.toISOString() });
      const used = Math.max(0, -Number(spent?.total ?? 0));
      const renewal = paid && !row.cancelAtPeriodEnd && LIVE_STATUSES.includes(row.subscriptionStatus);
      return {
        tier,
        status: row?.subscriptionStatus ?? 'none',
        period: paid ? (row.billingPeriod ?? 'month') : null,
        periodStart: window.start.toISOString(),
        periodEnd: window.end.toISOString(),
        subscriptionEnd: paid ? row.subscriptionEnd!.toISOString() : null,
        nextBillingDate: renewal ? row.subscriptionEnd!.toISOString() : null,
        renewal,
        scheduledTier: paid ? row.scheduledTier : null,
        monthlyAllowance: plan.monthlyCredits,
        usedThisPeriod: used,
        remaining: row?.creditsBalance ?? 0,
        daysLeft: daysLeft(window.end, now),
        usagePercent: Math.min(100, Math.max(0, Math.round((used / plan.monthlyCredits) * 100))),
        maxImagesPerGeneration: plan.maxImagesPerGeneration,
        mode: deps.payments?.mode ?? 'none',
        portalAvailable: !!row?.stripeCustomerId,
        trial: trialRow
          ? { tier: trialRow.tier, credits: trialRow.credits, startedAt: trialRow.startedAt.toISOString(), endsAt: trialRow.endsAt.toISOString(), active: trialActive && !trialRow.endedAt, outcome: trialRow.outcome }
          : null,
        trialAvailable,
      };
    },
  };
}
