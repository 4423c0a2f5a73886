/** /account: the account sections, for signed-in users (signed-out visitors go to /signin). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '@web/features/shell/page-loading';
import { AccountView } from '@web/features/account/account-view';
import { useAuth } from '@web/features/auth/session';

/** Account page. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { user, isPending } = useAuth();
  useEffect(() => {
    document.title = `${t('pageTitle')} · Vitrine`;
  }, [t]);
  if (isPending) return <PageLoading />;
  if (!user) return <Navigate to="/signin" replace />;
  return <AccountView email={user.email} />;
}
