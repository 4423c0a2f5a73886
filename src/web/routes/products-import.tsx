/** /products/import: import products from a Shopify store or a CSV file (signed in). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportView } from '@web/features/products/import-view';

export default function ProductsImportPage() {
  const { t } = useTranslation('products');
  useEffect(() => {
    document.title = `${t('importPage.title')} · Vitrine`;
  }, [t]);
  return <ImportView />;
}
