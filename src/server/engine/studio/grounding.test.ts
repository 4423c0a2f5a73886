/**
 * Grounded products: the footing read from a matte, and renders where the product's lowest pixel
 * meets the surface with no gap on every set piece, with a contact shadow under each point that
 * touches it (a vehicle's two wheels, each object of a scatter) and none in mid-air.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SetPiece } from '../../../shared/catalog';
import { computeCutout } from '../cutout/cutout';
import { footingOf } from './grounding';
import { renderStudioImage } from './local-studio-renderer';

/** A magenta silhouette on a transparent photo (the product), drawn from SVG shapes. */
async function silhouette(width: number, height: number, shapes: string): Promise<Buffer> {
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g fill="#ff00ff">${shapes}</g></svg>`)).png().toBuffer();
}

/** A side view of a two-wheeler: two wheels touching the ground at y=330, a body between them well above it. */
const VEHICLE = silhouette(
  720,
  360,
  '<circle cx="150" cy="260" r="70"/><circle cx="570" cy="260" r="70"/><rect x="150" y="120" width="420" height="80"/><rect x="300" y="60" width="120" height="70"/>',
);

/** Lowest row of magenta output pixels and, per column, whether it has any. */
async function product(out: Buffer) {
  const { data, info } = await sharp(out).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const lowest = new Int32Array(info.width).fill(-1);
  let bottom = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * 3;
      // At least half covered by the magenta product: red and blue stand well above green
      // (on a neutral surface, half coverage gives a difference of about 127).
      if (data[i]! - data[i + 1]! > 110 && data[i + 2]! - data[i + 1]! > 110) {
        lowest[x] = y;
        bottom = y;
      }
    }
  }
  const luma = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  };
  return { lowest, bottom, luma, width: info.width, height: info.height };
}

describe('grounding', () => {
  it('reads the contact points of each object from a matte', () => {
    // Two objects side by side: a bar resting at row 19 and a block resting at row 12, and a
    // stray speck near the top, under nothing: it rests on the product's lowest row, not on its own.
    const w = 40;
    const h = 20;
    const alpha = new Uint8Array(w * h);
    for (let y = 2; y <= 19; y += 1) for (let x = 0; x < 10; x += 1) alpha[y * w + x] = 255;
    for (let y = 4; y <= 12; y += 1) for (let x = 20; x < 32; x += 1) alpha[y * w + x] = 255;
    alpha[0 * w + 15] = 255;
    const f = footingOf(alpha, w, h);
    expect(f.bottom).toBe(19);
    expect(f.objects).toBe(2);
    const expected = (of: (x: number) => number) => Array.from({ length: w }, (_, x) => of(x));
    expect(Array.from(f.columnBottom)).toEqual(expected((x) => (x < 10 ? 19 : x === 15 ? 0 : x >= 20 && x < 32 ? 12 : -1)));
    expect(Array.from(f.columnBase)).toEqual(expected((x) => (x < 10 ? 19 : x === 15 ? 19 : x >= 20 && x < 32 ? 12 : -1)));
  });

  it('lets a vehicle seen three-quarters touch with both wheels, at their own heights (the lower hull of its silhouette)', () => {
    // Rear wheel x 0-9 down to row 30 (further back, higher in the photo), front wheel x 50-59
    // down to row 40, a body over both down to row 20.
    const w = 60;
    const h = 45;
    const alpha = new Uint8Array(w * h);
    const fill = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) alpha[y * w + x] = 255;
    };
    fill(0, 59, 10, 20);
    fill(0, 9, 15, 30);
    fill(50, 59, 15, 40);
    const f = footingOf(alpha, w, h);
    expect(f.objects).toBe(1);
    expect(f.bottom).toBe(40);
    // The contact line runs from the rear tyre (row 30) to the front one (row 40): the rear wheel
    // touches it (gap 0 at its foot, at most 2 px across it) instead of hanging 10 px above row 40.
    expect(f.columnBase[0]).toBe(30);
    for (let x = 0; x <= 9; x += 1) expect(f.columnBase[x]! - f.columnBottom[x]!).toBeLessThanOrEqual(2);
    for (let x = 50; x < 60; x += 1) expect(f.columnBase[x]).toBe(40);
    // The belly stays well above the line.
    expect(f.columnBase[30]).toBe(36);
    expect(f.columnBottom[30]).toBe(20);
  });

  const sets: SetPiece[] = ['none', 'podium', 'plinth', 'steps', 'arch', 'blocks'];
  for (const set of sets) {
    it(`stands the product on the surface with no gap and shadows its contact points (${set})`, async () => {
      const source = await VEHICLE;
      const cutout = await computeCutout(source);
      for (const aspectRatio of ['3:2', '9:16'] as const) {
        const out = await renderStudioImage({
          source,
          cutout,
          settings: { aspectRatio, quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' },
          scene: { surface: 'paper', backdrop: 'wall', accent: '#9aa7b4', set, gobo: 'none', productClass: 'tabletop' },
          prompt: '',
          variant: 1,
          seed: 2,
        });
        const p = await product(out.data);
        const where = `${set} ${aspectRatio}`;
        // 0 px gap: the lowest product row is the row right above the surface line.
        expect(p.bottom + 1, where).toBe(out.layout.surfaceY);
        // The wheels touch; the body between them does not.
        // Source x of the wheels' centres and of the belly, to output x.
        const at = (sx: number) => Math.round(out.layout.x + (sx - out.layout.source.x) * out.layout.scale);
        const wheelX = [150, 570].map(at);
        const bellyX = at(360);
        for (const x of wheelX) expect(p.lowest[x], where).toBe(p.bottom);
        expect(p.lowest[bellyX]!, where).toBeLessThan(p.bottom - out.layout.height * 0.2);
        // Contact shadow: just under each wheel the surface is darker than under the belly.
        const y = out.layout.surfaceY + 1;
        for (const x of wheelX) expect(p.luma(x, y), where).toBeLessThan(p.luma(bellyX, y) - 20);
      }
    });
  }

  it('grounds each object of a scatter on its own line, with its own contact shadow', async () => {
    // Two sweets side by side, one further back (higher in the photo): not a flat lay (two objects).
    const source = await silhouette(600, 300, '<ellipse cx="150" cy="230" rx="90" ry="55"/><ellipse cx="430" cy="150" rx="90" ry="55"/>');
    const cutout = await computeCutout(source);
    const out = await renderStudioImage({
      source,
      cutout,
      settings: { aspectRatio: '4:3', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' },
      scene: { surface: 'paper', backdrop: 'wall', accent: '#9aa7b4', set: 'none', gobo: 'none' },
      prompt: '',
      variant: 0,
      seed: 2,
    });
    expect(out.layout.flatLay).toBe(false);
    expect(out.layout.objects).toBe(2);
    const p = await product(out.data);
    expect(p.bottom + 1).toBe(out.layout.surfaceY);
    const at = (sx: number) => Math.round(out.layout.x + (sx - out.layout.source.x) * out.layout.scale);
    const near = at(150);
    const far = at(430);
    // The far sweet rests on its own line (its lowest row), with a shadow right under it.
    const farBase = p.lowest[far]!;
    expect(farBase).toBeLessThan(p.bottom - 40);
    const between = at(290);
    expect(p.luma(far, farBase + 2)).toBeLessThan(p.luma(between, farBase + 2) - 20);
    expect(p.luma(near, p.bottom + 2)).toBeLessThan(p.luma(between, p.bottom + 2) - 20);
  });
});
