import { describe, expect, it } from 'vitest';
import { relight, shadingSide } from './product-light';

/** A 90x60 opaque product whose brightness runs from `left` to `right` across its width. */
function ramp(left: number, right: number, width = 90, height = 60): Buffer {
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = Math.round(left + ((right - left) * x) / (width - 1));
      rgba.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return rgba;
}

function meanOf(rgba: Buffer, width: number, from: number, to: number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    const x = (i / 4) % width;
    if (x >= from && x < to) {
      sum += rgba[i]!;
      n += 1;
    }
  }
  return sum / n;
}

describe('shadingSide', () => {
  it('reads the side the photo lit the product from', () => {
    expect(shadingSide(ramp(60, 200), 90, 60)).toBe(1);
    expect(shadingSide(ramp(210, 80), 90, 60)).toBe(-1);
  });

  it('has no answer for an evenly lit product or one too small to tell', () => {
    expect(shadingSide(ramp(140, 148), 90, 60)).toBeNull();
    expect(shadingSide(ramp(0, 255, 4, 4), 4, 4)).toBeNull();
  });

  it('ignores the transparent surround', () => {
    const rgba = ramp(60, 200);
    // A bright transparent strip on the left changes nothing.
    for (let y = 0; y < 60; y += 1) for (let x = 0; x < 20; x += 1) rgba.set([255, 255, 255, 0], (y * 90 + x) * 4);
    expect(shadingSide(rgba, 90, 60)).toBe(1);
  });
});

describe('relight', () => {
  it('brightens the side facing the key and darkens the far side, leaving alpha alone', () => {
    const rgba = ramp(128, 128);
    relight(rgba, 90, 60, 1, 0.1);
    expect(meanOf(rgba, 90, 60, 90)).toBeGreaterThan(134);
    expect(meanOf(rgba, 90, 0, 30)).toBeLessThan(122);
    expect(rgba[3]).toBe(255);
    const fromLeft = ramp(128, 128);
    relight(fromLeft, 90, 60, -1, 0.1);
    expect(meanOf(fromLeft, 90, 0, 30)).toBeGreaterThan(meanOf(fromLeft, 90, 60, 90));
  });

  it('does nothing at strength 0', () => {
    const rgba = ramp(40, 220);
    const before = Buffer.from(rgba);
    relight(rgba, 90, 60, 1, 0);
    expect(rgba.equals(before)).toBe(true);
  });
});
