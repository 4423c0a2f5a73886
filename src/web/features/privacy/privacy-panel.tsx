/**
 * The privacy section of the account page:
 * - show generation history: the home page shows the recent images and activity (off: hidden there;
 *   the library keeps everything);
 * - analytics data: stored consent to anonymous usage statistics (Vitrine sends nothing to
 *   analytics services; the choice applies to any the operator adds);
 * - public gallery: allows publishing chosen images to the landing page's community gallery (off:
 *   none of the user's images is shown there);
 * - login notifications: an email on a sign-in from a new device;
 * then the user's published images, the data export and the account deletion.
 */
import { BarChart3, History, Images, type LucideIcon, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PRIVACY_KEYS, type PrivacyKey } from '@shared/contracts/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { ToggleRow, ToggleRowsSkeleton } from '@web/features/notifications/toggle-row';
import { usePrivacySettings, useUpdatePrivacy } from './api';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { PublishedImages } from './published-images';

const ICONS: Record<PrivacyKey, LucideIcon> = {
  showGenerationHistory: History,
  analyticsData: BarChart3,
  publicGallery: Images,
  loginNotifications: ShieldCheck,
};

export function PrivacyPanel({ email }: { email?: string }) {
  const { t } = useTranslation('privacy');
  const settings = usePrivacySettings();
  const update = useUpdatePrivacy();

  const change = (key: PrivacyKey, on: boolean) =>
    update.mutate(
      { [key]: on },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: (e) => {
          console.error('Could not save privacy settings', e);
          toast.error(t('failed'));
        },
      },
    );

  return (
    <div className="space-y-6" data-testid="privacy-panel">
      <Card className="gap-6">
        <CardHeader>
          <CardTitle className="text-lg">{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isError ? (
            <RetryAlert message={t('loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void settings.refetch()} />
          ) : settings.data ? (
            <div className="space-y-3">
              {PRIVACY_KEYS.map((key) => (
                <ToggleRow
                  key={key}
                  icon={ICONS[key]}
                  label={t(`toggles.${key}.label`)}
                  hint={t(`toggles.${key}.hint`)}
                  checked={settings.data[key]}
                  onChange={(on) => change(key, on)}
                  testId={`privacy-${key}`}
                />
              ))}
            </div>
          ) : (
            <ToggleRowsSkeleton count={PRIVACY_KEYS.length} />
          )}
        </CardContent>
      </Card>
      <PublishedImages />
      <DataExportCard />
      <DeleteAccountCard email={email} />
    </div>
  );
}
