/**
 * The object a photo is about: connected-component analysis of a soft matte, the
 * main component chosen by area and closeness to the centre, other objects left out, and a
 * confidence with the reasons a seller should check the preview.
 */
import type { CutoutWarning } from '../../../shared/contracts/cutout';
import { borderContact } from './border-contact';
import { bboxOf, boxBlur, labelComponents } from './mask-ops';
import type { SoftMatte } from './matting-engine';

/** The main object of a soft matte. */
export interface MainObject {
  /** The soft matte with everything but the kept object(s) set to 0; same size as the input. */
  matte: Buffer;
  /** 0..1: 1 = crisp edges, one object, inside the frame. */
  confidence: number;
  /** Reasons for doubt (never `too_small`, which depends on the output size). */
  warnings: CutoutWarning[];
  /** Fraction of the frame the kept object covers (matte >= 128). */
  coverage: number;
  /** Uncertain pixels (alpha 32..223) per edge pixel. */
  fuzz: number;
  /** Separate objects kept as the product (the main one and its parts), at least 1. */
  objectCount: number;
}

/** Components at least this share of the main one's area are kept as parts of the product (a pair of shoes). */
const PART_RATIO = 0.3;
/** A part must be about as certain as a clean object: mean alpha of at least 90 %. */
const PART_CERTAINTY = 0.9;
/** Left-out components at least this share of the main one's area make the `several_objects` warning. */
const OTHER_OBJECT_RATIO = 0.1;
/** Uncertain pixels (alpha 32..223) per edge pixel: what a crisp edge has, and where edges are called uncertain. */
const CRISP_EDGE = 3;
const UNCERTAIN_LIMIT = 5;
/** A kept object under this share of the frame may be the wrong object (a detail, a tag, a peg). */
const SMALL_PRODUCT_SHARE = 0.05;
/**
 * Share of the kept object's inner pixels (away from its edge) that may be less than sure (alpha
 * under HALF_SURE) before the cut-out warns that something behind the product may be left: a
 * clean product is certain inside, a box or a shelf pulled in with it is not quite.
 * Measured with `npm run bench:cutout`'s 192 composites (64 objects on plain, textured and
 * cluttered backgrounds, 52 of them with more than 3 % of the product's area wrongly kept): with
 * alpha under 200 the warning caught 18 of the 52 and fired on 13 clean ones; under 230 it
 * catches 30 and fires on 23 clean ones (the same precision, far fewer leftovers missed). The
 * shelf kept behind a motorcycle's handlebar in a garage photo is at 230-250.
 */
const LEFTOVER_LIMIT = 0.02;
const HALF_SURE = 230;

/**
 * Picks the main object of `soft` and scores the result.
 * Input: a SoftMatte (255 = object). Output: MainObject, or null when nothing reaches alpha 128.
 * Rules: components of `alpha >= 128` (4-connected); the main one maximises area x c^2 x (1.25 - d),
 * c its mean alpha (0.5..1) and d the distance of its centroid from the frame's centre in frame
 * units; components of at least 30 % of its area and a mean alpha of 90 % are kept with it; the fringe (alpha < 128) is kept within a few pixels of what is kept.
 */
export function selectMainObject(soft: SoftMatte): MainObject | null {
  const { width, height, data } = soft;
  const n = width * height;
  const binary = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) binary[i] = data[i]! >= 128 ? 1 : 0;
  const { labels, areas } = labelComponents(binary, width, height);
  if (areas.length <= 1) return null;
  const sx = new Float64Array(areas.length);
  const sy = new Float64Array(areas.length);
  const sa = new Float64Array(areas.length);
  for (let i = 0; i < n; i += 1) {
    const l = labels[i]!;
    if (l === 0) continue;
    sx[l]! += i % width;
    sy[l]! += Math.floor(i / width);
    sa[l]! += data[i]!;
  }
  // Certainty of a component: its mean alpha, 0.5..1 (a half-sure blob is rarely the product).
  const certainty = (l: number) => sa[l]! / areas[l]! / 255;
  let main = 1;
  let best = -Infinity;
  for (let l = 1; l < areas.length; l += 1) {
    const a = areas[l]!;
    const d = Math.hypot(sx[l]! / a / width - 0.5, sy[l]! / a / height - 0.5);
    const score = a * certainty(l) ** 2 * (1.25 - d);
    if (score > best) ((best = score), (main = l));
  }
  const mainArea = areas[main]!;
  const kept = new Uint8Array(areas.length);
  let others = 0;
  for (let l = 1; l < areas.length; l += 1) {
    if (l === main || (areas[l]! >= mainArea * PART_RATIO && certainty(l) >= Math.min(PART_CERTAINTY, certainty(main) - 0.05))) kept[l] = 1;
    else if (areas[l]! >= mainArea * OTHER_OBJECT_RATIO) others += 1;
  }
  const keptCount = kept.reduce((s, v) => s + v, 0);
  // The fringe: soft pixels within `r` px of a kept component, and not inside a left-out one.
  const r = Math.max(2, Math.round(Math.max(width, height) / 128));
  const keptMask = new Float32Array(n);
  for (let i = 0; i < n; i += 1) keptMask[i] = kept[labels[i]!] ? 1 : 0;
  const near = boxBlur(keptMask, width, height, r);
  const matte = Buffer.alloc(n);
  let area = 0;
  let uncertain = 0;
  for (let i = 0; i < n; i += 1) {
    const l = labels[i]!;
    const keep = l !== 0 ? kept[l] === 1 : near[i]! > 0;
    if (!keep) continue;
    const v = data[i]!;
    matte[i] = v;
    if (v >= 128) area += 1;
    if (v >= 32 && v <= 223) uncertain += 1;
  }
  // The photo's edge cuts the product where its matte runs along a border (./border-contact.ts).
  const box = bboxOf(matte, width, height, 128);
  const cut = box ? borderContact(matte, width, height, box).cut : { left: false, right: false, top: false, bottom: false };
  const touches = cut.left || cut.right || cut.top || cut.bottom;
  // Half-certain pixels inside the kept object (at least `inset` px from any background pixel).
  const inset = Math.max(2, Math.round(Math.max(width, height) / 100));
  let inner = 0;
  let halfSure = 0;
  for (let y = inset; y < height - inset; y += 1) {
    for (let x = inset; x < width - inset; x += 1) {
      const i = y * width + x;
      if (matte[i]! < 128) continue;
      if (matte[i - inset]! < 128 || matte[i + inset]! < 128 || matte[i - inset * width]! < 128 || matte[i + inset * width]! < 128) continue;
      inner += 1;
      if (matte[i]! < HALF_SURE) halfSure += 1;
    }
  }
  // Uncertain pixels per edge pixel: about 1-2 for a crisp edge at the working size, more for fuzzy
  // or half-transparent ones (and for a matte the engine was unsure of).
  let perimeter = 0;
  for (let i = 0; i < n; i += 1) {
    if (matte[i]! < 128) continue;
    const x = i % width;
    if (x === 0 || x === width - 1 || i < width || i >= n - width || matte[i - 1]! < 128 || matte[i + 1]! < 128 || matte[i - width]! < 128 || matte[i + width]! < 128) perimeter += 1;
  }
  const fuzz = uncertain / Math.max(1, perimeter);
  const warnings: CutoutWarning[] = [];
  if (fuzz > UNCERTAIN_LIMIT) warnings.push('uncertain_edges');
  if (others > 0) warnings.push('several_objects');
  if (keptCount > 2) warnings.push('objects_kept');
  if (touches) warnings.push('touches_frame');
  if (inner > 0 && halfSure / inner > LEFTOVER_LIMIT) warnings.push('check_leftovers');
  if (area / n < SMALL_PRODUCT_SHARE) warnings.push('small_product');
  let confidence = Math.max(0, Math.min(1, 1 - Math.max(0, fuzz - CRISP_EDGE) / 10));
  if (area / n < SMALL_PRODUCT_SHARE) confidence *= 0.6;
  if (others > 0) confidence *= 0.8;
  if (touches) confidence *= 0.85;
  if (inner > 0 && halfSure / inner > LEFTOVER_LIMIT) confidence *= 0.85;
  return { matte, confidence: Math.round(confidence * 1000) / 1000, warnings, coverage: area / n, fuzz, objectCount: keptCount };
}
