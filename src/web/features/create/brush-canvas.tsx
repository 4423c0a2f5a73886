/**
 * The painting surface of the cut-out touch-up: a canvas over the photo that turns Pointer Events
 * (mouse, pen, touch) into Keep and Remove strokes in photo coordinates, and draws the strokes as
 * translucent green and red paths, with a brush outline under the mouse or pen. In Select mode a
 * click (not a drag) makes a one-point stroke, drawn as a blue marker.
 */
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';
import { cn } from '@web/lib/utils';
import { addPoint, type CutoutStroke, type PhotoPoint, startStroke, type StrokeMode, toPhotoPoint } from './strokes';

/** Colours of the brushes (the toolbar uses the same). */
export const BRUSH_COLORS: Record<StrokeMode, string> = {
  keep: '34 197 94',
  remove: '239 68 68',
  select: '59 130 246',
};

export type BrushCanvasProps = {
  /** The photo's size in pixels (the canvas has its proportions). */
  width: number;
  height: number;
  /** Strokes already painted, oldest first. */
  strokes: readonly CutoutStroke[];
  mode: StrokeMode;
  /** Brush radius as a fraction of the photo's long side. */
  radius: number;
  disabled?: boolean;
  /** Called with each finished stroke (when the pointer is lifted). */
  onStroke: (stroke: CutoutStroke) => void;
  label: string;
  describedBy?: string;
  className?: string;
};

function drawStroke(ctx: CanvasRenderingContext2D, stroke: CutoutStroke, w: number, h: number, alpha: number) {
  const color = `rgb(${BRUSH_COLORS[stroke.mode]} / ${alpha})`;
  const r = stroke.radius * Math.max(w, h);
  const [first, ...rest] = stroke.points;
  if (!first) return;
  if (stroke.mode === 'select') {
    // A marker where the object was picked, whatever the brush size.
    ctx.fillStyle = `rgb(${BRUSH_COLORS.select} / ${Math.min(1, alpha + 0.4)})`;
    ctx.strokeStyle = 'rgb(255 255 255)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(first[0] * w, first[1] * h, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    return;
  }
  if (rest.length === 0) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(first[0] * w, first[1] * h, r, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = r * 2;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(first[0] * w, first[1] * h);
  for (const [x, y] of rest) ctx.lineTo(x * w, y * h);
  ctx.stroke();
}

/** Canvas that records strokes with Pointer Events; needs a positioned parent of the photo's proportions. */
export function BrushCanvas({ width, height, strokes, mode, radius, disabled, onStroke, label, describedBy, className }: BrushCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<{ pointerId: number; stroke: CutoutStroke } | null>(null);
  const hover = useRef<PhotoPoint | null>(null);
  const frame = useRef<number | null>(null);
  const props = useRef({ strokes, mode, radius });
  props.current = { strokes, mode, radius };

  const draw = useCallback(() => {
    frame.current = null;
    const canvas = canvasRef.current;
    // jsdom (and very old browsers) have no 2D context: strokes are still recorded.
    const ctx = canvas?.getContext?.('2d') ?? null;
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    for (const s of props.current.strokes) drawStroke(ctx, s, w, h, 0.4);
    if (current.current) drawStroke(ctx, current.current.stroke, w, h, 0.6);
    if (hover.current && !current.current) {
      const [x, y] = hover.current;
      ctx.strokeStyle = `rgb(${BRUSH_COLORS[props.current.mode]})`;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(x * w, y * h, props.current.radius * Math.max(w, h), 0, Math.PI * 2);
      ctx.stroke();
    }
  }, []);

  const redraw = useCallback(() => {
    if (frame.current != null) return;
    if (typeof requestAnimationFrame === 'function') frame.current = requestAnimationFrame(draw);
    else draw();
  }, [draw]);

  useEffect(() => {
    redraw();
  }, [strokes, mode, radius, redraw]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => redraw());
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      if (frame.current != null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame.current);
      frame.current = null;
    };
  }, [redraw]);

  const pointOf = (e: { clientX: number; clientY: number }) => {
    const canvas = canvasRef.current;
    return canvas ? toPhotoPoint(e.clientX, e.clientY, canvas.getBoundingClientRect()) : null;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (disabled || current.current) return;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const point = pointOf(e);
    if (!point) return;
    e.preventDefault();
    if (mode === 'select') {
      // A click picks an object: one point, sent at once.
      onStroke(startStroke(mode, radius, point));
      return;
    }
    const canvas = e.currentTarget;
    if (typeof canvas.setPointerCapture === 'function') {
      try {
        canvas.setPointerCapture(e.pointerId);
      } catch {
        // the pointer is already gone
      }
    }
    current.current = { pointerId: e.pointerId, stroke: startStroke(mode, radius, point) };
    redraw();
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const active = current.current;
    if (!active) {
      hover.current = e.pointerType === 'touch' ? null : pointOf(e);
      redraw();
      return;
    }
    if (e.pointerId !== active.pointerId) return;
    // Fast moves deliver several positions per event.
    const native = e.nativeEvent as PointerEvent;
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const ev of events.length ? events : [e]) {
      const point = pointOf(ev);
      if (point) addPoint(active.stroke, point, width, height);
    }
    redraw();
  };

  const finish = (e: ReactPointerEvent<HTMLCanvasElement>, keep: boolean) => {
    const active = current.current;
    if (!active || e.pointerId !== active.pointerId) return;
    if (keep) {
      const point = pointOf(e);
      if (point) addPoint(active.stroke, point, width, height);
    }
    current.current = null;
    if (typeof e.currentTarget.releasePointerCapture === 'function') {
      try {
        e.currentTarget.releasePointerCapture(e.pointerId);
      } catch {
        // not captured
      }
    }
    redraw();
    if (keep) onStroke(active.stroke);
  };

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      data-testid="brush-canvas"
      className={cn('touch-none select-none', disabled ? 'cursor-not-allowed' : 'cursor-crosshair', className)}
      style={{ touchAction: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => finish(e, true)}
      onPointerCancel={(e) => finish(e, false)}
      onPointerLeave={() => {
        hover.current = null;
        redraw();
      }}
      onContextMenu={(e) => e.preventDefault()}
    />
  );
}
