/**
 * Pure mask operations on single-channel raster data (row-major, width*height elements):
 * box blur, guided filter (He, Sun, Tang 2010), connected components, hole filling, bounding box.
 */

/** Pixel rectangle, in px. */
export interface BBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Separable box blur with radius r (window 2r+1, edges clamped).
 * Input: values (width*height), sizes in px, radius in px; optionally `out` (may not be `src`) and
 * a `scratch` plane of the same size to reuse. Output: `out` or a new Float32Array.
 */
export function boxBlur(
  src: Float32Array,
  width: number,
  height: number,
  r: number,
  out: Float32Array = new Float32Array(width * height),
  scratch: Float32Array = new Float32Array(width * height),
): Float32Array {
  const tmp = scratch;
  const win = 2 * r + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let acc = 0;
    for (let k = -r; k <= r; k++) acc += src[row + Math.min(width - 1, Math.max(0, k))]!;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = acc / win;
      const add = src[row + Math.min(width - 1, x + r + 1)]!;
      const sub = src[row + Math.max(0, x - r)]!;
      acc += add - sub;
    }
  }
  for (let x = 0; x < width; x++) {
    let acc = 0;
    for (let k = -r; k <= r; k++) acc += tmp[Math.min(height - 1, Math.max(0, k)) * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = acc / win;
      const add = tmp[Math.min(height - 1, y + r + 1) * width + x]!;
      const sub = tmp[Math.max(0, y - r) * width + x]!;
      acc += add - sub;
    }
  }
  return out;
}

/**
 * Grey-guide guided filter: edge-aware smoothing of `p` that follows the edges of `guide`.
 * Inputs: guide and p in [0,1] (width*height), radius in px, eps (regularisation, in squared
 * intensity units; 1e-3..1e-2 for mattes). Output: filtered p (Float32Array, not clamped).
 * Memory: 6 planes of width*height floats besides the inputs (planes are reused).
 * Source: He, Sun, Tang, "Guided Image Filtering", ECCV 2010, algorithm 1.
 */
export function guidedFilter(guide: Float32Array, p: Float32Array, width: number, height: number, r: number, eps: number): Float32Array {
  const n = width * height;
  const scratch = new Float32Array(n);
  const product = new Float32Array(n);
  const meanI = boxBlur(guide, width, height, r, new Float32Array(n), scratch);
  const meanP = boxBlur(p, width, height, r, new Float32Array(n), scratch);
  for (let i = 0; i < n; i++) product[i] = guide[i]! * p[i]!;
  const a = boxBlur(product, width, height, r, new Float32Array(n), scratch);
  for (let i = 0; i < n; i++) product[i] = guide[i]! * guide[i]!;
  const corrII = boxBlur(product, width, height, r, new Float32Array(n), scratch);
  for (let i = 0; i < n; i++) {
    const mI = meanI[i]!;
    const ai = (a[i]! - mI * meanP[i]!) / (corrII[i]! - mI * mI + eps);
    a[i] = ai;
    // b is written over meanP.
    meanP[i] = meanP[i]! - ai * mI;
  }
  const meanA = boxBlur(a, width, height, r, meanI, scratch);
  const meanB = boxBlur(meanP, width, height, r, corrII, scratch);
  for (let i = 0; i < n; i++) meanA[i] = meanA[i]! * guide[i]! + meanB[i]!;
  return meanA;
}

/**
 * Labels 4-connected components of set pixels.
 * Input: mask; a pixel is set when its value is at least `threshold` (default 1: non-zero), or
 * with `below`, when it is under `threshold` (the background of a matte). Output: labels (Int32Array, 0 = unset, 1..count, numbered in the
 * raster order of each component's first pixel) and areas (areas[label] = pixel count; areas[0]
 * unused).
 * Method: runs of set pixels per row, joined to the overlapping runs of the row above with a
 * union-find (the classic two-pass run-length labelling); the work is one pass over the pixels plus
 * a pass over the runs, and labels are written a run at a time.
 */
export function labelComponents(mask: Uint8Array, width: number, height: number, threshold = 1, below = false): { labels: Int32Array; areas: number[] } {
  const labels = new Int32Array(width * height);
  const t = below ? threshold : Math.max(1, threshold);
  // A pixel is set when (value >= t) differs from `below`.
  const above = !below;
  let capacity = 1024;
  let starts = new Int32Array(capacity);
  let ends = new Int32Array(capacity);
  let parent = new Int32Array(capacity);
  let count = 0;
  const find = (r: number): number => {
    while (parent[r] !== r) {
      parent[r] = parent[parent[r]!]!;
      r = parent[r]!;
    }
    return r;
  };
  const rowFirst = new Int32Array(height + 1);
  let prevFirst = 0;
  let prevEnd = 0;
  for (let y = 0; y < height; y++) {
    rowFirst[y] = count;
    const row = y * width;
    let p = prevFirst;
    let x = 0;
    while (x < width) {
      if (mask[row + x]! >= t !== above) {
        x++;
        continue;
      }
      const s = x;
      while (x < width && mask[row + x]! >= t === above) x++;
      if (count === capacity) {
        capacity *= 2;
        const grow = (a: Int32Array) => {
          const b = new Int32Array(capacity);
          b.set(a);
          return b;
        };
        starts = grow(starts);
        ends = grow(ends);
        parent = grow(parent);
      }
      const r = count++;
      starts[r] = s;
      ends[r] = x;
      parent[r] = r;
      // Runs of the row above that share a column with [s, x).
      while (p < prevEnd && ends[p]! <= s) p++;
      for (let q = p; q < prevEnd && starts[q]! < x; q++) {
        const a = find(q);
        const b = find(r);
        if (a !== b) {
          if (a < b) parent[b] = a;
          else parent[a] = b;
        }
      }
    }
    prevFirst = rowFirst[y]!;
    prevEnd = count;
  }
  rowFirst[height] = count;
  // Each component's root is its first run in raster order (unions keep the smaller index).
  const labelOf = new Int32Array(count);
  const areas: number[] = [0];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let r = rowFirst[y]!; r < rowFirst[y + 1]!; r++) {
      const root = find(r);
      let label = labelOf[root]!;
      if (label === 0) {
        label = areas.length;
        labelOf[root] = label;
        areas.push(0);
      }
      labels.fill(label, row + starts[r]!, row + ends[r]!);
      areas[label]! += ends[r]! - starts[r]!;
    }
  }
  return { labels, areas };
}

/**
 * Keeps the largest connected component and any other component at least `minRatio` of its area.
 * Input: binary mask (0/1). Output: new binary mask (0/1).
 */
export function keepLargestComponents(mask: Uint8Array, width: number, height: number, minRatio = 0.2): Uint8Array {
  const { labels, areas } = labelComponents(mask, width, height);
  const largest = Math.max(0, ...areas);
  const out = new Uint8Array(mask.length);
  if (largest === 0) return out;
  for (let i = 0; i < mask.length; i++) {
    const l = labels[i]!;
    if (l !== 0 && areas[l]! >= largest * minRatio) out[i] = 1;
  }
  return out;
}

/**
 * Fills holes: background regions not connected to the image border and smaller than
 * `maxHoleArea` pixels become foreground. Input/output: binary mask (0/1).
 */
export function fillHoles(mask: Uint8Array, width: number, height: number, maxHoleArea: number): Uint8Array {
  const inverted = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) inverted[i] = mask[i] === 0 ? 1 : 0;
  const { labels, areas } = labelComponents(inverted, width, height);
  const touches = new Uint8Array(areas.length);
  for (let x = 0; x < width; x++) {
    touches[labels[x]!] = 1;
    touches[labels[(height - 1) * width + x]!] = 1;
  }
  for (let y = 0; y < height; y++) {
    touches[labels[y * width]!] = 1;
    touches[labels[y * width + width - 1]!] = 1;
  }
  const out = Uint8Array.from(mask);
  for (let i = 0; i < mask.length; i++) {
    const l = labels[i]!;
    if (l !== 0 && touches[l] === 0 && areas[l]! <= maxHoleArea) out[i] = 1;
  }
  return out;
}

/**
 * Bounding box of pixels >= threshold. Output: BBox in px, or null when no pixel qualifies.
 */
export function bboxOf(mask: Uint8Array, width: number, height: number, threshold = 1): BBox | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x]! >= threshold) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return null;
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Fraction of pixels that are non-zero (binary) or >= threshold. */
export function coverage(mask: Uint8Array, threshold = 1): number {
  let c = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]! >= threshold) c++;
  return mask.length === 0 ? 0 : c / mask.length;
}

/**
 * Otsu threshold of 8-bit values. Input: values 0..255. Output: threshold t (values > t are the
 * upper class). Source: N. Otsu, 1979.
 */
export function otsuThreshold(values: Uint8Array): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < values.length; i++) hist[values[i]!]!++;
  const total = values.length;
  let sum = 0;
  for (let t = 0; t < 256; t++) sum += t * hist[t]!;
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let bestT = 127;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      bestT = t;
    }
  }
  return bestT;
}

/**
 * Intersection over union of two mattes thresholded at `threshold` (0..255): the cut-out's quality
 * figure. Input: two buffers of the same length. Output: 0..1
 * (1 when both are empty).
 */
export function matteIou(a: Uint8Array, b: Uint8Array, threshold = 128): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]! >= threshold;
    const y = b[i]! >= threshold;
    if (x && y) inter += 1;
    if (x || y) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}
