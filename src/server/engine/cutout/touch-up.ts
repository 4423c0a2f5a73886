/**
 * Touch-up of a cut-out: Keep and Remove brush strokes recompute the matte with
 * them as hard constraints. GrabCut (./grabcut.ts, deterministic) runs on a copy whose long side is
 * 480 px, initialised from the automatic matte (product: probably product; the rest: probably
 * background) with Keep strokes as certain product and Remove strokes as certain background. Where
 * GrabCut agrees with the automatic matte its soft edges are kept; the result is refined at full
 * size like an automatic matte, and the strokes are applied again at full size so they always hold.
 */
import type { CutoutStroke } from '../../../shared/contracts/cutout';
import { sizeWarnings, type Cutout } from './cutout';
import { decodeImage, type RawImage } from '../image/decode-image';
import { GC, grabCutLabels } from './grabcut';
import { bboxOf, labelComponents } from './mask-ops';
import { refineMatte } from './matte-refine';
import { downscaleRgb } from './matting-engine';
import sharp from 'sharp';

/** GrabCut's working long side for touch-ups, px, and its iterations. */
const TOUCH_UP_LONG_SIDE = 480;
const TOUCH_UP_ITERATIONS = 4;

/** Stroke coverage: 0 = none, 1 = keep, 2 = remove (the latest stroke wins where strokes cross). */
export const STROKE_NONE = 0;
export const STROKE_KEEP = 1;
export const STROKE_REMOVE = 2;

/**
 * Rasterises strokes on a width x height grid: round brushes along each polyline, the latest
 * stroke over earlier ones. Radii are fractions of the long side; points fractions of the sides.
 * Output: width*height bytes of STROKE_* values.
 */
export function rasterizeStrokes(strokes: readonly CutoutStroke[], width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const long = Math.max(width, height);
  for (const stroke of strokes) {
    const value = stroke.mode === 'keep' ? STROKE_KEEP : STROKE_REMOVE;
    const r = Math.max(0.75, stroke.radius * long);
    const r2 = r * r;
    const disc = (cx: number, cy: number) => {
      const x0 = Math.max(0, Math.floor(cx - r));
      const x1 = Math.min(width - 1, Math.ceil(cx + r));
      const y0 = Math.max(0, Math.floor(cy - r));
      const y1 = Math.min(height - 1, Math.ceil(cy + r));
      for (let y = y0; y <= y1; y += 1)
        for (let x = x0; x <= x1; x += 1) if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r2) out[y * width + x] = value;
    };
    const pts = stroke.points.map(([x = 0, y = 0]) => [x * width, y * height] as const);
    disc(pts[0]![0], pts[0]![1]);
    for (let k = 1; k < pts.length; k += 1) {
      const [ax, ay] = pts[k - 1]!;
      const [bx, by] = pts[k]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / Math.max(0.5, r / 2)));
      for (let s = 1; s <= steps; s += 1) disc(ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps);
    }
  }
  return out;
}

/**
 * Recomputes a matte with touch-up strokes.
 * Input: `image`, the oriented photo (RGB or RGBA, 8-bit, full size); `autoMatte`, its automatic
 * matte (width*height bytes); `strokes`, oldest first (none: the automatic matte is returned).
 * Output: a Cutout with method 'touch_up' (confidence 1: the seller has checked it).
 * Errors: OpenCvLoadError. Deterministic: the same strokes give the same matte.
 */
export async function touchUpMatte(image: RawImage, autoMatte: Buffer, strokes: readonly CutoutStroke[]): Promise<Cutout> {
  const { width, height } = image;
  if (strokes.length === 0) {
    const bbox = bboxOf(autoMatte, width, height, 128) ?? { x: 0, y: 0, width, height };
    return { width, height, matte: autoMatte, bbox, method: 'model', warnings: sizeWarnings(bbox) };
  }
  const small = await downscaleRgb(image, TOUCH_UP_LONG_SIDE);
  const sw = small.width;
  const sh = small.height;
  const n = sw * sh;
  const auto = await sharp(autoMatte, { raw: { width, height, channels: 1 } }).resize(sw, sh, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const marks = rasterizeStrokes(strokes, sw, sh);
  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    labels[i] = marks[i] === STROKE_KEEP ? GC.FGD : marks[i] === STROKE_REMOVE ? GC.BGD : auto[i]! >= 128 ? GC.PR_FGD : GC.PR_BGD;
  }
  let soft: Buffer;
  try {
    const result = await grabCutLabels(small, labels, TOUCH_UP_ITERATIONS);
    const product = (i: number) => result[i] === GC.FGD || result[i] === GC.PR_FGD;
    soft = Buffer.alloc(n);
    for (let i = 0; i < n; i += 1) {
      const a = auto[i]!;
      const x = i % sw;
      // The automatic matte's soft values are kept only on GrabCut's own edge, where both agree
      // there is an edge; inside GrabCut's product, an old edge (of an object now joined) is filled.
      const edge =
        (x > 0 && !product(i - 1)) || (x < sw - 1 && !product(i + 1)) || (i >= sw && !product(i - sw)) || (i < n - sw && !product(i + sw));
      soft[i] = product(i) ? (a >= 128 && edge ? a : 255) : a < 128 ? a : 0;
    }
  } catch (error) {
    // Only one side painted and nothing else (e.g. everything removed): the strokes alone decide.
    if (!(error instanceof Error) || !/both product and background/.test(error.message)) throw error;
    soft = Buffer.alloc(n);
    for (let i = 0; i < n; i += 1) soft[i] = labels[i] === GC.FGD || labels[i] === GC.PR_FGD ? (auto[i]! >= 128 ? auto[i]! : 255) : 0;
  }
  dropSpecks(soft, marks, sw, sh);
  const matte = await refineMatte(image, { width: sw, height: sh, data: soft });
  const full = rasterizeStrokes(strokes, width, height);
  for (let i = 0; i < full.length; i += 1) {
    if (full[i] === STROKE_KEEP) matte[i] = 255;
    else if (full[i] === STROKE_REMOVE) matte[i] = 0;
  }
  const bbox = bboxOf(matte, width, height, 128) ?? { x: 0, y: 0, width, height };
  return { width, height, matte, bbox, method: 'touch_up', confidence: 1, warnings: sizeWarnings(bbox) };
}

/** Clears components under 2 % of the largest one unless a Keep stroke touches them (in place). */
function dropSpecks(soft: Buffer, marks: Uint8Array, width: number, height: number): void {
  const binary = new Uint8Array(soft.length);
  for (let i = 0; i < soft.length; i += 1) binary[i] = soft[i]! >= 128 ? 1 : 0;
  const { labels, areas } = labelComponents(binary, width, height);
  const largest = Math.max(0, ...areas);
  const kept = new Uint8Array(areas.length);
  for (let i = 0; i < soft.length; i += 1) if (marks[i] === STROKE_KEEP && labels[i]! > 0) kept[labels[i]!] = 1;
  for (let i = 0; i < soft.length; i += 1) {
    const l = labels[i]!;
    if (l > 0 && !kept[l] && areas[l]! < largest * 0.02) soft[i] = 0;
  }
}

/**
 * touchUpMatte for PNG or JPEG bytes (decoded and oriented here).
 * Errors: MediaInputError for undecodable input, plus those of touchUpMatte.
 */
export async function touchUpCutout(input: Buffer, autoMatte: Buffer, strokes: readonly CutoutStroke[]): Promise<Cutout> {
  return touchUpMatte((await decodeImage(input)).rgba, autoMatte, strokes);
}
