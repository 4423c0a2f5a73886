/**
 * Decoding of stored product photos into raw pixels: type detected from the bytes (PNG or JPEG
 * only: uploads in other formats are converted to one of them on upload), pixel count capped, EXIF
 * orientation applied.
 */
import sharp, { type Sharp } from 'sharp';
import { UPLOAD_MAX_PIXELS } from '../../../shared/catalog';
import { heifKind } from './heif-brands';

/** Thrown when an input buffer is not a decodable PNG or JPEG photo. */
export class MediaInputError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaInputError';
  }
}

/** Raw interleaved 8-bit pixels. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** A decoded photo: oriented RGBA pixels plus facts about the file. */
export interface DecodedImage {
  /** RGBA, 4 channels, width*height*4 bytes, after EXIF auto-orientation. */
  rgba: RawImage;
  format: 'png' | 'jpeg';
  /** The file carries an alpha channel (usable or not). */
  fileHasAlpha: boolean;
}

/**
 * Reads the format from the first bytes (magic numbers), never from a name.
 * Input: file bytes. Output: 'png' | 'jpeg'. Errors: MediaInputError for anything else.
 */
export function sniffFormat(input: Buffer): 'png' | 'jpeg' {
  if (!Buffer.isBuffer(input) || input.length < 8) throw new MediaInputError('Image is empty or truncated');
  if (input[0] === 0x89 && input[1] === 0x50 && input[2] === 0x4e && input[3] === 0x47) return 'png';
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  throw new MediaInputError('Unsupported image type: expected PNG or JPEG bytes');
}

/** What an upload may be: PNG and JPEG are stored as they are; WebP, AVIF and HEIC are converted on upload. */
export type UploadType = 'png' | 'jpeg' | 'webp' | 'avif' | 'heic';

/**
 * Reads an upload's format from its first bytes, never from a name: PNG, JPEG, WebP ('RIFF' ....
 * 'WEBP'), AVIF or HEIC (an ISO-BMFF 'ftyp' box whose brands name AV1 or HEVC images; ISO/IEC
 * 23008-12 and the AV1 Image File Format specification; see ./heic-image.ts).
 * Errors: MediaInputError for anything else.
 */
export function sniffUpload(input: Buffer): UploadType {
  if (Buffer.isBuffer(input) && input.length >= 12) {
    if (input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') return 'webp';
    const heif = heifKind(input);
    if (heif) return heif;
  }
  return sniffFormat(input);
}

/** A sharp pipeline over the input, limited to UPLOAD_MAX_PIXELS and auto-oriented. */
export function openImage(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).rotate();
}

/**
 * Decodes a PNG/JPEG photo into oriented RGBA pixels.
 * Input: file bytes. Output: DecodedImage (sizes in px after EXIF orientation).
 * Errors: MediaInputError when the bytes are not PNG/JPEG, are corrupt, or exceed 40 MP.
 */
export async function decodeImage(input: Buffer): Promise<DecodedImage> {
  const format = sniffFormat(input);
  try {
    const meta = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
    const { data, info } = await openImage(input)
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      rgba: { data, width: info.width, height: info.height, channels: 4 },
      format,
      fileHasAlpha: meta.hasAlpha === true,
    };
  } catch (err) {
    if (err instanceof MediaInputError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new MediaInputError(`Image could not be decoded (${format}): ${reason}`, { cause: err });
  }
}

/** Alpha-channel usability thresholds (fractions of all pixels). */
const MIN_TRANSPARENT_FRACTION = 0.02;
const MIN_OPAQUE_FRACTION = 0.02;

/**
 * Whether an RGBA image's alpha channel separates a product from its background: at least 2 % of
 * the pixels nearly transparent (alpha < 32) and at least 2 % nearly opaque (alpha >= 224).
 * An all-opaque alpha (common in PNG exports) or an all-transparent one is not usable.
 * Input: RGBA raw image. Output: boolean.
 */
export function isAlphaUsable(rgba: RawImage): boolean {
  const n = rgba.width * rgba.height;
  if (n === 0 || rgba.channels !== 4) return false;
  let transparent = 0;
  let opaque = 0;
  const d = rgba.data;
  // Sample at most ~250k pixels.
  const step = Math.max(1, Math.floor(n / 250_000));
  let counted = 0;
  for (let i = 0; i < n; i += step) {
    const a = d[i * 4 + 3] ?? 255;
    if (a < 32) transparent++;
    else if (a >= 224) opaque++;
    counted++;
  }
  return transparent / counted >= MIN_TRANSPARENT_FRACTION && opaque / counted >= MIN_OPAQUE_FRACTION;
}
