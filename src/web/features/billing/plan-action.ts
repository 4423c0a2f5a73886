/**
 * What a plan card offers to whoever is looking at it. The server decides what is allowed
 * (a checkout for someone already paying answers 409 subscription_exists); this only picks the
 * button: visitors sign up, Free users go to checkout, paying users change plan in the portal, and
 * the plan in use is marked as current.
 */
import type { Tier } from '@shared/catalog';
import type { BillingPeriod } from '@shared/plans';

/** The signed-in user's plan as the pricing page knows it; null while loading. */
export type ViewerPlan = {
  tier: Tier;
  /** Paying: subscribed and not on Free. */
  paid: boolean;
  /** Billing period of the paid subscription, when known. */
  period: BillingPeriod | null;
};

/** Who is looking at the pricing page. */
export type Viewer = { signedIn: false } | { signedIn: true; plan: ViewerPlan | null };

/**
 * - signup: link to /signup
 * - checkout: start a checkout for this plan
 * - portal: change plan in the billing portal
 * - current: the plan in use (disabled)
 * - unavailable: checkout is not open for this plan and period (disabled)
 * - none: nothing to do here (the Free card for a paying user)
 * - loading: the user's plan is not known yet (disabled)
 */
export type PlanAction = 'signup' | 'checkout' | 'portal' | 'current' | 'unavailable' | 'none' | 'loading';

/**
 * The action of the card of `tier` shown with prices for `period`; `available` is false when the
 * server says checkout is not open for that plan and period (unknown counts as open).
 */
export function planAction(tier: Tier, period: BillingPeriod, viewer: Viewer, available = true): PlanAction {
  if (!viewer.signedIn) return 'signup';
  const { plan } = viewer;
  if (!plan) return 'loading';
  // Not paying: Free is current unless a free trial gives another plan's rules (me.tier is then the trial's).
  if (!plan.paid) return tier === 'Free' ? (plan.tier === 'Free' ? 'current' : 'none') : available ? 'checkout' : 'unavailable';
  if (tier === 'Free') return 'none';
  if (tier === plan.tier && (plan.period == null || plan.period === period)) return 'current';
  return 'portal';
}
