/**
 * 'Publish to gallery' / 'Published' for a generated image in the library viewer.
 * Publishing needs the 'Public gallery' privacy choice; without it the server's message says so and
 * the toast links to the privacy settings.
 */
import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useMyPublications, useSetPublished } from './api';

export function PublishButton({ imageId }: { imageId: string }) {
  const { t, ready } = useTranslation('privacy');
  const navigate = useNavigate();
  const mine = useMyPublications();
  const setPublished = useSetPublished();
  const published = mine.data?.items.some((i) => i.imageId === imageId) ?? false;

  const toggle = () =>
    setPublished.mutate(
      { imageId, on: !published },
      {
        onSuccess: () => toast.success(published ? t('gallery.unpublishedToast') : t('gallery.publishedToast')),
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'gallery_disabled') {
            toast.error(e.message, { action: { label: t('gallery.openPrivacy'), onClick: () => void navigate('/account?tab=privacy') } });
          } else {
            toast.error(t('gallery.failed'));
          }
        },
      },
    );

  if (!ready) return null;
  return (
    <Button variant={published ? 'secondary' : 'outline'} onClick={toggle} disabled={mine.isPending || setPublished.isPending} aria-pressed={published}>
      {published ? <Check aria-hidden /> : <Globe aria-hidden />}
      {published ? t('gallery.published') : t('gallery.publish')}
    </Button>
  );
}
