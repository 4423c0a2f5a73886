/**
 * /videos: the user's video library; signed-out visitors see 'Please sign in to access video
 * features.' with a link to sign in (the signed-in gate shows `SignedOut`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoSignedOutView } from '@web/features/video/access-notice';
import { VideosView } from '@web/features/video/videos-view';

function usePageTitle() {
  const { t } = useTranslation('video');
  useEffect(() => {
    document.title = `${t('library.title')} · Vitrine`;
  }, [t]);
}

/** Video library page. */
export default function VideosPage() {
  usePageTitle();
  return <VideosView />;
}

/** What signed-out visitors see at /videos. */
export function SignedOut() {
  usePageTitle();
  return <VideoSignedOutView />;
}
