/**
 * 'Show generation history' on the home page:
 * with the choice off, the recent images and activity are replaced by a short note (the library
 * keeps everything). Until the choice is known the history shows, as it does by default.
 */
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@web/components/ui/card';
import { usePrivacySettings } from './api';

export function HistoryGate({ children }: { children: ReactNode }) {
  const { t, ready } = useTranslation('privacy');
  const privacy = usePrivacySettings();
  if (privacy.data?.showGenerationHistory !== false || !ready) return <>{children}</>;
  return (
    <Card data-testid="history-hidden">
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <EyeOff className="size-4 shrink-0" aria-hidden />
          {t('history.hidden')}
        </p>
        <Link to="/account?tab=privacy" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('history.change')}
        </Link>
      </CardContent>
    </Card>
  );
}
