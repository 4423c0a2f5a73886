import { describe, expect, it } from 'vitest';
import { isFlatLay } from './flat-lay';

const W = 200;
const H = 200;

/** A matte with filled rectangles [x, y, w, h]. */
function matte(rects: Array<[number, number, number, number]>): Buffer {
  const m = Buffer.alloc(W * H);
  for (const [x0, y0, w, h] of rects) for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) m[y * W + x] = 255;
  return m;
}

describe('isFlatLay', () => {
  it('reads a scatter of separate objects as a flat lay, and one upright object as not', async () => {
    const scatter = matte([[10, 10, 30, 30], [120, 20, 40, 30], [30, 130, 30, 40], [140, 140, 40, 40]]);
    expect(await isFlatLay({ matte: scatter, width: W, height: H })).toBe(true);
    expect(await isFlatLay({ matte: matte([[70, 20, 60, 170]]), width: W, height: H })).toBe(false);
  });
});
