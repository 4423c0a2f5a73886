/**
 * Product cut-out: a soft matte separating the product from its background.
 *
 * Rules: the upload's own alpha when it is usable; else a
 * matting engine (./matting-engine.ts: ISNet by default, GrabCut when the model cannot run) finds
 * the object at a working size, the main object is kept (./main-object.ts), and the edges are
 * refined at full size (./matte-refine.ts). The same photo always gives the same matte.
 */
import { LOCAL_MIN_PRODUCT_SHARE, RENDER_LONG_SIDE_PX } from '../../../shared/catalog';
import type { CutoutMethod, CutoutWarning } from '../../../shared/contracts/cutout';
import { decodeImage, isAlphaUsable, type DecodedImage } from '../image/decode-image';
import { selectMainObject } from './main-object';
import { borderContact } from './border-contact';
import { bboxOf, labelComponents, type BBox } from './mask-ops';
import { refineMatte } from './matte-refine';
import { createMattingEngine, type MattingEngine } from './matting-engine';

/** A product matte over the oriented source photo. */
export interface Cutout {
  /** Size of the oriented source photo, px. */
  width: number;
  height: number;
  /** Raw 8-bit single channel, width*height bytes, row-major; 255 = product, 0 = background. */
  matte: Buffer;
  /** Bounding box of the product (matte >= 128), px. */
  bbox: BBox;
  method: CutoutMethod;
  /** 0..1, how sure the engine is (1 for the photo's own alpha). */
  confidence?: number;
  warnings?: CutoutWarning[];
  /** Separate objects kept as the product (what the `objects_kept` warning counts); absent after a touch-up. */
  objectCount?: number;
}

/** Options of computeCutout. */
export interface CutoutOptions {
  /** The engine (default: the model, falling back to GrabCut). */
  engine?: MattingEngine;
  signal?: AbortSignal;
  /** Called with a percent (0..100) as stages finish. */
  onProgress?: (percent: number) => void;
}

/**
 * A product smaller than this on its long side is enlarged past what stays sharp when it fills an
 * image of the standard size (RENDER_LONG_SIDE_PX; LOCAL_MIN_PRODUCT_SHARE in
 * src/shared/catalog.ts), and comes out soft: the `too_small` warning.
 */
export const MIN_PRODUCT_LONG_SIDE_PX = Math.round(RENDER_LONG_SIDE_PX * LOCAL_MIN_PRODUCT_SHARE);

let defaultEngine: MattingEngine | null = null;

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('Aborted');
}

/** The `too_small` warning when the product box's long side is under MIN_PRODUCT_LONG_SIDE_PX. */
export function sizeWarnings(bbox: BBox): CutoutWarning[] {
  return Math.max(bbox.width, bbox.height) < MIN_PRODUCT_LONG_SIDE_PX ? ['too_small'] : [];
}

/**
 * What a photo's own alpha says a seller should check: `objects_kept` when it holds three or more
 * separate objects (each at least 1 % of the largest one's area; `objectCount` counts them),
 * `touches_frame` when the photo's edge cuts the product (./border-contact.ts).
 */
export function alphaWarnings(matte: Uint8Array, width: number, height: number, bbox: BBox): { warnings: CutoutWarning[]; objectCount: number } {
  const warnings: CutoutWarning[] = [];
  const binary = new Uint8Array(width * height);
  for (let i = 0; i < binary.length; i += 1) binary[i] = matte[i]! >= 128 ? 1 : 0;
  const { areas } = labelComponents(binary, width, height);
  const largest = Math.max(0, ...areas.slice(1));
  const objectCount = areas.slice(1).filter((a) => a >= largest * 0.01).length;
  if (objectCount >= 3) warnings.push('objects_kept');
  const cut = borderContact(matte, width, height, bbox).cut;
  if (cut.left || cut.right || cut.top || cut.bottom) warnings.push('touches_frame');
  return { warnings, objectCount };
}

/**
 * Computes the product matte of a photo.
 * Input: PNG/JPEG bytes. Output: Cutout (matte at the oriented source size).
 * Errors: MediaInputError for undecodable input; the signal's reason when aborted; onnxruntime or
 * OpenCV errors from the engine.
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
  const progress = options.onProgress ?? (() => undefined);
  if (decoded.fileHasAlpha && isAlphaUsable(rgba)) {
    const matte = Buffer.alloc(width * height);
    for (let i = 0; i < width * height; i++) matte[i] = rgba.data[i * 4 + 3]!;
    const bbox = bboxOf(matte, width, height, 128) ?? { x: 0, y: 0, width, height };
    progress(100);
    const alpha = alphaWarnings(matte, width, height, bbox);
    return { width, height, matte, bbox, method: 'alpha', confidence: 1, warnings: [...alpha.warnings, ...sizeWarnings(bbox)], objectCount: alpha.objectCount };
  }
  const engine = options.engine ?? (defaultEngine ??= createMattingEngine('model'));
  progress(10);
  const soft = await engine.segment(rgba);
  throwIfAborted(options.signal);
  progress(70);
  const main = selectMainObject(soft);
  const kept = main ?? { matte: soft.data, confidence: 0, warnings: ['uncertain_edges'] as CutoutWarning[] };
  const matte = await refineMatte(rgba, { width: soft.width, height: soft.height, data: kept.matte });
  throwIfAborted(options.signal);
  progress(95);
  const bbox = bboxOf(matte, width, height, 128) ?? { x: 0, y: 0, width, height };
  return {
    width,
    height,
    matte,
    bbox,
    method: engine.kind === 'model' ? 'model' : 'grabcut',
    confidence: kept.confidence,
    warnings: [...kept.warnings, ...sizeWarnings(bbox)],
    ...(main ? { objectCount: main.objectCount } : {}),
  };
}
