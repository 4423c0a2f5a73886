/**
 * Reading generations: the user's generation as the API answers it (its images, its idea's title,
 * the notice of images refunded because their product changed), and how one image was made, for
 * admins.
 */
import type { TFunction } from 'i18next';
import { and, asc, eq } from 'drizzle-orm';
import type { GenerationView } from '../../../shared/contracts/creation';
import { adjustOfferOf, lockedIdeaGenerations } from './adjustments';
import type { ImageDiagnostics } from '../../../shared/contracts/admin-images';
import type { Database } from '../../db/client';
import { generatedImages, generations, scenarios } from '../../db/schema';
import { LOCAL_STUDIO_ENGINE } from '../../engine';
import { FIDELITY_THRESHOLD } from '../../engine/product/product-fidelity';
import { translator } from '../../i18n';
import { DomainError } from '../domain-error';
import type { Generation, GenerationsDeps } from './generation-common';

/**
 * A generation as the API answers it, with its images in position order.
 * `t` translates the notice of images refunded because their product changed (without it: English).
 */
export async function viewOf(db: Database, generation: Generation, t?: TFunction): Promise<GenerationView> {
  const [images, [scenario]] = await Promise.all([
    db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.generationId, generation.id))
      .orderBy(asc(generatedImages.position)),
    generation.scenarioId
      ? db.select({ title: scenarios.title, premium: scenarios.premium }).from(scenarios).where(eq(scenarios.id, generation.scenarioId))
      : Promise.resolve([]),
  ]);
  // A new variant of a premium idea is locked on a plan that does not unlock premium ideas.
  const locked = scenario?.premium && images.some((i) => i.engine === LOCAL_STUDIO_ENGINE) ? await lockedIdeaGenerations(db, generation.userId, [generation.id]) : new Set<string>();
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
      adjust: adjustOfferOf(i, locked.has(generation.id)),
      createdAt: i.createdAt.toISOString(),
    })),
    createdAt: generation.createdAt.toISOString(),
  };
}

/** The part of the service that reads generations and their images. */
export function createGenerationViews(deps: Pick<GenerationsDeps, 'db'>) {
  const { db } = deps;
  return {
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
      return viewOf(db, row, t);
    },

    /**
     * How one image was made, for admins: engine, model, latency (ms), estimated cost (USD),
     * whether the product lock was used, the fidelity score (0..1) and its threshold.
     * @throws DomainError 'not_found'.
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
  };
}
