/**
 * Product lock: the canvas and masks sent to a hosted engine, and the product's
 * own pixels put back into whatever the engine returns.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { outputSize } from '../../../shared/catalog';
import { ellipseMattingEngine } from '../../../../tests/helpers/fake-matting';
import { computeCutout, type Cutout } from '../cutout/cutout';
import { buildProductLock, compositeLockedProduct, cutProduct, erodeMask, estimateProductGrade, GRADE_LIMITS, LOCK_GROUND, type ProductCut } from './product-lock';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');
const settings = { aspectRatio: '16:9', highlightProduct: true, style: 'studio', quality: 'medium', format: 'png' } as const;

let source: Buffer;
let cutout: Cutout;
let product: ProductCut;
beforeAll(async () => {
  source = fs.readFileSync(path.join(SAMPLES, 'coffee_cup.png'));
  cutout = await computeCutout(source, { engine: ellipseMattingEngine() });
  product = await cutProduct(source, cutout);
});

const raw = async (png: Buffer, channels: 1 | 3 | 4) => {
  let s = sharp(png);
  if (channels === 1) s = s.extractChannel(0);
  else if (channels === 3) s = s.removeAlpha();
  else s = s.ensureAlpha();
  return s.raw().toBuffer();
};

/** A busy, saturated picture of the given size: what an engine that repaints everything returns. */
async function repaint(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      data[i] = 40 + ((x * 7) % 60);
      data[i + 1] = 90 + ((y * 3) % 40);
      data[i + 2] = 200 + ((x + y) % 50);
    }
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

describe('buildProductLock', () => {
  it('places the product on a neutral canvas at the output size and keeps only its eroded matte', async () => {
    const { lock, product: placed } = await buildProductLock(product, settings, 0, { seed: 1 });
    const frame = outputSize('16:9');
    for (const png of [lock.canvas, lock.mask, lock.maskInverted]) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', frame.width, frame.height]);
    }
    expect((await sharp(lock.mask).metadata()).hasAlpha).toBe(true);
    const { box } = lock;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.width);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.height);
    expect([placed.width, placed.height]).toEqual([box.width, box.height]);

    const canvas = await raw(lock.canvas, 3);
    const mask = await raw(lock.mask, 4);
    const inverted = await raw(lock.maskInverted, 1);
    const alpha = Buffer.from(Array.from({ length: box.width * box.height }, (_, i) => placed.rgba[i * 4 + 3]!));
    const core = erodeMask(alpha, box.width, box.height, 4);
    let kept = 0;
    const wrong = { masks: 0, coreMask: 0, corePixels: 0, outsideMask: 0, ground: 0 };
    let coreCount = 0;
    for (let y = 0; y < frame.height; y += 1)
      for (let x = 0; x < frame.width; x += 1) {
        const d = y * frame.width + x;
        const bx = x - box.x;
        const by = y - box.y;
        const inBox = bx >= 0 && by >= 0 && bx < box.width && by < box.height;
        const a = inBox ? alpha[by * box.width + bx]! : 0;
        // The two masks say the same thing.
        if ((mask[d * 4 + 3]! === 255) !== (inverted[d] === 0)) wrong.masks += 1;
        if (mask[d * 4 + 3] === 255) kept += 1;
        if (inBox && core[by * box.width + bx]) {
          // The product's core is kept and carries the product's pixels.
          coreCount += 1;
          if (mask[d * 4 + 3] !== 255) wrong.coreMask += 1;
          if (a === 255) for (let c = 0; c < 3; c += 1) if (canvas[d * 3 + c] !== placed.rgba[(by * box.width + bx) * 4 + c]) wrong.corePixels += 1;
        } else if (a < 128) {
          // Outside the product the engine paints, on a neutral ground.
          if (mask[d * 4 + 3] !== 0) wrong.outsideMask += 1;
          if (a === 0 && (canvas[d * 3] !== LOCK_GROUND || canvas[d * 3 + 1] !== LOCK_GROUND || canvas[d * 3 + 2] !== LOCK_GROUND)) wrong.ground += 1;
        }
      }
    expect(wrong).toEqual({ masks: 0, coreMask: 0, corePixels: 0, outsideMask: 0, ground: 0 });
    expect(coreCount).toBeGreaterThan(10_000);
    expect(kept).toBeGreaterThan(core.reduce((s, v) => s + v, 0) * 0.95);
    // The band just under the product's base is paintable (room for a contact shadow).
    const baseRow = box.y + box.height - 1;
    const cx = box.x + Math.round(box.width / 2);
    expect(inverted[baseRow * frame.width + cx]).toBe(255);
  });

  it('places the variants differently and sizes a highlighted product larger', async () => {
    const a = await buildProductLock(product, settings, 0, { seed: 1 });
    const b = await buildProductLock(product, settings, 1, { seed: 1 });
    const small = await buildProductLock(product, { ...settings, highlightProduct: false }, 0, { seed: 1 });
    expect(a.lock.box.x).not.toBe(b.lock.box.x);
    expect(small.lock.box.width).toBeLessThan(a.lock.box.width);
  });
});

describe('compositeLockedProduct', () => {
  it("puts the product's own pixels back into an output that repainted everything, and keeps the engine's pixels outside", async () => {
    const { lock, product: placed } = await buildProductLock(product, settings, 2, { seed: 4 });
    const frame = outputSize('16:9');
    const output = await repaint(frame.width, frame.height);
    const result = await compositeLockedProduct(output, lock, placed, { format: 'png', quality: 'medium' });
    expect([result.width, result.height, result.mime]).toEqual([frame.width, frame.height, 'image/png']);
    // A saturated scene says nothing about the light's colour: no grade.
    expect(result.grade.gains).toEqual([1, 1, 1]);
    const out = await raw(result.data, 3);
    const engine = await raw(output, 3);
    const canvas = await raw(lock.canvas, 3);
    const { box } = lock;
    const alpha = Buffer.from(Array.from({ length: box.width * box.height }, (_, i) => placed.rgba[i * 4 + 3]!));
    const core = erodeMask(alpha, box.width, box.height, 3);
    let diff = 0;
    let n = 0;
    let changedOutside = 0;
    for (let y = 0; y < frame.height; y += 1)
      for (let x = 0; x < frame.width; x += 1) {
        const d = (y * frame.width + x) * 3;
        const bx = x - box.x;
        const by = y - box.y;
        const inBox = bx >= 0 && by >= 0 && bx < box.width && by < box.height;
        if (inBox && core[by * box.width + bx]) {
          for (let c = 0; c < 3; c += 1) diff += Math.abs(out[d + c]! - canvas[d + c]!);
          n += 3;
        } else if (!inBox || alpha[by * box.width + bx] === 0) {
          for (let c = 0; c < 3; c += 1) if (out[d + c] !== engine[d + c]) changedOutside += 1;
        }
      }
    expect(changedOutside).toBe(0);
    expect(n).toBeGreaterThan(10_000);
    expect(diff / n).toBeLessThanOrEqual(2);
  });

  it('maps an output of another size onto the canvas and encodes JPEG when asked', async () => {
    const { lock, product: placed } = await buildProductLock(product, settings, 0, { seed: 2 });
    const output = await repaint(1376, 768);
    const result = await compositeLockedProduct(output, lock, placed, { format: 'jpg', quality: 'high' });
    const meta = await sharp(result.data).metadata();
    expect([meta.format, meta.width, meta.height, result.mime, result.format]).toEqual(['jpeg', 1536, 864, 'image/jpeg', 'jpg']);
    // Stretched onto the frame, not cropped or fitted inside: a red band on the output's left
    // quarter still ends at a quarter of the frame's width.
    const banded = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#0000ff' } })
      .composite([{ input: await sharp({ create: { width: 256, height: 1024, channels: 3, background: '#ff0000' } }).png().toBuffer(), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const stretched = await raw((await compositeLockedProduct(banded, lock, placed, { format: 'png', quality: 'high' })).data, 3);
    const row = (lock.box.y > 40 ? 20 : 850) * 1536;
    expect(stretched[(row + 370) * 3]).toBeGreaterThan(200);
    expect(stretched[(row + 400) * 3 + 2]).toBeGreaterThan(200);
    // The product's core is still the product's (JPEG adds a little noise).
    const out = await raw(result.data, 3);
    const canvas = await raw(lock.canvas, 3);
    const { box } = lock;
    const alpha = Buffer.from(Array.from({ length: box.width * box.height }, (_, i) => placed.rgba[i * 4 + 3]!));
    const core = erodeMask(alpha, box.width, box.height, 3);
    let diff = 0;
    let n = 0;
    for (let by = 0; by < box.height; by += 1)
      for (let bx = 0; bx < box.width; bx += 1) {
        if (!core[by * box.width + bx]) continue;
        const d = ((box.y + by) * 1536 + box.x + bx) * 3;
        for (let c = 0; c < 3; c += 1) diff += Math.abs(out[d + c]! - canvas[d + c]!);
        n += 3;
      }
    expect(diff / n).toBeLessThan(4);
  });
});

describe('estimateProductGrade', () => {
  const W = 200;
  const H = 100;
  const box = { x: 80, y: 30, width: 40, height: 40 };
  const alpha = Buffer.alloc(40 * 40, 255);
  const scene = (r: number, g: number, b: number) => {
    const f = Buffer.alloc(W * H * 3);
    for (let i = 0; i < W * H; i += 1) f.set([r, g, b], i * 3);
    return f;
  };

  it('warms the product in a warm, neutral-ish scene, within the limits', () => {
    const { gains, samples } = estimateProductGrade(scene(200, 185, 165), W, H, box, alpha, null);
    expect(samples).toBeGreaterThan(0);
    expect(gains[0]).toBeGreaterThan(1);
    expect(gains[2]).toBeLessThan(1);
    for (const g of gains) expect(Math.abs(g - 1)).toBeLessThanOrEqual(GRADE_LIMITS.whiteBalance + 1e-9);
  });

  it('darkens the product a little in a darker scene than its photo, clamped', () => {
    const { gains } = estimateProductGrade(scene(60, 60, 60), W, H, box, alpha, 0.9);
    for (const g of gains) expect(g).toBeCloseTo(1 - GRADE_LIMITS.exposure, 6);
    const same = estimateProductGrade(scene(128, 128, 128), W, H, box, alpha, 128 / 255);
    for (const g of same.gains) expect(g).toBeCloseTo(1, 2);
  });

  it('leaves the product alone when the scene has no neutral pixels', () => {
    expect(estimateProductGrade(scene(30, 200, 60), W, H, box, alpha, 0.5)).toEqual({ gains: [1, 1, 1], samples: 0 });
  });
});
