/**
 * The drawing pieces every listing image shares, on the ad creatives' engine (../ads): the product
 * placed from its cut-out with a contact shadow, a vector layer (lines, dots, icons) rasterised by
 * resvg, texts fitted to their boxes by satori (./../ads/text-fit.ts) and coloured by the WCAG
 * contrast they reach against every pixel behind them (../ads/ad-checks.ts), and the checks.
 *
 * Coordinates are pixels of the output image, origin top left.
 */
import satori from 'satori';
import sharp, { type OverlayOptions } from 'sharp';
import type { AdFont } from '../../../shared/ad-creatives';
import type { ListingCheckReport, ListingStyle } from '../../../shared/contracts/listing-sets';
import { minContrast, requiredContrast, type Raster } from '../ads/ad-checks';
import { missingGlyphs, satoriFonts } from '../ads/ad-fonts';
import type { Rect } from '../ads/ad-geometry';
import { fitInside, productLayers, productPixels, svgToRaster, type RgbaPixels } from '../ads/product-layer';
import { fitText, lineWidth, textCss, type TextStyle } from '../ads/text-fit';
import type { DigitalSourceType } from '../../../shared/provenance';
import { withProvenance } from '../image/provenance';

export type { Rect };

/** Near-black ink of texts and lines on light pages. */
export const INK = '#141414';
export const WHITE = '#ffffff';

/** Vitrine's design when no brand kit is chosen. */
export const DEFAULT_LISTING_STYLE: ListingStyle = { headingFont: 'inter', bodyFont: 'inter', accent: '#1f4e79' };

/** One listing image drawn. */
export interface RenderedListingImage {
  /** JPEG bytes, exactly width x height px. */
  data: Buffer;
  width: number;
  height: number;
  checks: ListingCheckReport;
}

/** A product placed on a canvas: its overlays, its box, and its alpha at every canvas pixel. */
export interface PlacedProduct {
  layers: OverlayOptions[];
  place: Rect;
  /** W*H bytes: the product's alpha (0..255) where it is drawn. */
  alpha: Uint8Array;
  /** The placed pixels, RGBA, place.width x place.height. */
  pixels: Buffer;
}

/**
 * Fits a cut-out (or photo) into `box` on a `canvas` (px) and builds its layers.
 * @throws MediaInputError when the image cannot be read or the cut-out is empty.
 */
export async function placeProduct(product: { data: Buffer; kind: 'cutout' | 'photo' }, box: Rect, canvas: { width: number; height: number }, anchor: 'bottom' | 'center' = 'center', trimmed?: RgbaPixels): Promise<PlacedProduct> {
  const px = trimmed ?? (await productPixels(product));
  const place = fitInside(box, px.width, px.height, anchor);
  const pixels = await sharp(px.data, { raw: { width: px.width, height: px.height, channels: 4 } }).resize(place.width, place.height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  const layers = await productLayers(pixels, place, canvas, product.kind);
  const alpha = new Uint8Array(canvas.width * canvas.height);
  for (let y = 0; y < place.height; y++) {
    const cy = place.y + y;
    if (cy < 0 || cy >= canvas.height) continue;
    for (let x = 0; x < place.width; x++) {
      const cx = place.x + x;
      if (cx >= 0 && cx < canvas.width) alpha[cy * canvas.width + cx] = Math.max(alpha[cy * canvas.width + cx]!, pixels[(y * place.width + x) * 4 + 3]!);
    }
  }
  return { layers, place, alpha, pixels };
}

/** The page with its layers composited, as an RGBA raster (what texts are measured against). */
export async function composePage(width: number, height: number, colour: string, layers: OverlayOptions[]): Promise<Raster & { data: Buffer }> {
  const { data, info } = await sharp({ create: { width, height, channels: 4, background: colour } })
    .composite(layers)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** An SVG document of `body` at the canvas size, rasterised to a PNG overlay. */
export function vectorLayer(width: number, height: number, body: string): OverlayOptions {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { input: svgToRaster(svg, width), left: 0, top: 0 };
}

/** One text to draw: its box, style and the sizes it may take (px). */
export interface TextItem {
  /** What the checks call it: 'title', 'callout-1-title', 'width'… */
  id: string;
  text: string;
  rect: Rect;
  style: TextStyle;
  sizes: { min: number; max: number };
  vAlign?: 'top' | 'center' | 'bottom';
  singleLine?: boolean;
  /** Colours to try, in order (default: the ink, then white). */
  inks?: string[];
}

/** A text fitted, placed and coloured. */
export interface PlacedText {
  item: TextItem;
  size: number;
  box: Rect;
  colour: string;
  ratio: number;
  required: number;
}

/** Fits every text; those that cannot fit even at their smallest size are returned in `overflow`, never cut. */
export async function fitTexts(items: TextItem[]): Promise<{ fitted: { item: TextItem; size: number; height: number; width: number }[]; overflow: string[]; missing: string[] }> {
  const fitted: { item: TextItem; size: number; height: number; width: number }[] = [];
  const overflow: string[] = [];
  const missing: string[] = [];
  for (const item of items) {
    missing.push(...missingGlyphs(item.text, item.style.family));
    const fit = await fitText(item.text, item.style, item.rect, item.sizes, item.singleLine ?? false);
    if (!fit) {
      overflow.push(item.id);
      continue;
    }
    const width = item.singleLine ? Math.min(item.rect.width, Math.ceil(await lineWidth(item.text, item.style, fit.size))) : item.rect.width;
    fitted.push({ item, size: fit.size, height: fit.height, width });
  }
  return { fitted, overflow, missing: [...new Set(missing)] };
}

/** Places fitted texts in their boxes and gives each the first ink that reaches its WCAG ratio on `raster` (else the clearest). */
export function placeTexts(raster: Raster, fitted: Awaited<ReturnType<typeof fitTexts>>['fitted']): PlacedText[] {
  return fitted.map((f) => {
    const r = f.item.rect;
    const v = f.item.vAlign ?? 'top';
    const y = v === 'top' ? r.y : v === 'bottom' ? r.y + r.height - f.height : r.y + (r.height - f.height) / 2;
    const x = f.item.singleLine && f.item.style.align === 'center' ? r.x + (r.width - f.width) / 2 : r.x;
    const box = { x: Math.round(x), y: Math.round(y), width: Math.round(f.item.singleLine ? f.width : r.width), height: f.height };
    const required = requiredContrast(f.size, f.item.style.weight === 700);
    let best = { colour: (f.item.inks ?? [INK])[0]!, ratio: 0 };
    for (const colour of f.item.inks ?? [INK, WHITE]) {
      const ratio = minContrast(raster, box, colour);
      if (ratio >= required) {
        best = { colour, ratio };
        break;
      }
      if (ratio > best.ratio) best = { colour, ratio };
    }
    return { item: f.item, size: f.size, box, colour: best.colour, ratio: best.ratio, required };
  });
}

type El = { type: string; props: Record<string, unknown> };
const div = (style: Record<string, unknown>, children?: unknown): El => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

/** The texts drawn by satori on a transparent canvas, as a PNG overlay. */
export async function textLayer(width: number, height: number, placed: PlacedText[], families: AdFont[]): Promise<OverlayOptions> {
  const els = placed.map((p) =>
    div({ position: 'absolute', left: p.box.x, top: p.box.y, width: p.box.width, height: p.box.height, color: p.colour, ...textCss(p.item.style, p.size, { flexWrap: 'wrap', whiteSpace: p.item.singleLine ? 'nowrap' : 'normal' }) }, p.item.text),
  );
  const svg = await satori(div({ width, height, position: 'relative' }, els) as never, { width, height, fonts: satoriFonts(families) });
  return { input: svgToRaster(svg, width), left: 0, top: 0 };
}

/** The names of the placed texts whose box covers a pixel of the product (alpha >= 50 %). */
export function textsOverProduct(placed: PlacedText[], alpha: Uint8Array, width: number): string[] {
  const over: string[] = [];
  for (const p of placed) {
    let hit = false;
    for (let y = Math.max(0, p.box.y); y < p.box.y + p.box.height && !hit; y++) {
      for (let x = Math.max(0, p.box.x); x < Math.min(width, p.box.x + p.box.width); x++) {
        if ((alpha[y * width + x] ?? 0) >= 128) {
          hit = true;
          break;
        }
      }
    }
    if (hit) over.push(p.item.id);
  }
  return over;
}

/** The check report of a drawn image (see ListingCheckReport); `passed` when every check is ok. */
export function listingChecks(parts: {
  width: number;
  height: number;
  expected: { width: number; height: number };
  overflow?: string[];
  placed?: PlacedText[];
  overProduct?: string[];
  missing?: string[];
  enlarged?: number;
  compliance?: ListingCheckReport['compliance'];
}): ListingCheckReport {
  const texts = (parts.placed ?? []).map((p) => ({ item: p.item.id, ratio: Math.round(p.ratio * 100) / 100, required: p.required }));
  const factor = Math.round((parts.enlarged ?? 1) * 100) / 100;
  const report: ListingCheckReport = {
    passed: false,
    size: { ok: parts.width === parts.expected.width && parts.height === parts.expected.height, width: parts.width, height: parts.height },
    overflow: { ok: (parts.overflow ?? []).length === 0, items: parts.overflow ?? [] },
    contrast: { ok: texts.every((t) => t.ratio >= t.required), texts },
    productClear: { ok: (parts.overProduct ?? []).length === 0, items: parts.overProduct ?? [] },
    glyphs: { ok: (parts.missing ?? []).length === 0, missing: parts.missing ?? [] },
    enlarged: { ok: factor <= 1, factor },
    compliance: parts.compliance ?? null,
  };
  report.passed = report.size.ok && report.overflow.ok && report.contrast.ok && report.productClear.ok && report.glyphs.ok && report.enlarged.ok && (report.compliance?.passed ?? true);
  return report;
}

/**
 * JPEG as listings take it: quality 90, 4:4:4, sRGB, no metadata but the statement of how the image
 * was made (`sourceType`, IPTC DigitalSourceType in XMP: ../image/provenance.ts).
 */
export async function encodeListingJpeg(raster: { data: Buffer; width: number; height: number; channels?: 3 | 4; sourceType: DigitalSourceType }): Promise<Buffer> {
  return withProvenance(sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: raster.channels ?? 4 } }), raster.sourceType)
    .flatten({ background: WHITE })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: true })
    .toBuffer();
}
