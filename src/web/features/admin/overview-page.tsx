/**
 * The admin overview: totals of now, then per UTC day over 7, 30 or 90 days:
 * sign-ups and active users, images and videos, failures and refunds, credits granted and spent,
 * estimated provider cost, and revenue by tier from verified paid invoices. Charts load lazily.
 */
import { AlertTriangle, Coins, ShieldCheck, UserX, Users } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type Overview, type OverviewDay, type PeriodDays, useOverview } from './api';
import { useAdminFormat } from './format';
import type { ChartSeries } from './overview-chart';
import { AdminPageHeader, Empty, Loading, Panel, PeriodToggle, Stat } from './parts';

const OverviewChart = lazy(() => import('./overview-chart'));

type Metric = keyof Omit<OverviewDay, 'date'>;

/** The charts: a title key, the metrics drawn, and lines or bars. */
const CHARTS: { key: string; metrics: Metric[]; kind: 'line' | 'bars'; money?: boolean }[] = [
  { key: 'people', metrics: ['signups', 'activeUsers'], kind: 'line' },
  { key: 'outputs', metrics: ['images', 'videos'], kind: 'bars' },
  { key: 'failures', metrics: ['failedImages', 'failedVideos', 'creditsRefunded'], kind: 'bars' },
  { key: 'credits', metrics: ['creditsGranted', 'creditsSpent'], kind: 'line' },
  { key: 'cost', metrics: ['providerCostUsd'], kind: 'bars', money: true },
];

function ChartPanel({ overview, chart }: { overview: Overview; chart: (typeof CHARTS)[number] }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const days = useMemo(() => overview.series.map((d) => d.date), [overview]);
  const series: ChartSeries[] = useMemo(
    () => chart.metrics.map((m) => ({ label: t(`overview.metrics.${m}`), values: overview.series.map((d) => d[m]) })),
    [overview, chart, t],
  );
  return (
    <Panel title={t(`overview.charts.${chart.key}.title`)} description={t(`overview.charts.${chart.key}.description`)}>
      <Suspense fallback={<div className="h-[252px]" aria-hidden />}>
        <OverviewChart title={t(`overview.charts.${chart.key}.title`)} days={days} series={series} kind={chart.kind} format={chart.money ? fmt.usd : undefined} integers={!chart.money} />
      </Suspense>
    </Panel>
  );
}

function Revenue({ overview }: { overview: Overview }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const max = Math.max(1, ...overview.revenue.map((r) => r.amountMinor));
  return (
    <Panel title={t('overview.revenue.title')} description={t('overview.revenue.description')}>
      {overview.revenue.length === 0 ? (
        <Empty>{t('overview.revenue.empty')}</Empty>
      ) : (
        <ul className="space-y-3">
          {overview.revenue.map((r) => (
            <li key={`${r.tier}-${r.currency}`} className="space-y-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{r.tier}</span>
                <span className="tabular-nums">
                  {fmt.money(r.amountMinor, r.currency)} <span className="text-xs text-muted-foreground">· {t('overview.revenue.invoices', { count: r.invoices })}</span>
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${(r.amountMinor / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The overview page. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const [days, setDays] = useState<PeriodDays>(30);
  const overview = useOverview(days);
  const sums = useMemo(() => {
    const series = overview.data?.series ?? [];
    const sum = (m: Metric) => series.reduce((a, d) => a + d[m], 0);
    return { signups: sum('signups'), failures: sum('failedImages') + sum('failedVideos') };
  }, [overview.data]);

  return (
    <>
      <AdminPageHeader title={t('overview.title')} subtitle={t('overview.subtitle')} actions={<PeriodToggle value={days} onChange={setDays} />} />
      {overview.isError && !overview.data ? (
        <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void overview.refetch()} />
      ) : !overview.data ? (
        <Loading />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Stat icon={Users} label={t('overview.totals.users')} value={fmt.number(overview.data.totals.users)} />
            <Stat icon={Users} label={t('overview.totals.signups', { days })} value={fmt.number(sums.signups)} />
            <Stat icon={AlertTriangle} tone={sums.failures > 0 ? 'warn' : undefined} label={t('overview.totals.failures', { days })} value={fmt.number(sums.failures)} />
            <Stat icon={Coins} label={t('overview.totals.outstanding')} value={fmt.number(overview.data.totals.creditsOutstanding)} />
            <Stat icon={overview.data.totals.banned > 0 ? UserX : ShieldCheck} label={t('overview.totals.adminsBanned')} value={`${fmt.number(overview.data.totals.admins)} / ${fmt.number(overview.data.totals.banned)}`} />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            {CHARTS.map((chart) => (
              <ChartPanel key={chart.key} overview={overview.data} chart={chart} />
            ))}
            <Revenue overview={overview.data} />
          </div>
        </>
      )}
    </>
  );
}

export default OverviewPage;
