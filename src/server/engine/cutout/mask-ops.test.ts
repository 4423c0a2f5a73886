import { describe, expect, it } from 'vitest';
import { labelComponents } from './mask-ops';

/** Reference: a pixel-by-pixel flood fill in raster order (the plain definition of 4-connected labelling). */
function floodLabels(mask: Uint8Array, width: number, height: number): { labels: Int32Array; areas: number[] } {
  const labels = new Int32Array(width * height);
  const areas = [0];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] === 0 || labels[start] !== 0) continue;
    const label = areas.length;
    const stack = [start];
    labels[start] = label;
    let area = 0;
    while (stack.length > 0) {
      const i = stack.pop()!;
      area++;
      const x = i % width;
      const y = (i - x) / width;
      for (const [ok, j] of [[x > 0, i - 1], [x < width - 1, i + 1], [y > 0, i - width], [y < height - 1, i + width]] as [boolean, number][])
        if (ok && mask[j] !== 0 && labels[j] === 0) ((labels[j] = label), stack.push(j));
    }
    areas.push(area);
  }
  return { labels, areas };
}

/** A deterministic pseudo-random mask with the given share of set pixels (values 1..255). */
function randomMask(width: number, height: number, density: number, seed: number): Uint8Array {
  let s = seed >>> 0;
  const next = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return Uint8Array.from({ length: width * height }, () => (next() < density ? 1 + Math.floor(next() * 255) : 0));
}

describe('labelComponents', () => {
  it('labels like a flood fill, in raster order of each component\'s first pixel', () => {
    for (const [w, h, density, seed] of [[1, 1, 1, 1], [7, 1, 0.5, 2], [1, 9, 0.5, 3], [40, 30, 0.3, 4], [40, 30, 0.55, 5], [64, 48, 0.7, 6], [33, 17, 0.95, 7]] as const) {
      const mask = randomMask(w, h, density, seed);
      const got = labelComponents(mask, w, h);
      const want = floodLabels(mask, w, h);
      expect(got.areas).toEqual(want.areas);
      expect(Array.from(got.labels)).toEqual(Array.from(want.labels));
      // With a threshold, and below it (the background of a matte).
      const high = labelComponents(mask, w, h, 128);
      const wantHigh = floodLabels(Uint8Array.from(mask, (v) => (v >= 128 ? 1 : 0)), w, h);
      expect(Array.from(high.labels)).toEqual(Array.from(wantHigh.labels));
      const low = labelComponents(mask, w, h, 128, true);
      const wantLow = floodLabels(Uint8Array.from(mask, (v) => (v < 128 ? 1 : 0)), w, h);
      expect(low.areas).toEqual(wantLow.areas);
      expect(Array.from(low.labels)).toEqual(Array.from(wantLow.labels));
    }
  });

  it('joins a U shape whose arms meet only at the bottom, and keeps diagonal neighbours apart', () => {
    // 5x4: two arms joined by the bottom row; a lone pixel touching the U only at a corner.
    const rows = ['1.1.1', '1.11.', '1.1..', '111..'];
    const mask = Uint8Array.from(rows.join('').split(''), (c) => (c === '1' ? 1 : 0));
    const { labels, areas } = labelComponents(mask, 5, 4);
    expect(areas).toEqual([0, 10, 1]);
    expect(labels[0]).toBe(1);
    expect(labels[2]).toBe(1);
    expect(labels[4]).toBe(2);
  });
});
