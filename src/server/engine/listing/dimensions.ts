/**
 * A dimensions drawing: the product from its cut-out on white, with a width line under it, a
 * height line beside it, a depth line leaving its bottom right corner at 35° (the usual oblique
 * convention: a photo shows no depth), and the weight in a corner, each labelled with the user's
 * own figure and unit (nothing is measured or guessed) and the axis's name in the user's language.
 * Lines run along the product's box as drawn, never over it.
 */
import sharp from 'sharp';
import type { ListingDimensions, ListingStyle } from '../../../shared/contracts/listing-sets';
import type { Language } from '../../../shared/languages';
import { listingIconSvg } from '../../../shared/listing-icons';
import type { TextStyle } from '../ads/text-fit';
import { composePage, encodeListingJpeg, fitTexts, INK, listingChecks, placeProduct, placeTexts, textLayer, textsOverProduct, vectorLayer, WHITE, type Rect, type TextItem, type RenderedListingImage } from './listing-canvas';
import { formatMeasure, LISTING_WORDS } from './listing-words';
import type { DigitalSourceType } from '../../../shared/provenance';

export interface DimensionsInput {
  width: number;
  height: number;
  /** How the image is made (../../../shared/provenance.ts), written into its XMP. */
  sourceType: DigitalSourceType;
  cutout: Buffer;
  style: ListingStyle;
  dimensions: ListingDimensions;
  language: Language;
  title?: string | undefined;
}

/** Renders a dimensions drawing (see the module's docstring). @throws MediaInputError for an unreadable or empty cut-out. */
export async function renderDimensions(input: DimensionsInput): Promise<RenderedListingImage> {
  const { width: W, height: H, dimensions: d, style } = input;
  const words = LISTING_WORDS[input.language];
  const S = Math.min(W, H);
  const m = Math.round(S * 0.06);
  const titleH = input.title ? Math.round(H * 0.11) : 0;
  const weightH = d.weight !== undefined ? Math.round(S * 0.075) : 0;
  const top = m + titleH + weightH;
  const sideBand = Math.round(W * 0.2);
  const bottomBand = Math.round(S * 0.16);
  const rightBand = d.depth !== undefined ? Math.round(W * 0.25) : Math.round(W * 0.08);
  const box: Rect = { x: m + sideBand, y: top + Math.round(S * 0.02), width: W - m - rightBand - (m + sideBand), height: H - m - bottomBand - (top + Math.round(S * 0.02)) };
  const product = await placeProduct({ data: input.cutout, kind: 'cutout' }, box, { width: W, height: H }, 'bottom');
  const p = product.place;

  const stroke = Math.max(2, Math.round(S * 0.003));
  const tick = Math.round(S * 0.016);
  const off = Math.round(S * 0.04);
  const colour = INK;
  const line = (x1: number, y1: number, x2: number, y2: number, w = stroke) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${w}" stroke-linecap="round"/>`;
  let vectors = '';
  // Width: under the product.
  const wy = p.y + p.height + off;
  vectors += line(p.x, wy, p.x + p.width, wy) + line(p.x, wy - tick, p.x, wy + tick) + line(p.x + p.width, wy - tick, p.x + p.width, wy + tick);
  // Height: left of the product.
  const hx = p.x - off;
  vectors += line(hx, p.y, hx, p.y + p.height) + line(hx - tick, p.y, hx + tick, p.y) + line(hx - tick, p.y + p.height, hx + tick, p.y + p.height);
  // Depth: from the bottom right corner, up and to the right at 35°.
  const depthLen = Math.round(Math.min(rightBand * 0.4, S * 0.1));
  const angle = (35 * Math.PI) / 180;
  const dx0 = p.x + p.width + Math.round(off * 0.6);
  const dy0 = p.y + p.height;
  const dx1 = Math.round(dx0 + depthLen * Math.cos(angle));
  const dy1 = Math.round(dy0 - depthLen * Math.sin(angle));
  if (d.depth !== undefined) {
    const nx = Math.sin(angle) * tick;
    const ny = Math.cos(angle) * tick;
    vectors += line(dx0, dy0, dx1, dy1) + line(dx0 - nx, dy0 - ny, dx0 + nx, dy0 + ny) + line(dx1 - nx, dy1 - ny, dx1 + nx, dy1 + ny);
  }

  const figure: TextStyle = { family: style.headingFont, weight: 700, lineHeight: 1.1 };
  const word: TextStyle = { family: style.bodyFont, weight: 400, lineHeight: 1.2 };
  const figSizes = { min: Math.round(S * 0.022), max: Math.round(S * 0.042) };
  const wordSizes = { min: Math.round(S * 0.016), max: Math.round(S * 0.024) };
  const figH = Math.round(S * 0.05);
  const wordH = Math.round(S * 0.032);
  const items: TextItem[] = [];
  const label = (id: string, value: string, axis: string, rect: Rect, align: 'left' | 'center' | 'right') => {
    items.push({ id, text: value, rect: { ...rect, height: figH }, style: { ...figure, align }, sizes: figSizes, singleLine: true, vAlign: 'top' });
    items.push({ id: `${id}-label`, text: axis, rect: { ...rect, y: rect.y + figH, height: wordH }, style: { ...word, align }, sizes: wordSizes, singleLine: true, vAlign: 'top' });
  };
  const wLabelW = Math.max(p.width, Math.round(W * 0.3));
  label('width', formatMeasure(d.width, d.unit, input.language), words.width, { x: Math.round(p.x + p.width / 2 - wLabelW / 2), y: wy + tick + Math.round(S * 0.012), width: wLabelW, height: 0 }, 'center');
  label('height', formatMeasure(d.height, d.unit, input.language), words.height, { x: m, y: Math.round(p.y + p.height / 2 - (figH + wordH) / 2), width: hx - tick - Math.round(S * 0.012) - m, height: 0 }, 'right');
  if (d.depth !== undefined) {
    const lx = dx1 + Math.round(S * 0.015);
    label('depth', formatMeasure(d.depth, d.unit, input.language), words.depth, { x: lx, y: Math.max(top, dy1 - Math.round((figH + wordH) / 2)), width: W - m - lx, height: 0 }, 'left');
  }
  if (input.title) items.push({ id: 'title', text: input.title, rect: { x: m, y: m, width: W - 2 * m, height: titleH - Math.round(S * 0.02) }, style: { ...figure, lineHeight: 1.12, align: 'center' }, sizes: { min: Math.round(S * 0.03), max: Math.round(S * 0.055) }, vAlign: 'center' });
  let weightItem: TextItem | null = null;
  if (d.weight !== undefined && d.weightUnit) {
    const icon = Math.round(weightH * 0.6);
    weightItem = { id: 'weight', text: `${words.weight}: ${formatMeasure(d.weight, d.weightUnit, input.language)}`, rect: { x: m + icon + Math.round(icon * 0.4), y: m + titleH, width: W - 2 * m - icon, height: weightH }, style: { ...figure, weight: 400, align: 'left' }, sizes: { min: Math.round(S * 0.02), max: Math.round(S * 0.034) }, singleLine: true, vAlign: 'center' };
    items.push(weightItem);
    vectors += listingIconSvg('weight', colour, icon).replace('<svg ', `<svg x="${m}" y="${m + titleH + Math.round((weightH - icon) / 2)}" `);
  }

  // Every figure at one size and every axis name at another: the largest at which all fit.
  const first = await fitTexts(items);
  const uniform = (suffix: boolean) => Math.min(...first.fitted.filter((f) => ['width', 'height', 'depth'].some((a) => f.item.id === (suffix ? `${a}-label` : a))).map((f) => f.size));
  const figureSize = uniform(false);
  const wordSize = uniform(true);
  for (const it of items) {
    if (['width', 'height', 'depth'].includes(it.id) && Number.isFinite(figureSize)) it.sizes = { min: Math.min(it.sizes.min, figureSize), max: figureSize };
    if (it.id.endsWith('-label') && Number.isFinite(wordSize)) it.sizes = { min: Math.min(it.sizes.min, wordSize), max: wordSize };
  }
  const raster = await composePage(W, H, WHITE, [...product.layers, vectorLayer(W, H, vectors)]);
  const fitted = await fitTexts(items);
  const placed = placeTexts(raster, fitted.fitted);
  const text = await textLayer(W, H, placed, [style.headingFont, style.bodyFont]);
  const composed = await sharp(raster.data, { raw: { width: W, height: H, channels: 4 } }).composite([text]).raw().toBuffer({ resolveWithObject: true });
  const data = await encodeListingJpeg({ data: composed.data, width: W, height: H, sourceType: input.sourceType });
  const checks = listingChecks({ width: composed.info.width, height: composed.info.height, expected: { width: W, height: H }, overflow: fitted.overflow, placed, overProduct: textsOverProduct(placed, product.alpha, W), missing: fitted.missing });
  return { data, width: W, height: H, checks };
}
