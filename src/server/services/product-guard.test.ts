/**
 * The product guard's fidelity check: an output whose product was replaced is
 * rendered once more; the kept image carries what both renders cost; two failures throw
 * ProductChangedError.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ellipseMattingEngine } from '../../../tests/helpers/fake-matting';
import type { ImageSettings } from '../../shared/catalog';
import type { ImageProvider, ImageRenderRequest, RenderedImage } from '../providers/ai/images/image-provider';
import { cutProduct, type ProductCut } from '../engine/product/product-lock';
import { computeCutout } from '../engine/cutout/cutout';
import { encodeProductCut } from '../engine/product/product-cut-store';
import { createInlineEngine } from '../engine';
import { createProductGuard, ProductChangedError } from './product-guard';

const SAMPLES = path.resolve(__dirname, '../../../../shared/samples');
const settings: ImageSettings = { aspectRatio: '3:2', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural', redrawProduct: true } as ImageSettings;

const inline = createInlineEngine();
let source: Buffer;
let cup: ProductCut;
let product: { cut: Buffer; fingerprint: string };
beforeAll(async () => {
  source = fs.readFileSync(path.join(SAMPLES, 'coffee_cup.png'));
  const cutout = await computeCutout(source, { engine: ellipseMattingEngine() });
  cup = await cutProduct(source, cutout);
  product = { cut: await encodeProductCut(cup, 'cup'), fingerprint: 'cup' };
});

/** A 1536x1024 scene, with the cup pasted in it or not. */
async function scene(withProduct: boolean): Promise<Buffer> {
  const base = sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#9a8f80' } });
  if (!withProduct) return base.png().toBuffer();
  const layer = await sharp(cup.rgba, { raw: { width: cup.width, height: cup.height, channels: 4 } }).png().toBuffer();
  return base.composite([{ input: layer, left: 500, top: 300 }]).png().toBuffer();
}

/** An engine that answers the given scenes in turn, each billed `cost` USD. */
function engine(outputs: Buffer[], cost: number): ImageProvider & { calls: number } {
  const state = {
    name: 'fake-hosted',
    calls: 0,
    async render(): Promise<RenderedImage> {
      const data = outputs[Math.min(state.calls, outputs.length - 1)]!;
      state.calls += 1;
      return { data, mime: 'image/png', format: 'png', width: 1536, height: 1024, meta: { provider: 'fake', model: 'fake-1', latencyMs: 10, estimatedCostUsd: cost } };
    },
  };
  return state;
}

const request = (): ImageRenderRequest => ({ source, settings, prompt: 'a cup on a table', variant: 0, seed: 7 }) as ImageRenderRequest;

describe('product guard, check mode', () => {
  it('renders once more when the product was replaced, and the kept image carries both renders’ cost', async () => {
    const guard = await createProductGuard({ mode: 'check', engine: inline, product, settings, seed: 7 });
    const fake = engine([await scene(false), await scene(true)], 0.04);
    const out = await guard.render(fake, request());
    expect(fake.calls).toBe(2);
    expect(out.fidelityScore).toBeGreaterThanOrEqual(0.5);
    expect(out.meta?.estimatedCostUsd).toBeCloseTo(0.08, 10);
  });

  it('keeps the first render and its own cost when the product is there', async () => {
    const guard = await createProductGuard({ mode: 'check', engine: inline, product, settings, seed: 7 });
    const fake = engine([await scene(true)], 0.04);
    const out = await guard.render(fake, request());
    expect(fake.calls).toBe(1);
    expect(out.meta?.estimatedCostUsd).toBeCloseTo(0.04, 10);
  });

  it('gives up with ProductChangedError after two renders without the product', async () => {
    const guard = await createProductGuard({ mode: 'check', engine: inline, product, settings, seed: 7 });
    const fake = engine([await scene(false)], 0.04);
    await expect(guard.render(fake, request())).rejects.toBeInstanceOf(ProductChangedError);
    expect(fake.calls).toBe(2);
  });
});
