/**
 * What keeps the user's product in a hosted image (issue 15 items 2 and 3), chosen once per
 * generation by `guardMode`:
 *   - 'lock' (hosted engines that honour the lock, unless the user lets the AI redraw the product):
 *     each image is painted around our canvas and the product's own pixels are composited back
 *     (../engine/product/product-lock.ts);
 *   - 'check' (the lock is off, or the engine cannot lock): the product is looked for in each output
 *     and scored (../engine/product/product-fidelity.ts); an output under FIDELITY_THRESHOLD is
 *     rendered once more (another seed), and if it is still under, the image fails with
 *     ProductChangedError (not retryable: the generation refunds it, once);
 *   - 'none': the local studio renderer, which composes the product's own pixels itself.
 */
import sharp from 'sharp';
import type { ImageSettings, SceneHints } from '../../shared/catalog';
import type { Logger } from '../logger';
import { ImageProviderError, type ImageProvider, type ImageRenderRequest, type RenderedImage } from '../providers/ai/images/image-provider';
import { FIDELITY_THRESHOLD, productFidelity, productTemplate, type ProductTemplate } from '../engine/product/product-fidelity';
import { buildProductLock, compositeLockedProduct, cutProduct, type ProductCut } from '../engine/product/product-lock';
import type { Cutout } from '../engine/cutout/cutout';
import type { BBox } from '../engine/cutout/mask-ops';

export type GuardMode = 'lock' | 'check' | 'none';

/** Renders an output gets, at most, when the fidelity check fails (the first one and one more). */
export const FIDELITY_ATTEMPTS = 2;

/** The product changed too much in an image, twice: the image is refunded, not retried. */
export class ProductChangedError extends ImageProviderError {
  constructor(readonly score: number) {
    super(`the product changed too much in the image (fidelity ${score.toFixed(3)} < ${FIDELITY_THRESHOLD})`, false, { code: 'product_changed' });
    this.name = 'ProductChangedError';
  }
}

/** A rendered image and how its product was kept. */
export interface GuardedImage extends RenderedImage {
  productLocked: boolean;
  /** With the lock: the product's box in the output frame, px (where its own pixels were pasted). */
  lockBox?: BBox;
  /** 0..1 when the fidelity check ran, else null. */
  fidelityScore: number | null;
}

/** The image to edit as the lock's canvas: a PNG at the output frame size (the parent's own size, normally). */
async function editCanvas(image: Buffer, frame: { width: number; height: number }): Promise<Buffer> {
  return sharp(image).rotate().toColourspace('srgb').removeAlpha().resize(frame.width, frame.height, { fit: 'fill' }).png({ compressionLevel: 3 }).toBuffer();
}

/** How a generation keeps its product with this engine and these settings. */
export function guardMode(engine: Pick<ImageProvider, 'usesCutout' | 'supportsLock'>, settings: Pick<ImageSettings, 'redrawProduct'>): GuardMode {
  if (engine.usesCutout) return 'none';
  return engine.supportsLock && !settings.redrawProduct ? 'lock' : 'check';
}

export interface ProductGuard {
  readonly mode: GuardMode;
  /**
   * Renders one image through `engine` with the guard's mode (the request's `lock` is set here).
   * @throws what the engine throws; ProductChangedError when the fidelity check fails twice.
   */
  render(engine: ImageProvider, req: ImageRenderRequest, signal?: AbortSignal): Promise<GuardedImage>;
}

/**
 * Prepares the guard of one generation: the product cut out once (lock and check; or given, as
 * stored with the matte), its template once (check).
 * Input: the mode, the source photo and its cut-out (required unless mode is 'none'), settings, scene hints, seed.
 */
export async function createProductGuard(options: {
  mode: GuardMode;
  source: Buffer;
  cutout?: Cutout;
  /** The product cut from `source` with `cutout`, when already made (../cutouts.ts `productCutOf`); else it is cut here. */
  product?: ProductCut;
  settings: ImageSettings;
  scene?: SceneHints;
  seed: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /**
   * An edit (issue 15 item 5): the parent image, which becomes the canvas. With the lock, `place`
   * is the box where the parent's lock pasted the same product cut (stored on its row), so the
   * product's mask and pixels go back exactly where the parent has the product.
   */
  editOf?: Buffer;
  /** The product's box in the frame, px, instead of the layout chosen from settings, variant and seed. */
  place?: BBox;
}): Promise<ProductGuard> {
  const { mode, settings, cutout } = options;
  if (mode === 'none' || !cutout) {
    return {
      mode: 'none',
      async render(engine, req, signal) {
        return { ...(await engine.render(req, signal)), productLocked: false, fidelityScore: null };
      },
    };
  }
  const product: ProductCut = options.product ?? (await cutProduct(options.source, cutout));
  const template: ProductTemplate | null = mode === 'check' ? await productTemplate(product) : null;

  return {
    mode,
    async render(engine, req, signal) {
      if (mode === 'lock') {
        const built = await buildProductLock(product, settings, req.variant, { scene: options.scene, seed: options.seed, ...(options.place ? { place: options.place } : {}) });
        if (options.editOf) built.lock.canvas = await editCanvas(options.editOf, built.product.frame);
        const rendered = await engine.render({ ...req, lock: built.lock }, signal);
        const composite = await compositeLockedProduct(rendered.data, built.lock, built.product, settings);
        return { ...rendered, data: composite.data, mime: composite.mime, format: composite.format, width: composite.width, height: composite.height, productLocked: true, lockBox: built.lock.box, fidelityScore: null };
      }
      let score = 0;
      // What the discarded renders cost is added to the kept one's (the vendor bills each).
      let spentBefore = 0;
      for (let attempt = 0; attempt < FIDELITY_ATTEMPTS; attempt += 1) {
        signal?.throwIfAborted();
        const rendered = await engine.render(attempt === 0 ? req : { ...req, seed: req.seed + attempt * 7919 }, signal);
        const found = await productFidelity(rendered.data, template!);
        score = found.score;
        if (score >= FIDELITY_THRESHOLD) {
          const meta = rendered.meta && rendered.meta.estimatedCostUsd !== null ? { ...rendered.meta, estimatedCostUsd: rendered.meta.estimatedCostUsd + spentBefore } : rendered.meta;
          return { ...rendered, ...(meta ? { meta } : {}), productLocked: false, fidelityScore: score };
        }
        spentBefore += rendered.meta?.estimatedCostUsd ?? 0;
        options.logger?.warn({ variant: req.variant, attempt, score, grey: found.grey, gradient: found.gradient }, 'the product changed too much in an image');
      }
      throw new ProductChangedError(score);
    },
  };
}
