/**
 * The studio renderer on every sample photo (issue 3 'Tests'): exact output size and real format
 * for the aspect ratios, the product's own pixels preserved where it was placed, and visible
 * differences between styles, times of day and 'highlight product'.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { outputSize, type AspectRatio, type ImageSettings } from '../../../../shared/catalog';
import { computeCutout } from '../../media/cutout';
import { createGrabCutEngine } from '../../media/matting-engine';
import { renderStudioImage } from './local-studio-renderer';

const SAMPLES = path.resolve(__dirname, '../../../../../../shared/samples');
const PHOTOS = ['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png', 'plant_pot.jpg'];

const base: ImageSettings = {
  aspectRatio: '1:1',
  quality: 'low',
  count: 1,
  format: 'png',
  highlightProduct: true,
  style: 'lifestyle',
  timeOfDay: 'natural',
};
const scene = { surface: 'wood', backdrop: 'window', accent: '#8fa3b8' } as const;

/** Mean absolute difference (0-255) between the output and the resized source over the product's opaque core. */
async function productDifference(sourceBuf: Buffer, out: Awaited<ReturnType<typeof renderStudioImage>>, matte: Buffer, matteWidth: number) {
  const { layout } = out;
  const expected = await sharp(sourceBuf)
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .extract({ left: layout.source.x, top: layout.source.y, width: layout.source.width, height: layout.source.height })
    .resize(layout.width, layout.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const alpha = Buffer.alloc(layout.source.width * layout.source.height);
  for (let y = 0; y < layout.source.height; y += 1) {
    for (let x = 0; x < layout.source.width; x += 1) {
      alpha[y * layout.source.width + x] = matte[(layout.source.y + y) * matteWidth + layout.source.x + x]!;
    }
  }
  const alphaScaled = await sharp(alpha, { raw: { width: layout.source.width, height: layout.source.height, channels: 1 } })
    .resize(layout.width, layout.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const actual = await sharp(out.data)
    .removeAlpha()
    .extract({ left: layout.x, top: layout.y, width: layout.width, height: layout.height })
    .raw()
    .toBuffer();
  let sum = 0;
  let n = 0;
  for (let i = 0; i < layout.width * layout.height; i += 1) {
    if (alphaScaled[i]! < 250) continue;
    for (let c = 0; c < 3; c += 1) sum += Math.abs(actual[i * 3 + c]! - expected[i * 3 + c]!);
    n += 3;
  }
  return { mean: sum / Math.max(1, n), pixels: n / 3 };
}

describe('local studio renderer', () => {
  for (const [i, photo] of PHOTOS.entries()) {
    it(`renders ${photo} at the exact size and format and keeps the product's pixels`, async () => {
      const source = fs.readFileSync(path.join(SAMPLES, photo));
      const cutout = await computeCutout(source, { engine: createGrabCutEngine() });
      const ratios: AspectRatio[] = [(['3:2', '9:16', '4:3', '2:3'] as const)[i]!, '1:1'];
      for (const [k, aspectRatio] of ratios.entries()) {
        const format = k === 0 ? 'png' : 'jpg';
        const out = await renderStudioImage({
          source,
          cutout,
          settings: { ...base, aspectRatio, format },
          scene,
          prompt: 'test',
          variant: k,
          seed: 7,
        });
        const size = outputSize(aspectRatio);
        const meta = await sharp(out.data).metadata();
        expect({ w: meta.width, h: meta.height, format: meta.format }).toEqual({
          w: size.width,
          h: size.height,
          format: format === 'png' ? 'png' : 'jpeg',
        });
        expect(out.mime).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
        expect(Math.max(out.width, out.height)).toBeGreaterThanOrEqual(1536);
        // Uniform scale: the product keeps its aspect ratio.
        const ratioIn = out.layout.source.width / out.layout.source.height;
        const ratioOut = out.layout.width / out.layout.height;
        expect(Math.abs(ratioIn - ratioOut) / ratioIn).toBeLessThan(0.02);
        if (format === 'png') {
          const diff = await productDifference(source, out, cutout.matte, cutout.width);
          expect(diff.pixels).toBeGreaterThan(1000);
          expect(diff.mean).toBeLessThan(12);
        }
      }
    });
  }

  it('changes the scene with style and time of day, and the product size with highlight', async () => {
    const source = fs.readFileSync(path.join(SAMPLES, 'coffee_cup.png'));
    const cutout = await computeCutout(source, { engine: createGrabCutEngine() });
    const render = (settings: Partial<ImageSettings>) =>
      renderStudioImage({ source, cutout, settings: { ...base, ...settings }, scene, prompt: '', variant: 0, seed: 3 });
    const corner = async (buf: Buffer) => {
      const stats = await sharp(buf).extract({ left: 0, top: 0, width: 300, height: 300 }).stats();
      return stats.channels.slice(0, 3).map((c) => c.mean);
    };
    const day = await render({ timeOfDay: 'natural' });
    const night = await render({ timeOfDay: 'night_light' });
    const cinematic = await render({ style: 'cinematic' });
    const dayCorner = await corner(day.data);
    const nightCorner = await corner(night.data);
    const cineCorner = await corner(cinematic.data);
    const luma = (c: number[]) => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;
    expect(luma(nightCorner)).toBeLessThan(luma(dayCorner) - 30);
    expect(luma(cineCorner)).toBeLessThan(luma(dayCorner) - 30);
    const hero = await render({ highlightProduct: true });
    const small = await render({ highlightProduct: false });
    expect(hero.layout.width * hero.layout.height).toBeGreaterThan(1.5 * small.layout.width * small.layout.height);
  });

  it('refuses a broken image with a clear error', async () => {
    await expect(
      renderStudioImage({ source: Buffer.from('not an image'), settings: base, scene, prompt: '', variant: 0, seed: 1 }),
    ).rejects.toThrow(/cut-out failed/);
  });
});
