/**
 * What each ledger reason means for the figures: the one place that says
 * which `credit_transactions.reason` values are grants, reservations (spending) and refunds.
 * Every sum of the ledger by reason (the billing display, the admin overview, the monthly summary
 * email) takes its lists from here. `CREDIT_REASON_KINDS` is typed over every CreditReason, so a
 * new reason does not compile until it is given a kind here, and then counts everywhere at once.
 */
import type { CreditReason } from '../db/schema';

/**
 * - 'grant': credits given by the plan (sign-up, monthly allowance, upgrade top-up);
 * - 'adjustment': an admin's grant (positive) or deduction (negative);
 * - 'reserve': credits taken to start paid work (negative);
 * - 'refund': credits given back for work not delivered (positive);
 * - 'expiry': credits taken back because what paid for them ended: what was left of a free trial's
 *   credits when it ended unpaid, or of a refunded period's allowance under the money-back
 *   guarantee (negative; not spending: no work was paid for).
 */
export type CreditReasonKind = 'grant' | 'adjustment' | 'reserve' | 'refund' | 'expiry';

export const CREDIT_REASON_KINDS = {
  signup_grant: 'grant',
  monthly_grant: 'grant',
  upgrade_grant: 'grant',
  admin_adjustment: 'adjustment',
  generation_reserve: 'reserve',
  generation_refund: 'refund',
  video_reserve: 'reserve',
  video_refund: 'refund',
  studio_reserve: 'reserve',
  studio_refund: 'refund',
  ad_reserve: 'reserve',
  ad_refund: 'refund',
  listing_reserve: 'reserve',
  listing_refund: 'refund',
  trial_grant: 'grant',
  trial_expiry: 'expiry',
  money_back: 'expiry',
} as const satisfies Record<CreditReason, CreditReasonKind>;

/** The reasons of one kind, as a type: `ReasonOfKind<'reserve'>` is 'generation_reserve' | 'video_reserve' | ... */
export type ReasonOfKind<K extends CreditReasonKind> = { [R in CreditReason]: (typeof CREDIT_REASON_KINDS)[R] extends K ? R : never }[CreditReason];

/** The reasons of the given kinds, in CREDIT_REASON_KINDS order. */
export function reasonsOfKind<K extends CreditReasonKind>(...kinds: K[]): ReasonOfKind<K>[] {
  return (Object.keys(CREDIT_REASON_KINDS) as CreditReason[]).filter((r) => (kinds as CreditReasonKind[]).includes(CREDIT_REASON_KINDS[r])) as ReasonOfKind<K>[];
}

/** Reasons that take credits to start paid work (generations, videos, Studio Photos batches). */
export const RESERVE_REASONS: readonly ReasonOfKind<'reserve'>[] = reasonsOfKind('reserve');

/** Reasons that give credits back for work not delivered; their sum is 'credits refunded'. */
export const REFUND_REASONS: readonly ReasonOfKind<'refund'>[] = reasonsOfKind('refund');

/**
 * Reasons whose negated sum is 'credits spent' / 'credits used': reservations less refunds.
 * Admin adjustments are not spending (a deduction is not work paid for).
 */
export const SPENDING_REASONS: readonly ReasonOfKind<'reserve' | 'refund'>[] = reasonsOfKind('reserve', 'refund');

/** Reasons that give credits without payment for work: plan grants and admin adjustments (positive ones are grants). */
export const GRANTING_REASONS: readonly ReasonOfKind<'grant' | 'adjustment'>[] = reasonsOfKind('grant', 'adjustment');
