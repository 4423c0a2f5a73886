/**
 * A listing infographic: the product from its cut-out and 3 to 5 feature callouts (an icon in a
 * disc, a short title, one line of text), each with a leader line to a point on the product.
 *
 * Layout: with 3 callouts the product stands on the left and the callouts make a column on the
 * right; with 4 or 5 the product stands in the middle between two columns (2 left, the rest right).
 * A wide product (rowLayout: on a page no wider than it is tall) spans the page instead, with the
 * callouts in a row under it: columns beside a wide product would leave it a third of the page.
 * Every title shares one size, every text another: the largest at which all of them fit. A
 * callout's point is the user's (fractions of the product's box) or, left out, a point just inside
 * the product's edge facing the callout, level with it.
 */
import sharp from 'sharp';
import type { ListingCallout, ListingPoint, ListingRegion, ListingStyle } from '../../../shared/contracts/listing-sets';
import { listingIconSvg } from '../../../shared/listing-icons';
import { contrastRatio, hexRgb, luminance, mix } from '../ads/ad-checks';
import { fitText, type TextStyle } from '../ads/text-fit';
import { productPixels } from '../ads/product-layer';
import { composePage, encodeListingJpeg, fitTexts, INK, listingChecks, placeProduct, placeTexts, textLayer, textsOverProduct, vectorLayer, WHITE, type PlacedProduct, type Rect, type TextItem, type RenderedListingImage } from './listing-canvas';
import type { DigitalSourceType } from '../../../shared/provenance';

export interface InfographicInput {
  width: number;
  height: number;
  /** How the image is made (../../../shared/provenance.ts), written into its XMP. */
  sourceType: DigitalSourceType;
  /** The product's cut-out: an RGBA PNG whose alpha is the matte. */
  cutout: Buffer;
  style: ListingStyle;
  title?: string | undefined;
  callouts: ListingCallout[];
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Width over height from which a product is laid out above a row of callouts (with 3 callouts; with
 * 4 or 5, from 1): where the row leaves it larger than the columns would. Columns take the product's
 * width (to 38 % of the page with 4 or 5 callouts, 47 % with 3), the row its height (to 42 %).
 */
export function rowLayout(aspect: number, callouts: number): boolean {
  return aspect >= (callouts >= 4 ? 1 : 1.15);
}

/** The page colour of text slides: a pale tint of the accent. */
export const slidePage = (accent: string) => mix(accent, WHITE, 0.93);

/** The colour drawn on the accent (icons): white or ink, whichever contrasts more. */
export function onAccent(accent: string): string {
  const l = luminance(hexRgb(accent));
  return contrastRatio(l, 1) >= contrastRatio(l, luminance(hexRgb(INK))) ? WHITE : INK;
}

/** The inks a text is tried in on a tinted page: the accent when it is dark enough, then ink, then white. */
export function slideInks(accent: string): string[] {
  return luminance(hexRgb(accent)) < 0.12 ? [accent, INK, WHITE] : [INK, WHITE];
}

/** A point just inside the product's lowest edge in the column nearest `x` (canvas px) that holds product. */
function lowPoint(product: PlacedProduct, canvasWidth: number, x: number): { x: number; y: number } {
  const { place, alpha } = product;
  const cols = [...Array(place.width).keys()].map((i) => place.x + i).sort((a, b) => Math.abs(a - x) - Math.abs(b - x));
  for (const col of cols) {
    let lo = -1;
    let hi = -1;
    for (let y = place.y; y < place.y + place.height; y++) {
      if (alpha[y * canvasWidth + col]! >= 128) {
        if (lo < 0) lo = y;
        hi = y;
      }
    }
    if (lo < 0) continue;
    return { x: col, y: hi - Math.max(4, Math.round((hi - lo) * 0.1)) };
  }
  return { x: place.x + place.width / 2, y: place.y + place.height / 2 };
}

/** A point just inside the product's edge on the row nearest `y` (canvas px) that holds product, facing `side`. */
function edgePoint(product: PlacedProduct, canvasWidth: number, y: number, side: 'left' | 'right'): { x: number; y: number } {
  const { place, alpha } = product;
  const rows = [...Array(place.height).keys()].map((i) => place.y + i).sort((a, b) => Math.abs(a - y) - Math.abs(b - y));
  for (const row of rows) {
    let lo = -1;
    let hi = -1;
    for (let x = place.x; x < place.x + place.width; x++) {
      if (alpha[row * canvasWidth + x]! >= 128) {
        if (lo < 0) lo = x;
        hi = x;
      }
    }
    if (lo < 0) continue;
    const inset = Math.max(4, Math.round((hi - lo) * 0.08));
    return { x: side === 'right' ? hi - inset : lo + inset, y: row };
  }
  return { x: place.x + place.width / 2, y: place.y + place.height / 2 };
}

/**
 * Renders an infographic (see the module's docstring).
 * Output: the JPEG, its checks (a callout that does not fit is reported by id, never cut) and the
 * point each callout's line ends at, as fractions of the product's box, and that box as fractions of
 * the image (so a point the user clicks on the image can be given back as a callout's anchor).
 * @throws MediaInputError for an unreadable or empty cut-out.
 */
export async function renderInfographic(input: InfographicInput): Promise<RenderedListingImage & { anchors: ListingPoint[]; productBox: ListingRegion }> {
  const { width: W, height: H, style } = input;
  const S = Math.min(W, H);
  const m = Math.round(S * 0.06);
  const n = input.callouts.length;
  const titleH = input.title ? Math.round(H * 0.13) : 0;
  const top = m + titleH;
  const bottom = H - m;
  const contentH = bottom - top;
  const trimmed = await productPixels({ data: input.cutout, kind: 'cutout' });
  const below = rowLayout(trimmed.width / trimmed.height, n) && W <= H * 1.05;
  const twoSides = !below && n >= 4;
  const gap = Math.round(W * (below || twoSides ? 0.03 : 0.05));
  const colW = below ? Math.round((W - 2 * m - gap * (n - 1)) / n) : Math.round(W * (twoSides ? 0.25 : 0.36));
  const rightX = W - m - colW;
  const rowTop = below ? top + Math.round(contentH * 0.56) + Math.round(S * 0.04) : top;
  const productBox: Rect = below
    ? { x: m, y: top, width: W - 2 * m, height: Math.round(contentH * 0.56) }
    : twoSides
      ? { x: m + colW + gap, y: top, width: rightX - gap - (m + colW + gap), height: contentH }
      : { x: m, y: top, width: rightX - gap - m, height: contentH };
  const inset = Math.round(Math.min(productBox.width, productBox.height) * 0.03);
  const product = await placeProduct({ data: input.cutout, kind: 'cutout' }, { x: productBox.x + inset, y: productBox.y + inset, width: productBox.width - 2 * inset, height: productBox.height - 2 * inset }, { width: W, height: H }, 'center', trimmed);

  const page = slidePage(style.accent);
  const inks = slideInks(style.accent);
  const heading: TextStyle = { family: style.headingFont, weight: 700, lineHeight: 1.12 };
  const body: TextStyle = { family: style.bodyFont, weight: 400, lineHeight: 1.28 };

  // Columns: which callouts go left and right, and each one's slot.
  const left = twoSides ? 2 : 0;
  const slots = input.callouts.map((c, i) => {
    if (below) return { callout: c, side: 'below' as const, x: Math.round(m + i * (colW + gap)), y: rowTop, height: bottom - rowTop };
    const side: 'left' | 'right' = i < left ? 'left' : 'right';
    const k = side === 'left' ? left : n - left;
    const j = side === 'left' ? i : i - left;
    const slotH = contentH / k;
    return { callout: c, side, x: side === 'left' ? m : rightX, y: Math.round(top + j * slotH), height: Math.round(slotH) };
  });
  const disc = below ? Math.round(Math.min(S * 0.085, colW * 0.4, (bottom - rowTop) * 0.3)) : Math.round(Math.min(S * (twoSides ? 0.075 : 0.085), (contentH / Math.max(1, n - left)) * 0.34));
  const discGap = Math.round(disc * 0.28);
  // Under the product, texts sit under their disc, centred; in columns, beside it.
  const textW = below ? colW : colW - disc - discGap;
  const alignOf = (side: 'left' | 'right' | 'below') => (side === 'below' ? ('center' as const) : side === 'left' ? ('right' as const) : ('left' as const));
  const textX = (s: (typeof slots)[number]) => (s.side === 'right' ? s.x + disc + discGap : s.x);
  const textRoom = (s: (typeof slots)[number]) => (s.side === 'below' ? s.height - disc - discGap : s.height);

  // One size for every title and one for every text: the largest at which all fit.
  const titleSizes = { min: Math.round(S * 0.02), max: Math.round(S * 0.04) };
  const bodySizes = { min: Math.round(S * 0.017), max: Math.round(S * 0.028) };
  const overflow: string[] = [];
  let titleSize = titleSizes.max;
  let bodySize = bodySizes.max;
  for (const [i, s] of slots.entries()) {
    const tStyle = { ...heading, align: alignOf(s.side) };
    const t = await fitText(s.callout.title, tStyle, { width: textW, height: Math.round(textRoom(s) * 0.4) }, titleSizes);
    if (!t) overflow.push(`callout-${i + 1}-title`);
    else titleSize = Math.min(titleSize, t.size);
    if (s.callout.text) {
      const b = await fitText(s.callout.text, { ...body, align: tStyle.align }, { width: textW, height: Math.round(textRoom(s) * 0.5) }, bodySizes);
      if (!b) overflow.push(`callout-${i + 1}-text`);
      else bodySize = Math.min(bodySize, b.size);
    }
  }
  bodySize = Math.min(bodySize, Math.round(titleSize * 0.82));

  const items: TextItem[] = [];
  if (input.title) items.push({ id: 'title', text: input.title, rect: { x: m, y: m, width: W - 2 * m, height: titleH - Math.round(S * 0.02) }, style: { ...heading, align: 'center' }, sizes: { min: Math.round(S * 0.03), max: Math.round(S * 0.058) }, vAlign: 'center', inks });
  const firstPass = await fitTexts(
    slots.flatMap((s, i) => {
      const align = alignOf(s.side);
      const tx = textX(s);
      const list: TextItem[] = [{ id: `callout-${i + 1}-title`, text: s.callout.title, rect: { x: tx, y: s.y, width: textW, height: s.height }, style: { ...heading, align }, sizes: { min: titleSize, max: titleSize }, inks }];
      if (s.callout.text) list.push({ id: `callout-${i + 1}-text`, text: s.callout.text, rect: { x: tx, y: s.y, width: textW, height: s.height }, style: { ...body, align }, sizes: { min: bodySize, max: bodySize }, inks });
      return list;
    }),
  );
  // Stack each callout's title and text: centred in its slot beside its disc, or under its disc.
  const discs: { cx: number; cy: number; side: 'left' | 'right' | 'below'; slot: number }[] = [];
  const heights = new Map(firstPass.fitted.map((f) => [f.item.id, f.height]));
  for (const [i, s] of slots.entries()) {
    const th = heights.get(`callout-${i + 1}-title`) ?? 0;
    const bh = heights.get(`callout-${i + 1}-text`) ?? 0;
    const between = bh ? Math.round(titleSize * 0.35) : 0;
    const align = alignOf(s.side);
    const tx = textX(s);
    if (s.side === 'below') {
      const textTop = s.y + disc + discGap;
      if (th) items.push({ id: `callout-${i + 1}-title`, text: s.callout.title, rect: { x: tx, y: textTop, width: textW, height: th }, style: { ...heading, align }, sizes: { min: titleSize, max: titleSize }, inks });
      if (bh) items.push({ id: `callout-${i + 1}-text`, text: s.callout.text!, rect: { x: tx, y: textTop + th + between, width: textW, height: bh }, style: { ...body, align }, sizes: { min: bodySize, max: bodySize }, inks });
      discs.push({ cx: Math.round(s.x + colW / 2), cy: Math.round(s.y + disc / 2), side: s.side, slot: i });
      continue;
    }
    const block = Math.max(disc, th + between + bh);
    const y0 = Math.round(s.y + (s.height - block) / 2);
    const textTop = Math.round(y0 + (block - (th + between + bh)) / 2);
    if (th) items.push({ id: `callout-${i + 1}-title`, text: s.callout.title, rect: { x: tx, y: textTop, width: textW, height: th }, style: { ...heading, align }, sizes: { min: titleSize, max: titleSize }, inks });
    if (bh) items.push({ id: `callout-${i + 1}-text`, text: s.callout.text!, rect: { x: tx, y: textTop + th + between, width: textW, height: bh }, style: { ...body, align }, sizes: { min: bodySize, max: bodySize }, inks });
    const cx = s.side === 'left' ? s.x + colW - disc / 2 : s.x + disc / 2;
    // The disc sits level with a short callout, or beside the top of a tall one.
    discs.push({ cx: Math.round(cx), cy: Math.round(th + between + bh <= disc ? y0 + block / 2 : textTop + disc / 2), side: s.side, slot: i });
  }

  // Leader lines and points.
  const anchors: ListingPoint[] = [];
  const stroke = Math.max(2, Math.round(S * 0.0035));
  const dot = Math.max(4, Math.round(S * 0.011));
  const lineColour = luminance(hexRgb(style.accent)) < 0.5 ? style.accent : INK;
  let vectors = '';
  for (const d of discs) {
    const c = input.callouts[d.slot]!;
    const p = product.place;
    const point = c.anchor
      ? { x: p.x + c.anchor.x * p.width, y: p.y + c.anchor.y * p.height }
      : d.side === 'below'
        ? lowPoint(product, W, Math.min(p.x + p.width * 0.9, Math.max(p.x + p.width * 0.1, d.cx)))
        : edgePoint(product, W, Math.min(p.y + p.height * 0.88, Math.max(p.y + p.height * 0.12, d.cy)), d.side);
    anchors.push({ x: Math.round(((point.x - p.x) / p.width) * 1000) / 1000, y: Math.round(((point.y - p.y) / p.height) * 1000) / 1000 });
    const sx = d.side === 'below' ? d.cx : d.side === 'left' ? d.cx + disc / 2 + dot : d.cx - disc / 2 - dot;
    const sy = d.side === 'below' ? d.cy - disc / 2 - dot : d.cy;
    vectors += `<line x1="${sx}" y1="${sy}" x2="${point.x}" y2="${point.y}" stroke="${lineColour}" stroke-width="${stroke}" stroke-linecap="round"/>`;
    vectors += `<circle cx="${point.x}" cy="${point.y}" r="${dot}" fill="${lineColour}" stroke="${WHITE}" stroke-width="${Math.max(2, Math.round(dot * 0.45))}"/>`;
  }
  for (const d of discs) {
    const icon = Math.round(disc * 0.52);
    vectors += `<circle cx="${d.cx}" cy="${d.cy}" r="${disc / 2}" fill="${style.accent}"/>`;
    vectors += listingIconSvg(input.callouts[d.slot]!.icon, onAccent(style.accent), icon).replace('<svg ', `<svg x="${d.cx - icon / 2}" y="${d.cy - icon / 2}" `);
  }

  const raster = await composePage(W, H, page, [...product.layers, vectorLayer(W, H, vectors)]);
  const fitted = await fitTexts(items);
  const placed = placeTexts(raster, fitted.fitted);
  const text = await textLayer(W, H, placed, [style.headingFont, style.bodyFont]);
  const composed = await sharp(raster.data, { raw: { width: W, height: H, channels: 4 } }).composite([text]).raw().toBuffer({ resolveWithObject: true });
  const data = await encodeListingJpeg({ data: composed.data, width: W, height: H, sourceType: input.sourceType });
  const checks = listingChecks({ width: composed.info.width, height: composed.info.height, expected: { width: W, height: H }, overflow: [...new Set([...overflow, ...fitted.overflow])], placed, overProduct: textsOverProduct(placed, product.alpha, W), missing: fitted.missing });
  const p = product.place;
  return { data, width: W, height: H, checks, anchors, productBox: { x: round3(p.x / W), y: round3(p.y / H), width: round3(p.width / W), height: round3(p.height / H) } };
}
