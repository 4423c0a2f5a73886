/**
 * Stored product cuts: read back exactly, and only for the matte (and code version) they were made from.
 */
import { describe, expect, it } from 'vitest';
import { decodeProductCut, encodeProductCut, productCutFingerprint } from './product-cut-store';
import type { ProductCut } from './product-lock';

function cut(): ProductCut {
  const width = 37;
  const height = 21;
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) rgba.set([(i * 7) % 256, (i * 13) % 256, (i * 29) % 256, i % 5 === 0 ? 0 : (i * 3) % 256], i * 4);
  return { rgba, width, height, box: { x: 5, y: 9, width: 370, height: 210 }, surroundLuma: 0.61, flatLay: true };
}

describe('product cut store', () => {
  it('reads back the same pixels, box, backdrop luminance and flat-lay flag', async () => {
    const original = cut();
    const fingerprint = productCutFingerprint('users/u/sources/p.auto-matte.png', []);
    const read = await decodeProductCut(await encodeProductCut(original, fingerprint), fingerprint);
    expect(read).not.toBeNull();
    expect(read!.rgba.equals(original.rgba)).toBe(true);
    expect({ ...read!, rgba: null }).toEqual({ ...original, rgba: null });
  });

  it('refuses a cut made from another matte, other strokes, or bytes that are not a cut', async () => {
    const key = 'users/u/sources/p.matte.png';
    const strokes = [{ mode: 'remove' as const, radius: 0.04, points: [[0.2, 0.5]] }];
    const stored = await encodeProductCut(cut(), productCutFingerprint(key, strokes));
    expect(await decodeProductCut(stored, productCutFingerprint(key, strokes))).not.toBeNull();
    // The same strokes with their keys in another order (as jsonb gives them back) are the same matte.
    const reordered = strokes.map(({ points, radius, mode }) => ({ points, radius, mode }));
    expect(await decodeProductCut(stored, productCutFingerprint(key, reordered))).not.toBeNull();
    expect(await decodeProductCut(stored, productCutFingerprint(key, []))).toBeNull();
    expect(await decodeProductCut(stored, productCutFingerprint('users/u/sources/p.auto-matte.png', strokes))).toBeNull();
    expect(await decodeProductCut(Buffer.from('not a cut at all'), productCutFingerprint(key, strokes))).toBeNull();
    // A truncated PNG part.
    expect(await decodeProductCut(stored.subarray(0, stored.length - 40), productCutFingerprint(key, strokes))).toBeNull();
  });
});
