/**
 * Price ids and what they sell: each price id maps to exactly one paid tier and
 * billing period. The tier is read from this map, never guessed from an amount or an email.
 */
import { BILLING_PERIODS, PAID_TIERS, type BillingPeriod, type PaidTier } from '../../../shared/plans';
import type { PriceEntry } from './payments-provider';

export interface PriceCatalog {
  /** Every configured price. */
  entries: readonly PriceEntry[];
  /** What a price id sells; undefined for a price Vitrine does not know. */
  byId(priceId: string): PriceEntry | undefined;
  /** The price of a plan and period; undefined when not on sale. */
  forPlan(tier: PaidTier, period: BillingPeriod): PriceEntry | undefined;
}

/**
 * Builds the catalog from `ids[tier][period]` (missing ones are not on sale).
 * @throws Error when one price id is given for two plans or periods.
 */
export function createPriceCatalog(ids: Partial<Record<PaidTier, Partial<Record<BillingPeriod, string | undefined>>>>): PriceCatalog {
  const entries: PriceEntry[] = [];
  const byId = new Map<string, PriceEntry>();
  for (const tier of PAID_TIERS) {
    for (const period of BILLING_PERIODS) {
      const priceId = ids[tier]?.[period];
      if (!priceId) continue;
      if (byId.has(priceId)) throw new Error(`price ${priceId} is configured twice`);
      const entry = { priceId, tier, period };
      entries.push(entry);
      byId.set(priceId, entry);
    }
  }
  return {
    entries,
    byId: (priceId) => byId.get(priceId),
    forPlan: (tier, period) => entries.find((e) => e.tier === tier && e.period === period),
  };
}

/** The test mode's synthetic prices: every plan and period is on sale. */
export function testModePriceCatalog(): PriceCatalog {
  const ids: Partial<Record<PaidTier, Partial<Record<BillingPeriod, string>>>> = {};
  for (const tier of PAID_TIERS) ids[tier] = { month: `price_test_${tier.toLowerCase()}_month`, year: `price_test_${tier.toLowerCase()}_year` };
  return createPriceCatalog(ids);
}
