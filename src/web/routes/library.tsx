/**
 * /library: the user's generated and source images, for signed-in users (the signed-in gate sends
 * others to /signin).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryView } from '@web/features/library/library-view';

/** Library page. */
export default function LibraryPage() {
  const { t } = useTranslation('library');
  useEffect(() => {
    document.title = `${t('title')} · Vitrine`;
  }, [t]);
  return <LibraryView />;
}
