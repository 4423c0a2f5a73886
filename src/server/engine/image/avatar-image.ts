/**
 * Profile photos with sharp: a square taken from the photo as it is displayed
 * (EXIF orientation applied), scaled to 512x512 and stored as WebP without metadata (sharp keeps
 * none unless asked: https://sharp.pixelplumbing.com/api-output#keepmetadata).
 */
import sharp, { type Metadata } from 'sharp';
import { MediaInputError } from './decode-image';
import { heifKind } from './heif-brands';
import { openHeic } from './heic-image';

/** A square in pixels of the oriented photo. */
export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

/** Thrown when a requested crop does not lie inside the photo. */
export class CropOutOfBoundsError extends Error {
  constructor() {
    super('crop outside the photo');
    this.name = 'CropOutOfBoundsError';
  }
}

/**
 * The size of the photo as displayed: the header's size, with width and height swapped for EXIF
 * orientations 5-8 (rotated by 90 or 270 degrees).
 * Input: PNG or JPEG bytes. Output: px. Errors: MediaInputError when the header cannot be read.
 */
export async function orientedSize(data: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaInputError('Image header could not be read', { cause: error });
  }
  if (!meta.width || !meta.height) throw new MediaInputError('Image header carries no size');
  // HEIF carries its rotation in the container, and libvips reports the size after it.
  const swap = heifKind(data) !== 'heic' && (meta.orientation ?? 1) >= 5;
  return swap ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * The square to keep: `crop` when given (it must lie inside the `width` x `height` photo), else
 * the largest centred square.
 * @throws CropOutOfBoundsError
 */
export function squareOf(width: number, height: number, crop?: SquareCrop): SquareCrop {
  if (!crop) {
    const size = Math.min(width, height);
    return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
  }
  if (crop.x < 0 || crop.y < 0 || crop.size < 1 || crop.x + crop.size > width || crop.y + crop.size > height) {
    throw new CropOutOfBoundsError();
  }
  return crop;
}

/**
 * Makes the stored profile photo.
 * Input: PNG, JPEG, WebP, AVIF or HEIC bytes, an optional square in oriented pixels, the side of the result in px
 * and the most pixels the decoder may accept.
 * Output: WebP bytes (quality 85), `sizePx` x `sizePx`, no EXIF, XMP or ICC metadata (sRGB).
 * Errors: CropOutOfBoundsError; MediaInputError when the image is truncated, corrupt or above `maxPixels`.
 */
export async function makeAvatar(data: Buffer, options: { crop?: SquareCrop; sizePx: number; maxPixels: number }): Promise<Buffer> {
  const { width, height } = await orientedSize(data);
  const square = squareOf(width, height, options.crop);
  const open = heifKind(data) === 'heic' ? await openHeic(data, options.maxPixels) : () => sharp(data, { failOn: 'truncated', limitInputPixels: options.maxPixels }).rotate();
  try {
    return await open()
      .extract({ left: square.x, top: square.y, width: square.size, height: square.size })
      .resize(options.sizePx, options.sizePx, { fit: 'cover', kernel: 'lanczos3' })
      .webp({ quality: 85, effort: 4 })
      .toBuffer();
  } catch (error) {
    throw new MediaInputError('Image could not be decoded', { cause: error });
  }
}
