/**
 * HEIC photos (what iPhones take by default: HEVC-coded images in a HEIF container, ISO/IEC
 * 23008-12). sharp's prebuilt libvips reads the HEIF header but carries no HEVC decoder, so the
 * pixels are decoded by libheif compiled to WebAssembly (the npm packages heic-decode and
 * libheif-js), inside the engine's workers like every decode. See docs/decisions/011-heic-uploads.md.
 */
import sharp, { type Sharp } from 'sharp';
import { MediaInputError, type RawImage } from './decode-image';

/** Major brands of HEVC-coded HEIF files (image and sequence), from ISO/IEC 23008-12 Annex B. */
export const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'] as const;
/** Brands of the generic HEIF structure, used as major brand by some cameras: HEIC unless the file lists an AV1 brand. */
const GENERIC_HEIF_BRANDS = ['mif1', 'msf1'];
const AVIF_BRANDS = ['avif', 'avis'];

/**
 * The brands of an ISO-BMFF file's leading 'ftyp' box: the major brand then each compatible brand.
 * Input: file bytes. Output: four-character brands; [] when the file does not start with 'ftyp'.
 */
export function ftypBrands(input: Buffer): string[] {
  if (input.length < 16 || input.toString('latin1', 4, 8) !== 'ftyp') return [];
  const boxSize = Math.min(input.readUInt32BE(0), input.length, 4096);
  const brands = [input.toString('latin1', 8, 12)];
  // Bytes 12-15 hold the minor version; compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(input.toString('latin1', at, at + 4));
  return brands;
}

/**
 * What an ISO-BMFF image file holds, from its brands: 'avif' (AV1), 'heic' (HEVC) or null.
 * A generic 'mif1'/'msf1' file is AVIF when it lists an AVIF brand, HEIC when it lists a HEIC one.
 */
export function heifKind(input: Buffer): 'avif' | 'heic' | null {
  const [major, ...compatible] = ftypBrands(input);
  if (!major) return null;
  if (AVIF_BRANDS.includes(major)) return 'avif';
  if ((HEIC_BRANDS as readonly string[]).includes(major)) return 'heic';
  if (GENERIC_HEIF_BRANDS.includes(major)) {
    if (compatible.some((brand) => AVIF_BRANDS.includes(brand))) return 'avif';
    if (compatible.some((brand) => (HEIC_BRANDS as readonly string[]).includes(brand))) return 'heic';
  }
  return null;
}

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
