/**
 * A scene or lifestyle image from the library fitted to the listing's size: resized to cover when
 * its aspect ratio is within 4 % of the listing's (a thin crop at the edges), otherwise contained
 * whole over a blurred, enlarged copy of itself, so nothing of the scene is cut and no colour or
 * artwork is added. The result says how far its pixels were enlarged.
 */
import sharp from 'sharp';
import { MediaInputError } from '../image/decode-image';
import { encodeListingJpeg, listingChecks, type RenderedListingImage } from './listing-canvas';
import type { DigitalSourceType } from '../../../shared/provenance';

const COVER_TOLERANCE = 0.04;

/** Fits `image` to `width` x `height` px (see the module's docstring). @throws MediaInputError for an unreadable image. */
export async function fitScene(input: { image: Buffer; width: number; height: number; sourceType: DigitalSourceType }): Promise<RenderedListingImage> {
  const { width: W, height: H } = input;
  let upright: Buffer;
  let iw: number;
  let ih: number;
  try {
    const { data, info } = await sharp(input.image).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
    upright = data;
    iw = info.width;
    ih = info.height;
  } catch (error) {
    throw new MediaInputError(`the image cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const raw = { raw: { width: iw, height: ih, channels: 3 as const } };
  const ratio = iw / ih / (W / H);
  let composed: Buffer;
  let enlarged: number;
  if (Math.abs(ratio - 1) <= COVER_TOLERANCE) {
    composed = await sharp(upright, raw).resize(W, H, { fit: 'cover', kernel: 'lanczos3' }).raw().toBuffer();
    enlarged = Math.max(W / iw, H / ih);
  } else {
    const s = Math.min(W / iw, H / ih);
    const fw = Math.round(iw * s);
    const fh = Math.round(ih * s);
    const back = await sharp(upright, raw).resize(W, H, { fit: 'cover' }).blur(Math.max(8, Math.min(W, H) * 0.03)).modulate({ brightness: 1.04 }).raw().toBuffer();
    const front = await sharp(upright, raw).resize(fw, fh, { kernel: 'lanczos3' }).png().toBuffer();
    composed = await sharp(back, { raw: { width: W, height: H, channels: 3 } }).composite([{ input: front, left: Math.round((W - fw) / 2), top: Math.round((H - fh) / 2) }]).removeAlpha().raw().toBuffer();
    enlarged = s;
  }
  const data = await encodeListingJpeg({ data: composed, width: W, height: H, channels: 3, sourceType: input.sourceType });
  return { data, width: W, height: H, checks: listingChecks({ width: W, height: H, expected: { width: W, height: H }, enlarged }) };
}
