/**
 * What an ISO-BMFF image file (HEIF, ISO/IEC 23008-12) holds, read from the brands of its leading
 * 'ftyp' box: AV1 images (AVIF) or HEVC images (HEIC).
 */

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
