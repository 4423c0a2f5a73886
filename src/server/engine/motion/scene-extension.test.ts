/**
 * The set continued beyond the photo: the wall goes on upward and the surface
 * downward as clean continuations, with no seam at the join, no smeared streaks, the texture kept and
 * the gradient continued; a horizon line and ripples carry on sideways.
 */
import { describe, expect, it } from 'vitest';
import { extendScene, type RgbPicture } from './scene-extension';

/** A deterministic pseudo-random value in [0, 1) for integer coordinates. */
function noise(x: number, y: number, salt: number): number {
  const v = Math.sin(x * 12.9898 + y * 78.233 + salt * 37.719) * 43758.5453;
  return v - Math.floor(v);
}

/**
 * A 1080x600 studio set: a wall whose tone darkens toward the top (grain of a few levels) above row 300,
 * a wood-like surface below it (irregular dark grain and fine noise), and a dark horizon line at rows 298-301.
 */
function studioSet(): RgbPicture {
  const width = 1080;
  const height = 600;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let v: [number, number, number];
      if (y >= 298 && y <= 301) v = [90, 85, 80];
      else if (y < 298) {
        const tone = 170 + (y / 298) * 30 + (noise(x, y, 1) - 0.5) * 8;
        v = [tone, tone - 4, tone - 10];
      } else {
        // Grain blobs a few px across plus fine noise.
        const blob = noise(Math.floor(x / 5), Math.floor(y / 3), 2) > 0.7 ? -22 : 0;
        const tone = 150 + blob + (noise(x, y, 3) - 0.5) * 16;
        v = [tone + 20, tone, tone - 30];
      }
      const i = (y * width + x) * 3;
      data[i] = Math.round(v[0]);
      data[i + 1] = Math.round(v[1]);
      data[i + 2] = Math.round(v[2]);
    }
  }
  return { data, width, height };
}

/** Mean absolute difference (all channels) between rows a and b of a picture. */
function rowDifference(p: RgbPicture, a: number, b: number): number {
  let sum = 0;
  for (let i = 0; i < p.width * 3; i += 1) sum += Math.abs(p.data[a * p.width * 3 + i]! - p.data[b * p.width * 3 + i]!);
  return sum / (p.width * 3);
}

/** Mean absolute horizontal and vertical neighbour differences (green channel) over rows [from, to). */
function gradients(p: RgbPicture, from: number, to: number): { dx: number; dy: number } {
  let dx = 0;
  let dy = 0;
  let n = 0;
  for (let y = from; y < to - 1; y += 1) {
    for (let x = 0; x < p.width - 1; x += 1) {
      const i = (y * p.width + x) * 3 + 1;
      dx += Math.abs(p.data[i + 3]! - p.data[i]!);
      dy += Math.abs(p.data[i + p.width * 3]! - p.data[i]!);
      n += 1;
    }
  }
  return { dx: dx / n, dy: dy / n };
}

/** Mean green value of rows [from, to). */
function meanOfRows(p: RgbPicture, from: number, to: number): number {
  let sum = 0;
  for (let y = from; y < to; y += 1) for (let x = 0; x < p.width; x += 1) sum += p.data[(y * p.width + x) * 3 + 1]!;
  return sum / ((to - from) * p.width);
}

describe('extendScene', () => {
  const set = studioSet();

  it('continues the wall upward and the surface downward with no seam at the joins', async () => {
    const out = await extendScene(set, { top: 300, bottom: 300, left: 0, right: 0 });
    expect([out.width, out.height]).toEqual([1080, 1200]);
    // The join rows differ no more than neighbouring rows do inside the photo or inside the extension.
    const inside = (from: number) => [0, 1, 2, 3, 4, 5].map((k) => rowDifference(out, from + k, from + k + 1));
    const typical = (rows: number[]) => rows.reduce((a, b) => a + b, 0) / rows.length;
    // Top join between rows 299 (extension) and 300 (photo); wall rows 360.. inside; 200.. above.
    const topJoin = rowDifference(out, 299, 300);
    expect(topJoin).toBeLessThan(1.5 * Math.max(typical(inside(360)), typical(inside(200))));
    // Bottom join between rows 899 (photo) and 900 (extension); surface rows 780.. inside.
    const bottomJoin = rowDifference(out, 899, 900);
    expect(bottomJoin).toBeLessThan(1.5 * Math.max(typical(inside(780)), typical(inside(1000))));
  });

  it('keeps the texture and draws no streaks in the extension', async () => {
    const out = await extendScene(set, { top: 300, bottom: 300, left: 0, right: 0 });
    const photo = gradients(out, 760, 880);
    const below = gradients(out, 920, 1100);
    // Texture: the surface keeps most of its fine contrast (a blur would lose it).
    expect(below.dx).toBeGreaterThan(0.5 * photo.dx);
    expect(below.dy).toBeGreaterThan(0.5 * photo.dy);
    // No streaks: stretching the edge outward makes rows alike (dy << dx); the texture stays isotropic.
    expect(below.dx / below.dy).toBeLessThan(1.6 * (photo.dx / photo.dy));
    const above = gradients(out, 20, 280);
    const wall = gradients(out, 320, 560);
    expect(above.dx / above.dy).toBeLessThan(1.6 * (wall.dx / wall.dy));
  });

  it('continues the wall gradient (darker toward the top), within a few levels', async () => {
    const out = await extendScene(set, { top: 300, bottom: 0, left: 0, right: 0 });
    const edge = meanOfRows(out, 300 + 12, 300 + 24);
    const far = meanOfRows(out, 0, 20);
    expect(far).toBeLessThan(edge);
    expect(edge - far).toBeLessThan(40);
  });

  it('carries the horizon line on sideways', async () => {
    const out = await extendScene(set, { top: 0, bottom: 0, left: 200, right: 200 });
    expect([out.width, out.height]).toEqual([1480, 600]);
    // 100 px into each side extension the line (rows 298-301) is still darker than the wall and floor beside it.
    for (const x of [100, 1380]) {
      const at = (y: number) => out.data[(y * out.width + x) * 3 + 1]!;
      const line = (at(299) + at(300)) / 2;
      expect(line).toBeLessThan(at(280) - 30);
      expect(line).toBeLessThan(at(320) - 20);
    }
  });

  it('is deterministic', async () => {
    const a = await extendScene(set, { top: 120, bottom: 80, left: 40, right: 0 });
    const b = await extendScene(set, { top: 120, bottom: 80, left: 40, right: 0 });
    expect(a.data.equals(b.data)).toBe(true);
  });
});
