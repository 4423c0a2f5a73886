/** Cut-out quality and the alpha path (issue 3 'Tests'; plant_pot_matte.png is the reference). */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computeCutout } from './cutout';
import { analyzeImage } from './image-analysis';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');

describe('cut-out', () => {
  it('matches the reference matte of plant_pot.jpg (IoU)', async () => {
    const cutout = await computeCutout(fs.readFileSync(path.join(SAMPLES, 'plant_pot.jpg')));
    const ref = await sharp(path.join(SAMPLES, 'plant_pot_matte.png')).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect([cutout.width, cutout.height]).toEqual([ref.info.width, ref.info.height]);
    let inter = 0;
    let union = 0;
    for (let i = 0; i < cutout.matte.length; i += 1) {
      const a = cutout.matte[i]! >= 128;
      const b = ref.data[i]! >= 128;
      if (a && b) inter += 1;
      if (a || b) union += 1;
    }
    // Measured 0.69 on this hard photo (cluttered background, plant cut by the frame).
    expect(inter / union).toBeGreaterThan(0.6);
  });

  it('finds the product in the middle of a plain backdrop', async () => {
    const cutout = await computeCutout(fs.readFileSync(path.join(SAMPLES, 'apple.jpg')));
    expect(cutout.method).toBe('grabcut');
    expect(cutout.fallback).toBeUndefined();
    const area = (cutout.bbox.width * cutout.bbox.height) / (cutout.width * cutout.height);
    expect(area).toBeGreaterThan(0.3);
    expect(area).toBeLessThan(0.95);
    // The centre is product, the corners are not.
    expect(cutout.matte[256 * 512 + 256]).toBe(255);
    expect(cutout.matte[5 * 512 + 5]).toBe(0);
  });

  it("uses the photo's own alpha when it separates the product", async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 80, height: 60, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }, left: 60, top: 20 }])
      .png()
      .toBuffer();
    const cutout = await computeCutout(png);
    expect(cutout.method).toBe('alpha');
    expect(cutout.bbox).toEqual({ x: 60, y: 20, width: 80, height: 60 });
    const analysis = await analyzeImage(png);
    expect(analysis.hasAlpha).toBe(true);
    expect(analysis.dominantColors[0]).toBe('#c81e1e');
    // The suggestion comes from a 128 px copy: within 2 px of the true box.
    const box = analysis.suggestedCutout;
    for (const [got, want] of [[box.x, 60], [box.y, 20], [box.width, 80], [box.height, 60]] as const) {
      expect(Math.abs(got - want)).toBeLessThanOrEqual(2);
    }
  });

  it('ignores an all-opaque alpha channel', async () => {
    const png = await sharp(path.join(SAMPLES, 'apple.jpg')).ensureAlpha().png().toBuffer();
    const analysis = await analyzeImage(png);
    expect(analysis.hasAlpha).toBe(false);
    expect(analysis.dominantColors).toHaveLength(5);
  });

  it('throws a clear error for bytes that are not an image', async () => {
    await expect(computeCutout(Buffer.from('hello, not a picture'))).rejects.toThrow(/PNG or JPEG/);
  });
});
