/**
 * Tier rules enforced on the server (docs/product.md). Every rule is read from the plan catalogue
 * (`planFor` in src/shared/plans.ts); nothing here keeps its own list.
 *
 * Which tier applies (`entitledTier`): a paid subscription in force, else a free trial in force
 * (./trials.ts), else the complimentary tier an admin gave (docs/decisions/006-complimentary-tier.md),
 * else Free.
 */
import { eq } from 'drizzle-orm';
import type { Tier } from '../../shared/catalog';
import { planFor, type PlanDefinition } from '../../shared/plans';
import type { Database, Tx } from '../db/client';
import { subscribers } from '../db/schema';

export interface Plan {
  /** The tier whose rules apply: the paid tier, else the complimentary tier, else Free. */
  tier: Tier;
  subscribed: boolean;
  /** True when Free's rules apply: no paid subscription in force and no complimentary tier. */
  isFree: boolean;
  /** True when the rules come from a complimentary tier. */
  complimentary: boolean;
  /** When the rules come from a free trial: its end; else null. */
  trialEndsAt: Date | null;
}

/** The billing columns a tier is derived from. */
export interface TierSource {
  subscriptionTier: Tier;
  subscribed: boolean;
  complimentaryTier: Tier | null;
  /** A free trial's tier and end (null or absent: none). */
  trialTier?: Tier | null;
  trialEndsAt?: Date | null;
}

/**
 * The tier whose rules apply to a subscriber row: the paid tier while a subscription is in force
 * (subscribed, not Free), else a free trial's tier until `trialEndsAt` (exclusive), else the
 * complimentary tier an admin set, else Free. A paid plan always wins, so a user who starts paying
 * gets what they pay for.
 * Input: the row's columns, or null for a user without a row; `now`. Output: the tier and where it came from.
 */
export function entitledTier(row: TierSource | null | undefined, now = new Date()): { tier: Tier; source: 'paid' | 'trial' | 'complimentary' | 'free' } {
  if (row?.subscribed && row.subscriptionTier !== 'Free') return { tier: row.subscriptionTier, source: 'paid' };
  if (row?.trialTier && row.trialEndsAt && row.trialEndsAt.getTime() > now.getTime()) return { tier: row.trialTier, source: 'trial' };
  if (row?.complimentaryTier && row.complimentaryTier !== 'Free') return { tier: row.complimentaryTier, source: 'complimentary' };
  return { tier: 'Free', source: 'free' };
}

/** The user's plan; a user without a subscriber row is on Free. */
export async function planOf(db: Database | Tx, userId: string): Promise<Plan> {
  const [row] = await db
    .select({
      subscriptionTier: subscribers.subscriptionTier,
      subscribed: subscribers.subscribed,
      complimentaryTier: subscribers.complimentaryTier,
      trialTier: subscribers.trialTier,
      trialEndsAt: subscribers.trialEndsAt,
    })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  const entitled = entitledTier(row);
  return {
    tier: entitled.tier,
    subscribed: row?.subscribed ?? false,
    isFree: entitled.source === 'free',
    complimentary: entitled.source === 'complimentary',
    trialEndsAt: entitled.source === 'trial' ? row!.trialEndsAt! : null,
  };
}

/** The tier whose rules apply (`plan.tier`; Free when Free's rules apply). */
export function effectiveTier(plan: Plan): Tier {
  return plan.isFree ? 'Free' : plan.tier;
}

/** The catalogue entry whose rules apply to a user's plan (`planFor(effectiveTier(plan))`). */
export function rulesOf(plan: Plan): PlanDefinition {
  return planFor(effectiveTier(plan));
}

/** Images allowed per generation: 1 on Free, 3 otherwise (the plan's `maxImagesPerGeneration`). */
export function maxImagesPerGeneration(plan: Plan): number {
  return rulesOf(plan).maxImagesPerGeneration;
}

/**
 * Whether `plan`'s paid work (generations, videos, packshots) goes first within each turn of the
 * job queue: true when the plan's features include 'priority' (src/shared/plans.ts: Plus, Pro).
 * The queue's rule: src/server/jobs/fair-order.ts; docs/product.md, 'Priority generation and fair
 * turns'.
 */
export function hasPriorityGeneration(plan: Plan): boolean {
  return rulesOf(plan).features.includes('priority');
}

/** Whether premium scenario ideas are unlocked (paid plans only; the plan's `premiumScenarios`). */
export function premiumScenariosUnlocked(plan: Plan): boolean {
  return rulesOf(plan).premiumScenarios;
}

/** Storage a user's plan may hold, in bytes (the plan's `storageQuotaBytes`). */
export function storageQuotaOf(plan: Plan): number {
  return rulesOf(plan).storageQuotaBytes;
}
