/**
 * A Studio batch once started: per-photo progress while the job runs, then the
 * packshots with their compliance badges, what was not made (and not charged), 'Download all' (a zip
 * named from the photos and the preset), and the way to a new batch or the library.
 */
import { AlertTriangle, Coins, Download, FolderDown, ImagePlus, Images, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { StudioPresetId } from '@shared/studio-presets';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { CHECKERBOARD } from '@web/features/create/checkerboard';
import { imageFileUrl, saveFile } from '@web/features/library/files';
import { ImageViewer } from '@web/features/library/image-viewer';
import { cn } from '@web/lib/utils';
import { isBatchFinished, type StudioBatch, studioArchiveUrl, type StudioItem } from './api';
import { ComplianceBadge, ComplianceFigures } from './compliance-badge';

export type BatchResultsProps = {
  batch: StudioBatch;
  onNewBatch: () => void;
};

function ItemTile({ item, preset, transparent, onView }: { item: StudioItem; preset: StudioPresetId; transparent: boolean; onView: () => void }) {
  const { t } = useTranslation('studio');
  const name = item.image?.fileName ?? item.sourceName;
  const [saving, setSaving] = useState(false);
  const download = async () => {
    if (!item.image) return;
    setSaving(true);
    try {
      await saveFile(imageFileUrl(item.image.id, { download: true }), item.image.fileName);
    } catch {
      toast.error(t('results.downloadFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs" data-testid="studio-result" data-status={item.status}>
      <div className={cn('relative flex aspect-square items-center justify-center overflow-hidden bg-muted', transparent && CHECKERBOARD)}>
        {item.status === 'succeeded' && item.image ? (
          <button type="button" onClick={onView} className="group size-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset" aria-label={t('results.view', { name })}>
            <img src={imageFileUrl(item.image.id, { thumb: true })} alt="" className="size-full object-contain" />
            <span className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-background/85 opacity-0 shadow-sm backdrop-blur transition-opacity group-hover:opacity-100" aria-hidden>
              <Maximize2 className="size-4" />
            </span>
          </button>
        ) : item.status === 'failed' ? (
          <AlertTriangle className="size-8 text-destructive" aria-hidden />
        ) : (
          <span className="flex flex-col items-center gap-2 text-xs text-muted-foreground">
            <Spinner className="size-6 text-primary" />
            {t(`progress.item.${item.status}`)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2.5">
        {item.compliance && item.status === 'succeeded' && <ComplianceBadge preset={preset} compliance={item.compliance} />}
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        {item.status === 'succeeded' && item.compliance && <ComplianceFigures compliance={item.compliance} name={name} />}
        {item.status === 'failed' && <p className="text-xs text-destructive">{item.error}</p>}
        {item.status === 'succeeded' && item.image && (
          <Button variant="outline" size="sm" className="mt-auto h-8 w-full text-xs" onClick={() => void download()} disabled={saving} aria-label={t('results.downloadOne', { name })}>
            {saving ? <Spinner /> : <Download aria-hidden />}
            {item.image.format.toUpperCase()}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Progress, then results, of one batch. */
export function BatchResults({ batch, onNewBatch }: BatchResultsProps) {
  const { t } = useTranslation('studio');
  const [viewing, setViewing] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);
  const finished = isBatchFinished(batch.status);
  const preset = batch.spec.preset as StudioPresetId;
  const made = batch.items.filter((i) => i.status === 'succeeded' && i.image);
  const viewerImages = made.map((i) => ({ ...i.image!, title: i.image!.fileName }));

  const downloadAll = async () => {
    setZipping(true);
    try {
      await saveFile(studioArchiveUrl(batch.id), `vitrine-studio-${preset}.zip`);
    } catch {
      toast.error(t('results.downloadFailed'));
    } finally {
      setZipping(false);
    }
  };

  return (
    <section className="space-y-5" aria-labelledby="studio-results-title" data-testid="studio-batch">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="studio-results-title" className="text-2xl font-semibold tracking-tight">
            {!finished ? t('progress.title') : batch.status === 'succeeded' ? t('results.title') : batch.status === 'partial' ? t('results.partialTitle') : t('results.failedTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('results.spec', { preset: t(`presets.${preset}.name`), width: batch.spec.width, height: batch.spec.height, format: batch.spec.format.toUpperCase() })}
            {finished && made.length > 0 ? ` · ${t('results.saved')}` : ''}
          </p>
        </div>
        {finished && (
          <div className="flex flex-col gap-2 sm:flex-row">
            {made.length > 0 && (
              <Button onClick={() => void downloadAll()} disabled={zipping} data-testid="download-all">
                {zipping ? <Spinner /> : <FolderDown aria-hidden />}
                {t('results.downloadAll')}
              </Button>
            )}
            <Button variant="outline" onClick={onNewBatch}>
              <ImagePlus aria-hidden />
              {t('results.newBatch')}
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/library">
                <Images aria-hidden />
                {t('results.library')}
              </Link>
            </Button>
          </div>
        )}
      </div>

      {!finished && (
        <div className="space-y-2" role="status">
          <div className="flex items-center gap-3">
            <Progress value={batch.progress} aria-label={t('progress.title')} className="flex-1" />
            <span className="text-sm tabular-nums text-muted-foreground">{t('progress.status', { done: batch.doneCount, total: batch.requestedCount })}</span>
          </div>
        </div>
      )}

      {finished && batch.creditsRefunded > 0 && (
        <Alert variant={batch.status === 'failed' ? 'destructive' : 'info'} data-testid="studio-refund-note">
          <Coins aria-hidden />
          <AlertTitle>{t('results.refunded', { count: batch.creditsRefunded })}</AlertTitle>
          <AlertDescription>
            <p>{t('summary.refundNote')}</p>
          </AlertDescription>
        </Alert>
      )}

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {batch.items.map((item) => (
          <ItemTile
            key={item.position}
            item={item}
            preset={preset}
            transparent={batch.spec.background === 'transparent'}
            onView={() => setViewing(made.findIndex((m) => m.position === item.position))}
          />
        ))}
      </ul>

      <ImageViewer
        images={viewerImages}
        index={viewing}
        onIndexChange={setViewing}
        onDownload={(image) => void saveFile(imageFileUrl(image.id, { download: true }), image.title ?? `${image.id}.${image.format}`).catch(() => toast.error(t('results.downloadFailed')))}
      />
    </section>
  );
}
