/**
 * Monthly allowance grants of paid subscriptions.
 *
 * Each allowance window of a subscription (a monthly period, or one month of a yearly period) is
 * identified by `<subscription id>:<window start ISO>` in the ledger's `reference`. A grant tops
 * the window up to the allowance of a tier, so the window ends up with the allowance of the highest
 * tier held in it, once, whatever the order in which invoices, upgrades and the yearly job arrive.
 * Idempotency key: `period_grant:<subscription>:<window start ms>:<tier>`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tier } from '../../shared/catalog';
import { planFor } from '../../shared/plans';
import type { Tx } from '../db/client';
import { creditTransactions } from '../db/schema';
import type { CreditsService } from './credits';

/**
 * Tops one window up to `tier`'s monthly allowance inside `tx` (the caller holds the subscriber
 * row lock, which serialises grants of one user). With `onlyIfStarted`, nothing happens unless the
 * window already received a grant (its payment arrived).
 * @returns credits granted (0 when nothing was missing).
 */
export async function topUpAllowance(
  credits: CreditsService,
  tx: Tx,
  input: { userId: string; subscriptionId: string; windowStart: Date; tier: Tier; reason: 'monthly_grant' | 'upgrade_grant'; onlyIfStarted?: boolean },
): Promise<number> {
  // Stripe times are whole seconds; a window is named by its start in whole seconds.
  const windowStart = new Date(Math.floor(input.windowStart.getTime() / 1000) * 1000);
  const reference = `${input.subscriptionId}:${windowStart.toISOString()}`;
  const [granted] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int` })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, input.userId),
        eq(creditTransactions.reference, reference),
        inArray(creditTransactions.reason, ['monthly_grant', 'upgrade_grant']),
      ),
    );
  const already = Number(granted?.total ?? 0);
  if (input.onlyIfStarted && already === 0) return 0;
  const missing = planFor(input.tier).monthlyCredits - already;
  if (missing <= 0) return 0;
  const result = await credits.apply(
    {
      userId: input.userId,
      amount: missing,
      reason: input.reason,
      reference,
      idempotencyKey: `period_grant:${input.subscriptionId}:${windowStart.getTime()}:${input.tier}`,
    },
    tx,
  );
  return result.applied ? missing : 0;
}
