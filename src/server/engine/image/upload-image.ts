/**
 * Uploaded product photos with sharp: the size read from the
 * header before any decoding, then the stored copy re-encoded (EXIF orientation applied, metadata
 * stripped) in the file's own format.
 */
import sharp, { type Metadata } from 'sharp';
import { MediaInputError } from './decode-image';

/**
 * The pixel size from the file's header, without decoding (and without a pixel limit, so an
 * oversized image can be named as such by the caller).
 * Input: PNG or JPEG bytes. Output: width and height in px, as stored (before EXIF orientation).
 * Errors: MediaInputError when the header cannot be read or carries no size.
 */
export async function readImageSize(data: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new MediaInputError('Image header could not be read', { cause: error });
  }
  if (!meta.width || !meta.height) throw new MediaInputError('Image header carries no size');
  return { width: meta.width, height: meta.height };
}

/**
 * Re-encodes an upload for storage: auto-oriented, metadata stripped, same format (PNG at
 * compression level 6; JPEG at quality 95, mozjpeg, 4:4:4 chroma).
 * Input: the bytes, their sniffed `type`, and `maxPixels` (width x height) the decoder may accept.
 * Output: the new bytes and their size in px (after orientation).
 * Errors: MediaInputError when the image is truncated, corrupt or above `maxPixels`.
 */
export async function normaliseUpload(
  data: Buffer,
  type: 'png' | 'jpeg',
  maxPixels: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const pipeline = sharp(data, { failOn: 'truncated', limitInputPixels: maxPixels }).rotate();
    const out = await (type === 'png'
      ? pipeline.png({ compressionLevel: 6 })
      : pipeline.jpeg({ quality: 95, mozjpeg: true, chromaSubsampling: '4:4:4' })
    ).toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch (error) {
    throw new MediaInputError('Image could not be decoded', { cause: error });
  }
}
