/**
 * Active sessions: each signed-in browser or device with where and when it was
 * last active, this one first; any other can be signed out, or all of them at once ('Sign out
 * everywhere else').
 */
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { SESSIONS_KEY, type SessionView, signOutOtherSessions, signOutSession, useSessions } from './api';
import { describeUserAgent, isMobileAgent } from './user-agent';

function SessionRow({ session, onSignOut, busy }: { session: SessionView; onSignOut: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('account');
  const { browser, os } = describeUserAgent(session.userAgent);
  const name = browser && os ? t('profile.sessions.browserOn', { browser, os }) : (browser ?? os ?? t('profile.sessions.unknownDevice'));
  const Icon = isMobileAgent(session.userAgent) ? Smartphone : Monitor;
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(session.lastActiveAt));
  return (
    <li className="flex items-center gap-3 py-3" data-testid="session-row" data-current={session.current}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{name}</span>
          {session.current ? <Badge variant="accent">{t('profile.sessions.thisDevice')}</Badge> : null}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {[session.ipAddress, t('profile.sessions.lastActive', { when })].filter(Boolean).join(' · ')}
        </p>
      </div>
      {!session.current ? (
        <Button type="button" variant="ghost" size="sm" onClick={onSignOut} disabled={busy} aria-label={t('profile.sessions.signOutOne', { name })}>
          {busy ? <Spinner /> : <LogOut aria-hidden />}
          <span className="max-sm:sr-only">{t('profile.sessions.signOut')}</span>
        </Button>
      ) : null}
    </li>
  );
}

export function SessionsCard() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  const run = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    try {
      toast.success(await action());
    } catch (e) {
      console.error('Sign-out failed', e);
      toast.error(t('profile.sessions.failed'));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    }
  };

  return (
    <Card className="gap-6">
      <CardHeader>
        <CardTitle className="text-lg">{t('profile.sessions.title')}</CardTitle>
        <CardDescription>{t('profile.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner aria-label={t('common:loading')} />
          </div>
        ) : sessions.isError ? (
          <RetryAlert message={t('profile.sessions.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void sessions.refetch()} />
        ) : (
          <ul className="divide-y" aria-label={t('profile.sessions.title')}>
            {list.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                busy={busy === s.id}
                onSignOut={() =>
                  void run(s.id, async () => {
                    await signOutSession(s.id);
                    return t('profile.sessions.signedOutOne');
                  })
                }
              />
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t('profile.sessions.others', { count: others })}</p>
          <Button
            type="button"
            variant="outline"
            disabled={others === 0 || busy !== null}
            aria-busy={busy === 'all'}
            onClick={() =>
              void run('all', async () => {
                const n = await signOutOtherSessions();
                return t('profile.sessions.signedOutOthers', { count: n });
              })
            }
          >
            {busy === 'all' ? <Spinner /> : <LogOut aria-hidden />}
            {t('profile.sessions.signOutOthers')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
