/**
 * /account/delete?token=...: the page of the emailed confirmation link. Opening it
 * changes nothing (mail scanners open links); the user confirms with a button, the account is locked,
 * signed out everywhere and deleted by a job, and the final screen says so.
 */
import { AlertTriangle, CheckCircle2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/session';
import { ApiError } from '@web/lib/api';
import { confirmDeletion } from './api';
import { PageCard } from './page-card';

type Stage = 'confirm' | 'deleting' | 'done' | 'invalid' | 'failed';

export function DeleteAccountView({ token }: { token: string | null }) {
  const { t } = useTranslation('privacy');
  const { signOut } = useAuth();
  const [stage, setStage] = useState<Stage>(token ? 'confirm' : 'invalid');

  const confirm = async () => {
    if (!token) return;
    setStage('deleting');
    try {
      await confirmDeletion(token);
      setStage('done');
      // The server ended every session; forget this one here too.
      await signOut().catch(() => undefined);
    } catch (e) {
      setStage(e instanceof ApiError && e.code === 'invalid_link' ? 'invalid' : 'failed');
    }
  };

  if (stage === 'done') {
    return (
      <PageCard testId="account-deleted">
        <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('deletePage.doneTitle')}</h1>
          <p className="text-pretty text-muted-foreground">{t('deletePage.doneBody')}</p>
        </div>
        <Button asChild className="w-fit">
          <Link to="/">{t('deletePage.doneHome')}</Link>
        </Button>
      </PageCard>
    );
  }

  if (stage === 'invalid') {
    return (
      <PageCard testId="deletion-link-invalid">
        <Link2Off className="size-10 text-muted-foreground" aria-hidden />
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('deletePage.invalidTitle')}</h1>
          <p className="text-pretty text-muted-foreground">{t('deletePage.invalidBody')}</p>
        </div>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/account?tab=privacy">{t('deletePage.openPrivacy')}</Link>
        </Button>
      </PageCard>
    );
  }

  return (
    <PageCard testId="confirm-deletion">
      <AlertTriangle className="size-10 text-destructive" aria-hidden />
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('deletePage.title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('deletePage.body')}</p>
      </div>
      {stage === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {t('deletePage.failed')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/">{t('deletePage.keep')}</Link>
        </Button>
        <Button variant="destructive" onClick={() => void confirm()} disabled={stage === 'deleting'}>
          {stage === 'deleting' && <Spinner className="size-4" />}
          {stage === 'deleting' ? t('deletePage.deleting') : t('deletePage.confirm')}
        </Button>
      </div>
    </PageCard>
  );
}
