/**
 * The product layer of the parallax orbit: nothing but the product (alpha is the matte,
 * no ring of the old backdrop), with halo-free colours at its soft edge.
 */
import { describe, expect, it } from 'vitest';
import { planParallaxPaths } from './camera-path';
import { productPatch } from './parallax-layer';

const W = 640;
const H = 360;

/** A red disc with a 3 px soft edge on a near-white backdrop: RGB and matte. */
function disc(cx: number, cy: number, r: number): { rgb: Buffer; matte: Buffer } {
  const rgb = Buffer.alloc(W * H * 3);
  const matte = Buffer.alloc(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const a = Math.min(1, Math.max(0, (r - Math.hypot(x - cx, y - cy)) / 3 + 0.5));
      const red = [200, 30, 30];
      for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = Math.round(red[c]! * a + 240 * (1 - a));
      matte[i] = Math.round(255 * a);
    }
  }
  return { rgb, matte };
}

describe('productPatch', () => {
  const { rgb, matte } = disc(320, 180, 100);
  const box = { x: 220, y: 80, width: 201, height: 201 };

  it('carries the product only: its alpha is the matte, with no ring of backdrop', async () => {
    const patch = (await productPatch(rgb, matte, W, H, planParallaxPaths(W, H, box, 0).front))!;
    let opaque = 0;
    let alphaSum = 0;
    for (let i = 0; i < patch.width * patch.height; i += 1) {
      if (patch.rgba[i * 4 + 3]! > 0) opaque += 1;
      alphaSum += patch.rgba[i * 4 + 3]!;
    }
    let matteCount = 0;
    let matteSum = 0;
    for (let i = 0; i < W * H; i += 1) {
      if (matte[i]! > 0) matteCount += 1;
      matteSum += matte[i]!;
    }
    expect(opaque).toBe(matteCount);
    expect(alphaSum).toBe(matteSum);
  });

  it('gives the soft edge the product colour, not a mix with the old backdrop', async () => {
    const patch = (await productPatch(rgb, matte, W, H, planParallaxPaths(W, H, box, 0).front))!;
    let n = 0;
    let green = 0;
    let mixedGreen = 0;
    for (let i = 0; i < patch.width * patch.height; i += 1) {
      const a = patch.rgba[i * 4 + 3]!;
      if (a === 0 || a === 255) continue;
      n += 1;
      green += patch.rgba[i * 4 + 1]!;
      // What the photo has there: red mixed with the backdrop in proportion.
      mixedGreen += 30 * (a / 255) + 240 * (1 - a / 255);
    }
    expect(n).toBeGreaterThan(500);
    // The photo's edge pixels average a pinkish green near 135; the layer's stay near the red's 30.
    expect(mixedGreen / n).toBeGreaterThan(110);
    expect(green / n).toBeLessThan(70);
  });
});
