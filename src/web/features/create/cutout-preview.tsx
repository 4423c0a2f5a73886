/**
 * The cut-out preview of step 1: the product cut out on a checkerboard as soon as
 * the cut-out job is done, its progress while it runs, the warnings to read before paying, and the
 * Touch up editor. A failed cut-out says why; the flow goes on with the photo as it is.
 */
import { AlertTriangle, CheckCircle2, Paintbrush, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import type { SourceImage } from './api';
import { CHECKERBOARD } from './checkerboard';
import { CutoutEditor } from './cutout-editor';
import { CutoutWarnings } from './cutout-warnings';
import { cutoutImageUrl, useSourceImage, useTouchUpRunning } from './use-cutout';

export type CutoutPreviewProps = {
  /** The uploaded photo (its cut-out is polled from here on). */
  source: SourceImage;
};

/** Cut-out status, image, warnings and the Touch up action of an uploaded photo. */
export function CutoutPreview({ source }: CutoutPreviewProps) {
  const { t } = useTranslation('create');
  const titleId = useId();
  const query = useSourceImage(source);
  const current = query.data ?? source;
  const cutout = current.cutout;
  const touchingUp = useTouchUpRunning(source.id);
  const [editing, setEditing] = useState(false);

  const status = cutout?.status ?? 'pending';
  const pct = Math.round(Math.min(100, Math.max(0, cutout?.progress ?? 0)));
  const pollFailed = query.isError && status !== 'ready' && status !== 'failed';

  return (
    <section aria-labelledby={titleId} data-testid="cutout-preview" className="flex flex-col gap-4 rounded-2xl border p-4 sm:flex-row sm:items-start sm:p-5">
      <div className={cn('relative mx-auto flex aspect-square w-full max-w-72 shrink-0 items-center justify-center overflow-hidden rounded-xl border sm:size-56', CHECKERBOARD)}>
        {status === 'ready' && cutout ? (
          <img
            src={cutoutImageUrl(source.id, cutout.updatedAt)}
            alt={t('cutout.alt')}
            className="max-h-full max-w-full object-contain"
            data-testid="cutout-image"
          />
        ) : (
          <img
            src={imageFileUrl(source.id, { thumb: true })}
            alt=""
            className={cn('max-h-full max-w-full object-contain', status !== 'failed' && 'opacity-40 blur-[1px] grayscale')}
          />
        )}
        {(status === 'pending' || status === 'running' || touchingUp) && (
          <div className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-background/85 shadow-sm">
              <Spinner className="size-6 text-primary" />
            </span>
          </div>
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 id={titleId} className="font-semibold">{t('cutout.title')}</h3>

        {(status === 'pending' || status === 'running') && (
          <div className="space-y-2">
            <p className="text-sm font-medium" role="status" data-testid="cutout-status">
              {status === 'pending' ? t('cutout.pending') : t('cutout.running')}
            </p>
            <div className="flex items-center gap-3">
              <Progress value={pct} aria-label={t('cutout.progressLabel')} className="flex-1" />
              <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{t('cutout.percent', { value: pct })}</span>
            </div>
            <p className="text-sm text-muted-foreground">{t('cutout.runningHint')}</p>
            {pollFailed && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-destructive">
                {query.error instanceof ApiError && query.error.message ? query.error.message : t('cutout.checkFailed')}
                <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                  <RefreshCw aria-hidden />
                  {t('actions.retry')}
                </Button>
              </p>
            )}
          </div>
        )}

        {status === 'ready' && cutout && (
          <>
            <p className="flex items-start gap-2 text-sm" role="status">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              <span>
                <span className="font-medium">{touchingUp ? t('cutout.updating') : t('cutout.ready')}</span>{' '}
                <span className="text-muted-foreground">
                  {cutout.method === 'alpha' ? t('cutout.methods.alpha') : cutout.method === 'touch_up' ? t('cutout.methods.touch_up') : t('cutout.readyHint')}
                </span>
              </span>
            </p>
            <CutoutWarnings warnings={cutout.warnings} width={current.width} height={current.height} objectCount={cutout.objectCount} />
            <div>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Paintbrush aria-hidden />
                {t('cutout.touchUp')}
              </Button>
            </div>
            <CutoutEditor source={current} open={editing} onOpenChange={setEditing} />
          </>
        )}

        {status === 'failed' && (
          <Alert variant="destructive" data-testid="cutout-failed">
            <AlertTriangle aria-hidden />
            <AlertTitle>{t('cutout.failedTitle')}</AlertTitle>
            <AlertDescription>
              {cutout?.error ? <p>{cutout.error}</p> : null}
              <p className="text-foreground">{t('cutout.failedHint')}</p>
            </AlertDescription>
          </Alert>
        )}
      </div>
    </section>
  );
}
