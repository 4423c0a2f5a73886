/**
 * Marketing broadcasts: the newest first, each with its subject, consent category, languages,
 * state and how many of its recipients it has reached; 'New broadcast' opens the editor. Each row
 * opens its broadcast.
 */
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type Broadcast, useBroadcasts } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel, StatePill } from './parts';

export const BROADCAST_TONE = { draft: 'muted', sending: 'info', sent: 'ok', cancelled: 'warn' } as const;

/** The subject shown for a broadcast: English when written, else its first language. */
export function broadcastTitle(b: Pick<Broadcast, 'content'>): string {
  const locales = Object.values(b.content);
  return (b.content.en ?? locales[0])?.subject ?? '';
}

function Row({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const p = broadcast.progress;
  return (
    <li>
      <Link
        to={`/admin/broadcasts/${broadcast.id}`}
        className="flex flex-col gap-2 p-3 transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        data-testid="admin-broadcast-row"
      >
        <div className="min-w-0 space-y-0.5">
          <p className="truncate text-sm font-medium">{broadcastTitle(broadcast)}</p>
          <p className="text-xs text-muted-foreground">
            {t(`broadcasts.categories.${broadcast.category}`)} · {Object.keys(broadcast.content).map((l) => l.toUpperCase()).join(', ')} · {fmt.dateTime(broadcast.startedAt ?? broadcast.updatedAt)}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
          {p ? <span className="tabular-nums">{t('broadcasts.reached', { sent: fmt.number(p.sent), count: p.recipients, recipients: fmt.number(p.recipients) })}</span> : null}
          <StatePill tone={BROADCAST_TONE[broadcast.status]}>{t(`broadcasts.status.${broadcast.status}`)}</StatePill>
        </div>
      </Link>
    </li>
  );
}

/** The broadcasts page. */
export function BroadcastsPage() {
  const { t } = useTranslation('admin');
  const list = useBroadcasts();
  return (
    <>
      <AdminPageHeader
        title={t('broadcasts.title')}
        subtitle={t('broadcasts.subtitle')}
        actions={
          <Button asChild>
            <Link to="/admin/broadcasts/new">
              <Plus aria-hidden />
              {t('broadcasts.new')}
            </Link>
          </Button>
        }
      />
      <Panel>
        {list.isError && !list.data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Loading />
        ) : list.data.items.length === 0 ? (
          <Empty>{t('broadcasts.empty')}</Empty>
        ) : (
          <ul className="divide-y rounded-xl border">
            {list.data.items.map((b) => (
              <Row key={b.id} broadcast={b} />
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

export default BroadcastsPage;
