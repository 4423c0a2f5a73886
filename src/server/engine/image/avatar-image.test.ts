import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CropOutOfBoundsError, makeAvatar, orientedSize, squareOf } from './avatar-image';
import { MediaInputError } from './decode-image';

/** A 300x200 JPEG: left third red, middle green, right third blue. */
async function stripes(options: { orientation?: number } = {}) {
  const raw = Buffer.alloc(300 * 200 * 3);
  for (let y = 0; y < 200; y += 1) {
    for (let x = 0; x < 300; x += 1) {
      const i = (y * 300 + x) * 3;
      const band = Math.floor(x / 100);
      raw[i + band] = 255;
    }
  }
  let image = sharp(raw, { raw: { width: 300, height: 200, channels: 3 } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 95 }).toBuffer();
}

async function centreColour(data: Buffer) {
  const { data: px, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [px[i] ?? 0, px[i + 1] ?? 0, px[i + 2] ?? 0] as const;
}

const options = { sizePx: 512, maxPixels: 40_000_000 };

describe('profile photo', () => {
  it('keeps the centred square by default, as a 512 px WebP without metadata', async () => {
    const input = await sharp(await stripes()).withExif({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } }).jpeg().toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await makeAvatar(input, options);
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const [r, g, b] = await centreColour(out);
    expect(g).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
    expect(b).toBeLessThan(60);
  });

  it('takes the square the user chose', async () => {
    const out = await makeAvatar(await stripes(), { ...options, crop: { x: 200, y: 50, size: 100 } });
    const [r, g, b] = await centreColour(out);
    expect(b).toBeGreaterThan(200);
    expect(r + g).toBeLessThan(100);
  });

  it('crops the photo as displayed (EXIF orientation applied)', async () => {
    // Orientation 6: shown rotated 90 degrees clockwise, so 200 wide and 300 tall, red on top.
    const input = await stripes({ orientation: 6 });
    expect(await orientedSize(input)).toEqual({ width: 200, height: 300 });
    const top = await makeAvatar(input, { ...options, crop: { x: 50, y: 0, size: 100 } });
    const [r, g, b] = await centreColour(top);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(100);
  });

  it('refuses a crop outside the photo and a broken file', async () => {
    expect(() => squareOf(300, 200, { x: 150, y: 0, size: 200 })).toThrow(CropOutOfBoundsError);
    expect(squareOf(300, 200)).toEqual({ x: 50, y: 0, size: 200 });
    await expect(makeAvatar(await stripes(), { ...options, crop: { x: 0, y: 150, size: 100 } })).rejects.toBeInstanceOf(CropOutOfBoundsError);
    const truncated = (await stripes()).subarray(0, 600);
    await expect(makeAvatar(truncated, options)).rejects.toBeInstanceOf(MediaInputError);
  });
});
