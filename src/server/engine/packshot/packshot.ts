/**
 * The Studio Photos packshot renderer: deterministic image processing, no model.
 *
 * 1. The product is cropped by its matte: its box is the matte's bounding box at alpha >= 128; the
 *    crop keeps the soft edge around it (alpha >= 8 within 4 % of the box's long side), and anything
 *    fainter or farther (fog, stray specks) is dropped. Edge colours are cleaned of the old
 *    background (./foreground-colour.ts) on the crop only, estimated at EDGE_ESTIMATE_LONG_SIDE.
 * 2. It is scaled so its box fills the StudioSpec's share of the frame, measured as the box's longer
 *    relative dimension (src/shared/studio-presets.ts 'Fill'), centred horizontally, and placed
 *    vertically by the alignment (bottom and top keep the margin of the limiting side).
 * 3. The shadow is drawn in its own region (./packshot-shadow.ts), then the product over it, on a
 *    frame filled with the exact background colour (or fully transparent).
 * 4. It is encoded without metadata (sharp drops EXIF, ICC and XMP unless asked to keep them; the
 *    pixels are sRGB, so an untagged file is read as sRGB): JPEG at quality 92 with 4:4:4 chroma
 *    (no subsampling, so an 8x8 block that is all background decodes to exactly the background),
 *    or PNG (lossless).
 *
 * The 'zone' is where a pixel may differ from the background: every pixel the product, its soft
 * edge or its shadow touched (alpha >= 1 after 8-bit rounding) and, for JPEG, every 8x8 block that
 * holds one (JPEG ringing stays inside the blocks it starts in), so the zone reaches at most 7 px
 * beyond the product's matte and its shadow. ./packshot-compliance.ts checks every pixel outside it.
 */
import sharp from 'sharp';
import { FILL_TOLERANCE, TRANSPARENT, type StudioSpec } from '../../../shared/studio-presets';
import type { RawImage } from '../image/decode-image';
import { productRgba } from '../cutout/foreground-colour';
import { bboxOf, type BBox } from '../cutout/mask-ops';
import { type PlacedProduct, type ReflectionLayer, shadowLayer, type ShadowLayer } from './packshot-shadow';
import { withProvenance } from '../image/provenance';

/** JPEG settings of every packshot: 4:4:4 keeps all-background blocks exact. */
export const PACKSHOT_JPEG = { quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: true, mozjpeg: false, trellisQuantisation: false, overshootDeringing: false } as const;
/** JPEG block size: the zone is widened to whole blocks. */
export const JPEG_BLOCK = 8;
/** Matte values below this are fog, not product: dropped. */
const FOG_ALPHA = 8;
/**
 * Long side at which the edge colours are estimated (the estimates are smooth and only the soft
 * edge uses them; the product's opaque pixels stay the photo's own): about a sixth of the default's
 * cost, with edges that look the same at packshot size.
 */
const EDGE_ESTIMATE_LONG_SIDE = 384;
/** After scaling, alpha at or below this (resampling ringing) is dropped. */
const RINGING_ALPHA = 2;

/** Why a packshot cannot be made. */
export class PackshotError extends Error {
  constructor(
    readonly reason: 'empty_matte' | 'size_mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'PackshotError';
  }
}

export interface PackshotInput {
  /** The oriented photo, RGBA (decodeImage's `rgba`). */
  image: RawImage;
  /** Its product matte, 8-bit, image.width*image.height bytes (255 = product). */
  matte: Buffer;
  spec: StudioSpec;
}

export interface Packshot {
  /** Encoded bytes (JPEG or PNG). */
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
  format: 'jpg' | 'png';
  width: number;
  height: number;
  /** The background actually painted: '#RRGGBB' or 'transparent' (a JPEG colour may be moved by one step so it survives JPEG exactly). */
  background: string;
  /** width*height bytes, 1 where a pixel may differ from the background (module docstring). */
  zone: Uint8Array;
  /** The product's box (its matte at alpha >= 128) as placed in the frame, px. */
  productBox: BBox;
  /** The rectangle the shadow was drawn in, px (null without a shadow). */
  shadowRegion: BBox | null;
}

/** '#RRGGBB' to [r, g, b]. */
export function hexToRgb(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

function rgbToHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

const exactCache = new Map<string, string>();

/**
 * A colour that survives JPEG encoding exactly: `hex` itself when an all-`hex` block
 * decodes to `hex` with PACKSHOT_JPEG, else the nearest colour (up to 3 steps per channel) that
 * does. White and greys always do; some tints move by one step (YCbCr rounding).
 * Input: '#RRGGBB'. Output: '#RRGGBB'. Errors: none (falls back to `hex`).
 */
export async function jpegExactColour(hex: string): Promise<string> {
  const cached = exactCache.get(hex);
  if (cached) return cached;
  const base = hexToRgb(hex);
  const candidates: [number, number, number][] = [];
  for (let d = 0; d <= 3; d += 1)
    for (let dr = -d; dr <= d; dr += 1)
      for (let dg = -d; dg <= d; dg += 1)
        for (let db = -d; db <= d; db += 1) {
          if (Math.max(Math.abs(dr), Math.abs(dg), Math.abs(db)) !== d) continue;
          const c: [number, number, number] = [base[0] + dr, base[1] + dg, base[2] + db];
          if (c.every((v) => v >= 0 && v <= 255)) candidates.push(c);
        }
  let found = hex;
  for (const c of candidates) {
    const block = Buffer.alloc(16 * 16 * 3);
    for (let i = 0; i < 256; i += 1) block.set(c, i * 3);
    const jpeg = await sharp(block, { raw: { width: 16, height: 16, channels: 3 } }).jpeg(PACKSHOT_JPEG).toBuffer();
    const back = await sharp(jpeg).raw().toBuffer();
    let ok = true;
    for (let i = 0; i < back.length; i += 1) if (back[i] !== c[i % 3]) ok = false;
    if (ok) {
      found = rgbToHex(c);
      break;
    }
  }
  exactCache.set(hex, found);
  return found;
}

/** Copies `rect` of a raw image (rows of width*channels bytes). */
function cropRaw(data: Buffer, width: number, channels: number, rect: BBox): Buffer {
  const out = Buffer.alloc(rect.width * rect.height * channels);
  for (let y = 0; y < rect.height; y += 1) {
    const from = ((rect.y + y) * width + rect.x) * channels;
    data.copy(out, y * rect.width * channels, from, from + rect.width * channels);
  }
  return out;
}

/** The product cropped from the photo with clean edge colours: RGBA of `rect` (photo px) and its box (alpha >= 128) within it. */
async function cutProduct(image: RawImage, matte: Buffer): Promise<{ rgba: Buffer; rect: BBox; box: BBox }> {
  const { width, height } = image;
  const box = bboxOf(matte, width, height, 128);
  if (!box) throw new PackshotError('empty_matte', 'the matte holds no product pixel');
  const margin = Math.round(Math.max(box.width, box.height) * 0.04) + 2;
  const x0 = Math.max(0, box.x - margin);
  const y0 = Math.max(0, box.y - margin);
  const x1 = Math.min(width, box.x + box.width + margin);
  const y1 = Math.min(height, box.y + box.height + margin);
  // The soft edge kept: alpha >= FOG_ALPHA inside the widened box.
  let rx0 = box.x;
  let ry0 = box.y;
  let rx1 = box.x + box.width;
  let ry1 = box.y + box.height;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1)
      if (matte[y * width + x]! >= FOG_ALPHA) {
        if (x < rx0) rx0 = x;
        if (x >= rx1) rx1 = x + 1;
        if (y < ry0) ry0 = y;
        if (y >= ry1) ry1 = y + 1;
      }
  const rect = { x: rx0, y: ry0, width: rx1 - rx0, height: ry1 - ry0 };
  // Colour estimation looks around the edge: give it some of the old background.
  const pad = Math.max(8, Math.round(Math.max(box.width, box.height) * 0.02));
  const ctx = {
    x: Math.max(0, rect.x - pad),
    y: Math.max(0, rect.y - pad),
    width: Math.min(width, rect.x + rect.width + pad) - Math.max(0, rect.x - pad),
    height: Math.min(height, rect.y + rect.height + pad) - Math.max(0, rect.y - pad),
  };
  const ctxImage = cropRaw(image.data, width, image.channels, ctx);
  const ctxMatte = cropRaw(matte, width, 1, ctx);
  for (let y = 0; y < ctx.height; y += 1)
    for (let x = 0; x < ctx.width; x += 1) {
      const i = y * ctx.width + x;
      const fx = ctx.x + x;
      const fy = ctx.y + y;
      const inside = fx >= rect.x && fx < rect.x + rect.width && fy >= rect.y && fy < rect.y + rect.height;
      if (!inside || ctxMatte[i]! < FOG_ALPHA) ctxMatte[i] = 0;
    }
  const clean = await productRgba({ data: ctxImage, width: ctx.width, height: ctx.height, channels: image.channels }, ctxMatte, { estimateLongSide: EDGE_ESTIMATE_LONG_SIDE });
  const rgba = cropRaw(clean, ctx.width, 4, { x: rect.x - ctx.x, y: rect.y - ctx.y, width: rect.width, height: rect.height });
  return { rgba, rect, box: { x: box.x - rect.x, y: box.y - rect.y, width: box.width, height: box.height } };
}

/**
 * Scales the cut product so its box fills `spec.fill` of the frame and places it by the alignment.
 * The box is measured again after resampling (a soft edge can move where alpha crosses 128), and
 * the scale corrected until the placed box is within a quarter of the tolerance of the share; after
 * 4 tries the closest one is kept (where a soft edge makes the crossing jump, no scale hits the
 * share exactly).
 */
async function placeProduct(cut: { rgba: Buffer; rect: BBox; box: BBox }, spec: StudioSpec): Promise<PlacedProduct> {
  const W = spec.width;
  const H = spec.height;
  let scale = spec.fill / Math.max(cut.box.width / W, cut.box.height / H);
  let best: { rgba: Buffer; tw: number; th: number; local: BBox; error: number } | null = null;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const tw = Math.max(1, Math.round(cut.rect.width * scale));
    const th = Math.max(1, Math.round(cut.rect.height * scale));
    const rgba = await sharp(cut.rgba, { raw: { width: cut.rect.width, height: cut.rect.height, channels: 4 } })
      .resize(tw, th, { fit: 'fill', kernel: scale > 1 ? 'mitchell' : 'lanczos3' })
      .raw()
      .toBuffer();
    for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! <= RINGING_ALPHA) rgba[i] = 0;
    const local = alphaBox(rgba, tw, th, 128) ?? { x: 0, y: 0, width: tw, height: th };
    const measured = Math.max(local.width / W, local.height / H);
    const error = Math.abs(measured - spec.fill);
    if (!best || error < best.error) best = { rgba, tw, th, local, error };
    if (error <= FILL_TOLERANCE / 4) break;
    scale *= spec.fill / measured;
  }
  const { rgba, tw, th, local } = best!;
  const widthLimited = local.width / W >= local.height / H;
  // The margin on the limiting side; top and bottom alignment keep it.
  const margin = widthLimited ? (W - local.width) / 2 : (H - local.height) / 2;
  const top = spec.alignment === 'bottom' ? H - margin - local.height : spec.alignment === 'top' ? margin : (H - local.height) / 2;
  const x = Math.round((W - local.width) / 2 - local.x);
  const y = Math.round(top - local.y);
  const box = clipBox({ x: x + local.x, y: y + local.y, width: local.width, height: local.height }, W, H);
  return { rgba, x, y, width: tw, height: th, box };
}

/** Bounding box of RGBA pixels whose alpha is >= threshold, or null (bboxOf on the alpha channel, without copying it). */
function alphaBox(rgba: Buffer, width: number, height: number, threshold: number): BBox | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    let first = -1;
    let last = -1;
    const row = y * width * 4 + 3;
    for (let x = 0; x < width; x += 1) {
      if (rgba[row + x * 4]! >= threshold) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first < 0) continue;
    if (first < minX) minX = first;
    if (last > maxX) maxX = last;
    if (y < minY) minY = y;
    maxY = y;
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

function clipBox(b: BBox, W: number, H: number): BBox {
  const x0 = Math.max(0, b.x);
  const y0 = Math.max(0, b.y);
  const x1 = Math.min(W, b.x + b.width);
  const y1 = Math.min(H, b.y + b.height);
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/**
 * Composites an RGBA layer at (`lx`, `ly`) over the frame (`channels` 3: opaque, 4: transparent
 * background), marking every pixel it changes in `touched`.
 */
function over(frame: Buffer, channels: 3 | 4, W: number, H: number, layer: Buffer, lx: number, ly: number, lw: number, lh: number, touched: Uint8Array): void {
  const xs = Math.max(0, -lx);
  const ys = Math.max(0, -ly);
  const xe = Math.min(lw, W - lx);
  const ye = Math.min(lh, H - ly);
  for (let j = ys; j < ye; j += 1) {
    for (let i = xs; i < xe; i += 1) {
      const s = (j * lw + i) * 4;
      const a8 = layer[s + 3]!;
      if (a8 === 0) continue;
      const p = (ly + j) * W + (lx + i);
      const o = p * channels;
      touched[p] = 1;
      const a = a8 / 255;
      if (channels === 3) {
        for (let c = 0; c < 3; c += 1) frame[o + c] = Math.round(layer[s + c]! * a + frame[o + c]! * (1 - a));
      } else {
        const da = frame[o + 3]! / 255;
        const outA = a + da * (1 - a);
        for (let c = 0; c < 3; c += 1) frame[o + c] = Math.round((layer[s + c]! * a + frame[o + c]! * da * (1 - a)) / outA);
        frame[o + 3] = Math.round(outA * 255);
      }
    }
  }
}

/** Darkens the frame under an opacity layer (opaque: multiply toward black; transparent: black at that opacity). */
function shade(frame: Buffer, channels: 3 | 4, W: number, layer: ShadowLayer, touched: Uint8Array): void {
  const { rect, alpha } = layer;
  for (let y = 0; y < rect.height; y += 1) {
    for (let x = 0; x < rect.width; x += 1) {
      const s8 = alpha[y * rect.width + x]!;
      if (s8 === 0) continue;
      const p = (rect.y + y) * W + rect.x + x;
      const o = p * channels;
      touched[p] = 1;
      if (channels === 3) {
        const k = 1 - s8 / 255;
        for (let c = 0; c < 3; c += 1) frame[o + c] = Math.round(frame[o + c]! * k);
      } else {
        frame[o] = 0;
        frame[o + 1] = 0;
        frame[o + 2] = 0;
        frame[o + 3] = s8;
      }
    }
  }
}

/** Widens `touched` to whole JPEG blocks. */
function blockCover(touched: Uint8Array, W: number, H: number): Uint8Array {
  const bw = Math.ceil(W / JPEG_BLOCK);
  const bh = Math.ceil(H / JPEG_BLOCK);
  const blocks = new Uint8Array(bw * bh);
  for (let y = 0; y < H; y += 1) {
    const row = y * W;
    const brow = ((y / JPEG_BLOCK) | 0) * bw;
    for (let x = 0; x < W; x += 1) if (touched[row + x]) blocks[brow + ((x / JPEG_BLOCK) | 0)] = 1;
  }
  const zone = new Uint8Array(W * H);
  for (let by = 0; by < bh; by += 1)
    for (let bx = 0; bx < bw; bx += 1) {
      if (!blocks[by * bw + bx]) continue;
      const x1 = Math.min(W, (bx + 1) * JPEG_BLOCK);
      for (let y = by * JPEG_BLOCK; y < Math.min(H, (by + 1) * JPEG_BLOCK); y += 1) zone.fill(1, y * W + bx * JPEG_BLOCK, y * W + x1);
    }
  return zone;
}

/**
 * Renders one packshot (module docstring).
 * Input: the photo (RGBA), its matte and the spec. Output: the encoded packshot with its zone,
 * product box and shadow region.
 * Errors: PackshotError('size_mismatch') when the matte is not the photo's size, ('empty_matte')
 * when it holds no product; sharp's errors.
 */
export async function renderPackshot(input: PackshotInput): Promise<Packshot> {
  const { image, matte, spec } = input;
  if (matte.length !== image.width * image.height) throw new PackshotError('size_mismatch', `matte of ${matte.length} px for a ${image.width}x${image.height} photo`);
  const W = spec.width;
  const H = spec.height;
  const transparent = spec.background === TRANSPARENT;
  const background = transparent ? TRANSPARENT : spec.format === 'jpg' ? await jpegExactColour(spec.background) : spec.background;
  const channels: 3 | 4 = transparent ? 4 : 3;

  const placed = await placeProduct(await cutProduct(image, matte), spec);
  const layer = await shadowLayer(placed, spec.shadow, W, H);

  const frame = Buffer.alloc(W * H * channels);
  if (!transparent) {
    const [r, g, b] = hexToRgb(background);
    frame.fill(Buffer.from([r, g, b]));
  }
  const touched = new Uint8Array(W * H);
  if (layer?.kind === 'opacity') shade(frame, channels, W, layer, touched);
  if (layer?.kind === 'rgba') {
    const ref: ReflectionLayer = layer;
    over(frame, channels, W, H, ref.rgba, ref.rect.x, ref.rect.y, ref.rect.width, ref.rect.height, touched);
  }
  over(frame, channels, W, H, placed.rgba, placed.x, placed.y, placed.width, placed.height, touched);

  // The product's own pixels on a drawn background and shadow: no generative model (docs/decisions/024-ai-marking.md).
  const pipeline = withProvenance(sharp(frame, { raw: { width: W, height: H, channels } }), 'compositeSynthetic');
  const data = spec.format === 'jpg' ? await pipeline.jpeg(PACKSHOT_JPEG).toBuffer() : await pipeline.png({ compressionLevel: 6 }).toBuffer();
  return {
    data,
    mime: spec.format === 'jpg' ? 'image/jpeg' : 'image/png',
    format: spec.format,
    width: W,
    height: H,
    background,
    zone: spec.format === 'jpg' ? blockCover(touched, W, H) : touched,
    productBox: placed.box,
    shadowRegion: layer?.rect ?? null,
  };
}
