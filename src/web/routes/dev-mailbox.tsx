/**
 * /dev/mailbox: the local development outbox (GET /api/dev/mailbox), newest first, refreshed every few
 * seconds. Opening an email shows its HTML in a sandboxed frame and its links as plain anchors.
 */
import { ArrowLeft, ExternalLink, Inbox, Mail, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@web/features/shell/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { type DevMail, useDevMailbox } from '@web/features/auth/use-dev-mailbox';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';

/** Development mailbox page. */
export default function DevMailboxPage() {
  const { t, i18n } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const mailbox = useDevMailbox();
  const mails = mailbox.data ?? [];
  const selected = mails.find((m) => m.id === selectedId) ?? null;
  const fmt = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'medium' });

  useEffect(() => {
    document.title = `${t('devMailbox.title')} · Vitrine`;
  }, [t]);

  const select = (id: string | null) => setParams(id ? { id } : {}, { replace: true });

  if (mailbox.isPending) return <PageLoading />;

  if (mailbox.isError) {
    const status = mailbox.error instanceof ApiError ? mailbox.error.status : 0;
    const kind = status === 404 ? 'unavailable' : status === 401 || status === 403 ? 'adminsOnly' : 'error';
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <Alert variant={kind === 'error' ? 'destructive' : 'info'}>
          <Inbox aria-hidden />
          <AlertTitle>{t(`devMailbox.${kind}Title`)}</AlertTitle>
          <AlertDescription>
            <p>{t(`devMailbox.${kind}Body`)}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void mailbox.refetch()}>
              <RefreshCw aria-hidden />
              {t('actions.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h1 className="text-xl font-semibold tracking-tight">{t('devMailbox.title')}</h1>
          <Badge variant="secondary">{mails.length}</Badge>
        </div>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <RefreshCw className={cn('size-3', mailbox.isFetching && 'animate-spin')} aria-hidden />
          {t('devMailbox.autoRefresh')}
        </p>
      </div>

      {mails.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed py-16 text-center text-muted-foreground">
          <Inbox className="size-8" aria-hidden />
          <p>{t('devMailbox.empty')}</p>
        </div>
      ) : (
        <div className="grid flex-1 gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
          <ul className={cn('divide-y overflow-hidden rounded-xl border bg-card', selected && 'hidden md:block')} aria-label={t('devMailbox.title')}>
            {mails.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => select(m.id)}
                  aria-current={m.id === selectedId || undefined}
                  className={cn(
                    'flex w-full flex-col gap-0.5 px-4 py-3 text-left outline-none hover:bg-accent/60 focus-visible:bg-accent',
                    m.id === selectedId && 'bg-accent',
                  )}
                >
                  <span className="truncate text-sm font-medium">{m.subject}</span>
                  <span className="truncate text-xs text-muted-foreground">{m.to}</span>
                  <time className="text-xs text-muted-foreground" dateTime={m.createdAt}>
                    {fmt.format(new Date(m.createdAt))}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <MailView mail={selected} date={fmt.format(new Date(selected.createdAt))} onBack={() => select(null)} />
          ) : (
            <div className="hidden items-center justify-center rounded-xl border border-dashed text-sm text-muted-foreground md:flex">
              <Mail className="mr-2 size-4" aria-hidden />
              {t('devMailbox.pick')}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function MailView({ mail, date, onBack }: { mail: DevMail; date: string; onBack: () => void }) {
  const { t } = useTranslation('common');
  return (
    <article className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card">
      <header className="space-y-1 border-b px-4 py-3">
        <Button variant="ghost" size="sm" className="-ml-2 md:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('actions.back')}
        </Button>
        <h2 className="font-semibold">{mail.subject}</h2>
        <p className="text-xs text-muted-foreground">
          {t('devMailbox.to')}: {mail.to} · {date}
        </p>
      </header>
      {mail.links.length > 0 && (
        <div className="space-y-1 border-b px-4 py-3">
          <p className="text-xs font-medium text-muted-foreground">{t('devMailbox.links')}</p>
          <ul className="space-y-1">
            {mail.links.map((href) => (
              <li key={href} className="min-w-0">
                <a href={href} className="inline-flex max-w-full items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  <span className="truncate">{href}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <iframe title={mail.subject} sandbox="" srcDoc={mail.html || `<pre>${escapeHtml(mail.text)}</pre>`} className="min-h-[28rem] w-full flex-1 bg-white" />
    </article>
  );
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
