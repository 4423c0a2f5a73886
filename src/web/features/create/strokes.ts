/**
 * Geometry of touch-up strokes, independent of the screen: pointer positions become photo
 * coordinates (0..1 of the photo's width and height), the brush radius is a fraction of the photo's
 * long side, and a stroke keeps only points far enough apart (the server takes up to 2000 per stroke).
 */
import { MAX_STROKE_POINTS } from '@shared/contracts/cutout';
import type { Schemas } from '@web/lib/api-client';

export { MAX_STROKE_POINTS, MAX_STROKES } from '@shared/contracts/cutout';

/** Keep (belongs to the product) or Remove (does not). */
export type StrokeMode = Schemas['CutoutStroke']['mode'];

/** Brush radius range offered by the size slider, and its default (fractions of the photo's long side). */
export const MIN_RADIUS = 0.005;
export const MAX_RADIUS = 0.1;
export const RADIUS_STEP = 0.0025;
export const DEFAULT_RADIUS = 0.025;

/** A point [x, y] in fractions of the photo's width and height. */
export type PhotoPoint = [number, number];

/** One touch-up stroke as the editor keeps it: the API's stroke with its points as [x, y] pairs. */
export type CutoutStroke = Omit<Schemas['CutoutStroke'], 'points'> & { points: PhotoPoint[] };

/** A stroke as the API answers it (points as number arrays) in the editor's shape. */
export function fromApiStroke(stroke: Schemas['CutoutStroke']): CutoutStroke {
  return { mode: stroke.mode, radius: stroke.radius, points: stroke.points.map((p): PhotoPoint => [p[0] ?? 0, p[1] ?? 0]) };
}

/** The on-screen box of the photo (as from getBoundingClientRect). */
export type Box = { left: number; top: number; width: number; height: number };

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round = (v: number) => Math.round(v * 100_000) / 100_000;

/** Keeps a radius within the slider's range. */
export function clampRadius(radius: number): number {
  return Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, radius));
}

/** A pointer position as a photo point (clamped to the photo), or null when the box has no size. */
export function toPhotoPoint(clientX: number, clientY: number, box: Box): PhotoPoint | null {
  if (!(box.width > 0) || !(box.height > 0)) return null;
  return [round(clamp01((clientX - box.left) / box.width)), round(clamp01((clientY - box.top) / box.height))];
}

/**
 * Distance between two photo points in fractions of the photo's long side (the unit of the radius).
 * `width` and `height` are the photo's size (or any box of the same proportions).
 */
export function distance(a: PhotoPoint, b: PhotoPoint, width: number, height: number): number {
  const long = Math.max(width, height) || 1;
  return Math.hypot(((b[0] - a[0]) * width) / long, ((b[1] - a[1]) * height) / long);
}

/**
 * Adds a point to a stroke in progress unless it is closer than a fifth of the brush radius to the
 * last one or the stroke is full. Returns whether it was added.
 */
export function addPoint(stroke: CutoutStroke, point: PhotoPoint, width: number, height: number): boolean {
  if (stroke.points.length >= MAX_STROKE_POINTS) return false;
  const last = stroke.points.at(-1);
  if (last && distance(last, point, width, height) < stroke.radius / 5) return false;
  stroke.points.push(point);
  return true;
}

/** A new stroke starting at a point. */
export function startStroke(mode: StrokeMode, radius: number, point: PhotoPoint): CutoutStroke {
  return { mode, radius: clampRadius(radius), points: [point] };
}
