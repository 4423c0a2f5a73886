import { describe, expect, it } from 'vitest';
import { applyDepthOfField, depthBlurWeights } from './depth-of-field';

/** A frame of 1-px black and white columns: sharp stripes everywhere. */
function stripes(width: number, height: number): Buffer {
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) rgb.fill(x % 2 ? 255 : 0, (y * width + x) * 3, (y * width + x) * 3 + 3);
  return rgb;
}

/** Mean absolute difference between neighbouring pixels of a row (0 = flat, 255 = full stripes). */
function rowContrast(rgb: Buffer, width: number, y: number): number {
  let sum = 0;
  for (let x = 1; x < width; x += 1) sum += Math.abs(rgb[(y * width + x) * 3]! - rgb[(y * width + x - 1) * 3]!);
  return sum / (width - 1);
}

describe('depth of field', () => {
  it('is sharp at and in front of the product base and grows towards the horizon', () => {
    const w = depthBlurWeights(100, { horizonY: 40, baseY: 80 });
    expect(w[10]).toBe(1);
    expect(w[40]).toBe(1);
    expect(w[80]).toBe(0);
    expect(w[95]).toBe(0);
    for (let y = 41; y < 80; y += 1) expect(w[y]!).toBeGreaterThanOrEqual(w[y + 1]!);
    expect(w[60]!).toBeGreaterThan(0.3);
  });

  it('blurs the wall and far table but keeps the near table sharp; a flat lay stays sharp', async () => {
    const frame = { width: 64, height: 100 };
    const rgb = stripes(frame.width, frame.height);
    await applyDepthOfField(rgb, frame, { horizonY: 40, baseY: 80, topDown: false, sigmaPx: 3 });
    expect(rowContrast(rgb, frame.width, 20)).toBeLessThan(20);
    expect(rowContrast(rgb, frame.width, 90)).toBe(255);
    const flat = stripes(frame.width, frame.height);
    await applyDepthOfField(flat, frame, { horizonY: 40, baseY: 80, topDown: true, sigmaPx: 3 });
    expect(rowContrast(flat, frame.width, 20)).toBe(255);
  });
});
