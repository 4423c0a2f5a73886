/** /products: the seller's products, imports and catalogue runs (signed in). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductsView } from '@web/features/products/products-view';

export default function ProductsPage() {
  const { t } = useTranslation('products');
  useEffect(() => {
    document.title = `${t('title')} · Vitrine`;
  }, [t]);
  return <ProductsView />;
}
