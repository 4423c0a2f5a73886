/** /products/runs/:id: a catalogue run's progress, per product, and its zip (signed in). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RunView } from '@web/features/products/run-view';

export default function CatalogueRunPage() {
  const { t } = useTranslation('products');
  const { id = '' } = useParams();
  useEffect(() => {
    document.title = `${t('runPage.pageTitle')} · Vitrine`;
  }, [t]);
  return <RunView key={id} id={id} />;
}
