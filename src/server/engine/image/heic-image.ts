/**
 * HEIC photos (what iPhones take by default: HEVC-coded images in a HEIF container, ISO/IEC
 * 23008-12). sharp's prebuilt libvips reads the HEIF header but carries no HEVC decoder, so the
 * pixels are decoded by libheif compiled to WebAssembly (the npm packages heic-decode and
 * libheif-js), inside the engine's workers like every decode. See docs/decisions/011-heic-uploads.md.
 */
import sharp, { type Sharp } from 'sharp';
import { MediaInputError, type RawImage } from './decode-image';
import { heifKind } from './heif-brands';

/**
 * Decodes a HEIC photo's primary image to upright RGBA pixels (libheif applies the file's
 * rotation and mirror transforms, so no EXIF orientation is applied after it).
 * Input: HEIC bytes and the most pixels accepted (width x height, read from the header first).
 * Output: RawImage, 4 channels, sizes in px. Errors: MediaInputError when the file is not HEIC,
 * is corrupt or truncated, or exceeds `maxPixels`.
 */
export async function decodeHeic(input: Buffer, maxPixels: number): Promise<RawImage> {
  if (heifKind(input) !== 'heic') throw new MediaInputError('Not a HEIC image');
  try {
    const header = await sharp(input, { limitInputPixels: false }).metadata();
    if (header.width && header.height && header.width * header.height > maxPixels) throw new MediaInputError('Image exceeds the pixel limit');
  } catch (error) {
    if (error instanceof MediaInputError) throw error;
    // A header libvips cannot read is left to libheif, which names the fault below.
  }
  let image: Awaited<ReturnType<typeof import('heic-decode').default>>;
  try {
    // Loaded on first use: the WebAssembly decoder weighs some megabytes that most workers never need.
    const { default: decode } = await import('heic-decode');
    image = await decode({ buffer: input });
  } catch (error) {
    throw new MediaInputError('HEIC image could not be decoded', { cause: error });
  }
  if (image.width * image.height > maxPixels) throw new MediaInputError('Image exceeds the pixel limit');
  const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return { data, width: image.width, height: image.height, channels: 4 };
}

/**
 * A sharp pipeline over a decoded HEIC photo, for the same re-encoding as any other upload.
 * Input: HEIC bytes, pixel limit. Output: a function that opens a fresh pipeline each call.
 * Errors: as decodeHeic.
 */
export async function openHeic(input: Buffer, maxPixels: number): Promise<() => Sharp> {
  const raw = await decodeHeic(input, maxPixels);
  return () => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels }, limitInputPixels: maxPixels });
}
