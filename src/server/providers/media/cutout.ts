/**
 * Product cut-out: a soft matte separating the product from its background.
 *
 * Rules (design.md 'Stack', row 'cut-out'): use the upload's own alpha when it is usable, else OpenCV
 * GrabCut initialised with a rectangle. GrabCut runs on a downscaled copy (its WASM build costs about
 * 0.2 s per iteration at 360x240); the mask is then cleaned (largest components, small holes filled,
 * border-touching parts extended to the frame), upscaled and snapped to the photo's edges with a
 * guided filter. A degenerate GrabCut result (near-empty or near-full) falls back to a colour-distance
 * saliency mask, then to a centred ellipse.
 */
import sharp from 'sharp';
import type { Quality } from '../../../shared/catalog';
import { decodeImage, isAlphaUsable, type DecodedImage, type RawImage } from './decode-image';
import { bboxOf, coverage, fillHoles, guidedFilter, keepLargestComponents, otsuThreshold, type BBox } from './mask-ops';
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
  fallback?: 'saliency' | 'ellipse';
}

/** Options of computeCutout. */
export interface CutoutOptions {
  /** Effort: GrabCut working size and iterations (default 'medium'). */
  quality?: Quality;
  signal?: AbortSignal;
}

/** GrabCut working long side (px) and iterations per quality. */
const EFFORT: Record<Quality, { longSide: number; iterations: number }> = {
  low: { longSide: 224, iterations: 2 },
  medium: { longSide: 272, iterations: 3 },
  high: { longSide: 360, iterations: 4 },
};

/** Coverage outside this range means GrabCut found nothing useful. */
const MIN_COVERAGE = 0.03;
const MAX_COVERAGE = 0.9;

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

  let fallback: Cutout['fallback'];
  let mask = await grabCutMask(small, effort.iterations);
  throwIfAborted(options.signal);
  mask = cleanMask(mask, small.width, small.height);
  const cov = coverage(mask);
  if (cov < MIN_COVERAGE || cov > MAX_COVERAGE) {
    fallback = 'saliency';
    mask = cleanMask(saliencyMask(small), small.width, small.height);
    const c2 = coverage(mask);
    if (c2 < MIN_COVERAGE || c2 > MAX_COVERAGE) {
      fallback = 'ellipse';
      mask = ellipseMask(small.width, small.height);
    }
  }
  const matte = await refineMatte(mask, small.width, small.height, rgba, fallback === 'ellipse');
  const bbox = bboxOf(matte, width, height, 128) ?? { x: 0, y: 0, width, height };
  return fallback ? { width, height, matte, bbox, method: 'grabcut', fallback } : { width, height, matte, bbox, method: 'grabcut' };
}

/** RGBA -> RGB (flattened on white), long side `longSide` px. */
async function downscaleRgb(rgba: RawImage, longSide: number): Promise<RawImage> {
  const scale = Math.min(1, longSide / Math.max(rgba.width, rgba.height));
  const w = Math.max(8, Math.round(rgba.width * scale));
  const h = Math.max(8, Math.round(rgba.height * scale));
  const { data, info } = await sharp(rgba.data, { raw: { width: rgba.width, height: rgba.height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .resize(w, h, { fit: 'fill', kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** Runs GrabCut with a rectangle inset from the frame; returns a 0/1 foreground mask. */
async function grabCutMask(img: RawImage, iterations: number): Promise<Uint8Array> {
  const cv = await loadOpenCv();
  const { width, height } = img;
  const margin = Math.max(2, Math.round(Math.max(width, height) * 0.02));
  const src = new cv.Mat(height, width, cv.CV_8UC3);
  const mask = new cv.Mat();
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  try {
    src.data.set(img.data);
    const rect = new cv.Rect(margin, margin, width - 2 * margin, height - 2 * margin);
    cv.grabCut(src, mask, rect, bgd, fgd, iterations, cv.GC_INIT_WITH_RECT);
    const out = new Uint8Array(width * height);
    const m = mask.data;
    for (let i = 0; i < out.length; i++) out[i] = m[i] === cv.GC_FGD || m[i] === cv.GC_PR_FGD ? 1 : 0;
    extendToFrame(out, img, margin);
    return out;
  } finally {
    src.delete();
    mask.delete();
    bgd.delete();
    fgd.delete();
  }
}

/**
 * The GrabCut rectangle leaves a strip along the frame as definite background. Where the product
 * reaches that strip, grow it outwards to the frame while the colour stays close to the pixel just
 * inside, so products cut by the photo's edge keep their full extent.
 */
function extendToFrame(mask: Uint8Array, img: RawImage, margin: number): void {
  const { width, height, data } = img;
  const close = (a: number, b: number): boolean =>
    Math.abs(data[a * 3]! - data[b * 3]!) + Math.abs(data[a * 3 + 1]! - data[b * 3 + 1]!) + Math.abs(data[a * 3 + 2]! - data[b * 3 + 2]!) < 60;
  for (let step = margin - 1; step >= 0; step--) {
    for (let x = 0; x < width; x++) {
      const top = step * width + x;
      if (mask[top + width] === 1 && close(top, top + width)) mask[top] = 1;
      const bottom = (height - 1 - step) * width + x;
      if (mask[bottom - width] === 1 && close(bottom, bottom - width)) mask[bottom] = 1;
    }
    for (let y = 0; y < height; y++) {
      const left = y * width + step;
      if (mask[left + 1] === 1 && close(left, left + 1)) mask[left] = 1;
      const right = y * width + width - 1 - step;
      if (mask[right - 1] === 1 && close(right, right - 1)) mask[right] = 1;
    }
  }
}

/** Keeps the main components and fills small holes. */
function cleanMask(mask: Uint8Array, width: number, height: number): Uint8Array {
  const kept = keepLargestComponents(mask, width, height, 0.15);
  return fillHoles(kept, width, height, Math.round(width * height * 0.004));
}

/**
 * Colour-distance saliency: distance of each pixel from the median colour of the frame border,
 * thresholded with Otsu, weighted towards the centre. Output: 0/1 mask.
 */
function saliencyMask(img: RawImage): Uint8Array {
  const { width, height, data } = img;
  const border: number[][] = [[], [], []];
  for (let x = 0; x < width; x++)
    for (const y of [0, 1, height - 2, height - 1]) for (let c = 0; c < 3; c++) border[c]!.push(data[(y * width + x) * 3 + c]!);
  for (let y = 0; y < height; y++)
    for (const x of [0, 1, width - 2, width - 1]) for (let c = 0; c < 3; c++) border[c]!.push(data[(y * width + x) * 3 + c]!);
  const median = border.map((vals) => vals.sort((a, b) => a - b)[vals.length >> 1] ?? 0);
  const dist = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const d =
        Math.abs(data[i * 3]! - median[0]!) + Math.abs(data[i * 3 + 1]! - median[1]!) + Math.abs(data[i * 3 + 2]! - median[2]!);
      const dx = (x / width - 0.5) * 2;
      const dy = (y / height - 0.5) * 2;
      const centre = 1 - 0.5 * Math.min(1, dx * dx + dy * dy);
      dist[i] = Math.min(255, Math.round((d / 3) * centre * 2));
    }
  }
  const t = otsuThreshold(dist);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = dist[i]! > t ? 1 : 0;
  return out;
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
 * Upscales a low-resolution 0/1 mask to the photo size and snaps its edges to the photo with a
 * guided filter (grey guide). `soft` skips the snapping (ellipse fallback: a feathered edge).
 */
async function refineMatte(mask: Uint8Array, mw: number, mh: number, rgba: RawImage, soft: boolean): Promise<Buffer> {
  const { width, height } = rgba;
  const bytes = Buffer.alloc(mw * mh);
  for (let i = 0; i < bytes.length; i++) bytes[i] = mask[i] ? 255 : 0;
  const scale = Math.max(width / mw, height / mh);
  const up = await sharp(bytes, { raw: { width: mw, height: mh, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .blur(Math.max(0.6, scale * (soft ? 3 : 0.5)))
    .raw()
    .toBuffer();
  const n = width * height;
  if (soft) return up;
  const guide = new Float32Array(n);
  const p = new Float32Array(n);
  const d = rgba.data;
  for (let i = 0; i < n; i++) {
    guide[i] = (0.299 * d[i * 4]! + 0.587 * d[i * 4 + 1]! + 0.114 * d[i * 4 + 2]!) / 255;
    p[i] = up[i]! / 255;
  }
  const r = Math.max(2, Math.round(scale * 1.5));
  const q = guidedFilter(guide, p, width, height, r, 0.002);
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    const a = (q[i]! - 0.5) * 1.4 + 0.5;
    out[i] = a <= 0 ? 0 : a >= 1 ? 255 : Math.round(a * 255);
  }
  return out;
}
