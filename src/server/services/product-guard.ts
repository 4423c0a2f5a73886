/**
 * What keeps the user's product in a hosted image, chosen once per generation by `guardMode`:
 *   - 'lock' (hosted engines that honour the lock, unless the user lets the AI redraw the product):
 *     each image is painted around our canvas and the product's own pixels are composited back
 *     (the engine's `productLock` and `compositeLocked`, ../engine/product/product-lock.ts);
 *   - 'check' (the lock is off, or the engine cannot lock): the product is looked for in each output
 *     and scored (the engine's `productFidelity`, ../engine/product/product-fidelity.ts); an output
 *     under FIDELITY_THRESHOLD is rendered once more (another seed), and if it is still under, the
 *     image fails with ProductChangedError (not retryable: the generation refunds it, once);
 *   - 'none': the local studio renderer, which composes the product's own pixels itself.
 * The pixel work runs in the engine's workers; this module holds the rules.
 */
import type { ImageSettings, SceneHints } from '../../shared/catalog';
import type { Logger } from '../logger';
import { ImageProviderError, type ImageProvider, type ImageRenderRequest, type RenderedImage } from '../providers/ai/images/image-provider';
import { FIDELITY_THRESHOLD } from '../engine/product/product-fidelity';
import type { Engine, LockPlacement } from '../engine';
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
 * Prepares the guard of one generation.
 * Input: the mode; the engine; the product cut as stored with the matte in use and its
 * fingerprint (required unless mode is 'none'); settings, scene hints, seed; for an edit, the
 * parent image and, with the lock, the box where the parent's lock pasted the same cut.
 * @throws Error when the stored product cut does not carry the fingerprint (the caller cut it anew).
 */
export async function createProductGuard(options: {
  mode: GuardMode;
  engine: Engine;
  /** The product cut from the photo with the matte in use (../cutouts.ts `productCutOf`). */
  product?: { cut: Buffer; fingerprint: string };
  settings: ImageSettings;
  scene?: SceneHints;
  seed: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** An edit: the parent image, which becomes the canvas. */
  editOf?: Buffer;
  /** The product's box in the frame, px, instead of the layout chosen from settings, variant and seed. */
  place?: BBox;
}): Promise<ProductGuard> {
  const { mode, settings, engine, product } = options;
  if (mode === 'none' || !product) {
    return {
      mode: 'none',
      async render(images, req, signal) {
        return { ...(await images.render(req, signal)), productLocked: false, fidelityScore: null };
      },
    };
  }
  const unreadable = () => new ImageProviderError('the stored product cut could not be read', false);

  return {
    mode,
    async render(images, req, signal) {
      if (mode === 'lock') {
        const placement: LockPlacement = {
          cut: product.cut,
          fingerprint: product.fingerprint,
          settings,
          variant: req.variant,
          ...(options.scene ? { scene: options.scene } : {}),
          seed: options.seed,
          ...(options.place ? { place: options.place } : {}),
        };
        const lock = await engine.productLock({ ...placement, ...(options.editOf ? { editOf: options.editOf } : {}) }, signal);
        if (!lock) throw unreadable();
        const rendered = await images.render({ ...req, lock }, signal);
        const composite = await engine.compositeLocked({ ...placement, output: rendered.data }, signal);
        if (!composite) throw unreadable();
        return { ...rendered, data: composite.data, mime: composite.mime, format: composite.format, width: composite.width, height: composite.height, productLocked: true, lockBox: composite.box, fidelityScore: null };
      }
      let score = 0;
      // What the discarded renders cost is added to the kept one's (the vendor bills each).
      let spentBefore = 0;
      for (let attempt = 0; attempt < FIDELITY_ATTEMPTS; attempt += 1) {
        signal?.throwIfAborted();
        const rendered = await images.render(attempt === 0 ? req : { ...req, seed: req.seed + attempt * 7919 }, signal);
        const found = await engine.productFidelity({ cut: product.cut, fingerprint: product.fingerprint, output: rendered.data }, signal);
        if (!found) throw unreadable();
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
