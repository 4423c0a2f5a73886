/**
 * The error shown when scenario ideas could not be fetched. When the server's AI scenario engine
 * failed (`scenario_provider_failed`), it explains that and offers the offline ideas of the built-in
 * catalog; any other error is shown as the server's message.
 */
import { AlertTriangle, BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { isScenarioProviderFailure } from './api';

export type IdeasErrorAlertProps = {
  error: unknown;
  /** Asks for the offline ideas. */
  onUseOffline: () => void;
  /** True while ideas are being fetched (the button waits). */
  pending: boolean;
};

/** The message of a failed ideas request, with 'Use offline ideas' when the AI engine failed. */
export function IdeasErrorAlert({ error, onUseOffline, pending }: IdeasErrorAlertProps) {
  const { t } = useTranslation('create');
  const message = error instanceof ApiError && error.message ? error.message : t('errors:unexpected');
  if (!isScenarioProviderFailure(error)) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          <p>{message}</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" data-testid="ideas-provider-error">
      <AlertTriangle aria-hidden />
      <AlertTitle>{t('ideasFallback.title')}</AlertTitle>
      <AlertDescription className="gap-3">
        <div className="space-y-1">
          <p>{message}</p>
          <p className="text-muted-foreground">{t('ideasFallback.hint')}</p>
        </div>
        <Button type="button" variant="outline" size="sm" className="text-foreground" onClick={onUseOffline} disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : <BookOpen aria-hidden />}
          {t('ideasFallback.useOffline')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
