/**
 * A size reference or comparison card: the product from its cut-out on one side and the user's own
 * words on the other (a title and 1 to 3 lines, each after an accent bar). Nothing is written for
 * the user: the card draws only their text.
 */
import sharp from 'sharp';
import type { ListingStyle } from '../../../shared/contracts/listing-sets';
import { composePage, encodeListingJpeg, fitTexts, listingChecks, placeProduct, placeTexts, textLayer, textsOverProduct, vectorLayer, type RenderedListingImage } from './listing-canvas';
import { slideInks, slidePage } from './infographic';
import type { DigitalSourceType } from '../../../shared/provenance';

export interface ComparisonInput {
  width: number;
  height: number;
  /** How the image is made (../../../shared/provenance.ts), written into its XMP. */
  sourceType: DigitalSourceType;
  cutout: Buffer;
  style: ListingStyle;
  title: string;
  lines: string[];
}

/** Renders the comparison card (see the module's docstring). @throws MediaInputError for an unreadable or empty cut-out. */
export async function renderComparison(input: ComparisonInput): Promise<RenderedListingImage> {
  const { width: W, height: H, style } = input;
  const S = Math.min(W, H);
  const m = Math.round(S * 0.07);
  const split = Math.round(W * 0.5);
  const product = await placeProduct({ data: input.cutout, kind: 'cutout' }, { x: m, y: m, width: split - m - Math.round(W * 0.03), height: H - 2 * m }, { width: W, height: H }, 'center');
  const tx = split + Math.round(W * 0.03);
  const tw = W - m - tx;
  const inks = slideInks(style.accent);
  const bar = Math.max(4, Math.round(S * 0.008));
  const heading = { family: style.headingFont, weight: 700 as const, lineHeight: 1.1 };
  const body = { family: style.bodyFont, weight: 400 as const, lineHeight: 1.3 };
  const lineSizes = { min: Math.round(S * 0.02), max: Math.round(S * 0.036) };
  const titleFit = await fitTexts([{ id: 'title', text: input.title, rect: { x: tx, y: m, width: tw, height: Math.round((H - 2 * m) * 0.36) }, style: heading, sizes: { min: Math.round(S * 0.03), max: Math.round(S * 0.056) }, inks }]);
  const lineBox = () => ({ x: tx + bar * 4, y: 0, width: tw - bar * 4, height: Math.round(((H - 2 * m) * 0.56) / input.lines.length) });
  // Every line at the size the longest allows.
  const first = await fitTexts(input.lines.map((text, i) => ({ id: `line-${i + 1}`, text, rect: lineBox(), style: body, sizes: lineSizes, inks })));
  const size = Math.min(lineSizes.max, ...first.fitted.map((f) => f.size));
  const lines = await fitTexts(input.lines.map((text, i) => ({ id: `line-${i + 1}`, text, rect: lineBox(), style: body, sizes: { min: Math.min(size, lineSizes.min), max: size }, inks })));
  // The title and lines stacked and centred on the product's height.
  const titleH = titleFit.fitted[0]?.height ?? 0;
  const gapTitle = Math.round(S * 0.045);
  const gapLine = Math.round(S * 0.03);
  const blockH = titleH + gapTitle + lines.fitted.reduce((a, f) => a + f.height, 0) + gapLine * Math.max(0, lines.fitted.length - 1);
  let y = Math.max(m, Math.round(product.place.y + product.place.height / 2 - blockH / 2));
  for (const f of titleFit.fitted) ((f.item.rect = { ...f.item.rect, y, height: f.height }), (y += f.height + gapTitle));
  let vectors = '';
  for (const f of lines.fitted) {
    f.item.rect = { ...f.item.rect, y, height: f.height };
    vectors += `<rect x="${tx}" y="${y + Math.round(f.size * 0.22)}" width="${bar}" height="${Math.round(Math.min(f.height, f.size * 1.3) - f.size * 0.3)}" rx="${bar / 2}" fill="${style.accent}"/>`;
    y += f.height + gapLine;
  }
  const raster = await composePage(W, H, slidePage(style.accent), [...product.layers, vectorLayer(W, H, vectors)]);
  const placed = placeTexts(raster, [...titleFit.fitted, ...lines.fitted]);
  const composed = await sharp(raster.data, { raw: { width: W, height: H, channels: 4 } }).composite([await textLayer(W, H, placed, [style.headingFont, style.bodyFont])]).raw().toBuffer();
  const data = await encodeListingJpeg({ data: composed, width: W, height: H, sourceType: input.sourceType });
  return { data, width: W, height: H, checks: listingChecks({ width: W, height: H, expected: { width: W, height: H }, overflow: [...titleFit.overflow, ...new Set([...first.overflow, ...lines.overflow])], placed, overProduct: textsOverProduct(placed, product.alpha, W), missing: [...new Set([...titleFit.missing, ...lines.missing])] }) };
}
