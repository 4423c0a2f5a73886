/**
 * "Other angles" or "what's in the box": the product's other photos side by side on white, each
 * from its cut-out with a contact shadow (or, without one, as a framed photo), in a grid chosen by
 * count: 2 in a row; 3 as one large and two small; 4 as 2 x 2; 5 and 6 as three over two or three.
 * Cells share one gutter; each photo is contained in its cell, never cropped. An optional title
 * (where the marketplace allows text) sits above.
 */
import sharp from 'sharp';
import type { ListingStyle } from '../../../shared/contracts/listing-sets';
import { composePage, encodeListingJpeg, fitTexts, INK, listingChecks, placeProduct, placeTexts, textLayer, textsOverProduct, WHITE, type Rect, type RenderedListingImage } from './listing-canvas';
import type { DigitalSourceType } from '../../../shared/provenance';

export interface AnglesInput {
  width: number;
  height: number;
  /** How the image is made (../../../shared/provenance.ts), written into its XMP. */
  sourceType: DigitalSourceType;
  /** 2 to 6 images: a cut-out (RGBA PNG) or a photo. */
  items: { data: Buffer; kind: 'cutout' | 'photo' }[];
  style: ListingStyle;
  title?: string | undefined;
}

/** The cells of `n` items in `area`, separated by `gutter` px. */
export function angleCells(n: number, area: Rect, gutter: number): Rect[] {
  const grid = (cols: number, rows: number, r: Rect): Rect[] => {
    const cw = (r.width - gutter * (cols - 1)) / cols;
    const rh = (r.height - gutter * (rows - 1)) / rows;
    const out: Rect[] = [];
    for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) out.push({ x: Math.round(r.x + i * (cw + gutter)), y: Math.round(r.y + j * (rh + gutter)), width: Math.round(cw), height: Math.round(rh) });
    return out;
  };
  if (n <= 2) return grid(n, 1, area);
  if (n === 3) {
    const big = { ...area, width: Math.round((area.width - gutter) * 0.58) };
    const rest = { x: area.x + big.width + gutter, y: area.y, width: area.width - big.width - gutter, height: area.height };
    return [big, ...grid(1, 2, rest)];
  }
  if (n === 4) return grid(2, 2, area);
  const rowH = (area.height - gutter) / 2;
  const topRow = grid(3, 1, { ...area, height: Math.round(rowH) });
  const bottomCount = n - 3;
  const bottom = grid(bottomCount, 1, { x: area.x, y: Math.round(area.y + rowH + gutter), width: area.width, height: Math.round(rowH) });
  return [...topRow, ...bottom];
}

/** Renders the angles image (see the module's docstring). @throws MediaInputError for an unreadable image. */
export async function renderAngles(input: AnglesInput): Promise<RenderedListingImage> {
  const { width: W, height: H, style } = input;
  const S = Math.min(W, H);
  const m = Math.round(S * 0.05);
  const titleH = input.title ? Math.round(H * 0.11) : 0;
  const area = { x: m, y: m + titleH, width: W - 2 * m, height: H - 2 * m - titleH };
  const cells = angleCells(input.items.length, area, Math.round(S * 0.04));
  const layers = [];
  const alpha = new Uint8Array(W * H);
  for (const [i, item] of input.items.entries()) {
    const cell = cells[i]!;
    const pad = Math.round(Math.min(cell.width, cell.height) * 0.06);
    const placed = await placeProduct(item, { x: cell.x + pad, y: cell.y + pad, width: cell.width - 2 * pad, height: cell.height - 2 * pad }, { width: W, height: H }, item.kind === 'cutout' ? 'bottom' : 'center');
    layers.push(...placed.layers);
    for (let k = 0; k < alpha.length; k++) if (placed.alpha[k]! > alpha[k]!) alpha[k] = placed.alpha[k]!;
  }
  const raster = await composePage(W, H, WHITE, layers);
  const fitted = await fitTexts(input.title ? [{ id: 'title', text: input.title, rect: { x: m, y: m, width: W - 2 * m, height: titleH - Math.round(S * 0.02) }, style: { family: style.headingFont, weight: 700, lineHeight: 1.12, align: 'center' }, sizes: { min: Math.round(S * 0.03), max: Math.round(S * 0.055) }, vAlign: 'center', inks: [INK] }] : []);
  const placed = placeTexts(raster, fitted.fitted);
  const composed = placed.length ? await sharp(raster.data, { raw: { width: W, height: H, channels: 4 } }).composite([await textLayer(W, H, placed, [style.headingFont])]).raw().toBuffer() : raster.data;
  const data = await encodeListingJpeg({ data: composed, width: W, height: H, sourceType: input.sourceType });
  return { data, width: W, height: H, checks: listingChecks({ width: W, height: H, expected: { width: W, height: H }, overflow: fitted.overflow, placed, overProduct: textsOverProduct(placed, alpha, W), missing: fitted.missing }) };
}
