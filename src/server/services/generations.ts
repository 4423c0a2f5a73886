/**
 * Generations (issue 3 items 4-7): validate settings against the user's tier, reserve the full
 * cost (count x the quality's price, `imageCost` in src/shared/plans.ts) atomically with the
 * generation row, enqueue a durable job; the job renders each image, stores it with its real MIME
 * type and refunds each image that fails, exactly once, by what was reserved for it (design.md
 * 'Credits'; docs/decisions/004-quality-based-image-cost.md).
 *
 * A generation may carry up to 3 more photos of the same product (issue 15 item 6), sent to hosted
 * engines as references. An edit (issue 15 item 5) is a generation of one image made from a
 * generated image and an instruction, for IMAGE_EDIT_CREDITS (1) whatever the quality; its image
 * links to its parent, and the product lock of the parent's render is rebuilt with the parent
 * image as the canvas (./product-guard.ts `editOf`).
 */
import type { TFunction } from 'i18next';
import { MAX_REFERENCE_IMAGES, type GenerationCreated, type GenerationView } from '../../shared/contracts/creation';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { imageSettingsSchema, outputSize, type ImageSettings } from '../../shared/catalog';
import { IMAGE_EDIT_CREDITS, imageCost } from '../../shared/plans';
import type { Database } from '../db/client';
import { generatedImages, generations, scenarios, sourceImages } from '../db/schema';
import { DomainError } from './domain-error';
import { translator } from '../i18n';
import { FIDELITY_THRESHOLD } from '../engine/product/product-fidelity';
import type { ImageDiagnostics } from '../../shared/contracts/admin-images';
import type { Logger } from '../logger';
import { ImageProviderError, type ImageProvider } from '../providers/ai/images/image-provider';
import { MediaInputError, sniffFormat } from '../engine/image/decode-image';
import type { Storage } from '../providers/storage';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { CreditsService } from './credits';
import type { CutoutsService } from './cutouts';
import { createProductGuard, guardMode, ProductChangedError } from './product-guard';
import { productCutFingerprint } from '../engine/product/product-cut-store';
import { EngineBusyError, EngineCrashError, type Engine } from '../engine';
import { reservedShare, reserveAndEnqueue } from './reservations';
import type { ScenariosService } from './scenarios';
import type { SourceImagesService } from './source-images';
import { maxImagesPerGeneration, planOf, premiumScenariosUnlocked } from './tiers';
import { autoSaveImagesOf } from './preferences';

export type Generation = typeof generations.$inferSelect;
export type GeneratedImage = typeof generatedImages.$inferSelect;

/** A generation as the API answers it (src/shared/contracts/creation.ts). */
export type { GenerationView };

export interface RunOptions {
  /** True on the job's last attempt: failures are refunded instead of retried. */
  lastAttempt: boolean;
  signal?: AbortSignal;
}

export type GenerationsService = ReturnType<typeof createGenerationsService>;

export function createGenerationsService(deps: {
  db: Database;
  storage: Storage;
  credits: CreditsService;
  sources: SourceImagesService;
  /** The cut-out in use of each source photo (touched up or automatic). */
  cutouts: CutoutsService;
  scenarios: ScenariosService;
  images: ImageProvider;
  /** Vitrine's engine: the product lock and fidelity check around hosted renders. */
  engine: Engine;
  /** The job registry's enqueue ('generation-render'). */
  jobs: JobEnqueuer;
  logger: Logger;
}) {
  const { db, storage, credits, logger } = deps;

  const refundKey = (id: string, position: number) => `generation:${id}:refund:${position}`;
  /**
   * What one image's refund gives back: its share of what was reserved (the image's price at the
   * generation's quality when it was created), never a price recomputed from today's table.
   */
  const refundOf = (generation: Generation, position: number) =>
    reservedShare(generation.creditsReserved, generation.requestedCount, position);

  /** `t` translates the notice of images refunded because their product changed (without it: English). */
  async function view(generation: Generation, t?: TFunction): Promise<GenerationView> {
    const [images, [scenario]] = await Promise.all([
      db
        .select()
        .from(generatedImages)
        .where(eq(generatedImages.generationId, generation.id))
        .orderBy(asc(generatedImages.position)),
      generation.scenarioId
        ? db.select({ title: scenarios.title }).from(scenarios).where(eq(scenarios.id, generation.scenarioId))
        : Promise.resolve([]),
    ]);
    return {
      id: generation.id,
      status: generation.status,
      stage: generation.stage,
      progress: generation.progress,
      requestedCount: generation.requestedCount,
      failedCount: generation.failedCount,
      creditsReserved: generation.creditsReserved,
      creditsRefunded: generation.creditsRefunded,
      settings: generation.settings,
      scenarioTitle: scenario?.title ?? '',
      productChangedCount: generation.fidelityRefunds,
      notice: generation.fidelityRefunds > 0 ? (t ?? translator('en'))('errors:productChanged', { count: generation.fidelityRefunds }) : null,
      images: images.map((i) => ({
        id: i.id,
        width: i.width,
        height: i.height,
        format: i.format,
        saved: i.saved,
        createdAt: i.createdAt.toISOString(),
      })),
      createdAt: generation.createdAt.toISOString(),
    };
  }

  async function update(id: string, values: Partial<typeof generations.$inferInsert>) {
    await db
      .update(generations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(generations.id, id));
  }

  /** Refunds every requested image that has no stored output and closes the generation. */
  async function finish(generation: Generation, error?: string) {
    const made = await db
      .select({ position: generatedImages.position })
      .from(generatedImages)
      .where(eq(generatedImages.generationId, generation.id));
    const madePositions = new Set(made.map((m) => m.position));
    let refunded = 0;
    for (let position = 0; position < generation.requestedCount; position += 1) {
      if (madePositions.has(position)) continue;
      const amount = refundOf(generation, position);
      await credits.apply({
        userId: generation.userId,
        amount,
        reason: 'generation_refund',
        idempotencyKey: refundKey(generation.id, position),
        reference: generation.id,
      });
      refunded += amount;
    }
    const produced = madePositions.size;
    const status = produced === generation.requestedCount ? 'succeeded' : produced === 0 ? 'failed' : 'partial';
    await update(generation.id, {
      status,
      stage: 'done',
      progress: 100,
      failedCount: generation.requestedCount - produced,
      creditsRefunded: refunded,
      error: error ?? null,
      finishedAt: new Date(),
    });
    logger.info({ generationId: generation.id, status, produced, refunded }, 'generation finished');
  }

  /**
   * The parent image of an edit and its bytes. Null when the parent (or its file) was deleted.
   */
  async function editInput(generation: Generation): Promise<{ parent: GeneratedImage; data: Buffer } | null> {
    const [parent] = await db.select().from(generatedImages).where(eq(generatedImages.id, generation.parentImageId!));
    if (!parent || !parent.generationId) return null;
    const stored = await storage.get(parent.storageKey);
    if (!stored) return null;
    return { parent, data: stored.data };
  }

  /**
   * The extra photos of a generation's product (issue 15 item 6) the engine takes: none for the
   * local renderer, else up to the engine's maxInputImages - 1, skipping photos since deleted.
   */
  async function referencesOf(generation: Generation): Promise<Buffer[]> {
    const room = deps.images.usesCutout ? 0 : Math.max(0, (deps.images.maxInputImages ?? 1) - 1);
    const ids = generation.referenceImageIds.slice(0, Math.min(room, MAX_REFERENCE_IMAGES));
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(sourceImages)
      .where(and(inArray(sourceImages.id, ids), eq(sourceImages.userId, generation.userId)));
    const out: Buffer[] = [];
    for (const refId of ids) {
      const row = rows.find((r) => r.id === refId);
      const stored = row ? await storage.get(row.storageKey) : null;
      if (stored) out.push(stored.data);
    }
    return out;
  }

  return {
    /**
     * Creates a generation and reserves its cost (`imageCost(quality, count)`: low 1, medium 2,
     * high 3 credits per image) in one transaction, then enqueues its job (refunded at once if the
     * queue refuses it; ./reservations.ts).
     * @returns the generation's id, status and the whole credits reserved.
     * @throws DomainError 'not_found' (source or scenario not the user's), 'scenario_locked'
     *   (premium idea on Free), 'too_many_images' (count above the tier's maximum),
     *   'invalid_reference_images' (more photos that are not the user's, repeated, or the main
     *   photo), 'insufficient_credits' (required: the full cost; balance), 'queue_unavailable'.
     */
    async create(
      userId: string,
      input: { sourceImageId: string; scenarioId: string; settings: ImageSettings; referenceImageIds?: string[] },
    ): Promise<GenerationCreated> {
      const settings = imageSettingsSchema.parse(input.settings);
      const referenceImageIds = input.referenceImageIds ?? [];
      if (referenceImageIds.length > MAX_REFERENCE_IMAGES || new Set(referenceImageIds).size !== referenceImageIds.length || referenceImageIds.includes(input.sourceImageId)) {
        throw new DomainError('invalid_reference_images');
      }
      const [source, scenario, plan] = await Promise.all([
        deps.sources.get(userId, input.sourceImageId),
        deps.scenarios.get(userId, input.scenarioId),
        planOf(db, userId),
        // Each extra photo must be the user's own upload (not_found otherwise).
        ...referenceImageIds.map((refId) => deps.sources.get(userId, refId)),
      ]);
      if (scenario.sourceImageId !== source.id) throw new DomainError('not_found');
      if (scenario.premium && !premiumScenariosUnlocked(plan)) throw new DomainError('scenario_locked');
      const max = maxImagesPerGeneration(plan);
      if (settings.count > max) throw new DomainError('too_many_images', { max, count: max }); // 'up to 1 image' on Free (plural by count)
      const cost = imageCost(settings.quality, settings.count);
      const id = crypto.randomUUID();
      await reserveAndEnqueue(deps, {
        userId,
        cost,
        reason: 'generation_reserve',
        idempotencyKey: `generation:${id}:reserve`,
        reference: id,
        insert: async (tx) => {
          await tx.insert(generations).values({
            id,
            userId,
            sourceImageId: source.id,
            scenarioId: scenario.id,
            settings,
            requestedCount: settings.count,
            creditsReserved: cost,
            referenceImageIds,
          });
        },
        job: { name: 'generation-render', payload: { generationId: id } },
        refund: () => this.abandon(id, 'the job queue was unavailable'),
        subject: 'generation',
        logFields: { generationId: id },
      });
      return { id, status: 'queued', creditsReserved: cost };
    },

    /**
     * Starts an edit of one of the user's generated images (issue 15 item 5): a generation of one
     * image from the parent image and `instruction`, with the parent generation's photo, idea,
     * settings and extra photos; reserves IMAGE_EDIT_CREDITS (1) and queues the job like `create`.
     * Input: the user, the image's id, the instruction (1..1000 characters, checked at the edge).
     * @returns the edit's generation id, status and credits reserved.
     * @throws DomainError 'edit_unavailable' (the local studio renderer cannot follow an
     *   instruction), 'not_found' (not the user's scene image), 'insufficient_credits', 'queue_unavailable'.
     */
    async createEdit(userId: string, imageId: string, instruction: string): Promise<GenerationCreated> {
      if (deps.images.usesCutout) throw new DomainError('edit_unavailable');
      const [parent] = await db
        .select()
        .from(generatedImages)
        .where(and(eq(generatedImages.id, imageId), eq(generatedImages.userId, userId)));
      if (!parent || !parent.generationId || !parent.settings) throw new DomainError('not_found');
      const [parentGeneration] = await db.select().from(generations).where(eq(generations.id, parent.generationId));
      if (!parentGeneration) throw new DomainError('not_found');
      const cost = IMAGE_EDIT_CREDITS;
      const id = crypto.randomUUID();
      await reserveAndEnqueue(deps, {
        userId,
        cost,
        reason: 'generation_reserve',
        idempotencyKey: `generation:${id}:reserve`,
        reference: id,
        insert: async (tx) => {
          await tx.insert(generations).values({
            id,
            userId,
            sourceImageId: parentGeneration.sourceImageId,
            scenarioId: parentGeneration.scenarioId,
            settings: { ...parent.settings!, count: 1 },
            requestedCount: 1,
            creditsReserved: cost,
            referenceImageIds: parentGeneration.referenceImageIds,
            parentImageId: parent.id,
            instruction,
          });
        },
        job: { name: 'generation-render', payload: { generationId: id } },
        refund: () => this.abandon(id, 'the job queue was unavailable'),
        subject: 'generation',
        logFields: { generationId: id, parentImageId: parent.id },
      });
      return { id, status: 'queued', creditsReserved: cost };
    },

    /**
     * The user's generation with its images; `t` translates its notice (the request's language).
     * @throws DomainError 'not_found' when not the user's.
     */
    async get(userId: string, id: string, t?: TFunction): Promise<GenerationView> {
      const [row] = await db
        .select()
        .from(generations)
        .where(and(eq(generations.id, id), eq(generations.userId, userId)));
      if (!row) throw new DomainError('not_found');
      return view(row, t);
    },

    /**
     * How one image was made, for admins (issue 15 item 3): engine, model, whether the product lock
     * was used and the fidelity score. @throws DomainError 'not_found'.
     */
    async imageDiagnostics(imageId: string): Promise<ImageDiagnostics> {
      const [row] = await db.select().from(generatedImages).where(eq(generatedImages.id, imageId));
      if (!row) throw new DomainError('not_found');
      return {
        id: row.id,
        generationId: row.generationId,
        position: row.position,
        engine: row.engine,
        provider: row.provider,
        model: row.model,
        latencyMs: row.latencyMs,
        estimatedCostUsd: row.estimatedCostUsd,
        productLocked: row.productLocked,
        fidelityScore: row.fidelityScore,
        fidelityThreshold: FIDELITY_THRESHOLD,
        createdAt: row.createdAt.toISOString(),
      };
    },

    /**
     * Runs a generation (the job handler). Safe to re-run: images already stored are kept, images
     * already refunded are not rendered again, a finished generation is left alone. A retryable
     * provider error is rethrown so the job retries, unless this is the last attempt; any other
     * failure of one image refunds that image's reserved price, once. Hosted engines keep the
     * product by the product lock, or by the fidelity check when the user lets the AI redraw it
     * (./product-guard.ts); an image whose product changed too much is refunded like a failure and
     * counted in `fidelity_refunds`.
     */
    async run(id: string, options: RunOptions): Promise<void> {
      const [generation] = await db.select().from(generations).where(eq(generations.id, id));
      if (!generation) {
        logger.warn({ generationId: id }, 'generation vanished before its job ran');
        return;
      }
      if (generation.stage === 'done') return;
      const started = performance.now();
      await update(id, { status: 'running', stage: 'analyzing_image', progress: 5, engine: deps.images.name });
      if (!generation.sourceImageId || !generation.scenarioId) {
        await finish(generation, 'source image or scenario deleted');
        return;
      }
      const [source] = await db.select().from(sourceImages).where(eq(sourceImages.id, generation.sourceImageId));
      const [scenario] = await db.select().from(scenarios).where(eq(scenarios.id, generation.scenarioId));
      const sourceData = source ? await storage.get(source.storageKey) : null;
      if (!source || !scenario || !sourceData) {
        await finish(generation, 'source image or scenario missing');
        return;
      }
      // An edit: the parent image is what the engine edits; its render's lock is rebuilt around it.
      const edit = generation.parentImageId ? await editInput(generation) : null;
      if (generation.parentImageId && !edit) {
        await finish(generation, 'the image to edit was deleted');
        return;
      }
      // The stored matte: the local renderer composes it, hosted engines lock or check the product with it.
      let mode = guardMode(deps.images, generation.settings);
      const matte = deps.images.usesCutout || mode !== 'none' ? await deps.cutouts.cutoutOf(source, options.signal) : undefined;
      options.signal?.throwIfAborted();
      // A cut-out made just now (not ready when the row was read) is on the row since.
      const matted = matte && source.cutoutStatus !== 'ready' ? ((await db.select().from(sourceImages).where(eq(sourceImages.id, source.id)))[0] ?? source) : source;
      const cutFingerprint = matted.matteKey ? productCutFingerprint(matted.matteKey, matted.cutoutStrokes) : null;
      // An edit is locked only by pasting the same product cut at its parent's box; a parent painted
      // without the lock, or locked with a cut since touched up, is checked instead.
      const parentLayout = edit?.parent.lockLayout ?? null;
      const frame = outputSize(generation.settings.aspectRatio);
      const editPlace =
        parentLayout && parentLayout.cut === cutFingerprint && parentLayout.frame.width === frame.width && parentLayout.frame.height === frame.height ? parentLayout.box : null;
      if (edit && mode === 'lock' && !editPlace) mode = 'check';
      // The product cut stored with the matte (made when the cut-out was), for the lock or the check.
      const product = matte && mode !== 'none' ? await deps.cutouts.productCutOf(matted, sourceData.data, matte, options.signal) : undefined;
      const guard = await createProductGuard({
        mode,
        engine: deps.engine,
        ...(product ? { product } : {}),
        settings: generation.settings,
        scene: scenario.scene,
        seed: seedOf(id),
        logger,
        ...(edit ? { editOf: edit.data } : {}),
        ...(editPlace ? { place: editPlace } : {}),
      });
      const references = await referencesOf(generation);

      await update(id, { stage: 'generating_scenarios', progress: 20 });
      const prompt = scenario.description;

      await update(id, { stage: 'generating_images', progress: 25 });
      const existing = await db
        .select({ position: generatedImages.position })
        .from(generatedImages)
        .where(eq(generatedImages.generationId, id));
      const done = new Set(existing.map((e) => e.position));
      // An image refunded by an earlier attempt stays refunded: rendering it again would give it away.
      const positions = Array.from({ length: generation.requestedCount }, (_, position) => position);
      const refunded = await credits.appliedKeys(positions.map((position) => refundKey(id, position)));
      const settings = generation.settings;
      // 'Auto-save images' (decision 005): off, the images wait on the results screen to be saved.
      const saved = await autoSaveImagesOf(db, generation.userId);
      for (const position of positions) {
        if (done.has(position) || refunded.has(refundKey(id, position))) continue;
        options.signal?.throwIfAborted();
        try {
          const renderStarted = performance.now();
          const rendered = await guard.render(
            deps.images,
            {
              source: edit ? edit.data : sourceData.data,
              ...(deps.images.usesCutout && matte ? { matte } : {}),
              settings,
              scene: scenario.scene,
              prompt,
              ...(references.length > 0 ? { references } : {}),
              ...(edit ? { instruction: generation.instruction ?? '' } : {}),
              // An edit keeps its parent's variant (the prompt's wording of the scene).
              variant: edit ? edit.parent.position : position,
              seed: seedOf(id) + position,
            },
            options.signal,
          );
          const latencyMs = Math.round(performance.now() - renderStarted);
          assertRealType(rendered.data, rendered.mime, rendered.format);
          const storageKey = `users/${generation.userId}/generated/${id}-${position}.${rendered.format}`;
          await storage.put(storageKey, rendered.data, rendered.mime);
          await db
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
              prompt: edit ? edit.parent.prompt : prompt,
              scenarioTitle: edit ? edit.parent.scenarioTitle : scenario.title,
              settings,
              parentImageId: generation.parentImageId,
              engine: deps.images.name,
              provider: rendered.meta?.provider ?? deps.images.name,
              model: rendered.meta?.model ?? null,
              latencyMs: rendered.meta?.latencyMs ?? latencyMs,
              estimatedCostUsd: rendered.meta?.estimatedCostUsd ?? null,
              productLocked: rendered.productLocked,
              lockLayout: rendered.lockBox && cutFingerprint ? { box: rendered.lockBox, frame: { width: rendered.width, height: rendered.height }, cut: cutFingerprint } : null,
              fidelityScore: rendered.fidelityScore,
              saved,
            })
            .onConflictDoNothing();
          done.add(position);
        } catch (error) {
          // A retryable provider error, or an engine worker that crashed or was full: the job tries again.
          const retryable = (error instanceof ImageProviderError && error.retryable) || error instanceof EngineCrashError || error instanceof EngineBusyError;
          if (retryable && !options.lastAttempt) throw error;
          if (options.signal?.aborted) throw error;
          logger.warn({ err: error, generationId: id, position }, 'image failed; refunding it');
          const refund = await credits.apply({
            userId: generation.userId,
            amount: refundOf(generation, position),
            reason: 'generation_refund',
            idempotencyKey: refundKey(id, position),
            reference: id,
          });
          await db
            .update(generations)
            .set({
              failedCount: sql`${generations.failedCount} + 1`,
              // Counted once, with the refund that applied.
              ...(error instanceof ProductChangedError && refund.applied ? { fidelityRefunds: sql`${generations.fidelityRefunds} + 1` } : {}),
            })
            .where(eq(generations.id, id));
        }
        await update(id, { progress: 25 + Math.round((75 * (position + 1)) / generation.requestedCount) - 1 });
      }
      const [latest] = await db.select().from(generations).where(eq(generations.id, id));
      await finish(latest ?? generation);
      logger.info({ generationId: id, seconds: (performance.now() - started) / 1000 }, 'generation rendered');
    },

    /** Closes a generation whose job gave up: refunds every image not produced, once. */
    async abandon(id: string, reason: string): Promise<void> {
      const [generation] = await db.select().from(generations).where(eq(generations.id, id));
      if (!generation || generation.stage === 'done') return;
      await finish(generation, reason);
    },
  };
}

/**
 * Checks that an engine's bytes are what it says they are (design.md 'Lessons' 6: the stored type
 * is the real type). @throws ImageProviderError(retryable=false) when they are not.
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

/** A stable 31-bit seed from a generation id. */
function seedOf(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i += 1) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return (h >>> 0) % 2147483647;
}
