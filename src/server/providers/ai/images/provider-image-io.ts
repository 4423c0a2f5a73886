/**
 * Bytes in and out of hosted image models:
 *   - `prepareSourceImage`: the product photo as sent to a vendor: the stored bytes as they are,
 *     or, only for very large photos, a copy scaled down to a long side the models use anyway;
 *   - `toRenderedImage`: a vendor's result, whatever its type and size, turned into our exact
 *     output size and requested format. The type is detected from the bytes (sharp metadata), never
 *     taken from a header or a file name; a result of another shape is centre-cropped to the target
 *     ratio when that loses little, otherwise extended by mirroring its edges, then scaled.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { JPEG_QUALITY, type OutputFormat, type Quality } from '../../../../shared/catalog';
import type { RenderedImage } from './image-provider';

/** Largest result accepted from a vendor, pixels (guards against decompression bombs). */
export const RESULT_MAX_PIXELS = 50_000_000;
/** Long side above which a source photo is scaled down before upload, pixels. */
export const SOURCE_MAX_LONG_SIDE = 2048;
/** Size above which a source photo is re-encoded before upload, bytes. */
export const SOURCE_MAX_BYTES = 8 * 1024 * 1024;
/** Crop when it removes at most this share of the result; extend otherwise. */
export const MAX_CROP_SHARE = 0.25;

export interface PreparedSource {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  /** Pixels, after EXIF orientation. */
  width: number;
  height: number;
}

/** Thrown when bytes are not a decodable PNG, JPEG or WebP image. */
export class ImageBytesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageBytesError';
  }
}

/**
 * The product photo to send to a vendor.
 * Input: stored source bytes (PNG or JPEG, already auto-oriented at upload).
 * Output: the same bytes when the photo is at most 2048 px on its long side and 8 MB; otherwise a
 * copy scaled to 2048 px (PNG stays PNG, keeping transparency; JPEG at quality 92).
 * @throws ImageBytesError when the bytes are not PNG or JPEG.
 */
export async function prepareSourceImage(source: Buffer): Promise<PreparedSource> {
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: RESULT_MAX_PIXELS }).metadata();
  } catch (err) {
    throw new ImageBytesError(`source photo is not readable (${(err as Error).message})`);
  }
  if (meta.format !== 'png' && meta.format !== 'jpeg') throw new ImageBytesError(`source photo is ${meta.format ?? 'unknown'}, not PNG or JPEG`);
  const mime = meta.format === 'png' ? 'image/png' : 'image/jpeg';
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (Math.max(width, height) <= SOURCE_MAX_LONG_SIDE && source.length <= SOURCE_MAX_BYTES) return { data: source, mime, width, height };
  const pipeline = sharp(source, { limitInputPixels: RESULT_MAX_PIXELS })
    .rotate()
    .resize(SOURCE_MAX_LONG_SIDE, SOURCE_MAX_LONG_SIDE, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await (mime === 'image/png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 92, mozjpeg: true })).toBuffer({
    resolveWithObject: true,
  });
  return { data, mime, width: info.width, height: info.height };
}

/** A data URI of the prepared photo (fal's `image_url` accepts one). */
export function toDataUri(source: PreparedSource): string {
  return `data:${source.mime};base64,${source.data.toString('base64')}`;
}

/** Facts about a vendor's result bytes. */
export interface DetectedImage {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
}

/**
 * Reads the real type and size of result bytes.
 * @throws ImageBytesError when they are not a PNG, JPEG or WebP image, or exceed 50 MP.
 */
export async function detectImage(data: Buffer): Promise<DetectedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: RESULT_MAX_PIXELS }).metadata();
  } catch (err) {
    throw new ImageBytesError(`result is not a readable image (${(err as Error).message})`);
  }
  if (meta.format !== 'png' && meta.format !== 'jpeg' && meta.format !== 'webp') {
    throw new ImageBytesError(`result is ${meta.format ?? 'unknown'}, not PNG, JPEG or WebP`);
  }
  return { format: meta.format, width: meta.autoOrient?.width ?? meta.width ?? 0, height: meta.autoOrient?.height ?? meta.height ?? 0 };
}

/** How a result of another shape reaches the target ratio (`toRenderedImage`). */
export type FitMode = 'auto' | 'crop' | 'extend';

export interface OutputTarget {
  /** Pixels. */
  width: number;
  height: number;
  format: OutputFormat;
  /** JPEG quality follows it: low 82, medium 88, high 93. */
  quality: Quality;
}

export { JPEG_QUALITY };

/**
 * Share of a `from`-shaped image a centre crop to the `to` ratio removes, 0..1.
 * Sizes in pixels.
 */
export function cropShare(from: { width: number; height: number }, to: { width: number; height: number }): number {
  const a = from.width / from.height;
  const b = to.width / to.height;
  return 1 - Math.min(a, b) / Math.max(a, b);
}

/**
 * Turns vendor result bytes into our output image.
 * @param data the vendor's bytes (PNG, JPEG or WebP; the type is read from the bytes).
 * @param target exact output size (px) and format.
 * @param fit 'crop', 'extend', or 'auto' (crop when it removes at most 25 %, else extend).
 * @returns RenderedImage of exactly target.width x target.height, its mime the real type of its bytes.
 * @throws ImageBytesError when the bytes are not an image.
 */
export async function toRenderedImage(data: Buffer, target: OutputTarget, fit: FitMode = 'auto'): Promise<RenderedImage & { source: DetectedImage }> {
  const detected = await detectImage(data);
  const { width, height } = target;
  const mode = fit === 'auto' ? (cropShare(detected, target) <= MAX_CROP_SHARE ? 'crop' : 'extend') : fit;
  let fitted: Sharp;
  if (mode === 'crop') {
    fitted = sharp(data, { limitInputPixels: RESULT_MAX_PIXELS }).rotate().resize(width, height, { fit: 'cover', position: 'centre' });
  } else {
    // Scale inside the target, then mirror the edges outwards to fill it (two pipelines: extend after resize).
    const inside = await sharp(data, { limitInputPixels: RESULT_MAX_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'inside' })
      .toBuffer({ resolveWithObject: true });
    const padX = width - inside.info.width;
    const padY = height - inside.info.height;
    fitted = sharp(inside.data).extend({
      left: Math.floor(padX / 2),
      right: Math.ceil(padX / 2),
      top: Math.floor(padY / 2),
      bottom: Math.ceil(padY / 2),
      extendWith: 'mirror',
    });
  }
  fitted = fitted.toColourspace('srgb');
  const out =
    target.format === 'jpg'
      ? await fitted.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY[target.quality], mozjpeg: true }).toBuffer({ resolveWithObject: true })
      : await fitted.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true });
  return {
    data: out.data,
    mime: target.format === 'jpg' ? 'image/jpeg' : 'image/png',
    format: target.format,
    width: out.info.width,
    height: out.info.height,
    source: detected,
  };
}

/**
 * A product-locked result (./product-lock.ts) as the vendor sent it: the model painted around our
 * canvas, so the lock's composite maps its frame onto ours (stretching a result of another shape)
 * and encodes the final image. Nothing is resized or re-encoded here (no lossy step between the
 * vendor's bytes and that composite); a WebP result becomes a lossless PNG (our types are PNG and
 * JPEG).
 * @param data the vendor's bytes. @returns them, with their real type and size in px.
 * @throws ImageBytesError when the bytes are not a PNG, JPEG or WebP image.
 */
export async function toLockedResult(data: Buffer): Promise<RenderedImage> {
  const detected = await detectImage(data);
  if (detected.format === 'webp') {
    const png = await sharp(data, { limitInputPixels: RESULT_MAX_PIXELS }).rotate().png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
    return { data: png.data, mime: 'image/png', format: 'png', width: png.info.width, height: png.info.height };
  }
  const png = detected.format === 'png';
  return { data, mime: png ? 'image/png' : 'image/jpeg', format: png ? 'png' : 'jpg', width: detected.width, height: detected.height };
}

/**
 * Decodes a base64 image payload (OpenAI `b64_json`, Gemini `inlineData.data`, a `data:` URI body).
 * @returns the bytes. @throws ImageBytesError when the text is empty or not base64.
 */
export function decodeBase64Image(text: string): Buffer {
  const clean = text.replace(/\s+/g, '');
  if (!clean || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) throw new ImageBytesError('result is not base64');
  const data = Buffer.from(clean, clean.includes('-') || clean.includes('_') ? 'base64url' : 'base64');
  if (data.length === 0) throw new ImageBytesError('result is empty');
  return data;
}
