/**
 * Texture made by patches: zero-mean (no tint), the source's contrast kept where
 * patches overlap (variance-preserving blend, not a washed-out average), nothing copied from unusable
 * pixels, deterministic.
 */
import { describe, expect, it } from 'vitest';
import { synthesizeTexture, type TextureSource } from './residual-texture';

/** Deterministic pseudo-random value in [0, 1). */
function noise(i: number): number {
  const v = Math.sin(i * 12.9898) * 43758.5453;
  return v - Math.floor(v);
}

/**
 * A 400x120 source: noise of standard deviation ~0.029 around `bias`, unusable (and holding 1.0, as a
 * product would) in the columns 180-219.
 */
function source(bias: number): TextureSource {
  const width = 400;
  const height = 120;
  const residual = new Float32Array(width * height * 3);
  const usable = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const blocked = x >= 180 && x < 220;
      usable[i] = blocked ? 0 : 1;
      const v = blocked ? 1 : bias + (noise(i) - 0.5) * 0.1;
      residual[i * 3] = v;
      residual[i * 3 + 1] = v;
      residual[i * 3 + 2] = v;
    }
  }
  return { residual, usable, width, height };
}

const target = { width: 400, height: 300, patch: 32, seed: 5, near: (x: number, y: number): [number, number] => [x, 60 + (y % 40)] };

function meanAndStd(values: Float32Array): { mean: number; std: number; max: number } {
  let sum = 0;
  let sq = 0;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    sq += v * v;
    max = Math.max(max, v);
  }
  const mean = sum / values.length;
  return { mean, std: Math.sqrt(sq / values.length - mean * mean), max };
}

describe('synthesizeTexture', () => {
  it('makes zero-mean texture even from patches with a bias (a bias would tint the scenery)', () => {
    const out = meanAndStd(synthesizeTexture(source(0.03), target));
    expect(Math.abs(out.mean)).toBeLessThan(0.002);
  });

  it("keeps the source's contrast where patches overlap and copies nothing unusable", () => {
    const src = source(0);
    const out = meanAndStd(synthesizeTexture(src, target));
    const usable = meanAndStd(src.residual.filter((_, i) => src.usable[Math.floor(i / 3)] === 1));
    expect(out.std).toBeGreaterThan(0.8 * usable.std);
    expect(out.std).toBeLessThan(1.25 * usable.std);
    expect(out.max).toBeLessThan(0.2);
  });

  it('is deterministic and varies with the seed', () => {
    const src = source(0);
    const a = synthesizeTexture(src, target);
    const b = synthesizeTexture(src, target);
    const c = synthesizeTexture(src, { ...target, seed: 6 });
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true);
    expect(Buffer.from(a.buffer).equals(Buffer.from(c.buffer))).toBe(false);
  });
});
