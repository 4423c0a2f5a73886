/**
 * The background plate of the parallax orbit: the product and every colour it spilled
 * around it are gone, the scenery is untouched outside the hole, and the hole is filled with the
 * surroundings' tone and texture (a smooth patch would read as a halo where the parallax uncovers it).
 */
import { describe, expect, it } from 'vitest';
import { fillBehindProduct, holeRadius, productHole } from './parallax-fill';

const W = 400;
const H = 300;
const CX = 200;
const CY = 150;
const R = 80;

/** Deterministic pseudo-random value in [0, 1). */
function noise(x: number, y: number): number {
  const v = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return v - Math.floor(v);
}

/**
 * A wood-like backdrop (diagonal grain and noise, r = g + 20) with a red disc whose matte has a soft
 * 2 px edge, and a reddish spill 1-3 px outside the matte (where the matte is 0), as a real photo has.
 */
function scene(): { rgb: Buffer; matte: Buffer; backdrop: Buffer } {
  const rgb = Buffer.alloc(W * H * 3);
  const backdrop = Buffer.alloc(W * H * 3);
  const matte = Buffer.alloc(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const grain = Math.sin((x + 0.6 * y) / 3.5) * 14 + (noise(x, y) - 0.5) * 20;
      const g = 120 + grain;
      const wood = [g + 20, g, g - 40];
      const d = Math.hypot(x - CX, y - CY);
      const a = Math.min(1, Math.max(0, (R - d) / 2 + 0.5));
      const spill = d > R && d <= R + 3 ? 0.5 : 0;
      for (let c = 0; c < 3; c += 1) {
        const red = [200, 30, 30][c]!;
        const outside = wood[c]! * (1 - spill) + red * spill;
        rgb[i * 3 + c] = Math.round(red * a + outside * (1 - a));
        backdrop[i * 3 + c] = Math.round(wood[c]!);
      }
      matte[i] = Math.round(255 * a);
    }
  }
  return { rgb, matte, backdrop };
}

/** Mean and standard deviation of the green channel over the pixels where `pick` holds. */
function stats(rgb: Buffer, pick: (x: number, y: number) => boolean): { mean: number; std: number } {
  let n = 0;
  let sum = 0;
  let sq = 0;
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      if (!pick(x, y)) continue;
      const v = rgb[(y * W + x) * 3 + 1]!;
      n += 1;
      sum += v;
      sq += v * v;
    }
  }
  const mean = sum / n;
  return { mean, std: Math.sqrt(sq / n - mean * mean) };
}

describe('fillBehindProduct', () => {
  it('removes the product and its spilled colour, and leaves the rest of the picture untouched', async () => {
    const { rgb, matte } = scene();
    const plate = await fillBehindProduct(rgb, matte, W, H);
    const hole = productHole(matte, W, H);
    let reddish = 0;
    let changedOutside = 0;
    for (let i = 0; i < W * H; i += 1) {
      if (plate[i * 3]! - plate[i * 3 + 1]! > 60) reddish += 1;
      if (hole[i] === 0 && (plate[i * 3] !== rgb[i * 3] || plate[i * 3 + 1] !== rgb[i * 3 + 1] || plate[i * 3 + 2] !== rgb[i * 3 + 2])) changedOutside += 1;
    }
    expect(reddish).toBe(0);
    expect(changedOutside).toBe(0);
    // The hole reaches past the spill.
    expect(holeRadius(W, H)).toBeGreaterThanOrEqual(3);
    expect(hole[CY * W + CX + R + 3]).toBe(255);
  });

  it("fills the hole with the surroundings' tone and texture, not a smooth patch", async () => {
    const { rgb, matte, backdrop } = scene();
    const plate = await fillBehindProduct(rgb, matte, W, H);
    // The band the parallax uncovers: the outer 20 px of the hole.
    const band = (x: number, y: number) => {
      const d = Math.hypot(x - CX, y - CY);
      return d > R - 20 && d < R;
    };
    const filled = stats(plate, band);
    const truth = stats(backdrop, band);
    expect(Math.abs(filled.mean - truth.mean)).toBeLessThan(8);
    expect(filled.std).toBeGreaterThan(0.5 * truth.std);
  });

  it('is deterministic', async () => {
    const { rgb, matte } = scene();
    const [a, b] = await Promise.all([fillBehindProduct(rgb, matte, W, H), fillBehindProduct(rgb, matte, W, H)]);
    expect(a.equals(b)).toBe(true);
  });

  it('leaves no lighter or darker silhouette of the product on a smooth studio sweep', async () => {
    // A sweep darkening downward with a little grain and dark specks (dust, JPEG), a soft shadow under the disc.
    const rgb = Buffer.alloc(W * H * 3);
    const backdrop = Buffer.alloc(W * H * 3);
    const matte = Buffer.alloc(W * H);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const i = y * W + x;
        const speck = noise(x, y) > 0.94 ? -30 : 0;
        const shadow = -70 * Math.exp(-(((x - CX) / 110) ** 2) - ((y - (CY + R)) / 25) ** 2);
        const v = 228 - (y / H) * 20 + (noise(y, x) - 0.5) * 3 + speck + shadow;
        const d = Math.hypot(x - CX, y - CY);
        const a = Math.min(1, Math.max(0, (R - d) / 2 + 0.5));
        for (let c = 0; c < 3; c += 1) {
          backdrop[i * 3 + c] = Math.round(v - 3 * c);
          rgb[i * 3 + c] = Math.round([200, 30, 30][c]! * a + (v - 3 * c) * (1 - a));
        }
        matte[i] = Math.round(255 * a);
      }
    }
    const plate = await fillBehindProduct(rgb, matte, W, H);
    // In the band the parallax uncovers (the hole's outer 20 px), on the upper half, away from the
    // shadow that a fill cannot know about, the plate is the sweep.
    const inside = (x: number, y: number) => {
      const d = Math.hypot(x - CX, y - CY);
      return d > R - 20 && d < R && y < CY;
    };
    const filled = stats(plate, inside);
    const truth = stats(backdrop, inside);
    expect(Math.abs(filled.mean - truth.mean)).toBeLessThan(2);
  });
});
