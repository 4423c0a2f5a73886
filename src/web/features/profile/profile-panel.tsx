/**
 * The profile section of the account page: the profile with its photo, the email address, the password and the
 * active sessions.
 */
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { useProfile } from './api';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { ProfileForm } from './profile-form';
import { SessionsCard } from './sessions-card';

export function ProfilePanel() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-6" aria-label={t('common:loading')} />
      </div>
    );
  }
  if (profile.isError) {
    return <RetryAlert message={t('profile.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void profile.refetch()} />;
  }
  return (
    <div className="space-y-6" data-testid="profile-panel">
      <ProfileForm profile={profile.data} />
      <EmailCard profile={profile.data} />
      <PasswordCard profile={profile.data} />
      <SessionsCard />
    </div>
  );
}
