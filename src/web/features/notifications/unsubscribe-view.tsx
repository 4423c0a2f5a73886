/**
 * /unsubscribe?token=...: the page every notification email links to. It works
 * without signing in (the token is signed): opening it turns that email category off at once and
 * says so, with 'Undo' to turn it back on and a link to all email settings.
 */
import { BellOff, BellRing, Link2Off } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnsubscribeResult } from '@shared/contracts/notifications';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { PageCard } from '@web/features/privacy/page-card';
import { applyUnsubscribe } from './api';

type State = { kind: 'working' } | { kind: 'done'; result: UnsubscribeResult } | { kind: 'invalid' } | { kind: 'failed' };

export function UnsubscribeView({ token }: { token: string | null }) {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' });
  const [undoing, setUndoing] = useState(false);
  const started = useRef(false);

  const apply = async (subscribe: boolean) => {
    if (!token) return;
    try {
      setState({ kind: 'done', result: await applyUnsubscribe(token, subscribe) });
    } catch (e) {
      setState((e as { code?: string }).code === 'invalid_link' ? { kind: 'invalid' } : { kind: 'failed' });
    }
  };

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void apply(false);
  }, [token]);

  if (state.kind === 'working') {
    return (
      <PageCard testId="unsubscribe">
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" />
          {t('unsubscribe.working')}
        </p>
      </PageCard>
    );
  }
  if (state.kind === 'invalid' || state.kind === 'failed') {
    return (
      <PageCard testId="unsubscribe">
        <Link2Off className="size-10 text-muted-foreground" aria-hidden />
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('unsubscribe.title')}</h1>
          <p className="text-muted-foreground">{state.kind === 'invalid' ? t('unsubscribe.invalid') : t('unsubscribe.failed')}</p>
        </div>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/account?tab=notifications">{t('unsubscribe.manage')}</Link>
        </Button>
      </PageCard>
    );
  }
  const { category, subscribed } = state.result;
  const name = t(category === 'all' ? 'unsubscribe.all' : `toggles.${category}.label`);
  return (
    <PageCard testId="unsubscribe">
      {subscribed ? <BellRing className="size-10 text-primary" aria-hidden /> : <BellOff className="size-10 text-primary" aria-hidden />}
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t(subscribed ? 'unsubscribe.resubscribedTitle' : 'unsubscribe.title')}</h1>
        <p className="text-pretty text-muted-foreground" role="status">
          {t(subscribed ? 'unsubscribe.resubscribed' : 'unsubscribe.done', { category: name })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          disabled={undoing}
          onClick={() => {
            setUndoing(true);
            void apply(!subscribed).finally(() => setUndoing(false));
          }}
        >
          {undoing && <Spinner className="size-4" />}
          {subscribed ? t('unsubscribe.again') : t('unsubscribe.undo')}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/account?tab=notifications">{t('unsubscribe.manage')}</Link>
        </Button>
      </div>
    </PageCard>
  );
}
