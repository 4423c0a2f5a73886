/**
 * The two billing actions a user starts from the app: checkout for a plan and period, and
 * opening the billing portal. Each follows the address the server answers with; a failure shows the
 * server's (already translated) message in a toast. A checkout refused because the user already pays
 * (409 subscription_exists) offers 'Change plan' through the portal instead and refreshes the plan.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BillingPeriod, PaidTier } from '@shared/plans';
import { useAuth } from '@web/features/auth/session';
import { ApiError } from '@web/lib/api';
import { openBillingPortal, refreshAccount, startCheckout } from './api';
import { useFollowUrl } from './follow-url';

/** The server's message for a failed call, or the generic one when there is none (network error). */
export function billingErrorMessage(e: unknown, t: TFunction): string {
  return e instanceof ApiError && e.status > 0 && e.message ? e.message : t('common:messages.unexpected');
}

/** Checkout and portal actions; `target` names what was clicked, to put the spinner there. */
export function useBillingActions() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const follow = useFollowUrl();
  // Kept after success: the page is being left, the spinner stays until it is.
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    // Back from the payment page, a page restored from the back-forward cache is usable again.
    const onPageShow = (e: PageTransitionEvent) => e.persisted && setTarget(null);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const portal = useMutation({
    mutationFn: (_target: string) => openBillingPortal(),
    onMutate: (clicked) => setTarget(clicked),
    onSuccess: ({ url }) => follow(url),
    onError: (e) => {
      setTarget(null);
      toast.error(billingErrorMessage(e, t));
      if (e instanceof ApiError && e.status === 401) void refresh();
    },
  });

  const checkout = useMutation({
    mutationFn: ({ plan, period }: { plan: PaidTier; period: BillingPeriod }) => startCheckout(plan, period),
    onMutate: ({ plan }) => setTarget(plan),
    onSuccess: ({ url }) => follow(url),
    onError: (e, { plan }) => {
      setTarget(null);
      const message = billingErrorMessage(e, t);
      if (e instanceof ApiError && e.code === 'subscription_exists') {
        toast.error(message, { action: { label: t('cta.changePlan'), onClick: () => portal.mutate(plan) } });
        void refreshAccount(queryClient);
      } else {
        toast.error(message);
        if (e instanceof ApiError && e.status === 401) void refresh();
      }
    },
  });

  const busy = checkout.isPending || portal.isPending || target != null;
  return {
    /** Starts a checkout for a paid plan. */
    checkout: (plan: PaidTier, period: BillingPeriod) => checkout.mutate({ plan, period }),
    /** Opens the billing portal; `clicked` marks the button that asked. */
    openPortal: (clicked = 'portal') => portal.mutate(clicked),
    /** What is being opened ('portal', a tier), or null. */
    target,
    busy,
  };
}
