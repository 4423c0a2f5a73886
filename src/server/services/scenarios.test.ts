import { describe, expect, it } from 'vitest';
import type { Cutout } from '../engine/cutout/cutout';
import { flatLayFromCutouts } from './scenarios';
import type { SourceImage } from './source-images';

const W = 200;
const H = 200;

/** A matte with filled rectangles [x, y, w, h]. */
function matte(rects: Array<[number, number, number, number]>): Buffer {
  const m = Buffer.alloc(W * H);
  for (const [x0, y0, w, h] of rects) for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) m[y * W + x] = 255;
  return m;
}

const row = (cutoutStatus: string) => ({ cutoutStatus }) as unknown as SourceImage;
const cutouts = (m: Buffer | Error) => ({
  cutoutOf: async () => {
    if (m instanceof Error) throw m;
    return { matte: m, width: W, height: H } as unknown as Cutout;
  },
});

describe('flatLayFromCutouts', () => {
  it('reads a scatter of separate objects as a flat lay, and one upright object as not', async () => {
    const scatter = matte([[10, 10, 30, 30], [120, 20, 40, 30], [30, 130, 30, 40], [140, 140, 40, 40]]);
    expect(await flatLayFromCutouts(cutouts(scatter))(row('ready'))).toBe(true);
    expect(await flatLayFromCutouts(cutouts(matte([[70, 20, 60, 170]])))(row('ready'))).toBe(false);
  });

  it('is unknown until the cut-out is ready, and when reading it fails', async () => {
    let asked = false;
    const check = flatLayFromCutouts({ cutoutOf: async () => ((asked = true), { matte: matte([]), width: W, height: H } as unknown as Cutout) });
    expect(await check(row('pending'))).toBeUndefined();
    expect(asked).toBe(false);
    expect(await flatLayFromCutouts(cutouts(new Error('gone')))(row('ready'))).toBeUndefined();
  });
});
