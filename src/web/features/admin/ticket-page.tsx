/**
 * One support ticket: its thread as the user sees it in their Support tab (their
 * first message, support's replies and their follow-ups) with the closings from the audit log in
 * time order, a reply form whose text joins the thread and is emailed to the user in the ticket's
 * language, and 'Close'.
 */
import { ArrowLeft, CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { type AdminTicketDetail, useTicket, useTicketAction } from './api';
import { useAdminFormat } from './format';
import { Loading, Panel, StatePill } from './parts';
import { ticketTone } from './tickets-page';

/** Longest reply (src/shared/contracts/admin.ts TICKET_REPLY_MAX). */
const REPLY_MAX = 5000;

/** One entry of the page's timeline: a message of the thread or a closing from the audit log. */
type Entry =
  | { kind: 'message'; at: string; message: AdminTicketDetail['messages'][number] }
  | { kind: 'closing'; at: string; entry: AdminTicketDetail['history'][number] };

/** The thread after the first message and the closings, oldest first (replies are in the thread, so their audit rows are not repeated). */
export function ticketTimeline(tk: Pick<AdminTicketDetail, 'messages' | 'history'>): Entry[] {
  const entries: Entry[] = [
    ...tk.messages.map((message) => ({ kind: 'message' as const, at: message.createdAt, message })),
    ...tk.history.filter((h) => h.action === 'ticket.close').map((entry) => ({ kind: 'closing' as const, at: entry.createdAt, entry })),
  ];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The ticket page. */
export function TicketPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const action = useTicketAction(id);
  const [reply, setReply] = useState('');

  if (ticket.isError) return <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void ticket.refetch()} />;
  if (!ticket.data) return <Loading />;
  const tk = ticket.data;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (reply.trim().length < 2) return;
    try {
      await action.mutateAsync({ action: 'reply', message: reply.trim() });
      setReply('');
      toast.success(t('ticket.sent', { email: tk.user.email }));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : t('errors.action'));
    }
  }

  async function close() {
    try {
      await action.mutateAsync({ action: 'close' });
      toast.success(t('ticket.closed'));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : t('errors.action'));
    }
  }

  return (
    <>
      <div className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2 gap-1.5">
          <Link to="/admin/tickets">
            <ArrowLeft aria-hidden />
            {t('ticket.back')}
          </Link>
        </Button>
        <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-muted-foreground">#{tk.number}</p>
            <h1 className="text-2xl font-semibold tracking-tight break-words">{tk.subject}</h1>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <StatePill tone={ticketTone(tk.status)}>{t(`tickets.statuses.${tk.status}`)}</StatePill>
              <span>{t(`tickets.categories.${tk.category}`)}</span>
              <span>· {tk.language.toUpperCase()}</span>
              <span>· {fmt.dateTime(tk.createdAt)}</span>
            </div>
          </div>
          {tk.status !== 'closed' ? (
            <Button variant="outline" onClick={() => void close()} disabled={action.isPending}>
              <CheckCircle2 aria-hidden />
              {t('ticket.close')}
            </Button>
          ) : null}
        </header>
      </div>
      <Panel
        title={
          <Link to={`/admin/users/${encodeURIComponent(tk.user.id)}`} className="hover:underline">
            {tk.user.name}
          </Link>
        }
        description={tk.user.email}
      >
        <p className="text-sm whitespace-pre-wrap break-words">{tk.message}</p>
      </Panel>
      {ticketTimeline(tk).map((e) =>
        e.kind === 'message' ? (
          <Panel
            key={e.message.id}
            title={
              e.message.author === 'support'
                ? e.message.adminEmail
                  ? t('ticket.answerBy', { email: e.message.adminEmail })
                  : t('ticket.answerBySupport')
                : t('ticket.followUpFrom', { name: tk.user.name })
            }
            description={fmt.dateTime(e.message.createdAt)}
            className={e.message.author === 'support' ? 'border-primary/30' : undefined}
          >
            <p className="text-sm whitespace-pre-wrap break-words">{e.message.body}</p>
          </Panel>
        ) : (
          <Panel key={e.entry.id} title={t('ticket.closedBy', { email: e.entry.actorEmail })} description={fmt.dateTime(e.entry.createdAt)}>
            <p className="text-sm text-muted-foreground">{e.entry.reason ?? t('ticket.closedNoReason')}</p>
          </Panel>
        ),
      )}
      <Panel title={t('ticket.replyTitle')} description={t('ticket.replyHint', { email: tk.user.email, language: tk.language.toUpperCase() })}>
        <form onSubmit={(e) => void send(e)} className="space-y-3">
          <Label htmlFor="admin-ticket-reply" className="sr-only">
            {t('ticket.replyTitle')}
          </Label>
          <Textarea id="admin-ticket-reply" rows={6} value={reply} onChange={(e) => setReply(e.target.value)} maxLength={REPLY_MAX} placeholder={t('ticket.replyPlaceholder')} />
          <div className="flex justify-end">
            <Button type="submit" disabled={reply.trim().length < 2 || action.isPending}>
              {action.isPending ? <Spinner className="size-4" /> : <Send aria-hidden />}
              {t('ticket.send')}
            </Button>
          </div>
        </form>
      </Panel>
    </>
  );
}

export default TicketPage;
