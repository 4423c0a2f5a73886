/**
 * Calls of the test-mode payment pages, used when the server has no payment keys: the test
 * checkout (/checkout/test/:id) and the stand-in customer portal (/billing/test-portal).
 */
import { useQuery } from '@tanstack/react-query';
import type { TestPortalAction } from '@shared/contracts/billing';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

/** GET /api/v1/billing/test-checkout/:id. `amount` is in euro. */
export type TestCheckout = Schemas['TestCheckout'];

/** GET and POST /api/v1/billing/test-portal. */
export type TestPortalState = Schemas['TestPortal'];

/** The subscription as the test portal shows it. */
export type TestPortalSubscription = NonNullable<TestPortalState['subscription']>;

/** What the test portal can do: the portal's own actions, and simulations of a renewal or a failed payment. */
export type { TestPortalAction };

/** Query key of the test portal (under the billing key, so billing refreshes include it). */
export const TEST_PORTAL_KEY = ['billing', 'test-portal'] as const;

const session = (id: string) => ({ params: { path: { id } } });

/** One test checkout session. */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: ['billing', 'test-checkout', id],
    queryFn: ({ signal }) => unwrap(api.GET('/billing/test-checkout/{id}', { ...session(id), signal })),
    retry: false,
  });
}

/** POST .../complete: pays the test checkout; answers the success page's address. */
export function completeTestCheckout(id: string): Promise<{ url: string }> {
  return unwrap(api.POST('/billing/test-checkout/{id}/complete', session(id)));
}

/** POST .../cancel: abandons the test checkout; answers the cancel page's address. */
export function cancelTestCheckout(id: string): Promise<{ url: string }> {
  return unwrap(api.POST('/billing/test-checkout/{id}/cancel', session(id)));
}

/** The user's subscription in the test portal. */
export function useTestPortal() {
  return useQuery({
    queryKey: TEST_PORTAL_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/billing/test-portal', { signal })),
    retry: false,
  });
}

/** POST /api/v1/billing/test-portal: cancel at period end, resume, switch plan, or a simulation. */
export function postTestPortal(action: TestPortalAction): Promise<TestPortalState> {
  return unwrap(api.POST('/billing/test-portal', { body: action }));
}
