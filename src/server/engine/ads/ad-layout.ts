/**
 * Layout rules of the ad creatives' families: where the product, each text, the logo, the call
 * to action's button, the offer badge and the colour blocks go on a placement, in px at the
 * placement's size. Pure geometry: no pixels, no fonts.
 *
 * A design adapts to a placement by its family's rules for the placement's shape, never by
 * cropping: thin banners (aspect ratio >= 3) put product, headline and button in a row; wide ones
 * (>= 1.3) put product and text side by side; square and tall ones stack them. Texts and the logo
 * stay inside the placement's safe zone (src/shared/ad-creatives.ts); the product stays inside
 * the canvas's margin.
 */
import { AD_PLACEMENTS, defaultMargin, type AdLayout, type AdPlacementId } from '../../../shared/ad-creatives';
import { overlaps, type Rect } from './ad-geometry';

export type { Rect } from './ad-geometry';

export type TextRole = 'headline' | 'subline' | 'cta' | 'badge' | 'quote' | 'author';

/** What a text is drawn on, which decides its colour: the page, a colour block, the button or the badge. */
export type TextGround = 'surface' | 'block' | 'button' | 'badge' | 'card';

export interface TextSlot {
  role: TextRole;
  rect: Rect;
  align: 'left' | 'center';
  vAlign: 'top' | 'center' | 'bottom';
  /** Font size range, px. */
  sizes: { min: number; max: number };
  /** Heading font (headline, quote, badge) or body font. */
  heading: boolean;
  ground: TextGround;
}

export type AdShape = 'banner' | 'wide' | 'square' | 'tall';

export interface AdFrame {
  width: number;
  height: number;
  shape: AdShape;
  /** Where texts and the logo may go. */
  safe: Rect;
  /** Areas filled with the block colour (colour split). */
  blocks: Rect[];
  /** A raised card (carousel card). */
  card: Rect | null;
  /** The box the product is fitted into (contained, never cropped), and where in it it sits. */
  product: Rect;
  productAnchor: 'bottom' | 'center';
  logo: Rect | null;
  /** The offer badge's disc (its text is the 'badge' slot inside it). */
  badgeDisc: Rect | null;
  texts: TextSlot[];
}

/** Which texts a creative has (the headline and the call to action always). */
export interface AdContent {
  subline: boolean;
  badge: boolean;
  quote: boolean;
  author: boolean;
  logo: boolean;
}

/** Layout families that need a text the user may not have given. */
export const LAYOUT_NEEDS: Partial<Record<AdLayout, keyof AdContent>> = { 'offer-badge': 'badge', 'quote-card': 'quote' };

export function shapeOf(width: number, height: number): AdShape {
  const r = width / height;
  if (r >= 3) return 'banner';
  if (r >= 1.3) return 'wide';
  if (r > 0.75) return 'square';
  return 'tall';
}

/** A box with its edges rounded to whole pixels (so two boxes that touch still touch, and one inside another stays inside). */
const rect = (x: number, y: number, width: number, height: number): Rect => {
  const x0 = Math.round(x);
  const y0 = Math.round(y);
  return { x: x0, y: y0, width: Math.max(0, Math.round(x + width) - x0), height: Math.max(0, Math.round(y + height) - y0) };
};

/** Splits `area` from top to bottom into parts of the given weights, with `gap` px between them. */
function vstack(area: Rect, weights: number[], gap: number): Rect[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const free = area.height - gap * (weights.length - 1);
  let y = area.y;
  return weights.map((w) => {
    const h = (free * w) / total;
    const r = rect(area.x, y, area.width, h);
    y += h + gap;
    return r;
  });
}

/** Splits `area` from left to right. */
function hstack(area: Rect, weights: number[], gap: number): Rect[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const free = area.width - gap * (weights.length - 1);
  let x = area.x;
  return weights.map((w) => {
    const wd = (free * w) / total;
    const r = rect(x, area.y, wd, area.height);
    x += wd + gap;
    return r;
  });
}

const inset = (r: Rect, d: number): Rect => rect(r.x + d, r.y + d, r.width - 2 * d, r.height - 2 * d);

/**
 * The frame of one family on one placement.
 * Input: the placement, the family, which texts exist. Output: an AdFrame (px at the placement's size).
 */
export function layoutAd(placementId: AdPlacementId, layout: AdLayout, content: AdContent): AdFrame {
  const p = AD_PLACEMENTS[placementId];
  const { width: W, height: H } = p;
  const shape = shapeOf(W, H);
  const safe = rect(p.safe.left, p.safe.top, W - p.safe.left - p.safe.right, H - p.safe.top - p.safe.bottom);
  const m = defaultMargin(W, H);
  const canvas = rect(m, m, W - 2 * m, H - 2 * m);
  const u = Math.min(W, H);
  const gap = Math.round(u * 0.035);
  const size = (max: number, min: number) => ({ max: Math.max(min, Math.round(u * max)), min: Math.round(Math.max(min, 0)) });
  const sizes = {
    headline: size(layout === 'headline-first' ? 0.15 : 0.1, Math.max(12, u * 0.045)),
    quote: size(0.075, Math.max(12, u * 0.038)),
    subline: size(0.045, Math.max(11, u * 0.03)),
    cta: size(0.042, Math.max(11, u * 0.022)),
    badge: size(0.055, Math.max(11, u * 0.035)),
    author: size(0.035, Math.max(10, u * 0.028)),
  };
  const frame: AdFrame = { width: W, height: H, shape, safe, blocks: [], card: null, product: canvas, productAnchor: 'bottom', logo: null, badgeDisc: null, texts: [] };
  const text = (role: TextRole, r: Rect, align: TextSlot['align'], vAlign: TextSlot['vAlign'], ground: TextGround = 'surface'): void => {
    frame.texts.push({ role, rect: r, align, vAlign, sizes: sizes[role === 'quote' ? 'quote' : role], heading: role === 'headline' || role === 'quote' || role === 'badge', ground });
  };
  const mainText = content.quote && layout === 'quote-card' ? 'quote' : 'headline';

  if (shape === 'banner') {
    // A row: product, texts, button. Thin banners have room for one line of copy and the button.
    const rowSizes = { headline: { max: Math.round(H * 0.4), min: Math.max(10, Math.round(H * 0.2)) }, cta: { max: Math.round(H * 0.28), min: Math.max(9, Math.round(H * 0.18)) } };
    const logoFirst = layout === 'minimal' && content.logo;
    const cols = hstack(safe, [logoFirst ? 1.2 : 1, 4, 2.2], gap);
    frame.product = rect(cols[0]!.x, canvas.y, cols[0]!.width, canvas.height);
    frame.productAnchor = 'center';
    frame.texts.push({ role: mainText, rect: cols[1]!, align: 'left', vAlign: 'center', sizes: rowSizes.headline, heading: true, ground: 'surface' });
    const button = rect(cols[2]!.x, cols[2]!.y + cols[2]!.height * 0.14, cols[2]!.width, cols[2]!.height * 0.72);
    frame.texts.push({ role: 'cta', rect: button, align: 'center', vAlign: 'center', sizes: rowSizes.cta, heading: false, ground: 'button' });
    if (layout === 'colour-split') frame.blocks.push(rect(cols[1]!.x - gap / 2, 0, W - cols[1]!.x + gap / 2, H));
    if (layout === 'colour-split') frame.texts.find((t) => t.role === mainText)!.ground = 'block';
    return frame;
  }

  const logoHeight = Math.round(u * (shape === 'tall' ? 0.07 : 0.08));
  /** Stacks logo?, main text, author?, subline?, badge?, cta into `area`, returning nothing (slots are pushed). */
  const textColumn = (area: Rect, align: TextSlot['align'], ground: TextGround, opts: { logo?: boolean; badge?: boolean; mainWeight?: number } = {}) => {
    const parts: { role: TextRole | 'logo'; w: number }[] = [];
    if (opts.logo && content.logo) parts.push({ role: 'logo', w: 0.8 });
    parts.push({ role: mainText, w: opts.mainWeight ?? (mainText === 'quote' ? 3.6 : 2.6) });
    if (mainText === 'quote' && content.author) parts.push({ role: 'author', w: 0.5 });
    if (content.subline) parts.push({ role: 'subline', w: 1.4 });
    if (opts.badge && content.badge) parts.push({ role: 'badge', w: 0.7 });
    parts.push({ role: 'cta', w: 0.9 });
    const rows = vstack(area, parts.map((x) => x.w), gap);
    parts.forEach((part, i) => {
      const r = rows[i]!;
      if (part.role === 'logo') {
        frame.logo = rect(r.x, r.y, Math.min(r.width, u * 0.4), Math.min(r.height, logoHeight));
        if (align === 'center') frame.logo = rect(r.x + (r.width - frame.logo.width) / 2, r.y, frame.logo.width, frame.logo.height);
      } else if (part.role === 'cta') {
        const bh = Math.min(r.height, Math.round(sizes.cta.max * 2.4));
        text('cta', rect(r.x, r.y + (r.height - bh) / 2, r.width, bh), align, 'center', 'button');
      } else text(part.role, r, align, part.role === mainText ? 'bottom' : 'top', ground);
    });
  };
  const topLogo = (area: Rect, align: TextSlot['align']): Rect => {
    if (!content.logo) return area;
    frame.logo = rect(align === 'center' ? area.x + (area.width - u * 0.4) / 2 : area.x, area.y, u * 0.4, logoHeight);
    return rect(area.x, area.y + logoHeight + gap, area.width, area.height - logoHeight - gap);
  };

  const side = layout === 'product-left' || layout === 'product-right' || layout === 'offer-badge' || layout === 'quote-card';
  if ((shape === 'wide' || shape === 'square') && side) {
    // Side by side: the product takes one half of the canvas, the texts the other half of the safe zone.
    const productRight = layout !== 'product-left';
    const split = W * (layout === 'quote-card' ? 0.58 : 0.5);
    const textArea = productRight ? rect(safe.x, safe.y, split - safe.x - gap / 2, safe.height) : rect(W - split + gap / 2, safe.y, safe.x + safe.width - (W - split + gap / 2), safe.height);
    const productArea = productRight ? rect(split + gap / 2, canvas.y, canvas.x + canvas.width - split - gap / 2, canvas.height) : rect(canvas.x, canvas.y, W - split - gap / 2 - canvas.x, canvas.height);
    textColumn(textArea, 'left', 'surface', { logo: true, badge: false });
    frame.product = productArea;
    if (layout === 'offer-badge' && content.badge) placeBadge(productArea, u, frame, sizes.badge);
    else if (content.badge) frame.texts.push(badgeOverride(frame, sizes.badge));
    return frame;
  }

  if (layout === 'colour-split') {
    if (shape === 'wide' || shape === 'square') {
      const block = rect(0, 0, W * 0.48, H);
      frame.blocks.push(block);
      textColumn(rect(safe.x, safe.y, block.width - safe.x - gap, safe.height), 'left', 'block', { logo: true, badge: true });
      frame.product = rect(block.width + gap, canvas.y, canvas.x + canvas.width - block.width - gap, canvas.height);
    } else {
      const blockH = H * (shape === 'tall' ? 0.48 : 0.52);
      const block = rect(0, 0, W, blockH);
      frame.blocks.push(block);
      const top = Math.max(safe.y, m);
      textColumn(rect(safe.x, top, safe.width, blockH - top - gap), 'left', 'block', { logo: true, badge: true });
      frame.product = rect(canvas.x, blockH + gap, canvas.width, Math.min(canvas.y + canvas.height, safe.y + safe.height) - blockH - gap);
    }
    return frame;
  }

  if (layout === 'carousel-card') {
    const card = inset(rect(0, 0, W, H), Math.round(m * 0.9));
    const cardSafe = rect(Math.max(safe.x, card.x + gap), Math.max(safe.y, card.y + gap), Math.min(safe.x + safe.width, card.x + card.width - gap) - Math.max(safe.x, card.x + gap), Math.min(safe.y + safe.height, card.y + card.height - gap) - Math.max(safe.y, card.y + gap));
    frame.card = card;
    // Small banners (300x250, 336x280) lack the height for a caption under the product: side by side, as on wide ones.
    if (shape === 'wide' || u < 400) {
      const [pa, ta] = hstack(cardSafe, [1.2, 1], gap);
      frame.product = rect(pa!.x, card.y + gap, pa!.width, card.height - 2 * gap);
      textColumn(ta!, 'left', 'card', { logo: true, badge: true });
    } else {
      const [pa, ta] = vstack(cardSafe, [shape === 'tall' ? 1.5 : u < 400 ? 0.9 : 1.3, 1], gap);
      frame.product = pa!;
      textColumn(ta!, 'left', 'card', { logo: false, badge: true });
      if (content.logo) frame.logo = rect(cardSafe.x, cardSafe.y, u * 0.3, logoHeight * 0.8);
      if (frame.logo) frame.product = rect(pa!.x, pa!.y + frame.logo.height + gap, pa!.width, pa!.height - frame.logo.height - gap);
    }
    return frame;
  }

  if (layout === 'minimal') {
    // The logo, the product large, then the headline, the subline and the button small.
    const area = topLogo(safe, 'center');
    const small = u < 400;
    const weights = [small ? 3.2 : 5, 1.1, content.subline ? (small ? 1.2 : 0.8) : 0, 0.7].filter((w) => w > 0);
    const rows = vstack(area, weights, gap);
    const pa = rows[0]!;
    const ha = rows[1]!;
    frame.product = shape === 'wide' ? rect(canvas.x, pa.y, canvas.width, pa.height) : pa;
    frame.texts.push({ role: mainText, rect: ha, align: 'center', vAlign: 'center', sizes: { max: sizes.subline.max * 1.4, min: sizes.subline.min }, heading: true, ground: 'surface' });
    if (content.subline) frame.texts.push({ role: 'subline', rect: rows[2]!, align: 'center', vAlign: 'top', sizes: sizes.subline, heading: false, ground: 'surface' });
    const ca = rows[rows.length - 1]!;
    const bh = Math.min(ca.height, Math.round(sizes.cta.max * 2.4));
    text('cta', rect(ca.x, ca.y + (ca.height - bh) / 2, ca.width, bh), 'center', 'center', 'button');
    if (content.badge) frame.texts.push(badgeOverride(frame, sizes.badge));
    return frame;
  }

  if (shape === 'wide') {
    // Hero and headline-first on a wide canvas: headline across the top, product and texts below.
    const area = topLogo(safe, 'left');
    const [ha, rest] = vstack(area, [layout === 'headline-first' ? 1.5 : 1, 2.4], gap);
    text(mainText, ha!, layout === 'headline-first' ? 'left' : 'center', 'bottom');
    const [left, right] = hstack(rest!, [1, 1.2], gap);
    const sub = layout === 'hero-centre' ? right! : left!;
    const prod = layout === 'hero-centre' ? left! : right!;
    frame.product = rect(prod.x, prod.y, prod.width, Math.min(canvas.y + canvas.height, prod.y + prod.height + (H - safe.y - safe.height - m)) - prod.y);
    const rows = vstack(sub, content.subline ? [1.6, 0.8] : [1], gap);
    if (content.subline) text('subline', rows[0]!, 'left', 'center');
    const cr = rows[rows.length - 1]!;
    const bh = Math.min(cr.height, Math.round(sizes.cta.max * 2.4));
    text('cta', rect(cr.x, cr.y + (cr.height - bh) / 2, cr.width, bh), 'left', 'center', 'button');
    if (content.badge) frame.texts.push(badgeOverride(frame, sizes.badge));
    return frame;
  }

  // Square and tall: texts above and below the product, or all above it.
  if (layout === 'headline-first') {
    const area = topLogo(safe, 'left');
    const [ha, pa, ba] = vstack(area, [2.2, 3, 1.2], gap);
    text(mainText, ha!, 'left', 'bottom');
    frame.product = pa!;
    const [sa, ca] = content.subline ? hstack(ba!, [1.3, 1], gap) : [null, ba!];
    if (sa) text('subline', sa, 'left', 'center');
    const bh = Math.min(ca!.height, Math.round(sizes.cta.max * 2.4));
    text('cta', rect(ca!.x, ca!.y + (ca!.height - bh) / 2, ca!.width, bh), sa ? 'center' : 'left', 'center', 'button');
    if (content.badge) frame.texts.push(badgeOverride(frame, sizes.badge));
    return frame;
  }

  // hero-centre, and the side families on tall canvases (stacked, product to one side).
  const area = topLogo(safe, layout === 'hero-centre' ? 'center' : 'left');
  const align: TextSlot['align'] = layout === 'hero-centre' ? 'center' : 'left';
  const weights = [mainText === 'quote' ? 2.2 : 1.5, shape === 'tall' ? 3.6 : 3, content.subline ? 0.9 : 0, 0.75].filter((w) => w > 0);
  const rows = vstack(area, weights, gap);
  text(mainText, rows[0]!, align, 'bottom');
  let i = 1;
  const productRow = rows[i++]!;
  frame.product = layout === 'product-left' ? rect(productRow.x, productRow.y, productRow.width * 0.85, productRow.height) : layout === 'product-right' ? rect(productRow.x + productRow.width * 0.15, productRow.y, productRow.width * 0.85, productRow.height) : productRow;
  if (mainText === 'quote' && content.author) {
    const r0 = rows[0]!;
    frame.texts[frame.texts.length - 1]!.rect = rect(r0.x, r0.y, r0.width, r0.height * 0.78);
    text('author', rect(r0.x, r0.y + r0.height * 0.8, r0.width, r0.height * 0.2), align, 'top');
  }
  if (content.subline) text('subline', rows[i++]!, align, 'top');
  const cr = rows[i]!;
  const bh = Math.min(cr.height, Math.round(sizes.cta.max * 2.4));
  text('cta', rect(cr.x, cr.y + (cr.height - bh) / 2, cr.width, bh), align, 'center', 'button');
  if (layout === 'offer-badge' && content.badge) placeBadge(frame.product, u, frame, sizes.badge);
  else if (content.badge) frame.texts.push(badgeOverride(frame, sizes.badge));
  return frame;
}

/** The offer badge as a disc at the top corner of the product's box; the product box shrinks to clear it. */
function placeBadge(productArea: Rect, u: number, frame: AdFrame, sizes: { min: number; max: number }) {
  const d = Math.round(Math.min(u * 0.26, productArea.width * 0.42, productArea.height * 0.42));
  const disc = rect(productArea.x + productArea.width - d, productArea.y, d, d);
  frame.badgeDisc = disc;
  frame.texts.push({ role: 'badge', rect: inset(disc, Math.round(d * 0.17)), align: 'center', vAlign: 'center', sizes: { max: Math.round(sizes.max * 1.2), min: sizes.min }, heading: true, ground: 'badge' });
  frame.product = rect(productArea.x, productArea.y + d * 0.55, productArea.width - d * 0.35, productArea.height - d * 0.55);
}

/** Families without a badge place of their own show the offer as a small pill in the safe zone's top right corner. */
function badgeOverride(frame: AdFrame, sizes: { min: number; max: number }): TextSlot {
  const u = Math.min(frame.width, frame.height);
  const w = Math.round(u * 0.3);
  const h = Math.round(Math.max(sizes.min * 2, u * 0.075));
  const r = rect(frame.safe.x + frame.safe.width - w, frame.safe.y, w, h);
  // A logo in the way is drawn smaller, ending before the pill (it keeps its aspect ratio: it is contained in its box).
  if (frame.logo && overlaps(frame.logo, r)) frame.logo = rect(frame.logo.x, frame.logo.y, Math.max(1, r.x - Math.round(u * 0.03) - frame.logo.x), frame.logo.height);
  // The product keeps clear of the pill.
  if (frame.product.y < r.y + r.height && frame.product.x + frame.product.width > r.x) {
    const cut = r.y + r.height + 4 - frame.product.y;
    frame.product = rect(frame.product.x, frame.product.y + cut, frame.product.width, frame.product.height - cut);
  }
  return { role: 'badge', rect: r, align: 'center', vAlign: 'center', sizes: { max: sizes.max * 0.8, min: sizes.min }, heading: true, ground: 'badge' };
}
