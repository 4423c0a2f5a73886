/**
 * Jobs: per queue, how many jobs wait, run, wait to retry, failed, finished or
 * were cancelled (refreshed every 5 seconds); the newest jobs of a queue and state, with what they
 * work on; retry a failed job; cancel a waiting generation or video (its credits come back once).
 */
import { RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type AdminJob, type JobState, useJobAction, useJobs, useJobStats } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel, StatePill } from './parts';

/** Queues whose waiting jobs may be cancelled (services/admin/jobs.ts CANCELLABLE_QUEUES). */
const CANCELLABLE = new Set(['generation-render', 'video-render']);
const STATE_FILTERS: (JobState | '')[] = ['', 'created', 'active', 'retry', 'failed', 'completed', 'cancelled'];

function stateTone(state: JobState): 'ok' | 'warn' | 'bad' | 'muted' | 'info' {
  return state === 'completed' ? 'ok' : state === 'failed' ? 'bad' : state === 'retry' ? 'warn' : state === 'cancelled' ? 'muted' : 'info';
}

function JobRow({ job }: { job: AdminJob }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const action = useJobAction();
  const run = async (kind: 'retry' | 'cancel') => {
    try {
      const result = await action.mutateAsync({ action: kind, queue: job.queue, id: job.id });
      toast.success(kind === 'retry' ? t('jobs.retried') : t('jobs.cancelled', { count: result.creditsRefunded }));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : t('errors.action'));
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="admin-job" data-job-id={job.id} data-state={job.state}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatePill tone={stateTone(job.state)}>{t(`jobs.states.${job.state}`)}</StatePill>
          <span className="text-sm font-medium">{job.queue}</span>
          <span className="text-xs text-muted-foreground">{t('jobs.attempts', { attempt: job.retryCount + (job.startedAt ? 1 : 0), limit: job.retryLimit + 1 })}</span>
        </div>
        <p className="font-mono text-xs break-all text-muted-foreground">{job.id}</p>
        {job.subject ? (
          <p className="text-xs text-muted-foreground">
            {t(`jobs.subjects.${job.subject.type}`)} {job.subject.status ? `· ${job.subject.status}` : ''}
            {job.subject.userId ? (
              <>
                {' · '}
                <Link className="underline-offset-2 hover:underline" to={`/admin/users/${encodeURIComponent(job.subject.userId)}`}>
                  {t('jobs.owner')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {job.error ? <p className="text-xs break-words text-destructive">{job.error}</p> : null}
        <p className="text-xs text-muted-foreground">{t('jobs.times', { created: fmt.dateTime(job.createdAt), finished: fmt.dateTime(job.completedAt) })}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        {job.state === 'failed' ? (
          <Button size="sm" onClick={() => void run('retry')} disabled={action.isPending}>
            <RotateCcw aria-hidden />
            {t('jobs.retry')}
          </Button>
        ) : null}
        {(job.state === 'created' || job.state === 'retry') && CANCELLABLE.has(job.queue) ? (
          <Button size="sm" variant="outline" onClick={() => void run('cancel')} disabled={action.isPending}>
            <XCircle aria-hidden />
            {t('jobs.cancel')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The jobs page. */
export function JobsPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const stats = useJobStats();
  const [queue, setQueue] = useState<string>('');
  const [state, setState] = useState<JobState | ''>('');
  const jobs = useJobs(queue || undefined, state || undefined);
  const columns = ['queued', 'running', 'retrying', 'failed', 'completed', 'cancelled'] as const;

  return (
    <>
      <AdminPageHeader title={t('jobs.title')} subtitle={t('jobs.subtitle')} />
      <Panel title={t('jobs.queues')} description={t('jobs.queuesHint')}>
        {stats.isError && !stats.data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void stats.refetch()} />
        ) : !stats.data ? (
          <Loading />
        ) : stats.data.queues.length === 0 ? (
          <Empty>{t('jobs.noQueues')}</Empty>
        ) : (
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="text-left text-xs text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="pb-2 font-medium">{t('jobs.queue')}</th>
                  {columns.map((c) => (
                    <th key={c} scope="col" className="pb-2 text-right font-medium">
                      {t(`jobs.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stats.data.queues.map((q) => (
                  <tr key={q.queue} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      <button type="button" className="underline-offset-2 hover:underline" onClick={() => setQueue(q.queue)}>
                        {q.queue}
                      </button>
                    </th>
                    {columns.map((c) => (
                      <td key={c} className={`py-2 text-right tabular-nums ${c === 'failed' && q.failed > 0 ? 'font-semibold text-destructive' : ''}`} data-testid={`queue-${q.queue}-${c}`}>
                        {fmt.number(q[c])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel
        title={t('jobs.recent')}
        actions={
          <div className="flex flex-wrap gap-2">
            <label className="sr-only" htmlFor="admin-job-queue">
              {t('jobs.queue')}
            </label>
            <select id="admin-job-queue" value={queue} onChange={(e) => setQueue(e.target.value)} className="h-8 rounded-md border border-input bg-background px-2 text-xs dark:bg-input/20">
              <option value="">{t('jobs.allQueues')}</option>
              {(stats.data?.queues ?? []).map((q) => (
                <option key={q.queue} value={q.queue}>
                  {q.queue}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor="admin-job-state">
              {t('jobs.state')}
            </label>
            <select id="admin-job-state" value={state} onChange={(e) => setState(e.target.value as JobState | '')} className="h-8 rounded-md border border-input bg-background px-2 text-xs dark:bg-input/20">
              {STATE_FILTERS.map((s) => (
                <option key={s || 'all'} value={s}>
                  {s ? t(`jobs.states.${s}`) : t('jobs.allStates')}
                </option>
              ))}
            </select>
          </div>
        }
      >
        {jobs.isError && !jobs.data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void jobs.refetch()} />
        ) : !jobs.data ? (
          <Loading />
        ) : jobs.data.items.length === 0 ? (
          <Empty>{t('jobs.none')}</Empty>
        ) : (
          <ul className="divide-y">
            {jobs.data.items.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

export default JobsPage;
