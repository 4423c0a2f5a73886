/**
 * The billing summary of the account page: plan and
 * status, next billing date and renewal, a scheduled downgrade, the monthly allowance, credits used
 * this period, the balance, days left and a usage bar (0-100), with 'Manage billing' (the portal, when
 * the user has one) and 'Change plan' / 'Upgrade'. When the summary cannot be loaded the error is
 * logged and the Free plan with 0 credits is shown.
 */
import { MoneyBackCard } from './money-back-card';
import { TrialBanner } from './trial-offer';
import { AlertTriangle, ArrowRight, CalendarClock, CalendarDays, Coins, ExternalLink, Images, Infinity as InfinityIcon, RefreshCw, TrendingDown } from 'lucide-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BillingSummary } from '@shared/contracts/billing';
import type { SubscriptionStatus } from '@shared/plans';
import { CreditSummary } from '@web/components/credit-summary';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { fallbackBilling, useBilling } from './api';
import { useBillingFormat } from './format';
import { TestModeLabel } from './test-mode-banner';
import { useBillingActions } from './use-billing-actions';

const STATUS_TONE: Partial<Record<SubscriptionStatus, string>> = {
  active: 'border-transparent bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  trialing: 'border-transparent bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  past_due: 'border-transparent bg-destructive/12 text-destructive',
  unpaid: 'border-transparent bg-destructive/12 text-destructive',
  incomplete: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-200',
};

/** Usage in percent, clamped to 0-100 and rounded. */
export function usagePercent(value: number): number {
  return Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0;
}

function Fact({ icon, label, value, testId }: { icon: ReactNode; label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl border bg-background/60 p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation('billing');
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-busy="true" aria-label={t('account.loading')}>
      {[0, 1].map((i) => (
        <div key={i} className="space-y-4 rounded-xl border bg-card p-6">
          <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-8 w-1/2 animate-pulse rounded bg-muted" />
          <div className="grid grid-cols-2 gap-2">
            <div className="h-16 animate-pulse rounded-xl bg-muted" />
            <div className="h-16 animate-pulse rounded-xl bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Next billing date and renewal texts of the summary (none on Free, whose credits renew without billing). */
function renewalText(s: BillingSummary, end: string, fallback: boolean, t: TFunction, date: (iso: string) => string): { next: string | null; renewal: string | null } {
  if (fallback) return { next: null, renewal: null };
  if (s.tier === 'Free') return { next: null, renewal: t('account.freeCreditsOn', { date: date(s.periodEnd) }) };
  if (s.renewal) return { next: date(end), renewal: t('account.renewsOn', { date: date(end) }) };
  return { next: t('account.doesNotRenew'), renewal: t('account.endsOn', { date: date(end) }) };
}

/**
 * When the paid subscription's current period ends (a yearly plan's allowance period ends every
 * month, its subscription once a year); the allowance period's end when it is not known.
 */
export function subscriptionEndOf(s: BillingSummary): string {
  return s.nextBillingDate ?? s.subscriptionEnd ?? s.periodEnd;
}

/** Plan card and credits card of the billing tab. */
export function BillingOverview() {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const billing = useBilling();
  const actions = useBillingActions();

  useEffect(() => {
    if (billing.isError && !billing.data) console.error('Could not load the billing summary; showing the Free plan', billing.error);
  }, [billing.isError, billing.data, billing.error]);

  if (billing.isPending) return <OverviewSkeleton />;

  const fallback = !billing.data;
  const s = billing.data ?? fallbackBilling();
  const planName = t(`common:tiers.${s.tier}`);
  const free = s.tier === 'Free';
  const percent = usagePercent(s.usagePercent);
  const end = subscriptionEndOf(s);
  const { next, renewal } = renewalText(s, end, fallback, t, fmt.date);
  const credits = (n: number) => t('account.credits', { count: n, formatted: fmt.number(n) });

  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="billing-overview">
      <TrialBanner className="lg:col-span-2" trial={s.trial} />
      <Card className="gap-5">
        <CardHeader>
          <CardDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('account.plan')}</span>
            {s.mode === 'test' && <TestModeLabel />}
          </CardDescription>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-2xl" data-testid="billing-plan">
              {t('account.planName', { plan: planName })}
            </CardTitle>
            <Badge variant="secondary" className={cn(STATUS_TONE[s.status])} data-testid="billing-status">
              {t(`status.${s.status}`)}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {free ? t('account.freePlan') : s.period === 'year' ? t('account.billedYearly') : t('account.billedMonthly')}
          </p>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          {fallback && (
            <Alert>
              <AlertTriangle aria-hidden />
              <AlertDescription>
                <p>{t('account.unavailable')}</p>
              </AlertDescription>
            </Alert>
          )}
          {s.status === 'past_due' && (
            <Alert variant="destructive" data-testid="past-due">
              <AlertTriangle aria-hidden />
              <AlertTitle>{t('account.pastDue')}</AlertTitle>
              <AlertDescription>
                <p>{t('account.pastDueHint')}</p>
              </AlertDescription>
            </Alert>
          )}
          {(next || renewal) && (
            <dl className={cn('grid gap-2', next && renewal && 'sm:grid-cols-2')}>
              {next && <Fact icon={<CalendarDays className="size-3.5" aria-hidden />} label={t('account.nextBilling')} value={next} testId="billing-next" />}
              {renewal && <Fact icon={<RefreshCw className="size-3.5" aria-hidden />} label={t('account.renewal')} value={renewal} testId="billing-renewal" />}
            </dl>
          )}
          {s.scheduledTier && (
            <Alert variant="info" data-testid="billing-scheduled">
              <TrendingDown aria-hidden />
              <AlertDescription>
                <p>{t('account.scheduled', { plan: t(`common:tiers.${s.scheduledTier}`), date: fmt.date(end) })}</p>
              </AlertDescription>
            </Alert>
          )}
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            {s.portalAvailable && (
              <Button onClick={() => actions.openPortal()} disabled={actions.busy} aria-busy={actions.target === 'portal' || undefined}>
                {actions.target === 'portal' ? <Spinner /> : <ExternalLink aria-hidden />}
                {t('account.manage')}
              </Button>
            )}
            <Button asChild variant={s.portalAvailable ? 'outline' : 'default'}>
              <Link to="/pricing">
                {free ? t('account.upgrade') : t('account.changePlan')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <CreditSummary
        className="gap-5"
        label={t('account.remaining')}
        balance={credits(s.remaining)}
        balanceTestId="billing-remaining"
        usage={{ percent, label: t('account.usageLabel'), text: t('account.usage', { percent }), textTestId: 'billing-usage' }}
      >
        <dl className="grid grid-cols-2 gap-2">
          <Fact icon={<Coins className="size-3.5" aria-hidden />} label={t('account.allowance')} value={credits(s.monthlyAllowance)} testId="billing-allowance" />
          <Fact icon={<TrendingDown className="size-3.5" aria-hidden />} label={t('account.used')} value={credits(s.usedThisPeriod)} testId="billing-used" />
          <Fact icon={<CalendarClock className="size-3.5" aria-hidden />} label={t('account.daysLeft')} value={t('account.days', { count: Math.max(0, s.daysLeft) })} testId="billing-days-left" />
          <Fact
            icon={<Images className="size-3.5" aria-hidden />}
            label={t('account.images')}
            value={fmt.number(s.maxImagesPerGeneration)}
            testId="billing-images"
          />
        </dl>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <InfinityIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('pricing.rollover')}
        </p>
      </CreditSummary>
      <MoneyBackCard className="lg:col-span-2" />
    </div>
  );
}
