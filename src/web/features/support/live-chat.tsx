/**
 * The support box of Help and support. For Plus and Pro inside the support hours it is a live chat
 * (services/support-chat.ts on the server): the user writes, support answers in the same box, with
 * typing and read marks, over the conversation's live channel; a chat already open stays here after
 * the hours end and goes on as a ticket. Otherwise (another plan, or outside the hours) the same
 * box is the contact form, with the reason and the 24-hour promise.
 */
import { MessagesSquare } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CHAT_MESSAGE_MAX, type ChatAvailability, type ChatConversation } from '@shared/contracts/support-chat';
import { ChatComposer, ChatTranscript } from '@web/components/chat-transcript';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { useChatStream } from '@web/lib/use-chat-stream';
import { CHAT_KEY, sendChatTyping, type ThreadKey, useChatCache, useMarkChatRead, useSendChatMessage, useStartChat, useSupportChat } from './chat-api';
import { TicketForm } from './ticket-form';

/** "Monday 09:00"-style moment in the user's own time zone and language. */
export function useOpeningLabel() {
  const { i18n } = useTranslation();
  return (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)) : '';
}

function useComposerLabels() {
  const { t } = useTranslation('support');
  return { field: t('chat.field'), placeholder: t('chat.placeholder'), send: t('chat.send'), sending: t('form.sending'), hint: t('chat.enterHint') };
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The first message of a chat. */
function ChatStart() {
  const { t } = useTranslation('support');
  const start = useStartChat();
  const labels = useComposerLabels();
  return (
    <div className="space-y-3" data-testid="chat-start">
      <p className="text-sm text-muted-foreground">{t('chat.startHint')}</p>
      <ChatComposer
        maxLength={CHAT_MESSAGE_MAX}
        labels={labels}
        onSend={async (text) => {
          try {
            await start.mutateAsync(text);
            return true;
          } catch (error) {
            toast.error(errorText(error, t('chat.failed')));
            return false;
          }
        }}
      />
    </div>
  );
}

/** An open conversation, live: a live chat (CHAT_KEY) or the thread with the manager (MANAGER_KEY), whose name is `supportName`. */
export function Conversation({
  conversation,
  cacheKey = CHAT_KEY,
  supportName,
  note,
  closedAction,
}: {
  conversation: ChatConversation;
  cacheKey?: ThreadKey;
  /** Who answers, as the transcript names them (default: Support). */
  supportName?: string;
  /** A line above the composer (e.g. support is away now). */
  note?: string | null;
  /** The button's text once the conversation is closed (it refreshes the thread). */
  closedAction: string;
}) {
  const { t, i18n } = useTranslation('support');
  const cache = useChatCache(cacheKey);
  const send = useSendChatMessage(conversation.id, cacheKey);
  const markRead = useMarkChatRead();
  const labels = useComposerLabels();
  const closed = conversation.state.status === 'closed';
  const connected = useChatStream(closed ? null : `/support/chat/${conversation.id}/events`, conversation.messages.at(-1)?.seq ?? 0, {
    onMessage: cache.addMessage,
    onState: cache.setState,
    onGone: cache.refresh,
  });

  // Support's words are read when they are on screen.
  const lastSupport = [...conversation.messages].reverse().find((m) => m.author === 'support');
  const unread = lastSupport !== undefined && (conversation.state.userReadAt === null || Date.parse(lastSupport.createdAt) > Date.parse(conversation.state.userReadAt));
  const { markedRead } = cache;
  const read = useCallback(() => {
    if (!unread || document.visibilityState !== 'visible') return;
    const at = new Date().toISOString();
    void markRead(conversation.id).then((done) => done && markedRead(at));
  }, [unread, markRead, markedRead, conversation.id]);
  useEffect(() => {
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [read]);

  return (
    <div className="space-y-3" data-testid="chat-conversation">
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="tabular-nums">{t('chat.number', { number: conversation.number })}</span>
        {closed ? null : (
          <span className="flex items-center gap-1.5" data-testid="chat-connection" data-connected={connected}>
            <span className={connected ? 'size-2 rounded-full bg-emerald-500' : 'size-2 animate-pulse rounded-full bg-amber-500'} aria-hidden />
            {connected ? t('chat.live') : t('chat.reconnecting')}
          </span>
        )}
      </div>
      <ChatTranscript
        messages={conversation.messages}
        viewer="user"
        state={conversation.state}
        language={i18n.resolvedLanguage}
        labels={{
          user: t('thread.author.user'),
          support: supportName ?? t('thread.author.support'),
          typing: supportName ? t('manager.typing', { name: supportName }) : t('chat.typing'),
          read: t('chat.read'),
          sent: t('chat.sent'),
          list: supportName ? t('manager.list', { name: supportName }) : t('chat.list'),
        }}
      />
      {closed ? (
        <div className="flex flex-col gap-3 rounded-xl border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="chat-closed">
          <p className="text-sm text-muted-foreground">{t('chat.closed')}</p>
          <Button variant="outline" size="sm" onClick={cache.refresh}>
            {closedAction}
          </Button>
        </div>
      ) : (
        <>
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
          <ChatComposer
            maxLength={CHAT_MESSAGE_MAX}
            labels={labels}
            onTyping={() => sendChatTyping(conversation.id)}
            onSend={async (text) => {
              try {
                await send.mutateAsync(text);
                return true;
              } catch (error) {
                if (error instanceof ApiError && error.code === 'ticket_closed') cache.refresh();
                toast.error(errorText(error, t('chat.failed')));
                return false;
              }
            }}
          />
        </>
      )}
    </div>
  );
}

/** Why the box is the contact form now. */
function FormReason({ availability }: { availability: ChatAvailability }) {
  const { t } = useTranslation('support');
  const opening = useOpeningLabel();
  return (
    <div className="mb-5 flex flex-col gap-2 rounded-xl border bg-muted/30 p-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="chat-unavailable">
      <p className="text-muted-foreground">
        {availability.planIncludesChat
          ? t('chat.closedNow', { when: opening(availability.nextOpening) })
          : t('chat.planNote')}{' '}
        {t('chat.formPromise', { hours: availability.responseHours })}
      </p>
      {availability.planIncludesChat ? null : (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link to="/pricing">{t('chat.seePlans')}</Link>
        </Button>
      )}
    </div>
  );
}

/** The support box: the live chat, or the contact form with the reason. */
export function SupportBox() {
  const { t } = useTranslation('support');
  const chat = useSupportChat();
  const data = chat.data;
  const chatting = !!data && (data.conversation !== null || data.availability.live);
  return (
    <Card className="gap-5" data-testid="support-box">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          {chatting ? (
            <>
              <MessagesSquare className="size-5 text-muted-foreground" aria-hidden />
              {t('chat.title')}
              <Badge variant={data.availability.withinHours ? 'accent' : 'secondary'} className="gap-1.5" data-testid="chat-presence">
                <span className={data.availability.withinHours ? 'size-1.5 rounded-full bg-emerald-500' : 'size-1.5 rounded-full bg-muted-foreground'} aria-hidden />
                {data.availability.withinHours ? t('chat.online') : t('chat.away')}
              </Badge>
            </>
          ) : (
            t('form.title')
          )}
        </CardTitle>
        <CardDescription>{chatting ? t('chat.description') : t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {chat.isPending ? (
          <div className="h-40 animate-pulse rounded-xl bg-muted" aria-busy="true" />
        ) : data?.conversation ? (
          <Conversation
            conversation={data.conversation}
            note={data.availability.withinHours ? null : t('chat.awayHint', { hours: data.availability.responseHours })}
            closedAction={data.availability.live ? t('chat.newChat') : t('chat.newRequest')}
          />
        ) : data?.availability.live ? (
          <ChatStart />
        ) : (
          <>
            {data ? <FormReason availability={data.availability} /> : null}
            <TicketForm />
          </>
        )}
      </CardContent>
    </Card>
  );
}
