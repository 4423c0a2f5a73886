/**
 * The studio renderer on every sample photo: exact output size and real format
 * for the aspect ratios, the product's own pixels preserved where it was placed, and visible
 * differences between styles, times of day and 'highlight product'.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCAL_RENDER_LONG_SIDE_PX, outputSize, QUALITIES, type AspectRatio, type ImageSettings } from '../../../shared/catalog';
import { computeCutout } from '../cutout/cutout';
import { createGrabCutEngine } from '../cutout/matting-engine';
import { renderStudioImage } from './local-studio-renderer';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');
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

/**
 * A sample photo and its GrabCut cut-out, computed once per photo for this file: the cut-out is the
 * renderer's input here, not what is tested (the cut-out has its own tests).
 */
const cutouts = new Map<string, ReturnType<typeof computeCutout>>();
async function photoWithCutout(photo: string) {
  const source = fs.readFileSync(path.join(SAMPLES, photo));
  let cutout = cutouts.get(photo);
  if (!cutout) {
    cutout = computeCutout(source, { engine: createGrabCutEngine() });
    cutouts.set(photo, cutout);
  }
  return { source, cutout: await cutout };
}

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
      const { source, cutout } = await photoWithCutout(photo);
      const ratios: AspectRatio[] = [(['3:2', '9:16', '4:3', '2:3'] as const)[i]!, '1:1'];
      for (const [k, aspectRatio] of ratios.entries()) {
        const format = k === 0 ? 'png' : 'jpg';
        // Each quality buys its own size: 1024, 1536 or 2048 px on the long side.
        const quality = QUALITIES[(i + k) % QUALITIES.length]!;
        const out = await renderStudioImage({
          source,
          cutout,
          settings: { ...base, aspectRatio, format, quality },
          scene,
          prompt: 'test',
          variant: k,
          seed: 7,
        });
        const size = outputSize(aspectRatio, LOCAL_RENDER_LONG_SIDE_PX[quality]);
        const meta = await sharp(out.data).metadata();
        expect({ w: meta.width, h: meta.height, format: meta.format }).toEqual({
          w: size.width,
          h: size.height,
          format: format === 'png' ? 'png' : 'jpeg',
        });
        expect(out.mime).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
        expect(Math.max(out.width, out.height)).toBe({ low: 1024, medium: 1536, high: 2048 }[quality]);
        expect(out.width % 2 + out.height % 2).toBe(0);
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
    const { source, cutout } = await photoWithCutout('coffee_cup.png');
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

  // The images of one generation differ in composition. Measure: the mean pairwise
  // difference of 64x64 greyscale thumbnails (0-1) of a generation's three images is at least 0.12.
  for (const photo of PHOTOS) {
    it(`gives three different compositions in one generation of ${photo}`, async () => {
      const { source, cutout } = await photoWithCutout(photo);
      const thumbs: Buffer[] = [];
      const layouts = [];
      for (let variant = 0; variant < 3; variant += 1) {
        const out = await renderStudioImage({ source, cutout, settings: { ...base, aspectRatio: '4:3' }, scene: { ...scene, set: 'none', gobo: 'none' }, prompt: '', variant, seed: 42 });
        thumbs.push(await sharp(out.data).greyscale().resize(64, 64, { fit: 'fill' }).raw().toBuffer());
        layouts.push(out.layout);
      }
      let sum = 0;
      let pairs = 0;
      for (let a = 0; a < thumbs.length; a += 1)
        for (let b = a + 1; b < thumbs.length; b += 1) {
          let d = 0;
          for (let i = 0; i < 64 * 64; i += 1) d += Math.abs(thumbs[a]![i]! - thumbs[b]![i]!);
          sum += d / (64 * 64 * 255);
          pairs += 1;
        }
      expect(sum / pairs).toBeGreaterThanOrEqual(0.12);
      // The idea's set and light pattern stay; the camera, the place and the light's side change.
      expect(new Set(layouts.map((l) => `${l.set}/${l.gobo}`)).size).toBe(1);
      expect(new Set(layouts.map((l) => `${l.lightSide}/${l.x}/${l.width}`)).size).toBe(3);
    });
  }

  it('lays a top-down photo of a scatter of items flat, seen from above', async () => {
    // Six sweets spread over a transparent photo: a flat lay.
    const discs = [[120, 110], [330, 90], [520, 140], [160, 330], [390, 300], [560, 360]]
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="48" fill="${['#d33', '#3a3', '#33c', '#ec3', '#c3c', '#3cc'][i]}"/>`)
      .join('');
    const source = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="680" height="460">${discs}</svg>`)).png().toBuffer();
    const cutout = await computeCutout(source);
    expect(cutout.method).toBe('alpha');
    const out = await renderStudioImage({ source, cutout, settings: { ...base, aspectRatio: '3:2' }, scene: { ...scene, set: 'podium' }, prompt: '', variant: 0, seed: 5 });
    expect(out.layout.flatLay).toBe(true);
    expect(out.layout.set).toBe('none');
    // Centred in the frame (laid on the surface), not standing on a table line near the bottom.
    const centreY = out.layout.y + out.layout.height / 2;
    expect(Math.abs(centreY - out.height / 2)).toBeLessThan(out.height * 0.05);
    // Seen from above: no horizon, so the top rows are surface like the rest, not a backdrop wall.
    const rows = async (top: number) => (await sharp(out.data).extract({ left: 0, top, width: out.width, height: 40 }).greyscale().stats()).channels[0]!.mean;
    expect(Math.abs((await rows(0)) - (await rows(out.height - 40)))).toBeLessThan(40);

    // A single upright product is not a flat lay.
    const cup = await photoWithCutout('coffee_cup.png');
    const upright = await renderStudioImage({ source: cup.source, cutout: cup.cutout, settings: base, scene, prompt: '', variant: 0, seed: 5 });
    expect(upright.layout.flatLay).toBe(false);
  });

  it('gives each advanced style (lifestyle, professional, casual, minimalist) a visible effect on the set', async () => {
    // A product its photo does not cut (GrabCut's apple runs into the photo's bottom edge, and a
    // product the photo cuts stands on no set piece).
    const { source, cutout } = await photoWithCutout('cookie_box_gray.png');
    const render = (advancedStyle?: ImageSettings['advancedStyle']) =>
      renderStudioImage({ source, cutout, settings: { ...base, aspectRatio: '4:3', advancedStyle }, scene: { ...scene, set: 'none', gobo: 'none' }, prompt: '', variant: 0, seed: 8 });
    const thumb = async (buf: Buffer) => sharp(buf).greyscale().resize(64, 64, { fit: 'fill' }).raw().toBuffer();
    const plain = await render(undefined);
    const plainThumb = await thumb(plain.data);
    const looks = {
      lifestyle: await render('lifestyle'),
      professional: await render('professional'),
      casual: await render('casual'),
      minimalist: await render('minimalist'),
    };
    for (const out of Object.values(looks)) {
      const t = await thumb(out.data);
      let d = 0;
      for (let i = 0; i < t.length; i += 1) d += Math.abs(t[i]! - plainThumb[i]!);
      expect(d / (t.length * 255)).toBeGreaterThan(0.02);
    }
    expect(looks.lifestyle.layout.set).toBe('blocks');
    expect(looks.lifestyle.layout.gobo).toBe('foliage');
    expect(looks.professional.layout).toMatchObject({ set: 'podium', gobo: 'none' });
    expect(Math.abs(looks.casual.layout.tiltDegrees)).toBeGreaterThan(1);
    expect(looks.casual.layout.gobo).toBe('blinds');
    expect(looks.minimalist.layout).toMatchObject({ set: 'none', gobo: 'none' });
    expect(looks.minimalist.layout.width).toBeLessThan(plain.layout.width * 0.9);
    // Every look keeps the exact output size (the tilted one is cropped back to it).
    for (const out of Object.values(looks)) {
      expect([out.width, out.height]).toEqual([plain.width, plain.height]);
    }
  });

  it('refuses a broken image with a clear error', async () => {
    await expect(
      renderStudioImage({ source: Buffer.from('not an image'), settings: base, scene, prompt: '', variant: 0, seed: 1 }),
    ).rejects.toThrow(/cut-out failed/);
  });
});
