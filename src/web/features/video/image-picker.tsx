/**
 * Step 1 of the video creator: pick a still from the library (generated images or uploaded product
 * photos, page by page) or upload a new PNG/JPG (up to 10 MB, checked in the browser and again on the
 * server). Dropping a file anywhere on the picker uploads it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ImageIcon, ImageUp, Upload, UploadCloud } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '@web/components/media/drop-zone';
import { MediaGrid } from '@web/components/media/media-grid';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { uploadSourceImage } from '@web/features/create/api';
import { ACCEPT, precheckFile } from '@web/features/create/photo-file';
import { type LibraryType, useLibraryImages } from '@web/features/library/api';
import { imageFileUrl } from '@web/features/library/files';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';

/** The still a video starts from. */
export type PickedImage = { id: string; width: number; height: number };

export type ImagePickerProps = {
  selectedId: string | null;
  onSelect: (image: PickedImage) => void;
  disabled?: boolean;
};

/** Library tabs, thumbnail grid with load more, and upload (button or drop). */
export function ImagePicker({ selectedId, onSelect, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation('video');
  const queryClient = useQueryClient();
  const [type, setType] = useState<LibraryType>('generated');
  const images = useLibraryImages({ type, q: '', sort: 'newest' });
  const items = useMemo(() => images.data?.pages.flatMap((p) => p.items) ?? [], [images.data]);
  const [error, setError] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: uploadSourceImage,
    onSuccess: (image) => {
      setError(null);
      setType('source');
      void queryClient.invalidateQueries({ queryKey: ['library', 'source'] });
      onSelect({ id: image.id, width: image.width, height: image.height });
    },
    onError: (e) => setError(e instanceof ApiError && e.message ? e.message : t('errors:unexpected')),
  });

  const choose = (file: File | undefined) => {
    if (!file || upload.isPending || disabled) return;
    const problem = precheckFile(file);
    if (problem) {
      setError(t(`errors:${problem}`));
      return;
    }
    setError(null);
    upload.mutate(file);
  };

  return (
    <DropZone
      onFile={choose}
      accept={ACCEPT}
      inputLabel={t('picker.upload')}
      inputTestId="video-upload-input"
      className={(dragging) => cn('relative space-y-4 rounded-xl transition-colors', dragging && 'bg-accent/40 ring-2 ring-primary ring-offset-4 ring-offset-card')}
    >
      {({ openPicker }) => (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <ToggleGroup
              type="single"
              value={type}
              onValueChange={(v) => v && setType(v as LibraryType)}
              aria-label={t('picker.sourceLabel')}
              className="w-full sm:w-auto"
            >
              <ToggleGroupItem value="generated">
                <ImageIcon aria-hidden />
                {t('picker.generated')}
              </ToggleGroupItem>
              <ToggleGroupItem value="source">
                <Upload aria-hidden />
                {t('picker.source')}
              </ToggleGroupItem>
            </ToggleGroup>
            <Button variant="outline" onClick={openPicker} disabled={upload.isPending || disabled} className="sm:ml-auto">
              {upload.isPending ? <Spinner /> : <ImageUp aria-hidden />}
              {upload.isPending ? t('picker.uploading') : t('picker.upload')}
            </Button>
          </div>

          {error && (
            <Alert variant="destructive">
              <AlertDescription>
                <p>{error}</p>
              </AlertDescription>
            </Alert>
          )}

          <MediaGrid
            items={items}
            className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3"
            testId="video-image-grid"
            loading={images.isLoading}
            skeleton={{ count: 8, aspect: 'aspect-square', label: t('picker.loading'), caption: false, tileClassName: () => 'rounded-lg' }}
            error={images.isError ? { message: t('picker.loadFailed'), retryLabel: t('common:actions.retry'), onRetry: () => void images.refetch() } : null}
            empty={
              <button
                type="button"
                onClick={openPicker}
                disabled={upload.isPending || disabled}
                className="group flex w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-input bg-muted/30 px-6 py-10 text-center transition-colors outline-none hover:border-primary/60 hover:bg-accent/40 focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary transition-transform group-hover:scale-105">
                  {upload.isPending ? <Spinner className="size-6" /> : <UploadCloud className="size-6" aria-hidden />}
                </span>
                <span className="space-y-1">
                  <span className="block font-medium">{type === 'generated' ? t('picker.emptyGenerated') : t('picker.emptySource')}</span>
                  <span className="block text-sm text-muted-foreground">{t('picker.emptyHint')}</span>
                </span>
                <span className="rounded-full bg-background px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs ring-1 ring-border">
                  {t('picker.fileHint')}
                </span>
              </button>
            }
            loadMore={{
              hasMore: images.hasNextPage,
              loading: images.isFetchingNextPage,
              label: t('picker.loadMore'),
              loadingLabel: t('picker.loadingMore'),
              onLoadMore: () => void images.fetchNextPage(),
              size: 'sm',
            }}
            footer={<p className="text-center text-xs text-muted-foreground pointer-coarse:hidden">{t('picker.dropHint')}</p>}
            renderItem={(item) => {
              const selected = item.id === selectedId;
              const name = item.title || item.prompt || (item.type === 'source' ? t('picker.untitledSource') : t('picker.untitled'));
              return (
                <li>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onSelect({ id: item.id, width: item.width, height: item.height })}
                    aria-pressed={selected}
                    aria-label={t('picker.choose', { name })}
                    title={name}
                    className={cn(
                      'group relative block aspect-square w-full overflow-hidden rounded-lg border bg-muted outline-none transition-[box-shadow,border-color] focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60',
                      selected ? 'border-primary ring-2 ring-primary' : 'hover:border-primary/50',
                    )}
                  >
                    <img
                      src={imageFileUrl(item.id, { thumb: true })}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
                    />
                    {selected && (
                      <span className="absolute inset-0 flex items-start justify-end bg-primary/15 p-1.5" aria-hidden>
                        <span className="flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md">
                          <Check className="size-3.5" />
                        </span>
                      </span>
                    )}
                  </button>
                </li>
              );
            }}
          />
        </>
      )}
    </DropZone>
  );
}
