/**
 * /create/studio: Studio Photos for signed-in users (the signed-in gate sends others to
 * /signin): marketplace-ready packshots from 1 to 50 product photos at once.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StudioCreator } from '@web/features/studio/studio-creator';

/** Studio Photos page. */
export default function CreateStudioPage() {
  const { t } = useTranslation('studio');
  useEffect(() => {
    document.title = `${t('pageTitle')} · Vitrine`;
  }, [t]);
  return <StudioCreator />;
}
