/**
 * finishImage: the statement written in the image's own format, the size kept; the label drawn only
 * in the bottom-left corner, legible (white on dark); nothing else of the input's metadata kept.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { finishImage, labelOverlay, labelTextSize } from './ai-label';
import { readDigitalSourceType } from './provenance';

const photo = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8e2d6' } })
    .withExif({ IFD0: { Model: 'Camera X' } })
    [format]()
    .toBuffer();

async function raw(data: Buffer) {
  return sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe('finishImage', () => {
  it.each(['png', 'jpeg'] as const)('%s without a label: same format and size, the statement, no EXIF', async (format) => {
    const out = await finishImage({ data: await photo(format), sourceType: 'trainedAlgorithmicMedia', label: null });
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 800, 600]);
    expect(readDigitalSourceType(meta.xmp)).toBe('trainedAlgorithmicMedia');
    expect(meta.exif).toBeUndefined();
  });

  it('draws the label in the bottom-left corner only, white on dark', async () => {
    const input = await photo('png');
    const out = await finishImage({ data: input, sourceType: 'compositeSynthetic', label: 'Digital composite' });
    const a = await raw(input);
    const b = await raw(out);
    const { width, height } = b.info;
    let minX = width, maxX = 0, minY = height, maxY = 0, light = 0, dark = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const o = (y * width + x) * 3;
        if (Math.abs(a.data[o]! - b.data[o]!) + Math.abs(a.data[o + 1]! - b.data[o + 1]!) + Math.abs(a.data[o + 2]! - b.data[o + 2]!) < 6) continue;
        minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
        if (b.data[o]! > 230) light += 1;
        if (b.data[o]! < 80) dark += 1;
      }
    }
    const size = labelTextSize(width, height);
    expect(minX).toBeLessThan(size * 2);
    expect(maxY).toBeGreaterThan(height - size * 2);
    expect(maxX).toBeLessThan(width / 2);
    expect(minY).toBeGreaterThan(height - size * 4);
    expect(dark).toBeGreaterThan(light);
    expect(light).toBeGreaterThan(50);
    expect(readDigitalSourceType((await sharp(out).metadata()).xmp)).toBe('compositeSynthetic');
  });

  it('refuses bytes that are not an image, and labels that are empty or too long', async () => {
    await expect(finishImage({ data: Buffer.from('GIF89a not ours'), sourceType: 'compositeSynthetic', label: null })).rejects.toThrow(/PNG or JPEG/);
    await expect(labelOverlay('   ', 100, 100)).rejects.toThrow(/1 to 40/);
    await expect(labelOverlay('x'.repeat(41), 100, 100)).rejects.toThrow(/1 to 40/);
  });
});
