/** /account/delete?token=...: the account deletion confirmation link (outside the shared layout; works signed out). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeleteAccountView } from '@web/features/privacy/delete-account-view';

export default function AccountDeletePage() {
  const { t } = useTranslation('privacy');
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = `${t('deletePage.pageTitle')} · Vitrine`;
  }, [t]);
  return <DeleteAccountView token={params.get('token')} />;
}
