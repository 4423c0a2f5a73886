/** Tier rules enforced on the server (spec sections 5, 6, 9; design.md 'Credits'). */
import { eq } from 'drizzle-orm';
import { MAX_IMAGES_FREE, MAX_IMAGES_PAID, type Tier } from '../../shared/catalog';
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

/** Images allowed per generation: 1 on Free, 3 otherwise (spec section 9). */
export function maxImagesPerGeneration(plan: Plan): number {
  return plan.isFree ? MAX_IMAGES_FREE : MAX_IMAGES_PAID;
}

/** Whether premium scenario ideas are unlocked (spec section 5: paid plans only). */
export function premiumScenariosUnlocked(plan: Plan): boolean {
  return !plan.isFree;
}
