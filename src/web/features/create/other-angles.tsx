/**
 * 'Add other angles (up to 3)' under the main product photo: up to
 * MAX_REFERENCE_IMAGES more photos of the same product, uploaded like the main one and sent to the
 * hosted image model as references. Shown only when a hosted engine runs: the local studio renderer
 * uses the main photo alone.
 */
import { useMutation } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REFERENCE_IMAGES } from '@shared/contracts/creation';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { ApiError } from '@web/lib/api';
import { type SourceImage, uploadSourceImage } from './api';
import { useImageEngine } from './image-engine';
import { ACCEPT, precheckFile } from './photo-file';

export type OtherAnglesProps = {
  angles: SourceImage[];
  onChange: (angles: SourceImage[]) => void;
};

/** Thumbnails of the other angles with remove buttons, and the button that adds one. */
export function OtherAngles({ angles, onChange }: OtherAnglesProps) {
  const { t } = useTranslation('create');
  const engine = useImageEngine();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadSourceImage,
    onSuccess: (image) => {
      setError(null);
      onChange([...angles, image].slice(0, MAX_REFERENCE_IMAGES));
    },
    onError: (e) => setError(e instanceof ApiError && e.message ? e.message : t('errors:unexpected')),
  });
  if (!engine.data?.hosted) return null;

  const choose = (file: File | undefined) => {
    if (!file || upload.isPending || angles.length >= MAX_REFERENCE_IMAGES) return;
    const problem = precheckFile(file);
    if (problem) {
      setError(t(`errors:${problem}`));
      return;
    }
    upload.mutate(file);
  };

  return (
    <section className="space-y-3 rounded-2xl border p-4" aria-labelledby="other-angles-title">
      <div className="space-y-1">
        <h3 id="other-angles-title" className="text-sm font-medium">
          {t('angles.title', { max: MAX_REFERENCE_IMAGES })}
        </h3>
        <p className="text-xs text-muted-foreground">{t('angles.description')}</p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {angles.map((angle, i) => (
          <li key={angle.id} className="relative size-20 overflow-hidden rounded-lg border bg-muted/40">
            <img src={imageFileUrl(angle.id, { thumb: true })} alt={t('angles.thumbAlt', { index: i + 1 })} className="size-full object-contain" />
            <Button
              variant="secondary"
              size="icon"
              className="absolute top-1 right-1 size-6 rounded-full"
              aria-label={t('angles.remove', { index: i + 1 })}
              onClick={() => onChange(angles.filter((a) => a.id !== angle.id))}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
        {angles.length < MAX_REFERENCE_IMAGES && (
          <li>
            <Button variant="outline" className="size-20 flex-col gap-1 text-xs" onClick={() => input.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? <Spinner className="size-5" /> : <ImagePlus aria-hidden />}
              {t('angles.add')}
            </Button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-label={t('angles.choose')}
              data-testid="angles-input"
              onChange={(e) => {
                choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </section>
  );
}
