/**
 * Uploaded product photos with sharp: the size read from the
 * header before any decoding, then the stored copy re-encoded (EXIF orientation applied, metadata
 * stripped) in the file's own format, or converted when the format is WebP, AVIF or HEIC.
 */
import sharp, { type Metadata } from 'sharp';
import { MediaInputError, type UploadType } from './decode-image';
import { openHeic } from './heic-image';

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
 * Re-encodes an upload for storage: auto-oriented, metadata stripped, as PNG (compression level 6)
 * or JPEG (quality 95, mozjpeg, 4:4:4 chroma). PNG and JPEG keep their format; WebP, AVIF and HEIC
 * are converted: to PNG when they carry transparency (an alpha channel that is not fully opaque,
 * which may be the product's own cut-out), else to JPEG. HEIC is decoded by libheif (./heic-image.ts),
 * which applies the file's own rotation, so no EXIF orientation is applied after it.
 * Input: the bytes, their sniffed `type`, and `maxPixels` (width x height) the decoder may accept.
 * Output: the new bytes, their format, and their size in px (after orientation).
 * Errors: MediaInputError when the image is truncated, corrupt or above `maxPixels`.
 */
export async function normaliseUpload(
  data: Buffer,
  type: UploadType,
  maxPixels: number,
): Promise<{ data: Buffer; type: 'png' | 'jpeg'; width: number; height: number }> {
  try {
    const open = type === 'heic' ? await openHeic(data, maxPixels) : () => sharp(data, { failOn: 'truncated', limitInputPixels: maxPixels }).rotate();
    let stored: 'png' | 'jpeg' = type === 'png' ? 'png' : 'jpeg';
    if (type === 'webp' || type === 'avif' || type === 'heic') {
      const meta = await open().metadata();
      stored = meta.hasAlpha && !(await open().stats()).isOpaque ? 'png' : 'jpeg';
    }
    const pipeline = open();
    const out = await (stored === 'png'
      ? pipeline.png({ compressionLevel: 6 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 95, mozjpeg: true, chromaSubsampling: '4:4:4' })
    ).toBuffer({ resolveWithObject: true });
    return { data: out.data, type: stored, width: out.info.width, height: out.info.height };
  } catch (error) {
    throw new MediaInputError('Image could not be decoded', { cause: error });
  }
}
