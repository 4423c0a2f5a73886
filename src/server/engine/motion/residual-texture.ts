/**
 * Texture for scenery the local video engine makes up: the set continued beyond the
 * photo's edges (./scene-extension.ts) and the backdrop behind the product of the parallax orbit
 * (./parallax-fill.ts). A picture is split into shading (a Gaussian low-pass) and texture (the
 * residual: grain, wood fibre, weave). Shading is continued smoothly by the callers; texture is made
 * by copying residual patches from nearby usable scenery and blending them with the mean- and
 * variance-preserving blend of Heitz and Neyret, "High-Performance By-Example Noise using a
 * Histogram-Preserving Blending Operator" (HPG 2018, https://eheitzresearch.wordpress.com/722-2/):
 * overlapping zero-mean patches weighted w_i add up as sum(w_i * r_i) / sqrt(sum(w_i^2)), so the
 * texture keeps its contrast where patches overlap (a plain average would wash it out into a blur). Deterministic: the patch choices come from a hash of the
 * patch position and a seed.
 */
import { boxBlur } from '../cutout/mask-ops';

/** Shading (8-bit RGB, Gaussian low-pass) and residual texture (float RGB, picture - shading). */
export interface ShadingSplit {
  shading: Buffer;
  residual: Float32Array;
}

/**
 * Box radii of three successive box blurs approximating a Gaussian of standard deviation `sigma` (px):
 * Kovesi, "Fast Almost-Gaussian Filtering" (DICTA 2010), widths wl and wl + 2 chosen so the variances
 * add up to sigma^2. Cost is independent of sigma (running sums), unlike a convolution.
 */
export function gaussianBoxRadii(sigma: number): number[] {
  const n = 3;
  const ideal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let wl = Math.floor(ideal);
  if (wl % 2 === 0) wl -= 1;
  wl = Math.max(1, wl);
  const m = Math.round((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4));
  return [0, 1, 2].map((i) => ((i < m ? wl : wl + 2) - 1) / 2);
}

/**
 * An almost-Gaussian low-pass of an RGB picture: averaged over blocks of f x f px (f = sigma / 4, at
 * least 1), blurred there by three boxes (gaussianBoxRadii), and brought back to full size bilinearly.
 * Shading is smooth at the scale of sigma, so the reduced grid loses nothing visible and the cost stays
 * a few passes over the picture whatever sigma is. Output: 8-bit RGB of the same size.
 */
export function lowPass(rgb: Buffer, width: number, height: number, sigma: number): Buffer {
  const f = Math.max(1, Math.floor(sigma / 4));
  const w = Math.ceil(width / f);
  const h = Math.ceil(height / f);
  const n = w * h;
  const planes = [0, 1, 2].map(() => new Float32Array(n));
  const counts = new Float32Array(n);
  const column = new Int32Array(width);
  for (let x = 0; x < width; x += 1) column[x] = Math.floor(x / f);
  const [p0, p1, p2] = planes as [Float32Array, Float32Array, Float32Array];
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / f) * w;
    let i = y * width * 3;
    for (let x = 0; x < width; x += 1, i += 3) {
      const o = row + column[x]!;
      p0[o] = p0[o]! + rgb[i]!;
      p1[o] = p1[o]! + rgb[i + 1]!;
      p2[o] = p2[o]! + rgb[i + 2]!;
      counts[o] = counts[o]! + 1;
    }
  }
  const scratch = new Float32Array(n);
  const radii = gaussianBoxRadii(sigma / f);
  const [b0, b1, b2] = planes.map((plane) => {
    for (let i = 0; i < n; i += 1) plane[i] = plane[i]! / counts[i]!;
    let a = plane;
    let b = new Float32Array(n);
    for (const r of radii) {
      if (r <= 0) continue;
      boxBlur(a, w, h, r, b, scratch);
      [a, b] = [b, a];
    }
    return a;
  }) as [Float32Array, Float32Array, Float32Array];
  // Bilinear weights per column, computed once.
  const cx0 = new Int32Array(width);
  const cx1 = new Int32Array(width);
  const cfx = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const u = Math.min(w - 1, Math.max(0, (x + 0.5) / f - 0.5));
    cx0[x] = Math.floor(u);
    cx1[x] = Math.min(w - 1, cx0[x]! + 1);
    cfx[x] = u - cx0[x]!;
  }
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const v = Math.min(h - 1, Math.max(0, (y + 0.5) / f - 0.5));
    const r0 = Math.floor(v) * w;
    const r1 = Math.min(h - 1, Math.floor(v) + 1) * w;
    const fy = v - Math.floor(v);
    let i = y * width * 3;
    for (let x = 0; x < width; x += 1, i += 3) {
      const a = r0 + cx0[x]!;
      const b = r0 + cx1[x]!;
      const c = r1 + cx0[x]!;
      const d = r1 + cx1[x]!;
      const fx = cfx[x]!;
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      out[i] = Math.round(b0[a]! * w00 + b0[b]! * w01 + b0[c]! * w10 + b0[d]! * w11);
      out[i + 1] = Math.round(b1[a]! * w00 + b1[b]! * w01 + b1[c]! * w10 + b1[d]! * w11);
      out[i + 2] = Math.round(b2[a]! * w00 + b2[b]! * w01 + b2[c]! * w10 + b2[d]! * w11);
    }
  }
  return out;
}

/**
 * Splits an RGB picture into shading and texture.
 * Input: RGB bytes (width*height*3), size (px), the low-pass sigma (px, > 0).
 * Output: ShadingSplit of the same size, shading = lowPass. Never throws for consistent sizes.
 */
export function splitShading(rgb: Buffer, width: number, height: number, sigma: number): ShadingSplit {
  const shading = lowPass(rgb, width, height, sigma);
  const residual = new Float32Array(rgb.length);
  for (let i = 0; i < rgb.length; i += 1) residual[i] = rgb[i]! - shading[i]!;
  return { shading, residual };
}

/** Shading below which texture is not taken relative to it (dark pixels would blow noise up). */
const RELATIVE_FLOOR = 16;

/**
 * Texture relative to its shading, in brightness: (r + g + b residual) / max(r + g + b shading, 3 * 16),
 * the same in the three channels. Synthesized relative texture is multiplied back by the shading it
 * lands on, so a patch copied from a lit area does not speckle a shadow with lit-area contrast, nor
 * tint it. Input: a ShadingSplit. Output: float RGB of the same size.
 */
export function relativeTexture(split: ShadingSplit): Float32Array {
  const out = new Float32Array(split.residual.length);
  for (let i = 0; i < out.length; i += 3) {
    const e = split.residual[i]! + split.residual[i + 1]! + split.residual[i + 2]!;
    const s = split.shading[i]! + split.shading[i + 1]! + split.shading[i + 2]!;
    const v = e / Math.max(3 * RELATIVE_FLOOR, s);
    out[i] = v;
    out[i + 1] = v;
    out[i + 2] = v;
  }
  return out;
}

/** Where texture may be copied from: a residual picture and which of its pixels are usable. */
export interface TextureSource {
  /** Float RGB, width*height*3. */
  residual: Float32Array;
  /** width*height; non-zero where the residual may be copied (scenery, not the product or a fill). */
  usable: Uint8Array;
  width: number;
  height: number;
}

/** What to synthesize. */
export interface TextureTarget {
  /** Size of the texture to make (px). */
  width: number;
  height: number;
  /** Patch side (px; rounded down to a multiple of 4, at least 8); patches overlap by half. */
  patch: number;
  /**
   * The source point (px) near which to look for the patch whose centre is at target (x, y): patches
   * are taken among the nearest usable ones, so texture varies across the picture as the source does.
   */
  near: (x: number, y: number) => [number, number];
  seed: number;
  /**
   * Where texture is wanted (width*height, non-zero = wanted), or undefined for everywhere. Patches
   * that cover no wanted pixel are not made (their pixels stay 0).
   */
  where?: Uint8Array;
}

/** Patches considered per target patch (the nearest usable ones). */
const NEAREST = 24;
/** Copied texture is clipped at this multiple of the source's mean absolute texture (isolated specks repeat visibly). */
const CLIP = 3;
/** Most candidate patches kept (the grid step grows beyond it). */
const MAX_CANDIDATES = 6000;
/**
 * Patches whose texture energy exceeds this multiple of the typical energy around them (geometric mean
 * within ENERGY_REACH patches) hold edges or objects (a shadow's border, a prop), not texture: copied,
 * they would repeat as blocks.
 */
const ENERGY_LIMIT = 2.5;
const ENERGY_REACH = 2;

const clampInt = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A 32-bit integer hash (lowbias32 by C. Wellons) of three integers. */
export function hash3(a: number, b: number, c: number): number {
  let h = (Math.imul(a | 0, 0x9e3779b1) ^ Math.imul(b | 0, 0x85ebca77) ^ Math.imul(c | 0, 0xc2b2ae3d)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Top-left corners of usable source patches of side `p` (a multiple of 4) whose texture energy is
 * typical for where they are, on a grid of step p/4, and the source's mean absolute texture (over
 * usable pixels).
 */
function candidates(src: TextureSource, p: number): { x: Int32Array; y: Int32Array; mean: Float32Array; count: number; meanAbs: number } {
  const { width: W, height: H } = src;
  const none = { x: new Int32Array(0), y: new Int32Array(0), mean: new Float32Array(0), count: 0, meanAbs: 0 };
  if (W < p || H < p) return none;
  // Sums per block of step x step pixels, then per patch (n x n blocks) through a block integral image.
  const step = p / 4;
  const bw = Math.floor(W / step);
  const bh = Math.floor(H / step);
  const badBlock = new Float64Array((bw + 1) * (bh + 1));
  const energyBlock = new Float64Array((bw + 1) * (bh + 1));
  const sumBlock = [0, 1, 2].map(() => new Float64Array((bw + 1) * (bh + 1)));
  let absSum = 0;
  let absCount = 0;
  for (let by = 0; by < bh; by += 1) {
    for (let bx = 0; bx < bw; bx += 1) {
      let bad = 0;
      let energy = 0;
      let sr = 0;
      let sg = 0;
      let sb = 0;
      for (let y = by * step; y < (by + 1) * step; y += 1) {
        let i = y * W + bx * step;
        for (let x = 0; x < step; x += 1, i += 1) {
          if (!src.usable[i]) {
            bad += 1;
            continue;
          }
          const r = src.residual[i * 3]!;
          const g = src.residual[i * 3 + 1]!;
          const b = src.residual[i * 3 + 2]!;
          energy += r * r + g * g + b * b;
          sr += r;
          sg += g;
          sb += b;
          absSum += (r < 0 ? -r : r) + (g < 0 ? -g : g) + (b < 0 ? -b : b);
        }
      }
      absCount += 3 * (step * step - bad);
      const o = (by + 1) * (bw + 1) + bx + 1;
      badBlock[o] = bad;
      energyBlock[o] = energy;
      sumBlock[0]![o] = sr;
      sumBlock[1]![o] = sg;
      sumBlock[2]![o] = sb;
    }
  }
  for (let by = 1; by <= bh; by += 1) {
    for (let bx = 1; bx <= bw; bx += 1) {
      const o = by * (bw + 1) + bx;
      badBlock[o] = badBlock[o]! + badBlock[o - 1]! + badBlock[o - bw - 1]! - badBlock[o - bw - 2]!;
      energyBlock[o] = energyBlock[o]! + energyBlock[o - 1]! + energyBlock[o - bw - 1]! - energyBlock[o - bw - 2]!;
      for (const t of sumBlock) t[o] = t[o]! + t[o - 1]! + t[o - bw - 1]! - t[o - bw - 2]!;
    }
  }
  const sum = (t: Float64Array, bx: number, by: number) =>
    t[(by + 4) * (bw + 1) + bx + 4]! - t[by * (bw + 1) + bx + 4]! - t[(by + 4) * (bw + 1) + bx]! + t[by * (bw + 1) + bx]!;
  const xs: number[] = [];
  const ys: number[] = [];
  const es: number[] = [];
  for (let by = 0; by + 4 <= bh; by += 1) {
    for (let bx = 0; bx + 4 <= bw; bx += 1) {
      if (sum(badBlock, bx, by) > 0) continue;
      xs.push(bx * step);
      ys.push(by * step);
      es.push(sum(energyBlock, bx, by));
    }
  }
  if (xs.length === 0) return none;
  // Thin evenly when there are too many.
  const stride = Math.max(1, Math.ceil(xs.length / MAX_CANDIDATES));
  const all = xs.map((_, i) => i).filter((i) => i % stride === 0);
  // Typical texture: energy at most ENERGY_LIMIT times the geometric mean of the candidates around
  // (within ENERGY_REACH patches), so a lit wood board next to a plain wall keeps its grain while a
  // shadow's border or a prop on either is left out.
  const cell = p;
  const gw = Math.ceil(W / cell);
  const gh = Math.ceil(H / cell);
  const logSum = new Float64Array((gw + 1) * (gh + 1));
  const counts = new Float64Array((gw + 1) * (gh + 1));
  for (const i of all) {
    const o = (Math.floor(ys[i]! / cell) + 1) * (gw + 1) + Math.floor(xs[i]! / cell) + 1;
    logSum[o] = logSum[o]! + Math.log(es[i]! + 1e-9);
    counts[o] = counts[o]! + 1;
  }
  for (let y = 1; y <= gh; y += 1) {
    for (let x = 1; x <= gw; x += 1) {
      const o = y * (gw + 1) + x;
      logSum[o] = logSum[o]! + logSum[o - 1]! + logSum[o - gw - 1]! - logSum[o - gw - 2]!;
      counts[o] = counts[o]! + counts[o - 1]! + counts[o - gw - 1]! - counts[o - gw - 2]!;
    }
  }
  const area = (t: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    t[y1 * (gw + 1) + x1]! - t[y0 * (gw + 1) + x1]! - t[y1 * (gw + 1) + x0]! + t[y0 * (gw + 1) + x0]!;
  const chosen: number[] = [];
  for (const i of all) {
    const cx = Math.floor(xs[i]! / cell);
    const cy = Math.floor(ys[i]! / cell);
    const x0 = Math.max(0, cx - ENERGY_REACH);
    const y0 = Math.max(0, cy - ENERGY_REACH);
    const x1 = Math.min(gw, cx + ENERGY_REACH + 1);
    const y1 = Math.min(gh, cy + ENERGY_REACH + 1);
    const n = area(counts, x0, y0, x1, y1);
    const typical = Math.exp(area(logSum, x0, y0, x1, y1) / n);
    if (es[i]! <= ENERGY_LIMIT * typical) chosen.push(i);
  }
  // Each patch's mean texture, taken out when it is copied (texture is zero-mean; a bias would tint the fill).
  const mean = new Float32Array(chosen.length * 3);
  chosen.forEach((i, k) => {
    for (let c = 0; c < 3; c += 1) mean[k * 3 + c] = sum(sumBlock[c]!, xs[i]! / step, ys[i]! / step) / (p * p);
  });
  return {
    x: Int32Array.from(chosen, (i) => xs[i]!),
    y: Int32Array.from(chosen, (i) => ys[i]!),
    mean,
    count: chosen.length,
    meanAbs: absCount > 0 ? absSum / absCount : 0,
  };
}

/**
 * Synthesizes residual texture by patches (module docstring).
 * Input: the source (usable residual) and the target (size, patch side, where to look, seed).
 * Output: float RGB, target.width*target.height*3, zero-mean texture; all zeros when the source has no
 * usable patch. Never throws.
 */
export function synthesizeTexture(src: TextureSource, target: TextureTarget): Float32Array {
  const { width: TW, height: TH } = target;
  const out = new Float32Array(TW * TH * 3);
  const p = Math.max(8, 4 * Math.floor(target.patch / 4));
  const half = p / 2;
  const cand = candidates(src, p);
  if (cand.count === 0 || TW === 0 || TH === 0) return out;
  const weights = new Float32Array(TW * TH);
  const limit = CLIP * cand.meanAbs;
  // The raised-cosine window: w(u) + w(u + p/2) = 1 along each axis.
  const win = new Float32Array(p);
  for (let u = 0; u < p; u += 1) win[u] = Math.sin((Math.PI * (u + 0.5)) / p) ** 2;
  const k = Math.min(NEAREST, cand.count);
  const bestD = new Float64Array(k);
  const bestI = new Int32Array(k);
  // Candidates bucketed by their centre on a grid of cells one patch wide, for the nearest search.
  const cell = p;
  const gw = Math.ceil(src.width / cell) + 1;
  const gh = Math.ceil(src.height / cell) + 1;
  const starts = new Int32Array(gw * gh + 1);
  const cellOf = (c: number) => Math.floor((cand.y[c]! + half) / cell) * gw + Math.floor((cand.x[c]! + half) / cell);
  for (let c = 0; c < cand.count; c += 1) starts[cellOf(c) + 1]! += 1;
  for (let i = 0; i < gw * gh; i += 1) starts[i + 1]! += starts[i]!;
  const fillAt = starts.slice(0, gw * gh);
  const members = new Int32Array(cand.count);
  for (let c = 0; c < cand.count; c += 1) members[fillAt[cellOf(c)]!++] = c;
  /** Fills bestD/bestI with the k candidates nearest (nx, ny), searching rings of cells outward. */
  const nearest = (nx: number, ny: number) => {
    bestD.fill(Infinity);
    const qx = clampInt(Math.floor(nx / cell), 0, gw - 1);
    const qy = clampInt(Math.floor(ny / cell), 0, gh - 1);
    const maxRing = Math.max(gw, gh);
    for (let ring = 0; ring <= maxRing; ring += 1) {
      // Every candidate beyond this ring is at least (ring - 1) cells away.
      const bound = Math.max(0, ring - 1) * cell;
      if (bestD[k - 1]! < bound * bound) break;
      for (let cy = qy - ring; cy <= qy + ring; cy += 1) {
        if (cy < 0 || cy >= gh) continue;
        const edgeRow = cy === qy - ring || cy === qy + ring;
        for (let cx = qx - ring; cx <= qx + ring; cx += edgeRow ? 1 : 2 * ring) {
          if (cx >= 0 && cx < gw) {
            const g = cy * gw + cx;
            for (let m = starts[g]!; m < starts[g + 1]!; m += 1) {
              const c = members[m]!;
              const dx = cand.x[c]! + half - nx;
              const dy = cand.y[c]! + half - ny;
              const d = dx * dx + dy * dy;
              if (d >= bestD[k - 1]!) continue;
              let j = k - 1;
              while (j > 0 && bestD[j - 1]! > d) {
                bestD[j] = bestD[j - 1]!;
                bestI[j] = bestI[j - 1]!;
                j -= 1;
              }
              bestD[j] = d;
              bestI[j] = c;
            }
          }
          if (ring === 0) break;
        }
      }
    }
  };
  // Patches covering no wanted pixel are skipped (an integral image of the wanted mask answers in O(1)).
  const wanted = target.where;
  let wantedSum: Float64Array | null = null;
  if (wanted) {
    wantedSum = new Float64Array((TW + 1) * (TH + 1));
    for (let y = 0; y < TH; y += 1) {
      let row = 0;
      for (let x = 0; x < TW; x += 1) {
        row += wanted[y * TW + x] ? 1 : 0;
        wantedSum[(y + 1) * (TW + 1) + x + 1] = wantedSum[y * (TW + 1) + x + 1]! + row;
      }
    }
  }
  const wantedIn = (tx: number, ty: number) => {
    const x0 = Math.max(0, tx);
    const y0 = Math.max(0, ty);
    const x1 = Math.min(TW, tx + p);
    const y1 = Math.min(TH, ty + p);
    const t = wantedSum!;
    return t[y1 * (TW + 1) + x1]! - t[y0 * (TW + 1) + x1]! - t[y1 * (TW + 1) + x0]! + t[y0 * (TW + 1) + x0]! > 0;
  };
  const cols = Math.ceil((TW + half) / half) + 1;
  let previousRow = new Int32Array(cols).fill(-1);
  for (let gy = 0, ty = -half; ty < TH; gy += 1, ty += half) {
    const row = new Int32Array(cols).fill(-1);
    for (let gx = 0, tx = -half; tx < TW; gx += 1, tx += half) {
      if (wanted && !wantedIn(tx, ty)) continue;
      // The k usable patches nearest to where the caller says this patch's texture lives.
      const [nx, ny] = target.near(tx + half, ty + half);
      nearest(nx, ny);
      // A hashed pick, never the same patch as the neighbour on the left or above (no visible repeats).
      let pick = hash3(gx, gy, target.seed) % k;
      for (let tries = 0; tries < k; tries += 1) {
        const c = bestI[pick]!;
        if (c !== row[gx - 1] && c !== previousRow[gx]) break;
        pick = (pick + 1) % k;
      }
      const c = bestI[pick]!;
      row[gx] = c;
      const sx = cand.x[c]!;
      const sy = cand.y[c]!;
      const mr = cand.mean[c * 3]!;
      const mg = cand.mean[c * 3 + 1]!;
      const mb = cand.mean[c * 3 + 2]!;
      const u0 = Math.max(0, -tx);
      const u1 = Math.min(p, TW - tx);
      const v0 = Math.max(0, -ty);
      const v1 = Math.min(p, TH - ty);
      for (let v = v0; v < v1; v += 1) {
        const wy = win[v]!;
        let s3 = ((sy + v) * src.width + sx + u0) * 3;
        let d = (ty + v) * TW + tx + u0;
        for (let u = u0; u < u1; u += 1, s3 += 3, d += 1) {
          const w = wy * win[u]!;
          let r = src.residual[s3]! - mr;
          let g = src.residual[s3 + 1]! - mg;
          let b = src.residual[s3 + 2]! - mb;
          r = r > limit ? limit : r < -limit ? -limit : r;
          g = g > limit ? limit : g < -limit ? -limit : g;
          b = b > limit ? limit : b < -limit ? -limit : b;
          out[d * 3] = out[d * 3]! + w * r;
          out[d * 3 + 1] = out[d * 3 + 1]! + w * g;
          out[d * 3 + 2] = out[d * 3 + 2]! + w * b;
          weights[d] = weights[d]! + w * w;
        }
      }
    }
    previousRow = row;
  }
  for (let i = 0; i < TW * TH; i += 1) {
    const norm = weights[i]! > 0 ? 1 / Math.sqrt(weights[i]!) : 0;
    out[i * 3] = out[i * 3]! * norm;
    out[i * 3 + 1] = out[i * 3 + 1]! * norm;
    out[i * 3 + 2] = out[i * 3 + 2]! * norm;
  }
  return out;
}
