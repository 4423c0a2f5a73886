/**
 * /create/video: the video creator for signed-in users; signed-out visitors see the spec's sign-in
 * message with a link to sign in.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { VideoAccessNotice } from '@web/features/video/access-notice';
import { VideoCreator } from '@web/features/video/video-creator';

/** Video creation page. */
export default function CreateVideoPage() {
  const { t } = useTranslation('video');
  const { user, isPending } = useAuth();
  useEffect(() => {
    document.title = `${t('create.title')} · Vitrine`;
  }, [t]);
  if (isPending) return <PageLoading />;
  if (!user) {
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
        <VideoAccessNotice reason="signedOut" />
      </div>
    );
  }
  return <VideoCreator />;
}
