/**
 * Tier rules enforced on the server (spec sections 5, 6, 9; design.md 'Credits'). Every rule is
 * read from the plan catalogue (`planFor` in src/shared/plans.ts); nothing here keeps its own list.
 */
import { eq } from 'drizzle-orm';
import type { Tier } from '../../shared/catalog';
import { planFor, type PlanDefinition } from '../../shared/plans';
import type { Database, Tx } from '../db/client';
import { subscribers } from '../db/schema';

export interface Plan {
  tier: Tier;
  subscribed: boolean;
  /** True on Free, or when not subscribed (spec section 4 'Tiers and plan state'). */
  isFree: boolean;
}

/** The user's tier; a user without a subscriber row is on Free. */
export async function planOf(db: Database | Tx, userId: string): Promise<Plan> {
  const [row] = await db
    .select({ tier: subscribers.subscriptionTier, subscribed: subscribers.subscribed })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  const tier = row?.tier ?? 'Free';
  const subscribed = row?.subscribed ?? false;
  return { tier, subscribed, isFree: tier === 'Free' || !subscribed };
}

/** The tier whose rules apply: the subscribed tier, or Free when not subscribed. */
export function effectiveTier(plan: Plan): Tier {
  return plan.isFree ? 'Free' : plan.tier;
}

/** The catalogue entry whose rules apply to a user's plan (`planFor(effectiveTier(plan))`). */
export function rulesOf(plan: Plan): PlanDefinition {
  return planFor(effectiveTier(plan));
}

/** Images allowed per generation: 1 on Free, 3 otherwise (spec section 9; the plan's `maxImagesPerGeneration`). */
export function maxImagesPerGeneration(plan: Plan): number {
  return rulesOf(plan).maxImagesPerGeneration;
}

/** Whether premium scenario ideas are unlocked (spec section 5: paid plans only; the plan's `premiumScenarios`). */
export function premiumScenariosUnlocked(plan: Plan): boolean {
  return rulesOf(plan).premiumScenarios;
}

/** Storage a user's plan may hold, in bytes (the plan's `storageQuotaBytes`; issue 11 item 5). */
export function storageQuotaOf(plan: Plan): number {
  return rulesOf(plan).storageQuotaBytes;
}
