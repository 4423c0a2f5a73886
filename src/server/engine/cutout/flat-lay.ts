/**
 * Flat-lay detection: a photo taken from above of several items spread on a
 * surface (a scatter of sweets, a desk flat lay) should be laid flat in a scene seen from above,
 * not stood upright on a table. Read from the cut-out: three or more separate objects, each at
 * least 0.4 % of the photo, spread over at least a third of its width and height.
 */
import sharp from 'sharp';
import { labelComponents } from './mask-ops';

/** Working long side of the check, px. */
const CHECK_SIDE = 256;

/**
 * Whether a cut-out looks like a flat lay.
 * Input: the matte (width*height bytes, 255 = product) and its size in px. Output: boolean.
 */
export async function isFlatLay(cutout: { matte: Buffer; width: number; height: number }): Promise<boolean> {
  const k = Math.min(1, CHECK_SIDE / Math.max(cutout.width, cutout.height));
  const w = Math.max(8, Math.round(cutout.width * k));
  const h = Math.max(8, Math.round(cutout.height * k));
  const small = await sharp(cutout.matte, { raw: { width: cutout.width, height: cutout.height, channels: 1 } }).resize(w, h, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const binary = new Uint8Array(w * h);
  for (let i = 0; i < binary.length; i += 1) binary[i] = small[i]! >= 128 ? 1 : 0;
  const { labels, areas } = labelComponents(binary, w, h);
  const minArea = w * h * 0.004;
  const big = new Set<number>();
  for (let l = 1; l < areas.length; l += 1) if (areas[l]! >= minArea) big.add(l);
  if (big.size < 3) return false;
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < labels.length; i += 1) {
    if (!big.has(labels[i]!)) continue;
    const x = i % w;
    const y = (i - x) / w;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  return (x1 - x0 + 1) / w >= 1 / 3 && (y1 - y0 + 1) / h >= 1 / 3;
}
