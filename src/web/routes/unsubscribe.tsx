/** /unsubscribe?token=...: the unsubscribe link of notification emails (outside the shared layout; no sign-in needed). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UnsubscribeView } from '@web/features/notifications/unsubscribe-view';

export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = `${t('unsubscribe.pageTitle')} · Vitrine`;
  }, [t]);
  return <UnsubscribeView token={params.get('token')} />;
}
