/**
 * Matting engines: what finds the product in a photo. Each returns a soft matte
 * (0..255 per pixel, 255 = object) at a working size chosen by the engine, with the photo's aspect
 * ratio; the cut-out (./cutout.ts) picks the main object and refines the edges at full size.
 *
 * - `model`: ISNet (./isnet-matting.ts) on onnxruntime-node, the default. Working size: long side
 *   1024 px (the model's own resolution), or the photo's when smaller.
 * - `grabcut`: the previous engine, OpenCV GrabCut from a rectangle inset 4 % from the frame, on a
 *   copy whose long side is 280 px; kept as the fallback when the model cannot run, and to compare
 *   in `npm run bench:cutout`.
 */
import sharp from 'sharp';
import type { RawImage } from '../image/decode-image';
import { foregroundOf, GC, grabCutLabels } from './grabcut';
import { isnetMatte, MattingModelError } from './isnet-matting';
import { fillHoles, keepLargestComponents } from './mask-ops';

/** A soft matte at a working size: width*height bytes, row-major, 255 = object. */
export interface SoftMatte {
  width: number;
  height: number;
  data: Buffer;
}

export type MattingEngineKind = 'model' | 'grabcut';

/** Finds the object of a photo. */
export interface MattingEngine {
  readonly kind: MattingEngineKind;
  /**
   * Segments `image` (RGBA or RGB, 8-bit, oriented).
   * Output: a SoftMatte with the image's aspect ratio. Deterministic: the same image gives the same
   * bytes. Errors: MattingModelError when the engine cannot start.
   */
  segment(image: RawImage): Promise<SoftMatte>;
}

/** Size with the aspect ratio of `width` x `height` and a long side of at most `longSide`, px. */
export function workingSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(8, Math.round(width * scale)), height: Math.max(8, Math.round(height * scale)) };
}

/** ISNet, long side 1024 px. */
export function createModelEngine(): MattingEngine {
  return {
    kind: 'model',
    async segment(image) {
      const size = workingSize(image.width, image.height, 1024);
      return { ...size, data: await isnetMatte(image, size) };
    },
  };
}

/** GrabCut's working long side (px) and iterations. */
const GRABCUT_LONG_SIDE = 280;
const GRABCUT_ITERATIONS = 3;

/** The previous engine: GrabCut from an inset rectangle (deterministic colour models). */
export function createGrabCutEngine(): MattingEngine {
  return {
    kind: 'grabcut',
    async segment(image) {
      const small = await downscaleRgb(image, GRABCUT_LONG_SIDE);
      let mask = await grabCutFromRect(small, GRABCUT_ITERATIONS);
      mask = fillHoles(keepLargestComponents(mask, small.width, small.height, 0.15), small.width, small.height, Math.round(small.width * small.height * 0.01));
      const data = Buffer.alloc(mask.length);
      for (let i = 0; i < mask.length; i += 1) data[i] = mask[i] ? 255 : 0;
      return { width: small.width, height: small.height, data };
    },
  };
}

/**
 * The engine of `kind`; the model engine falls back to GrabCut (with `onFallback` called once)
 * when the model cannot load, so a cut-out is always made.
 */
export function createMattingEngine(kind: MattingEngineKind = 'model', onFallback?: (error: Error) => void): MattingEngine {
  if (kind === 'grabcut') return createGrabCutEngine();
  const model = createModelEngine();
  const grabcut = createGrabCutEngine();
  let broken: Error | null = null;
  return {
    get kind() {
      return broken ? 'grabcut' : 'model';
    },
    async segment(image) {
      if (!broken) {
        try {
          return await model.segment(image);
        } catch (error) {
          if (!(error instanceof MattingModelError)) throw error;
          broken = error;
          onFallback?.(error);
        }
      }
      return grabcut.segment(image);
    },
  } as MattingEngine;
}

/** RGBA or RGB -> RGB (flattened on white), long side at most `longSide` px. */
export async function downscaleRgb(image: RawImage, longSide: number): Promise<RawImage> {
  const size = workingSize(image.width, image.height, longSide);
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * GrabCut from a rectangle inset 4 % from the frame; returns a 0/1 mask. Where the first pass finds
 * the product running into the rectangle's edge (a product cut by the frame), a second pass lets
 * that side's strip be probable product, so the product can reach the frame.
 */
async function grabCutFromRect(img: RawImage, iterations: number): Promise<Uint8Array> {
  const { width, height } = img;
  const margin = Math.max(2, Math.round(Math.max(width, height) * 0.04));
  const inStrip = (x: number, y: number) => ({ top: y < margin, bottom: y >= height - margin, left: x < margin, right: x >= width - margin });
  const labels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const s = inStrip(x, y);
      labels[y * width + x] = s.top || s.bottom || s.left || s.right ? GC.BGD : GC.PR_FGD;
    }
  const firstLabels = await grabCutLabels(img, labels, iterations);
  const first = foregroundOf(firstLabels);
  const band = margin * 3;
  const share = (cells: number[]) => cells.filter((i) => first[i] === 1).length / Math.max(1, cells.length);
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a) }, (_, k) => a + k);
  const touching = {
    top: share(range(margin, width - margin).map((x) => band * width + x)) > 0.12,
    bottom: share(range(margin, width - margin).map((x) => (height - band - 1) * width + x)) > 0.12,
    left: share(range(margin, height - margin).map((y) => y * width + band)) > 0.12,
    right: share(range(margin, height - margin).map((y) => y * width + width - band - 1)) > 0.12,
  };
  if (!(touching.top || touching.bottom || touching.left || touching.right)) return first;
  const second = Uint8Array.from(firstLabels);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const s = inStrip(x, y);
      if (!(s.top || s.bottom || s.left || s.right)) continue;
      const open = (s.top && touching.top) || (s.bottom && touching.bottom) || (s.left && touching.left) || (s.right && touching.right);
      const closed = (s.top && !touching.top) || (s.bottom && !touching.bottom) || (s.left && !touching.left) || (s.right && !touching.right);
      second[y * width + x] = open && !closed ? GC.PR_FGD : GC.BGD;
    }
  const again = foregroundOf(await grabCutLabels(img, second, Math.max(2, iterations - 1)));
  // The union keeps what the first pass found inside the frame.
  for (let i = 0; i < again.length; i += 1) again[i] = again[i] || first[i] ? 1 : 0;
  return again;
}
