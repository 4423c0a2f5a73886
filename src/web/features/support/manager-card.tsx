/**
 * The dedicated account manager of a Pro account (services/account-managers.ts on the server): their
 * name and photo, and the direct thread with them, live like the support chat, at any hour. Shown on
 * Help and support only while the account has a manager.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CHAT_MESSAGE_MAX } from '@shared/contracts/support-chat';
import { ChatComposer } from '@web/components/chat-transcript';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { UserAvatar } from '@web/features/profile/user-avatar';
import { ApiError } from '@web/lib/api';
import { MANAGER_KEY, useManagerThread, useStartManagerThread } from './chat-api';
import { Conversation } from './live-chat';

/** The first message to the manager. */
function ManagerStart({ name }: { name: string }) {
  const { t } = useTranslation('support');
  const start = useStartManagerThread();
  return (
    <div className="space-y-3" data-testid="manager-start">
      <p className="text-sm text-muted-foreground">{t('manager.startHint', { name })}</p>
      <ChatComposer
        maxLength={CHAT_MESSAGE_MAX}
        labels={{ field: t('manager.field', { name }), placeholder: t('chat.placeholder'), send: t('chat.send'), sending: t('form.sending'), hint: t('chat.enterHint') }}
        onSend={async (text) => {
          try {
            await start.mutateAsync(text);
            return true;
          } catch (error) {
            toast.error(error instanceof ApiError && error.message ? error.message : t('chat.failed'));
            return false;
          }
        }}
      />
    </div>
  );
}

/** The manager's card, or nothing without a manager. */
export function ManagerCard() {
  const { t } = useTranslation('support');
  const thread = useManagerThread();
  const manager = thread.data?.manager;
  if (!manager) return null;
  const conversation = thread.data?.conversation ?? null;
  return (
    <Card className="gap-5" data-testid="manager-card">
      <CardHeader>
        <div className="flex items-center gap-3">
          <UserAvatar name={manager.name} image={manager.photoUrl} className="size-12" />
          <div className="min-w-0 space-y-0.5">
            <CardTitle className="truncate text-lg">{manager.name}</CardTitle>
            <CardDescription>{t('manager.role')}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {conversation ? (
          <Conversation conversation={conversation} cacheKey={MANAGER_KEY} supportName={manager.name} closedAction={t('manager.newThread')} />
        ) : (
          <ManagerStart name={manager.name} />
        )}
      </CardContent>
    </Card>
  );
}
