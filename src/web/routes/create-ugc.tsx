/**
 * /create/ugc: the UGC create flow, for signed-in users (signed-out visitors go to /signin).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { CreateFlow } from '@web/features/create/create-flow';

/** UGC create page. */
export default function CreateUgcPage() {
  const { t } = useTranslation('create');
  const { user, isPending } = useAuth();
  useEffect(() => {
    document.title = `${t('title')} · Vitrine`;
  }, [t]);
  if (isPending) return <PageLoading />;
  if (!user) return <Navigate to="/signin" replace />;
  return <CreateFlow />;
}
