/**
 * Live chats: the conversations not closed, those whose user waits for an answer first (longest
 * wait first), each with the user, how long they have waited, whether they are online or typing,
 * the last words and the unread count; the threads of Pro accounts with their dedicated manager
 * are marked with the manager. The list is asked again every few seconds; each row opens
 * the conversation.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type AdminChat, useAdminChats } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, Panel, StatePill } from './parts';

/** Whole minutes from `iso` to now, at least 0. */
export function minutesSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

function Row({ chat }: { chat: AdminChat }) {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  return (
    <li>
      <Link
        to={`/admin/chats/${chat.id}`}
        className="flex flex-col gap-2 p-3 transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        data-testid="admin-chat-row"
      >
        <div className="min-w-0 space-y-0.5">
          <p className="flex items-center gap-2 text-sm font-medium">
            <span className={chat.userOnline ? 'size-2 shrink-0 rounded-full bg-emerald-500' : 'size-2 shrink-0 rounded-full bg-muted-foreground/50'} aria-hidden />
            <span className="truncate">{chat.user.name}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{chat.user.email}</span>
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {chat.userTyping ? <em>{t('chats.typing')}</em> : `${chat.lastMessage.author === 'support' ? `${t('chats.you')}: ` : ''}${chat.lastMessage.body}`}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
          {chat.channel === 'manager' && chat.assignee ? <StatePill tone="info">{t('chats.managerOf', { name: chat.assignee.name })}</StatePill> : null}
          <span className="tabular-nums">#{chat.number}</span>
          <span>{chat.userOnline ? t('chats.online') : t('chats.away')}</span>
          {chat.unread > 0 ? <StatePill tone="info">{t('chats.unread', { count: chat.unread })}</StatePill> : null}
          {chat.waitingSince ? (
            <StatePill tone="warn">
              <span title={fmt.dateTime(chat.waitingSince)}>{t('chats.waiting', { minutes: minutesSince(chat.waitingSince) })}</span>
            </StatePill>
          ) : (
            <StatePill tone="ok">{t('chats.answered')}</StatePill>
          )}
        </div>
      </Link>
    </li>
  );
}

/** The chats page. */
export function ChatsPage() {
  const { t } = useTranslation('admin');
  const chats = useAdminChats();
  return (
    <>
      <AdminPageHeader title={t('chats.title')} subtitle={t('chats.subtitle')} />
      <Panel>
        {chats.isError && !chats.data ? (
          <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void chats.refetch()} />
        ) : !chats.data ? (
          <Loading />
        ) : chats.data.items.length === 0 ? (
          <Empty>{t('chats.empty')}</Empty>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground" data-testid="admin-chats-waiting">
              {t('chats.waitingCount', { count: chats.data.waiting })}
            </p>
            <ul className="divide-y rounded-xl border">
              {chats.data.items.map((chat) => (
                <Row key={chat.id} chat={chat} />
              ))}
            </ul>
          </>
        )}
      </Panel>
    </>
  );
}

export default ChatsPage;
