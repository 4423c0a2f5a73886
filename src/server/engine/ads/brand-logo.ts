/**
 * A brand kit's logo made safe to keep and draw: PNG, JPEG or WebP re-encoded as PNG; SVG refused
 * when it holds scripts, event handlers, foreign objects, entities or references to anything outside
 * itself, else rasterised by resvg (which runs no script, loads no file or URL and no system font)
 * and never kept as SVG. Output: a PNG with alpha, its long side at most 1024 px (never enlarged
 * past a raster's own size), and its size.
 *
 * @throws LogoError: 'logo_not_image' (not a PNG, JPEG, WebP or SVG, or unreadable),
 *   'logo_too_large' (more than 5 MB, or a side above 8000 px), 'logo_svg_unsafe'.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp, { type Metadata, type OverlayOptions, type Sharp } from 'sharp';
import { BRAND_KIT_LIMITS } from '../../../shared/ad-creatives';

export type LogoErrorCode = 'logo_not_image' | 'logo_too_large' | 'logo_svg_unsafe';

export class LogoError extends Error {
  constructor(
    readonly code: LogoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LogoError';
  }
}

/** Long side of a stored logo, px. */
export const LOGO_MAX_SIDE = 1024;

/** What makes an SVG unsafe: script, handlers, foreign content, entities, outside references (href/url() other than '#id'). */
const UNSAFE_SVG: [RegExp, string][] = [
  [/<script\b/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler'],
  [/<foreignObject\b/i, 'foreign content'],
  [/<!ENTITY\b|<!DOCTYPE[^>]*\[/i, 'an entity declaration'],
  [/\b(?:xlink:)?href\s*=\s*["']\s*(?!#)/i, 'a reference to another file or address'],
  [/url\(\s*["']?\s*(?!#)/i, 'a reference to another file or address'],
  [/@import\b/i, 'a style import'],
  [/javascript:/i, 'a script'],
];

/** An XML text (it starts with '<') holding an <svg> element in its first 4 KB. */
const isSvg = (data: Buffer) => {
  const head = data.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*</.test(head) && /<svg[\s>]/i.test(head);
};

/** See the module's docstring. Input: the uploaded bytes. */
export async function prepareLogo(data: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  if (data.length > BRAND_KIT_LIMITS.logoBytes) throw new LogoError('logo_too_large', `the logo is ${data.length} bytes; at most ${BRAND_KIT_LIMITS.logoBytes}`);
  if (isSvg(data)) {
    const text = data.toString('utf8');
    for (const [pattern, what] of UNSAFE_SVG) if (pattern.test(text)) throw new LogoError('logo_svg_unsafe', `the SVG holds ${what}`);
    let rendered: { width: number; height: number; png: Buffer };
    try {
      const probe = new Resvg(text, { font: { loadSystemFonts: false } });
      if (probe.width > BRAND_KIT_LIMITS.logoMaxSide * 4 || probe.height > BRAND_KIT_LIMITS.logoMaxSide * 4) throw new LogoError('logo_too_large', 'the SVG is too large');
      const landscape = probe.width >= probe.height;
      const image = new Resvg(text, { font: { loadSystemFonts: false }, fitTo: landscape ? { mode: 'width', value: LOGO_MAX_SIDE } : { mode: 'height', value: LOGO_MAX_SIDE } }).render();
      rendered = { width: image.width, height: image.height, png: Buffer.from(image.asPng()) };
    } catch (error) {
      if (error instanceof LogoError) throw error;
      throw new LogoError('logo_not_image', `the SVG cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!rendered.width || !rendered.height) throw new LogoError('logo_not_image', 'the SVG has no size');
    return trimmed(rendered.png);
  }
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new LogoError('logo_not_image', 'the file is not an image');
  }
  if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format)) throw new LogoError('logo_not_image', `a ${meta.format ?? 'unknown'} file is not accepted`);
  if ((meta.width ?? 0) > BRAND_KIT_LIMITS.logoMaxSide || (meta.height ?? 0) > BRAND_KIT_LIMITS.logoMaxSide) throw new LogoError('logo_too_large', `the logo is ${meta.width}x${meta.height} px; at most ${BRAND_KIT_LIMITS.logoMaxSide} px a side`);
  try {
    const png = await sharp(data, { limitInputPixels: BRAND_KIT_LIMITS.logoMaxSide ** 2 }).rotate().resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).ensureAlpha().png().toBuffer();
    return trimmed(png);
  } catch {
    throw new LogoError('logo_not_image', 'the image cannot be read');
  }
}

/** The logo without its transparent border (a margin baked into the file would shrink it in every layout). */
async function trimmed(png: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! > 8) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) throw new LogoError('logo_not_image', 'the logo is fully transparent');
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const out = await sharp(png).extract({ left: x0, top: y0, width, height }).png().toBuffer();
  return { png: out, width, height };
}
