/**
 * Fidelity check: when a hosted model was allowed to redraw the product (the lock
 * is off, or the engine cannot lock), find the product in its output and score how much of it is
 * still the user's product.
 *
 * Method: masked, zero-mean normalised cross-correlation (ZNCC) of the product's cut-out against
 * the output, in greyscale, at many scales and every position:
 *   1. Search, at a working size (output long side SEARCH_LONG_SIDE px): the cut-out's grey pixels
 *      inside its matte (eroded by 1 px) form the template T with mask M; for each of SCALE_STEPS
 *      scales, from the product filling the frame down to MIN_SCALE of that, the ZNCC map
 *        zncc(p) = Σ_M (T - mean T)·I_p / (‖T - mean T‖_M · sqrt(Σ_M I_p² - (Σ_M I_p)² / |M|))
 *      comes from three plain cross-correlations (OpenCV `matchTemplate` TM_CCORR on float images: the
 *      zero-mean masked template, the mask, and the mask over I²), so the backdrop around the product
 *      never counts. Windows whose pixels barely vary (a flat area) score 0.
 *   2. Refine, at twice the working size, around the best match (±2 search px, ±one scale step).
 *   3. Score at the refined match: the geometric mean of the grey ZNCC and the ZNCC of the gradient
 *      magnitudes (Sobel) inside the matte eroded by 2 px (labels, print and shape edges), each
 *      clamped to 0..1. The grey term alone also rewards a match of broad light and dark areas
 *      (another object over a horizon scores about 0.65); the gradient term needs the product's own
 *      details in place.
 * ZNCC ignores a gain and an offset, so a product that was moved, scaled, relit or graded keeps a
 * high score; a product replaced by another object, redrawn with other labels or deformed loses it.
 * Threshold: FIDELITY_THRESHOLD (0.5), set between the cases of ./product-fidelity.test.ts: the
 * product moved, scaled 0.8-2x, graded and JPEG-compressed scores 0.92-0.99 (rotated by 5 degrees,
 * about 0.75); another product or noise in its place scores about 0.3 and under, a flat picture 0.
 * Not covered: a product recoloured uniformly with the same shading (greyscale), mirrored, or
 * rotated by more than about 10 degrees (the search has no rotation).
 */
import sharp from 'sharp';
import { loadOpenCv, type Cv, type CvMat } from '../cutout/opencv';
import { erodeMask, type ProductCut } from './product-lock';

/** Below this score the product is considered changed. */
export const FIDELITY_THRESHOLD = 0.5;
/** Long side of the output during the search, px. */
export const SEARCH_LONG_SIDE = 256;
/** Smallest product size searched, as a share of the size at which it fills the frame. */
export const MIN_SCALE = 0.2;
/** Scales searched between MIN_SCALE and 1 (geometric steps). */
export const SCALE_STEPS = 16;
/** Smallest template side searched, px at the working size (below it, too little detail to judge). */
const MIN_TEMPLATE_SIDE = 12;

/** The product prepared for matching: grey levels and matte of its cut-out. */
export interface ProductTemplate {
  /** Grey levels 0..1 of the cut-out's box, width*height. */
  grey: Float32Array;
  /** Matte 0..255 of the cut-out's box, width*height. */
  alpha: Uint8Array;
  width: number;
  height: number;
}

export interface FidelityResult {
  /** 0..1: how much the best match looks like the product. */
  score: number;
  /** Where the product was found in the output, output px. */
  box: { x: number; y: number; width: number; height: number };
  /** Grey and gradient ZNCC at the match (the score is their geometric mean). */
  grey: number;
  gradient: number;
}

/** The template of a product cut (`cutProduct`), at most 512 px on its long side. */
export async function productTemplate(product: Pick<ProductCut, 'rgba' | 'width' | 'height'>): Promise<ProductTemplate> {
  const k = Math.min(1, 512 / Math.max(product.width, product.height));
  const width = Math.max(1, Math.round(product.width * k));
  const height = Math.max(1, Math.round(product.height * k));
  const rgba = await sharp(product.rgba, { raw: { width: product.width, height: product.height, channels: 4 } }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const grey = new Float32Array(width * height);
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i += 1) {
    grey[i] = (0.2126 * rgba[i * 4]! + 0.7152 * rgba[i * 4 + 1]! + 0.0722 * rgba[i * 4 + 2]!) / 255;
    alpha[i] = rgba[i * 4 + 3]!;
  }
  return { grey, alpha, width, height };
}

/** Grey levels 0..1 of an image scaled to `width` x `height`. */
async function greyOf(image: Buffer, width: number, height: number): Promise<Float32Array> {
  const raw = await sharp(image).rotate().toColourspace('srgb').removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i += 1) out[i] = (0.2126 * raw[i * 3]! + 0.7152 * raw[i * 3 + 1]! + 0.0722 * raw[i * 3 + 2]!) / 255;
  return out;
}

/** Bilinear resize of a float plane. */
function resizePlane(src: Float32Array, w: number, h: number, nw: number, nh: number): Float32Array {
  const out = new Float32Array(nw * nh);
  const sx = w / nw;
  const sy = h / nh;
  for (let y = 0; y < nh; y += 1) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < nw; x += 1) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const a = src[y0 * w + x0]! * (1 - tx) + src[y0 * w + x1]! * tx;
      const b = src[y1 * w + x0]! * (1 - tx) + src[y1 * w + x1]! * tx;
      out[y * nw + x] = a * (1 - ty) + b * ty;
    }
  }
  return out;
}

/** The template at a size: grey plane and binary mask (matte >= 128, eroded by `erode` px). */
function scaledTemplate(t: ProductTemplate, w: number, h: number, erode: number): { grey: Float32Array; mask: Uint8Array } {
  const grey = resizePlane(t.grey, t.width, t.height, w, h);
  const alpha = resizePlane(Float32Array.from(t.alpha), t.width, t.height, w, h);
  const mask = erodeMask(Uint8Array.from(alpha, (a) => Math.round(a)), w, h, erode);
  return { grey, mask };
}

/** Gradient magnitude (Sobel) of a plane, edges clamped. */
function gradient(p: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  const at = (x: number, y: number) => p[Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))]!;
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      out[y * w + x] = Math.hypot(gx, gy);
    }
  return out;
}

/** Smallest standard deviation (0..1 grey) of a window that can be matched. */
const MIN_WINDOW_STD = 0.015;

/**
 * Masked ZNCC of template (grey, mask) against the image at every position, via three TM_CCORR maps.
 * Output: the map (rows x cols of positions) as a Float32Array; flat windows and an empty or flat template give 0.
 */
function znccMap(cv: Cv & CvExtra, image: Float32Array, iw: number, ih: number, grey: Float32Array, mask: Uint8Array, tw: number, th: number): { map: Float32Array; cols: number; rows: number } {
  const cols = iw - tw + 1;
  const rows = ih - th + 1;
  const empty = { map: new Float32Array(Math.max(0, cols) * Math.max(0, rows)), cols: Math.max(0, cols), rows: Math.max(0, rows) };
  if (cols <= 0 || rows <= 0) return empty;
  let n = 0;
  let sum = 0;
  for (let i = 0; i < mask.length; i += 1) if (mask[i]) (n += 1), (sum += grey[i]!);
  if (n < 16) return empty;
  const mean = sum / n;
  const t = new Float32Array(tw * th);
  const m = new Float32Array(tw * th);
  let norm = 0;
  for (let i = 0; i < t.length; i += 1) {
    if (!mask[i]) continue;
    t[i] = grey[i]! - mean;
    m[i] = 1;
    norm += t[i]! * t[i]!;
  }
  norm = Math.sqrt(norm);
  if (norm / Math.sqrt(n) < MIN_WINDOW_STD) return empty;
  const sq = new Float32Array(image.length);
  for (let i = 0; i < image.length; i += 1) sq[i] = image[i]! * image[i]!;
  const mats: CvMat[] = [];
  const mat = (data: Float32Array, w: number, h: number) => {
    const x = cv.matFromArray(h, w, cv.CV_32FC1, data);
    mats.push(x);
    return x;
  };
  try {
    const img = mat(image, iw, ih);
    const img2 = mat(sq, iw, ih);
    const tm = mat(t, tw, th);
    const mm = mat(m, tw, th);
    const num = new cv.Mat();
    const s1 = new cv.Mat();
    const s2 = new cv.Mat();
    mats.push(num, s1, s2);
    cv.matchTemplate(img, tm, num, cv.TM_CCORR);
    cv.matchTemplate(img, mm, s1, cv.TM_CCORR);
    cv.matchTemplate(img2, mm, s2, cv.TM_CCORR);
    const a = (num as CvFloatMat).data32F;
    const b = (s1 as CvFloatMat).data32F;
    const c = (s2 as CvFloatMat).data32F;
    const out = new Float32Array(cols * rows);
    for (let i = 0; i < out.length; i += 1) {
      const variance = c[i]! - (b[i]! * b[i]!) / n;
      if (variance <= 0 || Math.sqrt(variance / n) < MIN_WINDOW_STD) continue;
      out[i] = a[i]! / (norm * Math.sqrt(variance));
    }
    return { map: out, cols, rows };
  } finally {
    for (const x of mats) x.delete();
  }
}

/** Masked ZNCC of two planes of the same size (0 when either is flat under the mask). */
function zncc(a: Float32Array, b: Float32Array, mask: Uint8Array): number {
  let n = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < mask.length; i += 1) if (mask[i]) (n += 1), (sa += a[i]!), (sb += b[i]!);
  if (n < 16) return 0;
  const ma = sa / n;
  const mb = sb / n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  if (aa <= 1e-9 || bb <= 1e-9) return 0;
  return ab / Math.sqrt(aa * bb);
}

/** OpenCV members used here beyond the shared Cv interface. */
interface CvExtra {
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvMat;
  matchTemplate(image: CvMat, templ: CvMat, result: CvMat, method: number): void;
  readonly CV_32FC1: number;
  readonly TM_CCORR: number;
}
type CvFloatMat = CvMat & { readonly data32F: Float32Array };

interface Candidate {
  score: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The best match of the template in a plane over the given sizes (template px), optionally within a window. */
function search(cv: Cv & CvExtra, image: Float32Array, iw: number, ih: number, t: ProductTemplate, sizes: { w: number; h: number }[], window?: { x0: number; y0: number; x1: number; y1: number }): Candidate | null {
  let best: Candidate | null = null;
  for (const { w, h } of sizes) {
    if (w < MIN_TEMPLATE_SIDE || h < MIN_TEMPLATE_SIDE || w > iw || h > ih) continue;
    const { grey, mask } = scaledTemplate(t, w, h, 1);
    let plane = image;
    let pw = iw;
    let ph = ih;
    let ox = 0;
    let oy = 0;
    if (window) {
      ox = Math.max(0, window.x0);
      oy = Math.max(0, window.y0);
      pw = Math.min(iw, window.x1 + w) - ox;
      ph = Math.min(ih, window.y1 + h) - oy;
      if (pw < w || ph < h) continue;
      plane = new Float32Array(pw * ph);
      for (let y = 0; y < ph; y += 1) plane.set(image.subarray((oy + y) * iw + ox, (oy + y) * iw + ox + pw), y * pw);
    }
    const { map, cols } = znccMap(cv, plane, pw, ph, grey, mask, w, h);
    for (let i = 0; i < map.length; i += 1) {
      if (best && map[i]! <= best.score) continue;
      best = { score: map[i]!, x: ox + (i % cols), y: oy + Math.floor(i / cols), w, h };
    }
  }
  return best;
}

/**
 * Finds the product in an image and scores it.
 * Input: the output image (PNG/JPEG/WebP bytes) and the product's template (`productTemplate`).
 * Output: FidelityResult (score 0..1; compare with FIDELITY_THRESHOLD). Deterministic.
 * Errors: OpenCvLoadError when OpenCV cannot load; sharp's on unreadable bytes.
 */
export async function productFidelity(output: Buffer, template: ProductTemplate): Promise<FidelityResult> {
  const cv = (await loadOpenCv()) as Cv & CvExtra;
  const meta = await sharp(output).rotate().metadata();
  const ow = meta.autoOrient?.width ?? meta.width ?? 1;
  const oh = meta.autoOrient?.height ?? meta.height ?? 1;
  const k = SEARCH_LONG_SIDE / Math.max(ow, oh);
  const sw = Math.max(1, Math.round(ow * k));
  const sh = Math.max(1, Math.round(oh * k));
  const small = await greyOf(output, sw, sh);
  const fill = Math.min(sw / template.width, sh / template.height);
  const factors = Array.from({ length: SCALE_STEPS }, (_, i) => Math.pow(MIN_SCALE, i / (SCALE_STEPS - 1)));
  const sizeAt = (f: number, base: number) => ({ w: Math.round(template.width * base * f), h: Math.round(template.height * base * f) });
  const coarse = search(cv, small, sw, sh, template, factors.map((f) => sizeAt(f, fill)));
  const none: FidelityResult = { score: 0, box: { x: 0, y: 0, width: 0, height: 0 }, grey: 0, gradient: 0 };
  if (!coarse) return none;

  // Refine at twice the working size, around the coarse match.
  const r = 2;
  const fw = Math.min(ow, sw * r);
  const fh = Math.min(oh, sh * r);
  const kx = fw / sw;
  const ky = fh / sh;
  const fine = await greyOf(output, fw, fh);
  const step = Math.pow(MIN_SCALE, 1 / (SCALE_STEPS - 1));
  const f0 = coarse.w / (template.width * fill);
  const fineFill = Math.min(fw / template.width, fh / template.height);
  const sizes = [1 / Math.sqrt(step), 1 / Math.pow(step, 0.25), 1, Math.pow(step, 0.25), Math.sqrt(step)].map((s) => sizeAt(f0 * s, fineFill));
  const pad = Math.round(2 * kx) + Math.round(Math.abs(sizes[0]!.w - sizes[4]!.w) / 2);
  const window = { x0: Math.round(coarse.x * kx) - pad, y0: Math.round(coarse.y * ky) - pad, x1: Math.round(coarse.x * kx) + pad, y1: Math.round(coarse.y * ky) + pad };
  const best = search(cv, fine, fw, fh, template, sizes, window) ?? { ...coarse, x: Math.round(coarse.x * kx), y: Math.round(coarse.y * ky), w: Math.round(coarse.w * kx), h: Math.round(coarse.h * ky) };

  // Score: grey and gradient ZNCC inside the matte eroded by 2 px.
  const { grey, mask } = scaledTemplate(template, best.w, best.h, 2);
  const patch = new Float32Array(best.w * best.h);
  for (let y = 0; y < best.h; y += 1) patch.set(fine.subarray((best.y + y) * fw + best.x, (best.y + y) * fw + best.x + best.w), y * best.w);
  const g = Math.max(0, Math.min(1, zncc(grey, patch, mask)));
  const d = Math.max(0, Math.min(1, zncc(gradient(grey, best.w, best.h), gradient(patch, best.w, best.h), mask)));
  const sx = ow / fw;
  const sy = oh / fh;
  return {
    score: Math.sqrt(g * d),
    box: { x: Math.round(best.x * sx), y: Math.round(best.y * sy), width: Math.round(best.w * sx), height: Math.round(best.h * sy) },
    grey: g,
    gradient: d,
  };
}
