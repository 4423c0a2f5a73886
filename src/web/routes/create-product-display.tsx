/**
 * /create/product-display: Product Display for signed-in users (the signed-in gate sends others to
 * /signin): a product's listing images for one marketplace, slot by slot, exported in listing order.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCreator } from '@web/features/listing/listing-creator';

/** Product Display page. */
export default function CreateProductDisplayPage() {
  const { t } = useTranslation('listing');
  useEffect(() => {
    document.title = `${t('pageTitle')} · Vitrine`;
  }, [t]);
  return <ListingCreator />;
}
