/**
 * Studio packshots from every sample photo with every preset: the frame's size
 * and format, the fill, and the background purity, checked here independently of the renderer's
 * own report: every pixel outside the product and its shadow (the zone, which may reach only one
 * JPEG block beyond them) is exactly the background (Amazon: 255, 255, 255), and the product's
 * box fills the preset's share (Amazon: at least 85 %). Mattes: the model's cut-out, and the
 * reference matte for plant_pot.jpg.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PRESET_IDS, defaultStudioSpec, resolveStudioSpec, type StudioSpec } from '../../../shared/studio-presets';
import { computeCutout } from '../cutout/cutout';
import { decodeImage, type RawImage } from '../image/decode-image';
import { bboxOf, type BBox } from '../cutout/mask-ops';
import { createModelEngine } from '../cutout/matting-engine';
import { hexToRgb, JPEG_BLOCK, jpegExactColour, renderPackshot, type Packshot } from './packshot';
import { checkPackshot } from './packshot-compliance';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');
const PHOTOS = ['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png', 'plant_pot.jpg'] as const;

type Sample = { image: RawImage; matte: Buffer };
const samples = new Map<string, Sample>();

beforeAll(async () => {
  const engine = createModelEngine();
  for (const name of PHOTOS) {
    const bytes = fs.readFileSync(path.join(SAMPLES, name));
    const { rgba } = await decodeImage(bytes);
    let matte: Buffer;
    if (name === 'plant_pot.jpg') {
      matte = await sharp(fs.readFileSync(path.join(SAMPLES, 'plant_pot_matte.png'))).extractChannel(0).raw().toBuffer();
    } else {
      matte = (await computeCutout(bytes, { engine })).matte;
    }
    samples.set(name, { image: rgba, matte });
  }
}, 180_000);

function grow(b: BBox, by: number): BBox {
  return { x: b.x - by, y: b.y - by, width: b.width + 2 * by, height: b.height + 2 * by };
}
function inside(b: BBox, x: number, y: number): boolean {
  return x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height;
}

/**
 * Independent checks of one packshot: size and format read back, every pixel outside the zone
 * exactly the background, the zone no wider than the product's soft edge and shadow plus one JPEG
 * block, and the fill within the spec.
 */
async function verify(shot: Packshot, spec: StudioSpec) {
  const meta = await sharp(shot.data).metadata();
  expect([meta.width, meta.height]).toEqual([spec.width, spec.height]);
  expect(meta.format).toBe(spec.format === 'jpg' ? 'jpeg' : 'png');
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.space).toBe('srgb');
  const { data, info } = await sharp(shot.data).raw().toBuffer({ resolveWithObject: true });
  const W = spec.width;
  const H = spec.height;
  const transparent = spec.background === 'transparent';
  expect(info.channels).toBe(transparent ? 4 : 3);
  const [r, g, b] = transparent ? [0, 0, 0] : hexToRgb(shot.background);
  if (!transparent && spec.background === '#FFFFFF') expect([r, g, b]).toEqual([255, 255, 255]);

  // The zone may reach the product's soft edge (4 % of its long side + 2 px around its box at
  // the photo's scale, so a little more once scaled), its shadow, and one JPEG block beyond.
  const box = shot.productBox;
  const reach = Math.ceil(Math.max(box.width, box.height) * 0.05) + 2 + JPEG_BLOCK;
  const allowed = [grow(box, reach), ...(shot.shadowRegion ? [grow(shot.shadowRegion, JPEG_BLOCK)] : [])];
  let outside = 0;
  let zone = 0;
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const p = y * W + x;
      if (shot.zone[p]) {
        zone += 1;
        if (!allowed.some((a) => inside(a, x, y))) throw new Error(`zone pixel ${x},${y} far from the product and its shadow`);
        continue;
      }
      outside += 1;
      const o = p * info.channels;
      const ok = transparent ? data[o + 3] === 0 : data[o] === r && data[o + 1] === g && data[o + 2] === b;
      if (!ok) throw new Error(`background pixel ${x},${y} is ${[...data.subarray(o, o + info.channels)].join(',')}`);
    }
  expect(outside).toBeGreaterThan(0);
  expect(zone + outside).toBe(W * H);

  const fill = Math.max(box.width / W, box.height / H);
  expect(fill).toBeGreaterThanOrEqual(spec.minFill);
  expect(fill).toBeLessThanOrEqual(spec.maxFill);
  const report = await checkPackshot(shot, spec);
  expect(report).toMatchObject({ passed: true, backgroundPurity: 100, width: W, height: H, format: spec.format, metadataStripped: true, colourSpace: 'srgb' });
  return { data, channels: info.channels, report };
}

describe('packshots from the sample photos', () => {
  for (const photo of PHOTOS) {
    for (const preset of STUDIO_PRESET_IDS) {
      it(`${photo}, ${preset}: size, fill and a pure background`, async () => {
        const sample = samples.get(photo)!;
        const spec = defaultStudioSpec(preset);
        const shot = await renderPackshot({ ...sample, spec });
        const { data, channels } = await verify(shot, spec);
        if (preset === 'amazon') {
          // Every pixel outside the product's matte and shadow is 255, 255, 255 (verify above), and
          // measured from the pixels alone, the non-white area fills at least 85 % of the frame.
          const nonWhite = new Uint8Array(spec.width * spec.height);
          for (let p = 0; p < nonWhite.length; p += 1) nonWhite[p] = data[p * channels] !== 255 || data[p * channels + 1] !== 255 || data[p * channels + 2] !== 255 ? 1 : 0;
          const seen = bboxOf(nonWhite, spec.width, spec.height, 1)!;
          expect(Math.max(seen.width / spec.width, seen.height / spec.height)).toBeGreaterThanOrEqual(0.85);
          expect(shot.background).toBe('#FFFFFF');
        }
        if (preset === 'transparent') {
          // The product's box read back from the PNG's own alpha is the box the renderer placed.
          const alpha = new Uint8Array(spec.width * spec.height);
          for (let p = 0; p < alpha.length; p += 1) alpha[p] = data[p * 4 + 3]!;
          expect(bboxOf(alpha, spec.width, spec.height, 128)).toEqual(shot.productBox);
        }
      });
    }
  }
});

describe('shadows, alignment and Custom', () => {
  it('draws every shadow inside its region, on white and on transparent, and still passes', async () => {
    const sample = samples.get('coffee_cup.png')!;
    for (const [preset, shadow] of [['shopify', 'contact'], ['shopify', 'soft_drop'], ['shopify', 'reflection'], ['transparent', 'contact'], ['custom', 'soft_drop']] as const) {
      const spec = resolveStudioSpec(preset, { shadow }).spec!;
      const shot = await renderPackshot({ ...sample, spec });
      expect(shot.shadowRegion).not.toBeNull();
      const { data, channels } = await verify(shot, spec);
      // Something is drawn below the product: darker than the background, or some alpha.
      const below = { x: shot.productBox.x, y: shot.productBox.y + shot.productBox.height, width: shot.productBox.width, height: Math.min(30, spec.height - shot.productBox.y - shot.productBox.height) };
      let marked = 0;
      for (let y = below.y; y < below.y + below.height; y += 1)
        for (let x = below.x; x < below.x + below.width; x += 1) {
          const o = (y * spec.width + x) * channels;
          if (channels === 4 ? data[o + 3]! > 0 : data[o]! < 250) marked += 1;
        }
      expect(marked, `${preset} ${shadow}`).toBeGreaterThan(0);
    }
  });

  it('rests the product on the bottom margin with bottom alignment, on any size and colour', async () => {
    const sample = samples.get('apple.jpg')!;
    const spec = resolveStudioSpec('custom', { width: 1600, height: 1000, background: '#F3EEE7', padding: 10, alignment: 'bottom', shadow: 'none' }).spec!;
    const shot = await renderPackshot({ ...sample, spec });
    await verify(shot, spec);
    // Height-limited here: 10 % of 1000 px above and below.
    expect(shot.productBox.height).toBeGreaterThanOrEqual(795);
    expect(spec.height - (shot.productBox.y + shot.productBox.height)).toBeGreaterThanOrEqual(99);
    expect(spec.height - (shot.productBox.y + shot.productBox.height)).toBeLessThanOrEqual(103);
    // A tint may move one step to stay exact through JPEG, never more than 3.
    const asked = hexToRgb('#F3EEE7');
    hexToRgb(shot.background).forEach((v, i) => expect(Math.abs(v - asked[i]!)).toBeLessThanOrEqual(3));
  });

  it('finds JPEG-exact colours: white and greys as they are', async () => {
    expect(await jpegExactColour('#FFFFFF')).toBe('#FFFFFF');
    expect(await jpegExactColour('#F5F5F5')).toBe('#F5F5F5');
    const tint = await jpegExactColour('#E9EEF3');
    const block = Buffer.alloc(16 * 16 * 3);
    for (let i = 0; i < 256; i += 1) block.set(hexToRgb(tint), i * 3);
    const back = await sharp(await sharp(block, { raw: { width: 16, height: 16, channels: 3 } }).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer()).raw().toBuffer();
    expect([...back.subarray(0, 3)]).toEqual(hexToRgb(tint));
  });
});

describe('compliance check', () => {
  it('fails a packshot with one off-white pixel outside the product, or with the wrong size', async () => {
    const sample = samples.get('apple.jpg')!;
    const spec = defaultStudioSpec('amazon');
    const shot = await renderPackshot({ ...sample, spec });
    const raw = await sharp(shot.data).raw().toBuffer();
    raw[0] = 248;
    raw[1] = 248;
    raw[2] = 248;
    const tampered = await sharp(raw, { raw: { width: spec.width, height: spec.height, channels: 3 } }).png().toBuffer();
    const report = await checkPackshot({ ...shot, data: tampered }, { ...spec, format: 'png' });
    expect(report.passed).toBe(false);
    expect(report.checks.background).toBe(false);
    expect(report.backgroundPurity).toBeLessThan(100);
    expect(report.backgroundPurity).toBeGreaterThan(99.99);

    const smaller = await checkPackshot(shot, { ...spec, width: 1999 });
    expect(smaller.checks.size).toBe(false);
    expect(smaller.passed).toBe(false);

    const tooSmall = await checkPackshot({ ...shot, productBox: { ...shot.productBox, width: 1600, height: 1600 } }, spec);
    expect(tooSmall.checks.fill).toBe(false);
    expect(tooSmall.fill).toBe(80);

    const tagged = await sharp(shot.data).withExif({ IFD0: { Copyright: 'x' } }).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    expect((await checkPackshot({ ...shot, data: tagged }, spec)).checks.metadata).toBe(false);
  });
});
