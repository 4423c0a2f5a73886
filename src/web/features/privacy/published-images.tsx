/**
 * The user's images in the community gallery, in the privacy section: each one
 * with 'Unpublish', and a note when a moderator hid it. Publishing happens from the library's image
 * viewer ('Publish to gallery').
 */
import { EyeOff, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { imageFileUrl } from '@web/features/library/files';
import { useMyPublications, useSetPublished } from './api';

export function PublishedImages() {
  const { t } = useTranslation('privacy');
  const mine = useMyPublications();
  const setPublished = useSetPublished();
  const items = mine.data?.items ?? [];

  const unpublish = (imageId: string) =>
    setPublished.mutate(
      { imageId, on: false },
      { onSuccess: () => toast.success(t('gallery.unpublishedToast')), onError: () => toast.error(t('gallery.failed')) },
    );

  return (
    <Card className="gap-5" data-testid="published-images">
      <CardHeader>
        <CardTitle className="text-lg">{t('gallery.title')}</CardTitle>
        <CardDescription>{mine.data?.publicGallery === false ? t('gallery.off') : t('gallery.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {mine.isPending ? (
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="aspect-square animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ImageOff className="size-4 shrink-0" aria-hidden />
              {t('gallery.empty')}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to="/library">{t('gallery.openLibrary')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.imageId} className="overflow-hidden rounded-xl border bg-card">
                <div className="relative aspect-square bg-muted">
                  <img src={imageFileUrl(item.imageId, { thumb: true })} alt="" loading="lazy" className="size-full object-cover" />
                  {item.hidden && (
                    <Badge variant="secondary" className="absolute top-2 left-2 shadow-sm">
                      <EyeOff aria-hidden />
                      {t('gallery.hidden')}
                    </Badge>
                  )}
                </div>
                <div className="p-2">
                  <Button variant="ghost" size="sm" className="w-full" disabled={setPublished.isPending} onClick={() => unpublish(item.imageId)}>
                    {t('gallery.unpublish')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
