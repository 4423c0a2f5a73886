/**
 * Product-centred framing: a crop around the product when it fits, else the set is
 * extended; never a copy of the product (blurred or not) outside the product's own place.
 */
import { describe, expect, it } from 'vitest';
import type { Cutout } from '../cutout/cutout';
import { MIN_MOTION_SHARE, pathMotion, planCameraPath } from './camera-path';
import { FRAMING_MARGIN, frameStill } from './video-framing';

/** A beige/brown striped set (600x400 unless told) with a red ellipse (the product) and its matte. */
function still(cx: number, cy: number, rx: number, ry: number, width = 600, height = 400): { src: { data: Buffer; width: number; height: number }; cutout: Cutout } {
  const data = Buffer.alloc(width * height * 3);
  const matte = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inside = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
      const i = (y * width + x) * 3;
      const stripe = Math.floor(x / 20) % 2 === 0;
      const [r, g, b] = inside ? [200, 30, 30] : stripe ? [217, 203, 176] : [150, 130, 100];
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      matte[y * width + x] = inside ? 255 : 0;
    }
  }
  const bbox = { x: cx - rx, y: cy - ry, width: 2 * rx + 1, height: 2 * ry + 1 };
  return { src: { data, width, height }, cutout: { width, height, matte, bbox, method: 'alpha' } };
}

const isRed = (rgb: Buffer, i: number) => rgb[i]! > 150 && rgb[i + 1]! < 90 && rgb[i + 2]! < 90;

describe('frameStill', () => {
  it('crops around a product that fits the output ratio, keeping it centred and whole', async () => {
    const { src, cutout } = still(420, 200, 40, 80);
    const canvas = await frameStill(src, cutout, 1080, 1920);
    expect(canvas.mode).toBe('crop');
    const box = canvas.box!;
    const margin = FRAMING_MARGIN * 1080;
    expect(box.x).toBeGreaterThanOrEqual(margin - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(1080 - margin + 1);
    expect(Math.abs(box.x + box.width / 2 - 540)).toBeLessThan(20);
  });

  it.each([
    ['in the middle', 220, 90],
    ['touching the bottom edge', 330, 70],
  ])('extends the set above and below a wide product (%s) in 9:16, with no copy of the product there', async (_label, cy, ry) => {
    const { src, cutout } = still(300, cy, 250, ry);
    const canvas = await frameStill(src, cutout, 1080, 1920);
    expect(canvas.mode).toBe('extend');
    expect([canvas.width, canvas.height, canvas.rgb.length]).toEqual([1080, 1920, 1080 * 1920 * 3]);
    const box = canvas.box!;
    // At least the framing margin; the photo fills the frame's width (scenery above and below only).
    const margin = FRAMING_MARGIN * 1080;
    expect(box.x).toBeGreaterThanOrEqual(margin - 2);
    expect(box.x + box.width).toBeLessThanOrEqual(1080 - margin + 2);
    // Where the photo ends (the product's scale maps 400 px of photo to about 1.36x), everything above
    // and below is scenery: not a single red pixel.
    const scale = box.width / cutout.bbox.width;
    const photoTop = Math.ceil(box.y - cutout.bbox.y * scale);
    const photoBottom = Math.floor(photoTop + 400 * scale);
    expect(photoTop).toBeGreaterThan(100);
    let red = 0;
    for (let y = 0; y < 1920; y += 1) {
      if (y >= photoTop - 2 && y <= photoBottom + 2) continue;
      for (let x = 0; x < 1080; x += 1) if (isRed(canvas.rgb, (y * 1080 + x) * 3)) red += 1;
    }
    expect(red).toBe(0);
    // The matte follows the product onto the canvas, and is empty on the extended set.
    expect(canvas.matte![Math.round(box.y + box.height / 2) * 1080 + Math.round(box.x + box.width / 2)]).toBe(255);
    expect(canvas.matte!.subarray(0, photoTop * 1080).every((v) => v === 0)).toBe(true);
  });

  it('extends left and right of a tall product in 16:9', async () => {
    const { src, cutout } = still(300, 200, 60, 195);
    const canvas = await frameStill(src, cutout, 1920, 1080);
    expect(canvas.mode).toBe('extend');
    const box = canvas.box!;
    expect(box.y).toBeGreaterThanOrEqual(FRAMING_MARGIN * 1080 - 2);
    expect(box.y + box.height).toBeLessThanOrEqual(1080 - FRAMING_MARGIN * 1080 + 2);
    // The outermost columns carry the set's colours, not red.
    for (let y = 0; y < 1080; y += 8) {
      expect(isRed(canvas.rgb, y * 1920 * 3)).toBe(false);
      expect(isRed(canvas.rgb, (y * 1920 + 1919) * 3)).toBe(false);
    }
  });

  it.each([
    ['1:1', 1080, 1080],
    ['9:16', 1080, 1920],
    ['16:9', 1920, 1080],
  ] as const)('leaves a product that fills the photo room for a push-in that reads (%s)', async (_label, W, H) => {
    // A 500x500 photo whose product spans 90 % of it, like an apple shot close.
    const { src, cutout } = still(250, 250, 225, 225, 500, 500);
    const canvas = await frameStill(src, cutout, W, H);
    const push = planCameraPath('push_in', W, H, canvas.box, 0);
    const full = pathMotion({ start: { x: 0, y: 0, width: W, height: H }, end: { x: W * 0.065, y: H * 0.065, width: W / 1.15, height: H / 1.15 } }, W, H);
    expect(pathMotion(push, W, H)).toBeGreaterThanOrEqual(MIN_MOTION_SHARE * full * 0.98);
  });

  it('places the product a little below the middle, keeping the margin', async () => {
    const { src, cutout } = still(300, 200, 250, 90);
    const canvas = await frameStill(src, cutout, 1080, 1920);
    const box = canvas.box!;
    const centreY = box.y + box.height / 2;
    expect(centreY).toBeGreaterThan(1920 * 0.51);
    expect(centreY).toBeLessThan(1920 * 0.56);
    expect(box.y + box.height).toBeLessThanOrEqual(1920 - FRAMING_MARGIN * 1080 + 1);
  });

  it('continues the set as shading alone when the matte cannot be trusted (no bits of the product copied)', async () => {
    const { src, cutout } = still(300, 220, 250, 90);
    /** Mean absolute difference between horizontal neighbours over the top 200 rows (the extension). */
    const detailAbove = (rgb: Buffer) => {
      let sum = 0;
      for (let y = 0; y < 200; y += 1) for (let x = 0; x < 1079; x += 1) sum += Math.abs(rgb[(y * 1080 + x + 1) * 3 + 1]! - rgb[(y * 1080 + x) * 3 + 1]!);
      return sum / (200 * 1079);
    };
    const trusted = await frameStill(src, cutout, 1080, 1920);
    const uncertain = await frameStill(src, { ...cutout, confidence: 0.6, warnings: ['uncertain_edges'] }, 1080, 1920);
    // The stripes carry on above a trusted matte; above an uncertain one the set is smooth.
    expect(detailAbove(trusted.rgb)).toBeGreaterThan(1.2);
    expect(detailAbove(uncertain.rgb)).toBeLessThan(0.8);
    expect(uncertain.box).toEqual(trusted.box);
  });
});
