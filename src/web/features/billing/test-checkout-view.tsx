/**
 * The test-mode checkout page body (/checkout/test/:id), used when the server has no payment
 * keys: a clear 'Test mode - no payment is taken' banner, the plan, period and amount, and 'Complete
 * test payment' / 'Cancel', each followed by the page the server answers with (/success, /cancel).
 * Unknown or someone else's checkout (404), one already completed or cancelled, and a signed-out
 * visitor each get their own explanation.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, CreditCard, LogIn, SearchX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { refreshAccount } from './api';
import { CheckoutResultShell } from './checkout-result-shell';
import { useFollowUrl } from './follow-url';
import { useBillingFormat } from './format';
import { TestModeBanner } from './test-mode-banner';
import { cancelTestCheckout, completeTestCheckout, useTestCheckout } from './test-mode-api';
import { billingErrorMessage } from './use-billing-actions';

function Notice({ icon, title, body, action }: { icon: ReactNode; title: string; body: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">{icon}</span>
      <div className="space-y-1.5">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-pretty text-muted-foreground">{body}</p>
      </div>
      {action}
    </div>
  );
}

/** The test checkout of session `id`. */
export function TestCheckoutView({ id }: { id: string }) {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const queryClient = useQueryClient();
  const follow = useFollowUrl();
  const session = useTestCheckout(id);

  const finish = useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') => (outcome === 'complete' ? completeTestCheckout(id) : cancelTestCheckout(id)),
    onSuccess: async ({ url }) => {
      await refreshAccount(queryClient);
      follow(url);
    },
    onError: (e) => {
      toast.error(billingErrorMessage(e, t));
      void session.refetch();
    },
  });

  const backToPricing = (
    <Button asChild variant="outline">
      <Link to="/pricing">{t('testCheckout.backToPricing')}</Link>
    </Button>
  );

  let body: ReactNode;
  if (session.isPending) {
    body = (
      <div className="space-y-4" aria-busy="true" aria-label={t('common:loading')}>
        <div className="h-6 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-24 animate-pulse rounded-xl bg-muted" />
        <div className="h-10 animate-pulse rounded-lg bg-muted" />
      </div>
    );
  } else if (session.error instanceof ApiError && session.error.status === 401) {
    body = (
      <Notice
        icon={<LogIn className="size-7" aria-hidden />}
        title={t('testCheckout.signInTitle')}
        body={t('testCheckout.signInBody')}
        action={
          <Button asChild>
            <Link to="/signin">{t('common:actions.signIn')}</Link>
          </Button>
        }
      />
    );
  } else if (session.error instanceof ApiError && session.error.status === 404) {
    body = <Notice icon={<SearchX className="size-7" aria-hidden />} title={t('testCheckout.notFoundTitle')} body={t('testCheckout.notFoundBody')} action={backToPricing} />;
  } else if (session.isError) {
    body = <RetryAlert message={t('testCheckout.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void session.refetch()} />;
  } else if (session.data.status === 'complete') {
    body = (
      <Notice
        icon={<CheckCircle2 className="size-7 text-success" aria-hidden />}
        title={t('testCheckout.completeTitle')}
        body={t('testCheckout.completeBody')}
        action={
          <Button asChild>
            <Link to="/account?tab=billing">
              {t('testCheckout.goToBilling')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        }
      />
    );
  } else if (session.data.status === 'canceled') {
    body = <Notice icon={<XCircle className="size-7" aria-hidden />} title={t('testCheckout.canceledTitle')} body={t('testCheckout.canceledBody')} action={backToPricing} />;
  } else {
    const c = session.data;
    const pending = finish.isPending || finish.isSuccess;
    body = (
      <>
        <header className="space-y-2">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <CreditCard className="size-4" aria-hidden />
            Vitrine
          </p>
          <h1 className="text-2xl font-semibold tracking-tight">{t('testCheckout.title')}</h1>
          <p className="text-sm text-pretty text-muted-foreground">{t('testCheckout.subtitle')}</p>
        </header>
        <dl className="divide-y rounded-xl border" data-testid="test-checkout-details">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="text-sm text-muted-foreground">{t('testCheckout.plan')}</dt>
            <dd className="font-semibold">{t(`common:tiers.${c.plan}`)}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="text-sm text-muted-foreground">{t('testCheckout.period')}</dt>
            <dd className="font-medium">{t(`periods.${c.period}`)}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 bg-muted/40 px-4 py-3">
            <dt className="text-sm text-muted-foreground">{t('testCheckout.amount')}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="test-checkout-amount">
              {fmt.price(c.amount)}
              <span className="ml-1 text-sm font-normal text-muted-foreground">{c.period === 'year' ? t('pricing.perYear') : t('pricing.perMonth')}</span>
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2">
          <Button size="lg" disabled={pending} aria-busy={finish.variables === 'complete' && pending} onClick={() => finish.mutate('complete')}>
            {finish.variables === 'complete' && pending ? <Spinner /> : null}
            {t('testCheckout.complete')}
          </Button>
          <Button size="lg" variant="ghost" disabled={pending} aria-busy={finish.variables === 'cancel' && pending} onClick={() => finish.mutate('cancel')}>
            {finish.variables === 'cancel' && pending ? <Spinner /> : null}
            {t('testCheckout.cancel')}
          </Button>
        </div>
      </>
    );
  }

  return <CheckoutResultShell banner={<TestModeBanner />}>{body}</CheckoutResultShell>;
}
