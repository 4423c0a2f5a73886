/** The cut-out check of a packshot: only a cut-out a seller can publish unseen makes it marketplace-ready. */
import { describe, expect, it } from 'vitest';
import { cutoutConfident } from './packshot-compliance';

/** A 100x100 matte with a 40x40 product and optional extra squares [x, y, size]. */
function matte(extra: [number, number, number][] = []): Uint8Array {
  const m = new Uint8Array(100 * 100);
  const square = (x0: number, y0: number, s: number) => {
    for (let y = y0; y < y0 + s; y += 1) for (let x = x0; x < x0 + s; x += 1) m[y * 100 + x] = 255;
  };
  square(30, 30, 40);
  for (const [x, y, s] of extra) square(x, y, s);
  return m;
}

describe('cutoutConfident', () => {
  it('passes a confident automatic cut-out with no doubt, and the seller’s own alpha or touch-up', () => {
    expect(cutoutConfident(matte(), 100, 100, { method: 'model', confidence: 0.9, warnings: [] })).toBe(true);
    expect(cutoutConfident(matte(), 100, 100, { method: 'alpha', confidence: 1, warnings: ['touches_frame'] })).toBe(true);
    expect(cutoutConfident(matte(), 100, 100, { method: 'touch_up', confidence: null, warnings: [] })).toBe(true);
    // Three objects of a set kept together are not strays.
    expect(cutoutConfident(matte([[2, 2, 20], [78, 78, 20]]), 100, 100, { method: 'model', confidence: 0.9, warnings: ['objects_kept'] })).toBe(true);
  });

  it('fails a cut-out that may hold leftovers, misses part of the product, or was unsure', () => {
    for (const warning of ['check_leftovers', 'several_objects', 'uncertain_edges', 'touches_frame', 'small_product'] as const) {
      expect(cutoutConfident(matte(), 100, 100, { method: 'model', confidence: 0.9, warnings: [warning] }), warning).toBe(false);
    }
    expect(cutoutConfident(matte(), 100, 100, { method: 'grabcut', confidence: 0.6, warnings: [] })).toBe(false);
    expect(cutoutConfident(matte(), 100, 100, { method: 'model', confidence: null, warnings: [] })).toBe(false);
  });

  it('fails a stray piece, even in a touched-up cut-out', () => {
    // A 5x5 speck beside a 40x40 product: 1.6 % of its area.
    expect(cutoutConfident(matte([[80, 10, 5]]), 100, 100, { method: 'touch_up', confidence: null, warnings: [] })).toBe(false);
  });
});
