/** /checkout/test/:id: the test-mode checkout page (outside the shared layout). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TestCheckoutView } from '@web/features/billing/test-checkout-view';

/** Test checkout page. */
export default function TestCheckoutPage() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  useEffect(() => {
    document.title = `${t('testCheckout.pageTitle')} · Vitrine`;
  }, [t]);
  return <TestCheckoutView key={id} id={id} />;
}
