/**
 * /videos: the user's video library; signed-out visitors see the spec's sign-in message with a link
 * to sign in.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { VideoAccessNotice } from '@web/features/video/access-notice';
import { VideosView } from '@web/features/video/videos-view';

/** Video library page. */
export default function VideosPage() {
  const { t } = useTranslation('video');
  const { user, isPending } = useAuth();
  useEffect(() => {
    document.title = `${t('library.title')} · Vitrine`;
  }, [t]);
  if (isPending) return <PageLoading />;
  if (!user) {
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
        <VideoAccessNotice reason="signedOut" />
      </div>
    );
  }
  return <VideosView />;
}
