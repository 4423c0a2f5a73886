/**
 * /create/video: the video creator for signed-in users; signed-out visitors see 'Please sign in to
 * access video features.' with a link to sign in (the signed-in gate shows `SignedOut`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoSignedOutView } from '@web/features/video/access-notice';
import { VideoCreator } from '@web/features/video/video-creator';

function usePageTitle() {
  const { t } = useTranslation('video');
  useEffect(() => {
    document.title = `${t('create.title')} · Vitrine`;
  }, [t]);
}

/** Video creation page. */
export default function CreateVideoPage() {
  usePageTitle();
  return <VideoCreator />;
}

/** What signed-out visitors see at /create/video. */
export function SignedOut() {
  usePageTitle();
  return <VideoSignedOutView />;
}
