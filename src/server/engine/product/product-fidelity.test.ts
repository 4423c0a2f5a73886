/**
 * Fidelity check: the product is found wherever it was moved, at another size,
 * graded or compressed, and an output whose product was replaced scores under the threshold.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ellipseMattingEngine } from '../../../../tests/helpers/fake-matting';
import { computeCutout } from '../cutout/cutout';
import { FIDELITY_THRESHOLD, productFidelity, productTemplate, type ProductTemplate } from './product-fidelity';
import { cutProduct, type ProductCut } from './product-lock';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');
const W = 1536;
const H = 1024;

async function cut(name: string): Promise<ProductCut> {
  const source = fs.readFileSync(path.join(SAMPLES, name));
  return cutProduct(source, await computeCutout(source, { engine: ellipseMattingEngine() }));
}

/** A scene (gradient wall, darker floor) with `product` pasted at (x, y), scaled, optionally graded. */
async function scene(product: ProductCut, x: number, y: number, scale: number, options: { grade?: [number, number, number]; jpeg?: boolean } = {}): Promise<Buffer> {
  const svg = `<svg width="${W}" height="${H}" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0" stop-color="#556"/><stop offset="1" stop-color="#dcb"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/><rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="#8a6a4a"/></svg>`;
  const w = Math.round(product.width * scale);
  const h = Math.round(product.height * scale);
  let layer = sharp(product.rgba, { raw: { width: product.width, height: product.height, channels: 4 } }).resize(w, h, { fit: 'fill' });
  if (options.grade) layer = layer.linear([...options.grade, 1], [0, 0, 0, 0]);
  const out = sharp(Buffer.from(svg)).composite([{ input: await layer.png().toBuffer(), left: x, top: y }]);
  return options.jpeg ? out.jpeg({ quality: 80 }).toBuffer() : out.png().toBuffer();
}

let cup: ProductCut;
let template: ProductTemplate;
beforeAll(async () => {
  cup = await cut('coffee_cup.png');
  template = await productTemplate(cup);
});

describe('productFidelity', () => {
  it('finds the product moved, at another size, graded and compressed, and scores it high', async () => {
    const cases: [string, Buffer, { x: number; y: number; scale: number }][] = [
      ['moved left, smaller', await scene(cup, 100, 500, 0.8), { x: 100, y: 500, scale: 0.8 }],
      ['moved right, larger, JPEG', await scene(cup, 600, 200, 2, { jpeg: true }), { x: 600, y: 200, scale: 2 }],
      ['warmer and darker', await scene(cup, 300, 300, 1.2, { grade: [1.05, 0.92, 0.8], jpeg: true }), { x: 300, y: 300, scale: 1.2 }],
    ];
    for (const [name, image, where] of cases) {
      const result = await productFidelity(image, template);
      expect(result.score, name).toBeGreaterThan(0.8);
      expect(result.score, name).toBeGreaterThanOrEqual(FIDELITY_THRESHOLD);
      // Found where it was put, at the size it was put.
      expect(Math.abs(result.box.x - where.x), name).toBeLessThan(12);
      expect(Math.abs(result.box.y - where.y), name).toBeLessThan(12);
      expect(result.box.width / (cup.width * where.scale), name).toBeGreaterThan(0.92);
      expect(result.box.width / (cup.width * where.scale), name).toBeLessThan(1.08);
    }
  });

  it('scores under the threshold when another object, noise or nothing stands where the product was', async () => {
    const apple = await cut('apple.jpg');
    const pot = await cut('plant_pot.jpg');
    const noise = Buffer.alloc(320 * 240 * 3);
    let seed = 7;
    for (let i = 0; i < noise.length; i += 1) noise[i] = (seed = (seed * 1103515245 + 12345) % 2147483648) % 256;
    const noisy = await sharp(await scene(cup, 500, 300, 1.5))
      .composite([{ input: await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } }).resize(640, 480).png().toBuffer(), left: 500, top: 300 }])
      .png()
      .toBuffer();
    const cases: [string, Buffer][] = [
      ['another product', await scene(apple, 500, 300, 1.5)],
      ['a third product', await scene(pot, 500, 300, 1)],
      ['noise over the product', noisy],
      ['a flat colour', await sharp({ create: { width: W, height: H, channels: 3, background: { r: 90, g: 140, b: 200 } } }).png().toBuffer()],
    ];
    for (const [name, image] of cases) {
      const result = await productFidelity(image, template);
      expect(result.score, name).toBeLessThan(FIDELITY_THRESHOLD - 0.1);
    }
  });
});
