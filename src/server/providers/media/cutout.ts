/**
 * Product cut-out: a soft matte separating the product from its background.
 *
 * Rules (design.md 'Stack', row 'cut-out'): use the upload's own alpha when it is usable, else OpenCV
 * GrabCut initialised with a rectangle inset 4 % from the frame. GrabCut runs on a copy whose long
 * side is 240-400 px (by quality); the mask keeps its main components, small holes are filled, and
 * it is upscaled to the photo with a feathered edge about one working pixel wide. A degenerate
 * GrabCut result (near-empty or near-full) falls back to a centred ellipse.
 */
import sharp from 'sharp';
import type { Quality } from '../../../shared/catalog';
import { decodeImage, isAlphaUsable, type DecodedImage, type RawImage } from './decode-image';
import { bboxOf, coverage, fillHoles, keepLargestComponents, type BBox } from './mask-ops';
import { loadOpenCv } from './opencv';

/** A product matte over the oriented source photo. */
export interface Cutout {
  /** Size of the oriented source photo, px. */
  width: number;
  height: number;
  /** Raw 8-bit single channel, width*height bytes, row-major; 255 = product, 0 = background. */
  matte: Buffer;
  /** Bounding box of the product (matte >= 128), px. */
  bbox: BBox;
  method: 'alpha' | 'grabcut';
  /** Set when GrabCut was degenerate and a simpler mask was used instead. */
  fallback?: 'ellipse';
}

/** Options of computeCutout. */
export interface CutoutOptions {
  /** Effort: GrabCut working size and iterations (default 'medium'). */
  quality?: Quality;
  signal?: AbortSignal;
}

/** GrabCut working long side (px) and iterations per quality. */
const EFFORT: Record<Quality, { longSide: number; iterations: number }> = {
  low: { longSide: 240, iterations: 3 },
  medium: { longSide: 280, iterations: 3 },
  high: { longSide: 400, iterations: 5 },
};

/** Below this coverage a cut-out is suspiciously small and GrabCut runs a second time. */
const SMALL_COVERAGE = 0.1;

/** Coverage outside this range means GrabCut found nothing useful. */
const MIN_COVERAGE = 0.02;
const MAX_COVERAGE = 0.95;

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Aborted');
}

/**
 * Computes the product matte of a photo.
 * Input: PNG/JPEG bytes. Output: Cutout (matte at the oriented source size).
 * Errors: MediaInputError for undecodable input; OpenCvLoadError if OpenCV cannot start; the
 * signal's reason when aborted.
 */
export async function computeCutout(input: Buffer, options: CutoutOptions = {}): Promise<Cutout> {
  const decoded = await decodeImage(input);
  return cutoutFromDecoded(decoded, options);
}

/**
 * Same as computeCutout for an already decoded photo (avoids decoding twice).
 * Input: DecodedImage from decodeImage. Output: Cutout.
 */
export async function cutoutFromDecoded(decoded: DecodedImage, options: CutoutOptions = {}): Promise<Cutout> {
  const { rgba } = decoded;
  const { width, height } = rgba;
  if (decoded.fileHasAlpha && isAlphaUsable(rgba)) {
    const matte = Buffer.alloc(width * height);
    for (let i = 0; i < width * height; i++) matte[i] = rgba.data[i * 4 + 3]!;
    const bbox = bboxOf(matte, width, height, 128) ?? { x: 0, y: 0, width, height };
    return { width, height, matte, bbox, method: 'alpha' };
  }
  const effort = EFFORT[options.quality ?? 'medium'];
  const small = await downscaleRgb(rgba, effort.longSide);
  throwIfAborted(options.signal);
  let mask = cleanMask(await grabCutMask(small, effort.iterations), small.width, small.height);
  throwIfAborted(options.signal);
  // GrabCut seeds its colour models from OpenCV's process-wide random generator, which opencv-js
  // cannot reset, so an unlucky run can keep only a small part of the product. A product photo
  // rarely shows its product that small: run once more and keep the union.
  if (coverage(mask) < SMALL_COVERAGE) {
    const again = cleanMask(await grabCutMask(small, effort.iterations), small.width, small.height);
    const union = new Uint8Array(mask.length);
    for (let i = 0; i < union.length; i++) union[i] = mask[i] || again[i] ? 1 : 0;
    mask = cleanMask(union, small.width, small.height);
    throwIfAborted(options.signal);
  }
  let fallback: Cutout['fallback'];
  const cov = coverage(mask);
  if (cov < MIN_COVERAGE || cov > MAX_COVERAGE) {
    fallback = 'ellipse';
    mask = ellipseMask(small.width, small.height);
  }
  const matte = await upscaleMatte(mask, small.width, small.height, width, height, fallback === 'ellipse');
  const bbox = bboxOf(matte, width, height, 128) ?? { x: 0, y: 0, width, height };
  return fallback ? { width, height, matte, bbox, method: 'grabcut', fallback } : { width, height, matte, bbox, method: 'grabcut' };
}

/** RGBA -> RGB (flattened on white), long side at most `longSide` px. */
async function downscaleRgb(rgba: RawImage, longSide: number): Promise<RawImage> {
  const scale = Math.min(1, longSide / Math.max(rgba.width, rgba.height));
  const w = Math.max(8, Math.round(rgba.width * scale));
  const h = Math.max(8, Math.round(rgba.height * scale));
  const { data, info } = await sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * Runs GrabCut initialised with a rectangle inset 4 % from the frame; returns a 0/1 foreground
 * mask. Where the first pass finds the product running into the rectangle's edge (a product cut
 * by the photo's frame), a second pass treats that side's strip as probable background instead of
 * certain background, so the product can extend to the frame.
 */
async function grabCutMask(img: RawImage, iterations: number): Promise<Uint8Array> {
  const cv = await loadOpenCv();
  const { width, height } = img;
  const margin = Math.max(2, Math.round(Math.max(width, height) * 0.04));
  const src = new cv.Mat(height, width, cv.CV_8UC3);
  const mask = new cv.Mat();
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  const isFg = (v: number) => v === cv.GC_FGD || v === cv.GC_PR_FGD;
  try {
    src.data.set(img.data);
    const rect = new cv.Rect(margin, margin, width - 2 * margin, height - 2 * margin);
    cv.grabCut(src, mask, rect, bgd, fgd, iterations, cv.GC_INIT_WITH_RECT);
    // Fraction of each inner edge (just inside the rectangle) that is foreground.
    const m = mask.data;
    const edge = (cells: number[]) => cells.filter((i) => isFg(m[i]!)).length / Math.max(1, cells.length);
    const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a) }, (_, k) => a + k);
    const band = margin * 3;
    const top = edge(range(margin, width - margin).map((x) => band * width + x));
    const bottom = edge(range(margin, width - margin).map((x) => (height - band - 1) * width + x));
    const left = edge(range(margin, height - margin).map((y) => y * width + band));
    const right = edge(range(margin, height - margin).map((y) => y * width + width - band - 1));
    const touching = { top: top > 0.12, bottom: bottom > 0.12, left: left > 0.12, right: right > 0.12 };
    const first = new Uint8Array(width * height);
    for (let i = 0; i < first.length; i++) first[i] = isFg(m[i]!) ? 1 : 0;
    if (touching.top || touching.bottom || touching.left || touching.right) {
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = y * width + x;
          const inTop = y < margin;
          const inBottom = y >= height - margin;
          const inLeft = x < margin;
          const inRight = x >= width - margin;
          if (!(inTop || inBottom || inLeft || inRight)) continue;
          const open = (inTop && touching.top) || (inBottom && touching.bottom) || (inLeft && touching.left) || (inRight && touching.right);
          const closed = (inTop && !touching.top) || (inBottom && !touching.bottom) || (inLeft && !touching.left) || (inRight && !touching.right);
          m[i] = open && !closed ? cv.GC_PR_FGD : cv.GC_BGD;
        }
      }
      cv.grabCut(src, mask, rect, bgd, fgd, Math.max(2, iterations - 1), cv.GC_INIT_WITH_MASK);
    }
    const out = new Uint8Array(width * height);
    const d = mask.data;
    // The union keeps what the first pass found inside the frame (a second pass that reaches the
    // edge sometimes gives up part of the product's body).
    for (let i = 0; i < out.length; i++) out[i] = isFg(d[i]!) || first[i] === 1 ? 1 : 0;
    return out;
  } finally {
    src.delete();
    mask.delete();
    bgd.delete();
    fgd.delete();
  }
}

/** Keeps the main components and fills small holes. */
function cleanMask(mask: Uint8Array, width: number, height: number): Uint8Array {
  const kept = keepLargestComponents(mask, width, height, 0.15);
  return fillHoles(kept, width, height, Math.round(width * height * 0.01));
}

/** A centred ellipse covering the middle 70 % x 80 % of the frame. Output: 0/1 mask. */
function ellipseMask(width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const rx = width * 0.35;
  const ry = height * 0.4;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const dx = (x + 0.5 - width / 2) / rx;
      const dy = (y + 0.5 - height / 2) / ry;
      out[y * width + x] = dx * dx + dy * dy <= 1 ? 1 : 0;
    }
  return out;
}

/**
 * Upscales a 0/1 working mask to the photo size: linear interpolation, a blur of about half a
 * working pixel, then a contrast stretch so the edge band is about one working pixel wide.
 * `soft` keeps a wide feather (ellipse fallback).
 */
async function upscaleMatte(mask: Uint8Array, mw: number, mh: number, width: number, height: number, soft: boolean): Promise<Buffer> {
  const bytes = Buffer.alloc(mw * mh);
  for (let i = 0; i < bytes.length; i++) bytes[i] = mask[i] ? 255 : 0;
  const scale = Math.max(width / mw, height / mh);
  const pipeline = sharp(bytes, { raw: { width: mw, height: mh, channels: 1 } }).resize(width, height, { fit: 'fill', kernel: 'linear' });
  const sigma = Math.max(0.5, scale * (soft ? 4 : 0.6));
  const blurred = pipeline.blur(sigma);
  return (soft ? blurred : blurred.linear(1.8, -0.4 * 255)).extractChannel(0).raw().toBuffer();
}
