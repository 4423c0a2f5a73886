/**
 * Billing API of the web app: the billing summary (GET /api/v1/billing), the credit ledger
 * (GET /api/v1/credits/transactions), checkout (POST /api/v1/billing/checkout) and the customer portal
 * (POST /api/v1/billing/portal), and what is on sale (GET /api/v1/plans). The server decides prices, tiers and grants; these calls only carry
 * the user's choice and show the answer.
 */
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tier } from '@shared/catalog';
import type { BillingPeriod, PaidTier } from '@shared/plans';
import { planFor } from '@shared/plans';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

/** GET /api/v1/billing: the billing display. */
export type BillingSummary = Schemas['BillingSummary'];
export type TrialInfo = Schemas['Trial'];

/** Query key of the billing summary; invalidating it also refreshes the ledger and the test portal. */
export const BILLING_KEY = ['billing'] as const;
/** Query key of the credit ledger. */
export const TRANSACTIONS_KEY = ['billing', 'transactions'] as const;

/** A page of GET /api/v1/credits/transactions (newest first). */
export type TransactionPage = Schemas['CreditTransactions'];

/** Whether checkout is open for each period of a plan (GET /api/v1/plans, `available`). */
export type PlanAvailability = Partial<Record<Tier, { month: boolean; year: boolean }>>;

/**
 * Which plans can be bought for which period, from the public plan list. The cards render from the
 * shared catalogue at once; this only disables a checkout the server would refuse (no price set up).
 * Empty while loading or when the list cannot be read (the server still checks).
 */
export function usePlanAvailability(): PlanAvailability {
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: ({ signal }) => unwrap(api.GET('/plans', { signal })),
    staleTime: 5 * 60_000,
  });
  const out: PlanAvailability = {};
  for (const plan of plans.data?.plans ?? []) if (plan.available) out[plan.id] = plan.available;
  return out;
}

/** GET /api/v1/billing. */
export function fetchBilling(signal?: AbortSignal): Promise<BillingSummary> {
  return unwrap(api.GET('/billing', { signal }));
}

/**
 * The summary shown when GET /api/v1/billing fails:
 * Free, not subscribed, no end date, 0 credits.
 */
export function fallbackBilling(now: Date = new Date()): BillingSummary {
  const free = planFor('Free');
  const iso = now.toISOString();
  return {
    tier: 'Free',
    status: 'none',
    period: null,
    periodStart: iso,
    periodEnd: iso,
    subscriptionEnd: null,
    nextBillingDate: null,
    renewal: false,
    scheduledTier: null,
    monthlyAllowance: free.monthlyCredits,
    usedThisPeriod: 0,
    remaining: 0,
    daysLeft: 0,
    usagePercent: 0,
    maxImagesPerGeneration: free.maxImagesPerGeneration,
    mode: 'stripe',
    portalAvailable: false,
    trial: null,
    trialAvailable: false,
  };
}

/** The billing summary; `refetchInterval` polls it (the checkout success page). */
export function useBilling({ enabled = true, refetchInterval }: { enabled?: boolean; refetchInterval?: number | false | ((data: BillingSummary | undefined) => number | false) } = {}) {
  return useQuery({
    queryKey: BILLING_KEY,
    queryFn: ({ signal }) => fetchBilling(signal),
    enabled,
    refetchInterval: typeof refetchInterval === 'function' ? (query) => refetchInterval(query.state.data) : refetchInterval,
    refetchIntervalInBackground: refetchInterval != null && refetchInterval !== false,
  });
}

/** The user's credit ledger, 20 entries a page. */
export function useCreditTransactions(enabled = true) {
  return useInfiniteQuery({
    queryKey: TRANSACTIONS_KEY,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.GET('/credits/transactions', { params: { query: pageParam ? { cursor: pageParam } : {} }, signal })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** POST /api/v1/billing/checkout: the address of the payment page for a plan and period. */
export function startCheckout(plan: PaidTier, period: BillingPeriod): Promise<{ url: string }> {
  return unwrap(api.POST('/billing/checkout', { body: { plan, period } }));
}

/** POST /api/v1/billing/trial: starts a free trial of `plan`. @throws ApiError (409 trial_used, trial_unavailable). */
export function startTrial(plan: PaidTier): Promise<TrialInfo> {
  return unwrap(api.POST('/billing/trial', { body: { plan } }));
}

/** POST /api/v1/billing/portal: the address of the customer portal. */
export function openBillingPortal(): Promise<{ url: string }> {
  return unwrap(api.POST('/billing/portal'));
}

/** Refreshes everything that shows the plan or the balance (after a checkout or a portal change). */
export async function refreshAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['me'] }), queryClient.invalidateQueries({ queryKey: BILLING_KEY })]);
}

/** GET /api/v1/billing/money-back: whether the first payment can be asked back now, until when, and the latest request. */
export type MoneyBackStatus = Schemas['MoneyBackStatus'];
/** Query key of the money-back status. */
export const MONEY_BACK_KEY = ['billing', 'money-back'] as const;

/** The money-back status of the signed-in user. */
export function useMoneyBack() {
  return useQuery({ queryKey: MONEY_BACK_KEY, queryFn: ({ signal }) => unwrap(api.GET('/billing/money-back', { signal })) });
}

/** POST /api/v1/billing/money-back, with the user's optional note. */
export function requestMoneyBack(message: string): Promise<Schemas['RefundRequest']> {
  return unwrap(api.POST('/billing/money-back', { body: message.trim() ? { message: message.trim() } : {} }));
}
