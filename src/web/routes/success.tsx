/** /success: where a completed checkout lands (outside the shared layout). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { CheckoutSuccess } from '@web/features/billing/checkout-success';

/** Checkout success page. */
export default function SuccessPage() {
  const { t } = useTranslation('billing');
  const { user, isPending } = useAuth();
  useEffect(() => {
    document.title = `${t('success.pageTitle')} · Vitrine`;
  }, [t]);
  if (isPending) return <PageLoading />;
  return <CheckoutSuccess signedIn={!!user} />;
}
