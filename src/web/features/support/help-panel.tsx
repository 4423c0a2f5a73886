/**
 * The help and support section of the account page: the support hours (from the server, in the
 * operator's time zone, with whether support is in now), links to the help centre, a Pro account's
 * dedicated manager and the direct thread with them (manager-card.tsx), the support box
 * (a live chat for Plus and Pro inside the hours, else the contact form: live-chat.tsx) and the
 * user's requests with their status. Opening a request shows its thread in place of the list; the
 * open request is kept in `?ticket=` so an email can link to it.
 */
import { BookOpen, ChevronRight, Clock, Code2, LifeBuoy, MessageCircleQuestion, PlayCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { useTickets } from './api';
import type { SupportHours } from '@shared/support-hours';
import { useSupportChat } from './chat-api';
import { SupportBox, useOpeningLabel } from './live-chat';
import { ManagerCard } from './manager-card';
import { TicketThread } from './ticket-thread';

const HELP_LINKS = [
  { to: '/help/getting-started', key: 'gettingStarted', icon: BookOpen },
  { to: '/help/faq', key: 'faq', icon: MessageCircleQuestion },
  { to: '/help/tutorials', key: 'tutorials', icon: PlayCircle },
  { to: '/help/api-docs', key: 'apiDocs', icon: Code2 },
] as const;

/** The address parameter naming the open request. */
const TICKET_PARAM = 'ticket';

function Tickets({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('support');
  const tickets = useTickets();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  if (tickets.isError) return <RetryAlert message={t('tickets.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void tickets.refetch()} />;
  if (tickets.isPending) return <div className="h-16 animate-pulse rounded-xl bg-muted" aria-busy="true" />;
  if (tickets.data.items.length === 0) return <p className="text-sm text-muted-foreground">{t('tickets.empty')}</p>;
  return (
    <ul className="divide-y rounded-xl border" data-testid="ticket-list">
      {tickets.data.items.map((ticket) => (
        <li key={ticket.id}>
          <button
            type="button"
            onClick={() => onOpen(ticket.id)}
            className="flex w-full flex-col gap-1.5 p-3 text-left transition-colors first:rounded-t-xl last:rounded-b-xl hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            aria-label={t('tickets.openLabel', { number: ticket.number, subject: ticket.subject, status: t(`tickets.status.${ticket.status}`) })}
          >
            <div className="min-w-0 space-y-0.5">
              <p className="truncate text-sm font-medium">
                <span className="mr-1.5 text-muted-foreground tabular-nums">#{ticket.number}</span>
                {ticket.subject}
              </p>
              <p className="text-xs text-muted-foreground">
                {t(`categories.${ticket.category}`)} · {t('tickets.opened', { date: date(ticket.createdAt) })}
              </p>
            </div>
            <span className="flex items-center justify-between gap-2 sm:justify-start">
              <Badge variant={ticket.status === 'open' || ticket.status === 'in_progress' ? 'accent' : 'secondary'} data-testid="ticket-status">
                {t(`tickets.status.${ticket.status}`)}
              </Badge>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The days of the hours in the UI language: "Mon–Fri", "Every day", or a list. */
export function daysLabel(days: readonly number[], language: string | undefined, everyDay: string): string {
  if (days.length === 7) return everyDay;
  // 1 January 2024 was a Monday: ISO day d is 2024-01-0d.
  const name = (d: number) => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, d)));
  const consecutive = days.length > 2 && days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  return consecutive ? `${name(days[0]!)}–${name(days.at(-1)!)}` : days.map(name).join(', ');
}

/** The hours as the server keeps them, and whether support is in now. */
function HoursNow() {
  const { t, i18n } = useTranslation('support');
  const chat = useSupportChat();
  const opening = useOpeningLabel();
  if (!chat.data) return <p className="text-2xl font-semibold tracking-tight">{'\u00a0'}</p>;
  const { hours, withinHours, nextOpening } = chat.data.availability;
  const range = (h: SupportHours) => `${h.opens}–${h.closes}`;
  return (
    <div className="space-y-1" data-testid="support-hours">
      <p className="text-2xl font-semibold tracking-tight">
        {daysLabel(hours.days, i18n.resolvedLanguage, t('hours.everyDay'))} · {range(hours)}
      </p>
      <p className="text-xs text-muted-foreground">{t('hours.zone', { zone: hours.timeZone.replace(/_/g, ' ') })}</p>
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <span className={withinHours ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-muted-foreground'} aria-hidden />
        {withinHours ? t('hours.openNow') : t('hours.closedNow', { when: opening(nextOpening) })}
      </p>
    </div>
  );
}

export function HelpPanel() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const openId = params.get(TICKET_PARAM);
  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(TICKET_PARAM, id);
    else next.delete(TICKET_PARAM);
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="space-y-6" data-testid="help-panel">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Clock className="size-5 text-muted-foreground" aria-hidden />
              {t('hours.title')}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <HoursNow />
            <p className="text-sm text-muted-foreground">{t('hours.body')}</p>
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <LifeBuoy className="size-5 text-muted-foreground" aria-hidden />
              {t('links.title')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-2 gap-2">
              {HELP_LINKS.map(({ to, key, icon: Icon }) => (
                <li key={key}>
                  <Link to={to} className="flex items-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground">
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="min-w-0">{t(`links.${key}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <ManagerCard />
      <SupportBox />
      <Card className="gap-5">
        <CardHeader>
          <CardTitle className="text-lg">{t('tickets.title')}</CardTitle>
          <CardDescription>{t('tickets.description')}</CardDescription>
        </CardHeader>
        <CardContent>{openId ? <TicketThread id={openId} onBack={() => open(null)} /> : <Tickets onOpen={open} />}</CardContent>
      </Card>
    </div>
  );
}
