/**
 * Shadows of a Studio Photos packshot: each is drawn as its own layer inside a
 * known rectangle of the frame (its 'shadow region'), from the product as placed:
 *
 * - contact: two soft ellipses where the product meets the ground, as wide as its base (the
 *   bottom 6 % of its box): a faint wide one and a darker narrow core (peak opacity 0.30 and 0.12);
 * - soft drop: the product's silhouette moved down (3 % of its long side) and a little right,
 *   blurred (sigma 2.5 % of its long side), at opacity 0.30;
 * - reflection: the product mirrored about the bottom of its box, fading from 0.22 to nothing over
 *   30 % of its height.
 *
 * Opacities are 8-bit (0..255); where a layer is 0 the background is left untouched, which is what
 * keeps the rest of the frame exactly the background colour.
 */
import sharp from 'sharp';
import type { StudioShadow } from '../../../shared/studio-presets';
import type { BBox } from '../cutout/mask-ops';

/** A single-channel opacity layer over `rect` of the frame (row-major, rect.width*rect.height bytes, 255 = full shadow). */
export interface ShadowLayer {
  kind: 'opacity';
  rect: BBox;
  alpha: Uint8Array;
}

/** An RGBA layer over `rect` of the frame (a reflection), composited like the product. */
export interface ReflectionLayer {
  kind: 'rgba';
  rect: BBox;
  rgba: Buffer;
}

/** The product as placed: its RGBA pixels (`width` x `height`) at `x`, `y` of the frame, and its box (alpha >= 128) in frame px. */
export interface PlacedProduct {
  rgba: Buffer;
  x: number;
  y: number;
  width: number;
  height: number;
  box: BBox;
}

const CONTACT_CORE_OPACITY = 0.3;
const CONTACT_WIDE_OPACITY = 0.12;
const DROP_OPACITY = 0.3;
const REFLECTION_OPACITY = 0.22;
/** Share of the product's height the reflection fades over. */
const REFLECTION_DEPTH = 0.3;

/** Intersection of a rectangle with the frame, or null when empty. */
function clip(rect: BBox, frameW: number, frameH: number): BBox | null {
  const x0 = Math.max(0, rect.x);
  const y0 = Math.max(0, rect.y);
  const x1 = Math.min(frameW, rect.x + rect.width);
  const y1 = Math.min(frameH, rect.y + rect.height);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

/** Horizontal extent (frame px) of the product's base: alpha >= 128 in the bottom 6 % of its box. */
function baseExtent(p: PlacedProduct): { left: number; right: number } {
  const bottom = p.box.y + p.box.height - 1 - p.y;
  const rows = Math.max(2, Math.round(p.box.height * 0.06));
  let left = Infinity;
  let right = -Infinity;
  for (let j = Math.max(0, bottom - rows + 1); j <= bottom; j += 1) {
    for (let i = 0; i < p.width; i += 1) {
      if (p.rgba[(j * p.width + i) * 4 + 3]! >= 128) {
        if (i < left) left = i;
        if (i > right) right = i;
      }
    }
  }
  if (!Number.isFinite(left)) return { left: p.box.x, right: p.box.x + p.box.width - 1 };
  return { left: p.x + left, right: p.x + right };
}

/** Contact shadow: two soft ellipses under the base. */
function contactShadow(p: PlacedProduct, frameW: number, frameH: number): ShadowLayer | null {
  const base = baseExtent(p);
  const baseY = p.box.y + p.box.height - 1;
  const half = Math.max((base.right - base.left + 1) / 2, p.box.width * 0.12);
  const cx = (base.left + base.right + 1) / 2;
  const ellipses = [
    { rx: half * 1.08, ry: Math.max(3, half * 0.07), cy: baseY - Math.max(1, half * 0.02), peak: CONTACT_CORE_OPACITY },
    { rx: half * 1.4, ry: Math.max(5, half * 0.16), cy: baseY, peak: CONTACT_WIDE_OPACITY },
  ];
  const outer = ellipses[1]!;
  const rect = clip(
    { x: Math.floor(cx - outer.rx), y: Math.floor(baseY - outer.ry * 1.2), width: Math.ceil(outer.rx * 2) + 2, height: Math.ceil(outer.ry * 2.4) + 2 },
    frameW,
    frameH,
  );
  if (!rect) return null;
  const alpha = new Uint8Array(rect.width * rect.height);
  for (let y = 0; y < rect.height; y += 1) {
    const fy = rect.y + y + 0.5;
    for (let x = 0; x < rect.width; x += 1) {
      const fx = rect.x + x + 0.5;
      let s = 0;
      for (const e of ellipses) {
        const d2 = ((fx - cx) / e.rx) ** 2 + ((fy - e.cy) / e.ry) ** 2;
        if (d2 < 1) s += e.peak * (1 - d2) ** 2;
      }
      alpha[y * rect.width + x] = Math.round(Math.min(1, s) * 255);
    }
  }
  return { kind: 'opacity', rect, alpha };
}

/** Soft drop shadow: the silhouette, offset and blurred (computed at a quarter of the size). */
async function dropShadow(p: PlacedProduct, frameW: number, frameH: number): Promise<ShadowLayer | null> {
  const long = Math.max(p.box.width, p.box.height);
  const sigma = Math.max(2, long * 0.025);
  const pad = Math.ceil(sigma * 3);
  const dx = Math.round(long * 0.012);
  const dy = Math.round(long * 0.03);
  const w = p.width + 2 * pad;
  const h = p.height + 2 * pad;
  // The silhouette on a padded canvas (sharp would resize before extending, so pad here).
  const silhouette = Buffer.alloc(w * h);
  for (let y = 0; y < p.height; y += 1)
    for (let x = 0; x < p.width; x += 1) silhouette[(y + pad) * w + x + pad] = p.rgba[(y * p.width + x) * 4 + 3]!;
  const f = 4;
  const sw = Math.max(1, Math.round(w / f));
  const sh = Math.max(1, Math.round(h / f));
  const small = await sharp(silhouette, { raw: { width: w, height: h, channels: 1 } })
    .resize(sw, sh, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(0.4, sigma / f))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const blurred = await sharp(small, { raw: { width: sw, height: sh, channels: 1 } }).resize(w, h, { fit: 'fill', kernel: 'cubic' }).extractChannel(0).raw().toBuffer();
  const full = { x: p.x - pad + dx, y: p.y - pad + dy, width: w, height: h };
  const rect = clip(full, frameW, frameH);
  if (!rect) return null;
  const alpha = new Uint8Array(rect.width * rect.height);
  for (let y = 0; y < rect.height; y += 1) {
    const sy = rect.y + y - full.y;
    for (let x = 0; x < rect.width; x += 1) {
      const sx = rect.x + x - full.x;
      alpha[y * rect.width + x] = Math.round(blurred[sy * w + sx]! * DROP_OPACITY);
    }
  }
  return { kind: 'opacity', rect, alpha };
}

/** Reflection: the product mirrored about the bottom of its box, fading out. */
function reflection(p: PlacedProduct, frameW: number, frameH: number): ReflectionLayer | null {
  const mirror = p.box.y + p.box.height; // frame row just under the base
  const depth = Math.max(4, Math.round(p.box.height * REFLECTION_DEPTH));
  const rect = clip({ x: p.x, y: mirror, width: p.width, height: depth }, frameW, frameH);
  if (!rect) return null;
  const rgba = Buffer.alloc(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y += 1) {
    const t = rect.y + y - mirror; // 0 just under the base
    const fade = REFLECTION_OPACITY * (1 - t / depth) ** 2;
    const srcRow = mirror - 1 - t - p.y; // the product row mirrored here
    if (srcRow < 0 || srcRow >= p.height) continue;
    for (let x = 0; x < rect.width; x += 1) {
      const src = (srcRow * p.width + (rect.x + x - p.x)) * 4;
      const o = (y * rect.width + x) * 4;
      const a = Math.round(p.rgba[src + 3]! * fade);
      if (a === 0) continue;
      rgba[o] = p.rgba[src]!;
      rgba[o + 1] = p.rgba[src + 1]!;
      rgba[o + 2] = p.rgba[src + 2]!;
      rgba[o + 3] = a;
    }
  }
  return { kind: 'rgba', rect, rgba };
}

/**
 * The shadow layer of a placed product, or null for 'none' (or a shadow entirely out of frame).
 * Input: the placed product, the shadow kind, the frame size in px.
 */
export async function shadowLayer(p: PlacedProduct, kind: StudioShadow, frameW: number, frameH: number): Promise<ShadowLayer | ReflectionLayer | null> {
  switch (kind) {
    case 'none':
      return null;
    case 'contact':
      return contactShadow(p, frameW, frameH);
    case 'soft_drop':
      return dropShadow(p, frameW, frameH);
    case 'reflection':
      return reflection(p, frameW, frameH);
  }
}
