/**
 * One of the user's support requests as a thread: their first
 * message, support's replies and their follow-ups, oldest first, each with who wrote it ('You' or
 * 'Support') and when, in the UI language. While the request is not closed the user can add a
 * message, checked like the contact form's (TICKET_LIMITS); an answered request is reopened by it
 * (the server does that). A closed request shows why it takes no more messages.
 */
import { ArrowLeft, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TICKET_LIMITS, type TicketAuthor } from '@shared/contracts/support';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { useFollowUp, useTicketThread } from './api';

/** Why a follow-up cannot be sent yet (a translated message), or null when it can. */
function followUpProblem(text: string, t: (key: string, options?: Record<string, unknown>) => string): string | null {
  const length = text.trim().length;
  if (length < TICKET_LIMITS.messageMin) return t('form.errors.message', { min: TICKET_LIMITS.messageMin });
  if (length > TICKET_LIMITS.message) return t('form.errors.messageLong', { max: TICKET_LIMITS.message });
  return null;
}

function Message({ author, body, createdAt }: { author: TicketAuthor; body: string; createdAt: string }) {
  const { t, i18n } = useTranslation('support');
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));
  return (
    <li
      className={cn('space-y-1.5 rounded-xl border p-3 sm:p-4', author === 'support' ? 'border-primary/30 bg-primary/5 sm:mr-8' : 'bg-muted/40 sm:ml-8')}
      data-testid="ticket-message"
      data-author={author}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{t(`thread.author.${author}`)}</span>
        <time dateTime={createdAt}>{when}</time>
      </p>
      <p className="text-sm whitespace-pre-wrap break-words">{body}</p>
    </li>
  );
}

/** The follow-up form of an open request. */
function FollowUpForm({ id, reopens }: { id: string; reopens: boolean }) {
  const { t } = useTranslation('support');
  const field = useId();
  const followUp = useFollowUp(id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = followUpProblem(text, t);
    setError(problem);
    if (problem) return;
    try {
      await followUp.mutateAsync(text.trim());
      setText('');
      toast.success(t('thread.sent'));
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : t('thread.failed'));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2" noValidate data-testid="ticket-follow-up">
      <Label htmlFor={field}>{t('thread.add')}</Label>
      <Textarea
        id={field}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={TICKET_LIMITS.message}
        placeholder={t('thread.placeholder')}
        aria-invalid={!!error}
        aria-describedby={`${field}-hint`}
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${field}-hint`} className="text-xs text-muted-foreground">
          {reopens ? t('thread.reopens') : t('thread.hint')}
        </p>
        <Button type="submit" disabled={followUp.isPending} className="sm:shrink-0">
          {followUp.isPending ? <Spinner className="size-4" /> : <Send aria-hidden />}
          {followUp.isPending ? t('form.sending') : t('thread.send')}
        </Button>
      </div>
    </form>
  );
}

/** The thread of request `id`, with a way back to the list (`onBack`). */
export function TicketThread({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('support');
  const thread = useTicketThread(id);

  const back = (
    <Button variant="ghost" size="sm" className="-ml-2 gap-1.5" onClick={onBack}>
      <ArrowLeft aria-hidden />
      {t('thread.back')}
    </Button>
  );
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 422);
    return (
      <div className="space-y-3">
        {back}
        {missing ? (
          <p className="text-sm text-muted-foreground">{t('thread.notFound')}</p>
        ) : (
          <RetryAlert message={t('thread.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void thread.refetch()} />
        )}
      </div>
    );
  }
  if (thread.isPending) {
    return (
      <div className="space-y-3">
        {back}
        <div className="h-24 animate-pulse rounded-xl bg-muted" aria-busy="true" />
      </div>
    );
  }
  const tk = thread.data;
  return (
    <div className="space-y-4" data-testid="ticket-thread">
      {back}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-0.5">
          <h3 className="text-base font-semibold break-words">
            <span className="mr-1.5 text-muted-foreground tabular-nums">#{tk.number}</span>
            {tk.subject}
          </h3>
          <p className="text-xs text-muted-foreground">{t(`categories.${tk.category}`)}</p>
        </div>
        <Badge variant={tk.status === 'open' || tk.status === 'in_progress' ? 'accent' : 'secondary'} data-testid="ticket-thread-status">
          {t(`tickets.status.${tk.status}`)}
        </Badge>
      </div>
      <ol className="space-y-3" aria-label={t('thread.label', { number: tk.number })}>
        <Message author="user" body={tk.message} createdAt={tk.createdAt} />
        {tk.messages.map((m) => (
          <Message key={m.id} author={m.author} body={m.body} createdAt={m.createdAt} />
        ))}
      </ol>
      {tk.canFollowUp ? (
        <FollowUpForm id={tk.id} reopens={tk.status === 'answered'} />
      ) : (
        <p className="rounded-xl border border-dashed p-3 text-sm text-muted-foreground" data-testid="ticket-closed-note">
          {t('thread.closed')}
        </p>
      )}
    </div>
  );
}
