/**
 * The checks every ad creative passes, computed from its geometry and its pixels:
 * - contrast: WCAG 2.x contrast ratio of a text's colour against every pixel behind its box
 *   (relative luminance and ratio as defined in WCAG 2.2, 'contrast ratio'); at least 4.5:1 for body
 *   text and 3:1 for large text (at least 24 px, or 18.66 px bold: WCAG's 18 pt and 14 pt bold);
 * - product clear: no text box covers a pixel of the product's matte (alpha >= 50%);
 * - safe zone: every text box and the logo lie inside the placement's safe zone;
 * - overflow: every text fitted its box (measured by the renderer, ./text-fit.ts);
 * - logo aspect: the drawn logo's aspect ratio is the file's within 1%.
 */
import type { Rect } from './ad-geometry';

export { insideRect, overlaps } from './ad-geometry';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** '#rrggbb' to 0..255 channels. @throws on anything else. */
export function hexRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `a` toward `b` by `t` (0 = a, 1 = b), in sRGB. */
export function mix(a: string, b: string, t: number): string {
  const x = hexRgb(a);
  const y = hexRgb(b);
  return rgbHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour, 0..1. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two luminances, 1..21. */
export function contrastRatio(l1: number, l2: number): number {
  const [hi, lo] = l1 > l2 ? [l1, l2] : [l2, l1];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG's "large text": at least 24 px, or 18.66 px when bold. */
export function isLargeText(sizePx: number, bold: boolean): boolean {
  return sizePx >= 24 || (bold && sizePx >= 18.66);
}

/** The contrast a text needs: 3 for large text, 4.5 otherwise. */
export function requiredContrast(sizePx: number, bold: boolean): number {
  return isLargeText(sizePx, bold) ? 3 : 4.5;
}

/** An RGBA raster, 4 bytes a pixel, row by row. */
export interface Raster {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}

const clip = (r: Rect, w: number, h: number) => {
  const x0 = Math.max(0, Math.floor(r.x));
  const y0 = Math.max(0, Math.floor(r.y));
  const x1 = Math.min(w, Math.ceil(r.x + r.width));
  const y1 = Math.min(h, Math.ceil(r.y + r.height));
  return { x0, y0, x1, y1 };
};

/**
 * The lowest contrast ratio of `colour` against the pixels of `raster` inside `box` (the pixels
 * behind the text: the page, blocks, the button, the product's shadow). Returns 21 for an empty box.
 */
export function minContrast(raster: Raster, box: Rect, colour: string): number {
  const text = luminance(hexRgb(colour));
  const { x0, y0, x1, y1 } = clip(box, raster.width, raster.height);
  let worst = 21;
  const seen = new Map<number, number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * raster.width + x) * 4;
      const key = (raster.data[i]! << 16) | (raster.data[i + 1]! << 8) | raster.data[i + 2]!;
      let ratio = seen.get(key);
      if (ratio === undefined) {
        ratio = contrastRatio(text, luminance({ r: raster.data[i]!, g: raster.data[i + 1]!, b: raster.data[i + 2]! }));
        seen.set(key, ratio);
      }
      if (ratio < worst) worst = ratio;
    }
  }
  return worst;
}

/** How many pixels of `alpha` (one byte a pixel, the product's coverage on the canvas) inside `box` are at least half opaque. */
export function productPixelsUnder(alpha: Raster & { channels: 1 }, box: Rect): number {
  const { x0, y0, x1, y1 } = clip(box, alpha.width, alpha.height);
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (alpha.data[y * alpha.width + x]! >= 128) n++;
  return n;
}
