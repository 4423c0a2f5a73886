/**
 * The compliance check of a Studio Photos packshot, run on the encoded bytes as a
 * marketplace would read them:
 *
 * - size and format: the decoded file has the StudioSpec's width, height and format;
 * - background: every pixel outside the zone (the product, its soft edge, its shadow, and for JPEG
 *   the 8x8 blocks they touch; ./packshot.ts) is exactly the background colour (transparent: alpha
 *   exactly 0); purity is the percent that are, and only 100 % passes;
 * - fill: the product's box (its matte at alpha >= 128 as placed) fills between the StudioSpec's minimum
 *   and maximum share of the frame, measured as the longer relative dimension, and lies inside it;
 * - colour space: sRGB (an untagged file, or one tagged with an sRGB profile);
 * - metadata: no EXIF, IPTC, Photoshop tags or PNG text, no ICC profile other than sRGB, and no XMP
 *   but Vitrine's statement of how the image was made (IPTC DigitalSourceType: ../image/provenance.ts),
 *   which says nothing of a camera, a place or a person;
 * - cut-out: the matte is one a seller can publish unseen (cutoutConfident): a packshot whose
 *   background may hold leftovers is never called ready for a marketplace.
 */
import sharp from 'sharp';
import type { ComplianceReport } from '../../../shared/contracts/studio';
import { TRANSPARENT, type StudioSpec } from '../../../shared/studio-presets';
import type { CutoutMethod, CutoutWarning } from '../../../shared/contracts/cutout';
import { labelComponents, type BBox } from '../cutout/mask-ops';
import { hexToRgb } from './packshot';
import { isProvenanceOnly } from '../image/provenance';

/** What the check needs of a packshot. */
export interface CheckedPackshot {
  data: Buffer;
  /** The background painted ('#RRGGBB' or 'transparent'). */
  background: string;
  /** width*height bytes, 1 where a pixel may differ from the background. */
  zone: Uint8Array;
  productBox: BBox;
}

/** Warnings that mean the cut-out may hold something that is not the product, or miss part of it. */
const DOUBTS: readonly CutoutWarning[] = ['uncertain_edges', 'several_objects', 'touches_frame', 'check_leftovers', 'small_product'];
/** Lowest engine confidence of a cut-out published unseen. */
const MIN_CONFIDENCE = 0.75;
/** A separate piece under this share of the largest one is a stray (a speck, a corner of a box), not a part of the product. */
const STRAY_RATIO = 0.05;

/**
 * Whether a cut-out can go to a marketplace unseen.
 * Input: the matte (width*height bytes, 255 = product), its method, confidence and warnings.
 * Output: true when it holds no stray piece (a separate piece under 5 % of the largest, at least
 * 16 px) and, unless the seller's own alpha or touch-up made it, the engine was confident (at least
 * 0.75) with none of the warnings that doubt what was kept.
 */
export function cutoutConfident(matte: Uint8Array, width: number, height: number, about: { method: CutoutMethod; confidence?: number | null; warnings?: readonly CutoutWarning[] }): boolean {
  const binary = new Uint8Array(width * height);
  for (let i = 0; i < binary.length; i += 1) binary[i] = matte[i]! >= 128 ? 1 : 0;
  const areas = labelComponents(binary, width, height).areas.slice(1);
  const largest = Math.max(0, ...areas);
  if (areas.some((a) => a >= 16 && a < largest * STRAY_RATIO)) return false;
  return !cutoutDoubted(about);
}

/**
 * Whether the engine doubted a cut-out when it made it (read from what is stored with the matte,
 * no pixels): an automatic cut-out under 0.75 confidence or with a warning that doubts what was
 * kept. The seller's own alpha and a touch-up are never doubted.
 */
export function cutoutDoubted(about: { method: CutoutMethod; confidence?: number | null; warnings?: readonly CutoutWarning[] }): boolean {
  if (about.method === 'alpha' || about.method === 'touch_up') return false;
  return (about.confidence ?? 0) < MIN_CONFIDENCE || (about.warnings ?? []).some((w) => DOUBTS.includes(w));
}

/** Percent with 3 decimals, rounded down (99.9996 % stays under 100). */
function percentDown(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.floor((part / whole) * 100_000) / 1000;
}

/** Whether an ICC profile is an sRGB one (its description names sRGB). */
function isSrgbProfile(icc: Buffer): boolean {
  return /sRGB/i.test(icc.toString('latin1'));
}

/**
 * Whether the painted background is the one the spec asks for: exactly, except that a JPEG tint
 * (not white or grey) may sit up to 3 steps away so that it survives JPEG exactly (./packshot.ts
 * `jpegExactColour`).
 */
function paintedAsAsked(painted: string, spec: StudioSpec): boolean {
  if (spec.background === TRANSPARENT || painted === TRANSPARENT) return painted === spec.background;
  const a = hexToRgb(painted);
  const b = hexToRgb(spec.background);
  const diff = Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
  const grey = b[0] === b[1] && b[1] === b[2];
  return diff === 0 || (spec.format === 'jpg' && !grey && diff <= 3);
}

/**
 * Checks a packshot against its spec (module docstring).
 * Input: the packshot (bytes, background, zone, product box), the spec it was made for, and
 * whether its cut-out passed cutoutConfident (default true).
 * Output: the report; `passed` only when every check passes. Errors: sharp's, for bytes that do not decode.
 */
export async function checkPackshot(packshot: CheckedPackshot, spec: StudioSpec, cutoutOk = true): Promise<ComplianceReport> {
  const meta = await sharp(packshot.data).metadata();
  const format = meta.format === 'jpeg' ? 'jpg' : meta.format === 'png' ? 'png' : null;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const size = width === spec.width && height === spec.height;

  const icc = meta.icc;
  const colourSpace = meta.space ?? 'unknown';
  const colourSpaceOk = colourSpace === 'srgb' && (!icc || isSrgbProfile(icc));
  const comments = (meta as { comments?: unknown[] }).comments ?? [];
  const metadataStripped = !meta.exif && (!meta.xmp || isProvenanceOnly(meta.xmp)) && !meta.iptc && !meta.tifftagPhotoshop && comments.length === 0 && (!icc || isSrgbProfile(icc));

  let checked = 0;
  let pure = 0;
  const transparent = spec.background === TRANSPARENT;
  if (size && packshot.zone.length === width * height) {
    const { data, info } = await sharp(packshot.data).raw().toBuffer({ resolveWithObject: true });
    const ch = info.channels;
    const [r, g, b] = transparent ? [0, 0, 0] : hexToRgb(packshot.background);
    for (let p = 0; p < width * height; p += 1) {
      if (packshot.zone[p]) continue;
      checked += 1;
      const o = p * ch;
      if (transparent) {
        if (ch === 4 && data[o + 3] === 0) pure += 1;
      } else if (data[o] === r && data[o + 1] === g && data[o + 2] === b && (ch < 4 || data[o + 3] === 255)) {
        pure += 1;
      }
    }
  }
  const backgroundOk = size && checked > 0 && pure === checked && paintedAsAsked(packshot.background, spec);

  const box = packshot.productBox;
  const fill = Math.max(box.width / spec.width, box.height / spec.height);
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= spec.width && box.y + box.height <= spec.height && box.width > 0;
  const fillOk = inside && fill >= spec.minFill && fill <= spec.maxFill;

  const checks = {
    size,
    format: format === spec.format,
    background: backgroundOk,
    fill: fillOk,
    colourSpace: colourSpaceOk,
    metadata: metadataStripped,
    cutout: cutoutOk,
  };
  return {
    passed: Object.values(checks).every(Boolean),
    width,
    height,
    format: format ?? spec.format,
    background: packshot.background,
    backgroundPurity: percentDown(pure, checked),
    backgroundPixels: checked,
    fill: Math.round(fill * 1000) / 10,
    minFill: Math.round(spec.minFill * 1000) / 10,
    maxFill: Math.round(spec.maxFill * 1000) / 10,
    colourSpace,
    metadataStripped,
    checks,
  };
}
