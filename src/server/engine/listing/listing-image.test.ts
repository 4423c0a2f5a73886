/**
 * Listing images from a real photo and its reference matte (plant_pot.jpg from the shared samples):
 * every kind comes out at exactly the marketplace's size; the callouts and the dimension figures
 * come back through OCR (tesseract, Portuguese); a callout too long is reported, never cut; texts
 * never cover the product; detail regions lie on the product's most detailed parts and say how far
 * they were enlarged; the angle grid's cells never overlap.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_RULES } from '../../../shared/listing-sets';
import { normaliseOcr, ocr } from '../../../../tests/helpers/ocr';
import { sample } from '../../../../tests/helpers/samples';
import { overlaps } from '../ads/ad-geometry';
import { angleCells } from './angles';
import { detailRegions } from './detail-crop';
import { DEFAULT_LISTING_STYLE } from './listing-canvas';
import { renderListingImage } from './listing-image';
import { formatMeasure, joinList } from './listing-words';

const { width: W, height: H } = LISTING_RULES.amazon;
let photo: Buffer;
let matte: { data: Uint8Array; width: number; height: number };
let cutout: Buffer;

beforeAll(async () => {
  photo = sample('plant_pot.jpg');
  const m = await sharp(sample('plant_pot_matte.png')).greyscale().raw().toBuffer({ resolveWithObject: true });
  matte = { data: new Uint8Array(m.data), width: m.info.width, height: m.info.height };
  const rgb = await sharp(photo).removeAlpha().raw().toBuffer();
  const rgba = Buffer.alloc(m.info.width * m.info.height * 4);
  for (let i = 0; i < m.info.width * m.info.height; i++) {
    rgba[i * 4] = rgb[i * 3]!;
    rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
    rgba[i * 4 + 3] = m.data[i]!;
  }
  cutout = await sharp(rgba, { raw: { width: m.info.width, height: m.info.height, channels: 4 } }).png().toBuffer();
});

const style = { ...DEFAULT_LISTING_STYLE, headingFont: 'montserrat' as const };

describe('infographic', () => {
  it('draws 4 callouts that OCR reads back, at the marketplace size, clear of the product: a wide product above them in a row', async () => {
    const callouts = [
      { icon: 'droplets' as const, title: 'Rega fácil', text: 'Furo de drenagem no fundo' },
      { icon: 'sun' as const, title: 'Gosta de luz', text: 'Perto de uma janela' },
      { icon: 'leaf' as const, title: 'Folhas firmes', text: 'Verde o ano todo' },
      { icon: 'package' as const, title: 'Vaso incluído' },
    ];
    const out = await renderListingImage({ kind: 'infographic', sourceType: 'compositeSynthetic', width: W, height: H, cutout, style, title: 'Planta para a sala', callouts });
    expect([out.width, out.height]).toEqual([W, H]);
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([W, H, 'jpeg']);
    expect(out.checks.passed).toBe(true);
    expect(out.checks.productClear.items).toEqual([]);
    // The plant is wider than tall: above the row it takes more than the 38 % of the page columns
    // would leave it, and each line rises to a point on its lower half.
    expect(out.productBox!.width).toBeGreaterThan(0.45);
    expect(out.anchors).toHaveLength(4);
    for (const a of out.anchors!) expect(a.y).toBeGreaterThan(0.5);
    // Each column of the row read on its own (tesseract reads columns poorly side by side): 4 columns
    // of 19.75 % of the page with 3 % between, from a 6 % margin, each read 22.75 % wide about its centre.
    for (const [i, title] of ['rega fácil', 'gosta de luz', 'folhas firmes', 'vaso incluído'].entries()) {
      const column = await sharp(out.data).extract({ left: Math.round(W * (0.045 + i * 0.2275)), top: Math.round(H * 0.66), width: Math.round(W * 0.2275), height: H - Math.round(H * 0.66) }).png().toBuffer();
      expect(normaliseOcr(await ocr(column, 'por'))).toContain(title);
    }
  }, 60_000);

  it('sets a tall product beside columns of callouts', async () => {
    const tall = await sharp(cutout).rotate(90).png().toBuffer();
    const callouts = [{ icon: 'leaf' as const, title: 'Folhas firmes' }, { icon: 'sun' as const, title: 'Gosta de luz' }, { icon: 'droplets' as const, title: 'Rega fácil' }, { icon: 'check' as const, title: 'Vaso incluído' }];
    const out = await renderListingImage({ kind: 'infographic', sourceType: 'compositeSynthetic', width: W, height: H, cutout: tall, style, callouts });
    expect(out.checks.passed).toBe(true);
    const left = normaliseOcr(await ocr(await sharp(out.data).extract({ left: 0, top: 0, width: Math.round(W * 0.22), height: H }).png().toBuffer(), 'por'));
    const right = normaliseOcr(await ocr(await sharp(out.data).extract({ left: Math.round(W * 0.78), top: 0, width: W - Math.round(W * 0.78), height: H }).png().toBuffer(), 'por'));
    for (const title of ['folhas firmes', 'gosta de luz']) expect(left).toContain(title);
    for (const title of ['rega fácil', 'vaso incluído']) expect(right).toContain(title);
  }, 60_000);

  it('honours a point the user moved, and reports a callout too long for its box', async () => {
    const anchor = { x: 0.5, y: 0.9 };
    const ok = await renderListingImage({ kind: 'infographic', sourceType: 'compositeSynthetic', width: W, height: H, cutout, style, callouts: [{ icon: 'sun', title: 'Luz', anchor }, { icon: 'leaf', title: 'Folhas' }, { icon: 'check', title: 'Vaso' }] });
    expect(ok.anchors![0]).toEqual(anchor);
    const long = 'Supercalifragilisticexpialidocious'.repeat(2).slice(0, 28);
    const bad = await renderListingImage({ kind: 'infographic', sourceType: 'compositeSynthetic', width: W, height: H, cutout, style, callouts: [{ icon: 'sun', title: long }, { icon: 'leaf', title: 'Folhas' }, { icon: 'check', title: 'Vaso' }] });
    expect(bad.checks.overflow.items).toContain('callout-1-title');
    expect(bad.checks.passed).toBe(false);
  }, 60_000);

});

describe('dimensions', () => {
  it('labels width, height and depth with the user figures in their units, read back by OCR', async () => {
    const out = await renderListingImage({ kind: 'dimensions', sourceType: 'compositeSynthetic', width: W, height: H, cutout, style, language: 'pt', dimensions: { width: 24.5, height: 38, depth: 24.5, unit: 'cm', weight: 1.2, weightUnit: 'kg' } });
    expect(out.checks.passed).toBe(true);
    expect([out.width, out.height]).toEqual([W, H]);
    const text = (await ocr(await sharp(out.data).greyscale().png().toBuffer(), 'por')).replace(/\s+/g, ' ');
    expect(text).toContain('24,5 cm');
    expect(text).toContain('38 cm');
    expect(text).toContain('1,2 kg');
    expect(text).toMatch(/Largura/);
    expect(text).toMatch(/Altura/);
  }, 60_000);

  it('writes figures in the language format and units as given', () => {
    expect(formatMeasure(12.5, 'in', 'en')).toBe('12.5 in');
    expect(formatMeasure(1250, 'mm', 'de')).toBe('1.250 mm');
    expect(formatMeasure(0.32, 'kg', 'fr')).toBe('0,32 kg');
    expect(joinList(['a', 'b', 'c'], 'es')).toBe('a, b y c');
  });
});

describe('detail crops', () => {
  it('finds distinct regions on the product, and says how far a crop is enlarged', async () => {
    const regions = await detailRegions(photo, matte, 1, 3);
    expect(regions.length).toBeGreaterThanOrEqual(2);
    for (const r of regions) {
      let inside = 0;
      let all = 0;
      for (let y = Math.floor(r.y * matte.height); y < Math.floor((r.y + r.height) * matte.height); y++) {
        for (let x = Math.floor(r.x * matte.width); x < Math.floor((r.x + r.width) * matte.width); x++) {
          all++;
          if (matte.data[y * matte.width + x]! >= 128) inside++;
        }
      }
      expect(inside / all).toBeGreaterThanOrEqual(0.55);
    }
    const out = await renderListingImage({ kind: 'detail', sourceType: 'compositeSynthetic', width: W, height: H, photo, matte, rank: 0 });
    expect([out.width, out.height]).toEqual([W, H]);
    // A 500 px photo cannot fill 2000 px from a crop without enlarging it: said, not hidden.
    expect(out.checks.enlarged.factor).toBeGreaterThan(1);
    expect(out.checks.enlarged.ok).toBe(false);
    expect(out.region!.x).toBeCloseTo(regions[0]!.x, 1);
  }, 60_000);
});

describe('angles, comparison and scenes', () => {
  it('lays out 2 to 6 cells without overlap inside the area', () => {
    const area = { x: 100, y: 100, width: 1800, height: 1800 };
    for (let n = 2; n <= 6; n++) {
      const cells = angleCells(n, area, 80);
      expect(cells).toHaveLength(n);
      for (const c of cells) {
        expect(c.x).toBeGreaterThanOrEqual(area.x);
        expect(c.x + c.width).toBeLessThanOrEqual(area.x + area.width + 1);
        expect(c.y + c.height).toBeLessThanOrEqual(area.y + area.height + 1);
      }
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(overlaps(cells[i]!, cells[j]!)).toBe(false);
    }
  });

  it('renders angles, a comparison card and a scene at the exact size', async () => {
    const { width, height } = LISTING_RULES.etsy;
    const angles = await renderListingImage({ kind: 'angles', sourceType: 'compositeSynthetic', width, height, style, items: [{ data: cutout, kind: 'cutout' }, { data: photo, kind: 'photo' }] });
    const comparison = await renderListingImage({ kind: 'comparison', sourceType: 'compositeSynthetic', width, height, cutout, style, title: 'Cabe numa prateleira', lines: ['Mais baixa que uma garrafa de água'] });
    const scene = await renderListingImage({ kind: 'scene', sourceType: 'compositeSynthetic', width, height, image: photo });
    for (const out of [angles, comparison, scene]) {
      const meta = await sharp(out.data).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      expect(out.checks.size.ok).toBe(true);
    }
    expect(angles.checks.passed).toBe(true);
    expect(comparison.checks.passed).toBe(true);
    expect(comparison.checks.productClear.ok).toBe(true);
    const read = normaliseOcr(await ocr(await sharp(comparison.data).extract({ left: Math.round(width / 2), top: 0, width: Math.round(width / 2), height }).png().toBuffer(), 'por'));
    expect(read).toContain('cabe numa prateleira');
    expect(scene.checks.enlarged.factor).toBeGreaterThan(1);
  }, 60_000);
});
