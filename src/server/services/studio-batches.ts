/**
 * Studio Photos batches: 1 to 50 of a user's photos, one preset, one packshot each.
 *
 * Credits (as generations do it, docs/ARCHITECTURE.md 'Credits'): a batch reserves 1 credit per photo in the
 * same transaction that creates it (`studio:<batch>:reserve`), then queues one job. The job renders
 * (in the engine's workers) each photo from its cut-out in use (automatic or touched up; ./cutouts.ts), checks the packshot
 * (engine/packshot/packshot-compliance.ts) and stores it in the library (kind 'studio', with its
 * preset). An item that fails (photo gone or unreadable, no cut-out, rendering error, or a packshot
 * that breaks its preset's rules) is refunded its share once (`studio:<batch>:refund:<position>`)
 * and never rendered again by a later attempt; a job that gives up refunds every item not made.
 * A packshot and its item are saved in one transaction, so a retried job never stores it twice.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { CreateStudioBatch, StudioBatchCreated, StudioBatchView, StudioItemFailure } from '../../shared/contracts/studio';
import { resolveStudioSpec, STUDIO_PACKSHOT_CREDITS, type StudioPresetId, type StudioSpec } from '../../shared/studio-presets';
import type { Database } from '../db/client';
import { creditTransactions, generatedImages, sourceImages, studioBatchItems, studioBatches } from '../db/schema';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import { MatteMismatchError, type CheckedPackshotResult, type Engine, type MatteRef } from '../engine';
import { MediaInputError } from '../engine/image/decode-image';
import type { Storage } from '../providers/storage';
import type { CreditsService } from './credits';
import type { CutoutsService } from './cutouts';
import { DomainError } from './domain-error';
import { reservedShare, reserveAndEnqueue } from './reservations';
import { zipStream } from './zip-stream';

export type StudioBatch = typeof studioBatches.$inferSelect;
export type StudioBatchItem = typeof studioBatchItems.$inferSelect;

/** Packshots one batch job renders at once (the machine's 2 cores). */
export const STUDIO_RENDER_CONCURRENCY = 2;

export interface StudioRunOptions {
  /** True on the job's last attempt. */
  lastAttempt: boolean;
  signal?: AbortSignal;
}

export type StudioBatchesService = ReturnType<typeof createStudioBatchesService>;

/**
 * A file name for the zip from a photo's name and the preset: the name without its extension,
 * reduced to letters, digits, '-' and '_' (at most 60), then '_<preset>' and the extension, e.g.
 * 'Red Mug (front).JPG' with Amazon -> 'red-mug-front_amazon.jpg'. Repeats get '-2', '-3'...
 * Input: source names in batch order, the preset, the output format. Output: one name each.
 */
export function packshotFileNames(sourceNames: readonly string[], preset: StudioPresetId, format: 'jpg' | 'png'): string[] {
  const used = new Map<string, number>();
  return sourceNames.map((name) => {
    const base =
      name
        .replace(/\.[^.]*$/, '')
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^[-_]+|[-_]+$/g, '')
        .slice(0, 60) || 'photo';
    const stem = `${base}_${preset}`;
    const n = (used.get(stem) ?? 0) + 1;
    used.set(stem, n);
    return `${n === 1 ? stem : `${stem}-${n}`}.${format}`;
  });
}

export function createStudioBatchesService(deps: {
  db: Database;
  storage: Storage;
  credits: CreditsService;
  cutouts: CutoutsService;
  /** The job registry's enqueue ('studio-batch'). */
  jobs: JobEnqueuer;
  logger: Logger;
  /** Renders and checks packshots, in its workers. */
  engine: Engine;
  /** Packshots rendered at once in a batch job. */
  concurrency?: number;
}) {
  const { db, storage, credits, logger } = deps;
  const concurrency = deps.concurrency ?? STUDIO_RENDER_CONCURRENCY;

  const refundKey = (id: string, position: number) => `studio:${id}:refund:${position}`;
  const refundOf = (batch: StudioBatch, position: number) => reservedShare(batch.creditsReserved, batch.requestedCount, position);

  async function updateBatch(id: string, values: Partial<typeof studioBatches.$inferInsert>) {
    await db.update(studioBatches).set({ ...values, updatedAt: new Date() }).where(eq(studioBatches.id, id));
  }

  async function updateItem(id: string, values: Partial<typeof studioBatchItems.$inferInsert>) {
    await db.update(studioBatchItems).set({ ...values, updatedAt: new Date() }).where(eq(studioBatchItems.id, id));
  }

  /** Refunds an item once, then marks it failed (a retry finds the refund and only marks it). */
  async function fail(batch: StudioBatch, item: StudioBatchItem, failure: StudioItemFailure, reason: string, compliance?: StudioBatchItem['compliance']) {
    await credits.apply({ userId: batch.userId, amount: refundOf(batch, item.position), reason: 'studio_refund', idempotencyKey: refundKey(batch.id, item.position), reference: batch.id });
    await updateItem(item.id, { status: 'failed', failure, error: reason.slice(0, 500), compliance: compliance ?? null });
    logger.warn({ studioBatchId: batch.id, position: item.position, failure, reason }, 'packshot failed; refunded');
  }

  /** Renders, checks and stores one item's packshot, or fails it (refunded). @throws only when the job is aborted. */
  async function runItem(batch: StudioBatch, item: StudioBatchItem, signal?: AbortSignal): Promise<void> {
    await updateItem(item.id, { status: 'running' });
    const [source] = item.sourceImageId ? await db.select().from(sourceImages).where(eq(sourceImages.id, item.sourceImageId)) : [];
    if (!source) return fail(batch, item, 'source_missing', 'the photo was deleted');
    const stored = await storage.get(source.storageKey);
    if (!stored) return fail(batch, item, 'source_missing', 'the photo is missing from storage');
    let matte: MatteRef;
    try {
      matte = await deps.cutouts.cutoutOf(source, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof MediaInputError) return fail(batch, item, 'source_missing', `the photo cannot be read: ${error.message}`);
      return fail(batch, item, 'cutout_failed', error instanceof Error ? error.message : String(error));
    }
    signal?.throwIfAborted();
    const started = performance.now();
    let packshot: CheckedPackshotResult;
    try {
      packshot = await deps.engine.packshot({ photo: stored.data, matte, spec: batch.spec }, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof MediaInputError) return fail(batch, item, 'source_missing', `the photo cannot be read: ${error.message}`);
      if (error instanceof MatteMismatchError) return fail(batch, item, 'cutout_failed', error.message);
      return fail(batch, item, 'render_failed', error instanceof Error ? error.message : String(error));
    }
    const compliance = packshot.compliance;
    const renderMs = Math.round(performance.now() - started);
    // A file that breaks the marketplace's rules is not kept; one whose cut-out is only in doubt
    // is kept (and charged) with its report, which tells the seller to check it before publishing.
    const { cutout: _cutout, ...fileChecks } = compliance.checks;
    if (!Object.values(fileChecks).every(Boolean)) {
      const broken = Object.entries(fileChecks).filter(([, ok]) => !ok).map(([rule]) => rule);
      return fail(batch, item, 'not_compliant', `failed checks: ${broken.join(', ')}`, compliance);
    }
    const storageKey = `users/${batch.userId}/generated/studio-${batch.id}-${item.position}.${packshot.format}`;
    await storage.put(storageKey, packshot.data, packshot.mime);
    const title = item.sourceName.replace(/\.[^.]*$/, '') || item.sourceName;
    await db.transaction(async (tx) => {
      const [image] = await tx
        .insert(generatedImages)
        .values({
          userId: batch.userId,
          generationId: null,
          position: item.position,
          storageKey,
          mime: packshot.mime,
          format: packshot.format,
          width: packshot.width,
          height: packshot.height,
          bytes: packshot.data.length,
          prompt: item.sourceName,
          scenarioTitle: title,
          settings: null,
          engine: 'studio',
          provider: 'local',
          model: null,
          latencyMs: renderMs,
          kind: 'studio',
          studioPreset: batch.preset,
        })
        .returning({ id: generatedImages.id });
      await tx.update(studioBatchItems).set({ status: 'succeeded', imageId: image!.id, compliance, renderMs, failure: null, error: null, updatedAt: new Date() }).where(eq(studioBatchItems.id, item.id));
    });
  }

  /** Refunds every item neither made nor refunded, and closes the batch with its status. */
  async function finish(batch: StudioBatch, error?: string) {
    const items = await db.select().from(studioBatchItems).where(eq(studioBatchItems.batchId, batch.id));
    for (const item of items) {
      if (item.status === 'succeeded' && item.imageId) continue;
      await credits.apply({ userId: batch.userId, amount: refundOf(batch, item.position), reason: 'studio_refund', idempotencyKey: refundKey(batch.id, item.position), reference: batch.id });
      if (item.status !== 'failed') await updateItem(item.id, { status: 'failed', failure: item.failure ?? 'render_failed', error: error?.slice(0, 500) ?? item.error });
    }
    const made = items.filter((i) => i.status === 'succeeded' && i.imageId).length;
    const [refunds] = await db
      .select({ total: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
      .from(creditTransactions)
      .where(and(eq(creditTransactions.reference, batch.id), eq(creditTransactions.reason, 'studio_refund')));
    const status = made === batch.requestedCount ? 'succeeded' : made === 0 ? 'failed' : 'partial';
    await updateBatch(batch.id, { status, creditsRefunded: Number(refunds?.total ?? 0), error: error ?? null, finishedAt: new Date() });
    logger.info({ studioBatchId: batch.id, status, made, requested: batch.requestedCount }, 'studio batch finished');
  }

  async function view(batch: StudioBatch, t: TFunction): Promise<StudioBatchView> {
    const items = await db
      .select({ item: studioBatchItems, image: { id: generatedImages.id, width: generatedImages.width, height: generatedImages.height, format: generatedImages.format } })
      .from(studioBatchItems)
      .leftJoin(generatedImages, eq(generatedImages.id, studioBatchItems.imageId))
      .where(eq(studioBatchItems.batchId, batch.id))
      .orderBy(asc(studioBatchItems.position));
    const done = items.filter(({ item }) => item.status === 'succeeded' || item.status === 'failed').length;
    const finished = batch.finishedAt !== null;
    return {
      id: batch.id,
      status: batch.status,
      progress: finished ? 100 : Math.min(99, Math.round((100 * done) / Math.max(1, batch.requestedCount))),
      spec: batch.spec,
      requestedCount: batch.requestedCount,
      doneCount: done,
      failedCount: items.filter(({ item }) => item.status === 'failed').length,
      creditsReserved: batch.creditsReserved,
      creditsRefunded: batch.creditsRefunded,
      items: items.map(({ item, image }) => ({
        position: item.position,
        sourceImageId: item.sourceImageId,
        sourceName: item.sourceName,
        status: item.status,
        failure: item.failure,
        error: item.status === 'failed' ? t(`errors:studio.${item.failure ?? 'render_failed'}`) : null,
        image: item.status === 'succeeded' && image?.id ? { id: image.id, width: image.width, height: image.height, format: image.format, fileName: item.fileName ?? `${item.position + 1}.${image.format}` } : null,
        compliance: item.compliance,
      })),
      createdAt: batch.createdAt.toISOString(),
    };
  }

  async function owned(userId: string, id: string): Promise<StudioBatch> {
    const [row] = await db.select().from(studioBatches).where(and(eq(studioBatches.id, id), eq(studioBatches.userId, userId)));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  return {
    /**
     * Creates a batch: checks the photos are the user's, applies the options to the preset,
     * reserves 1 credit per photo with the batch's rows in one transaction and queues its job
     * (refunded at once if the queue refuses it). `id`: the new batch's id (default: a random one;
     * a batch item by API passes its work id).
     * @returns the batch's id, status, credits reserved and spec.
     * @throws DomainError 'not_found' (a photo missing or someone else's), 'studio_options_invalid'
     *   (details: the problems), 'insufficient_credits' (required, balance), 'queue_unavailable'.
     */
    async create(userId: string, input: CreateStudioBatch, id: string = crypto.randomUUID()): Promise<StudioBatchCreated> {
      const resolved = resolveStudioSpec(input.preset, input.options ?? {});
      if (!resolved.spec) throw new DomainError('studio_options_invalid', { details: resolved.problems.join(', ') });
      const spec: StudioSpec = resolved.spec;
      const ids = input.sourceImageIds.map((id) => id.toLowerCase());
      const rows = await db
        .select({ id: sourceImages.id, originalName: sourceImages.originalName, format: sourceImages.format })
        .from(sourceImages)
        .where(and(eq(sourceImages.userId, userId), inArray(sourceImages.id, ids)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (ids.some((id) => !byId.has(id))) throw new DomainError('not_found');
      const names = ids.map((id, i) => byId.get(id)!.originalName ?? `photo-${i + 1}.${byId.get(id)!.format}`);
      const fileNames = packshotFileNames(names, input.preset, spec.format);
      const cost = ids.length * STUDIO_PACKSHOT_CREDITS;
      await reserveAndEnqueue(deps, {
        userId,
        cost,
        reason: 'studio_reserve',
        idempotencyKey: `studio:${id}:reserve`,
        reference: id,
        insert: async (tx) => {
          await tx.insert(studioBatches).values({ id, userId, preset: input.preset, spec, requestedCount: ids.length, creditsReserved: cost });
          await tx.insert(studioBatchItems).values(ids.map((sourceImageId, position) => ({ batchId: id, position, sourceImageId, sourceName: names[position]!, fileName: fileNames[position]! })));
        },
        job: { name: 'studio-batch', payload: { batchId: id } },
        refund: () => this.abandon(id, 'the job queue was unavailable'),
        subject: 'studio batch',
        logFields: { studioBatchId: id },
      });
      return { id, status: 'queued', creditsReserved: cost, spec };
    },

    /** The user's batch with its items; `t` translates failures. @throws DomainError 'not_found'. */
    async get(userId: string, id: string, t: TFunction): Promise<StudioBatchView> {
      return view(await owned(userId, id), t);
    },

    /**
     * Runs a batch (the job handler). Safe to re-run: items made or refunded are left as they are,
     * a finished batch is left alone. Items render `concurrency` at a time.
     * @throws the abort reason when the signal fires (the job retries, or gives up and refunds).
     */
    async run(batchId: string, options: StudioRunOptions): Promise<void> {
      const [batch] = await db.select().from(studioBatches).where(eq(studioBatches.id, batchId));
      if (!batch) {
        logger.warn({ studioBatchId: batchId }, 'studio batch vanished before its job ran');
        return;
      }
      if (batch.finishedAt) return;
      await updateBatch(batchId, { status: 'running' });
      const items = await db.select().from(studioBatchItems).where(eq(studioBatchItems.batchId, batchId)).orderBy(asc(studioBatchItems.position));
      // An item refunded by an earlier attempt stays refunded: rendering it again would give it away.
      const refunded = await credits.appliedKeys(items.map((i) => refundKey(batchId, i.position)));
      const todo: StudioBatchItem[] = [];
      for (const item of items) {
        if (item.status === 'succeeded' && item.imageId) continue;
        if (refunded.has(refundKey(batchId, item.position))) {
          if (item.status !== 'failed') await updateItem(item.id, { status: 'failed', failure: item.failure ?? 'render_failed' });
          continue;
        }
        todo.push(item);
      }
      let next = 0;
      const worker = async () => {
        while (next < todo.length) {
          options.signal?.throwIfAborted();
          const item = todo[next++]!;
          await runItem(batch, item, options.signal);
        }
      };
      // Every worker settles before an error goes up: nothing keeps rendering once the job gives up.
      const settled = await Promise.allSettled(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      await finish(batch);
    },

    /** Closes a batch whose job gave up: refunds every item not made, once. */
    async abandon(batchId: string, reason: string): Promise<void> {
      const [batch] = await db.select().from(studioBatches).where(eq(studioBatches.id, batchId));
      if (!batch || batch.finishedAt) return;
      await finish(batch, reason);
    },

    /**
     * 'Download all': a zip of the batch's packshots, named from each photo's name and the preset
     * (packshotFileNames), streamed one file at a time.
     * @throws DomainError 'not_found' when the batch is not the user's or has no packshot yet.
     */
    async archive(userId: string, id: string): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
      const batch = await owned(userId, id);
      const rows = await db
        .select({ fileName: studioBatchItems.fileName, position: studioBatchItems.position, storageKey: generatedImages.storageKey, format: generatedImages.format })
        .from(studioBatchItems)
        .innerJoin(generatedImages, and(eq(generatedImages.id, studioBatchItems.imageId), eq(generatedImages.userId, userId)))
        .where(and(eq(studioBatchItems.batchId, id), eq(studioBatchItems.status, 'succeeded')))
        .orderBy(asc(studioBatchItems.position));
      if (rows.length === 0) throw new DomainError('not_found');
      const stream = zipStream(
        rows.map((row) => async () => {
          const stored = await storage.get(row.storageKey);
          if (!stored) throw new Error(`packshot ${row.storageKey} is missing from storage`);
          return { name: row.fileName ?? `${row.position + 1}.${row.format}`, data: stored.data };
        }),
      );
      return { stream, filename: `vitrine-studio-${batch.preset.replace(/_/g, '-')}-${id.slice(0, 8)}.zip` };
    },
  };
}
