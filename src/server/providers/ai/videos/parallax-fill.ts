/**
 * The background layer of the local engine's parallax orbit: the scene with the product taken out and
 * filled from its surroundings, so the area uncovered behind the moving product shows scenery, not a
 * ghost of the product.
 */
import sharp from 'sharp';

/**
 * Fills the product's area of a picture from its surroundings.
 * Input: RGB bytes (W*H*3), the product matte on the same grid (W*H bytes, 255 = product), the size (px).
 * Output: RGB bytes (W*H*3). Rule: the matte grown by ~0.6 % of the width is cut out, then filled by a
 * pull-push fill (premultiplied downscales to 1/96, 1/24 and 1/6 of the size, composited coarse to fine
 * over the mean colour of the rest). Errors: sharp's, for inconsistent sizes.
 */
export async function fillBehindProduct(rgb: Buffer, matte: Buffer, W: number, H: number): Promise<Buffer> {
  const grown = await sharp(matte, { raw: { width: W, height: H, channels: 1 } }).blur(Math.max(2, W * 0.006)).threshold(6).extractChannel(0).raw().toBuffer();
  const hole = await sharp(grown, { raw: { width: W, height: H, channels: 1 } }).blur(1.5).negate().extractChannel(0).raw().toBuffer();
  const masked = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .joinChannel(hole, { raw: { width: W, height: H, channels: 1 } })
    .raw()
    .toBuffer();
  const rgba = { raw: { width: W, height: H, channels: 4 as const } };
  const mean = await sharp(masked, rgba).resize(1, 1, { fit: 'fill' }).raw().toBuffer();
  const meanColour = mean[3]! > 0 ? { r: mean[0]!, g: mean[1]!, b: mean[2]! } : { r: 128, g: 128, b: 128 };
  const levels: Buffer[] = [];
  for (const div of [96, 24, 6]) {
    const lw = Math.max(2, Math.round(W / div));
    const lh = Math.max(2, Math.round(H / div));
    const small = await sharp(masked, rgba).resize(lw, lh, { fit: 'fill' }).raw().toBuffer();
    levels.push(await sharp(small, { raw: { width: lw, height: lh, channels: 4 } }).resize(W, H, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer());
  }
  return sharp({ create: { width: W, height: H, channels: 3, background: meanColour } })
    .composite([...levels, masked].map((input) => ({ input, raw: { width: W, height: H, channels: 4 as const } })))
    .removeAlpha()
    .raw()
    .toBuffer();
}
