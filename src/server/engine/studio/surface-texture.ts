/**
 * Surface textures of a studio render at full output resolution (believable texture, no visible noise tiling, perspective-correct tops). Each surface is a procedural pattern
 * defined on the table plane (wood grain, marble veins, linen weave, concrete, paper fibres, sand
 * ripples, terrazzo grain) and seen through a pinhole camera: for a pixel below the horizon, depth
 * z = (baseY - horizonY) / (y - horizonY) (z = 1 at the product's base), plane coordinates
 * u = (x - W/2) z / W and v = z. Detail finer than a pixel's footprint on the plane fades out
 * (a per-octave mip), so the far table does not shimmer. Seen from above (a flat lay), u = x / W and
 * v = y / W.
 *
 * The result is a luminance modulation (about 0.6..1.4) applied to the scene's pixels below the
 * horizon, so the scene's own colour, light and haze stay as drawn.
 */
import type { Surface } from '../../../shared/catalog';

/** 32-bit integer hash of a lattice point, in [0, 1). */
function hash(x: number, y: number, seed: number): number {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2147483647)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1). */
function noise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const xf = x - xi;
  const yf = y - yi;
  const sx = xf * xf * (3 - 2 * xf);
  const sy = yf * yf * (3 - 2 * yf);
  const a = hash(xi, yi, seed);
  const b = hash(xi + 1, yi, seed);
  const c = hash(xi, yi + 1, seed);
  const d = hash(xi + 1, yi + 1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/**
 * Fractal noise, about [-0.5, 0.5]: `octaves` of value noise from frequency (fx, fy), each halved in
 * amplitude; an octave whose period is under two footprints fades out.
 */
function fbm(u: number, v: number, fx: number, fy: number, octaves: number, seed: number, footU: number, footV: number): number {
  let sum = 0;
  let amp = 0.5;
  let px = fx;
  let py = fy;
  for (let o = 0; o < octaves; o += 1) {
    const fade = Math.max(0, Math.min(1, 1.5 - 2 * Math.max(px * footU, py * footV)));
    if (fade <= 0) break;
    sum += (noise(u * px, v * py, seed + o * 31) - 0.5) * amp * fade;
    amp *= 0.5;
    px *= 2.03;
    py *= 2.03;
  }
  return sum;
}

/** Fade of a periodic pattern of frequency f (cycles per plane unit) given a footprint. */
function visible(f: number, foot: number): number {
  return Math.max(0, Math.min(1, 1.5 - 2 * f * foot));
}

/** Luminance modulation of one surface at plane point (u, v) with footprints (per pixel). */
function modulation(surface: Surface, u: number, v: number, footU: number, footV: number, seed: number): number {
  switch (surface) {
    case 'wood': {
      // Boards along x; thin dark grain lines, warped by noise that varies along the board; a
      // slow figure; each board its own tone; a dark seam between boards.
      const warp = fbm(u, v, 3.5, 2.5, 3, seed, footU, footV) * 2.6;
      const phase = (v * 30 + warp) * Math.PI;
      const lines = -Math.pow(Math.abs(Math.cos(phase)), 10) * 0.16 * visible(30, footV);
      const figure = fbm(u, v, 2.5, 22, 3, seed + 3, footU, footV) * 0.22;
      const fibres = fbm(u, v, 3, 200, 3, seed + 7, footU, footV) * 0.2;
      const board = Math.floor(v * 4);
      const tone = (hash(board, 3, seed) - 0.5) * 0.14;
      const seam = (v * 4) % 1 < 0.02 && visible(4, footV) > 0.5 ? -0.2 : 0;
      return 1 + lines + figure + fibres + tone + seam;
    }
    case 'marble': {
      const turb = fbm(u, v, 2.2, 2.2, 5, seed, footU, footV);
      const vein = Math.abs(Math.sin((u * 2.3 + v * 1.4 + turb * 5) * Math.PI));
      const veins = Math.exp(-vein * 16) * 0.35 * visible(3, Math.max(footU, footV));
      const cloud = fbm(u, v, 1.5, 1.5, 3, seed + 3, footU, footV) * 0.12;
      return 1 - veins + cloud;
    }
    case 'linen': {
      const f = 260;
      const weave = (Math.sin(u * f * Math.PI * 2) * visible(f, footU) + Math.sin(v * f * 0.9 * Math.PI * 2) * visible(f * 0.9, footV)) * 0.03;
      // Slubs: thicker stretches of the weft, running across (along u).
      const slub = fbm(u, v, 6, 110, 3, seed, footU, footV) * 0.2;
      return 1 + weave + slub + fbm(u, v, 3, 3, 2, seed + 5, footU, footV) * 0.1;
    }
    case 'concrete': {
      const blotch = fbm(u, v, 3, 3, 4, seed, footU, footV) * 0.28;
      const grain = fbm(u, v, 90, 90, 3, seed + 9, footU, footV) * 0.3;
      const pore = noise(u * 140, v * 140, seed + 17) > 0.93 ? -0.25 * visible(140, Math.max(footU, footV)) : 0;
      return 1 + blotch + grain + pore;
    }
    case 'paper':
      return 1 + fbm(u, v, 30, 30, 3, seed, footU, footV) * 0.08 + fbm(u, v, 2, 2, 2, seed + 2, footU, footV) * 0.05;
    case 'sand': {
      const warp = fbm(u, v, 1.5, 3, 3, seed, footU, footV) * 2;
      const ripple = Math.sin((v * 14 + warp) * Math.PI * 2) * 0.12 * visible(14, footV);
      const grain = fbm(u, v, 220, 220, 2, seed + 4, footU, footV) * 0.35;
      return 1 + ripple + grain;
    }
    case 'terrazzo':
      return 1 + fbm(u, v, 40, 40, 3, seed, footU, footV) * 0.12;
    case 'glass':
      return 1;
  }
}

/**
 * Applies a surface's texture to an RGB frame in place.
 * Input: `rgb` (width*height*3 bytes, the rendered scene), the surface, horizon and product-base y
 * (px), top-down or not, texture strength (0..1, the style's), a seed. Rows above the horizon are
 * left as they are; the texture fades in over the first rows below it.
 */
export function applySurfaceTexture(
  rgb: Buffer,
  frame: { width: number; height: number },
  options: { surface: Surface; horizonY: number; baseY: number; topDown: boolean; strength: number; seed: number },
): void {
  const { width: W, height: H } = frame;
  const { surface, topDown, strength } = options;
  if (surface === 'glass' || strength <= 0) return;
  const y0 = topDown ? -1 : options.horizonY;
  const reach = Math.max(8, options.baseY - y0);
  const seed = options.seed | 0;
  for (let y = Math.max(0, Math.floor(y0) + 1); y < H; y += 1) {
    const dy = y - y0;
    let v: number;
    let footU: number;
    let footV: number;
    let fadeIn = 1;
    if (topDown) {
      v = y / W;
      footU = footV = 1 / W;
    } else {
      const z = Math.min(60, reach / dy);
      v = z;
      footU = z / W;
      footV = (z * z) / reach;
      fadeIn = Math.min(1, dy / (H * 0.04));
    }
    const row = y * W * 3;
    for (let x = 0; x < W; x += 1) {
      const u = topDown ? x / W : ((x - W / 2) / W) * v;
      const m = 1 + (modulation(surface, u, v, footU, footV, seed) - 1) * strength * fadeIn;
      const i = row + x * 3;
      rgb[i] = Math.min(255, Math.max(0, Math.round(rgb[i]! * m)));
      rgb[i + 1] = Math.min(255, Math.max(0, Math.round(rgb[i + 1]! * m)));
      rgb[i + 2] = Math.min(255, Math.max(0, Math.round(rgb[i + 2]! * m)));
    }
  }
}
