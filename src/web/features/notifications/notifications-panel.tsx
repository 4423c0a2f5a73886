/**
 * The notifications section of the account page: the six toggles in two groups. Emails about the user's work and account are sent
 * (generation complete, monthly summary, account updates); new features, marketing and promotions
 * are consent, stored and off until the user turns them on. Each change is saved at once:
 * 'Settings saved', or 'Failed to save preferences. Please try again.' (the switch goes back).
 */
import { BellRing, CalendarDays, type LucideIcon, Megaphone, ReceiptText, Sparkles, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONSENT_NOTIFICATION_KEYS, type NotificationKey, SERVICE_NOTIFICATION_KEYS } from '@shared/contracts/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { useNotificationSettings, useUpdateNotifications } from './api';
import { ToggleRow, ToggleRowsSkeleton } from './toggle-row';

const ICONS: Record<NotificationKey, LucideIcon> = {
  generationComplete: BellRing,
  monthlySummary: CalendarDays,
  accountUpdates: ReceiptText,
  newFeatures: Sparkles,
  marketing: Megaphone,
  promotions: Tag,
};

/** The notification toggles. */
export function NotificationsPanel() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const update = useUpdateNotifications();

  const change = (key: NotificationKey, on: boolean) => {
    update.mutate(
      { [key]: on },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: (e) => {
          console.error('Could not save notification settings', e);
          toast.error(t('failed'));
        },
      },
    );
  };

  const group = (name: 'service' | 'consent', keys: readonly NotificationKey[]) => (
    <section className="space-y-3" aria-labelledby={`notifications-${name}`}>
      <div className="space-y-1">
        <h3 id={`notifications-${name}`} className="text-sm font-semibold">
          {t(`groups.${name}.title`)}
        </h3>
        <p className="text-sm text-muted-foreground">{t(`groups.${name}.description`)}</p>
      </div>
      {settings.data ? (
        <div className="space-y-3">
          {keys.map((key) => (
            <ToggleRow
              key={key}
              icon={ICONS[key]}
              label={t(`toggles.${key}.label`)}
              hint={t(`toggles.${key}.hint`)}
              checked={settings.data[key]}
              onChange={(on) => change(key, on)}
              testId={`notification-${key}`}
            />
          ))}
        </div>
      ) : (
        <ToggleRowsSkeleton count={keys.length} />
      )}
    </section>
  );

  return (
    <Card className="gap-6" data-testid="notifications-panel">
      <CardHeader>
        <CardTitle className="text-lg">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        {settings.isError ? (
          <RetryAlert message={t('loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void settings.refetch()} />
        ) : (
          <>
            {group('service', SERVICE_NOTIFICATION_KEYS)}
            {group('consent', CONSENT_NOTIFICATION_KEYS)}
          </>
        )}
      </CardContent>
    </Card>
  );
}
