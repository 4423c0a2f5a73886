/**
 * The product's layer of a composed image (ad creatives, listing images): its pixels trimmed from a
 * cut-out (or a photo as it is), fitted into a box, and drawn with a soft contact shadow (a
 * cut-out) or a rounded frame and its shadow (a photo). Shared by ./ad-render.ts and
 * ../listing/.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp, { type OverlayOptions } from 'sharp';
import { MediaInputError } from '../image/decode-image';
import type { Rect } from './ad-geometry';

/** Pixels, RGBA, row by row. */
export interface RgbaPixels {
  data: Buffer;
  width: number;
  height: number;
}

/** The box the product's pixels take, fitted inside `box` (contained), set low (see below) or centred. */
export function fitInside(box: Rect, w: number, h: number, anchor: 'bottom' | 'center'): Rect {
  const s = Math.min(box.width / w, box.height / h);
  const width = Math.max(1, Math.round(w * s));
  const height = Math.max(1, Math.round(h * s));
  const x = Math.round(box.x + (box.width - width) / 2);
  // 'bottom' sits the product low in a box taller than it (65% of the free height above it), not
  // on the box's floor, so a tall column does not leave it stranded under empty space.
  const y = Math.round(anchor === 'bottom' ? box.y + (box.height - height) * 0.65 : box.y + (box.height - height) / 2);
  return { x, y, width, height };
}

/** The product trimmed to its opaque pixels (a cut-out) or as it is (a photo). @throws MediaInputError. */
export async function productPixels(product: { data: Buffer; kind: 'cutout' | 'photo' }): Promise<RgbaPixels> {
  try {
    const img = sharp(product.data, { limitInputPixels: 64_000_000 }).rotate();
    if (product.kind === 'photo') {
      const { data, info } = await img.removeAlpha().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }
    const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let x0 = info.width;
    let y0 = info.height;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (data[(y * info.width + x) * 4 + 3]! >= 16) {
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
      }
    }
    if (x1 < 0) throw new MediaInputError('the cut-out holds no product');
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const trimmed = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).extract({ left: x0, top: y0, width: w, height: h }).raw().toBuffer();
    return { data: trimmed, width: w, height: h };
  } catch (error) {
    if (error instanceof MediaInputError) throw error;
    throw new MediaInputError(`the product image cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Rasterises an SVG `width` px wide (no system fonts: text is drawn by satori as paths). */
export function svgToRaster(svg: string, width: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().asPng());
}

/**
 * The layers that draw a product placed at `place` (px) on a `canvas`: its shadow, then its pixels.
 * Input: `resized`, the product's RGBA pixels at place.width x place.height; for a photo its corners
 * are rounded in place (the caller's alpha then follows the frame). Output: sharp overlays.
 */
export async function productLayers(resized: Buffer, place: Rect, canvas: { width: number; height: number }, kind: 'cutout' | 'photo'): Promise<OverlayOptions[]> {
  const { width: W, height: H } = canvas;
  const u = Math.min(W, H);
  const layers: OverlayOptions[] = [];
  if (kind === 'cutout') {
    const ellipse = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><ellipse cx="${place.x + place.width / 2}" cy="${place.y + place.height - Math.max(1, place.height * 0.01)}" rx="${place.width * 0.42}" ry="${Math.max(2, Math.min(place.height * 0.035, place.width * 0.06))}" fill="black" fill-opacity="0.32"/></svg>`;
    layers.push({ input: await sharp(Buffer.from(ellipse)).blur(Math.max(0.5, u * 0.008)).png().toBuffer(), left: 0, top: 0 });
    const shadow = await sharp(resized, { raw: { width: place.width, height: place.height, channels: 4 } })
      .extractChannel(3)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    const soft = Buffer.alloc(place.width * place.height * 4);
    for (let i = 0; i < shadow.length; i++) soft[i * 4 + 3] = Math.round(shadow[i]! * 0.16);
    const blurred = await sharp(soft, { raw: { width: place.width, height: place.height, channels: 4 } }).blur(Math.max(0.5, u * 0.012)).png().toBuffer();
    const dy = Math.round(u * 0.008);
    if (place.y + dy + place.height <= H) layers.push({ input: blurred, left: place.x, top: place.y + dy });
  } else {
    const radius = Math.round(Math.min(place.width, place.height) * 0.03);
    const shadowSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect x="${place.x}" y="${place.y + u * 0.006}" width="${place.width}" height="${place.height}" rx="${radius}" fill="black" fill-opacity="0.2"/></svg>`;
    layers.push({ input: await sharp(Buffer.from(shadowSvg)).blur(Math.max(0.5, u * 0.01)).png().toBuffer(), left: 0, top: 0 });
    const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${place.width}" height="${place.height}"><rect width="${place.width}" height="${place.height}" rx="${radius}" fill="white"/></svg>`);
    const rounded = await sharp(resized, { raw: { width: place.width, height: place.height, channels: 4 } }).composite([{ input: mask, blend: 'dest-in' }]).raw().toBuffer();
    resized.set(rounded);
  }
  layers.push({ input: resized, raw: { width: place.width, height: place.height, channels: 4 }, left: place.x, top: place.y });
  return layers;
}
