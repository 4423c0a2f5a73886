/**
 * Step 1 of the create flow: the product photo. Drag and drop or click to choose; the file is checked
 * in the browser (PNG, JPG, WebP, AVIF or HEIC, up to 10 MB, with the server's own translated messages) before it is
 * uploaded, and the server checks it again by its bytes. Once uploaded, the product's cut-out is
 * previewed (with its warnings and the touch-up) before any credit is spent. With a hosted image
 * engine, up to 3 more photos of the same product (other angles) may follow (./other-angles.tsx).
 */
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, ImageUp, RefreshCw, UploadCloud } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '@web/components/media/drop-zone';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { type SourceImage, uploadSourceImage } from './api';
import { CHECKERBOARD } from './checkerboard';
import { CutoutPreview } from './cutout-preview';
import { OtherAngles } from './other-angles';
import { ACCEPT, precheckFile, previewable } from './photo-file';

export type UploadStepProps = {
  source: SourceImage | null;
  onUploaded: (source: SourceImage) => void;
  onContinue: () => void;
  /** More photos of the same product (other angles); hosted engines only. */
  angles?: SourceImage[];
  onAnglesChange?: (angles: SourceImage[]) => void;
};

/** Product photo picker with drop zone, pre-check, upload progress, preview, cut-out preview and re-upload. */
export function UploadStep({ source, onUploaded, onContinue, angles = [], onAnglesChange }: UploadStepProps) {
  const { t } = useTranslation('create');
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const upload = useMutation({
    mutationFn: uploadSourceImage,
    onSuccess: (image) => {
      setError(null);
      onUploaded(image);
    },
    onError: (e) => {
      setError(e instanceof ApiError && e.message ? e.message : t('errors:unexpected'));
    },
    onSettled: () => setPreview(null),
  });

  const choose = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    const problem = precheckFile(file);
    if (problem) {
      setError(t(`errors:${problem}`));
      return;
    }
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' && previewable(file) ? URL.createObjectURL(file) : null);
    upload.mutate(file);
  };

  const busy = upload.isPending;
  const shown = preview ?? (source ? imageFileUrl(source.id, { thumb: true }) : null);

  return (
    <div className="space-y-5">
      <DropZone
        as={shown ? 'region' : 'button'}
        onFile={choose}
        accept={ACCEPT}
        inputLabel={t('upload.choose')}
        inputTestId="upload-input"
        describedBy={shown ? undefined : hintId}
        className={(dragging) =>
          shown
            ? cn('relative flex flex-col items-center gap-5 rounded-2xl border bg-muted/40 p-4 sm:flex-row sm:p-5', dragging && 'border-primary bg-accent/60')
            : cn(
                'group flex w-full flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed border-input bg-muted/30 px-6 py-12 text-center transition-colors outline-none sm:py-16',
                'hover:border-primary/60 hover:bg-accent/40 focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50',
                dragging && 'border-primary bg-accent/60',
              )
        }
      >
        {({ dragging, openPicker }) =>
          shown ? (
            <>
              <div className={cn('relative flex size-44 shrink-0 items-center justify-center overflow-hidden rounded-xl border sm:size-40', CHECKERBOARD)}>
                <img src={shown} alt={t('upload.previewAlt')} className="max-h-full max-w-full object-contain" />
                {busy && (
                  <div className="absolute inset-0 flex items-center justify-center bg-background/70 backdrop-blur-[1px]">
                    <Spinner className="size-6 text-primary" />
                  </div>
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center sm:items-start sm:text-left">
                {busy ? (
                  <p className="font-medium" role="status">{t('upload.uploading')}</p>
                ) : source ? (
                  <>
                    <div className="space-y-1">
                      <p className="font-medium">{t('upload.ready')}</p>
                      <p className="text-sm text-muted-foreground">
                        {t('upload.details', { width: source.width, height: source.height, format: source.format.toUpperCase() })}
                      </p>
                    </div>
                    {source.analysis?.dominantColors.length ? (
                      <div className="flex items-center gap-2" aria-label={t('upload.colors')}>
                        <span className="text-xs text-muted-foreground">{t('upload.colors')}</span>
                        <span className="flex -space-x-1">
                          {source.analysis.dominantColors.slice(0, 5).map((c) => (
                            <span key={c} className="size-5 rounded-full border-2 border-background shadow-sm" style={{ backgroundColor: c }} title={c} />
                          ))}
                        </span>
                      </div>
                    ) : null}
                  </>
                ) : null}
                <Button variant="outline" size="sm" onClick={openPicker} disabled={busy}>
                  <RefreshCw aria-hidden />
                  {t('upload.replace')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary transition-transform group-hover:scale-105">
                {dragging ? <ImageUp className="size-7" aria-hidden /> : <UploadCloud className="size-7" aria-hidden />}
              </span>
              <span className="space-y-1">
                <span className="block text-base font-medium pointer-coarse:hidden">
                  {dragging ? t('upload.dropNow') : t('upload.dropTitle')}
                </span>
                <span className="block text-sm text-muted-foreground pointer-coarse:hidden">
                  {t('upload.orClick')}
                </span>
                {/* Phones and tablets: no drag and drop, one tap opens the photo picker. */}
                <span className="hidden text-base font-medium pointer-coarse:block">
                  {t('upload.tapTitle')}
                </span>
              </span>
              <span id={hintId} className="rounded-full bg-background px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs ring-1 ring-border">
                {t('upload.hint')}
              </span>
            </>
          )
        }
      </DropZone>

      {source && !busy && <CutoutPreview key={source.id} source={source} />}

      {source && !busy && onAnglesChange && <OtherAngles angles={angles} onChange={onAnglesChange} />}

      {error && (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{error}</p>
          </AlertDescription>
        </Alert>
      )}

      <p className="text-sm text-muted-foreground">{t('upload.tip')}</p>

      <div className="flex justify-end">
        <Button onClick={onContinue} disabled={!source || busy} size="lg" className="w-full sm:w-auto">
          {t('actions.continue')}
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
