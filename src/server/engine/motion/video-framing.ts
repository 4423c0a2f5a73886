/**
 * Product-centred framing of a still for the local video engine.
 *
 * Rules, with the product box from the cut-out (or, without one, the middle 40 % x 60 % of the photo
 * standing in for it) and a framing margin of 7 % of the output's short side (FRAMING_MARGIN):
 * 1. Crop: the largest crop of the output ratio that has the product's centre in the middle across
 *    and lies inside the photo; down, the product's centre lies within CENTRE_BAND of the middle, a
 *    little below it (HEADROOM_CENTRE) where the photo allows. When the box plus the margin fits it
 *    (scaled to the output size), the photo is cropped there: the product is the frame's subject,
 *    centred, and nothing is made up.
 * 2. Scale and extend: otherwise (a wide product in a 9:16 frame, a tall one in 16:9, a product filling
 *    the photo) the photo is scaled so the whole box plus a margin of 12 % of the short side fits the
 *    frame (more room for the camera), or up to the 7 % margin when that lets the photo fill the frame's
 *    height or width, the product is placed as in 1 (centred, whichever edge of the photo it stands
 *    near), and the set continues beyond the photo's edges
 *    (./scene-extension.ts: the wall upward, the surface downward; its texture and lines only with a
 *    confident cut-out, confidentCutout): no blurred copy of the photo.
 * The output canvas has exactly the output size; the product box and matte are mapped onto it.
 */
import sharp from 'sharp';
import type { Cutout } from '../cutout/cutout';
import type { Rect } from './camera-path';
import { extendScene } from './scene-extension';

/** The framed still: RGB at the output size, plus where the product landed. */
export interface FramedCanvas {
  /** RGB, width*height*3 bytes. */
  rgb: Buffer;
  width: number;
  height: number;
  /** The product's box on the canvas (px), or null without a cut-out. */
  box: Rect | null;
  /** The cut-out's matte on the canvas (width*height bytes; 0 on extended scenery), or null. */
  matte: Buffer | null;
  /** How the still was framed. */
  mode: 'crop' | 'extend';
}

/**
 * Framing margin around the product, as a fraction of the output's short side: the least that leaves
 * the camera room for a push-in that reads (./camera-path.ts keeps 3 % around the box, so the tightest
 * window is about 1.09x; looked at: with 6 % a product filling the photo got a nearly static 1.06x push).
 */
export const FRAMING_MARGIN = 0.07;
/**
 * Margin when the set is extended, as a fraction of the output's short side: wider, so the product does
 * not fill the frame edge to edge (looked at: a cup at 88 % of a 9:16 frame's width felt cramped).
 */
export const EXTEND_MARGIN = 0.12;
/**
 * Where the product's centre sits, as a fraction of the frame's height from the top: a little below
 * the middle, so there is more headroom above the product than floor below it.
 */
export const HEADROOM_CENTRE = 0.53;

/** How far from the frame's middle, as a fraction of its height, the product's centre may sit in a crop. */
export const CENTRE_BAND = 0.05;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/**
 * A vertical offset placing the product at HEADROOM_CENTRE (`wanted`), kept between `lo` and `hi` (the
 * offsets that leave the framing margin above and below the product); `centred` when they conflict.
 */
const headroom = (wanted: number, lo: number, hi: number, centred: number) => (lo <= hi ? clamp(wanted, lo, hi) : centred);

/** Confidence under which a cut-out is trusted for framing but not to tell product from scenery. */
export const CONFIDENT_CUTOUT = 0.7;

/**
 * Whether a cut-out is good enough to tell the product from the scenery pixel by pixel: a wrong matte is
 * harmless for framing but tears the picture in a parallax, and lets the set extension copy bits of the
 * product as if they were scenery (looked at: a biscuit box whose matte held only the printed window).
 * Stored mattes carry no confidence and are trusted. Input: the cut-out or undefined. Output: boolean.
 */
export function confidentCutout(cutout: Pick<Cutout, 'confidence' | 'warnings'> | undefined): boolean {
  if (!cutout) return false;
  return (cutout.confidence ?? 1) >= CONFIDENT_CUTOUT && !(cutout.warnings ?? []).includes('uncertain_edges');
}

/** Decoded still: auto-oriented, flattened on white, 8-bit sRGB, 3 channels. @throws sharp's error. */
export async function decodeStill(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
  return { data, width: info.width, height: info.height };
}

/** The cut-out's bounding box in the decoded photo's pixels (rescaled if the sizes differ), or null. */
export function productBoxOf(cutout: Cutout | undefined, width: number, height: number): Rect | null {
  if (!cutout || cutout.bbox.width <= 0 || cutout.bbox.height <= 0) return null;
  const sx = width / cutout.width;
  const sy = height / cutout.height;
  return { x: cutout.bbox.x * sx, y: cutout.bbox.y * sy, width: cutout.bbox.width * sx, height: cutout.bbox.height * sy };
}

/**
 * Frames a decoded still on a W x H canvas around its product (module docstring).
 * Input: RGB pixels of the photo, its optional cut-out (any size; rescaled), the output size (px).
 * Output: FramedCanvas. Errors: sharp's, for inconsistent buffers.
 */
export async function frameStill(
  src: { data: Buffer; width: number; height: number },
  cutout: Cutout | undefined,
  W: number,
  H: number,
): Promise<FramedCanvas> {
  const raw = { raw: { width: src.width, height: src.height, channels: 3 as const } };
  const found = productBoxOf(cutout, src.width, src.height);
  const box = found ?? { x: src.width * 0.3, y: src.height * 0.2, width: src.width * 0.4, height: src.height * 0.6 };
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const matteSrc =
    cutout && cutout.matte.length === cutout.width * cutout.height
      ? cutout.width === src.width && cutout.height === src.height
        ? cutout.matte
        : await sharp(cutout.matte, { raw: { width: cutout.width, height: cutout.height, channels: 1 } })
            .resize(src.width, src.height, { fit: 'fill' })
            .extractChannel(0)
            .raw()
            .toBuffer()
      : null;
  const matteRaw = { raw: { width: src.width, height: src.height, channels: 1 as const } };
  const margin = FRAMING_MARGIN * Math.min(W, H);

  // 1. The largest crop of the output ratio around the product, if the product and its margin fit in
  // it. Across, the product is centred exactly; down, its centre lies within CENTRE_BAND of the middle
  // (aiming at HEADROOM_CENTRE): a studio render stands its product low on its set, and cropping in
  // further to lift it would cut the set.
  const cwMax = Math.min(
    src.width,
    (src.height * W) / H,
    2 * Math.min(centre.x, src.width - centre.x),
    (Math.min(centre.y / (0.5 - CENTRE_BAND), (src.height - centre.y) / (0.5 - CENTRE_BAND)) * W) / H,
  );
  const cw = Math.max(1, cwMax);
  const ch = (cw * H) / W;
  const cropScale = W / cw;
  if (box.width * cropScale + 2 * margin <= W && box.height * cropScale + 2 * margin <= H) {
    const left = Math.round(clamp(centre.x - cw / 2, 0, src.width - cw));
    const m = margin / cropScale;
    const band = { lo: centre.y - ch * (0.5 + CENTRE_BAND), hi: centre.y - ch * (0.5 - CENTRE_BAND) };
    const wanted = headroom(centre.y - ch * HEADROOM_CENTRE, box.y + box.height + m - ch, box.y - m, centre.y - ch / 2);
    const top = Math.round(clamp(clamp(wanted, band.lo, band.hi), 0, src.height - ch));
    const w = Math.max(1, Math.min(src.width - left, Math.round(cw)));
    const h = Math.max(1, Math.min(src.height - top, Math.round(ch)));
    const region = { left, top, width: w, height: h };
    const rgb = await sharp(src.data, raw).extract(region).resize(W, H, { fit: 'fill' }).raw().toBuffer();
    const matte = matteSrc ? await sharp(matteSrc, matteRaw).extract(region).resize(W, H, { fit: 'fill' }).extractChannel(0).raw().toBuffer() : null;
    const sx = W / w;
    const sy = H / h;
    const mapped = found ? { x: (found.x - left) * sx, y: (found.y - top) * sy, width: found.width * sx, height: found.height * sy } : null;
    return { rgb, width: W, height: H, box: mapped, matte, mode: 'crop' };
  }

  // 2. Scale so the box and a wider margin fit, centre the product, extend the set where the photo ends.
  const fit = (m: number) => Math.min((W - 2 * m * Math.min(W, H)) / box.width, (H - 2 * m * Math.min(W, H)) / box.height);
  // Between the roomy scale and the tight one, the smallest that lets the photo fill one side of the frame
  // (looked at: a photo inset with scenery on all four sides reads as a framed picture).
  const cover = Math.min(W / src.width, H / src.height);
  const s = Math.min(Math.max(cover, fit(EXTEND_MARGIN)), Math.max(fit(EXTEND_MARGIN), fit(FRAMING_MARGIN)));
  const SW = Math.max(1, Math.round(src.width * s));
  const SH = Math.max(1, Math.round(src.height * s));
  // The product is centred whatever side of the photo it stands near: the set is extended where the
  // photo then ends.
  const ox = Math.round(W / 2 - centre.x * s);
  const oy = Math.round(headroom(H * HEADROOM_CENTRE - centre.y * s, margin - box.y * s, H - margin - (box.y + box.height) * s, H / 2 - centre.y * s));
  const visible = { left: Math.max(0, -ox), top: Math.max(0, -oy), width: 0, height: 0 };
  visible.width = Math.min(SW - visible.left, W - Math.max(0, ox));
  visible.height = Math.min(SH - visible.top, H - Math.max(0, oy));
  const sides = {
    left: Math.max(0, ox),
    top: Math.max(0, oy),
    right: W - Math.max(0, ox) - visible.width,
    bottom: H - Math.max(0, oy) - visible.height,
  };
  const part = await sharp(src.data, raw).resize(SW, SH, { fit: 'fill' }).extract(visible).raw().toBuffer();
  const partMatte = matteSrc
    ? await sharp(matteSrc, matteRaw).resize(SW, SH, { fit: 'fill' }).extract(visible).extractChannel(0).raw().toBuffer()
    : null;
  // Texture and lines are carried on only from scenery a confident matte vouches for; otherwise the set
  // continues as shading alone.
  const extended = await extendScene({ data: part, width: visible.width, height: visible.height }, sides, partMatte, { detail: confidentCutout(cutout) });
  const matte = partMatte
    ? await sharp(partMatte, { raw: { width: visible.width, height: visible.height, channels: 1 } })
        .extend({ ...sides, background: { r: 0, g: 0, b: 0 } })
        .extractChannel(0)
        .raw()
        .toBuffer()
    : null;
  const mapped = found ? { x: found.x * s + ox, y: found.y * s + oy, width: found.width * s, height: found.height * s } : null;
  return { rgb: extended.data, width: W, height: H, box: mapped, matte, mode: 'extend' };
}
