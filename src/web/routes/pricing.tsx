/** /pricing: the plans, for visitors and signed-in users alike. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PricingView } from '@web/features/billing/pricing-view';

/** Pricing page. */
export default function PricingPage() {
  const { t } = useTranslation('billing');
  useEffect(() => {
    document.title = `${t('pricing.pageTitle')} · Vitrine`;
  }, [t]);
  return <PricingView />;
}
