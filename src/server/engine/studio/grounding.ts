/**
 * Where a product touches the surface it stands on, read from its matte: the footing of a
 * product layer. Every column of the layer has a lowest opaque pixel; each object of the cut-out
 * (a connected part: a bottle, a candy of a scatter, a motorcycle with both wheels) rests on its
 * contact line: the lower convex hull of its columns' lowest pixels. An object standing on a
 * plane can touch it only at the points of that hull (a plane under an object touches it on its
 * convex hull), and the photo shows the plane in perspective, so the points are at their own
 * heights: a motorcycle seen three-quarters touches with its rear tyre higher in the picture than
 * its front tyre, a cup with the front arc of its base. Columns on that line (a tyre, a foot, a
 * base's rim) touch the surface; columns far above it (the belly of a motorcycle between its
 * wheels) do not, and get only a faint occlusion under them.
 *
 * Used by the local studio renderer to stand the product on the surface with no gap (its lowest
 * opaque row one pixel above the surface line), to lay a contact shadow along the contact points
 * and to project the cast shadow of each object from its own contact line.
 * Rule: a contact shadow is the darkest where an object touches the ground and fades with the gap
 * between object and ground (ambient occlusion; see docs/product.md, "Studio renders").
 */
import { labelComponents } from '../cutout/mask-ops';

/** Alpha at or above which a pixel counts as product (half coverage). */
export const OPAQUE_ALPHA = 128;

/** A small object (under this fraction of the largest one's area) rests on what is under it, not on its own line. */
const SMALL_OBJECT_RATIO = 0.03;

export interface Footing {
  /** Layer size, px. */
  width: number;
  height: number;
  /** Lowest row with a product pixel (alpha >= OPAQUE_ALPHA); -1 for an empty layer. */
  bottom: number;
  /** Per column: lowest product row, -1 for an empty column. */
  columnBottom: Int32Array;
  /** Per column: the contact line (row, the object's lower hull there) of the object that column's lowest pixel belongs to, -1 for an empty column. */
  columnBase: Int32Array;
  /** Objects that rest on their own contact line (connected parts, small specks excluded). */
  objects: number;
}

/**
 * The footing of an RGBA or single-channel alpha layer.
 * Input: `alpha`, one byte per pixel (width x height), or RGBA when `channels` is 4.
 * Output: the Footing. Pure; O(width x height).
 */
export function footingOf(alpha: Uint8Array, width: number, height: number, channels: 1 | 4 = 1): Footing {
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i += 1) mask[i] = alpha[i * channels + (channels - 1)]! >= OPAQUE_ALPHA ? 1 : 0;
  const { labels, areas } = labelComponents(mask, width, height);
  const count = areas.length - 1;
  const compBottom = new Int32Array(count + 1).fill(-1);
  const columnBottom = new Int32Array(width).fill(-1);
  const columnLabel = new Int32Array(width);
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const l = labels[y * width + x]!;
      if (l === 0) continue;
      if (y > compBottom[l]!) compBottom[l] = y;
      columnBottom[x] = y;
      columnLabel[x] = l;
      bottom = y;
    }
  }
  let largest = 0;
  for (let l = 1; l <= count; l += 1) largest = Math.max(largest, areas[l]!);
  // A small speck (a stray bit of the matte, a detached tag) rests on the object under it, or on
  // the product's lowest row: it never gets a contact line of its own in mid-air.
  const base = new Int32Array(count + 1).fill(bottom);
  let objects = 0;
  for (let l = 1; l <= count; l += 1) {
    if (areas[l]! >= largest * SMALL_OBJECT_RATIO) {
      base[l] = compBottom[l]!;
      objects += 1;
    }
  }
  const columnBase = new Int32Array(width).fill(-1);
  for (let x = 0; x < width; x += 1) if (columnBottom[x]! >= 0) columnBase[x] = base[columnLabel[x]!]!;
  // Each object's contact line: the lower hull of its columns' lowest pixels (a speck keeps the
  // product's lowest row).
  for (let l = 1; l <= count; l += 1) {
    if (areas[l]! < largest * SMALL_OBJECT_RATIO) continue;
    const xs: number[] = [];
    for (let x = 0; x < width; x += 1) if (columnBottom[x]! >= 0 && columnLabel[x] === l) xs.push(x);
    const hull = lowerHull(xs, columnBottom);
    let k = 0;
    for (const x of xs) {
      while (k + 1 < hull.length - 1 && hull[k + 1]! <= x) k += 1;
      const a = hull[k]!;
      const b = hull[Math.min(k + 1, hull.length - 1)]!;
      const ya = columnBottom[a]!;
      const yb = columnBottom[b]!;
      columnBase[x] = b === a ? ya : Math.round(ya + ((yb - ya) * (x - a)) / (b - a));
    }
  }
  return { width, height, bottom, columnBottom, columnBase, objects };
}

/**
 * The lower convex hull (in image rows, which grow downwards: the hull that bounds the points from
 * below) of the points (x, bottom[x]) for the columns `xs`, sorted by x. Andrew's monotone chain.
 * Output: the hull's columns, left to right.
 */
function lowerHull(xs: readonly number[], bottom: Int32Array): number[] {
  const hull: number[] = [];
  for (const x of xs) {
    // Drop the last point while it lies above (or on) the line from the one before it to x.
    while (hull.length >= 2) {
      const a = hull[hull.length - 2]!;
      const b = hull[hull.length - 1]!;
      const cross = (b - a) * (bottom[x]! - bottom[a]!) - (bottom[b]! - bottom[a]!) * (x - a);
      if (cross >= 0) hull.pop();
      else break;
    }
    hull.push(x);
  }
  return hull;
}

/**
 * The contact shadow as an alpha layer of `width` x `height` px (the frame), for a layer placed
 * at (`left`, `top`) whose footing is `f`: under every column, on its object's contact line, a
 * dark spot whose strength falls with the column's gap to that line (exp(-gap / reach), reach =
 * 1.2 % of the product's height, at least 2 px), unblurred (the renderer softens it). Peak
 * alpha is `opacity` x 255. Output: one byte per frame pixel.
 */
export function contactShadowAlpha(f: Footing, place: { left: number; top: number }, frame: { width: number; height: number }, opacity: number): Buffer {
  const { width: W, height: H } = frame;
  const out = Buffer.alloc(W * H);
  const reach = Math.max(2, f.height * 0.012);
  // Half-thickness of the dark band across the contact line (it is then blurred): the ground seen
  // in perspective under the contact, a sliver of the product's height.
  const thick = Math.max(3, Math.round(f.height * 0.015));
  for (let x = 0; x < f.width; x += 1) {
    const cb = f.columnBottom[x]!;
    if (cb < 0) continue;
    const fx = place.left + x;
    if (fx < 0 || fx >= W) continue;
    const gap = f.columnBase[x]! - cb;
    const k = opacity * Math.exp(-gap / reach);
    if (k < 0.01) continue;
    const y0 = place.top + f.columnBase[x]! + 1;
    for (let t = -thick; t <= thick; t += 1) {
      const fy = y0 + t;
      if (fy < 0 || fy >= H) continue;
      const v = Math.round(255 * k * Math.sqrt(1 - Math.abs(t) / (thick + 1)));
      if (v > out[fy * W + fx]!) out[fy * W + fx] = v;
    }
  }
  return out;
}
