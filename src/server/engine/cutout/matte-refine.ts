/**
 * Full-resolution edges from a low-resolution matte: the matte is upscaled to the
 * photo and, in a band around its edge only, re-fitted to the photo's own edges with a guided
 * filter (He, Sun, Tang, "Guided Image Filtering", ECCV 2010, section 4 'feathering'). Away from
 * the edge the matte stays as the engine made it, so the inside of the product is never thinned.
 * Refinement runs at most at 1600 px on the long side (then upscaled), which bounds its time and
 * memory (about 10 float planes of that size, ~75 MB at 1600x1200).
 */
import sharp from 'sharp';
import type { RawImage } from '../image/decode-image';
import { boxBlur, guidedFilter } from './mask-ops';
import { workingSize, type SoftMatte } from './matting-engine';

/** Long side of the refinement, px. */
const REFINE_LONG_SIDE = 1600;
/** Alpha within this of 0 or 1 is taken as certain (engines rarely reach exact 0 or 1 inside). */
const SNAP = 0.04;
/** Guided-filter regularisation (grey guide in 0..1): higher keeps more of the engine's matte. */
const EPS = 4e-3;

/**
 * Upscales and refines a matte.
 * Input: `image`, the oriented photo (RGBA or RGB, 8-bit) at full size; `soft`, its matte at a
 * working size (same aspect ratio). Output: the refined matte at the photo's size
 * (width*height bytes, 255 = product).
 */
export async function refineMatte(image: RawImage, soft: SoftMatte): Promise<Buffer> {
  const size = workingSize(image.width, image.height, REFINE_LONG_SIDE);
  const { width, height } = size;
  const n = width * height;
  const upscaled = await sharp(soft.data, { raw: { width: soft.width, height: soft.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // The guide: luma of the photo at the refinement size (resized first: a 12 MP photo is never
  // processed whole here).
  const small = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const ch = image.channels;
  const grey = new Uint8Array(n);
  if (ch >= 3) for (let i = 0; i < n; i += 1) grey[i] = (small[i * ch]! * 77 + small[i * ch + 1]! * 150 + small[i * ch + 2]! * 29) >> 8;
  else for (let i = 0; i < n; i += 1) grey[i] = small[i * ch]!;
  const p = new Float32Array(n);
  const guide = new Float32Array(n);
  const hard = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    p[i] = upscaled[i]! / 255;
    guide[i] = grey[i]! / 255;
    hard[i] = upscaled[i]! >= 128 ? 1 : 0;
  }
  // The band: within `r` px of the hard edge, where the engine's own matte is soft too.
  const scale = width / soft.width;
  const r = Math.max(2, Math.round(scale * 2));
  const near = boxBlur(hard, width, height, r);
  const q = guidedFilter(guide, p, width, height, r, EPS);
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) {
    const b = near[i]!;
    const inBand = b > 0.001 && b < 0.999;
    const v = inBand ? q[i]! : p[i]!;
    out[i] = Math.round(Math.min(1, Math.max(0, (v - SNAP) / (1 - 2 * SNAP))) * 255);
  }
  if (width === image.width && height === image.height) return out;
  return sharp(out, { raw: { width, height, channels: 1 } })
    .resize(image.width, image.height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}
