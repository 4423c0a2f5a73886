/**
 * Square crop of a new profile photo: the photo fills a square frame; the user
 * drags it (or uses the arrow keys) and zooms with the slider; the round guide shows the avatar.
 * The chosen square goes to the server in pixels of the photo as displayed (browsers apply EXIF
 * orientation to `naturalWidth`/`naturalHeight`, as the server does), which cuts and scales it.
 */
import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarCrop } from '@shared/contracts/profile';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';

/** Side of the frame in CSS pixels. */
const FRAME_PX = 264;
const MAX_ZOOM = 4;

interface View {
  /** Zoom over the 'cover' scale, 1..MAX_ZOOM. */
  zoom: number;
  /** Offset of the photo's top-left corner from the frame's, in CSS px (<= 0). */
  x: number;
  y: number;
}

/** Scale from photo pixels to CSS pixels at `zoom`. */
function scaleOf(width: number, height: number, zoom: number) {
  return (FRAME_PX / Math.min(width, height)) * zoom;
}

/** Keeps the photo covering the frame. */
function clampView(view: View, width: number, height: number): View {
  const s = scaleOf(width, height, view.zoom);
  const minX = FRAME_PX - width * s;
  const minY = FRAME_PX - height * s;
  return { zoom: view.zoom, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

/** The square in photo pixels that the frame shows (whole pixels inside the photo). */
export function cropOf(view: View, width: number, height: number): AvatarCrop {
  const s = scaleOf(width, height, view.zoom);
  const size = Math.max(1, Math.min(width, height, Math.round(FRAME_PX / s)));
  const x = Math.min(width - size, Math.max(0, Math.round(-view.x / s)));
  const y = Math.min(height - size, Math.max(0, Math.round(-view.y / s)));
  return { x, y, size };
}

/** The photo centred at zoom 1. */
function centred(width: number, height: number): View {
  const s = scaleOf(width, height, 1);
  return { zoom: 1, x: (FRAME_PX - width * s) / 2, y: (FRAME_PX - height * s) / 2 };
}

export function PhotoCropper({
  file,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The chosen photo, or null when the dialog is closed. */
  file: File | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (crop: AvatarCrop) => void;
}) {
  const { t } = useTranslation('account');
  const [url, setUrl] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ id: number; startX: number; startY: number; view: View } | null>(null);

  useEffect(() => {
    setSize(null);
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  const update = useCallback(
    (next: View) => {
      if (size) setView(clampView(next, size.width, size.height));
    },
    [size],
  );

  /** Zooms about the frame's centre. */
  const zoomTo = (zoom: number) => {
    if (!size) return;
    const z = Math.min(MAX_ZOOM, Math.max(1, zoom));
    const before = scaleOf(size.width, size.height, view.zoom);
    const after = scaleOf(size.width, size.height, z);
    const cx = (FRAME_PX / 2 - view.x) / before;
    const cy = (FRAME_PX / 2 - view.y) / before;
    update({ zoom: z, x: FRAME_PX / 2 - cx * after, y: FRAME_PX / 2 - cy * after });
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, startX: e.clientX, startY: e.clientY, view };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    update({ ...d.view, x: d.view.x + e.clientX - d.startX, y: d.view.y + e.clientY - d.startY });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      update({ ...view, x: view.x + move[0], y: view.y + move[1] });
    } else if (e.key === '+' || e.key === '=') {
      zoomTo(view.zoom + 0.25);
    } else if (e.key === '-') {
      zoomTo(view.zoom - 0.25);
    }
  };

  const scale = size ? scaleOf(size.width, size.height, view.zoom) : 1;
  return (
    <Dialog open={!!file} onOpenChange={(open) => !open && !busy && onCancel()}>
      <DialogContent className="max-w-sm" closeLabel={t('profile.photo.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('profile.photo.cropTitle')}</DialogTitle>
          <DialogDescription>{t('profile.photo.cropHint')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-4">
          <div
            role="application"
            aria-label={t('profile.photo.cropArea')}
            tabIndex={0}
            data-testid="photo-crop-frame"
            className="relative touch-none overflow-hidden rounded-xl bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
            style={{ width: FRAME_PX, height: FRAME_PX, cursor: drag.current ? 'grabbing' : 'grab' }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            {url ? (
              <img
                src={url}
                alt=""
                draggable={false}
                onLoad={(e) => {
                  const { naturalWidth: width, naturalHeight: height } = e.currentTarget;
                  setSize({ width, height });
                  setView(centred(width, height));
                }}
                className="absolute top-0 left-0 max-w-none origin-top-left select-none"
                style={size ? { width: size.width * scale, height: size.height * scale, transform: `translate(${view.x}px, ${view.y}px)` } : { opacity: 0 }}
              />
            ) : null}
            {/* The round avatar inside the square that is kept. */}
            <div aria-hidden className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgb(0_0_0/0.45)] ring-2 ring-white/80" />
            {!size ? (
              <div className="absolute inset-0 flex items-center justify-center">
                <Spinner />
              </div>
            ) : null}
          </div>
          <div className="flex w-full items-center gap-3">
            <Button type="button" variant="ghost" size="icon" onClick={() => zoomTo(view.zoom - 0.25)} aria-label={t('profile.photo.zoomOut')} disabled={!size}>
              <Minus aria-hidden />
            </Button>
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.01}
              value={view.zoom}
              onChange={(e) => zoomTo(Number(e.target.value))}
              aria-label={t('profile.photo.zoom')}
              disabled={!size}
              className="h-2 flex-1 cursor-pointer accent-primary"
            />
            <Button type="button" variant="ghost" size="icon" onClick={() => zoomTo(view.zoom + 0.25)} aria-label={t('profile.photo.zoomIn')} disabled={!size}>
              <Plus aria-hidden />
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {t('profile.photo.cancel')}
          </Button>
          <Button type="button" onClick={() => size && onConfirm(cropOf(view, size.width, size.height))} disabled={!size || busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t('profile.photo.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
