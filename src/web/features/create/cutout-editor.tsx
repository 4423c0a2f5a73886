/**
 * The cut-out touch-up: the photo with the removed background dimmed and the kept product clear,
 * Keep and Remove brushes of adjustable size, a Select click that keeps one object, Undo and Reset.
 * Each stroke is sent with all the earlier ones when the pointer is lifted; the server recomputes
 * the matte and the picture reloads. Undo and Reset show a cut-out already seen in the dialog at
 * once. Full screen on phones, a large dialog on desktop; Esc closes, Ctrl/Cmd+Z undoes.
 */
import { AlertTriangle, Check, RefreshCw, RotateCcw, Undo2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { imageFileUrl } from '@web/features/library/files';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import type { SourceImage } from './api';
import { BRUSH_COLORS, BrushCanvas } from './brush-canvas';
import { CHECKERBOARD } from './checkerboard';
import { type CutoutStroke, DEFAULT_RADIUS, fromApiStroke, MAX_RADIUS, MAX_STROKES, MIN_RADIUS, RADIUS_STEP, type StrokeMode } from './strokes';
import { cutoutImageUrl, useTouchUp } from './use-cutout';

export type CutoutEditorProps = {
  /** The photo, with its current (ready) cut-out. */
  source: SourceImage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The touch-up dialog; its strokes start from the saved ones each time it opens. */
export function CutoutEditor({ source, open, onOpenChange }: CutoutEditorProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <EditorContent source={source} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

/** The dialog's panel, mounted while open: its strokes live as long as it does. */
function EditorContent({ source, onDone }: { source: SourceImage; onDone: () => void }) {
  const { t } = useTranslation('create');
  const sizeId = useId();
  const hintId = useId();
  const viewId = useId();
  const cutout = source.cutout;
  const [strokes, setStrokes] = useState<CutoutStroke[]>(() => (cutout?.strokes ?? []).map(fromApiStroke));
  const [mode, setMode] = useState<StrokeMode>('remove');
  const [radius, setRadius] = useState(DEFAULT_RADIUS);
  const [showPhoto, setShowPhoto] = useState(true);
  const touchUp = useTouchUp(source.id);

  const full = strokes.length >= MAX_STROKES;
  const canReset = strokes.length > 0 || cutout?.method === 'touch_up';

  const apply = (next: CutoutStroke[]) => {
    setStrokes(next);
    touchUp.send(next);
  };
  const undo = () => {
    if (strokes.length > 0) apply(strokes.slice(0, -1));
  };
  const reset = () => apply([]);

  // Ctrl/Cmd+Z anywhere in the dialog undoes the last stroke.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      undo();
    }
  };

  const ratio = source.width / source.height;
  const error = touchUp.error;
  const shown = useSeenPreviews(strokes, cutout?.status === 'ready' ? { url: cutoutImageUrl(source.id, cutout.updatedAt), strokes: cutout.strokes.map(fromApiStroke) } : null);

  return (
    <DialogContent
      closeLabel={t('cutout.editor.close')}
      data-testid="cutout-editor"
      onKeyDown={onKeyDown}
      className={cn(
        'flex flex-col gap-3 overflow-hidden p-4 sm:p-6',
        // Phones: the whole screen. Larger screens: a tall dialog, so the photo gets room.
        'max-sm:inset-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
        'sm:h-[min(calc(100dvh-2rem),56rem)] sm:max-w-5xl',
      )}
    >
      <DialogHeader>
        <DialogTitle>{t('cutout.editor.title')}</DialogTitle>
        <DialogDescription className="max-sm:text-xs">{t('cutout.editor.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex min-h-0 flex-1 flex-col gap-3 lg:flex-row lg:gap-5">
        {/* The stage: fits the photo's proportions into the space left (a size container). */}
        <div className="relative min-h-40 flex-1 [container-type:size]">
          <div
            className={cn('absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-lg border', CHECKERBOARD)}
            style={{ width: `min(100cqw, calc(100cqh * ${ratio}))`, aspectRatio: `${source.width} / ${source.height}` }}
          >
            {showPhoto && (
              <>
                <img src={imageFileUrl(source.id)} alt="" className="absolute inset-0 size-full select-none" draggable={false} />
                {/* The removed background, dimmed; the kept product is drawn clear on top. */}
                <div className="absolute inset-0 bg-slate-950/65" aria-hidden />
              </>
            )}
            {shown && (
              <img
                src={shown}
                alt={t('cutout.alt')}
                className="absolute inset-0 size-full select-none"
                draggable={false}
                data-testid="editor-cutout-image"
              />
            )}
            <BrushCanvas
              width={source.width}
              height={source.height}
              strokes={strokes}
              mode={mode}
              radius={radius}
              disabled={full}
              onStroke={(stroke) => apply([...strokes, stroke])}
              label={t('cutout.editor.canvasLabel')}
              describedBy={hintId}
              className="absolute inset-0 size-full"
            />
            {touchUp.busy && (
              <span className="pointer-events-none absolute top-2 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-background/90 px-3 py-1 text-xs font-medium shadow-sm">
                <Spinner className="size-3.5 text-primary" />
                {t('cutout.updating')}
              </span>
            )}
          </div>
        </div>

        <div className="flex shrink-0 flex-col gap-3 lg:w-72">
          <div className="space-y-1.5">
            <p className="text-xs font-medium text-muted-foreground" id={`${sizeId}-brush`}>{t('cutout.editor.brush')}</p>
            <ToggleGroup
              type="single"
              value={mode}
              onValueChange={(v) => {
                if (v === 'keep' || v === 'remove' || v === 'select') setMode(v);
              }}
              aria-labelledby={`${sizeId}-brush`}
              className="w-full"
            >
              {(['keep', 'remove', 'select'] as const).map((m) => (
                <ToggleGroupItem key={m} value={m} aria-label={t(`cutout.editor.${m}`)} className="gap-1 px-2 lg:text-xs">
                  <span className="size-3 rounded-full" style={{ backgroundColor: `rgb(${BRUSH_COLORS[m]})` }} aria-hidden />
                  {t(`cutout.editor.${m}`)}
                </ToggleGroupItem>
              ))}
            </ToggleGroup>
            <p id={hintId} className="text-xs text-muted-foreground">{t(`cutout.editor.${mode}Hint`)}</p>
          </div>

          <div className="flex items-center gap-3">
            <Label htmlFor={sizeId} className="shrink-0 text-xs text-muted-foreground">{t('cutout.editor.size')}</Label>
            <input
              id={sizeId}
              type="range"
              min={MIN_RADIUS}
              max={MAX_RADIUS}
              step={RADIUS_STEP}
              value={radius}
              onChange={(e) => setRadius(Number(e.target.value))}
              aria-valuetext={t('cutout.editor.sizeValue', { value: Math.round(radius * 1000) / 10 })}
              className="h-6 min-w-0 flex-1 accent-primary"
            />
            <span className="flex size-7 shrink-0 items-center justify-center" aria-hidden>
              <span
                className="rounded-full border border-foreground/40"
                style={{ width: `${6 + (22 * radius) / MAX_RADIUS}px`, height: `${6 + (22 * radius) / MAX_RADIUS}px`, backgroundColor: `rgb(${BRUSH_COLORS[mode]} / 0.5)` }}
              />
            </span>
          </div>

          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" onClick={undo} disabled={strokes.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
              <Undo2 aria-hidden />
              {t('cutout.editor.undo')}
            </Button>
            <Button variant="outline" onClick={reset} disabled={!canReset}>
              <RotateCcw aria-hidden />
              {t('cutout.editor.reset')}
            </Button>
            <div className="flex items-center gap-2 lg:mt-1 lg:w-full">
              <Switch id={viewId} checked={showPhoto} onCheckedChange={setShowPhoto} />
              <Label htmlFor={viewId} className="text-xs">{t('cutout.editor.showPhoto')}</Label>
            </div>
          </div>

          {full && <p className="text-xs text-muted-foreground">{t('cutout.editor.limit', { max: MAX_STROKES })}</p>}

          {error && !touchUp.busy && (
            <Alert variant="destructive" data-testid="touch-up-error">
              <AlertTriangle aria-hidden />
              <AlertDescription>
                <p>{error instanceof ApiError && error.message ? error.message : t('errors:unexpected')}</p>
                <Button variant="outline" size="sm" onClick={() => touchUp.send(strokes, true)}>
                  <RefreshCw aria-hidden />
                  {t('actions.retry')}
                </Button>
              </AlertDescription>
            </Alert>
          )}

          <p className="sr-only" aria-live="polite">{touchUp.busy ? t('cutout.updating') : ''}</p>

          <DialogFooter className="mt-auto">
            <Button
              onClick={() => {
                touchUp.flush();
                onDone();
              }}
              className="w-full sm:w-auto lg:w-full"
            >
              <Check aria-hidden />
              {t('cutout.editor.done')}
            </Button>
          </DialogFooter>
        </div>
      </div>
    </DialogContent>
  );
}

/**
 * The preview to show for `strokes`: each cut-out the server answered in this dialog is kept (as
 * a blob URL, under the strokes the server says it was made with), so Undo and Reset show an
 * earlier one at once while the server saves that list again (the same strokes give the same
 * matte). While a new stroke is on its way, the last one seen stays. Without blob URLs (or before
 * the first one arrives) it is the saved cut-out's URL. Blob URLs are released when the dialog closes.
 */
function useSeenPreviews(strokes: readonly CutoutStroke[], saved: { url: string; strokes: readonly CutoutStroke[] } | null): string | null {
  const seen = useRef(new Map<string, string>());
  const latest = useRef<string | null>(null);
  const [, setCount] = useState(0);
  const url = saved?.url ?? null;
  const savedKey = saved ? JSON.stringify(saved.strokes) : null;
  useEffect(() => {
    if (!url || savedKey === null || seen.current.has(savedKey) || typeof URL.createObjectURL !== 'function') return;
    let cancelled = false;
    fetch(url, { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (cancelled || !blob) return;
        const blobUrl = URL.createObjectURL(blob);
        seen.current.set(savedKey, blobUrl);
        latest.current = blobUrl;
        setCount((n) => n + 1);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [url, savedKey]);
  useEffect(() => {
    const urls = seen.current;
    return () => {
      for (const blobUrl of urls.values()) URL.revokeObjectURL(blobUrl);
    };
  }, []);
  return seen.current.get(JSON.stringify(strokes)) ?? latest.current ?? url;
}
