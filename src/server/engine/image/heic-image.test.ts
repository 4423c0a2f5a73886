import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixture, sample } from '../../../../tests/helpers/samples';
import { makeAvatar } from './avatar-image';
import { MediaInputError, sniffUpload } from './decode-image';
import { decodeHeic } from './heic-image';
import { ftypBrands, heifKind } from './heif-brands';
import { normaliseUpload } from './upload-image';

/** An ISO-BMFF file head: an 'ftyp' box with the given major and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(size);
  head.writeUInt32BE(size, 0);
  head.write('ftyp', 4, 'latin1');
  head.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => head.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([head, Buffer.alloc(64)]);
}

describe('HEIF brands', () => {
  it('reads the major and compatible brands', () => {
    expect(ftypBrands(ftyp('mif1', 'heic', 'miaf'))).toEqual(['mif1', 'heic', 'miaf']);
    expect(ftypBrands(Buffer.from('not an iso file at all'))).toEqual([]);
  });

  it('tells HEIC from AVIF, including files whose major brand is the generic mif1', () => {
    expect(heifKind(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(heifKind(ftyp('heix'))).toBe('heic');
    expect(heifKind(ftyp('mif1', 'heic'))).toBe('heic');
    expect(heifKind(ftyp('avif', 'mif1'))).toBe('avif');
    expect(heifKind(ftyp('mif1', 'avif', 'miaf'))).toBe('avif');
    expect(heifKind(ftyp('mif1', 'miaf'))).toBeNull();
    expect(heifKind(ftyp('isom', 'mp41'))).toBeNull();
  });

  it('sniffs uploads of each kind from their bytes', () => {
    expect(sniffUpload(fixture('heic/apple.heic'))).toBe('heic');
    expect(sniffUpload(ftyp('mif1', 'avif'))).toBe('avif');
    expect(() => sniffUpload(ftyp('isom', 'mp41'))).toThrow(MediaInputError);
  });
});

describe('decodeHeic', () => {
  it('decodes an iPhone-style HEIC into upright RGBA pixels of the photo', async () => {
    const raw = await decodeHeic(fixture('heic/apple.heic'), 40_000_000);
    expect({ width: raw.width, height: raw.height, channels: raw.channels, bytes: raw.data.length }).toEqual({ width: 512, height: 512, channels: 4, bytes: 512 * 512 * 4 });
    const original = await sharp(sample('apple.jpg')).removeAlpha().raw().toBuffer();
    let diff = 0;
    for (let i = 0, j = 0; i < raw.data.length; i += 4, j += 3) diff += Math.abs(raw.data[i]! - original[j]!);
    // Lossy HEVC at quality 50: the red channel stays within a few levels on average.
    expect(diff / (512 * 512)).toBeLessThan(6);
  });

  it('refuses truncated files, other formats and photos above the pixel limit', async () => {
    const heic = fixture('heic/apple.heic');
    await expect(decodeHeic(heic.subarray(0, 3_000), 40_000_000)).rejects.toThrow(MediaInputError);
    await expect(decodeHeic(sample('apple.jpg'), 40_000_000)).rejects.toThrow(MediaInputError);
    await expect(decodeHeic(heic, 512 * 511)).rejects.toThrow(/pixel limit/);
  });

  it('stores an opaque HEIC as JPEG and a transparent one as PNG with its alpha', async () => {
    const opaque = await normaliseUpload(fixture('heic/apple.heic'), 'heic', 40_000_000);
    expect({ type: opaque.type, width: opaque.width, height: opaque.height }).toEqual({ type: 'jpeg', width: 512, height: 512 });
    const clear = await normaliseUpload(fixture('heic/sweet-transparent.heic'), 'heic', 40_000_000);
    expect({ type: clear.type, width: clear.width, height: clear.height }).toEqual({ type: 'png', width: 240, height: 180 });
    const meta = await sharp(clear.data).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it('makes a profile photo from a HEIC', async () => {
    const webp = await makeAvatar(fixture('heic/apple.heic'), { sizePx: 128, maxPixels: 40_000_000 });
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
  });
});
