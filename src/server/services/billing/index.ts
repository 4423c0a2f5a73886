/**
 * The billing service (docs/decisions/002-billing-state-from-verified-events.md), as one object
 * made of:
 * - ./checkout.ts: the plan catalogue, checkout, the customer and the portal;
 * - ./subscription-events.ts: the webhook handler, the only place a tier changes;
 * - ./billing-summary.ts: the billing display;
 * - ./credit-history.ts: the credit history.
 */
import { createBillingSummary } from './billing-summary';
import { createBillingCheckout } from './checkout';
import { createCreditHistory } from './credit-history';
import type { BillingDeps } from './billing-common';
import { createSubscriptionEvents } from './subscription-events';

export type { BillingDeps } from './billing-common';
export { TRANSACTIONS_PAGE_SIZE } from './credit-history';

export type BillingService = ReturnType<typeof createBillingService>;

/** The billing service on its dependencies (see each module for the methods). */
export function createBillingService(deps: BillingDeps) {
  return {
    ...createBillingCheckout(deps),
    ...createSubscriptionEvents(deps),
    ...createBillingSummary(deps),
    ...createCreditHistory(deps.db),
  };
}
