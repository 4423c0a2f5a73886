/**
 * Product lock: hosted image models paint the scene, never the product.
 *
 *   1. `cutProduct`: the product cut out of its photo once per generation: the crop of the matte's
 *      box as RGBA, its edge colours cleaned of the old backdrop (../../media/foreground-colour.ts),
 *      so where the matte is 255 the pixels are the photo's own.
 *   2. `buildProductLock`: per image, the product placed on a neutral grey canvas at the output size
 *      of the aspect ratio, at the layout the local studio renderer would choose for that variant
 *      (./composition.ts `compose`: size by highlight and advanced style, position by variant, flat
 *      lays centred), and the masks of what the provider may repaint: everything but the product's
 *      matte eroded by a few pixels. The provider therefore also repaints a thin band just inside
 *      the product's outline and all around its base, where it draws the contact shadow.
 *   3. `compositeLockedProduct`: whatever the provider returns (resized to the output size when it
 *      is not), the product's own pixels go back at exactly `box`, blended with the scene only in the
 *      matte's soft edge band (alpha 0 < a < 255), after one global grade of the product to the
 *      scene's light: per-channel white-balance gains from the near-neutral pixels of the scene
 *      around the product, and an exposure gain from their brightness against the backdrop around
 *      the product in its own photo, damped and clamped small (GRADE_LIMITS). Nothing is repainted
 *      locally, and outside the matte the provider's pixels (its contact shadow) stay as they are.
 */
import sharp from 'sharp';
import { JPEG_QUALITY, outputSize, RENDER_LONG_SIDE_PX, type ImageSettings, type SceneHints } from '../../../shared/catalog';
import type { Cutout } from '../cutout/cutout';
import { isFlatLay } from '../cutout/flat-lay';
import { productRgba } from '../cutout/foreground-colour';
import { boxBlur, type BBox } from '../cutout/mask-ops';
import { advancedLook } from '../studio/advanced-style';
import { compose } from '../studio/composition';
import type { ProductLockInput } from '../../providers/ai/images/image-provider';
import { STYLE_LOOKS } from '../studio/studio-look';
import { withProvenance } from '../image/provenance';

/** Grey of the canvas ground around the product (sRGB, 0..255): neutral, mid-tone. */
export const LOCK_GROUND = 128;

/** The product as cut out of its photo, at the photo's scale. */
export interface ProductCut {
  /** RGBA, width*height*4 bytes; alpha is the matte, colours halo-free. */
  rgba: Buffer;
  width: number;
  height: number;
  /** The crop's box in the source photo, px. */
  box: BBox;
  /** Mean luminance (0..1) of the near-neutral backdrop around the product in its photo; null when too little of it is neutral. */
  surroundLuma: number | null;
  /** Whether the cut-out is a flat lay (../../media/flat-lay.ts): the layout centres it. */
  flatLay: boolean;
}

/** The product scaled to its place on the canvas (what `compositeLockedProduct` pastes back). */
export interface PlacedProduct {
  /** RGBA at `box` size, alpha = the matte at that size. */
  rgba: Buffer;
  width: number;
  height: number;
  surroundLuma: number | null;
  /** The canvas (output) size, px. */
  frame: { width: number; height: number };
}

/** Longest side the product is cut at, px: it is never placed larger than the output's long side. */
export const PRODUCT_MAX_SIDE = RENDER_LONG_SIDE_PX;
/** Size of the edge colour estimates (smooth fields), px on the long side. */
const COLOUR_ESTIMATE_SIDE = 256;

export interface BuiltProductLock {
  lock: ProductLockInput;
  product: PlacedProduct;
}

/** The limits of the product's global grade: each gain stays within 1 ± these. */
export const GRADE_LIMITS = { whiteBalance: 0.05, exposure: 0.08 } as const;

/** Luminance of 0..1 RGB (Rec. 709 weights). */
const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** Whether a 0..1 RGB pixel is near-neutral and well exposed (a usable sample of the light's colour). */
function isNeutral(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = luma(r, g, b);
  return l > 0.12 && max < 0.97 && (max - min) / max < 0.22;
}

/**
 * Cuts the product out of its photo.
 * Input: the source photo (PNG/JPEG bytes) and its cut-out (matte at the oriented photo's size).
 * Output: ProductCut (the matte's box plus 2 px, halo-free RGBA, whether it is a flat lay), scaled
 * down to PRODUCT_MAX_SIDE when larger (it is never placed larger). Errors: sharp's on unreadable
 * bytes. Stored per matte by the cut-outs service (./product-cut-store.ts).
 */
export async function cutProduct(source: Buffer, cutout: Cutout): Promise<ProductCut> {
  const pad = 2;
  const x = Math.max(0, cutout.bbox.x - pad);
  const y = Math.max(0, cutout.bbox.y - pad);
  const box = { x, y, width: Math.min(cutout.width - x, cutout.bbox.width + 2 * pad), height: Math.min(cutout.height - y, cutout.bbox.height + 2 * pad) };
  const k = Math.min(1, PRODUCT_MAX_SIDE / Math.max(box.width, box.height));
  const width = Math.max(1, Math.round(box.width * k));
  const height = Math.max(1, Math.round(box.height * k));
  let crop = sharp(source).rotate().toColourspace('srgb').removeAlpha().extract({ left: box.x, top: box.y, width: box.width, height: box.height });
  if (k < 1) crop = crop.resize(width, height, { fit: 'fill' });
  const rgb = await crop.raw().toBuffer();
  let matte = Buffer.alloc(box.width * box.height);
  for (let j = 0; j < box.height; j += 1) cutout.matte.copy(matte, j * box.width, (box.y + j) * cutout.width + box.x, (box.y + j) * cutout.width + box.x + box.width);
  if (k < 1) matte = await sharp(matte, { raw: { width: box.width, height: box.height, channels: 1 } }).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const [rgba, luma, flatLay] = await Promise.all([
    productRgba({ data: rgb, width, height, channels: 3 }, matte, { estimateLongSide: COLOUR_ESTIMATE_SIDE }),
    surroundLuma(source, cutout),
    isFlatLay(cutout),
  ]);
  return { rgba, width, height, box, surroundLuma: luma, flatLay };
}

/** Mean luminance of the near-neutral backdrop pixels in a ring around the product in its photo. */
async function surroundLuma(source: Buffer, cutout: Cutout): Promise<number | null> {
  const k = Math.min(1, 256 / Math.max(cutout.width, cutout.height));
  const w = Math.max(1, Math.round(cutout.width * k));
  const h = Math.max(1, Math.round(cutout.height * k));
  const [rgb, matte] = await Promise.all([
    sharp(source).rotate().toColourspace('srgb').removeAlpha().resize(w, h, { fit: 'fill' }).raw().toBuffer(),
    sharp(cutout.matte, { raw: { width: cutout.width, height: cutout.height, channels: 1 } }).resize(w, h, { fit: 'fill' }).extractChannel(0).raw().toBuffer(),
  ]);
  const b = cutout.bbox;
  const m = Math.round(0.2 * Math.max(b.width, b.height) * k);
  const x0 = Math.max(0, Math.floor(b.x * k) - m);
  const y0 = Math.max(0, Math.floor(b.y * k) - m);
  const x1 = Math.min(w, Math.ceil((b.x + b.width) * k) + m);
  const y1 = Math.min(h, Math.ceil((b.y + b.height) * k) + m);
  let sum = 0;
  let n = 0;
  let total = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const i = y * w + x;
      if (matte[i]! > 8) continue;
      total += 1;
      const r = rgb[i * 3]! / 255;
      const g = rgb[i * 3 + 1]! / 255;
      const bl = rgb[i * 3 + 2]! / 255;
      if (!isNeutral(r, g, bl)) continue;
      sum += luma(r, g, bl);
      n += 1;
    }
  return n >= Math.max(16, total * 0.1) ? sum / n : null;
}

/**
 * The binary matte (alpha >= 128) eroded by `r` px: 1 where every pixel of the (2r+1)² square
 * around it is inside the matte, pixels outside the buffer counting as background (a product
 * touching the edge is eroded there too); r = 0 keeps it. Separable: a row pass then a column pass,
 * each by the lengths of the runs of 1s, so the cost does not depend on r.
 * Input: alpha, width*height bytes. Output: width*height bytes of 0/1.
 */
export function erodeMask(alpha: Buffer | Uint8Array, width: number, height: number, r: number): Uint8Array {
  const bin = new Uint8Array(width * height);
  for (let i = 0; i < bin.length; i += 1) bin[i] = alpha[i]! >= 128 ? 1 : 0;
  if (r <= 0) return bin;
  const rows = new Uint8Array(width * height);
  erodeRuns(bin, rows, width, height, 1, width, r);
  const out = new Uint8Array(width * height);
  erodeRuns(rows, out, height, width, width, 1, r);
  return out;
}

/**
 * One pass of `erodeMask` along lines: `count` lines of `length` pixels, a step of `step` between
 * a line's pixels and of `stride` between lines' starts. A pixel stays 1 when the run of 1s it is
 * in reaches at least r pixels to each side.
 */
function erodeRuns(src: Uint8Array, dst: Uint8Array, length: number, count: number, step: number, stride: number, r: number): void {
  for (let line = 0; line < count; line += 1) {
    const base = line * stride;
    let k = 0;
    while (k < length) {
      if (!src[base + k * step]) {
        k += 1;
        continue;
      }
      let end = k;
      while (end < length && src[base + end * step]) end += 1;
      // The run is [k, end): pixels at least r from both of its ends stay.
      for (let m = k + r; m < end - r; m += 1) dst[base + m * step] = 1;
      k = end;
    }
  }
}

/** Pixels the provider must keep: the placed matte eroded by this share of the box's diagonal (at least 2 px). */
export const KEEP_EROSION_SHARE = 0.004;

/**
 * Builds the lock of one image.
 * Input: the product cut (`cutProduct`), the generation's settings, the image's variant (0..2)
 * and, optionally, the idea's scene hints and the generation's seed (light side), as the local
 * renderer uses them, or `place`: the product's box in the frame, px (an edit keeps its parent's).
 * Output: the ProductLockInput sent to the engine (canvas PNG at outputSize(aspectRatio), masks,
 * box) and the placed product to composite back. The box's canvas and masks are built here and
 * placed in the frame and encoded by libvips.
 */
export async function buildProductLock(
  product: ProductCut,
  settings: Pick<ImageSettings, 'aspectRatio' | 'highlightProduct' | 'advancedStyle' | 'style'>,
  variant: number,
  options: { scene?: SceneHints; seed?: number; place?: BBox } = {},
): Promise<BuiltProductLock> {
  const frame = outputSize(settings.aspectRatio);
  const { x, y, width, height } = options.place ?? layout(product, settings, frame, variant, options);
  const box = { x, y, width, height };
  // sharp premultiplies alpha while resizing, so edge colours do not darken.
  const rgba = await sharp(product.rgba, { raw: { width: product.width, height: product.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();

  // libvips places the canvas, the masks below, at the box in the frame (extend) and encodes them
  // in its threads, the canvas while the masks are made here. The canvas is the product over the
  // neutral ground ('flatten': exact where alpha is 0 or 255, within 1 of c·a + ground·(1-a) in
  // the edge band).
  const around = { top: y, left: x, bottom: frame.height - y - height, right: frame.width - x - width };
  const ground = { r: LOCK_GROUND, g: LOCK_GROUND, b: LOCK_GROUND };
  const canvasPng = sharp(rgba, { raw: { width, height, channels: 4 } }).flatten({ background: ground }).extend({ ...around, background: ground }).png({ compressionLevel: 1 }).toBuffer();

  // Kept: the matte eroded a little; everything else may be painted.
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = rgba[i * 4 + 3]!;
  const erosion = Math.max(2, Math.round(Math.hypot(width, height) * KEEP_EROSION_SHARE));
  const keep = erodeMask(alpha, width, height, erosion);
  // Both masks at the box's size: OpenAI's (black, opaque where kept, transparent where painted)
  // and the inverted one (white where painted, black where kept).
  const maskBox = Buffer.alloc(width * height * 4);
  const invertedBox = Buffer.alloc(width * height, 255);
  for (let i = 0; i < keep.length; i += 1) {
    if (!keep[i]) continue;
    maskBox[i * 4 + 3] = 255;
    invertedBox[i] = 0;
  }
  const [canvasOut, maskPng, invertedPng] = await Promise.all([
    canvasPng,
    sharp(maskBox, { raw: { width, height, channels: 4 } })
      .extend({ ...around, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 1 })
      .toBuffer(),
    sharp(invertedBox, { raw: { width, height, channels: 1 } })
      .extend({ ...around, background: { r: 255, g: 255, b: 255 } })
      .png({ compressionLevel: 1 })
      .toBuffer(),
  ]);
  return {
    lock: { canvas: canvasOut, mask: maskPng, maskInverted: invertedPng, box },
    product: { rgba, width, height, surroundLuma: product.surroundLuma, frame },
  };
}

/** The product's box in the frame, px, as the local studio renderer would place it (./composition.ts `compose`). */
function layout(
  product: ProductCut,
  settings: Pick<ImageSettings, 'highlightProduct' | 'advancedStyle' | 'style'>,
  frame: { width: number; height: number },
  variant: number,
  options: { scene?: SceneHints; seed?: number },
): BBox {
  const seed = options.seed ?? 0;
  const scene = options.scene ?? { surface: 'paper', backdrop: 'seamless', accent: '#808080' };
  const advanced = advancedLook(scene, STYLE_LOOKS[settings.style], settings.advancedStyle, seed + variant);
  return compose({
    frame,
    product: { width: product.width, height: product.height },
    highlight: settings.highlightProduct,
    productScale: advanced.productScale,
    variant,
    set: scene.set ?? 'none',
    gobo: 'none',
    lightSide: (seed & 1) === 0 ? -1 : 1,
    flatLay: product.flatLay,
  }).place;
}

/** The product's global grade: RGB gains (1 = unchanged). */
export interface ProductGrade {
  gains: [number, number, number];
  /** Near-neutral scene pixels the estimate used (0: no grade). */
  samples: number;
}

/**
 * Estimates the grade of the product from the scene around it.
 * Input: the output frame as raw RGB (frameWidth x frameHeight), the product's box and alpha (box size),
 * and the luminance of the backdrop around the product in its own photo (null: no exposure change).
 * Output: per-channel gains within 1 ± GRADE_LIMITS. White balance: the near-neutral pixels of a
 * ring around the product (outside its matte dilated by 3 px, up to 25 % of its size away) give the
 * light's colour; half of its cast is applied (grey-world on near-neutral samples only, so a
 * saturated backdrop is not taken for coloured light). Exposure: the fourth root of their luminance
 * over the photo's own backdrop luminance. Fewer than 10 % usable ring pixels: no grade. The ring is
 * sampled every second pixel in each direction.
 */
export function estimateProductGrade(
  frame: Buffer,
  frameWidth: number,
  frameHeight: number,
  box: BBox,
  alpha: Buffer,
  surround: number | null,
): ProductGrade {
  const m = Math.round(0.25 * Math.max(box.width, box.height));
  // The product dilated by about 3 px, on a half-resolution grid.
  const hw = Math.ceil(box.width / 2);
  const hh = Math.ceil(box.height / 2);
  const half = new Float32Array(hw * hh);
  for (let y = 0; y < box.height; y += 1) for (let x = 0; x < box.width; x += 1) if (alpha[y * box.width + x]! > 0) half[(y >> 1) * hw + (x >> 1)] = 1;
  const near = boxBlur(half, hw, hh, 2);
  const x0 = Math.max(0, box.x - m);
  const y0 = Math.max(0, box.y - m);
  const x1 = Math.min(frameWidth, box.x + box.width + m);
  const y1 = Math.min(frameHeight, box.y + box.height + m);
  let sr = 0;
  let sg = 0;
  let sb = 0;
  let n = 0;
  let total = 0;
  for (let y = y0; y < y1; y += 2)
    for (let x = x0; x < x1; x += 2) {
      const bx = x - box.x;
      const by = y - box.y;
      if (bx >= 0 && by >= 0 && bx < box.width && by < box.height && near[(by >> 1) * hw + (bx >> 1)]! > 0) continue;
      total += 1;
      const i = (y * frameWidth + x) * 3;
      const r = frame[i]! / 255;
      const g = frame[i + 1]! / 255;
      const b = frame[i + 2]! / 255;
      if (!isNeutral(r, g, b)) continue;
      sr += r;
      sg += g;
      sb += b;
      n += 1;
    }
  if (n === 0 || n < total * 0.1) return { gains: [1, 1, 1], samples: 0 };
  const mean: [number, number, number] = [sr / n, sg / n, sb / n];
  const l = luma(...mean);
  const clamp = (v: number, limit: number) => Math.min(1 + limit, Math.max(1 - limit, v));
  // Half the cast, normalised so the white balance alone keeps luminance.
  const wb = mean.map((v) => 1 + 0.5 * (v / l - 1)) as [number, number, number];
  const wbLuma = luma(...wb);
  const exposure = surround ? clamp(Math.pow(l / surround, 0.25), GRADE_LIMITS.exposure) : 1;
  return { gains: wb.map((v) => clamp(v / wbLuma, GRADE_LIMITS.whiteBalance) * exposure) as [number, number, number], samples: n };
}

export interface CompositeTarget {
  format: ImageSettings['format'];
  quality: ImageSettings['quality'];
}

export interface LockedComposite {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  format: 'png' | 'jpg';
  width: number;
  height: number;
  grade: ProductGrade;
}

/**
 * Puts the product's own pixels back into a provider's output.
 * Input: the output bytes (PNG/JPEG/WebP, any size: resized to the canvas size when different), the
 * lock it was made with, the placed product, and the format and quality to encode.
 * Output: the image at outputSize, where inside the product's matte (alpha 255) the pixels are the
 * product's own times its global grade, the soft edge band is blended by the matte, and every pixel
 * outside the matte is the provider's.
 * Errors: sharp's on unreadable bytes.
 */
export async function compositeLockedProduct(output: Buffer, lock: ProductLockInput, product: PlacedProduct, target: CompositeTarget): Promise<LockedComposite> {
  const { width: frameWidth, height: frameHeight } = product.frame;
  const frame = await sharp(output).rotate().toColourspace('srgb').removeAlpha().resize(frameWidth, frameHeight, { fit: 'fill' }).raw().toBuffer();
  const { box } = lock;
  const alpha = Buffer.alloc(product.width * product.height);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = product.rgba[i * 4 + 3]!;
  const grade = estimateProductGrade(frame, frameWidth, frameHeight, box, alpha, product.surroundLuma);
  // The graded product colour of each 8-bit value, per channel.
  const luts = grade.gains.map((gain) => Float64Array.from({ length: 256 }, (_, v) => Math.min(255, v * gain)));
  const [lr, lg, lb] = luts as [Float64Array, Float64Array, Float64Array];
  const i0 = Math.max(0, -box.x);
  const i1 = Math.min(box.width, frameWidth - box.x);
  for (let j = Math.max(0, -box.y); j < box.height && box.y + j < frameHeight; j += 1) {
    const d0 = ((box.y + j) * frameWidth + box.x) * 3;
    const s0 = j * box.width * 4;
    for (let i = i0; i < i1; i += 1) {
      const s = s0 + i * 4;
      const a8 = product.rgba[s + 3]!;
      if (a8 === 0) continue;
      const d = d0 + i * 3;
      if (a8 === 255) {
        frame[d] = Math.round(lr[product.rgba[s]!]!);
        frame[d + 1] = Math.round(lg[product.rgba[s + 1]!]!);
        frame[d + 2] = Math.round(lb[product.rgba[s + 2]!]!);
        continue;
      }
      const a = a8 / 255;
      frame[d] = Math.round(lr[product.rgba[s]!]! * a + frame[d]! * (1 - a));
      frame[d + 1] = Math.round(lg[product.rgba[s + 1]!]! * a + frame[d + 1]! * (1 - a));
      frame[d + 2] = Math.round(lb[product.rgba[s + 2]!]! * a + frame[d + 2]! * (1 - a));
    }
  }
  // A hosted model painted the scene around the product's own pixels (docs/decisions/024-ai-marking.md).
  const image = withProvenance(sharp(frame, { raw: { width: frameWidth, height: frameHeight, channels: 3 } }), 'compositeWithTrainedAlgorithmicMedia');
  const data =
    target.format === 'jpg'
      ? await image.jpeg({ quality: JPEG_QUALITY[target.quality] }).toBuffer()
      : await image.png({ compressionLevel: 6 }).toBuffer();
  return { data, mime: target.format === 'jpg' ? 'image/jpeg' : 'image/png', format: target.format, width: frameWidth, height: frameHeight, grade };
}
