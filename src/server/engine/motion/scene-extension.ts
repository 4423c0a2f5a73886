/**
 * Extends a scene beyond its edges for the local video engine: when a product-centred
 * composition needs more height (or width) than the photo has, the set continues above/below (or
 * left/right): the wall goes on upward and the table surface downward, with their gradient, texture and
 * light falloff, instead of a blurred copy or a smear of the photo's edge.
 *
 * Rule, per side, on the scenery (the product first taken out, ./parallax-fill.ts, so it is never
 * repeated):
 * - The outermost 2 % of the picture is not trusted (renderers and lenses lighten or darken it) and is
 *   replaced like the extension. The band of 15 % inside it is sampled.
 * - Coherent detail: what runs straight outward through the whole band (a horizon line, ripples, a
 *   shelf's edge) is the band's mean detail per column; it carries on, keeping at least 55 % of its
 *   contrast. The rest is split into broad shading (an almost-Gaussian low-pass, sigma 2.5 % of the edge's length),
 *   fine shading (sigma 1.5 %) and texture (./residual-texture.ts).
 * - Shading: the band's row means give the set's gradient across the edge (a straight line fitted per
 *   channel), continued outward with a slope that flattens over the band's length and at most 24 levels of
 *   change; the broad shading along the edge (a light pool, a set piece's side) continues too, smoothed
 *   more with distance (never streaks: it is already a low-pass, and a narrow feature fades within a few
 *   of its widths) and keeping at least 55 % of its contrast; the far end darkens by up to 6 % (a
 *   studio's light falloff).
 * - Texture: patches of the band's texture (nearest along the edge first, never a shadow's border or an
 *   object) are laid over the extension with a variance-preserving blend, as brightness relative to the
 *   shading they land on, fading by at most 20 % toward the far end.
 * - The join: over a feather band inside the picture (a quarter of the extension, 24 px at least, a
 *   quarter of the picture at most) the photo's fine shading fades out and its texture gives way to the
 *   synthesized texture while its broad shading and coherent detail are kept, so everything runs
 *   continuously across the edge (no seam: tested on the rows either side of the join). The product and
 *   its immediate surround (the hole of ./parallax-fill.ts) are never altered.
 */
import { fillBehindProduct, productHole } from './parallax-fill';
import { hash3, relativeTexture, splitShading, synthesizeTexture } from './residual-texture';

/** An 8-bit RGB picture, row-major (width*height*3 bytes). */
export interface RgbPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** Outermost share of the picture replaced like the extension (untrusted edge). */
const EDGE_SKIP = 0.02;
/** Share of the picture sampled for the gradient and the texture. */
const BAND_SHARE = 0.15;
/** Shading low-pass sigma, as a share of the edge's length: what is continued smoothly along the edge. */
const SHADING_SIGMA = 0.025;
/** Texture low-pass sigma, as a share of the edge's length: finer than it is texture, copied by patches. */
const TEXTURE_SIGMA = 0.015;
/** Feather band inside the picture: px at least, share of the extension, share of the picture at most. */
const FEATHER_PX = 24;
const FEATHER_SHARE = 0.25;
const FEATHER_MAX_SHARE = 0.25;
/** Texture patch side as a share of the edge's length (16..64 px). */
const PATCH_SHARE = 0.05;
/**
 * Growth of the shading's smoothing along the edge, px per px of distance: broad light and the set's
 * lines carry on, a narrow feature at the edge (a stem the matte missed, a prop's corner) fades within
 * a few of its widths instead of running on as a column.
 */
const LATERAL_BLUR_GROWTH = 0.5;
/** Contrast of the shading along the edge kept at a great distance. */
const LATERAL_KEEP = 0.55;
/** Largest change (levels) the continued gradient may add. */
const MAX_TREND = 24;
/** Darkening at the far end of the extension. */
const FALLOFF = 0.06;
/** Share of a column's detail its band mean must explain to start (and to fully) count as coherent. */
const COHERENCE_FLOOR = 0.15;
const COHERENCE_FULL = 0.5;
/** Texture fade at the far end of the extension. */
const TEXTURE_FADE = 0.2;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const smoothstep = (t: number) => {
  const u = clamp(t, 0, 1);
  return u * u * (3 - 2 * u);
};
const byte = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));

/** A picture being extended: what is shown, the same scenery without the product, and the product's hole. */
interface Layers {
  picture: Buffer;
  scenery: Buffer;
  /** productHole of the product (255 = product and its surround), or null without a matte. */
  hole: Buffer | null;
  width: number;
  height: number;
}

/** Swaps rows and columns of a raw picture with `channels` bytes per pixel (in tiles, for the cache). */
function transpose(data: Buffer, width: number, height: number, channels: number): Buffer {
  const out = Buffer.allocUnsafe(data.length);
  const T = 64;
  for (let ty = 0; ty < height; ty += T) {
    for (let tx = 0; tx < width; tx += T) {
      const yEnd = Math.min(height, ty + T);
      const xEnd = Math.min(width, tx + T);
      for (let y = ty; y < yEnd; y += 1) {
        let s = (y * width + tx) * channels;
        let d = (tx * height + y) * channels;
        for (let x = tx; x < xEnd; x += 1, s += channels, d += height * channels) {
          for (let c = 0; c < channels; c += 1) out[d + c] = data[s + c]!;
        }
      }
    }
  }
  return out;
}

/** The same layers with rows and columns swapped. */
function transposeLayers(l: Layers): Layers {
  return {
    picture: transpose(l.picture, l.width, l.height, 3),
    scenery: transpose(l.scenery, l.width, l.height, 3),
    hole: l.hole ? transpose(l.hole, l.width, l.height, 1) : null,
    width: l.height,
    height: l.width,
  };
}

/**
 * The part of the detail at the edge that runs straight outward through the whole band (a horizon line,
 * sand ripples or a shelf seen from the side of the extension): per column, the band's mean detail
 * (picture minus broad shading), kept in proportion to how much of the column's detail it explains and
 * only where the column is scenery through the band (a stem the matte missed ends at the product and does
 * not qualify). Output: float RGB per column (W*3).
 */
function coherentDetail(work: Buffer, broad: Buffer, hole: Buffer | null, W: number, skip: number, band: number): Float32Array {
  const out = new Float32Array(W * 3);
  for (let x = 0; x < W; x += 1) {
    let usable = 0;
    const sum = [0, 0, 0];
    let square = 0;
    for (let k = skip; k < skip + band; k += 1) {
      if (hole && hole[k * W + x]! > 0) continue;
      usable += 1;
      for (let c = 0; c < 3; c += 1) {
        const d = work[(k * W + x) * 3 + c]! - broad[(k * W + x) * 3 + c]!;
        sum[c]! += d;
        square += d * d;
      }
    }
    if (usable === 0 || square <= 0) continue;
    const mean = sum.map((v) => v / usable);
    const explained = (usable * (mean[0]! ** 2 + mean[1]! ** 2 + mean[2]! ** 2)) / square;
    const weight = smoothstep((explained - COHERENCE_FLOOR) / (COHERENCE_FULL - COHERENCE_FLOOR)) * smoothstep((usable / band - 0.8) / 0.15);
    for (let c = 0; c < 3; c += 1) out[x * 3 + c] = mean[c]! * weight;
  }
  return out;
}

/**
 * Writes the extension of one side of `l` into `out` (module docstring): `rows` rows beyond its top or
 * bottom edge, `top` being the rows `out` has above the picture. Works in edge coordinates (k = distance
 * from the edge into the picture, d = distance beyond it); `seed` varies the texture's patches; without
 * `detail`, shading only.
 */
function extendSide(l: Layers, out: Layers, side: 'top' | 'bottom', rows: number, top: number, seed: number, detail: boolean): void {
  const W = l.width;
  const h = l.height;
  const R = rows;
  /** The picture row at distance k from the edge, its row in `out`, and the `out` row of extension row d. */
  const src = (k: number) => (side === 'top' ? k : h - 1 - k);
  const dst = (k: number) => top + src(k);
  const ext = (d: number) => (side === 'top' ? top - 1 - d : top + h + d);
  const skip = clamp(Math.round(EDGE_SKIP * h), Math.min(2, h - 1), h - 1);
  const band = clamp(Math.round(BAND_SHARE * h), Math.min(8, h - skip), h - skip);
  const feather = clamp(Math.max(FEATHER_PX, Math.round(FEATHER_SHARE * R)), 1, Math.max(1, Math.min(h - skip, Math.round(FEATHER_MAX_SHARE * h))));
  const sigma = Math.max(2, SHADING_SIGMA * W);
  const rowBytes = W * 3;

  // The rows near the edge (the untrusted ones repeat the first trusted one), less their coherent detail.
  const work = Math.min(h, skip + Math.max(band, feather) + Math.ceil(3 * sigma));
  const raw = Buffer.alloc(work * rowBytes);
  for (let y = 0; y < work; y += 1) l.scenery.copy(raw, y * rowBytes, src(Math.max(y, skip)) * rowBytes, (src(Math.max(y, skip)) + 1) * rowBytes);
  const hole = l.hole ? Buffer.alloc(work * W) : null;
  if (hole) for (let y = 0; y < work; y += 1) l.hole!.copy(hole, y * W, src(y) * W, (src(y) + 1) * W);
  const coherent = detail ? coherentDetail(raw, splitShading(raw, W, work, sigma).shading, hole, W, skip, band) : new Float32Array(rowBytes);
  const rest = Buffer.alloc(raw.length);
  for (let y = 0; y < work; y += 1) for (let i = 0; i < rowBytes; i += 1) rest[y * rowBytes + i] = byte(raw[y * rowBytes + i]! - coherent[i]!);
  // Broad shading, and the finer split: fine shading + texture (relative brightness + the colour left).
  const { shading } = splitShading(rest, W, work, sigma);
  const split = splitShading(rest, W, work, Math.max(1, TEXTURE_SIGMA * W));
  const fine = split.shading;
  const residual = relativeTexture(split);
  const colourLeft = new Float32Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) colourLeft[i] = split.residual[i]! - fine[i]! * residual[i]!;

  // The gradient across the edge: a line fitted to the band's row means (per channel).
  const slope = [0, 0, 0];
  {
    let sk = 0;
    let skk = 0;
    const sv = [0, 0, 0];
    const skv = [0, 0, 0];
    for (let k = 0; k < band; k += 1) {
      const row = (skip + k) * rowBytes;
      sk += k;
      skk += k * k;
      for (let c = 0; c < 3; c += 1) {
        let m = 0;
        for (let x = 0; x < W; x += 1) m += shading[row + x * 3 + c]!;
        m /= W;
        sv[c]! += m;
        skv[c]! += k * m;
      }
    }
    const den = band * skk - sk * sk;
    for (let c = 0; c < 3; c += 1) slope[c] = den > 0 ? (band * skv[c]! - sk * sv[c]!) / den : 0;
  }
  // The broad shading along the edge (the first trusted row), with prefix sums for widening box means.
  const anchor = skip * rowBytes;
  const prefix = new Float64Array((W + 1) * 3);
  const meanA = [0, 0, 0];
  for (let x = 0; x < W; x += 1) {
    for (let c = 0; c < 3; c += 1) {
      const v = shading[anchor + x * 3 + c]!;
      prefix[(x + 1) * 3 + c] = prefix[x * 3 + c]! + v;
      meanA[c]! += v / W;
    }
  }
  /** The continued shading (broad plus coherent detail) at distance t (px) beyond the first trusted row. */
  const span = skip + R;
  const model = (t: number, row: Float32Array) => {
    const r = Math.round(LATERAL_BLUR_GROWTH * t);
    const keep = LATERAL_KEEP + (1 - LATERAL_KEEP) * Math.exp(-t / (2 * band));
    const fall = 1 - FALLOFF * smoothstep(t / span);
    const delta = slope.map((b) => clamp(-b * band * (1 - Math.exp(-t / band)), -MAX_TREND, MAX_TREND));
    for (let x = 0; x < W; x += 1) {
      const a = Math.max(0, x - r);
      const b = Math.min(W, x + r + 1);
      for (let c = 0; c < 3; c += 1) {
        const local = (prefix[b * 3 + c]! - prefix[a * 3 + c]!) / (b - a);
        row[x * 3 + c] = (meanA[c]! + delta[c]! + keep * (local - meanA[c]! + coherent[x * 3 + c]!)) * fall;
      }
    }
  };

  // Texture for the extension, the untrusted rows and the feather band (target row j = picture row j - R).
  const patch = clamp(4 * Math.round((PATCH_SHARE * W) / 4), 16, 64);
  const usable = new Uint8Array(W * work);
  for (let k = skip; k < skip + band; k += 1) {
    for (let x = 0; x < W; x += 1) usable[k * W + x] = !hole || hole[k * W + x] === 0 ? 1 : 0;
  }
  const texH = R + skip + feather;
  const p = Math.min(patch, 4 * Math.floor(band / 4));
  const texture =
    detail && p >= 8
      ? synthesizeTexture(
          { residual: residual.subarray(skip * rowBytes, (skip + band) * rowBytes), usable: usable.subarray(skip * W, (skip + band) * W), width: W, height: band },
          {
            width: W,
            height: texH,
            patch: p,
            seed,
            near: (x, y) => {
              // In band coordinates (row 0 = the first trusted row).
              const k = y - R - skip;
              const lo = p / 2;
              const hi = Math.max(lo, band - p / 2);
              // Inside the picture, the texture right there; beyond it, cycling through the band's depth,
              // a patch to either side (so no patch lines up with itself row after row).
              if (k >= lo) return [x, Math.min(k, hi)];
              return [x + (hash3(x, y, seed) % (2 * p + 1)) - p, lo + ((Math.abs(k + skip) * 0.5) % Math.max(1, hi - lo))];
            },
          },
        )
      : new Float32Array(W * texH * 3);

  const line = new Float32Array(rowBytes);
  // The extension, nearest row first.
  for (let d = 0; d < R; d += 1) {
    model(skip + 1 + d, line);
    const amp = 1 - TEXTURE_FADE * smoothstep((d + 1) / R);
    const j = R - 1 - d;
    // A fraction of a level of dither keeps smooth gradients from banding in 8 bits (a per-row LCG).
    let state = hash3(j, seed, 7);
    const base = j * rowBytes;
    const o = ext(d) * rowBytes;
    for (let i = 0; i < rowBytes; i += 3) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const dither = (state / 4294967296 - 0.5) * 1.5;
      for (let c = 0; c < 3; c += 1) {
        const v = line[i + c]! * (1 + amp * texture[base + i + c]!) + dither;
        const b = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
        out.picture[o + i + c] = b;
        out.scenery[o + i + c] = b;
      }
    }
  }
  // The untrusted rows: the continued shading plus texture, the product and its surround kept.
  for (let k = 0; k < skip; k += 1) {
    model(skip - k, line);
    const j = R + k;
    for (let x = 0; x < W; x += 1) {
      const keep = hole ? hole[k * W + x]! / 255 : 0;
      for (let c = 0; c < 3; c += 1) {
        const v = line[x * 3 + c]! * (1 + texture[(j * W + x) * 3 + c]!);
        const o = dst(k) * rowBytes + x * 3 + c;
        out.picture[o] = byte(out.picture[o]! * keep + v * (1 - keep));
        out.scenery[o] = byte(out.scenery[o]! * keep + v * (1 - keep));
      }
    }
  }
  // The feather band: the broad shading and the coherent detail stay; the finer shading fades out and
  // the texture gives way to the synthesized one (variance-preserving); at its inner end it is exactly
  // the picture (fine shading + relative texture + the colour the relative texture leaves).
  for (let k = skip; k < Math.min(h, skip + feather); k += 1) {
    const w = smoothstep(1 - (k - skip) / feather);
    if (w <= 0) continue;
    const norm = 1 / Math.sqrt(w * w + (1 - w) * (1 - w));
    const j = R + k;
    for (let x = 0; x < W; x += 1) {
      const free = hole ? 1 - hole[k * W + x]! / 255 : 1;
      if (free <= 0) continue;
      for (let c = 0; c < 3; c += 1) {
        const s = k * rowBytes + x * 3 + c;
        const shade = shading[s]! + (1 - w) * (fine[s]! - shading[s]!);
        const tex = (w * texture[(j * W + x) * 3 + c]! + (1 - w) * residual[s]!) * norm;
        const v = shade + coherent[x * 3 + c]! + shade * tex + (1 - w) * colourLeft[s]!;
        const o = dst(k) * rowBytes + x * 3 + c;
        out.picture[o] = byte(out.picture[o]! + free * (v - out.picture[o]!));
        out.scenery[o] = byte(out.scenery[o]! + free * (v - out.scenery[o]!));
      }
    }
  }
}

/** Adds `top` rows above and `bottom` rows below, each side made from the picture as it was. */
function extendVertically(l: Layers, top: number, bottom: number, seed: number, detail: boolean): Layers {
  if (top <= 0 && bottom <= 0) return l;
  const rowBytes = l.width * 3;
  const H = l.height + top + bottom;
  const out: Layers = {
    picture: Buffer.alloc(H * rowBytes),
    scenery: Buffer.alloc(H * rowBytes),
    hole: l.hole ? Buffer.alloc(H * l.width) : null,
    width: l.width,
    height: H,
  };
  l.picture.copy(out.picture, top * rowBytes);
  l.scenery.copy(out.scenery, top * rowBytes);
  l.hole?.copy(out.hole!, top * l.width);
  if (top > 0) extendSide(l, out, 'top', top, top, seed, detail);
  if (bottom > 0) extendSide(l, out, 'bottom', bottom, top, seed + 1, detail);
  return out;
}

/** Options of extendScene. */
export interface ExtendOptions {
  /**
   * Carry the edge's texture and straight lines on (default true). Without it the set continues as
   * shading alone: for a matte that cannot be trusted to say what is scenery (bits of the product
   * would be copied).
   */
  detail?: boolean;
}

/**
 * Extends a picture on each side by the given number of pixels (>= 0), continuing the set (module
 * docstring). Left/right are extended first, then top/bottom across the whole new width. With a
 * product matte (same grid, 255 = product), the product is first taken out of the scenery the
 * extension is made from (./parallax-fill.ts), so no copy of it appears, and its pixels are never altered.
 * Input: an RGB picture, the four margins (px), an optional matte, ExtendOptions. Output: a new picture
 * of (width+left+right) x (height+top+bottom). Deterministic. Never throws for consistent buffers.
 */
export async function extendScene(
  p: RgbPicture,
  sides: { top: number; bottom: number; left: number; right: number },
  matte?: Buffer | null,
  options: ExtendOptions = {},
): Promise<RgbPicture> {
  const detail = options.detail ?? true;
  if (sides.top <= 0 && sides.bottom <= 0 && sides.left <= 0 && sides.right <= 0) return p;
  const hole = matte ? productHole(matte, p.width, p.height) : null;
  // The scenery's hole needs no texture: the extension takes neither its shading's detail nor its
  // texture from there.
  const scenery = matte && hole ? await fillBehindProduct(p.data, matte, p.width, p.height, { hole, texture: false }) : p.data;
  let l: Layers = { picture: p.data, scenery, hole, width: p.width, height: p.height };
  if (sides.left > 0 || sides.right > 0) l = transposeLayers(extendVertically(transposeLayers(l), sides.left, sides.right, 11, detail));
  l = extendVertically(l, sides.top, sides.bottom, 23, detail);
  return { data: l.picture, width: l.width, height: l.height };
}
