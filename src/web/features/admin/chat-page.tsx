/**
 * One live chat for support: the user (online or away, typing), the conversation over its live
 * channel, support's composer (a user who is away gets the answer by email too: the server does
 * that), read marks both ways, and closing the chat (the ticket's closing, audited).
 */
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CHAT_MESSAGE_MAX, type ChatMessage, type ChatState } from '@shared/contracts/support-chat';
import { ChatComposer, ChatTranscript } from '@web/components/chat-transcript';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { ApiError } from '@web/lib/api';
import { useChatStream, withChatMessage } from '@web/lib/use-chat-stream';
import { type AdminChatConversation, adminChatSignals, useAdminChat, useAdminChatSend, useTicketAction } from './api';
import { AdminPageHeader, Loading, Panel, StatePill } from './parts';

/** The name of language `code` in the UI language (the code itself when unknown). */
function languageName(code: string, uiLanguage: string | undefined): string {
  try {
    return new Intl.DisplayNames(uiLanguage ? [uiLanguage] : [], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The chat page. */
export function ChatPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const chat = useAdminChat(id);
  const send = useAdminChatSend(id);
  const close = useTicketAction(id);
  const key = ['admin', 'chat', id];
  const update = (change: (old: AdminChatConversation) => AdminChatConversation) =>
    client.setQueryData<AdminChatConversation>(key, (old) => (old ? change(old) : old));
  const addMessage = (message: ChatMessage) => update((old) => ({ ...old, messages: withChatMessage(old.messages, message) }));
  const closed = chat.data?.state.status === 'closed';
  const connected = useChatStream(chat.data && !closed ? `/admin/chats/${id}/events` : null, chat.data?.messages.at(-1)?.seq ?? 0, {
    onMessage: addMessage,
    onState: (state: ChatState) => update((old) => ({ ...old, state })),
    onGone: () => void chat.refetch(),
  });

  // The user's words are read by support when they are on screen.
  const lastUser = chat.data ? [...chat.data.messages].reverse().find((m) => m.author === 'user') : undefined;
  const readAt = chat.data?.state.supportReadAt;
  const unread = lastUser !== undefined && (!readAt || Date.parse(lastUser.createdAt) > Date.parse(readAt));
  useEffect(() => {
    const read = () => {
      if (unread && document.visibilityState === 'visible') adminChatSignals.read(id);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [unread, id]);

  if (chat.isError) {
    return <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void chat.refetch()} />;
  }
  if (!chat.data) return <Loading />;
  const c = chat.data;

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit gap-1.5">
        <Link to="/admin/chats">
          <ArrowLeft aria-hidden />
          {t('chat.back')}
        </Link>
      </Button>
      <AdminPageHeader
        title={t('chat.title', { number: c.number, name: c.user.name })}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>{c.user.email}</span>
            <span className="flex items-center gap-1.5" data-testid="admin-chat-presence">
              <span className={c.state.userOnline ? 'size-2 rounded-full bg-emerald-500' : 'size-2 rounded-full bg-muted-foreground/50'} aria-hidden />
              {c.state.userOnline ? t('chats.online') : t('chats.away')}
            </span>
            <span>{t('chat.language', { language: languageName(c.language, i18n.resolvedLanguage) })}</span>
          </span>
        }
        actions={
          closed ? (
            <StatePill tone="muted">{t('tickets.status.closed')}</StatePill>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={close.isPending}
              onClick={async () => {
                try {
                  await close.mutateAsync({ action: 'close' });
                  update((old) => ({ ...old, state: { ...old.state, status: 'closed' } }));
                  toast.success(t('chat.closedToast'));
                } catch {
                  toast.error(t('errors.action'));
                }
              }}
            >
              <CheckCircle2 aria-hidden />
              {t('chat.close')}
            </Button>
          )
        }
      />
      <Panel>
        <div className="space-y-3">
          {closed ? null : (
            <p className="flex items-center justify-end gap-1.5 text-xs text-muted-foreground" data-testid="chat-connection" data-connected={connected}>
              <span className={connected ? 'size-2 rounded-full bg-emerald-500' : 'size-2 animate-pulse rounded-full bg-amber-500'} aria-hidden />
              {connected ? t('chat.live') : t('chat.reconnecting')}
            </p>
          )}
          <ChatTranscript
            messages={c.messages}
            viewer="support"
            state={c.state}
            language={i18n.resolvedLanguage}
            labels={{ user: c.user.name, support: t('chat.support'), typing: t('chat.typing', { name: c.user.name }), read: t('chat.read'), sent: t('chat.sent'), list: t('chat.list') }}
          />
          {closed ? (
            <p className="rounded-xl border border-dashed p-3 text-sm text-muted-foreground">{t('chat.closed')}</p>
          ) : (
            <ChatComposer
              maxLength={CHAT_MESSAGE_MAX}
              labels={{ field: t('chat.field'), placeholder: t('chat.placeholder'), send: t('chat.send'), sending: t('chat.sending'), hint: t('chat.hint') }}
              onTyping={() => adminChatSignals.typing(id)}
              onSend={async (text) => {
                try {
                  addMessage(await send.mutateAsync(text));
                  return true;
                } catch (error) {
                  toast.error(error instanceof ApiError && error.message ? error.message : t('errors.action'));
                  return false;
                }
              }}
            />
          )}
        </div>
      </Panel>
    </>
  );
}

export default ChatPage;
