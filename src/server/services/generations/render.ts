/**
 * The render job of a generation (`run`) and its give-up path (`abandon`). Safe to re-run: images
 * already stored are kept, images already refunded are not rendered again, a finished generation
 * is left alone. Each image that fails for good is refunded what was reserved for it, exactly once
 * (./render-image.ts); a job that gives up refunds every image not produced.
 */
import { eq } from 'drizzle-orm';
import { generatedImages, generations } from '../../db/schema';
import { autoSaveImagesOf } from '../preferences';
import { finishGeneration, refundKey, updateGeneration, type Generation, type GenerationsDeps, type RunOptions } from './generation-common';
import { renderPosition } from './render-image';
import { loadRenderInputs, prepareRender } from './render-inputs';

/**
 * The positions (0-based) of a generation still to render: neither stored nor refunded by an
 * earlier attempt. An image refunded by an earlier attempt stays refunded: rendering it again
 * would give it away.
 */
async function positionsToRender(deps: GenerationsDeps, generation: Generation): Promise<number[]> {
  const existing = await deps.db
    .select({ position: generatedImages.position })
    .from(generatedImages)
    .where(eq(generatedImages.generationId, generation.id));
  const done = new Set(existing.map((e) => e.position));
  const positions = Array.from({ length: generation.requestedCount }, (_, position) => position);
  const refunded = await deps.credits.appliedKeys(positions.map((position) => refundKey(generation.id, position)));
  return positions.filter((position) => !done.has(position) && !refunded.has(refundKey(generation.id, position)));
}

/** The part of the service that runs and closes generations (the job's side). */
export function createGenerationRenders(deps: GenerationsDeps) {
  const { db, logger } = deps;
  return {
    /**
     * Runs a generation (the job handler). A retryable provider error is rethrown so the job
     * retries, unless this is the last attempt; any other failure of one image refunds that
     * image's reserved price, once. Hosted engines keep the product by the product lock, or by
     * the fidelity check when the user lets the AI redraw it (../product-guard.ts); an image whose
     * product changed too much is refunded like a failure and counted in `fidelity_refunds`.
     * Input: the generation's id; `options.lastAttempt`, `options.signal` (aborts the attempt).
     * @throws a retryable error before the last attempt; the signal's reason when aborted.
     */
    async run(id: string, options: RunOptions): Promise<void> {
      const [generation] = await db.select().from(generations).where(eq(generations.id, id));
      if (!generation) {
        logger.warn({ generationId: id }, 'generation vanished before its job ran');
        return;
      }
      if (generation.stage === 'done') return;
      const started = performance.now();
      await updateGeneration(db, id, { status: 'running', stage: 'analyzing_image', progress: 5, engine: deps.images.name });
      const inputs = await loadRenderInputs(deps, generation);
      if ('missing' in inputs) {
        await finishGeneration(deps, generation, inputs.missing);
        return;
      }
      const plan = await prepareRender(deps, generation, inputs, options.signal);
      await updateGeneration(db, id, { stage: 'generating_scenarios', progress: 20 });
      await updateGeneration(db, id, { stage: 'generating_images', progress: 25 });
      const positions = await positionsToRender(deps, generation);
      // 'Auto-save images': off, the images wait on the results screen to be saved.
      const saved = await autoSaveImagesOf(db, generation.userId);
      for (const position of positions) {
        options.signal?.throwIfAborted();
        await renderPosition(deps, plan, position, saved, options);
        await updateGeneration(db, id, { progress: 25 + Math.round((75 * (position + 1)) / generation.requestedCount) - 1 });
      }
      const [latest] = await db.select().from(generations).where(eq(generations.id, id));
      await finishGeneration(deps, latest ?? generation);
      logger.info({ generationId: id, seconds: (performance.now() - started) / 1000 }, 'generation rendered');
    },

    /**
     * Closes a generation whose job gave up: refunds every image not produced, once, and stores
     * `reason` as its error. Nothing happens when it is missing or already done.
     */
    async abandon(id: string, reason: string): Promise<void> {
      const [generation] = await db.select().from(generations).where(eq(generations.id, id));
      if (!generation || generation.stage === 'done') return;
      await finishGeneration(deps, generation, reason);
    },
  };
}
