/**
 * Extends a scene beyond its edges for the local video engine (issue 14 item 5): when a product-centred
 * composition needs more height (or width) than the photo has, the set continues above/below (or
 * left/right) instead of showing a blurred copy of the photo behind it.
 *
 * Rule, per side (with the product first taken out of the scenery, so it is never repeated): the
 * outermost rows (columns) are averaged into an edge line that is stretched outwards, smoothed along the
 * edge by a box growing 0.9 px per row of distance (detail melts into colour instead of streaking); the
 * picture's own outermost rows (a quarter of the extension's size, 28 px at least) blur progressively
 * toward the edge to the radius the extension starts with (scenery only, the product is left untouched),
 * so texture fades out like depth of field instead of stopping at a seam; and the far end drifts
 * toward the edge band's mean colour, slightly darkened, by a gentle gradient (up to 45 %): a wall keeps
 * being the wall and a floor keeps being the floor.
 */
import { fillBehindProduct } from './parallax-fill';

/** An 8-bit RGB picture, row-major (width*height*3 bytes). */
export interface RgbPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** Rows (columns) whose mean colour the extension drifts toward. */
const MEAN_BAND_FRACTION = 0.08;
/** Rows (columns) averaged into the edge line. */
const EDGE_BAND = 3;
/** Rows (columns) inside the picture that blur progressively toward the edge (at least; or a share of the extension). */
const FEATHER_PX = 28;
const FEATHER_SHARE = 0.25;
/** Blur radius reached at the picture's edge, per px of inner fade. */
const FEATHER_BLUR = 0.4;
/** Growth of the smoothing radius along the edge, px per row (column) of distance. */
const SMOOTHING_PER_ROW = 0.9;
/** The far end drifts toward the edge band's mean colour darkened this much (a studio's light falloff). */
const FALLOFF = 0.9;
/** Strongest pull toward the band's mean colour, at the far end of the extension. */
const MAX_PULL = 0.45;

/** Swaps rows and columns of a raw picture with `channels` bytes per pixel. */
function transpose(data: Buffer, width: number, height: number, channels: number): Buffer {
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const s = (y * width + x) * channels;
      const d = (x * height + y) * channels;
      for (let c = 0; c < channels; c += 1) out[d + c] = data[s + c]!;
    }
  }
  return out;
}

/** Mean colour of rows [from, to) of a picture. */
function meanOfRows(p: RgbPicture, from: number, to: number): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = from; y < to; y += 1) {
    for (let x = 0; x < p.width; x += 1) {
      const i = (y * p.width + x) * 3;
      sum[0]! += p.data[i]!;
      sum[1]! += p.data[i + 1]!;
      sum[2]! += p.data[i + 2]!;
    }
  }
  const n = Math.max(1, (to - from) * p.width);
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

/** Builds `rows` rows continuing the picture beyond its top (`side` 'top') or bottom edge, nearest row first. */
function extensionRows(p: RgbPicture, picture: Buffer, matte: Buffer | null, side: 'top' | 'bottom', rows: number): Buffer {
  const W = p.width;
  const h = p.height;
  const rowBytes = W * 3;
  const rowOf = (k: number) => (side === 'top' ? k : h - 1 - k) * rowBytes;
  // The edge line: the outermost rows averaged, with prefix sums for O(1) box averages along it.
  const band = Math.min(EDGE_BAND, h);
  const prefix = new Float64Array((W + 1) * 3);
  for (let x = 0; x < W; x += 1) {
    for (let c = 0; c < 3; c += 1) {
      let v = 0;
      for (let k = 0; k < band; k += 1) v += p.data[rowOf(k) + x * 3 + c]!;
      prefix[(x + 1) * 3 + c] = prefix[x * 3 + c]! + v / band;
    }
  }
  const meanBand = Math.max(1, Math.round(h * MEAN_BAND_FRACTION));
  const mean = side === 'top' ? meanOfRows(p, 0, meanBand) : meanOfRows(p, h - meanBand, h);
  const target = mean.map((v) => v * FALLOFF);
  // The inner fade: a quarter of the extension (28 px at least, a fifth of the picture at most).
  const feather = Math.max(1, Math.min(Math.round(h / 5), Math.max(FEATHER_PX, Math.round(rows * FEATHER_SHARE))));
  const startRadius = Math.round(FEATHER_BLUR * feather);
  const out = Buffer.alloc(rows * rowBytes);
  for (let d = 0; d < rows; d += 1) {
    const radius = Math.round(startRadius + 1 + SMOOTHING_PER_ROW * (d + 1));
    const t = (d + 1) / rows;
    const pull = MAX_PULL * t * t * (3 - 2 * t);
    const base = d * rowBytes;
    for (let x = 0; x < W; x += 1) {
      const a = Math.max(0, x - radius);
      const b = Math.min(W, x + radius + 1);
      const n = b - a;
      for (let c = 0; c < 3; c += 1) {
        const v = (prefix[b * 3 + c]! - prefix[a * 3 + c]!) / n;
        out[base + x * 3 + c] = Math.round(v + (target[c]! - v) * pull);
      }
    }
  }
  // Inside the picture, the outermost rows (scenery only, never the product) blur progressively toward the
  // edge, to the radius the extension starts with, so texture fades out instead of stopping at a seam.
  const rowPrefix = new Float64Array((W + 1) * 3);
  for (let k = 0; k < feather; k += 1) {
    const u = 1 - k / feather;
    const w = u ** 1.5;
    const radius = Math.round(startRadius * u);
    if (radius < 1) continue;
    const row = rowOf(k);
    for (let x = 0; x < W; x += 1) {
      for (let c = 0; c < 3; c += 1) rowPrefix[(x + 1) * 3 + c] = rowPrefix[x * 3 + c]! + p.data[row + x * 3 + c]!;
    }
    for (let x = 0; x < W; x += 1) {
      const keep = matte ? matte[row / 3 + x]! / 255 : 0;
      const wx = w * (1 - keep);
      if (wx <= 0) continue;
      const a = Math.max(0, x - radius);
      const b = Math.min(W, x + radius + 1);
      for (let c = 0; c < 3; c += 1) {
        const soft = (rowPrefix[b * 3 + c]! - rowPrefix[a * 3 + c]!) / (b - a);
        const i = row + x * 3 + c;
        picture[i] = Math.round(picture[i]! + (soft - picture[i]!) * wx);
      }
    }
  }
  return out;
}

/** A picture being extended: what is shown, the same scenery without the product, and the product matte. */
interface Layers {
  picture: Buffer;
  scenery: Buffer;
  matte: Buffer | null;
  width: number;
  height: number;
}

/** Adds `top` rows above and `bottom` rows below (see the module docstring). */
function extendVertically(l: Layers, top: number, bottom: number): Layers {
  if (top <= 0 && bottom <= 0) return l;
  const rowBytes = l.width * 3;
  const H = l.height + top + bottom;
  const scenery = { data: l.scenery, width: l.width, height: l.height };
  const picture = Buffer.from(l.picture);
  const above = top > 0 ? extensionRows(scenery, picture, l.matte, 'top', top) : null;
  const below = bottom > 0 ? extensionRows(scenery, picture, l.matte, 'bottom', bottom) : null;
  const out = { picture: Buffer.alloc(rowBytes * H), scenery: Buffer.alloc(rowBytes * H), matte: l.matte ? Buffer.alloc(l.width * H) : null, width: l.width, height: H };
  picture.copy(out.picture, top * rowBytes);
  l.scenery.copy(out.scenery, top * rowBytes);
  l.matte?.copy(out.matte!, top * l.width);
  for (let d = 0; d < top; d += 1) {
    above!.copy(out.picture, (top - 1 - d) * rowBytes, d * rowBytes, (d + 1) * rowBytes);
    above!.copy(out.scenery, (top - 1 - d) * rowBytes, d * rowBytes, (d + 1) * rowBytes);
  }
  if (below) {
    below.copy(out.picture, (top + l.height) * rowBytes);
    below.copy(out.scenery, (top + l.height) * rowBytes);
  }
  return out;
}

/** The same layers with rows and columns swapped. */
function transposeLayers(l: Layers): Layers {
  return {
    picture: transpose(l.picture, l.width, l.height, 3),
    scenery: transpose(l.scenery, l.width, l.height, 3),
    matte: l.matte ? transpose(l.matte, l.width, l.height, 1) : null,
    width: l.height,
    height: l.width,
  };
}

/**
 * Extends a picture on each side by the given number of pixels (>= 0), continuing the scene (module
 * docstring). Left/right are extended first, then top/bottom across the whole new width. With a
 * product matte (same grid, 255 = product), the product is first taken out of the scenery the
 * extension is made from (./parallax-fill.ts), so no copy of it appears, and its pixels are never altered.
 * Input: an RGB picture, the four margins (px), an optional matte. Output: a new picture of
 * (width+left+right) x (height+top+bottom). Errors: sharp's.
 */
export async function extendScene(
  p: RgbPicture,
  sides: { top: number; bottom: number; left: number; right: number },
  matte?: Buffer | null,
): Promise<RgbPicture> {
  if (sides.top <= 0 && sides.bottom <= 0 && sides.left <= 0 && sides.right <= 0) return p;
  const scenery = matte ? await fillBehindProduct(p.data, matte, p.width, p.height) : p.data;
  let l: Layers = { picture: p.data, scenery, matte: matte ?? null, width: p.width, height: p.height };
  if (sides.left > 0 || sides.right > 0) l = transposeLayers(extendVertically(transposeLayers(l), sides.left, sides.right));
  l = extendVertically(l, sides.top, sides.bottom);
  return { data: l.picture, width: l.width, height: l.height };
}
