/**
 * Video access by tier: the plan catalogue's `videoAccess` (src/shared/plans.ts)
 * decides; Starter is the one plan without it. Any other tier gets the 'available on' message.
 * Enforced on the server for every video route.
 */
import { TIERS, type Tier } from '../../shared/catalog';
import { planFor } from '../../shared/plans';
import { DomainError } from './domain-error';

const isTier = (tier: string): tier is Tier => (TIERS as readonly string[]).includes(tier);

/**
 * Passes when the tier's plan includes videos.
 * @param tier the tier whose rules apply (Free when not subscribed), or any string read from outside.
 * @throws DomainError 'video_not_on_starter' for Starter ('videoStarter': upgrade to Plus, or try Free),
 *   'video_unknown_tier' ('videoUnknownTier': the list of plans with videos) for an unknown tier or any other plan without videos.
 */
export function assertVideoAccess(tier: Tier | string): void {
  if (isTier(tier) && planFor(tier).videoAccess) return;
  throw new DomainError(tier === 'Starter' ? 'video_not_on_starter' : 'video_unknown_tier');
}
