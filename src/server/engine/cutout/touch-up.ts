/**
 * Touch-up of a cut-out: Keep and Remove brush strokes, and Select clicks, change the matte only where they act.
 *
 * Rules, stroke by stroke, oldest first, starting from the automatic matte:
 * - Remove: the pixels the brush covers become background, with a 1 px anti-aliased rim outside
 *   the brush. When the stroke cuts a connected part of the product in pieces, the largest piece
 *   stays and the smaller pieces it cut off go with it (a box joined to the product by a thin
 *   bridge of pixels); a piece a Keep stroke touches stays. Nothing else changes: other objects and
 *   the matte away from the stroke are never recomputed.
 * - Keep: the pixels the brush covers become product. Around the stroke only (its box grown by
 *   half its size), GrabCut (./grabcut.ts, deterministic) on a copy of at most 200 px finds
 *   the region of the photo that goes with the stroke; the part of it connected to the stroke is
 *   added, its edge re-fitted to the photo with the guided filter of ./matte-refine.ts and steepened
 *   (the working copy is coarse, so the filter's band is wide). A hole of the matte (background
 *   the product encloses: the gaps between a wheel's spokes, a handle's eye) stays background
 *   unless the brush touches it, however close its colour is to the product's. Keep never removes
 *   product.
 * - Select (a click): the object of the matte under the click (a connected part of the product), or
 *   the nearest one within the brush's radius, stays; every other object goes. A click on nothing
 *   changes nothing.
 * - Last, every painted pixel takes its latest Keep or Remove stroke's value (hard constraints).
 * The photo is read only around Keep strokes (a Remove-only touch-up decodes nothing). The same
 * strokes give the same matte.
 */
import sharp, { type Sharp } from 'sharp';
import type { CutoutStroke } from '../../../shared/contracts/cutout';
import { sizeWarnings, type Cutout } from './cutout';
import { decodeImage, type RawImage } from '../image/decode-image';
import { GC, grabCutLabels } from './grabcut';
import { bboxOf, labelComponents, type BBox } from './mask-ops';
import { refineMatte } from './matte-refine';
import { workingSize } from './matting-engine';

/** GrabCut's working long side around a Keep stroke, px, and its iterations. */
const KEEP_WORK_LONG_SIDE = 200;
const KEEP_ITERATIONS = 3;
/** Long side of the photo crop a Keep stroke's new edge is re-fitted on, px. */
const KEEP_REFINE_LONG_SIDE = 1000;
/** The region a Keep stroke may grow into: its box grown by this share of its long side on each side (and at least MIN_REACH of the photo's long side). */
const KEEP_REACH = 0.5;
const MIN_REACH = 0.05;
/** Alpha curve of a Keep stroke's new edge: 2.5x steeper around 0.5, so the edge is about as wide as the automatic matte's. */
const STEEPEN = Uint8Array.from({ length: 256 }, (_, v) => Math.round(255 * Math.min(1, Math.max(0, (v / 255 - 0.5) * 2.5 + 0.5))));

/** Stroke coverage: 0 = none, 1 = keep, 2 = remove (the latest stroke wins where strokes cross). */
export const STROKE_NONE = 0;
export const STROKE_KEEP = 1;
export const STROKE_REMOVE = 2;

/** The photo a touch-up reads: its oriented size and crops of it. */
export interface TouchUpPhoto {
  /** Oriented size, px (the matte's size). */
  width: number;
  height: number;
  /** The pixels inside `box` (px of the oriented photo), resized to `width` x `height`: RGB, 8-bit. */
  crop(box: BBox, width: number, height: number): Promise<RawImage>;
}

async function rawOf(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** A TouchUpPhoto over decoded pixels (RGB or RGBA, 8-bit). */
export function photoFromRaw(image: RawImage): TouchUpPhoto {
  return {
    width: image.width,
    height: image.height,
    crop: (box, width, height) =>
      rawOf(
        sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
          .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
          .resize(width, height, { fit: 'fill' }),
      ),
  };
}

/** A TouchUpPhoto over PNG or JPEG bytes of `width` x `height` once oriented; decoded only when a crop is asked for. */
export function photoFromBytes(bytes: Buffer, width: number, height: number): TouchUpPhoto {
  return {
    width,
    height,
    // Resized first, then cut: a JPEG is then decoded at a fraction of its size (libjpeg's
    // shrink-on-load), instead of whole before the crop.
    crop: (box, w, h) => {
      const sx = w / box.width;
      const sy = h / box.height;
      const fw = Math.max(w, Math.round(width * sx));
      const fh = Math.max(h, Math.round(height * sy));
      const left = Math.min(fw - w, Math.round(box.x * sx));
      const top = Math.min(fh - h, Math.round(box.y * sy));
      return rawOf(sharp(bytes).rotate().resize(fw, fh, { fit: 'fill' }).extract({ left, top, width: w, height: h }));
    },
  };
}

/** A stroke's brush discs in px of a width x height grid: centres along the polyline, every half radius. */
function strokeDiscs(stroke: CutoutStroke, width: number, height: number): { r: number; centres: [number, number][] } {
  const r = Math.max(0.75, stroke.radius * Math.max(width, height));
  const pts = stroke.points.map(([x = 0, y = 0]) => [x * width, y * height] as [number, number]);
  const centres: [number, number][] = [pts[0]!];
  for (let k = 1; k < pts.length; k += 1) {
    const [ax, ay] = pts[k - 1]!;
    const [bx, by] = pts[k]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / Math.max(0.5, r / 2)));
    for (let s = 1; s <= steps; s += 1) centres.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  return { r, centres };
}

/**
 * Rasterises strokes on a width x height grid: round brushes along each polyline, the latest
 * stroke over earlier ones. Radii are fractions of the long side; points fractions of the sides.
 * Output: width*height bytes of STROKE_* values.
 */
export function rasterizeStrokes(strokes: readonly CutoutStroke[], width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (const stroke of strokes) {
    if (stroke.mode === 'select') continue;
    const value = stroke.mode === 'keep' ? STROKE_KEEP : STROKE_REMOVE;
    const { r, centres } = strokeDiscs(stroke, width, height);
    const r2 = r * r;
    for (const [cx, cy] of centres) {
      const x0 = Math.max(0, Math.floor(cx - r));
      const x1 = Math.min(width - 1, Math.ceil(cx + r));
      const y0 = Math.max(0, Math.floor(cy - r));
      const y1 = Math.min(height - 1, Math.ceil(cy + r));
      for (let y = y0; y <= y1; y += 1)
        for (let x = x0; x <= x1; x += 1) if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r2) out[y * width + x] = value;
    }
  }
  return out;
}

/** A stroke's coverage over its box: 255 under the brush (as rasterizeStrokes), a 1 px anti-aliased rim outside it. */
interface Coverage {
  box: BBox;
  /** box.width*box.height bytes, 0..255. */
  data: Uint8Array;
}

function strokeCoverage(stroke: CutoutStroke, width: number, height: number): Coverage | null {
  const { r, centres } = strokeDiscs(stroke, width, height);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [cx, cy] of centres) {
    x0 = Math.min(x0, Math.floor(cx - r - 1));
    y0 = Math.min(y0, Math.floor(cy - r - 1));
    x1 = Math.max(x1, Math.ceil(cx + r + 1));
    y1 = Math.max(y1, Math.ceil(cy + r + 1));
  }
  x0 = Math.max(0, x0);
  y0 = Math.max(0, y0);
  x1 = Math.min(width - 1, x1);
  y1 = Math.min(height - 1, y1);
  if (x1 < x0 || y1 < y0) return null;
  const box = { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
  const data = new Uint8Array(box.width * box.height);
  const outer = (r + 1) * (r + 1);
  const inner = r * r;
  for (const [cx, cy] of centres) {
    const ax = Math.max(x0, Math.floor(cx - r - 1));
    const bx = Math.min(x1, Math.ceil(cx + r + 1));
    const ay = Math.max(y0, Math.floor(cy - r - 1));
    const by = Math.min(y1, Math.ceil(cy + r + 1));
    for (let y = ay; y <= by; y += 1) {
      const row = (y - y0) * box.width - x0;
      const dy2 = (y + 0.5 - cy) ** 2;
      for (let x = ax; x <= bx; x += 1) {
        const d2 = (x + 0.5 - cx) ** 2 + dy2;
        if (d2 >= outer) continue;
        // 255 exactly where rasterizeStrokes marks the brush; the rim stays below it.
        const c = d2 <= inner ? 255 : Math.min(254, Math.round(255 * (r + 1 - Math.sqrt(d2))));
        if (c > data[row + x]!) data[row + x] = c;
      }
    }
  }
  return { box, data };
}

/**
 * Applies a Remove stroke in place: erases its coverage, then drops the pieces it cut off a
 * connected part of the product (all but the largest piece of each part, and those the Keep marks
 * from `keepMarks` touch; it is called only when there is a piece to drop).
 * Parts are found without labelling the matte before the stroke: the product before it is the
 * pieces after it plus the pixels it erased, so two pieces were one part when a chain of erased
 * regions and pieces joins them (a union-find over pieces and erased regions, read in the box).
 */
function applyRemove(matte: Buffer, cov: Coverage, keepMarks: () => Uint8Array, width: number, height: number): void {
  const { box, data } = cov;
  const erased = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      const c = data[y * box.width + x]!;
      if (c === 0) continue;
      const i = (box.y + y) * width + box.x + x;
      const before = matte[i]!;
      matte[i] = Math.floor((before * (255 - c) + 127) / 255);
      if (before >= 128 && matte[i]! < 128) erased[y * box.width + x] = 1;
    }
  }
  const pieces = labelComponents(matte, width, height, 128);
  const regions = labelComponents(erased, box.width, box.height);
  // Union-find over pieces (1..P-1) and erased regions (P + region label).
  const P = pieces.areas.length;
  const parent = Int32Array.from({ length: P + regions.areas.length }, (_, k) => k);
  const find = (k: number): number => {
    while (parent[k] !== k) {
      parent[k] = parent[parent[k]!]!;
      k = parent[k]!;
    }
    return k;
  };
  const join = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      const region = regions.labels[y * box.width + x]!;
      if (region === 0) continue;
      const gx = box.x + x;
      const gy = box.y + y;
      const i = gy * width + gx;
      if (gx > 0 && pieces.labels[i - 1]! > 0) join(P + region, pieces.labels[i - 1]!);
      if (gx < width - 1 && pieces.labels[i + 1]! > 0) join(P + region, pieces.labels[i + 1]!);
      if (gy > 0 && pieces.labels[i - width]! > 0) join(P + region, pieces.labels[i - width]!);
      if (gy < height - 1 && pieces.labels[i + width]! > 0) join(P + region, pieces.labels[i + width]!);
    }
  }
  // Pieces next to the stroke, grouped by the part of the product they belonged to before it.
  const touched = new Map<number, number>();
  const x0 = Math.max(0, box.x - 1);
  const y0 = Math.max(0, box.y - 1);
  const x1 = Math.min(width - 1, box.x + box.width);
  const y1 = Math.min(height - 1, box.y + box.height);
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const piece = pieces.labels[y * width + x]!;
      if (piece !== 0 && !touched.has(piece)) touched.set(piece, find(piece));
    }
  }
  const largest = new Map<number, number>();
  for (const [piece, part] of touched) {
    const best = largest.get(part);
    if (best === undefined || pieces.areas[piece]! > pieces.areas[best]!) largest.set(part, piece);
  }
  const drop = new Uint8Array(pieces.areas.length);
  let any = false;
  for (const [piece, part] of touched) {
    if (largest.get(part) !== piece) {
      drop[piece] = 1;
      any = true;
    }
  }
  if (!any) return;
  const keep = keepMarks();
  for (let i = 0; i < matte.length; i += 1) if (keep[i] === STROKE_KEEP && pieces.labels[i]! > 0) drop[pieces.labels[i]!] = 0;
  clearComponents(matte, pieces.labels, drop, width, height);
}

/**
 * Clears in place every component of `labels` marked in `drop` (drop[label] = 1), and the soft
 * fringe around them that is not within 2 px of remaining product.
 */
function clearComponents(matte: Buffer, labels: Int32Array, drop: Uint8Array, width: number, height: number): void {
  const bounds = new Map<number, [number, number, number, number]>();
  for (let i = 0; i < matte.length; i += 1) {
    const l = labels[i]!;
    if (l === 0 || !drop[l]) continue;
    matte[i] = 0;
    const x = i % width;
    const y = (i - x) / width;
    const b = bounds.get(l);
    if (!b) bounds.set(l, [x, y, x, y]);
    else {
      if (x < b[0]) b[0] = x;
      if (y < b[1]) b[1] = y;
      if (x > b[2]) b[2] = x;
      if (y > b[3]) b[3] = y;
    }
  }
  clearStrayFringe(matte, [...bounds.values()].map(([ax, ay, bx, by]) => ({ x: ax, y: ay, width: bx - ax + 1, height: by - ay + 1 })), width, height);
}

/** Clears soft fringe pixels (alpha 1..127) around dropped pieces that are not within 2 px of remaining product. */
function clearStrayFringe(matte: Buffer, boxes: BBox[], width: number, height: number): void {
  const R = 2;
  for (const b of boxes) {
    const x0 = Math.max(0, b.x - R - 1);
    const y0 = Math.max(0, b.y - R - 1);
    const x1 = Math.min(width - 1, b.x + b.width + R);
    const y1 = Math.min(height - 1, b.y + b.height + R);
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const i = y * width + x;
        const a = matte[i]!;
        if (a === 0 || a >= 128) continue;
        let near = false;
        for (let dy = -R; dy <= R && !near; dy += 1) {
          const yy = y + dy;
          if (yy < 0 || yy >= height) continue;
          for (let dx = -R; dx <= R; dx += 1) {
            const xx = x + dx;
            if (xx >= 0 && xx < width && matte[yy * width + xx]! >= 128) {
              near = true;
              break;
            }
          }
        }
        if (!near) matte[i] = 0;
      }
    }
  }
}

/**
 * Applies a Select click in place: keeps the object (connected part of `matte >= 128`) under the
 * click's first point, or the nearest within its radius, and clears the others with their fringes.
 */
function applySelect(matte: Buffer, stroke: CutoutStroke, width: number, height: number): void {
  const [px = 0, py = 0] = stroke.points[0] ?? [];
  const cx = Math.min(width - 1, Math.max(0, Math.floor(px * width)));
  const cy = Math.min(height - 1, Math.max(0, Math.floor(py * height)));
  const { labels, areas } = labelComponents(matte, width, height, 128);
  let chosen = labels[cy * width + cx]!;
  if (chosen === 0) {
    const r = Math.ceil(Math.max(0.75, stroke.radius * Math.max(width, height)));
    let best = Infinity;
    for (let y = Math.max(0, cy - r); y <= Math.min(height - 1, cy + r); y += 1)
      for (let x = Math.max(0, cx - r); x <= Math.min(width - 1, cx + r); x += 1) {
        const l = labels[y * width + x]!;
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (l !== 0 && d <= r * r && d < best) {
          best = d;
          chosen = l;
        }
      }
  }
  if (chosen === 0 || areas.length <= 2) return;
  const drop = new Uint8Array(areas.length).fill(1);
  drop[chosen] = 0;
  clearComponents(matte, labels, drop, width, height);
}

/** The region a Keep stroke may grow into (px of the photo). */
function keepRegion(cov: Coverage, width: number, height: number): BBox {
  const reach = Math.round(Math.max(KEEP_REACH * Math.max(cov.box.width, cov.box.height), MIN_REACH * Math.max(width, height)));
  const x0 = Math.max(0, cov.box.x - reach);
  const y0 = Math.max(0, cov.box.y - reach);
  const x1 = Math.min(width, cov.box.x + cov.box.width + reach);
  const y1 = Math.min(height, cov.box.y + cov.box.height + reach);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Applies a Keep stroke in place: its coverage becomes product, and the region of the photo that
 * GrabCut joins to the stroke near it is added (never removing product).
 */
async function applyKeep(matte: Buffer, stroke: CutoutStroke, cov: Coverage, photo: TouchUpPhoto): Promise<void> {
  const { width, height } = photo;
  const roi = keepRegion(cov, width, height);
  const holes = untouchedHoles(matte, cov, width, height);
  const guideSize = workingSize(roi.width, roi.height, KEEP_REFINE_LONG_SIDE);
  const guide = await photo.crop(roi, guideSize.width, guideSize.height);
  const work = workingSize(roi.width, roi.height, KEEP_WORK_LONG_SIDE);
  const small = await rawOf(sharp(guide.data, { raw: { width: guide.width, height: guide.height, channels: guide.channels } }).resize(work.width, work.height, { fit: 'fill' }));
  const sw = small.width;
  const sh = small.height;
  const here = await sharp(matte, { raw: { width, height, channels: 1 } })
    .extract({ left: roi.x, top: roi.y, width: roi.width, height: roi.height })
    .resize(sw, sh, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // The stroke on the working grid of the region.
  const scaleX = sw / roi.width;
  const scaleY = sh / roi.height;
  const local: CutoutStroke = {
    mode: 'keep',
    radius: (stroke.radius * Math.max(width, height) * Math.max(scaleX, scaleY)) / Math.max(sw, sh),
    points: stroke.points.map(([x = 0, y = 0]) => [((x * width - roi.x) * scaleX) / sw, ((y * height - roi.y) * scaleY) / sh]),
  };
  const marks = rasterizeStrokes([local], sw, sh);
  const n = sw * sh;
  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const x = i % sw;
    const y = (i - x) / sw;
    const border = x < 2 || y < 2 || x >= sw - 2 || y >= sh - 2;
    // The region's own border is background where the matte says so and the photo's edge is not there.
    const photoEdge = (x < 2 && roi.x === 0) || (y < 2 && roi.y === 0) || (x >= sw - 2 && roi.x + roi.width === width) || (y >= sh - 2 && roi.y + roi.height === height);
    const hole = holes !== null && holes(Math.min(height - 1, Math.floor(roi.y + (y + 0.5) / scaleY)) * width + Math.min(width - 1, Math.floor(roi.x + (x + 0.5) / scaleX)));
    labels[i] = marks[i] === STROKE_KEEP ? GC.FGD : here[i]! >= 128 ? GC.PR_FGD : (border && !photoEdge) || hole ? GC.BGD : GC.PR_BGD;
  }
  let result: Uint8Array;
  try {
    result = await grabCutLabels(small, labels, KEEP_ITERATIONS);
  } catch (error) {
    // No background around the stroke (it lies inside the product): the brush alone decides.
    if (!(error instanceof Error) || !/both product and background/.test(error.message)) throw error;
    return;
  }
  const fg = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) fg[i] = result[i] === GC.FGD || result[i] === GC.PR_FGD || marks[i] === STROKE_KEEP ? 1 : 0;
  const { labels: parts, areas } = labelComponents(fg, sw, sh);
  const joined = new Uint8Array(areas.length);
  for (let i = 0; i < n; i += 1) if (marks[i] === STROKE_KEEP && parts[i]! > 0) joined[parts[i]!] = 1;
  const grown = Buffer.alloc(n);
  for (let i = 0; i < n; i += 1) grown[i] = joined[parts[i]!] ? 255 : 0;
  const refined = await refineMatte(guide, { width: sw, height: sh, data: grown });
  mergeUpscaled(matte, width, roi, refined, guide.width, guide.height);
}

/**
 * The holes of a matte that a Keep stroke does not touch: background pixels (alpha < 128) in
 * components that do not reach the photo's border, except the components under the brush.
 * Output: a test of a pixel index (true in such a hole); null when there is none.
 */
function untouchedHoles(matte: Buffer, cov: Coverage, width: number, height: number): ((i: number) => boolean) | null {
  const { labels, areas } = labelComponents(matte, width, height, 128, true);
  if (areas.length <= 2) return null;
  const open = new Uint8Array(areas.length);
  for (let x = 0; x < width; x += 1) open[labels[x]!] = open[labels[(height - 1) * width + x]!] = 1;
  for (let y = 0; y < height; y += 1) open[labels[y * width]!] = open[labels[y * width + width - 1]!] = 1;
  const { box, data } = cov;
  for (let y = 0; y < box.height; y += 1)
    for (let x = 0; x < box.width; x += 1) if (data[y * box.width + x] === 255) open[labels[(box.y + y) * width + box.x + x]!] = 1;
  if (open.every((v, l) => l === 0 || v === 1)) return null;
  return (i) => labels[i]! > 0 && open[labels[i]!] === 0;
}

/**
 * Raises `matte` (row stride `width`) inside `roi` to the steepened `small` map (gw x gh, covering
 * the roi) read with bilinear interpolation at pixel centres, as a linear resize would. Only
 * where `small` is not 0: a block of output pixels whose four source samples are all 0 is skipped,
 * and one whose samples are all 255 is filled, so the work is proportional to the edge, not to the
 * region's area.
 */
function mergeUpscaled(matte: Buffer, width: number, roi: BBox, small: Uint8Array, gw: number, gh: number): void {
  const sx = gw / roi.width;
  const sy = gh / roi.height;
  const step = gw === 1 ? 0 : 1;
  // Output columns grouped in spans that read the same pair of source columns.
  const xs = new Int32Array(roi.width);
  const fx = new Float32Array(roi.width);
  const spans: number[] = [0];
  for (let x = 0; x < roi.width; x += 1) {
    const u = Math.min(gw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
    xs[x] = Math.max(0, Math.min(gw - 2, Math.floor(u)));
    fx[x] = gw === 1 ? 0 : u - xs[x]!;
    if (x > 0 && xs[x] !== xs[x - 1]) spans.push(x);
  }
  spans.push(roi.width);
  for (let y = 0; y < roi.height; y += 1) {
    const v = Math.min(gh - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = gh === 1 ? 0 : Math.min(gh - 2, Math.floor(v));
    const fy = gh === 1 ? 0 : v - y0;
    const r0 = y0 * gw;
    const r1 = gh === 1 ? r0 : r0 + gw;
    const row = (roi.y + y) * width + roi.x;
    for (let k = 0; k + 1 < spans.length; k += 1) {
      const start = spans[k]!;
      const end = spans[k + 1]!;
      const i0 = r0 + xs[start]!;
      const i1 = r1 + xs[start]!;
      const a = small[i0]!;
      const c = small[i0 + step]!;
      const d = small[i1]!;
      const e = small[i1 + step]!;
      if ((a | c | d | e) === 0) continue;
      if ((a & c & d & e) === 255) {
        matte.fill(255, row + start, row + end);
        continue;
      }
      for (let x = start; x < end; x += 1) {
        const f = fx[x]!;
        const top = a + (c - a) * f;
        const bottom = d + (e - d) * f;
        const value = STEEPEN[Math.round(top + (bottom - top) * fy)]!;
        if (value > matte[row + x]!) matte[row + x] = value;
      }
    }
  }
}

/**
 * Recomputes a matte with touch-up strokes (rules in this module's comment).
 * Input: `photo`, the oriented photo (decoded pixels, or a TouchUpPhoto reading crops of it);
 * `autoMatte`, its automatic matte (width*height bytes, 255 = product); `strokes`, oldest first
 * (none: the automatic matte is returned).
 * Output: a Cutout with method 'touch_up' (confidence 1: the seller has checked it).
 * Errors: OpenCvLoadError; sharp's errors reading the photo. Deterministic.
 */
export async function touchUpMatte(photo: RawImage | TouchUpPhoto, autoMatte: Buffer, strokes: readonly CutoutStroke[]): Promise<Cutout> {
  const source = 'crop' in photo ? photo : photoFromRaw(photo);
  const { width, height } = source;
  if (strokes.length === 0) {
    const bbox = bboxOf(autoMatte, width, height, 128) ?? { x: 0, y: 0, width, height };
    return { width, height, matte: autoMatte, bbox, method: 'model', warnings: sizeWarnings(bbox) };
  }
  const matte = Buffer.from(autoMatte);
  const coverages: (Coverage | null)[] = [];
  for (let k = 0; k < strokes.length; k += 1) {
    const stroke = strokes[k]!;
    if (stroke.mode === 'select') {
      coverages.push(null);
      applySelect(matte, stroke, width, height);
      continue;
    }
    const cov = strokeCoverage(stroke, width, height);
    coverages.push(cov);
    if (!cov) continue;
    if (stroke.mode === 'keep') {
      await applyKeep(matte, stroke, cov, source);
      const { box, data } = cov;
      for (let y = 0; y < box.height; y += 1)
        for (let x = 0; x < box.width; x += 1) {
          const i = (box.y + y) * width + box.x + x;
          if (data[y * box.width + x]! > matte[i]!) matte[i] = data[y * box.width + x]!;
        }
    } else {
      applyRemove(matte, cov, () => rasterizeStrokes(strokes.slice(0, k).filter((s) => s.mode === 'keep'), width, height), width, height);
    }
  }
  // Hard constraints, oldest stroke first so the latest wins: the pixels under each brush (the
  // coverage's 255, as rasterizeStrokes marks them), read within each stroke's box only.
  for (let k = 0; k < strokes.length; k += 1) {
    const cov = coverages[k];
    if (!cov) continue;
    const value = strokes[k]!.mode === 'keep' ? 255 : 0;
    const { box, data } = cov;
    for (let y = 0; y < box.height; y += 1) {
      const row = (box.y + y) * width + box.x;
      for (let x = 0; x < box.width; x += 1) if (data[y * box.width + x] === 255) matte[row + x] = value;
    }
  }
  const bbox = bboxOf(matte, width, height, 128) ?? { x: 0, y: 0, width, height };
  return { width, height, matte, bbox, method: 'touch_up', confidence: 1, warnings: sizeWarnings(bbox) };
}

/**
 * touchUpMatte for PNG or JPEG bytes (decoded and oriented here).
 * Errors: MediaInputError for undecodable input, plus those of touchUpMatte.
 */
export async function touchUpCutout(input: Buffer, autoMatte: Buffer, strokes: readonly CutoutStroke[]): Promise<Cutout> {
  return touchUpMatte((await decodeImage(input)).rgba, autoMatte, strokes);
}
