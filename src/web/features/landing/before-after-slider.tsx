/**
 * Before/after comparison: the product photo over the generated scene,
 * split by a handle. It sweeps on its own; dragging it (pointer) or moving it with the keyboard (a
 * role="slider": arrows, Page Up/Down, Home, End) stops the sweep, which resumes AUTO_RESUME_MS
 * (7 s) after the last interaction. No sweep when reduced motion is asked for.
 */
import { ChevronsLeftRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@web/lib/utils';
import type { LandingImage } from './images';
import { useReducedMotion } from './motion';

/** Pause after the user's last move before the sweep resumes. */
export const AUTO_RESUME_MS = 7000;
/** One full sweep, ms. */
const SWEEP_MS = 6000;
const AMPLITUDE = 30;

const clamp = (v: number) => Math.min(100, Math.max(0, v));

export interface BeforeAfterSliderProps {
  before: LandingImage;
  after: LandingImage;
  beforeAlt: string;
  afterAlt: string;
  beforeLabel: string;
  afterLabel: string;
  /** Accessible name of the handle. */
  label: string;
  /** Spoken value, e.g. '40% original photo'. */
  valueText: (percent: number) => string;
  className?: string;
}

export function BeforeAfterSlider({ before, after, beforeAlt, afterAlt, beforeLabel, afterLabel, label, valueText, className }: BeforeAfterSliderProps) {
  const reduced = useReducedMotion();
  const [position, setPosition] = useState(50);
  const [auto, setAuto] = useState(true);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const resumeTimer = useRef<number | undefined>(undefined);
  const positionRef = useRef(position);
  positionRef.current = position;

  // The sweep: a sine around the middle, starting from where the handle is.
  useEffect(() => {
    if (!auto || reduced) return;
    const start = positionRef.current;
    const phase = Math.asin(Math.max(-1, Math.min(1, (start - 50) / AMPLITUDE)));
    let first: number | null = null;
    let raf = 0;
    const step = (now: number) => {
      first ??= now;
      const angle = phase + ((now - first) / SWEEP_MS) * Math.PI * 2;
      setPosition(50 + AMPLITUDE * Math.sin(angle));
      raf = window.requestAnimationFrame(step);
    };
    raf = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(raf);
  }, [auto, reduced]);

  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  /** The user took over: stop the sweep and (re)start the resume countdown. */
  const interact = useCallback(() => {
    setAuto(false);
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setAuto(true), AUTO_RESUME_MS);
  }, []);

  const moveTo = (clientX: number) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    interact();
    moveTo(e.clientX);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    interact();
    moveTo(e.clientX);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    interact();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, (v: number) => number> = {
      ArrowLeft: (v) => v - 5,
      ArrowDown: (v) => v - 5,
      ArrowRight: (v) => v + 5,
      ArrowUp: (v) => v + 5,
      PageDown: (v) => v - 20,
      PageUp: (v) => v + 20,
      Home: () => 0,
      End: () => 100,
    };
    const next = steps[e.key];
    if (!next) return;
    e.preventDefault();
    interact();
    setPosition((v) => clamp(next(Math.round(v))));
  };

  const rounded = Math.round(position);
  return (
    <div
      ref={frame}
      data-testid="before-after"
      data-auto={auto && !reduced ? 'true' : 'false'}
      className={cn('group relative touch-pan-y overflow-hidden rounded-2xl bg-muted select-none', className)}
      style={{ aspectRatio: `${after.width} / ${after.height}` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <img
        src={after.src}
        width={after.width}
        height={after.height}
        alt={afterAlt}
        decoding="async"
        fetchPriority="high"
        draggable={false}
        className="absolute inset-0 size-full object-cover"
      />
      <img
        src={before.src}
        width={before.width}
        height={before.height}
        alt={beforeAlt}
        decoding="async"
        draggable={false}
        className="absolute inset-0 size-full object-cover"
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white backdrop-blur">
        {beforeLabel}
      </span>
      <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-primary px-2.5 py-1 text-xs font-medium text-primary-foreground shadow">
        {afterLabel}
      </span>
      <div className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.15)]" style={{ left: `${position}%` }} />
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={valueText(rounded)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border-2 border-white bg-white/90 text-neutral-900 shadow-lg outline-none focus-visible:ring-4 focus-visible:ring-ring"
        style={{ left: `${position}%` }}
      >
        <ChevronsLeftRight className="size-5" aria-hidden />
      </div>
    </div>
  );
}
