/**
 * A live chat's transcript and composer, shared by the user's chat (Help and support) and the admin
 * chat console: messages as bubbles (the viewer's own on the right), who wrote each and when, the
 * other side typing, and under the viewer's last message whether the other side read it. The
 * composer sends on Enter (Shift+Enter for a new line) and signals typing at most every
 * TYPING_EVERY_MS. Texts come from the caller, already translated.
 */
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ChatMessage, ChatState } from '@shared/contracts/support-chat';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';

/** Typing signals are sent at most this often, in milliseconds (the server shows one for 6 s). */
const TYPING_EVERY_MS = 3000;

export interface ChatTranscriptProps {
  messages: readonly ChatMessage[];
  /** Who is looking: their messages are on the right. */
  viewer: 'user' | 'support';
  state: ChatState;
  /** Translated texts: the name of each side, the typing line, read and sent marks, the list's label. */
  labels: { user: string; support: string; typing: string; read: string; sent: string; list: string };
  /** The UI language, for times. */
  language?: string;
}

/** The messages, the typing line and the read mark. */
export function ChatTranscript({ messages, viewer, state, labels, language }: ChatTranscriptProps) {
  const end = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const otherTyping = viewer === 'user' ? state.supportTyping : state.userTyping;
  const otherReadAt = viewer === 'user' ? state.supportReadAt : state.userReadAt;
  const lastMine = [...messages].reverse().find((m) => m.author === viewer);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId, otherTyping]);

  return (
    <div className="max-h-[28rem] min-h-40 overflow-y-auto rounded-xl border bg-muted/20 p-3 sm:p-4" data-testid="chat-transcript">
      <ol className="flex flex-col gap-2.5" aria-label={labels.list} aria-live="polite">
        {messages.map((m) => {
          const mine = m.author === viewer;
          const read = otherReadAt !== null && Date.parse(otherReadAt) >= Date.parse(m.createdAt);
          return (
            <li key={m.id} className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'items-end self-end' : 'items-start self-start')} data-testid="chat-message" data-author={m.author}>
              <span className="px-1 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{m.author === 'user' ? labels.user : labels.support}</span>{' '}
                <time dateTime={m.createdAt} title={day.format(new Date(m.createdAt))}>
                  {time.format(new Date(m.createdAt))}
                </time>
              </span>
              <p
                className={cn(
                  'rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap break-words shadow-xs',
                  mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md border bg-card text-card-foreground',
                )}
              >
                {m.body}
              </p>
              {m.id === lastMine?.id ? (
                <span className="px-1 text-xs text-muted-foreground" data-testid="chat-receipt">
                  {read ? labels.read : labels.sent}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {otherTyping ? (
        <p className="mt-2 flex items-center gap-2 px-1 text-xs text-muted-foreground" data-testid="chat-typing">
          <span className="flex gap-0.5" aria-hidden>
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground/70 [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground/70 [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground/70" />
          </span>
          {labels.typing}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}

export interface ChatComposerProps {
  /** Sends the text; resolves true when it was sent (the field is emptied). */
  onSend(text: string): Promise<boolean>;
  onTyping?(): void;
  maxLength: number;
  labels: { field: string; placeholder: string; send: string; sending: string; hint: string };
  disabled?: boolean;
}

/** The message field and the Send button. */
export function ChatComposer({ onSend, onTyping, maxLength, labels, disabled }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      if (await onSend(body)) setText('');
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2" noValidate data-testid="chat-composer">
      <label htmlFor={id} className="sr-only">
        {labels.field}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          value={text}
          maxLength={maxLength}
          disabled={disabled}
          placeholder={labels.placeholder}
          aria-describedby={`${id}-hint`}
          className="min-h-11 resize-none"
          onKeyDown={onKeyDown}
          onChange={(e) => {
            setText(e.target.value);
            if (onTyping && e.target.value.trim() && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = Date.now();
              onTyping();
            }
          }}
        />
        <Button type="submit" disabled={disabled || sending || !text.trim()} aria-label={sending ? labels.sending : labels.send} className="shrink-0">
          {sending ? <Spinner className="size-4" /> : <Send aria-hidden />}
          <span className="hidden sm:inline">{labels.send}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-muted-foreground">
        <span>{labels.hint}</span>
        {text.length > maxLength * 0.8 ? <span className="tabular-nums">{`${text.length}/${maxLength}`}</span> : null}
      </p>
    </form>
  );
}
