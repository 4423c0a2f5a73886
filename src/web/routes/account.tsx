/** /account: the account sections, for signed-in users (the signed-in gate sends others to /signin). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountView } from '@web/features/account/account-view';
import { useAuth } from '@web/features/auth/session';

/** Account page. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  useEffect(() => {
    document.title = `${t('pageTitle')} · Vitrine`;
  }, [t]);
  return <AccountView email={user?.email} />;
}
