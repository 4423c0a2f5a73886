/** Library thumbnails, made with sharp. */
import sharp from 'sharp';

/**
 * A WebP thumbnail of a PNG or JPEG image.
 * Input: the image's bytes; `widthPx`, the thumbnail's width in pixels (never enlarged: a narrower
 * image keeps its width). Output: WebP bytes (quality 80), height in proportion.
 * Errors: sharp's error when the bytes cannot be decoded.
 */
export async function webpThumbnail(data: Buffer, widthPx: number): Promise<Buffer> {
  return sharp(data).resize({ width: widthPx, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
