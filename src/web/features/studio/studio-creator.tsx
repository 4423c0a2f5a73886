/**
 * /create/studio: drop 1 to 50 product photos, each gets its cut-out (previewed,
 * and touched up where needed, before any credit is spent), choose a preset and its options, and
 * make the packshots: one batch, 1 credit per photo. The batch's id goes in the address (?batch=),
 * so a reload or a shared tab shows its progress and results.
 */
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Coins, ImageUp, Trash2, UploadCloud } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resolveStudioSpec, STUDIO_BATCH_MAX, STUDIO_PACKSHOT_CREDITS, type StudioOptions, type StudioPresetId } from '@shared/studio-presets';
import { DropZone } from '@web/components/media/drop-zone';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useAccount } from '@web/features/create/api';
import { fetchSourceImage, sourceImageKey } from '@web/features/create/use-cutout';
import { ACCEPT } from '@web/features/create/photo-file';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { startStudioBatch, studioBatchKey, useStudioBatch } from './api';
import { BatchResults } from './batch-results';
import { FramePreview } from './frame-preview';
import { PhotoTile } from './photo-tile';
import { PresetOptions } from './preset-options';
import { PresetPicker } from './preset-picker';
import { usePhotoUploads } from './use-photo-uploads';

function Step({ n, title, hint, children, action }: { n: number; title: string; hint?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="gap-4 py-5 sm:py-6">
      <div className="flex items-start justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-start gap-3">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">{n}</span>
          <div className="space-y-0.5">
            <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
            {hint ? <p className="text-sm text-pretty text-muted-foreground">{hint}</p> : null}
          </div>
        </div>
        {action}
      </div>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** The Studio Photos page body. */
export function StudioCreator() {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const batch = useStudioBatch(batchId);
  const account = useAccount();
  const photos = usePhotoUploads();
  const [leftOut, setLeftOut] = useState(0);
  const [preset, setPreset] = useState<StudioPresetId>('amazon');
  const [optionsByPreset, setOptionsByPreset] = useState<Partial<Record<StudioPresetId, StudioOptions>>>({});
  const options = optionsByPreset[preset] ?? {};
  const resolved = useMemo(() => resolveStudioSpec(preset, options), [preset, options]);

  // The cut-out state of every uploaded photo, from the cache each tile keeps polling.
  const uploaded = photos.entries.filter((e) => e.status === 'uploaded' && e.source);
  const sources = useQueries({
    queries: uploaded.map((e) => ({
      queryKey: sourceImageKey(e.source!.id),
      queryFn: () => fetchSourceImage(e.source!.id),
      enabled: false,
      initialData: e.source!,
    })),
  });
  const states = uploaded.map((e, i) => ({ id: e.source!.id, status: sources[i]?.data?.cutout?.status ?? e.source!.cutout?.status ?? 'pending' }));
  const ready = states.filter((s) => s.status === 'ready').map((s) => s.id);
  const cutting = states.filter((s) => s.status === 'pending' || s.status === 'running').length;
  const cutoutFailed = states.filter((s) => s.status === 'failed').length;
  const uploading = photos.entries.filter((e) => e.status === 'waiting' || e.status === 'uploading' || e.status === 'retrying').length;
  const cost = ready.length * STUDIO_PACKSHOT_CREDITS;
  const balance = account.data?.creditsBalance;
  const short = balance !== undefined && cost > balance;

  const start = useMutation({
    mutationFn: () => startStudioBatch({ sourceImageIds: ready, preset, options }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: studioBatchKey(created.id) });
      setParams({ batch: created.id });
      // At once, so nothing moves under the pointer while the batch's screen appears.
      window.scrollTo?.({ top: 0, behavior: 'instant' });
    },
  });

  const newBatch = () => {
    photos.clear();
    start.reset();
    setParams({});
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  };

  const header = (
    <header className="space-y-2">
      <h1 className="text-3xl font-semibold tracking-tight text-balance">{t('title')}</h1>
      <p className="max-w-3xl text-pretty text-muted-foreground">{t('subtitle')}</p>
    </header>
  );

  if (batchId) {
    return (
      <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        {header}
        {batch.data ? (
          <BatchResults batch={batch.data} onNewBatch={newBatch} />
        ) : batch.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              <p>{batch.error instanceof ApiError && batch.error.message ? batch.error.message : t('errors:unexpected')}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={newBatch}>
                {t('results.newBatch')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner className="size-8 text-primary" />
          </div>
        )}
      </div>
    );
  }

  const busy = start.isPending;
  const addFiles = (files: File[]) => setLeftOut(photos.add(files));
  const canStart = ready.length > 0 && cutting === 0 && uploading === 0 && !!resolved.spec && !short && !busy;

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 pb-28 sm:px-6 sm:py-10">
      {header}

      <Step
        n={1}
        title={t('steps.photos')}
        hint={t('steps.photosHint', { max: STUDIO_BATCH_MAX })}
        action={
          photos.entries.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={photos.clear} disabled={busy} className="shrink-0 text-muted-foreground">
              <Trash2 aria-hidden />
              <span className="max-sm:sr-only">{t('upload.clear')}</span>
            </Button>
          ) : undefined
        }
      >
        <div className="space-y-4">
          <DropZone
            as="button"
            multiple
            onFiles={addFiles}
            accept={ACCEPT}
            inputLabel={t('upload.choose')}
            inputTestId="studio-upload-input"
            disabled={busy}
            className={(dragging) =>
              cn(
                'group flex w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-input bg-muted/30 px-6 text-center transition-colors outline-none',
                photos.entries.length > 0 ? 'py-6' : 'py-12 sm:py-16',
                'hover:border-primary/60 hover:bg-accent/40 focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50',
                dragging && 'border-primary bg-accent/60',
              )
            }
          >
            {({ dragging }) => (
              <>
                <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary transition-transform group-hover:scale-105">
                  {dragging ? <ImageUp className="size-6" aria-hidden /> : <UploadCloud className="size-6" aria-hidden />}
                </span>
                <span className="space-y-1">
                  <span className="block text-base font-medium pointer-coarse:hidden">{dragging ? t('upload.dropNow') : photos.entries.length > 0 ? t('upload.addMore') : t('upload.dropTitle')}</span>
                  <span className="hidden text-base font-medium pointer-coarse:block">{t('upload.tapTitle')}</span>
                  <span className="block text-sm text-muted-foreground">{t('upload.orClick', { max: STUDIO_BATCH_MAX })}</span>
                </span>
              </>
            )}
          </DropZone>
          {leftOut > 0 && (
            <p className="text-sm text-destructive" role="alert">
              {t('upload.full', { max: STUDIO_BATCH_MAX, count: leftOut })}
            </p>
          )}
          {photos.entries.length > 0 && (
            <>
              <p className="text-sm font-medium">{t('upload.count', { count: photos.entries.length })}</p>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="studio-photos">
                {photos.entries.map((entry) => (
                  <PhotoTile key={entry.key} entry={entry} onRemove={() => photos.remove(entry.key)} disabled={busy} />
                ))}
              </ul>
            </>
          )}
        </div>
      </Step>

      <Step n={2} title={t('steps.preset')} hint={t('steps.presetHint')}>
        <PresetPicker value={preset} onChange={setPreset} disabled={busy} />
      </Step>

      <Step n={3} title={t('steps.options')} hint={t('steps.optionsHint')}>
        <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
          <PresetOptions
            preset={preset}
            options={options}
            onChange={(next) => setOptionsByPreset((all) => ({ ...all, [preset]: next }))}
            spec={resolved.spec ?? null}
            problems={resolved.problems ?? []}
            disabled={busy}
          />
          {resolved.spec && <FramePreview spec={resolved.spec} />}
        </div>
      </Step>

      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 md:bottom-4">
        <Card className="gap-3 border-primary/30 py-4 shadow-lg">
          <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <div className="space-y-0.5 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <Coins className="size-4 text-primary" aria-hidden />
                {t('summary.cost', { count: ready.length })}
              </p>
              <p className={cn('text-muted-foreground', short && 'text-destructive')} data-testid="studio-summary">
                {photos.entries.length === 0
                  ? t('summary.noPhotos')
                  : uploading > 0 || cutting > 0
                    ? t('summary.waitingCutouts', { count: uploading + cutting })
                    : short
                      ? t('summary.notEnough', { needed: cost, balance })
                      : balance !== undefined
                        ? t('summary.balance', { count: balance })
                        : t('summary.refundNote')}
                {cutoutFailed > 0 ? ` ${t('summary.leftOut', { count: cutoutFailed })}` : ''}
                {short && (
                  <>
                    {' '}
                    <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
                      {t('summary.buyCredits')}
                    </Link>
                  </>
                )}
              </p>
            </div>
            <Button size="lg" onClick={() => start.mutate()} disabled={!canStart} className="w-full sm:w-auto" data-testid="make-packshots">
              {busy ? <Spinner /> : null}
              {busy ? t('summary.starting') : t('summary.make', { count: ready.length })}
              {!busy && <ArrowRight aria-hidden />}
            </Button>
          </CardContent>
          {start.isError && (
            <p className="px-4 text-sm text-destructive sm:px-6" role="alert">
              {start.error instanceof ApiError && start.error.message ? start.error.message : t('errors.startFailed')}
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}
