/** /cancel: where an abandoned checkout lands (outside the shared layout). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutCancelled } from '@web/features/billing/checkout-cancelled';

/** Checkout cancel page. */
export default function CancelPage() {
  const { t } = useTranslation('billing');
  useEffect(() => {
    document.title = `${t('cancel.pageTitle')} · Vitrine`;
  }, [t]);
  return <CheckoutCancelled />;
}
