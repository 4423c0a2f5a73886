/**
 * Adjusting a local studio render: the studio renderer draws the image again from the same photo,
 * cut-out, idea, seed and variant, with the user's changes: the product moved across or scaled,
 * the key light from another side, another light of the idea (time of day), another set colour.
 * The result is a new library image linked to its parent.
 *
 * Price (docs/decisions/012-adjust-local-images.md): an adjustment that keeps the seed changes the
 * layout and light of the same picture and is free (at most FREE_ADJUSTMENTS_PER_HOUR an hour, on
 * top of the generations-per-minute limit); asking for a new variant draws the set again with a new
 * seed and costs what one image of its quality costs (`imageCost(quality, 1)`: 1, 2 or 3 credits).
 * Hosted images are changed by an instruction instead (./create.ts `createEdit`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CreateImageAdjustmentRequest, GenerationCreated, ImageAdjustOffer, RenderAdjustment } from '../../../shared/contracts/creation';
import { imageCost } from '../../../shared/plans';
import type { Database } from '../../db/client';
import { generatedImages, generations, scenarios } from '../../db/schema';
import { LOCAL_STUDIO_ENGINE } from '../../engine';
import { DomainError } from '../domain-error';
import { planOf, premiumScenariosUnlocked } from '../tiers';
import { reserveGeneration, type Abandon } from './create';
import { seedOf, type GeneratedImage, type GenerationsDeps } from './generation-common';

/** Free adjustments (same seed) a user may start in an hour. */
export const FREE_ADJUSTMENTS_PER_HOUR = 60;

/** Whether a stored image is a local studio render that Adjust can draw again. */
export function isAdjustable(image: Pick<GeneratedImage, 'kind' | 'engine' | 'generationId' | 'settings'>): boolean {
  return image.kind === 'scene' && image.engine === LOCAL_STUDIO_ENGINE && image.generationId !== null && image.settings !== null;
}

/**
 * What image `image` was drawn with: its stored adjustment, or for a first render the seed and
 * variant its generation gave it (seed of the generation + position, variant = position).
 */
export function renderAdjustmentOf(image: Pick<GeneratedImage, 'adjustment' | 'generationId' | 'position'>): RenderAdjustment {
  if (image.adjustment) return image.adjustment;
  return { seed: seedOf(image.generationId ?? '') + image.position, variant: image.position };
}

/**
 * What Adjust starts from for a generated image: the values a local studio render was drawn with
 * (move 0 and size 1 unless adjusted, light side 'auto', its time of day, its set colour), the
 * price of a new variant, and whether a new variant is locked (`newVariantLocked`: its idea is
 * premium and the user's plan does not unlock premium ideas; see `lockedIdeaGenerations`); null for
 * an image Adjust cannot draw again.
 */
export function adjustOfferOf(image: GeneratedImage, newVariantLocked = false): ImageAdjustOffer | null {
  if (!isAdjustable(image) || !image.settings) return null;
  const drawn = renderAdjustmentOf(image);
  return {
    current: {
      offsetX: drawn.offsetX ?? 0,
      size: drawn.size ?? 1,
      lightSide: drawn.lightSide ?? 'auto',
      timeOfDay: image.settings.timeOfDay,
      ...(drawn.setColour ? { setColour: drawn.setColour } : {}),
    },
    newVariantCredits: imageCost(image.settings.quality, 1),
    newVariantLocked,
  };
}

/**
 * Which of the generations `generationIds` have a premium idea that the plan of `userId` does not
 * unlock: a new variant of their images is refused ('scenario_locked'), as a generation of the idea
 * would be. Input: the user and generation ids (any number, repeats allowed).
 * Output: the set of those generation ids (empty when the plan unlocks premium ideas).
 */
export async function lockedIdeaGenerations(db: Database, userId: string, generationIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(generationIds)];
  if (ids.length === 0 || premiumScenariosUnlocked(await planOf(db, userId))) return new Set();
  const rows = await db
    .select({ id: generations.id })
    .from(generations)
    .innerJoin(scenarios, eq(scenarios.id, generations.scenarioId))
    .where(and(inArray(generations.id, ids), eq(scenarios.premium, true)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Starts an adjustment of the user's local studio render `imageId`: a generation of one image,
 * drawn from the parent's photo and idea with `request.adjustment` over the parent's own values.
 * Input: the user, the image's id, the changes (validated at the edge: offsetX -0.3..0.3, size
 * 0.7..1.3, light side, time of day, one of the offered set colours) and `newVariant`.
 * @returns the adjustment's generation id, status and credits reserved (0 unless `newVariant`).
 * @throws DomainError 'adjust_unavailable' (a hosted engine runs, or the image is not a local
 *   studio scene), 'not_found' (not the user's image), 'adjust_photo_deleted' (its photo or idea
 *   was deleted), 'scenario_locked' (a new variant of a premium idea on Free),
 *   'insufficient_credits' (a new variant), 'queue_unavailable'.
 */
async function startAdjustment(
  deps: GenerationsDeps,
  abandon: Abandon,
  userId: string,
  imageId: string,
  request: CreateImageAdjustmentRequest,
): Promise<GenerationCreated> {
  const { db } = deps;
  if (!deps.images.usesCutout) throw new DomainError('adjust_unavailable');
  const [parent] = await db
    .select()
    .from(generatedImages)
    .where(and(eq(generatedImages.id, imageId), eq(generatedImages.userId, userId)));
  if (!parent) throw new DomainError('not_found');
  if (!isAdjustable(parent) || !parent.settings) throw new DomainError('adjust_unavailable');
  const [parentGeneration] = await db.select().from(generations).where(eq(generations.id, parent.generationId!));
  if (!parentGeneration?.sourceImageId || !parentGeneration.scenarioId) throw new DomainError('adjust_photo_deleted');
  if (request.newVariant) {
    // A new variant is a new image of the idea: a premium idea needs a tier that unlocks it, as for a generation.
    const [scenario, plan] = await Promise.all([deps.scenarios.get(userId, parentGeneration.scenarioId), planOf(db, userId)]);
    if (scenario.premium && !premiumScenariosUnlocked(plan)) throw new DomainError('scenario_locked');
  }
  const { timeOfDay, ...layout } = request.adjustment;
  const before = renderAdjustmentOf(parent);
  const id = crypto.randomUUID();
  // Fields left out keep the parent's values; a null set colour goes back to the idea's own.
  const adjustment: RenderAdjustment = { ...before, ...Object.fromEntries(Object.entries(layout).filter(([, v]) => v !== undefined)) };
  if (adjustment.setColour === null) delete adjustment.setColour;
  if (request.newVariant) adjustment.seed = seedOf(id);
  const settings = { ...parent.settings, count: 1, ...(timeOfDay ? { timeOfDay } : {}) };
  const cost = request.newVariant ? imageCost(settings.quality, 1) : 0;
  await reserveGeneration(deps, abandon, {
    id,
    userId,
    cost,
    values: {
      sourceImageId: parentGeneration.sourceImageId,
      scenarioId: parentGeneration.scenarioId,
      settings,
      requestedCount: 1,
      referenceImageIds: [],
      parentImageId: parent.id,
      adjustment,
    },
    logFields: { generationId: id, parentImageId: parent.id },
  });
  return { id, status: 'queued', creditsReserved: cost };
}

/**
 * The part of the service that starts adjustments.
 * Input: the service's dependencies and its `abandon` (closes a job the queue refused).
 */
export function createGenerationAdjustments(deps: GenerationsDeps, abandon: Abandon) {
  return {
    /**
     * Starts an adjustment of the user's local studio render `imageId`; see `startAdjustment`.
     * @returns the adjustment's generation id, status and credits reserved (0 unless a new variant).
     * @throws DomainError 'adjust_unavailable', 'not_found', 'adjust_photo_deleted',
     *   'scenario_locked', 'insufficient_credits', 'queue_unavailable'.
     */
    createAdjustment(userId: string, imageId: string, request: CreateImageAdjustmentRequest): Promise<GenerationCreated> {
      return startAdjustment(deps, abandon, userId, imageId, request);
    },
  };
}
