/**
 * /create/adgenius: Ad Creatives for signed-in users (the signed-in gate sends others to /signin):
 * a product, a brand kit and the user's texts, in every placement size, with A/B variants.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdCreator } from '@web/features/ads/ad-creator';

/** Ad Creatives page. */
export default function CreateAdgeniusPage() {
  const { t } = useTranslation('ads');
  useEffect(() => {
    document.title = `${t('pageTitle')} · Vitrine`;
  }, [t]);
  return <AdCreator />;
}
