/**
 * Starting a generation: validate the settings against the user's tier, reserve the full cost
 * (count x the quality's price, `imageCost` in src/shared/plans.ts) atomically with the generation
 * row, and enqueue its durable 'generation-render' job (../reservations.ts: refunded at once when
 * the queue refuses it).
 *
 * A generation may carry up to MAX_REFERENCE_IMAGES (3) more photos of the same product, sent to
 * hosted engines as references. An edit is a generation of one image made from a generated image
 * and an instruction, for IMAGE_EDIT_CREDITS (1) whatever the quality; its image links to its
 * parent.
 */
import { and, eq } from 'drizzle-orm';
import { MAX_REFERENCE_IMAGES, type GenerationCreated } from '../../../shared/contracts/creation';
import { imageSettingsSchema, LOCAL_MIN_PRODUCT_SHARE, QUALITIES, LOCAL_RENDER_LONG_SIDE_PX, localQualitySupported, type ImageSettings, type Quality } from '../../../shared/catalog';
import type { ProductBox } from '../../../shared/contracts/cutout';
import { IMAGE_EDIT_CREDITS, imageCost } from '../../../shared/plans';
import { generatedImages, generations } from '../../db/schema';
import { DomainError } from '../domain-error';
import { reserveAndEnqueue } from '../reservations';
import { maxImagesPerGeneration, planOf, premiumScenariosUnlocked } from '../tiers';
import type { GenerationsDeps } from './generation-common';

/** Closes a generation whose job will not run and refunds it (the render part's `abandon`). */
export type Abandon = (id: string, reason: string) => Promise<void>;

/** What a new generation is made from: the user's photo, an idea of it, settings, more photos. */
export interface GenerationInput {
  sourceImageId: string;
  scenarioId: string;
  settings: ImageSettings;
  referenceImageIds?: string[];
}

/** The columns of a new generation row besides its id, owner and reservation. */
type GenerationValues = Omit<typeof generations.$inferInsert, 'id' | 'userId' | 'creditsReserved'>;

/**
 * Inserts generation `id` with its values, reserves `cost` whole credits in the same transaction,
 * then enqueues its render job; when the queue refuses, `abandon` closes and refunds it.
 * @throws DomainError 'insufficient_credits' (required: cost; balance), 'queue_unavailable'.
 */
export async function reserveGeneration(
  deps: GenerationsDeps,
  abandon: Abandon,
  r: { id: string; userId: string; cost: number; values: GenerationValues; logFields: Record<string, string> },
): Promise<void> {
  await reserveAndEnqueue(deps, {
    userId: r.userId,
    cost: r.cost,
    reason: 'generation_reserve',
    idempotencyKey: `generation:${r.id}:reserve`,
    reference: r.id,
    insert: async (tx) => {
      await tx.insert(generations).values({ id: r.id, userId: r.userId, ...r.values, creditsReserved: r.cost });
    },
    job: { name: 'generation-render', payload: { generationId: r.id } },
    refund: () => abandon(r.id, 'the job queue was unavailable'),
    subject: 'generation',
    logFields: r.logFields,
  });
}

/**
 * With the built-in studio renderer, a quality is offered only when the product's pixels can fill
 * its size without going soft (`localQualitySupported` in src/shared/catalog.ts). Input: the
 * quality asked for and the product's box in the matte in use (px, `CutoutsService.productBoxOf`;
 * null when unknown: a cut-out recorded before boxes were).
 * @throws DomainError 'quality_unsupported' with the product's long side (`px`), the quality's
 *   long side (`size`) and the long side the product would need (`needed`), all px.
 */
export function assertQualityFits(quality: Quality, box: ProductBox | null): void {
  const px = box ? Math.max(box.width, box.height) : null;
  if (px === null || localQualitySupported(quality, px)) return;
  const size = LOCAL_RENDER_LONG_SIDE_PX[quality];
  throw new DomainError('quality_unsupported', { px, size, needed: Math.ceil(size * LOCAL_MIN_PRODUCT_SHARE) });
}

/**
 * Creates a generation and reserves its cost (`imageCost(quality, count)`: low 1, medium 2, high 3
 * credits per image) in one transaction, then enqueues its job (refunded at once if the queue
 * refuses it).
 * @returns the generation's id, status and the whole credits reserved.
 * @throws DomainError 'not_found' (source or scenario not the user's), 'scenario_locked' (premium
 *   idea on Free), 'too_many_images' (count above the tier's maximum), 'invalid_reference_images'
 *   (more photos that are not the user's, repeated, or the main photo), 'quality_unsupported' (the
 *   built-in renderer would enlarge the product past what stays sharp), 'insufficient_credits'
 *   (required: the full cost; balance), 'queue_unavailable'.
 */
async function startGeneration(deps: GenerationsDeps, abandon: Abandon, userId: string, input: GenerationInput, id: string = crypto.randomUUID()): Promise<GenerationCreated> {
  const settings = imageSettingsSchema.parse(input.settings);
  const referenceImageIds = input.referenceImageIds ?? [];
  if (referenceImageIds.length > MAX_REFERENCE_IMAGES || new Set(referenceImageIds).size !== referenceImageIds.length || referenceImageIds.includes(input.sourceImageId)) {
    throw new DomainError('invalid_reference_images');
  }
  const [source, scenario, plan] = await Promise.all([
    deps.sources.get(userId, input.sourceImageId),
    deps.scenarios.get(userId, input.scenarioId),
    planOf(deps.db, userId),
    // Each extra photo must be the user's own upload (not_found otherwise).
    ...referenceImageIds.map((refId) => deps.sources.get(userId, refId)),
  ]);
  if (scenario.sourceImageId !== source.id) throw new DomainError('not_found');
  if (scenario.premium && !premiumScenariosUnlocked(plan)) throw new DomainError('scenario_locked');
  const max = maxImagesPerGeneration(plan);
  if (settings.count > max) throw new DomainError('too_many_images', { max, count: max }); // 'up to 1 image' on Free (plural by count)
  // Low, the smallest size, is always offered: only the larger ones need the product's size.
  if (deps.images.usesCutout && settings.quality !== QUALITIES[0]) assertQualityFits(settings.quality, await deps.cutouts.productBoxOf(source));
  const cost = imageCost(settings.quality, settings.count);
  await reserveGeneration(deps, abandon, {
    id,
    userId,
    cost,
    values: { sourceImageId: source.id, scenarioId: scenario.id, settings, requestedCount: settings.count, referenceImageIds },
    logFields: { generationId: id },
  });
  return { id, status: 'queued', creditsReserved: cost };
}

/**
 * Starts an edit of one of the user's generated images: a generation of one image from the parent
 * image and `instruction`, with the parent generation's photo, idea, settings and extra photos;
 * reserves IMAGE_EDIT_CREDITS (1) and queues the job like `startGeneration`.
 * Input: the user, the image's id, the instruction (1..1000 characters, checked at the edge).
 * @returns the edit's generation id, status and credits reserved.
 * @throws DomainError 'edit_unavailable' (the local studio renderer cannot follow an instruction),
 *   'not_found' (not the user's scene image), 'insufficient_credits', 'queue_unavailable'.
 */
async function startEdit(deps: GenerationsDeps, abandon: Abandon, userId: string, imageId: string, instruction: string): Promise<GenerationCreated> {
  const { db } = deps;
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
  await reserveGeneration(deps, abandon, {
    id,
    userId,
    cost,
    values: {
      sourceImageId: parentGeneration.sourceImageId,
      scenarioId: parentGeneration.scenarioId,
      settings: { ...parent.settings, count: 1 },
      requestedCount: 1,
      referenceImageIds: parentGeneration.referenceImageIds,
      parentImageId: parent.id,
      instruction,
    },
    logFields: { generationId: id, parentImageId: parent.id },
  });
  return { id, status: 'queued', creditsReserved: cost };
}

/**
 * The part of the service that starts generations and edits.
 * Input: the service's dependencies and its `abandon` (the refund when the queue refuses a job).
 */
export function createGenerationStarts(deps: GenerationsDeps, abandon: Abandon) {
  return {
    /**
     * Creates a generation of `input.settings.count` images and reserves their cost; see
     * `startGeneration` for the rules. `id`: the new generation's id (default: a random one; a
     * batch item passes its work id, so a job that runs again finds the generation it made).
     * @returns the generation's id, status and the whole credits reserved.
     * @throws DomainError 'not_found', 'scenario_locked', 'too_many_images',
     *   'invalid_reference_images', 'insufficient_credits', 'queue_unavailable'.
     */
    create(userId: string, input: GenerationInput, id?: string): Promise<GenerationCreated> {
      return startGeneration(deps, abandon, userId, input, id);
    },

    /**
     * Starts an edit of the user's generated image `imageId` by `instruction` for
     * IMAGE_EDIT_CREDITS (1); see `startEdit`.
     * @returns the edit's generation id, status and credits reserved.
     * @throws DomainError 'edit_unavailable', 'not_found', 'insufficient_credits', 'queue_unavailable'.
     */
    createEdit(userId: string, imageId: string, instruction: string): Promise<GenerationCreated> {
      return startEdit(deps, abandon, userId, imageId, instruction);
    },
  };
}
