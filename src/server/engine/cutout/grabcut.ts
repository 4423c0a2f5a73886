/**
 * Deterministic GrabCut (Rother, Kolmogorov, Blake, "GrabCut", SIGGRAPH 2004) on OpenCV's
 * implementation. OpenCV seeds its colour models with k-means++ on a process-wide random generator
 * that opencv-js cannot reset, so the same photo gave different mattes from call to call. Here the
 * two 5-component Gaussian mixtures are seeded by our own deterministic k-means and handed to
 * `cv.grabCut` in GC_EVAL mode, which then only alternates its own (deterministic) steps:
 * assign components, re-learn the mixtures, min-cut.
 *
 * Model layout (OpenCV imgproc/src/grabcut.cpp, class GMM): one row of 65 doubles per mixture:
 * 5 weights, 5x3 means, 5x3x3 covariances, colours in 0..255.
 */
import type { RawImage } from '../image/decode-image';
import { loadOpenCv } from './opencv';

/** GrabCut labels, as OpenCV numbers them. */
export const GC = { BGD: 0, FGD: 1, PR_BGD: 2, PR_FGD: 3 } as const;

const COMPONENTS = 5;
/** Added to each covariance's diagonal so every component is invertible (OpenCV adds 0.01). */
const REGULARISATION = 0.01;

/**
 * A 5-component Gaussian mixture of the pixels where `select(label)` holds, in OpenCV's layout.
 * Seeds: the selected pixels sorted by brightness and split into 5 equal groups; then 6 rounds of
 * k-means (Lloyd) on at most 20 000 evenly spaced pixels. Same input, same model.
 */
export function fitMixture(rgb: Uint8Array, labels: Uint8Array, select: (label: number) => boolean): Float64Array {
  const picked: number[] = [];
  for (let i = 0; i < labels.length; i += 1) if (select(labels[i]!)) picked.push(i);
  const step = Math.max(1, Math.floor(picked.length / 20_000));
  const sample: number[] = [];
  for (let k = 0; k < picked.length; k += step) sample.push(picked[k]!);
  const model = new Float64Array(COMPONENTS * 13);
  if (sample.length === 0) return model;
  const bright = (i: number) => rgb[i * 3]! * 0.299 + rgb[i * 3 + 1]! * 0.587 + rgb[i * 3 + 2]! * 0.114;
  const sorted = [...sample].sort((a, b) => bright(a) - bright(b) || a - b);
  const assign = new Uint8Array(sample.length);
  const order = new Map<number, number>();
  sorted.forEach((pixel, rank) => order.set(pixel, Math.min(COMPONENTS - 1, Math.floor((rank * COMPONENTS) / sorted.length))));
  sample.forEach((pixel, k) => (assign[k] = order.get(pixel)!));
  const centres = new Float64Array(COMPONENTS * 3);
  for (let round = 0; round < 6; round += 1) {
    const sums = new Float64Array(COMPONENTS * 4);
    for (let k = 0; k < sample.length; k += 1) {
      const c = assign[k]!;
      const i = sample[k]!;
      sums[c * 4]! += rgb[i * 3]!;
      sums[c * 4 + 1]! += rgb[i * 3 + 1]!;
      sums[c * 4 + 2]! += rgb[i * 3 + 2]!;
      sums[c * 4 + 3]! += 1;
    }
    for (let c = 0; c < COMPONENTS; c += 1) {
      const n = sums[c * 4 + 3]!;
      if (n > 0) for (let ch = 0; ch < 3; ch += 1) centres[c * 3 + ch] = sums[c * 4 + ch]! / n;
    }
    for (let k = 0; k < sample.length; k += 1) {
      const i = sample[k]!;
      let best = assign[k]!;
      let bestD = Infinity;
      for (let c = 0; c < COMPONENTS; c += 1) {
        const d = (rgb[i * 3]! - centres[c * 3]!) ** 2 + (rgb[i * 3 + 1]! - centres[c * 3 + 1]!) ** 2 + (rgb[i * 3 + 2]! - centres[c * 3 + 2]!) ** 2;
        if (d < bestD) ((bestD = d), (best = c));
      }
      assign[k] = best;
    }
  }
  // Weights, means and covariances of the final groups.
  const counts = new Float64Array(COMPONENTS);
  const sum = new Float64Array(COMPONENTS * 3);
  const prod = new Float64Array(COMPONENTS * 9);
  for (let k = 0; k < sample.length; k += 1) {
    const c = assign[k]!;
    const i = sample[k]!;
    const v = [rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!];
    counts[c]! += 1;
    for (let a = 0; a < 3; a += 1) {
      sum[c * 3 + a]! += v[a]!;
      for (let b = 0; b < 3; b += 1) prod[c * 9 + a * 3 + b]! += v[a]! * v[b]!;
    }
  }
  const means = COMPONENTS;
  const covs = COMPONENTS * 4;
  for (let c = 0; c < COMPONENTS; c += 1) {
    const n = counts[c]!;
    model[c] = n / sample.length;
    if (n === 0) continue;
    for (let a = 0; a < 3; a += 1) model[means + c * 3 + a] = sum[c * 3 + a]! / n;
    for (let a = 0; a < 3; a += 1)
      for (let b = 0; b < 3; b += 1) {
        const m = prod[c * 9 + a * 3 + b]! / n - model[means + c * 3 + a]! * model[means + c * 3 + b]!;
        model[covs + c * 9 + a * 3 + b] = m + (a === b ? REGULARISATION + 1 : 0);
      }
  }
  return model;
}

/**
 * Runs GrabCut from labels.
 * Input: `image` RGB (3 channels) at a working size; `labels` width*height GC values (both a
 * background and a foreground label must be present); iterations (3-5).
 * Output: the final labels (GC values) as a new Uint8Array. Deterministic.
 * Errors: OpenCvLoadError; an Error when one side has no labelled pixel.
 */
export async function grabCutLabels(image: RawImage, labels: Uint8Array, iterations: number): Promise<Uint8Array> {
  if (image.channels !== 3) throw new Error('grabCutLabels needs an RGB image');
  const isFg = (l: number) => l === GC.FGD || l === GC.PR_FGD;
  let fg = 0;
  for (let i = 0; i < labels.length; i += 1) if (isFg(labels[i]!)) fg += 1;
  if (fg < 8 || labels.length - fg < 8) throw new Error('GrabCut needs both product and background pixels');
  const cv = await loadOpenCv();
  const { width, height } = image;
  const src = new cv.Mat(height, width, cv.CV_8UC3);
  const mask = new cv.Mat(height, width, cv.CV_8UC1);
  const bgd = new cv.Mat(1, COMPONENTS * 13, cv.CV_64FC1);
  const fgd = new cv.Mat(1, COMPONENTS * 13, cv.CV_64FC1);
  try {
    src.data.set(image.data);
    mask.data.set(labels);
    bgd.data64F.set(fitMixture(image.data, labels, (l) => !isFg(l)));
    fgd.data64F.set(fitMixture(image.data, labels, isFg));
    cv.grabCut(src, mask, new cv.Rect(0, 0, width, height), bgd, fgd, iterations, cv.GC_EVAL);
    return Uint8Array.from(mask.data);
  } finally {
    src.delete();
    mask.delete();
    bgd.delete();
    fgd.delete();
  }
}

/** 1 where a label is product (GC_FGD or GC_PR_FGD), else 0. */
export function foregroundOf(labels: Uint8Array): Uint8Array {
  const out = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i += 1) out[i] = labels[i] === GC.FGD || labels[i] === GC.PR_FGD ? 1 : 0;
  return out;
}
