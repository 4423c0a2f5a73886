/**
 * One photo of a Studio batch: its upload, then its cut-out polled like the create
 * flow's (the product on a checkerboard once ready), what to check, and the cut-out preview with
 * its touch-up in a dialog (features/create/cutout-preview.tsx, the same for every item).
 */
import { AlertTriangle, CheckCircle2, Paintbrush, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { CHECKERBOARD } from '@web/features/create/checkerboard';
import { CutoutPreview } from '@web/features/create/cutout-preview';
import { cutoutImageUrl, useSourceImage, useTouchUpRunning } from '@web/features/create/use-cutout';
import { imageFileUrl } from '@web/features/library/files';
import { cn } from '@web/lib/utils';
import type { PhotoEntry } from './use-photo-uploads';

export type PhotoTileProps = {
  entry: PhotoEntry;
  onRemove: () => void;
  disabled?: boolean;
};

/** A tile: the picture, its state, 'Check cut-out' and remove. */
export function PhotoTile({ entry, onRemove, disabled }: PhotoTileProps) {
  const { t } = useTranslation('studio');
  const query = useSourceImage(entry.source);
  const source = query.data ?? entry.source;
  const cutout = source?.cutout;
  const touching = useTouchUpRunning(source?.id);
  const [checking, setChecking] = useState(false);
  const status = cutout?.status;
  const warnings = status === 'ready' ? (cutout?.warnings.length ?? 0) : 0;

  let line: string;
  let tone = 'text-muted-foreground';
  if (entry.status === 'failed') {
    line = entry.error ?? t('errors:unexpected');
    tone = 'text-destructive';
  } else if (entry.status !== 'uploaded' || !source) {
    line = t(`photo.${entry.status}`);
  } else if (status === 'ready') {
    line = cutout?.method === 'touch_up' ? t('photo.touchedUp') : t('photo.ready');
    tone = 'text-foreground';
  } else if (status === 'failed') {
    line = t('photo.failed');
    tone = 'text-destructive';
  } else if (status === 'running') {
    line = t('photo.cutting', { value: Math.round(cutout?.progress ?? 0) });
  } else {
    line = t('photo.pending');
  }
  const busy = entry.status === 'waiting' || entry.status === 'uploading' || entry.status === 'retrying' || (entry.status === 'uploaded' && (status === 'pending' || status === 'running')) || touching;

  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs" data-testid="studio-photo" data-status={entry.status === 'uploaded' ? (status ?? 'pending') : entry.status}>
      <div className={cn('relative flex aspect-square items-center justify-center overflow-hidden', CHECKERBOARD)}>
        {source && status === 'ready' && cutout ? (
          <img src={cutoutImageUrl(source.id, cutout.updatedAt, 384)} alt={t('photo.alt', { name: entry.name })} className="max-h-full max-w-full object-contain p-2" data-testid="studio-cutout" />
        ) : source ? (
          <img src={imageFileUrl(source.id, { thumb: true })} alt="" className={cn('max-h-full max-w-full object-contain', status !== 'failed' && 'opacity-50 blur-[1px] grayscale')} />
        ) : null}
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-background/85 shadow-sm">
              <Spinner className="size-5 text-primary" />
            </span>
          </span>
        )}
        <Button
          variant="secondary"
          size="icon"
          className="absolute top-1.5 right-1.5 size-7 rounded-full bg-background/85 shadow-sm backdrop-blur"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('photo.remove', { name: entry.name })}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <p className="truncate text-sm font-medium" title={entry.name}>
          {entry.name}
        </p>
        <p className={cn('flex items-start gap-1.5 text-xs', tone)} role="status">
          {status === 'ready' && entry.status === 'uploaded' && <CheckCircle2 className="mt-px size-3.5 shrink-0 text-success" aria-hidden />}
          <span className="line-clamp-2">{line}</span>
        </p>
        {warnings > 0 && (
          <p className="flex items-center gap-1.5 text-xs text-amber-700 dark:text-amber-400">
            <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
            {t('photo.notes', { count: warnings })}
          </p>
        )}
        {source && status === 'ready' && (
          <Button variant="outline" size="sm" className="mt-auto h-8 w-full text-xs" onClick={() => setChecking(true)} disabled={disabled}>
            <Paintbrush aria-hidden />
            {t('photo.check')}
          </Button>
        )}
      </div>
      {source && (
        <Dialog open={checking} onOpenChange={setChecking}>
          {checking && (
            <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl" closeLabel={t('photo.close')}>
              <DialogHeader>
                <DialogTitle>{t('photo.checkTitle', { name: entry.name })}</DialogTitle>
                <DialogDescription>{t('photo.checkDescription')}</DialogDescription>
              </DialogHeader>
              <CutoutPreview source={source} />
            </DialogContent>
          )}
        </Dialog>
      )}
    </li>
  );
}
