/**
 * What the parts of the generations service share: the row types, the service's dependencies,
 * the refund of one image (its key and amount), and closing a generation (`finishGeneration`).
 * Every image that is not produced is refunded its share of what was reserved, exactly once.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedImages, generations } from '../../db/schema';
import type { Engine } from '../../engine';
import type { JobEnqueuer } from '../../jobs/job-payloads';
import type { Logger } from '../../logger';
import type { ImageProvider } from '../../providers/ai/images/image-provider';
import type { Storage } from '../../providers/storage';
import type { CreditsService } from '../credits';
import type { CutoutsService } from '../cutouts';
import { reservedShare } from '../reservations';
import type { ScenariosService } from '../scenarios';
import type { SourceImagesService } from '../source-images';

export type Generation = typeof generations.$inferSelect;
export type GeneratedImage = typeof generatedImages.$inferSelect;

export interface RunOptions {
  /** True on the job's last attempt: failures are refunded instead of retried. */
  lastAttempt: boolean;
  signal?: AbortSignal;
}

/** What the generations service is built on (the composition root passes it). */
export interface GenerationsDeps {
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
}

/** Ledger idempotency key of the refund of image `position` (0-based) of generation `id`. */
export const refundKey = (id: string, position: number) => `generation:${id}:refund:${position}`;

/**
 * What one image's refund gives back, in whole credits: its share of what was reserved (the
 * image's price at the generation's quality when it was created), never a price recomputed from
 * today's table.
 */
export const refundOf = (generation: Generation, position: number) =>
  reservedShare(generation.creditsReserved, generation.requestedCount, position);

/** Sets columns of generation `id`, and its `updatedAt` to now. */
export async function updateGeneration(db: Database, id: string, values: Partial<typeof generations.$inferInsert>): Promise<void> {
  await db
    .update(generations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(generations.id, id));
}

/**
 * Refunds every requested image that has no stored output (once each, by its idempotency key) and
 * closes the generation: status 'succeeded' (all made), 'partial' or 'failed' (none made), stage
 * 'done', progress 100, the failed count and the whole credits refunded by this call.
 * Input: the generation row; `error`, the reason stored on the row (none: null).
 * @throws what the database or the ledger throws.
 */
export async function finishGeneration(deps: Pick<GenerationsDeps, 'db' | 'credits' | 'logger'>, generation: Generation, error?: string): Promise<void> {
  const { db, credits, logger } = deps;
  const made = await db
    .select({ position: generatedImages.position })
    .from(generatedImages)
    .where(eq(generatedImages.generationId, generation.id));
  const madePositions = new Set(made.map((m) => m.position));
  let refunded = 0;
  for (let position = 0; position < generation.requestedCount; position += 1) {
    if (madePositions.has(position)) continue;
    const amount = refundOf(generation, position);
    // Free work (an adjustment that keeps its seed) reserved nothing and refunds nothing.
    if (amount === 0) continue;
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
  await updateGeneration(db, generation.id, {
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

/** A stable 31-bit seed (0..2^31-2) from a generation id. */
export function seedOf(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i += 1) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return (h >>> 0) % 2147483647;
}
