/**
 * /products/runs/:id: a catalogue run as it goes: overall progress, one row per product with its
 * status, output thumbnails, credits and, when it failed, why; Cancel while it runs (what was not
 * started is not charged); the zip by SKU with its manifest once something is made.
 */
import { AlertTriangle, CheckCircle2, Download, XCircle } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { cancelRun, runArchiveUrl, useRun } from './api';
import { BackToProducts, PageLoadFailed, PageLoading } from './page-parts';

export function RunView({ id }: { id: string }) {
  const { t } = useTranslation('products');
  const run = useRun(id);
  const queryClient = useQueryClient();
  // Items reserve their credits as they start and refund what they do not make as they end: the
  // balance (sidebar, ['me']) and the library follow each item that ends, and the run's end.
  const moved = run.data ? `${run.data.status}:${run.data.counts.succeeded + run.data.counts.partial + run.data.counts.failed}` : null;
  useEffect(() => {
    if (!moved) return;
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['library'] });
  }, [moved, queryClient]);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  if (run.isPending) return <PageLoading />;
  if (run.isError) return <PageLoadFailed error={run.error} onRetry={() => void run.refetch()} />;
  const r = run.data;
  const ended = r.counts.succeeded + r.counts.partial + r.counts.failed;
  const made = r.counts.succeeded + r.counts.partial;
  const running = r.status !== 'completed';
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackToProducts />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('runPage.title', { count: r.counts.total })}</h1>
          <p className="text-muted-foreground" aria-live="polite" data-testid="run-summary">
            {running ? t('runPage.progress', { done: ended, total: r.counts.total }) : t('runPage.done', { made, failed: r.counts.failed })}
            {' · '}
            {t('runPage.credits', { charged: r.creditsCharged, refunded: r.creditsRefunded })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {running && !r.cancelledAt && (
            <Button variant="outline" onClick={() => setConfirming(true)} data-testid="run-cancel">
              <XCircle aria-hidden />
              {t('runPage.cancel')}
            </Button>
          )}
          {made > 0 && (
            <Button asChild data-testid="run-download">
              <a href={runArchiveUrl(r.id)} download>
                <Download aria-hidden />
                {t('runPage.download')}
              </a>
            </Button>
          )}
        </div>
      </header>
      <Progress value={(ended / Math.max(r.counts.total, 1)) * 100} aria-label={t('runPage.progressLabel')} />
      {r.cancelledAt && <p className="text-sm text-muted-foreground">{t('runPage.cancelled')}</p>}
      <ul className="divide-y rounded-xl border bg-card">
        {r.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 p-3" data-testid="run-item" data-status={item.status}>
            <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted">
              {item.images[0] ? (
                <img src={imageFileUrl(item.images[0].id, { thumb: true })} alt="" className="size-full object-contain" />
              ) : item.videoId && item.status === 'succeeded' ? (
                <img src={`/api/v1/videos/${encodeURIComponent(item.videoId)}/poster`} alt="" className="size-full object-contain" />
              ) : item.sourceImageId ? (
                <img src={imageFileUrl(item.sourceImageId, { thumb: true })} alt="" className="size-full object-contain opacity-50" />
              ) : null}
            </span>
            <span className="min-w-0 flex-1">
              {item.productId ? (
                <Link to={`/products/${item.productId}`} className="block truncate text-sm font-medium hover:underline">
                  {item.reference}
                </Link>
              ) : (
                <span className="block truncate text-sm font-medium">{item.reference}</span>
              )}
              {item.error ? (
                <span className="block text-xs text-destructive">{item.error.message}</span>
              ) : (
                <span className="block text-xs text-muted-foreground">{t('runPage.itemCredits', { count: item.creditsReserved - item.creditsRefunded })}</span>
              )}
            </span>
            {item.status === 'succeeded' ? (
              <CheckCircle2 className="size-5 text-emerald-600 dark:text-emerald-400" aria-label={t('itemStatus.succeeded')} />
            ) : item.status === 'failed' ? (
              <AlertTriangle className="size-5 text-destructive" aria-label={t('itemStatus.failed')} />
            ) : item.status === 'partial' ? (
              <Badge variant="secondary">{t('itemStatus.partial')}</Badge>
            ) : (
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Spinner /> {t(`itemStatus.${item.status}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        pending={cancelling}
        title={t('runPage.cancelTitle')}
        description={t('runPage.cancelDescription')}
        confirmLabel={t('runPage.cancelConfirm')}
        cancelLabel={t('runPage.keepRunning')}
        destructive
        onConfirm={() => {
          setCancelling(true);
          void cancelRun(r.id)
            .catch(() => undefined)
            .then(() => run.refetch())
            .finally(() => {
              setCancelling(false);
              setConfirming(false);
            });
        }}
      />
    </div>
  );
}
