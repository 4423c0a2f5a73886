/**
 * The test-mode billing portal (/billing/test-portal), standing in for the payment
 * provider's customer portal when the server has no payment keys: the current subscription, switching
 * plan and period, cancelling at the end of the period or resuming, simulations of a renewal and a
 * failed payment, and 'Return to Vitrine' (billing tab). The server applies every rule.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, FlaskConical, PauseCircle, PlayCircle, Repeat } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BILLING_PERIODS, type BillingPeriod, PAID_TIERS, type PaidTier, PLANS, SUBSCRIPTION_STATUSES } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { ApiError } from '@web/lib/api';
import { refreshAccount } from './api';
import { useBillingFormat } from './format';
import { TestModeBanner } from './test-mode-banner';
import { postTestPortal, type TestPortalAction, TEST_PORTAL_KEY, type TestPortalState, useTestPortal } from './test-mode-api';
import { billingErrorMessage } from './use-billing-actions';

/** Paid plans in catalogue order (lowest first). */
const PAID_PLANS = PLANS.filter((p): p is (typeof PLANS)[number] & { id: PaidTier } => (PAID_TIERS as readonly string[]).includes(p.id));

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The test portal page body. */
export function TestPortalView() {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const queryClient = useQueryClient();
  const portal = useTestPortal();
  const sub = portal.data?.subscription ?? null;

  const [plan, setPlan] = useState<PaidTier>('Plus');
  const [period, setPeriod] = useState<BillingPeriod>('month');
  // Start the switch form on the current subscription.
  useEffect(() => {
    if (sub) {
      setPlan(sub.plan);
      setPeriod(sub.period);
    }
  }, [sub?.plan, sub?.period]); // eslint-disable-line react-hooks/exhaustive-deps

  const act = useMutation({
    mutationFn: (action: TestPortalAction) => postTestPortal(action),
    onSuccess: async (state: TestPortalState, action) => {
      queryClient.setQueryData(TEST_PORTAL_KEY, state);
      const end = state.subscription ? fmt.date(state.subscription.currentPeriodEnd) : '';
      const messages: Record<TestPortalAction['action'], string> = {
        switch: t('testPortal.switched'),
        cancel: t('testPortal.canceled', { date: end }),
        resume: t('testPortal.resumed'),
        renew: t('testPortal.renewed'),
        fail_payment: t('testPortal.paymentFailed'),
      };
      toast.success(messages[action.action]);
      await refreshAccount(queryClient);
    },
    onError: (e) => toast.error(billingErrorMessage(e, t)),
  });
  const running = (name: TestPortalAction['action']) => act.isPending && act.variables?.action === name;

  let body: ReactNode;
  if (portal.isPending) {
    body = (
      <div className="space-y-4" aria-busy="true" aria-label={t('common:loading')}>
        <div className="h-32 animate-pulse rounded-xl bg-muted" />
        <div className="h-48 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  } else if (portal.isError) {
    body =
      portal.error instanceof ApiError && portal.error.status === 401 ? (
        <Button asChild>
          <Link to="/signin">{t('common:actions.signIn')}</Link>
        </Button>
      ) : (
        <RetryAlert message={t('testPortal.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void portal.refetch()} />
      );
  } else if (!sub) {
    body = (
      <Card className="items-center gap-4 px-6 text-center">
        <p className="text-muted-foreground">{t('testPortal.none')}</p>
        <Button asChild>
          <Link to="/pricing">{t('testPortal.seePlans')}</Link>
        </Button>
      </Card>
    );
  } else {
    const end = fmt.date(sub.currentPeriodEnd);
    const knownStatus = (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status);
    const unchanged = plan === sub.plan && period === sub.period;
    body = (
      <div className="space-y-4">
        <Card className="gap-4" data-testid="test-portal-subscription">
          <CardHeader>
            <CardDescription>{t('testPortal.current')}</CardDescription>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle className="text-2xl">{t('account.planName', { plan: t(`common:tiers.${sub.plan}`) })}</CardTitle>
              <Badge variant="secondary">{knownStatus ? t(`status.${sub.status}`) : sub.status}</Badge>
            </div>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <Repeat className="size-4" aria-hidden />
              {sub.period === 'year' ? t('account.billedYearly') : t('account.billedMonthly')}
            </span>
            <span className="flex items-center gap-1.5" data-testid="test-portal-renewal">
              <CalendarDays className="size-4" aria-hidden />
              {sub.cancelAtPeriodEnd ? t('testPortal.endsOn', { date: end }) : t('testPortal.renewsOn', { date: end })}
            </span>
          </CardContent>
        </Card>

        <Section title={t('testPortal.switchTitle')} description={t('testPortal.switchDescription')}>
          <div className="space-y-4">
            <RadioGroup aria-label={t('testPortal.plan')} value={plan} onValueChange={(v) => setPlan(v as PaidTier)} className="grid-cols-2 sm:grid-cols-4">
              {PAID_PLANS.map((p) => (
                <RadioGroupChip key={p.id} value={p.id} className="flex-col gap-0.5 py-3">
                  <span className="font-semibold">{t(`common:tiers.${p.id}`)}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {fmt.price(p.prices[period])}
                    {period === 'year' ? t('pricing.perYear') : t('pricing.perMonth')}
                  </span>
                </RadioGroupChip>
              ))}
            </RadioGroup>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <ToggleGroup type="single" value={period} onValueChange={(v) => v && setPeriod(v as BillingPeriod)} aria-label={t('testPortal.period')}>
                {BILLING_PERIODS.map((p) => (
                  <ToggleGroupItem key={p} value={p}>
                    {t(`periods.${p}`)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
              <Button disabled={unchanged || act.isPending} onClick={() => act.mutate({ action: 'switch', plan, period })}>
                {running('switch') ? <Spinner /> : null}
                {t('testPortal.switchSubmit')}
              </Button>
            </div>
          </div>
        </Section>

        {sub.cancelAtPeriodEnd ? (
          <Section title={t('testPortal.resumeTitle')} description={t('testPortal.resumeDescription', { date: end })}>
            <Button disabled={act.isPending} onClick={() => act.mutate({ action: 'resume' })}>
              {running('resume') ? <Spinner /> : <PlayCircle aria-hidden />}
              {t('testPortal.resumeSubmit')}
            </Button>
          </Section>
        ) : (
          <Section title={t('testPortal.cancelTitle')} description={t('testPortal.cancelDescription', { date: end })}>
            <Button variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive" disabled={act.isPending} onClick={() => act.mutate({ action: 'cancel' })}>
              {running('cancel') ? <Spinner /> : <PauseCircle aria-hidden />}
              {t('testPortal.cancelSubmit')}
            </Button>
          </Section>
        )}

        <Section title={t('testPortal.simulateTitle')} description={t('testPortal.simulateDescription')}>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={act.isPending} onClick={() => act.mutate({ action: 'renew' })}>
              {running('renew') ? <Spinner /> : <FlaskConical aria-hidden />}
              {t('testPortal.renewSubmit')}
            </Button>
            <Button variant="outline" disabled={act.isPending} onClick={() => act.mutate({ action: 'fail_payment' })}>
              {running('fail_payment') ? <Spinner /> : <FlaskConical aria-hidden />}
              {t('testPortal.failSubmit')}
            </Button>
          </div>
        </Section>
      </div>
    );
  }

  return (
    <div className="bg-vitrine flex-1">
      <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <TestModeBanner />
        <header className="space-y-1.5">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('testPortal.title')}</h1>
          <p className="text-sm text-pretty text-muted-foreground">{t('testPortal.subtitle')}</p>
        </header>
        {body}
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/account?tab=billing">
            <ArrowLeft aria-hidden />
            {t('testPortal.return')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
