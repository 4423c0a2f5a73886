/** /billing/test-portal: the test-mode billing portal (outside the shared layout; issue 6). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { TestPortalView } from '@web/features/billing/test-portal-view';

/** Test billing portal page; signed-out visitors go to /signin. */
export default function BillingTestPortalPage() {
  const { t } = useTranslation('billing');
  const { user, isPending } = useAuth();
  useEffect(() => {
    document.title = `${t('testPortal.pageTitle')} · Vitrine`;
  }, [t]);
  if (isPending) return <PageLoading />;
  if (!user) return <Navigate to="/signin" replace />;
  return <TestPortalView />;
}
