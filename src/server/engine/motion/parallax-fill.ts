/**
 * The scenery behind the product, for the local video engine: the background plate of
 * the parallax orbit (the area uncovered behind the moving product shows scenery, not a ghost or a rim
 * of the product) and the scenery the set extension is continued from (./scene-extension.ts).
 *
 * Rule: the hole is the matte (>= 8) dilated by holeRadius, so the product's soft rim and any colour it
 * spilled around it go too. The hole is filled by pull-push (Gortler et al., "The Lumigraph",
 * SIGGRAPH 1996, the pull-push reconstruction: a pyramid of premultiplied averages halving the size, pulled up with
 * weights clipped at 1, then pushed down so every level keeps what it knows and takes the rest from the
 * coarser one), a smooth membrane that meets the surrounding shading at the hole's edge; then texture
 * patches copied from the nearest scenery (./residual-texture.ts) are added within textureDepth of the
 * hole's edge, so wood, linen or grain continue into the hole instead of a smooth patch that would read
 * as a halo where the parallax uncovers it. Outside the hole the picture is returned unchanged.
 */
import { bboxOf, boxBlur } from '../cutout/mask-ops';
import { relativeTexture, splitShading, synthesizeTexture } from './residual-texture';

/** Radius (px) by which the product's hole grows beyond the matte: 0.6 % of the long side, at least 3 px. */
export function holeRadius(width: number, height: number): number {
  return Math.max(3, Math.round(Math.max(width, height) * 0.006));
}

/**
 * How far inside the hole (px) the fill carries texture: 4 % of the long side, well beyond what the
 * parallax orbit's layers uncover (their offset stays under 2 % of the width, ./camera-path.ts).
 */
export function textureDepth(width: number, height: number): number {
  return Math.round(0.04 * Math.max(width, height));
}

/**
 * The product's hole: the matte (>= 8) dilated by holeRadius with a soft outer edge of about a sixth of it.
 * Input: matte (W*H bytes, 255 = product) and size (px). Output: W*H bytes, 255 inside the hole.
 */
export function productHole(matte: Buffer, W: number, H: number): Buffer {
  const hole = Buffer.alloc(W * H);
  const box = bboxOf(matte, W, H, 8);
  if (!box) return hole;
  // Only the matte's box grown by the radius can be in the hole.
  const r = holeRadius(W, H);
  const x0 = Math.max(0, box.x - r - 1);
  const y0 = Math.max(0, box.y - r - 1);
  const w = Math.min(W, box.x + box.width + r + 1) - x0;
  const h = Math.min(H, box.y + box.height + r + 1) - y0;
  const binary = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) binary[y * w + x] = matte[(y0 + y) * W + x0 + x]! >= 8 ? 1 : 0;
  const spread = boxBlur(binary, w, h, r);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      hole[(y0 + y) * W + x0 + x] = binary[i]! > 0 ? 255 : Math.round(255 * Math.min(1, spread[i]! * 12));
    }
  }
  return hole;
}

/**
 * Pull-push interpolation (module docstring): colours where `known` is 1, a smooth fill where it is 0.
 * Input: RGB bytes and per-pixel knowledge 0..1 (W*H). Output: float RGB (W*H*3).
 */
export function pullPush(rgb: Buffer, known: Float32Array, W: number, H: number): Float32Array {
  interface Level {
    c: Float32Array;
    a: Float32Array;
    w: number;
    h: number;
  }
  const base: Level = { c: Float32Array.from(rgb), a: known, w: W, h: H };
  const levels: Level[] = [base];
  let cur = base;
  while (cur.w > 2 || cur.h > 2) {
    const w = Math.ceil(cur.w / 2);
    const h = Math.ceil(cur.h / 2);
    const c = new Float32Array(w * h * 3);
    const a = new Float32Array(w * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        let s = 0;
        let r = 0;
        let g = 0;
        let b = 0;
        for (let dy = 0; dy < 2; dy += 1) {
          const yy = 2 * y + dy;
          if (yy >= cur.h) continue;
          for (let dx = 0; dx < 2; dx += 1) {
            const xx = 2 * x + dx;
            if (xx >= cur.w) continue;
            const i = yy * cur.w + xx;
            const wt = cur.a[i]!;
            if (wt <= 0) continue;
            s += wt;
            r += wt * cur.c[i * 3]!;
            g += wt * cur.c[i * 3 + 1]!;
            b += wt * cur.c[i * 3 + 2]!;
          }
        }
        const o = y * w + x;
        if (s > 0) {
          c[o * 3] = r / s;
          c[o * 3 + 1] = g / s;
          c[o * 3 + 2] = b / s;
        }
        a[o] = Math.min(1, s);
      }
    }
    cur = { c, a, w, h };
    levels.push(cur);
  }
  // The coarsest level: what it does not know takes the mean of what it knows.
  const top = levels[levels.length - 1]!;
  const mean = [0, 0, 0];
  let weight = 0;
  for (let i = 0; i < top.w * top.h; i += 1) {
    weight += top.a[i]!;
    for (let ch = 0; ch < 3; ch += 1) mean[ch]! += top.a[i]! * top.c[i * 3 + ch]!;
  }
  for (let i = 0; i < top.w * top.h; i += 1) {
    const a = top.a[i]!;
    for (let ch = 0; ch < 3; ch += 1) top.c[i * 3 + ch] = a * top.c[i * 3 + ch]! + (1 - a) * (weight > 0 ? mean[ch]! / weight : 128);
  }
  // Push: each level keeps what it knows and takes the rest from the coarser level, bilinearly.
  for (let l = levels.length - 2; l >= 0; l -= 1) {
    const fine = levels[l]!;
    const coarse = levels[l + 1]!;
    for (let y = 0; y < fine.h; y += 1) {
      const cy = Math.min(coarse.h - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
      const y0 = Math.floor(cy);
      const y1 = Math.min(coarse.h - 1, y0 + 1);
      const fy = cy - y0;
      for (let x = 0; x < fine.w; x += 1) {
        const i = y * fine.w + x;
        const a = fine.a[i]!;
        if (a >= 1) continue;
        const cx = Math.min(coarse.w - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
        const x0 = Math.floor(cx);
        const x1 = Math.min(coarse.w - 1, x0 + 1);
        const fx = cx - x0;
        for (let ch = 0; ch < 3; ch += 1) {
          const v00 = coarse.c[(y0 * coarse.w + x0) * 3 + ch]!;
          const v01 = coarse.c[(y0 * coarse.w + x1) * 3 + ch]!;
          const v10 = coarse.c[(y1 * coarse.w + x0) * 3 + ch]!;
          const v11 = coarse.c[(y1 * coarse.w + x1) * 3 + ch]!;
          const up = (v00 * (1 - fx) + v01 * fx) * (1 - fy) + (v10 * (1 - fx) + v11 * fx) * fy;
          fine.c[i * 3 + ch] = a * fine.c[i * 3 + ch]! + (1 - a) * up;
        }
      }
    }
  }
  return base.c;
}

/** Options of fillBehindProduct. */
export interface FillOptions {
  /** Seed of the texture's patch choices (default 0). */
  seed?: number;
  /** Add texture to the fill (default true); without it the fill is the smooth pull-push membrane. */
  texture?: boolean;
  /** productHole(matte, W, H), when the caller has it already. */
  hole?: Buffer;
}

/**
 * Fills the product's area of a picture from its surroundings (module docstring).
 * Input: RGB bytes (W*H*3), the product matte on the same grid (W*H bytes, 255 = product), the size (px),
 * FillOptions. Output: RGB bytes (W*H*3), equal to the input outside productHole. Never throws for
 * consistent buffers.
 */
export async function fillBehindProduct(rgb: Buffer, matte: Buffer, W: number, H: number, options: FillOptions = {}): Promise<Buffer> {
  const hole = options.hole ?? productHole(matte, W, H);
  const box = bboxOf(hole, W, H, 1);
  if (!box) return Buffer.from(rgb);
  const x0 = box.x;
  const y0 = box.y;
  const x1 = box.x + box.width - 1;
  const y1 = box.y + box.height - 1;
  // Pull-push over the hole's box and a margin around it (what lies farther does not reach the fill).
  const margin = Math.max(16, Math.round(0.25 * Math.max(box.width, box.height)));
  const px0 = Math.max(0, x0 - margin);
  const py0 = Math.max(0, y0 - margin);
  const pw = Math.min(W, x1 + 1 + margin) - px0;
  const ph = Math.min(H, y1 + 1 + margin) - py0;
  const regionRgb = Buffer.alloc(pw * ph * 3);
  const known = new Float32Array(pw * ph);
  for (let y = 0; y < ph; y += 1) {
    rgb.copy(regionRgb, y * pw * 3, ((py0 + y) * W + px0) * 3, ((py0 + y) * W + px0 + pw) * 3);
    for (let x = 0; x < pw; x += 1) known[y * pw + x] = 1 - hole[(py0 + y) * W + px0 + x]! / 255;
  }
  const regionSmooth = pullPush(regionRgb, known, pw, ph);
  /** The pull-push colour of canvas pixel (x, y) inside the region, channel c. */
  const smoothAt = (x: number, y: number, c: number) => regionSmooth[((y - py0) * pw + (x - px0)) * 3 + c]!;
  if (options.texture === false) {
    const out = Buffer.from(rgb);
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const i = y * W + x;
        const a = hole[i]! / 255;
        if (a <= 0) continue;
        for (let c = 0; c < 3; c += 1) out[i * 3 + c] = Math.min(255, Math.max(0, Math.round(rgb[i * 3 + c]! * (1 - a) + smoothAt(x, y, c) * a)));
      }
    }
    return out;
  }

  // Texture from the scenery around the hole (a window a few patches wider than it).
  const patch = Math.max(16, Math.min(64, 2 * Math.round(Math.max(W, H) * 0.015)));
  const reach = Math.max(3 * patch, Math.round(0.08 * Math.max(W, H)));
  const sx0 = Math.max(0, x0 - reach);
  const sy0 = Math.max(0, y0 - reach);
  const sw = Math.min(W, x1 + 1 + reach) - sx0;
  const sh = Math.min(H, y1 + 1 + reach) - sy0;
  const windowRgb = Buffer.alloc(sw * sh * 3);
  const usable = new Uint8Array(sw * sh);
  for (let y = 0; y < sh; y += 1) {
    for (let x = 0; x < sw; x += 1) {
      const s = (sy0 + y) * W + sx0 + x;
      const d = y * sw + x;
      // The window with the hole already filled, so the low-pass carries no product colour.
      const inside = sx0 + x >= px0 && sx0 + x < px0 + pw && sy0 + y >= py0 && sy0 + y < py0 + ph;
      for (let c = 0; c < 3; c += 1) windowRgb[d * 3 + c] = inside ? Math.min(255, Math.max(0, Math.round(smoothAt(sx0 + x, sy0 + y, c)))) : rgb[s * 3 + c]!;
      usable[d] = hole[s] === 0 ? 1 : 0;
    }
  }
  const residual = relativeTexture(splitShading(windowRgb, sw, sh, Math.max(2, patch / 4)));
  const tw = x1 - x0 + 1;
  const th = y1 - y0 + 1;
  // Texture only where the fill can show: within reach of the hole's edge (the parallax uncovers a
  // sliver there); deeper inside, the product always covers the plate.
  const depth = textureDepth(W, H);
  const solid = new Float32Array(tw * th);
  for (let y = 0; y < th; y += 1) for (let x = 0; x < tw; x += 1) solid[y * tw + x] = hole[(y0 + y) * W + x0 + x] === 255 ? 1 : 0;
  const around = boxBlur(solid, tw, th, depth);
  const where = new Uint8Array(tw * th);
  for (let i = 0; i < tw * th; i += 1) where[i] = around[i]! < 0.999 && (solid[i]! > 0 || hole[(y0 + Math.floor(i / tw)) * W + x0 + (i % tw)]! > 0) ? 1 : 0;
  const texture = synthesizeTexture(
    { residual, usable, width: sw, height: sh },
    { width: tw, height: th, patch, near: (x, y) => [x + x0 - sx0, y + y0 - sy0], seed: options.seed ?? 0, where },
  );

  const out = Buffer.from(rgb);
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const i = y * W + x;
      const a = hole[i]! / 255;
      if (a <= 0) continue;
      const t = ((y - y0) * tw + (x - x0)) * 3;
      for (let c = 0; c < 3; c += 1) {
        const fill = smoothAt(x, y, c) * (1 + texture[t + c]!);
        out[i * 3 + c] = Math.min(255, Math.max(0, Math.round(rgb[i * 3 + c]! * (1 - a) + fill * a)));
      }
    }
  }
  return out;
}
