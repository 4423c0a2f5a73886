/**
 * One image of a generation's render job: render it through the product guard, check that its
 * bytes are the type the engine says, store it and its row; or, when it fails for good, refund
 * that image's reserved price, once. The stored type is always the real type of the bytes.
 */
import { eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../shared/catalog';
import { generatedImages, generations } from '../../db/schema';
import { EngineBusyError, EngineCrashError } from '../../engine';
import { MediaInputError, sniffFormat } from '../../engine/image/decode-image';
import { ImageProviderError } from '../../providers/ai/images/image-provider';
import { ProductChangedError, type GuardedImage } from '../product-guard';
import { refundKey, refundOf, seedOf, type Generation, type GenerationsDeps, type RunOptions } from './generation-common';
import type { RenderPlan } from './render-inputs';
import { digitalSourceTypeIri, sceneSourceType, type DigitalSourceType } from '../../../shared/provenance';

/**
 * Checks that an engine's bytes are what it says they are (the stored type is the real type).
 * @throws ImageProviderError(retryable=false) when they are not.
 */
function assertRealType(data: Buffer, mime: string, format: 'png' | 'jpg'): void {
  let real: 'png' | 'jpeg';
  try {
    real = sniffFormat(data);
  } catch (error) {
    if (error instanceof MediaInputError) throw new ImageProviderError(`engine returned bytes that are not PNG or JPEG (${error.message})`, false);
    throw error;
  }
  const expected = real === 'png' ? { mime: 'image/png', format: 'png' } : { mime: 'image/jpeg', format: 'jpg' };
  if (mime !== expected.mime || format !== expected.format) {
    throw new ImageProviderError(`engine returned ${real} bytes labelled ${mime} (${format})`, false);
  }
}

/**
 * Stores a rendered image's bytes and its generated_images row (kept if a row for the position
 * already exists). Input: `sourceType`, how it was made (the statement its file carries); `latencyMs`, the render's measured milliseconds (used when the engine
 * reports none); `saved`, whether the image goes to the library at once.
 */
async function storeImage(deps: GenerationsDeps, plan: RenderPlan, position: number, rendered: GuardedImage, sourceType: DigitalSourceType, latencyMs: number, saved: boolean): Promise<void> {
  const { generation, edit, scenario, prompt, cutFingerprint } = plan;
  const id = generation.id;
  const storageKey = `users/${generation.userId}/generated/${id}-${position}.${rendered.format}`;
  await deps.storage.put(storageKey, rendered.data, rendered.mime);
  await deps.db
    .insert(generatedImages)
    .values({
      userId: generation.userId,
      generationId: id,
      position,
      storageKey,
      mime: rendered.mime,
      format: rendered.format,
      width: rendered.width,
      height: rendered.height,
      bytes: rendered.data.length,
      // What the engine drew when it says so (the local studio renderer), else the idea's text.
      prompt: edit ? edit.parent.prompt : (rendered.description ?? prompt),
      scenarioTitle: edit ? edit.parent.scenarioTitle : scenario.title,
      settings: generation.settings,
      parentImageId: generation.parentImageId,
      adjustment: generation.adjustment,
      engine: deps.images.name,
      provider: rendered.meta?.provider ?? deps.images.name,
      model: rendered.meta?.model ?? null,
      latencyMs: rendered.meta?.latencyMs ?? latencyMs,
      estimatedCostUsd: rendered.meta?.estimatedCostUsd ?? null,
      productLocked: rendered.productLocked,
      digitalSourceType: sourceType,
      lockLayout: rendered.lockBox && cutFingerprint ? { box: rendered.lockBox, frame: { width: rendered.width, height: rendered.height }, cut: cutFingerprint } : null,
      fidelityScore: rendered.fidelityScore,
      saved,
    })
    .onConflictDoNothing();
}

/**
 * Renders image `position` (0-based) of the plan's generation and stores it.
 * @throws what the engine or the guard throws; ImageProviderError when the bytes are not their type.
 */
async function renderImage(deps: GenerationsDeps, plan: RenderPlan, position: number, saved: boolean, signal?: AbortSignal): Promise<void> {
  const { generation, edit, matte, scenario, prompt, references } = plan;
  // An adjustment draws its parent again: its seed and variant, the user's layout, light and colour.
  const adjusted = generation.adjustment;
  const renderStarted = performance.now();
  const rendered = await plan.guard.render(
    deps.images,
    {
      source: edit ? edit.data : plan.photo,
      ...(deps.images.usesCutout && matte ? { matte } : {}),
      settings: generation.settings,
      scene: adjusted?.setColour ? { ...scenario.scene, accent: adjusted.setColour } : scenario.scene,
      prompt,
      ...(references.length > 0 ? { references } : {}),
      ...(edit ? { instruction: generation.instruction ?? '' } : {}),
      ...(adjusted ? { adjust: { offsetX: adjusted.offsetX ?? 0, size: adjusted.size ?? 1, lightSide: adjusted.lightSide ?? 'auto', colourChosen: !!adjusted.setColour } } : {}),
      // An edit keeps its parent's variant (the prompt's wording of the scene).
      variant: adjusted ? adjusted.variant : edit ? edit.parent.position : position,
      seed: adjusted ? adjusted.seed : seedOf(generation.id) + position,
      ...((LANGUAGES as readonly string[]).includes(scenario.language) ? { language: scenario.language as Language } : {}),
    },
    signal,
  );
  assertRealType(rendered.data, rendered.mime, rendered.format);
  // How it was made, in its file (docs/decisions/024-ai-marking.md): the engine writes it when it
  // encodes (local renders, locked composites); a model's output kept whole gets it here, and the
  // visible label when the user asked for one.
  const sourceType = sceneSourceType(!deps.images.usesCutout, rendered.productLocked);
  const label = plan.label?.(sourceType) ?? null;
  let finished: GuardedImage = rendered;
  if (label || !rendered.data.includes(digitalSourceTypeIri(sourceType))) {
    finished = { ...rendered, data: await deps.engine.finishImage({ data: rendered.data, sourceType, label }, signal) };
  }
  const latencyMs = Math.round(performance.now() - renderStarted);
  await storeImage(deps, plan, position, finished, sourceType, latencyMs, saved);
}

/**
 * After image `position` failed with `error`: rethrows it when the job should try again (a
 * retryable error before the last attempt, or an aborted attempt); else refunds the image's
 * reserved share once and counts it failed (and, when its product changed, in `fidelity_refunds`).
 */
async function refundFailedImage(deps: GenerationsDeps, generation: Generation, position: number, error: unknown, options: RunOptions): Promise<void> {
  const id = generation.id;
  // A retryable provider error, or an engine worker that crashed or was full: the job tries again.
  const retryable = (error instanceof ImageProviderError && error.retryable) || error instanceof EngineCrashError || error instanceof EngineBusyError;
  if (retryable && !options.lastAttempt) throw error;
  if (options.signal?.aborted) throw error;
  deps.logger.warn({ err: error, generationId: id, position }, 'image failed; refunding it');
  const amount = refundOf(generation, position);
  // Free work (an adjustment that keeps its seed) reserved nothing and refunds nothing.
  const refund = amount > 0
    ? await deps.credits.apply({ userId: generation.userId, amount, reason: 'generation_refund', idempotencyKey: refundKey(id, position), reference: id })
    : { applied: false };
  await deps.db
    .update(generations)
    .set({
      failedCount: sql`${generations.failedCount} + 1`,
      // Counted once, with the refund that applied.
      ...(error instanceof ProductChangedError && refund.applied ? { fidelityRefunds: sql`${generations.fidelityRefunds} + 1` } : {}),
    })
    .where(eq(generations.id, id));
}

/**
 * Renders and stores image `position` of the plan's generation; a failure that is not retried
 * refunds that image (see `refundFailedImage`).
 * Input: `saved`, whether the image goes to the library at once.
 * @throws the error when the job should try again.
 */
export async function renderPosition(deps: GenerationsDeps, plan: RenderPlan, position: number, saved: boolean, options: RunOptions): Promise<void> {
  try {
    await renderImage(deps, plan, position, saved, options.signal);
  } catch (error) {
    await refundFailedImage(deps, plan.generation, position, error, options);
  }
}
