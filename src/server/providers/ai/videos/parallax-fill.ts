/**
 * The background layer of the local engine's parallax orbit: the scene with the product taken out and
 * filled from its surroundings, so the area uncovered behind the moving product shows scenery, not a
 * ghost of the product.
 */
import sharp from 'sharp';
import { boxBlur } from '../../media/mask-ops';

/** Radius (px) of the box that grows the product's hole: ~1.2 % of the width, at least 3 px. */
export function holeRadius(width: number): number {
  return Math.max(3, Math.round(width * 0.012));
}

/**
 * Fills the product's area of a picture from its surroundings.
 * Input: RGB bytes (W*H*3), the product matte on the same grid (W*H bytes, 255 = product), the size (px).
 * Output: RGB bytes (W*H*3). Rule: the matte grown by ~1.2 % of the width (so the product's soft rim goes too) is cut out, then filled by a
 * pull-push fill (premultiplied by hand, so the product's colours never bleed in; downscales to 1/96, 1/24 and 1/6 of the size, composited coarse to fine
 * over the mean colour of the rest). Errors: sharp's, for inconsistent sizes.
 */
export async function fillBehindProduct(rgb: Buffer, matte: Buffer, W: number, H: number): Promise<Buffer> {
  // The hole: the matte (>= 8) grown by a box of radius ~1.2 % of the width, with a soft edge of a few px.
  const n = W * H;
  const binary = new Float32Array(n);
  for (let i = 0; i < n; i += 1) binary[i] = matte[i]! >= 8 ? 1 : 0;
  const spread = boxBlur(binary, W, H, holeRadius(W));
  const hole = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) hole[i] = Math.round(255 * (1 - Math.min(1, spread[i]! * 12)));
  // Premultiplied by hand (RGB and alpha resized as separate images): the product's own colours, still
  // present under a zero alpha, must not bleed into the fill as a rim.
  const premul = Buffer.alloc(n * 3);
  const sum = [0, 0, 0];
  let weight = 0;
  for (let i = 0; i < n; i += 1) {
    const a = hole[i]!;
    for (let c = 0; c < 3; c += 1) {
      premul[i * 3 + c] = Math.round((rgb[i * 3 + c]! * a) / 255);
      sum[c]! += (rgb[i * 3 + c]! * a) / 255;
    }
    weight += a / 255;
  }
  const meanColour = weight > 0 ? sum.map((v) => Math.round(v / weight)) : [128, 128, 128];
  const rgbaLayer = (colour: Buffer, alpha: Buffer, w: number, h: number) => {
    const out = Buffer.alloc(w * h * 4);
    for (let i = 0; i < w * h; i += 1) {
      const a = alpha[i]!;
      for (let c = 0; c < 3; c += 1) out[i * 4 + c] = a > 0 ? Math.min(255, Math.round((colour[i * 3 + c]! * 255) / a)) : meanColour[c]!;
      out[i * 4 + 3] = a;
    }
    return out;
  };
  const levels: Buffer[] = [];
  for (const div of [96, 24, 6]) {
    const lw = Math.max(2, Math.round(W / div));
    const lh = Math.max(2, Math.round(H / div));
    const [c, a] = await Promise.all([
      sharp(premul, { raw: { width: W, height: H, channels: 3 } }).resize(lw, lh, { fit: 'fill' }).raw().toBuffer(),
      sharp(hole, { raw: { width: W, height: H, channels: 1 } }).resize(lw, lh, { fit: 'fill' }).extractChannel(0).raw().toBuffer(),
    ]);
    const small = rgbaLayer(c, a, lw, lh);
    levels.push(await sharp(small, { raw: { width: lw, height: lh, channels: 4 } }).resize(W, H, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer());
  }
  const masked = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .joinChannel(hole, { raw: { width: W, height: H, channels: 1 } })
    .raw()
    .toBuffer();
  const [r, g, b] = meanColour as [number, number, number];
  return sharp({ create: { width: W, height: H, channels: 3, background: { r, g, b } } })
    .composite([...levels, masked].map((input) => ({ input, raw: { width: W, height: H, channels: 4 as const } })))
    .removeAlpha()
    .raw()
    .toBuffer();
}
