/**
 * Support tickets: the contact form's tickets, unresolved first by default; each
 * opens its page to read, reply by email and close.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type AdminTicket, type TicketFilter, useTickets } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel, StatePill } from './parts';

const FILTERS: TicketFilter[] = ['unresolved', 'open', 'answered', 'closed', 'all'];

/** The colour of a ticket status. */
export function ticketTone(status: AdminTicket['status']): 'ok' | 'warn' | 'bad' | 'muted' | 'info' {
  return status === 'open' ? 'warn' : status === 'in_progress' ? 'info' : status === 'answered' ? 'ok' : 'muted';
}

/** The tickets page. */
export function TicketsPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const [params, setParams] = useSearchParams();
  const status = (FILTERS.includes(params.get('status') as TicketFilter) ? params.get('status') : 'unresolved') as TicketFilter;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const tickets = useTickets(status, page);
  const data = tickets.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <>
      <AdminPageHeader
        title={t('tickets.title')}
        subtitle={t('tickets.subtitle')}
        actions={
          <>
            <label htmlFor="admin-ticket-filter" className="sr-only">
              {t('tickets.filter')}
            </label>
            <select
              id="admin-ticket-filter"
              value={status}
              onChange={(e) => setParams({ status: e.target.value })}
              className="h-9 rounded-lg border border-input bg-background px-3 text-sm shadow-xs dark:bg-input/20"
            >
              {FILTERS.map((f) => (
                <option key={f} value={f}>
                  {t(`tickets.filters.${f}`)}
                </option>
              ))}
            </select>
          </>
        }
      />
      <Panel>
        {tickets.isError && !data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void tickets.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <Empty>{t('tickets.none')}</Empty>
        ) : (
          <>
            <ul className="divide-y">
              {data.items.map((tk) => (
                <li key={tk.id}>
                  <Link to={`/admin/tickets/${tk.id}`} className="flex flex-col gap-1 py-3 outline-none hover:bg-muted/40 focus-visible:bg-muted/60 sm:flex-row sm:items-center sm:justify-between sm:px-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        <span className="text-muted-foreground">#{tk.number}</span> {tk.subject}
                      </p>
                      <p className="text-xs break-all text-muted-foreground">
                        {tk.user.name} · {tk.user.email} · {t(`tickets.categories.${tk.category}`)} · {tk.language.toUpperCase()}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <StatePill tone={ticketTone(tk.status)}>{t(`tickets.statuses.${tk.status}`)}</StatePill>
                      <span className="text-xs text-muted-foreground">{fmt.dateTime(tk.createdAt)}</span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('tickets.pagination')}>
                <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setParams({ status, page: String(page - 1) })}>
                  <ChevronLeft aria-hidden />
                  {t('actions.previous')}
                </Button>
                <span className="text-xs text-muted-foreground">{t('users.page', { page: page + 1, pages })}</span>
                <Button variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setParams({ status, page: String(page + 1) })}>
                  {t('actions.next')}
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </Panel>
    </>
  );
}

export default TicketsPage;
