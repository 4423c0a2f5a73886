/**
 * The audit log: every admin action with who, what, on whom, when, and the values
 * before and after, newest first. Read-only: there is no way to change or remove an entry.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type AuditEntry, fetchAuditPage } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel } from './parts';
import { api, unwrap } from '@web/lib/api-client';

function Values({ label, values }: { label: string; values: Record<string, unknown> | null }) {
  if (!values || Object.keys(values).length === 0) return null;
  return (
    <div className="min-w-0">
      <span className="text-muted-foreground">{label}: </span>
      <code className="text-xs break-all">
        {Object.entries(values)
          .map(([k, v]) => `${k}=${v === null ? '∅' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
          .join(', ')}
      </code>
    </div>
  );
}

/** Audit entries as a list (also on a user's page). */
export function AuditList({ items }: { items: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  if (items.length === 0) return <Empty>{t('audit.empty')}</Empty>;
  return (
    <ol className="divide-y text-sm">
      {items.map((e) => (
        <li key={e.id} className="grid gap-1 py-3 md:grid-cols-[11rem_1fr]">
          <time dateTime={e.createdAt} className="text-xs text-muted-foreground tabular-nums">
            {fmt.dateTime(e.createdAt)}
          </time>
          <div className="min-w-0 space-y-1">
            <p>
              <span className="font-medium">{t(`audit.actions.${e.action.replace('.', '_')}`)}</span>{' '}
              <span className="text-muted-foreground">
                {t('audit.by', { email: e.actorEmail })} ·{' '}
                {e.targetType === 'user' ? (
                  <Link className="break-all underline-offset-2 hover:underline" to={`/admin/users/${encodeURIComponent(e.targetId)}`}>
                    {e.targetLabel ?? t('audit.targetUser')}
                  </Link>
                ) : e.targetType === 'ticket' ? (
                  <Link className="underline-offset-2 hover:underline" to={`/admin/tickets/${encodeURIComponent(e.targetId)}`}>
                    {e.targetLabel ?? t('audit.targetTicket')}
                  </Link>
                ) : e.targetType === 'broadcast' ? (
                  <Link className="underline-offset-2 hover:underline" to={`/admin/broadcasts/${encodeURIComponent(e.targetId)}`}>
                    {t('audit.targetBroadcast')}
                  </Link>
                ) : e.targetType === 'image' ? (
                  <Link className="underline-offset-2 hover:underline" to="/admin/gallery">
                    {t('audit.targetImage')}
                  </Link>
                ) : (
                  <code className="text-xs break-all">{e.targetId}</code>
                )}
              </span>
            </p>
            {e.reason ? <p className="break-words text-muted-foreground">“{e.reason}”</p> : null}
            <div className="flex flex-col gap-0.5 text-xs">
              <Values label={t('audit.before')} values={e.before} />
              <Values label={t('audit.after')} values={e.after} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The audit log page. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit', 'all'],
    queryFn: ({ pageParam, signal }) => (pageParam ? fetchAuditPage(pageParam) : unwrap(api.GET('/admin/audit', { params: { query: { limit: 100 } }, signal }))),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <AdminPageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Panel>
        {log.isError && !log.data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void log.refetch()} />
        ) : !log.data ? (
          <Loading />
        ) : (
          <>
            <AuditList items={items} />
            {log.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                  {t('actions.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Panel>
    </>
  );
}

export default AuditPage;
