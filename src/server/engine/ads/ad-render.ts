/**
 * Renders one ad creative: a family's layout on one placement, with the brand's colours and fonts,
 * the product's own pixels (a cut-out with its shadow, or a packshot or scene as a framed photo),
 * the user's texts fitted to their boxes, the logo, and the checks of ./ad-checks.ts.
 *
 * Layers: (1) the page, colour blocks, card, button and badge, drawn by satori and rasterised by
 * resvg; (2) the product composited with sharp; (3) the texts, logo and mark, drawn by satori over
 * it. Text colours are chosen from the pixels of (1)+(2) under each text box: the first of the
 * brand's ink, near-black and white that reaches the WCAG ratio. A text that does not fit its box
 * even at its smallest size is reported (`overflow`), never cut.
 *
 * Input: AdRenderInput. Output: the encoded file (PNG, or JPEG within the placement's byte limit
 * where it has one) and its AdCheckReport. @throws MediaInputError for an unreadable product or logo.
 */
import satori from 'satori';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { AD_PLACEMENTS, type AdFont, type AdLayout, type AdOutputFormat, type AdPlacementId } from '../../../shared/ad-creatives';
import type { AdCheckReport, AdColourScheme, AdTexts } from '../../../shared/contracts/ad-creatives';
import { MediaInputError } from '../image/decode-image';
import { satoriFonts, missingGlyphs } from './ad-fonts';
import { contrastRatio, hexRgb, insideRect, luminance, minContrast, mix, overlaps, productPixelsUnder, requiredContrast } from './ad-checks';
import { layoutAd, type AdFrame, type Rect, type TextRole, type TextSlot } from './ad-layout';
import { fitText, lineWidth, textCss, type TextStyle } from './text-fit';
import { fitInside, productLayers, productPixels, svgToRaster } from './product-layer';
import type { DigitalSourceType } from '../../../shared/provenance';
import { withProvenance } from '../image/provenance';

export interface AdBrand {
  /** 1 to 5 colours, '#rrggbb', the first the primary. */
  colours: string[];
  headingFont: AdFont;
  bodyFont: AdFont;
}

export interface AdRenderInput {
  placement: AdPlacementId;
  layout: AdLayout;
  /** A cut-out (RGBA PNG whose alpha is the matte) or a photo (a packshot or scene, drawn framed). */
  product: { data: Buffer; kind: 'cutout' | 'photo' };
  /** The brand's logo as a PNG (SVGs are rasterised when the kit is saved), or null. */
  logo: Buffer | null;
  brand: AdBrand;
  /** Light: a pale tint of the colour as the page; bold: the colour itself as the page. */
  scheme: AdColourScheme;
  texts: AdTexts;
  format: AdOutputFormat;
  /** Free plan: a small "Made with Vitrine" mark in the bottom right corner. */
  watermark: boolean;
  /** How the creative is made (../../../shared/provenance.ts), written into its XMP. */
  sourceType: DigitalSourceType;
}

export interface RenderedAd {
  data: Buffer;
  mime: 'image/png' | 'image/jpeg';
  format: AdOutputFormat;
  width: number;
  height: number;
  checks: AdCheckReport;
}

type El = { type: string; props: Record<string, unknown> };
const div = (style: Record<string, unknown>, children?: unknown): El => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

const INK = '#141414';
const WHITE = '#ffffff';
const WATERMARK = 'Made with Vitrine';

/** The colours a design uses, from the brand's and the scheme. */
function palette(brand: AdBrand, scheme: AdColourScheme) {
  const primary = brand.colours[0]!;
  const second = brand.colours[1] ?? null;
  const darkPrimary = luminance(hexRgb(primary)) < 0.18;
  const page = scheme === 'light' ? (darkPrimary ? mix(primary, WHITE, 0.9) : mix(primary, WHITE, 0.55)) : primary;
  // The block and the button stand out from the page: the primary on a light page; on a bold page the second colour, else white or ink.
  const contrastOnPage = (c: string) => contrastRatio(luminance(hexRgb(c)), luminance(hexRgb(page)));
  const accent = second && contrastOnPage(second) >= 1.6 ? second : luminance(hexRgb(page)) < 0.3 ? WHITE : INK;
  const block = scheme === 'light' ? (contrastOnPage(primary) >= 1.6 ? primary : accent) : accent;
  const brandInks = brand.colours.filter((c) => luminance(hexRgb(c)) < 0.08);
  return { page, block, button: block, badge: second && contrastOnPage(second) >= 1.3 ? second : scheme === 'light' ? INK : accent, card: scheme === 'light' ? WHITE : mix(primary, WHITE, 0.92), inks: [...brandInks, INK, WHITE] };
}

/** The area, px, of the smallest box holding the drawn pixels (alpha >= 50%) of `ink` inside `box`. */
function inkedArea(ink: { data: Buffer; width: number; height: number }, box: Rect): number {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = Math.max(0, box.y); y < Math.min(ink.height, box.y + box.height); y++) {
    for (let x = Math.max(0, box.x); x < Math.min(ink.width, box.x + box.width); x++) {
      if (ink.data[y * ink.width + x]! >= 128) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  return x1 < 0 ? 0 : (x1 - x0 + 1) * (y1 - y0 + 1);
}

/** The space left and right of a button's text, px: half its height, a third on thin banners. */
const buttonPad = (frame: AdFrame, slot: TextSlot) => Math.round(slot.rect.height * (frame.shape === 'banner' ? 0.3 : 0.5));

/**
 * A fill that some text colour can be read on: `fill` itself when near-black or white text reaches
 * `required` on it, else `fill` darkened (or, for a light fill, lightened) in 8% steps until one
 * does. Keeps the brand's hue; changes only what a small text on it needs.
 */
function readableFill(fill: string, required: number): string {
  const reaches = (c: string) => Math.max(contrastRatio(luminance(hexRgb(c)), luminance(hexRgb(WHITE))), contrastRatio(luminance(hexRgb(c)), luminance(hexRgb(INK)))) >= required;
  if (reaches(fill)) return fill;
  const toward = luminance(hexRgb(fill)) < 0.18 ? '#000000' : luminance(hexRgb(fill)) > 0.4 ? WHITE : '#000000';
  for (let t = 0.08; t <= 1; t += 0.08) {
    const c = mix(fill, toward, t);
    if (reaches(c)) return c;
  }
  return toward;
}

/** The button's fill: the palette's button colour, or on a colour block the first of the second colour, white and ink that stands out from the block. */
function buttonColour(colours: ReturnType<typeof palette>, frame: AdFrame, button: Rect): string {
  if (!frame.blocks.some((b) => insideRect(button, b))) return colours.button;
  const block = luminance(hexRgb(colours.block));
  return [colours.badge, WHITE, INK].find((c) => contrastRatio(luminance(hexRgb(c)), block) >= 1.6) ?? WHITE;
}

interface PlacedText {
  slot: TextSlot;
  text: string;
  style: TextStyle;
  size: number;
  /** The box the text's lines take, px. */
  box: Rect;
  colour: string;
  ratio: number;
  required: number;
}

/**
 * Renders one creative (see the module's docstring). When its texts cover more of the image than
 * the placement allows (Google responsive display: 20%), the texts are drawn again up to 4 times,
 * each time at most 85% of the previous largest size (never below a role's smallest).
 */
export async function renderAd(input: AdRenderInput): Promise<RenderedAd> {
  let scale = 1;
  let rendered = await renderOnce(input, scale);
  for (let i = 0; i < 4 && !rendered.checks.textShare.ok && rendered.checks.overflow.ok; i++) {
    scale *= 0.85;
    rendered = await renderOnce(input, scale);
  }
  return rendered;
}

async function renderOnce(input: AdRenderInput, textScale: number): Promise<RenderedAd> {
  const placement = AD_PLACEMENTS[input.placement];
  const { width: W, height: H } = placement;
  const texts = input.texts;
  const logoMeta = input.logo ? await sharp(input.logo).metadata().catch(() => null) : null;
  if (input.logo && (!logoMeta?.width || !logoMeta.height)) throw new MediaInputError('the logo cannot be read');
  const frame = layoutAd(input.placement, input.layout, {
    subline: Boolean(texts.subline),
    badge: Boolean(texts.badge),
    quote: Boolean(texts.quote),
    author: Boolean(texts.author),
    logo: Boolean(input.logo),
  });
  const colours = palette(input.brand, input.scheme);
  const fonts = satoriFonts([input.brand.headingFont, input.brand.bodyFont]);
  const u = Math.min(W, H);

  // 1. Fit every text to its slot (the button's width then follows its text).
  const fitted: { slot: TextSlot; text: string; style: TextStyle; size: number; height: number; width: number }[] = [];
  const overflow: TextRole[] = [];
  const glyphs: string[] = [];
  for (const slot of frame.texts) {
    const typed = (texts[slot.role] ?? '').trim();
    if (!typed) continue;
    // A quote is drawn between quotation marks (unless it has its own) and its author after a dash.
    const text = slot.role === 'quote' && !/^["“«„']/u.test(typed) ? `“${typed}”` : slot.role === 'author' && !/^[—–-]/u.test(typed) ? `— ${typed}` : typed;
    const family = slot.heading ? input.brand.headingFont : input.brand.bodyFont;
    glyphs.push(...missingGlyphs(text, family));
    const style: TextStyle = { family, weight: slot.heading || slot.role === 'cta' ? 700 : 400, lineHeight: slot.heading ? 1.12 : slot.ground === 'button' ? 1.15 : 1.3, align: slot.align, uppercase: slot.role === 'badge' && text.length <= 12 };
    const padX = slot.ground === 'button' ? buttonPad(frame, slot) : 0;
    const padY = slot.ground === 'button' ? Math.round(slot.rect.height * 0.14) : 0;
    const box = { width: slot.rect.width - 2 * padX, height: slot.rect.height - 2 * padY };
    const single = slot.ground === 'button';
    const sizes = { min: slot.sizes.min, max: Math.max(slot.sizes.min, Math.floor(slot.sizes.max * textScale)) };
    const fit = await fitText(text, style, box, sizes, single);
    if (!fit) {
      overflow.push(slot.role);
      continue;
    }
    const width = single ? Math.min(box.width, Math.ceil(await lineWidth(text, style, fit.size))) : box.width;
    fitted.push({ slot, text, style, size: fit.size, height: fit.height, width });
  }

  // 2. The page, blocks, card, button and badge.
  const shapes: El[] = [];
  for (const b of frame.blocks) shapes.push(div({ position: 'absolute', left: b.x, top: b.y, width: b.width, height: b.height, backgroundColor: colours.block }));
  if (frame.card) shapes.push(div({ position: 'absolute', left: frame.card.x, top: frame.card.y, width: frame.card.width, height: frame.card.height, backgroundColor: colours.card, borderRadius: Math.round(u * 0.035), boxShadow: `0 ${Math.round(u * 0.01)}px ${Math.round(u * 0.035)}px rgba(0,0,0,0.14)` }));
  const buttonRects = new Map<TextSlot, Rect>();
  for (const f of fitted) {
    if (f.slot.ground === 'button') {
      const padX = buttonPad(frame, f.slot);
      const bw = Math.min(f.slot.rect.width, f.width + 2 * padX);
      const bx = f.slot.align === 'center' ? f.slot.rect.x + (f.slot.rect.width - bw) / 2 : f.slot.rect.x;
      const r = { x: Math.round(bx), y: f.slot.rect.y, width: Math.round(bw), height: f.slot.rect.height };
      buttonRects.set(f.slot, r);
      shapes.push(div({ position: 'absolute', left: r.x, top: r.y, width: r.width, height: r.height, backgroundColor: readableFill(buttonColour(colours, frame, r), requiredContrast(f.size, f.style.weight === 700)), borderRadius: Math.round(r.height / 2) }));
    }
    if (f.slot.ground === 'badge') {
      const disc = frame.badgeDisc;
      const r = disc ?? f.slot.rect;
      shapes.push(div({ position: 'absolute', left: r.x, top: r.y, width: r.width, height: r.height, backgroundColor: readableFill(colours.badge, requiredContrast(f.size, f.style.weight === 700)), borderRadius: disc ? r.width / 2 : Math.round(r.height / 2), transform: disc ? 'rotate(-8deg)' : undefined }));
    }
  }
  const pageSvg = await satori(div({ width: W, height: H, backgroundColor: colours.page, position: 'relative' }, shapes) as never, { width: W, height: H, fonts });
  const base = sharp(svgToRaster(pageSvg, W)).ensureAlpha();

  // 3. The product, with a contact shadow (a cut-out) or a soft frame shadow (a photo).
  const pixels = await productPixels(input.product);
  const place = fitInside(frame.product, pixels.width, pixels.height, input.product.kind === 'cutout' ? frame.productAnchor : 'center');
  const resized = await sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } }).resize(place.width, place.height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  const layers: OverlayOptions[] = await productLayers(resized, place, { width: W, height: H }, input.product.kind);
  const alphaCanvas = Buffer.alloc(W * H);

  for (let y = 0; y < place.height; y++) for (let x = 0; x < place.width; x++) alphaCanvas[(place.y + y) * W + place.x + x] = resized[(y * place.width + x) * 4 + 3]!;
  const under = await base.composite(layers).raw().toBuffer({ resolveWithObject: true });
  const raster = { data: under.data, width: under.info.width, height: under.info.height };

  // 4. Each text's box and colour (the first of the brand's inks, near-black and white that reaches the ratio).
  const placed: PlacedText[] = [];
  for (const f of fitted) {
    const slot = f.slot;
    const button = buttonRects.get(slot);
    let box: Rect;
    if (button) box = { x: Math.round(button.x + (button.width - f.width) / 2), y: Math.round(button.y + (button.height - f.height) / 2), width: Math.round(f.width), height: f.height };
    else {
      const y = slot.vAlign === 'top' ? slot.rect.y : slot.vAlign === 'bottom' ? slot.rect.y + slot.rect.height - f.height : slot.rect.y + (slot.rect.height - f.height) / 2;
      box = { x: slot.rect.x, y: Math.round(y), width: slot.rect.width, height: f.height };
    }
    const required = requiredContrast(f.size, f.style.weight === 700);
    // On the page and cards the brand's own ink comes first when it reaches the ratio; on a colour
    // (block, button, badge) the clearest of the candidates.
    const onColour = slot.ground === 'block' || slot.ground === 'button' || slot.ground === 'badge';
    let best = { colour: colours.inks[0]!, ratio: 0 };
    for (const colour of colours.inks) {
      const ratio = minContrast(raster, box, colour);
      if (!onColour && ratio >= required) {
        best = { colour, ratio };
        break;
      }
      if (ratio > best.ratio) best = { colour, ratio };
    }
    placed.push({ slot, text: f.text, style: f.style, size: f.size, box, colour: best.colour, ratio: best.ratio, required });
  }

  // 5. Texts, logo and mark over the page and product.
  const overlay: El[] = placed.map((p) => div({ position: 'absolute', left: p.box.x, top: p.box.y, width: p.box.width, height: p.box.height, color: p.colour, ...textCss(p.style, p.size, { flexWrap: 'wrap', whiteSpace: p.slot.ground === 'button' ? 'nowrap' : 'normal' }) }, p.text));
  let logoBox: Rect | null = null;
  let logoAspectError = 0;
  if (input.logo && frame.logo && logoMeta?.width && logoMeta.height) {
    logoBox = fitInside(frame.logo, logoMeta.width, logoMeta.height, 'center');
    logoBox.x = frame.logo.x + (frame.texts.some((t) => t.align === 'center' && t.role === 'headline') && frame.logo.width > logoBox.width ? Math.round((frame.logo.width - logoBox.width) / 2) : 0);
    logoAspectError = Math.abs(logoBox.width / logoBox.height / (logoMeta.width / logoMeta.height) - 1);
    const png = await sharp(input.logo).resize(logoBox.width, logoBox.height, { fit: 'fill' }).png().toBuffer();
    overlay.push({ type: 'img', props: { src: `data:image/png;base64,${png.toString('base64')}`, width: logoBox.width, height: logoBox.height, style: { position: 'absolute', left: logoBox.x, top: logoBox.y } } });
  }
  if (input.watermark) {
    const size = Math.max(9, Math.round(u * 0.022));
    overlay.push(div({ position: 'absolute', right: Math.round(size * 0.4), bottom: Math.round(size * 0.4), padding: `${Math.round(size * 0.2)}px ${Math.round(size * 0.55)}px`, borderRadius: size, backgroundColor: 'rgba(20,20,20,0.62)', color: WHITE, ...textCss({ family: 'inter', weight: 700, lineHeight: 1.1 }, size) }, WATERMARK));
  }
  const overlaySvg = await satori(div({ width: W, height: H, position: 'relative' }, overlay) as never, { width: W, height: H, fonts: [...fonts, ...satoriFonts(['inter'])] });
  const overlayPng = svgToRaster(overlaySvg, W);
  const composed = sharp(raster.data, { raw: { width: W, height: H, channels: 4 } }).composite([{ input: overlayPng, left: 0, top: 0 }]);
  const ink = { data: await sharp(overlayPng).ensureAlpha().extractChannel(3).raw().toBuffer(), width: W, height: H, channels: 1 as const };

  // 6. Checks.
  const textBoxes = [...placed.map((p) => ({ role: p.slot.role, rect: p.slot.ground === 'button' ? buttonRects.get(p.slot)! : p.box }))];
  const productCovered = placed.filter((p) => productPixelsUnder({ data: alphaCanvas, width: W, height: H, channels: 1 }, p.box) > 0).map((p) => p.slot.role);
  const outsideSafe = textBoxes.filter((t) => !insideRect(t.rect, frame.safe)).map((t) => t.role);
  if (logoBox && !insideRect(logoBox, frame.safe)) outsideSafe.push('logo' as never);
  const collisions: TextRole[] = [];
  for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) if (overlaps(placed[i]!.box, placed[j]!.box)) collisions.push(placed[j]!.slot.role);
  if (logoBox) for (const p of placed) if (overlaps(p.box, logoBox)) collisions.push(p.slot.role);
  // Text share: the area of each text's inked box (not its slot) and the logo's, over the canvas.
  const textArea = placed.reduce((a, p) => a + inkedArea(ink, p.box), 0) + (logoBox ? logoBox.width * logoBox.height : 0);
  const contrast = placed.map((p) => ({ role: p.slot.role, ratio: Math.round(p.ratio * 100) / 100, required: p.required }));
  const encoded = await encode(composed, input.format, placement.maxBytes, input.sourceType);
  const checks: AdCheckReport = {
    overflow: { ok: overflow.length === 0 && collisions.length === 0, roles: [...new Set([...overflow, ...collisions])] },
    contrast: { ok: contrast.every((c) => c.ratio >= c.required), texts: contrast },
    productClear: { ok: productCovered.length === 0, roles: productCovered },
    safeZone: { ok: outsideSafe.length === 0, roles: outsideSafe },
    logoAspect: { ok: logoAspectError <= 0.01, error: Math.round(logoAspectError * 10000) / 10000 },
    glyphs: { ok: glyphs.length === 0, missing: [...new Set(glyphs)] },
    fileSize: { ok: placement.maxBytes === null || encoded.data.length <= placement.maxBytes, bytes: encoded.data.length, max: placement.maxBytes },
    textShare: { ok: placement.maxTextShare === null || textArea / (W * H) <= placement.maxTextShare, share: Math.round((textArea / (W * H)) * 1000) / 1000, max: placement.maxTextShare },
    passed: false,
  };
  checks.passed = Object.values(checks).every((c) => typeof c !== 'object' || c.ok);
  return { ...encoded, width: W, height: H, checks };
}


/** PNG, or JPEG at the highest quality (90 down to 40) within `maxBytes`. */
async function encode(image: Sharp, format: AdOutputFormat, maxBytes: number | null, sourceType: DigitalSourceType): Promise<Pick<RenderedAd, 'data' | 'mime' | 'format'>> {
  const flat = await image.flatten({ background: WHITE }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const again = () => withProvenance(sharp(flat.data, { raw: { width: flat.info.width, height: flat.info.height, channels: 3 } }), sourceType);
  if (format === 'png') {
    let data = await again().png({ compressionLevel: 8 }).toBuffer();
    if (maxBytes !== null && data.length > maxBytes) data = await again().png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
    return { data, mime: 'image/png', format: 'png' };
  }
  let data = await again().jpeg({ quality: 90, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
  for (let q = 85; maxBytes !== null && data.length > maxBytes && q >= 40; q -= 5) data = await again().jpeg({ quality: q, mozjpeg: true }).toBuffer();
  return { data, mime: 'image/jpeg', format: 'jpg' };
}
