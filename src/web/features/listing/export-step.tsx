/**
 * Step 5 of Product Display: the set's price (one credit an image) against the balance, Make, then
 * progress and the images in listing order as they are made (flagged ones with their report,
 * failed ones with why and their refund), the zip (numbered files and alt-text.csv) and a link to
 * the product.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LISTING_IMAGE_CREDITS } from '@shared/listing-sets';
import { CostCard } from '@web/components/cost-card';
import { SetProgress } from '@web/components/set-progress';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useMe } from '@web/features/me/api';
import { createListingSet, listingSetArchiveUrl, useListingSet } from './api';
import { ListingCheckFlags } from './check-flags';
import { ListingGallery } from './listing-gallery';
import { type ListingDesign, requestOf } from './listing-design';

export function ExportStep({ design, setId, onSet, onRestart, onTouchUp }: { design: ListingDesign; setId: string | null; onSet: (id: string) => void; onRestart: () => void; onTouchUp: () => void }) {
  const { t } = useTranslation('listing');
  const me = useMe();
  const queryClient = useQueryClient();
  const set = useListingSet(setId);
  const request = requestOf(design);
  const cost = LISTING_IMAGE_CREDITS * request.slots.length;
  const balance = me.data?.creditsBalance ?? null;

  if (!setId || !set.data) {
    return (
      <div className="space-y-5">
        <h2 className="text-xl font-semibold tracking-tight">{t('export.heading')}</h2>
        <CostCard
          cost={cost}
          balance={balance}
          texts={{
            cost: t('export.cost', { count: cost }),
            detail: t('export.costDetail', { count: LISTING_IMAGE_CREDITS }),
            balance: t('export.balance', { count: balance ?? 0 }),
            make: t('export.make'),
            insufficient: t('export.insufficient'),
            buyCredits: t('export.buyCredits'),
          }}
          onMake={async () => {
            const created = await createListingSet(request);
            onSet(created.id);
            void queryClient.invalidateQueries({ queryKey: ['me'] });
          }}
          makeTestId="make-listing-set"
          errorAction={(code) =>
            code === 'listing_cutout_uncertain' && (
              <button type="button" onClick={onTouchUp} className="font-medium underline underline-offset-4">
                {t('preview.touchUp')}
              </button>
            )
          }
        />
      </div>
    );
  }

  const s = set.data;
  const done = s.images.filter((i) => i.status !== 'queued').length;
  return (
    <SetProgress
      status={s.status}
      done={done}
      total={s.images.length}
      downloadable={s.images.some((i) => i.imageId)}
      archiveUrl={listingSetArchiveUrl(s.id)}
      archiveTestId="listing-set-zip"
      openTo={design.productId ? `/products/${design.productId}` : '/library'}
      onRestart={onRestart}
      texts={{
        making: t('export.making'),
        done: t('export.done'),
        progress: t('export.progress', { done, total: s.images.length }),
        download: t('export.download'),
        zipHint: t('export.zipHint'),
        open: t('export.openProduct'),
        newSet: t('export.newSet'),
        partial: t('export.partial', { count: s.creditsRefunded }),
        failed: t('export.failed'),
      }}
    >
      <ListingGallery
        images={s.images.map((img) => ({
          key: String(img.position),
          kind: img.kind,
          src: img.imageId ? imageFileUrl(img.imageId, { thumb: true }) : null,
          width: img.width,
          height: img.height,
          alt: img.altText,
          below: (
            <div className="space-y-2">
              <p className="text-xs text-muted-foreground tabular-nums">{img.fileName}</p>
              {img.status === 'queued' && (
                <p className="flex items-center gap-2 text-xs text-muted-foreground">
                  <Spinner className="size-3.5" />
                  {t('export.waiting')}
                </p>
              )}
              {img.status === 'failed' && <p className="text-xs text-destructive">{img.error}</p>}
              {img.checks && img.status !== 'queued' && <ListingCheckFlags checks={img.checks} />}
              {img.imageId && (
                <a href={imageFileUrl(img.imageId)} target="_blank" rel="noreferrer" className="text-xs font-medium text-primary underline-offset-4 hover:underline">
                  {t('export.openFull')}
                </a>
              )}
              <p className="text-xs text-muted-foreground">
                <span className="font-medium">{t('preview.altText')}</span> {img.altText}
              </p>
            </div>
          ),
        }))}
      />
    </SetProgress>
  );
}
