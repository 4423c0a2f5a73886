/**
 * Step 5 of Product Display: the set's price (one credit an image) against the balance, Make, then
 * progress and the images in listing order as they are made (flagged ones with their report,
 * failed ones with why and their refund), the zip (numbered files and alt-text.csv) and a link to
 * the product.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Coins, Download, FolderOpen, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LISTING_IMAGE_CREDITS } from '@shared/listing-sets';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useMe } from '@web/features/me/api';
import { ApiError } from '@web/lib/api';
import { createListingSet, listingSetArchiveUrl, useListingSet } from './api';
import { ListingCheckFlags } from './check-flags';
import { ListingGallery } from './listing-gallery';
import { type ListingDesign, requestOf } from './listing-design';

export function ExportStep({ design, setId, onSet, onRestart, onTouchUp }: { design: ListingDesign; setId: string | null; onSet: (id: string) => void; onRestart: () => void; onTouchUp: () => void }) {
  const { t } = useTranslation('listing');
  const me = useMe();
  const queryClient = useQueryClient();
  const set = useListingSet(setId);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<{ message: string; code: string | null } | null>(null);
  const request = requestOf(design);
  const cost = LISTING_IMAGE_CREDITS * request.slots.length;
  const balance = me.data?.creditsBalance ?? null;

  async function make() {
    setStarting(true);
    setError(null);
    try {
      const created = await createListingSet(request);
      onSet(created.id);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (e) {
      setError({ message: e instanceof ApiError ? e.message : String(e), code: e instanceof ApiError ? e.code : null });
    } finally {
      setStarting(false);
    }
  }

  if (!setId || !set.data) {
    return (
      <div className="space-y-5">
        <h2 className="text-xl font-semibold tracking-tight">{t('export.heading')}</h2>
        <div className="space-y-2 rounded-2xl border bg-card p-5 shadow-xs">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Coins className="size-5 text-amber-500" aria-hidden />
            {t('export.cost', { count: cost })}
          </p>
          <p className="text-sm text-muted-foreground">{t('export.costDetail', { count: LISTING_IMAGE_CREDITS })}</p>
          {balance !== null && <p className="text-sm">{t('export.balance', { count: balance })}</p>}
          <Button className="mt-2" onClick={() => void make()} disabled={starting || (balance !== null && balance < cost)} data-testid="make-listing-set">
            {starting ? <Spinner className="size-4" /> : <Play className="size-4" aria-hidden />}
            {t('export.make')}
          </Button>
          {balance !== null && balance < cost && !error && <p className="text-sm text-destructive">{t('export.insufficient')}</p>}
        </div>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>
              {error.message}{' '}
              {error.code === 'insufficient_credits' && (
                <Link to="/pricing" className="font-medium underline underline-offset-4">
                  {t('export.buyCredits')}
                </Link>
              )}
              {error.code === 'listing_cutout_uncertain' && (
                <button type="button" onClick={onTouchUp} className="font-medium underline underline-offset-4">
                  {t('preview.touchUp')}
                </button>
              )}
            </AlertDescription>
          </Alert>
        )}
      </div>
    );
  }

  const s = set.data;
  const finished = ['succeeded', 'partial', 'failed'].includes(s.status);
  const done = s.images.filter((i) => i.status !== 'queued').length;
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight">{finished ? t('export.done') : t('export.making')}</h2>
        {finished && s.images.some((i) => i.imageId) && (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={listingSetArchiveUrl(s.id)} download data-testid="listing-set-zip">
                <Download className="size-4" aria-hidden />
                {t('export.download')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <Link to={design.productId ? `/products/${design.productId}` : '/library'}>
                <FolderOpen className="size-4" aria-hidden />
                {t('export.openProduct')}
              </Link>
            </Button>
            <Button variant="ghost" onClick={onRestart}>
              <RotateCcw className="size-4" aria-hidden />
              {t('export.newSet')}
            </Button>
          </div>
        )}
      </header>
      {!finished && (
        <div className="space-y-1">
          <Progress value={(100 * done) / Math.max(1, s.images.length)} />
          <p className="text-sm text-muted-foreground">{t('export.progress', { done, total: s.images.length })}</p>
        </div>
      )}
      {finished && <p className="text-xs text-muted-foreground">{t('export.zipHint')}</p>}
      {s.status === 'partial' && (
        <Alert>
          <AlertDescription>{t('export.partial', { count: s.creditsRefunded })}</AlertDescription>
        </Alert>
      )}
      {s.status === 'failed' && (
        <Alert variant="destructive">
          <AlertDescription>{t('export.failed')}</AlertDescription>
        </Alert>
      )}
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
    </div>
  );
}
