/**
 * /create/ugc: the UGC create flow, for signed-in users (the signed-in gate sends others to /signin).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateFlow } from '@web/features/create/create-flow';

/** UGC create page. */
export default function CreateUgcPage() {
  const { t } = useTranslation('create');
  useEffect(() => {
    document.title = `${t('title')} · Vitrine`;
  }, [t]);
  return <CreateFlow />;
}
