/**
 * Pre- and post-processing on synthetic images: a low-resolution matte of a disc
 * on a flat colour is refined at full size to IoU >= 0.97, and the product's pixels keep the photo's
 * colours while the edge loses the old background's colour.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RawImage } from '../image/decode-image';
import { productRgba } from './foreground-colour';
import { refineMatte } from './matte-refine';

const W = 800;
const H = 600;
const CX = 400;
const CY = 300;
const R = 180;

/** A red disc on green, anti-aliased: RGBA photo and its true coverage (0..1 per pixel). */
function discPhoto(): { image: RawImage; truth: Float32Array } {
  const data = Buffer.alloc(W * H * 4);
  const truth = new Float32Array(W * H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const a = Math.max(0, Math.min(1, R - Math.hypot(x + 0.5 - CX, y + 0.5 - CY) + 0.5));
      const i = y * W + x;
      truth[i] = a;
      data[i * 4] = Math.round(220 * a + 30 * (1 - a));
      data[i * 4 + 1] = Math.round(40 * a + 200 * (1 - a));
      data[i * 4 + 2] = Math.round(40 * a + 60 * (1 - a));
      data[i * 4 + 3] = 255;
    }
  return { image: { data, width: W, height: H, channels: 4 }, truth };
}

describe('matte refinement', () => {
  it('refines a blurry 200x150 matte of a disc to IoU >= 0.97 at 800x600', async () => {
    const { image, truth } = discPhoto();
    const small = await sharp(Buffer.from(truth.map((v) => Math.round(v * 255))), { raw: { width: W, height: H, channels: 1 } })
      .resize(200, 150)
      .blur(1.5)
      .extractChannel(0)
      .raw()
      .toBuffer();
    const matte = await refineMatte(image, { width: 200, height: 150, data: small });
    expect(matte.length).toBe(W * H);
    let inter = 0;
    let union = 0;
    for (let i = 0; i < matte.length; i += 1) {
      const a = matte[i]! >= 128;
      const b = truth[i]! >= 0.5;
      if (a && b) inter += 1;
      if (a || b) union += 1;
    }
    expect(inter / union).toBeGreaterThanOrEqual(0.97);
    // Inside stays product, outside stays background.
    expect(matte[CY * W + CX]).toBe(255);
    expect(matte[5 * W + 5]).toBe(0);
  });
});

describe('foreground colour', () => {
  it("keeps the photo's colours where alpha is 255 and removes the backdrop's green from the edge", async () => {
    const { image, truth } = discPhoto();
    // A matte with a 6 px soft band, as an engine gives.
    const matte = Buffer.alloc(W * H);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) matte[y * W + x] = Math.round(Math.max(0, Math.min(1, (R - Math.hypot(x + 0.5 - CX, y + 0.5 - CY)) / 6 + 0.5)) * 255);
    const rgba = await productRgba(image, matte);
    let inside = 0;
    let greenBefore = 0;
    let greenAfter = 0;
    let band = 0;
    let changedInside = 0;
    let alphaDiffers = 0;
    for (let i = 0; i < W * H; i += 1) {
      if (rgba[i * 4 + 3] !== matte[i]) alphaDiffers += 1;
      if (matte[i] === 255) {
        for (let c = 0; c < 3; c += 1) if (rgba[i * 4 + c] !== image.data[i * 4 + c]) changedInside += 1;
        inside += 1;
      } else if (matte[i]! > 64) {
        greenBefore += image.data[i * 4 + 1]!;
        greenAfter += rgba[i * 4 + 1]!;
        band += 1;
      }
    }
    expect(changedInside).toBe(0);
    expect(alphaDiffers).toBe(0);
    expect(inside).toBeGreaterThan(90_000);
    expect(band).toBeGreaterThan(1000);
    // The band's colour moves towards the disc's red (green 40) and away from the backdrop (green 200).
    expect(greenAfter / band).toBeLessThan((greenBefore / band) * 0.6);
    expect(truth.length).toBe(W * H);
  });
});
