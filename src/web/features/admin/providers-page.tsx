/**
 * Providers: the health report of `vitrine providers check` (one cheap call per
 * hosted engine, run when the admin asks), and each provider's recent outputs, error rate, latency
 * and estimated cost from the per-output records.
 */
import { Activity, CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type PeriodDays, useProviderHealth, useProviderMetrics } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel, PeriodToggle, StatePill } from './parts';

function HealthPanel() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const [asked, setAsked] = useState(false);
  const health = useProviderHealth(asked);
  return (
    <Panel
      title={t('providers.health.title')}
      description={health.data ? t('providers.health.checkedAt', { date: fmt.dateTime(health.data.checkedAt) }) : t('providers.health.description')}
      actions={
        <Button size="sm" variant="outline" onClick={() => (asked ? void health.refetch() : setAsked(true))} disabled={health.isFetching}>
          <Activity aria-hidden />
          {t('providers.health.run')}
        </Button>
      }
    >
      {!asked ? (
        <Empty>{t('providers.health.idle')}</Empty>
      ) : health.isError ? (
        <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void health.refetch()} />
      ) : !health.data || health.isFetching ? (
        <Loading />
      ) : (
        <ul className="divide-y text-sm">
          {health.data.providers.map((p) => (
            <li key={p.kind} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-0.5">
                <p className="flex items-center gap-2 font-medium">
                  {p.ok ? <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> : <XCircle className="size-4 text-destructive" aria-hidden />}
                  {t(`providers.kinds.${p.kind}`)} · {p.provider}
                </p>
                <p className="text-xs break-all text-muted-foreground">{p.model}</p>
                {p.error ? <p className="text-xs break-words text-destructive">{p.error}</p> : null}
                {p.warnings.map((w) => (
                  <p key={w} className="text-xs break-words text-amber-700 dark:text-amber-300">
                    {w}
                  </p>
                ))}
              </div>
              <div className="flex items-center gap-2">
                <StatePill tone={p.ok ? 'ok' : 'bad'}>{p.ok ? t('providers.health.ok') : t('providers.health.failing')}</StatePill>
                {!p.configured ? <StatePill tone="warn">{t('providers.health.notConfigured')}</StatePill> : null}
                <span className="text-xs text-muted-foreground tabular-nums">{fmt.ms(p.latencyMs)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The providers page. */
export function ProvidersPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const [days, setDays] = useState<PeriodDays>(7);
  const metrics = useProviderMetrics(days);
  return (
    <>
      <AdminPageHeader title={t('providers.title')} subtitle={t('providers.subtitle')} actions={<PeriodToggle value={days} onChange={setDays} />} />
      <Panel title={t('providers.metrics.title')} description={t('providers.metrics.description')}>
        {metrics.isError && !metrics.data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void metrics.refetch()} />
        ) : !metrics.data ? (
          <Loading />
        ) : metrics.data.rows.length === 0 ? (
          <Empty>{t('providers.metrics.empty')}</Empty>
        ) : (
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="text-left text-xs text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="pb-2 font-medium">{t('providers.metrics.provider')}</th>
                  <th scope="col" className="pb-2 text-right font-medium">{t('providers.metrics.outputs')}</th>
                  <th scope="col" className="pb-2 text-right font-medium">{t('providers.metrics.errorRate')}</th>
                  <th scope="col" className="pb-2 text-right font-medium">{t('providers.metrics.p50')}</th>
                  <th scope="col" className="pb-2 text-right font-medium">{t('providers.metrics.p95')}</th>
                  <th scope="col" className="pb-2 text-right font-medium">{t('providers.metrics.cost')}</th>
                </tr>
              </thead>
              <tbody>
                {metrics.data.rows.map((r) => (
                  <tr key={`${r.kind}-${r.provider}`} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      <span className="font-medium">{r.provider}</span> <span className="text-xs text-muted-foreground">· {t(`providers.kinds.${r.kind}`)}</span>
                      {r.model ? <div className="text-xs break-all text-muted-foreground">{r.model}</div> : null}
                    </th>
                    <td className="py-2 text-right tabular-nums">{fmt.number(r.outputs)}</td>
                    <td className={`py-2 text-right tabular-nums ${r.errorRate >= 0.1 ? 'font-semibold text-destructive' : ''}`}>
                      {fmt.percent(r.errorRate)} <span className="text-xs text-muted-foreground">({fmt.number(r.failures)})</span>
                    </td>
                    <td className="py-2 text-right tabular-nums">{fmt.ms(r.latencyP50Ms)}</td>
                    <td className="py-2 text-right tabular-nums">{fmt.ms(r.latencyP95Ms)}</td>
                    <td className="py-2 text-right tabular-nums">{fmt.usd(r.costUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <HealthPanel />
    </>
  );
}

export default ProvidersPage;
