/**
 * Results of a generation: the image grid (click to view large), selection, 'Download selected' (one
 * file, or a zip for several), 'Download all' (zip), 'Generate more' and 'New creation'. Partial and
 * failed results say how many credits were refunded. With 'Auto-save images' off (decision 005) the
 * images are not in the library yet: each has 'Save to library', and 'Save all' saves the rest.
 */
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, BookmarkCheck, BookmarkPlus, CheckCheck, Coins, Download, FolderDown, ImagePlus, Maximize2, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl, saveArchive, saveImage } from '@web/features/library/files';
import { ImageViewer } from '@web/features/library/image-viewer';
import { saveToLibrary, UNSAVED_IMAGE_TTL_HOURS } from '@web/features/preferences/saved-images';
import { cn } from '@web/lib/utils';
import type { GeneratedImage, Generation } from './api';

export type ResultsViewProps = {
  generation: Generation;
  onGenerateMore: () => void;
  onNewCreation: () => void;
};

/** The finished generation with its download and follow-up actions. */
export function ResultsView({ generation, onGenerateMore, onNewCreation }: ResultsViewProps) {
  const { t } = useTranslation('create');
  const { images, status, failedCount, creditsRefunded, requestedCount } = generation;
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  const [busy, setBusy] = useState<'selected' | 'all' | null>(null);
  const queryClient = useQueryClient();
  const [savedIds, setSavedIds] = useState<Set<string>>(() => new Set(images.filter((i) => i.saved !== false).map((i) => i.id)));
  const [saving, setSaving] = useState<string | null>(null);
  const unsaved = images.filter((i) => !savedIds.has(i.id));

  /** Puts images in the library ('Auto-save images' off); `key` marks the busy button. */
  const save = async (key: string, list: GeneratedImage[]) => {
    setSaving(key);
    try {
      for (const image of list) {
        await saveToLibrary(image.id);
        setSavedIds((prev) => new Set(prev).add(image.id));
      }
      toast.success(t('results.savedToast', { count: list.length }));
    } catch {
      toast.error(t('results.saveFailed'));
    } finally {
      setSaving(null);
      void queryClient.invalidateQueries({ queryKey: ['library'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    }
  };

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const download = async (which: 'selected' | 'all', list: GeneratedImage[]) => {
    if (list.length === 0) return;
    setBusy(which);
    try {
      if (list.length === 1 && list[0]) await saveImage(list[0]);
      else await saveArchive(list.map((i) => i.id));
    } catch {
      toast.error(t('library:toast.downloadFailed'), { description: t('library:toast.downloadFailedBody') });
    } finally {
      setBusy(null);
    }
  };

  const chosen = images.filter((i) => selected.has(i.id));
  const allSelected = images.length > 0 && chosen.length === images.length;
  const viewerImages = images.map((i) => ({ ...i, title: generation.scenarioTitle }));

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          {status === 'failed' ? t('results.failedTitle') : t('results.title')}
          {status !== 'failed' && <Sparkles className="size-5 text-primary" aria-hidden />}
        </h2>
        <p className="text-sm text-muted-foreground">{generation.scenarioTitle}</p>
      </div>

      {(status === 'partial' || status === 'failed') && (
        <Alert variant={status === 'failed' ? 'destructive' : 'info'} data-testid="refund-note">
          {status === 'failed' ? <AlertTriangle aria-hidden /> : <Coins aria-hidden />}
          <AlertTitle>
            {status === 'failed'
              ? t('results.failedBody', { count: requestedCount })
              : t('results.partialBody', { count: failedCount, total: requestedCount })}
          </AlertTitle>
          <AlertDescription>
            <p>{t('results.refunded', { count: creditsRefunded })}</p>
            {generation.notice && <p data-testid="fidelity-notice">{generation.notice}</p>}
          </AlertDescription>
        </Alert>
      )}

      {images.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSelected(allSelected ? new Set() : new Set(images.map((i) => i.id)))}
            >
              <CheckCheck aria-hidden />
              {allSelected ? t('results.clearSelection') : t('results.selectAll')}
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('results.selectedCount', { count: chosen.length })}
            </p>
          </div>

          <ul className={cn('grid gap-3 sm:gap-4', images.length === 1 ? 'mx-auto max-w-md grid-cols-1' : images.length === 2 ? 'mx-auto max-w-3xl grid-cols-2' : 'grid-cols-2 lg:grid-cols-3')}>
            {images.map((img, i) => {
              const isSelected = selected.has(img.id);
              return (
                <li
                  key={img.id}
                  className={cn(
                    'group relative overflow-hidden rounded-xl border bg-muted/40 shadow-xs transition-shadow hover:shadow-md',
                    isSelected && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => setViewing(i)}
                    className="block w-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
                    aria-label={t('results.view', { index: i + 1 })}
                  >
                    <img
                      src={imageFileUrl(img.id, { thumb: true })}
                      alt={t('results.imageAlt', { index: i + 1, title: generation.scenarioTitle })}
                      loading="lazy"
                      className="w-full object-cover"
                      style={{ aspectRatio: `${img.width} / ${img.height}` }}
                    />
                    <span className="absolute right-2 bottom-2 flex size-8 items-center justify-center rounded-full bg-background/85 text-foreground opacity-0 shadow-sm backdrop-blur transition-opacity group-hover:opacity-100" aria-hidden>
                      <Maximize2 className="size-4" />
                    </span>
                  </button>
                  {savedIds.has(img.id) ? null : (
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      className="absolute bottom-2 left-2 shadow-sm"
                      disabled={saving !== null}
                      aria-busy={saving === img.id}
                      onClick={() => void save(img.id, [img])}
                      aria-label={t('results.saveOne', { index: i + 1 })}
                    >
                      {saving === img.id ? <Spinner /> : <BookmarkPlus aria-hidden />}
                      {t('results.save')}
                    </Button>
                  )}
                  <label className="absolute top-2 left-2 flex cursor-pointer items-center rounded-md bg-background/85 p-1.5 shadow-sm backdrop-blur">
                    <Checkbox
                      checked={isSelected}
                      onCheckedChange={() => toggle(img.id)}
                      aria-label={t('results.select', { index: i + 1 })}
                    />
                  </label>
                </li>
              );
            })}
          </ul>

          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            {unsaved.length > 0 ? (
              <Button variant="secondary" disabled={saving !== null} onClick={() => void save('all', unsaved)} aria-busy={saving === 'all'}>
                {saving === 'all' ? <Spinner /> : <BookmarkCheck aria-hidden />}
                {t('results.saveAll', { count: unsaved.length })}
              </Button>
            ) : null}
            <Button
              variant="outline"
              disabled={chosen.length === 0 || busy !== null}
              onClick={() => void download('selected', chosen)}
              aria-busy={busy === 'selected'}
            >
              {busy === 'selected' ? <Spinner /> : <Download aria-hidden />}
              {t('results.downloadSelected', { count: chosen.length })}
            </Button>
            <Button disabled={busy !== null} onClick={() => void download('all', images)} aria-busy={busy === 'all'}>
              {busy === 'all' ? <Spinner /> : <FolderDown aria-hidden />}
              {t('results.downloadAll')}
            </Button>
          </div>
        </>
      )}

      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
        {unsaved.length > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="unsaved-note">
            {t('results.notSaved', { hours: UNSAVED_IMAGE_TTL_HOURS })}{' '}
            <Link to="/account?tab=settings" className="font-medium text-primary hover:underline">{t('results.autoSaveSetting')}</Link>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('results.savedToLibrary')}{' '}
            <Link to="/library" className="font-medium text-primary hover:underline">{t('results.openLibrary')}</Link>
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onGenerateMore}>
            <RefreshCw aria-hidden />
            {status === 'failed' ? t('results.tryAgain') : t('results.generateMore')}
          </Button>
          <Button variant="outline" onClick={onNewCreation}>
            <ImagePlus aria-hidden />
            {t('results.newCreation')}
          </Button>
        </div>
      </div>

      <ImageViewer
        editable
        images={viewerImages}
        index={viewing}
        onIndexChange={setViewing}
        onDownload={(img) => void download('selected', [img as GeneratedImage])}
      />
    </div>
  );
}
