/** /billing/test-portal: the test-mode billing portal (outside the shared layout). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TestPortalView } from '@web/features/billing/test-portal-view';

/** Test billing portal page; the signed-in gate sends signed-out visitors to /signin. */
export default function BillingTestPortalPage() {
  const { t } = useTranslation('billing');
  useEffect(() => {
    document.title = `${t('testPortal.pageTitle')} · Vitrine`;
  }, [t]);
  return <TestPortalView />;
}
