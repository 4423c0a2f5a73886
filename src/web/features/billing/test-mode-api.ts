/**
 * Calls of the test-mode payment pages (issue 6), used when the server has no payment keys: the test
 * checkout (/checkout/test/:id) and the stand-in customer portal (/billing/test-portal).
 */
import { useQuery } from '@tanstack/react-query';
import type { BillingPeriod, PaidTier } from '@shared/plans';
import { apiFetch } from '@web/lib/api';

/** GET /api/v1/billing/test-checkout/:id. `amount` is in euro. */
export type TestCheckout = {
  id: string;
  plan: PaidTier;
  period: BillingPeriod;
  amount: number;
  currency: 'EUR';
  status: 'open' | 'complete' | 'canceled';
};

/** The subscription as the test portal shows it. */
export type TestPortalSubscription = {
  plan: PaidTier;
  period: BillingPeriod;
  /** A subscription status (see SUBSCRIPTION_STATUSES). */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
};

/** GET and POST /api/v1/billing/test-portal. */
export type TestPortalState = { subscription: TestPortalSubscription | null };

/** What the test portal can do: the portal's own actions, and simulations of a renewal or a failed payment. */
export type TestPortalAction =
  | { action: 'cancel' }
  | { action: 'resume' }
  | { action: 'switch'; plan: PaidTier; period: BillingPeriod }
  | { action: 'renew' }
  | { action: 'fail_payment' };

/** Query key of the test portal (under the billing key, so billing refreshes include it). */
export const TEST_PORTAL_KEY = ['billing', 'test-portal'] as const;

const checkoutPath = (id: string) => `/api/v1/billing/test-checkout/${encodeURIComponent(id)}`;

/** One test checkout session. */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: ['billing', 'test-checkout', id],
    queryFn: ({ signal }) => apiFetch<TestCheckout>(checkoutPath(id), { signal }),
    retry: false,
  });
}

/** POST .../complete: pays the test checkout; answers the success page's address. */
export function completeTestCheckout(id: string): Promise<{ url: string }> {
  return apiFetch<{ url: string }>(`${checkoutPath(id)}/complete`, { method: 'POST' });
}

/** POST .../cancel: abandons the test checkout; answers the cancel page's address. */
export function cancelTestCheckout(id: string): Promise<{ url: string }> {
  return apiFetch<{ url: string }>(`${checkoutPath(id)}/cancel`, { method: 'POST' });
}

/** The user's subscription in the test portal. */
export function useTestPortal() {
  return useQuery({
    queryKey: TEST_PORTAL_KEY,
    queryFn: ({ signal }) => apiFetch<TestPortalState>('/api/v1/billing/test-portal', { signal }),
    retry: false,
  });
}

/** POST /api/v1/billing/test-portal: cancel at period end, resume, switch plan, or a simulation. */
export function postTestPortal(action: TestPortalAction): Promise<TestPortalState> {
  return apiFetch<TestPortalState>('/api/v1/billing/test-portal', { method: 'POST', json: action });
}
