/**
 * Step 4 of Product Display: the set as it will appear on the listing (a gallery with numbered
 * thumbnails), drawn by the server at the marketplace's size and shown small, free. Each image's
 * checks and alt text sit under it. On an infographic the user picks a callout and clicks the
 * product to move that callout's point; the preview is drawn again.
 */
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewStatus } from '@web/components/preview-status';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { previewListingSet } from './api';
import { ListingCheckFlags } from './check-flags';
import { ListingGallery } from './listing-gallery';
import { type ListingDesign, requestOf } from './listing-design';

export function PreviewStep({ design, onDesign, onTouchUp }: { design: ListingDesign; onDesign: (d: ListingDesign) => void; onTouchUp: () => void }) {
  const { t } = useTranslation('listing');
  const request = requestOf(design);
  const [moving, setMoving] = useState<number | null>(null);
  const preview = useQuery({
    queryKey: ['listing-preview', request],
    queryFn: ({ signal }) => previewListingSet(request, signal),
    retry: false,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
  const images = preview.data?.images ?? [];
  const uncertain = preview.error instanceof ApiError && preview.error.code === 'listing_cutout_uncertain';
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('preview.heading')}</h2>
          <p className="text-sm text-muted-foreground">{t('preview.hint')}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={() => void preview.refetch()} disabled={preview.isFetching}>
          {preview.isFetching ? <Spinner className="size-4" /> : <RefreshCw className="size-4" aria-hidden />}
          {t('preview.refresh')}
        </Button>
      </header>
      <PreviewStatus
        loading={preview.isFetching && !preview.data}
        error={preview.error}
        loadingText={t('preview.loading')}
        errorText={t('errors.load')}
        errorAction={
          uncertain && (
            <button type="button" onClick={onTouchUp} className="font-medium underline underline-offset-4">
              {t('preview.touchUp')}
            </button>
          )
        }
      >
        <ListingGallery
          images={images.map((img, i) => {
            const slot = design.slots[i];
            return {
              key: slot?.key ?? String(i),
              kind: img.kind,
              src: img.image,
              width: img.width,
              height: img.height,
              alt: img.altText,
              below: (
                <div className="space-y-2">
                  <ListingCheckFlags checks={img.checks} />
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium">{t('preview.altText')}</span> {img.altText}
                  </p>
                  {slot?.kind === 'infographic' && img.productBox && (
                    <div className="space-y-1">
                      <p className="text-xs text-muted-foreground">{t('preview.movePoint')}</p>
                      <div className="flex flex-wrap gap-1" role="radiogroup" aria-label={t('preview.movePoint')}>
                        {slot.callouts.map((c, j) => (
                          <Button key={j} size="sm" role="radio" aria-checked={moving === j} variant={moving === j ? 'default' : 'outline'} onClick={() => setMoving(moving === j ? null : j)}>
                            {c.title || t('content.calloutTitle', { n: j + 1 })}
                          </Button>
                        ))}
                      </div>
                    </div>
                  )}
                </div>
              ),
            };
          })}
          onImageClick={(index, point) => {
            const slot = design.slots[index];
            const box = images[index]?.productBox;
            if (moving === null || slot?.kind !== 'infographic' || !box) return;
            const anchor = { x: Math.max(0, Math.min(1, (point.x - box.x) / box.width)), y: Math.max(0, Math.min(1, (point.y - box.y) / box.height)) };
            onDesign({ ...design, slots: design.slots.map((s) => (s.key === slot.key && s.kind === 'infographic' ? { ...s, callouts: s.callouts.map((c, j) => (j === moving ? { ...c, anchor: { x: Math.round(anchor.x * 1000) / 1000, y: Math.round(anchor.y * 1000) / 1000 } } : c)) } : s)) });
          }}
          overlay={(index) => (preview.isFetching && images[index] ? <span className="absolute inset-0 flex items-center justify-center bg-background/40"><Spinner className="size-6" /></span> : null)}
        />
      </PreviewStatus>
    </div>
  );
}
