/**
 * /library: the user's generated and source images, for signed-in users (signed-out visitors go to
 * /signin).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { LibraryView } from '@web/features/library/library-view';

/** Library page. */
export default function LibraryPage() {
  const { t } = useTranslation('library');
  const { user, isPending } = useAuth();
  useEffect(() => {
    document.title = `${t('title')} · Vitrine`;
  }, [t]);
  if (isPending) return <PageLoading />;
  if (!user) return <Navigate to="/signin" replace />;
  return <LibraryView />;
}
