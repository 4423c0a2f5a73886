/**
 * Depth of field on the background of a studio render. A camera focused on the product renders the table at the product's base sharp and
 * everything further away softer: the circle of confusion grows with the distance behind the focal
 * plane. On our pinhole table plane (surface-texture.ts) the depth of a row y below the horizon is
 * z = (baseY - horizonY) / (y - horizonY); the blur weight used here is 1 - 1/z clamped to 0..1 (0 at
 * the product's base and in front of it, 1 at the horizon and on the wall behind), which follows
 * the thin-lens circle of confusion c ∝ (z - 1) / z for a subject at z = 1.
 *
 * A flat lay is seen from above: the whole table lies in the focal plane and nothing is blurred.
 */
import sharp from 'sharp';

export interface DepthOfFieldOptions {
  /** Horizon row, pixels from the top (the wall above it is fully out of focus). */
  horizonY: number;
  /** Row of the product's base, pixels: in focus from here down. */
  baseY: number;
  /** Seen from above (flat lay): no depth, nothing is blurred. */
  topDown: boolean;
  /** Gaussian sigma of the furthest blur, pixels (about 0.35 % of the frame's long side reads as f/2.8 on a product shot). */
  sigmaPx: number;
}

/**
 * The blur weight of each row (0 = sharp, 1 = the full background blur).
 * @returns a Float32Array of `height` weights.
 */
export function depthBlurWeights(height: number, options: Pick<DepthOfFieldOptions, 'horizonY' | 'baseY'>): Float32Array {
  const weights = new Float32Array(height);
  const reach = Math.max(1, options.baseY - options.horizonY);
  for (let y = 0; y < height; y += 1) {
    const dy = y - options.horizonY;
    if (dy <= 0) weights[y] = 1;
    else {
      const z = reach / dy;
      weights[y] = Math.min(1, Math.max(0, 1 - 1 / z));
    }
  }
  return weights;
}

/**
 * Blurs an RGB frame by depth, in place.
 * Input: `rgb` (width*height*3 bytes), its size in pixels, and the options above. Output: the same
 * buffer, each row mixed with a Gaussian-blurred copy by its depth weight.
 */
export async function applyDepthOfField(rgb: Buffer, frame: { width: number; height: number }, options: DepthOfFieldOptions): Promise<void> {
  if (options.topDown || options.sigmaPx < 0.5) return;
  const { width: W, height: H } = frame;
  const blurred = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .blur(options.sigmaPx)
    .raw()
    .toBuffer();
  const weights = depthBlurWeights(H, options);
  for (let y = 0; y < H; y += 1) {
    const w = weights[y]!;
    if (w <= 0) continue;
    const row = y * W * 3;
    if (w >= 1) {
      blurred.copy(rgb, row, row, row + W * 3);
      continue;
    }
    for (let i = row; i < row + W * 3; i += 1) rgb[i] = Math.round(rgb[i]! + (blurred[i]! - rgb[i]!) * w);
  }
}
