/**
 * Batches by API: up to API_BATCH_MAX items in one request, each a product photo (one of the
 * user's source images, or a public URL) and what to make of it: a Studio Photos packshot with a
 * preset, scene images from an idea (given, or chosen among six new ones written from the item's
 * features and audience), a short video (not on plans without videos), or one of the user's
 * products' listing sets (./listing-sets.ts: 1 credit an image).
 *
 * - Creating a batch checks everything it can at once (photos and ideas are the user's, the plan's
 *   images per generation and premium ideas, the balance against what every item costs) and
 *   stores the batch and its items; nothing is reserved yet. Then one 'api-batch-item' job per
 *   item is queued, taking turns with other accounts' work.
 * - An item's job fetches its photo when given by URL (SSRF-safe, the same checks as an upload),
 *   writes ideas when asked to, then starts its work through the generations, Studio Photos,
 *   videos or listing sets service with the item's `workId` as the work's id: that reserves the item's own credits and
 *   queues its own render job, which refunds what is not made. A job that runs again finds the
 *   work it already started by that id and starts nothing twice.
 * - An item that cannot start (photo unreachable or not an image, credits spent meanwhile, an idea
 *   locked by a plan change) ends as failed with the reason, charged nothing.
 * - When an item's work settles, the render job calls `workSettled`: the item ends (succeeded,
 *   partial or failed), 'batch.item.completed' or 'batch.item.failed' is emitted, and the last item
 *   to end closes the batch and emits 'batch.completed', once.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import { STYLES, TIMES_OF_DAY, type ImageSettings } from '../../shared/catalog';
import { API_BATCH_ITEM_STATUSES, type ApiBatchItemInput, type ApiBatchItemStatus, type ApiBatchView, type CreateApiBatch } from '../../shared/contracts/api-batches';
import { LISTING_IMAGE_CREDITS, listingFileName } from '../../shared/listing-sets';
import { imageCost, VIDEO_CREDITS } from '../../shared/plans';
import { STUDIO_PACKSHOT_CREDITS } from '../../shared/studio-presets';
import type { Database } from '../db/client';
import { apiBatches, apiBatchItems, generatedImages, generations, listingImages, listingSets, products as productsTable, scenarios, sourceImages, studioBatches, studioBatchItems, videos as videosTable } from '../db/schema';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { CreditsService } from './credits';
import { DomainError, isDomainError } from './domain-error';
import type { GenerationsService } from './generations';
import type { ListingSetsService } from './listing-sets';
import type { ScenariosService } from './scenarios';
import type { SourceImagesService } from './source-images';
import type { StudioBatchesService } from './studio-batches';
import { effectiveTier, hasPriorityGeneration, maxImagesPerGeneration, planOf, premiumScenariosUnlocked } from './tiers';
import { assertVideoAccess } from './video-access';
import type { VideosService } from './videos';
import type { WebhooksService } from './webhooks';
import type { Storage } from '../providers/storage/storage';
import { stringify } from 'csv-stringify/sync';
import { zipStream, type ZipFile } from './zip-stream';

type BatchRow = typeof apiBatches.$inferSelect;
type ItemRow = typeof apiBatchItems.$inferSelect;

/** Why an item failed, as stored: a DomainError code, 'render_failed' (a scene's images), 'studio.<failure>' (a packshot's), or 'internal'. */
export interface ItemFailure {
  code: string;
  params: Record<string, string | number>;
}

/** Turns a stored failure into the API's error code and a message in the reader's language. */
export type DescribeFailure = (failure: ItemFailure) => { code: string; message: string };

const ENDED: readonly ApiBatchItemStatus[] = ['succeeded', 'partial', 'failed'];

/**
 * Scene settings with their defaults: '1:1', low quality, 1 image, jpg, the idea's suggested style
 * and time of day (when they are among the settings' values).
 */
export function sceneSettings(input: Extract<ApiBatchItemInput, { type: 'scene' }>['settings'], idea?: { suggestedStyle: string; suggestedTimeOfDay: string }): ImageSettings {
  const s = input ?? {};
  const style = s.style ?? (STYLES as readonly string[]).find((v) => v === idea?.suggestedStyle) ?? 'lifestyle';
  const timeOfDay = s.timeOfDay ?? (TIMES_OF_DAY as readonly string[]).find((v) => v === idea?.suggestedTimeOfDay) ?? 'natural';
  return {
    aspectRatio: s.aspectRatio ?? '1:1',
    quality: s.quality ?? 'low',
    count: s.count ?? 1,
    format: s.format ?? 'jpg',
    highlightProduct: s.highlightProduct ?? false,
    style: style as ImageSettings['style'],
    timeOfDay: timeOfDay as ImageSettings['timeOfDay'],
    ...(s.advancedStyle ? { advancedStyle: s.advancedStyle } : {}),
  };
}

/** Whole credits an item costs when it succeeds: 1 for a packshot; a scene's `imageCost(quality, count)`; a video's 5; a listing set's 1 an image. */
export function itemCost(item: ApiBatchItemInput): number {
  if (item.type === 'packshot') return STUDIO_PACKSHOT_CREDITS;
  if (item.type === 'video') return VIDEO_CREDITS;
  if (item.type === 'listing') return item.slots.length * LISTING_IMAGE_CREDITS;
  return imageCost(item.settings?.quality ?? 'low', item.settings?.count ?? 1);
}

export interface ApiBatchesDeps {
  db: Database;
  credits: CreditsService;
  jobs: JobEnqueuer;
  logger: Logger;
  sources: SourceImagesService;
  scenarios: ScenariosService;
  generations: GenerationsService;
  studio: StudioBatchesService;
  videos: Pick<VideosService, 'create' | 'abandon'>;
  listingSets: Pick<ListingSetsService, 'create' | 'abandon'>;
  webhooks: Pick<WebhooksService, 'emit'>;
  /** Reads output files for a batch's zip. */
  storage: Pick<Storage, 'get'>;
  /** The API error code of a stored failure (webhook payloads). */
  apiErrorCode: (failure: ItemFailure) => string;
  /** The app's public URL, for API links in webhook payloads. */
  publicUrl: string;
}

export type ApiBatchesService = ReturnType<typeof createApiBatchesService>;

/** Where a batch comes from, and the product of each item (catalogue runs). */
export interface CreateOptions {
  origin?: 'api' | 'catalogue';
  productIds?: readonly (string | null)[];
}

/** A name safe as a zip folder: no path separators or control characters, at most 80 characters. */
export function folderName(text: string): string {
  const clean = text
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 80);
  return clean || 'item';
}

/** The service. */
export function createApiBatchesService(deps: ApiBatchesDeps) {
  const { db, logger } = deps;
  const api = `${deps.publicUrl}/api/v1`;

  /** The work of items (by work id): its status and credits, and the images it made. */
  async function workOf(items: readonly ItemRow[]) {
    const sceneIds = items.filter((i) => i.type === 'scene').map((i) => i.workId);
    const packshotIds = items.filter((i) => i.type === 'packshot').map((i) => i.workId);
    const videoIds = items.filter((i) => i.type === 'video').map((i) => i.workId);
    const listingIds = items.filter((i) => i.type === 'listing').map((i) => i.workId);
    const vids = videoIds.length ? await db.select().from(videosTable).where(inArray(videosTable.id, videoIds)) : [];
    const [sets, setImages] = listingIds.length
      ? await Promise.all([
          db.select().from(listingSets).where(inArray(listingSets.id, listingIds)),
          db
            .select({ workId: listingImages.setId, imageId: listingImages.imageId, status: listingImages.status })
            .from(listingImages)
            .where(inArray(listingImages.setId, listingIds))
            .orderBy(asc(listingImages.position)),
        ])
      : [[], []];
    const [gens, gensImages, studios, studioImages] = await Promise.all([
      sceneIds.length ? db.select().from(generations).where(inArray(generations.id, sceneIds)) : [],
      sceneIds.length
        ? db.select({ id: generatedImages.id, workId: generatedImages.generationId }).from(generatedImages).where(inArray(generatedImages.generationId, sceneIds)).orderBy(asc(generatedImages.position))
        : [],
      packshotIds.length ? db.select().from(studioBatches).where(inArray(studioBatches.id, packshotIds)) : [],
      packshotIds.length
        ? db
            .select({ workId: studioBatchItems.batchId, imageId: studioBatchItems.imageId, status: studioBatchItems.status, failure: studioBatchItems.failure })
            .from(studioBatchItems)
            .where(inArray(studioBatchItems.batchId, packshotIds))
        : [],
    ]);
    const work = new Map<string, { status: string; reserved: number; refunded: number; images: string[]; failure: string | null }>();
    // A generation abandoned by a cancel ('cancelled') failed because the batch was cancelled, not its render.
    for (const g of gens) work.set(g.id, { status: g.status, reserved: g.creditsReserved, refunded: g.creditsRefunded, images: [], failure: g.status === 'failed' ? (g.error === 'cancelled' ? 'batch_cancelled' : 'render_failed') : null });
    for (const image of gensImages) if (image.workId) work.get(image.workId)?.images.push(image.id);
    for (const s of studios) work.set(s.id, { status: s.status, reserved: s.creditsReserved, refunded: s.creditsRefunded, images: [], failure: null });
    for (const v of vids) work.set(v.id, { status: v.status, reserved: v.creditsReserved, refunded: v.creditsRefunded, images: [], failure: v.status === 'failed' ? (v.error === 'cancelled' ? 'batch_cancelled' : 'render_failed') : null });
    // A listing set's images made (flagged ones too: made, with a check to look at), in listing order.
    for (const set of sets) work.set(set.id, { status: set.status, reserved: set.creditsReserved, refunded: set.creditsRefunded, images: [], failure: set.status === 'failed' ? 'render_failed' : null });
    for (const row of setImages) if (row.imageId && (row.status === 'succeeded' || row.status === 'flagged')) work.get(row.workId)?.images.push(row.imageId);
    for (const row of studioImages) {
      const w = work.get(row.workId);
      if (!w) continue;
      if (row.imageId && row.status === 'succeeded') w.images.push(row.imageId);
      if (row.status === 'failed') w.failure = `studio.${row.failure ?? 'render_failed'}`;
    }
    return work;
  }

  function failureOf(item: ItemRow): ItemFailure | null {
    return item.failureCode ? { code: item.failureCode, params: item.failureParams ?? {} } : null;
  }

  async function view(batch: BatchRow, describe: DescribeFailure): Promise<ApiBatchView> {
    const items = await db.select().from(apiBatchItems).where(eq(apiBatchItems.batchId, batch.id)).orderBy(asc(apiBatchItems.position));
    const work = await workOf(items);
    const counts = { total: items.length, queued: 0, running: 0, succeeded: 0, partial: 0, failed: 0 };
    let charged = 0;
    let refunded = 0;
    const views = items.map((item) => {
      const status = item.status as ApiBatchItemStatus;
      counts[status] += 1;
      const w = item.startedAt ? work.get(item.workId) : undefined;
      const reserved = w?.reserved ?? 0;
      const back = w?.refunded ?? 0;
      charged += reserved - back;
      refunded += back;
      const failure = failureOf(item);
      return {
        id: item.id,
        position: item.position,
        reference: item.reference,
        productId: item.productId,
        type: item.type as ApiBatchItemInput['type'],
        status,
        sourceImageId: item.sourceImageId,
        generationId: w && item.type === 'scene' ? item.workId : null,
        studioBatchId: w && item.type === 'packshot' ? item.workId : null,
        videoId: w && item.type === 'video' ? item.workId : null,
        listingSetId: w && item.type === 'listing' ? item.workId : null,
        images: (w?.images ?? []).map((id) => ({ id, file: `/api/v1/images/${id}/file` })),
        creditsReserved: reserved,
        creditsRefunded: back,
        error: status === 'failed' && failure ? describe(failure) : null,
      };
    });
    return {
      id: batch.id,
      origin: batch.origin as ApiBatchView['origin'],
      status: batch.status as ApiBatchView['status'],
      cancelledAt: batch.cancelledAt?.toISOString() ?? null,
      counts,
      creditsEstimated: batch.creditsEstimated,
      creditsCharged: charged,
      creditsRefunded: refunded,
      items: views,
      createdAt: batch.createdAt.toISOString(),
      finishedAt: batch.finishedAt?.toISOString() ?? null,
    };
  }

  /** An item's webhook data: ids, status, images as API links, credits, the error code. */
  function itemEvent(item: ItemRow, w: { reserved: number; refunded: number; images: string[] } | undefined) {
    const failure = failureOf(item);
    return {
      id: item.id,
      object: 'batch_item',
      batchId: item.batchId,
      position: item.position,
      reference: item.reference,
      type: item.type,
      status: item.status,
      sourceImageId: item.sourceImageId,
      ...(w && item.type === 'scene' ? { generationId: item.workId } : {}),
      ...(w && item.type === 'packshot' ? { studioBatchId: item.workId } : {}),
      ...(w && item.type === 'video' ? { videoId: item.workId, file: `${api}/videos/${item.workId}/file` } : {}),
      ...(w && item.type === 'listing' ? { listingSetId: item.workId, archive: `${api}/listing-sets/${item.workId}/archive` } : {}),
      images: (w?.images ?? []).map((id) => ({ id, file: `${api}/images/${id}/file` })),
      creditsCharged: (w?.reserved ?? 0) - (w?.refunded ?? 0),
      creditsRefunded: w?.refunded ?? 0,
      ...(item.status === 'failed' && failure ? { error: { code: deps.apiErrorCode(failure) } } : {}),
      links: { batch: `${api}/batches/${item.batchId}` },
    };
  }

  /** After an item ended: its event, then the batch's end if it was the last one (once). */
  async function itemEnded(item: ItemRow): Promise<void> {
    const work = item.startedAt ? await workOf([item]) : new Map();
    await deps.webhooks.emit(item.userId, item.status === 'failed' ? 'batch.item.failed' : 'batch.item.completed', item.id, itemEvent(item, work.get(item.workId)));
    const [closed] = await db
      .update(apiBatches)
      .set({ status: 'completed', finishedAt: new Date() })
      .where(
        and(
          eq(apiBatches.id, item.batchId),
          eq(apiBatches.status, 'processing'),
          sql`not exists (select 1 from ${apiBatchItems} where ${apiBatchItems.batchId} = ${item.batchId} and ${apiBatchItems.status} in ('queued', 'running'))`,
        ),
      )
      .returning();
    if (!closed) return;
    const items = await db.select().from(apiBatchItems).where(eq(apiBatchItems.batchId, closed.id)).orderBy(asc(apiBatchItems.position));
    const works = await workOf(items);
    const counts = Object.fromEntries(API_BATCH_ITEM_STATUSES.filter((s) => ENDED.includes(s)).map((s) => [s, items.filter((i) => i.status === s).length]));
    let charged = 0;
    let refunded = 0;
    for (const i of items) {
      const w = i.startedAt ? works.get(i.workId) : undefined;
      charged += (w?.reserved ?? 0) - (w?.refunded ?? 0);
      refunded += w?.refunded ?? 0;
    }
    await deps.webhooks.emit(closed.userId, 'batch.completed', closed.id, {
      id: closed.id,
      object: 'batch',
      status: closed.status,
      counts: { total: items.length, ...counts },
      creditsCharged: charged,
      creditsRefunded: refunded,
      items: items.map((i) => ({ id: i.id, position: i.position, reference: i.reference, status: i.status })),
      links: { self: `${api}/batches/${closed.id}` },
    });
    logger.info({ apiBatchId: closed.id, ...counts }, 'batch completed');
  }

  /** Ends an item that could not start (nothing was charged for it). */
  async function fail(item: ItemRow, failure: ItemFailure): Promise<void> {
    const [ended] = await db
      .update(apiBatchItems)
      .set({ status: 'failed', failureCode: failure.code, failureParams: failure.params, updatedAt: new Date(), finishedAt: new Date() })
      .where(and(eq(apiBatchItems.id, item.id), inArray(apiBatchItems.status, ['queued', 'running'])))
      .returning();
    if (!ended) return;
    logger.warn({ apiBatchId: item.batchId, position: item.position, failure: failure.code }, 'batch item could not start');
    await itemEnded(ended);
  }

  /** True when the item's work (generation, video, listing set or Studio Photos batch) exists. */
  async function workExists(item: ItemRow): Promise<boolean> {
    const table = item.type === 'scene' ? generations : item.type === 'video' ? videosTable : item.type === 'listing' ? listingSets : studioBatches;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, item.workId));
    return Boolean(row);
  }

  /**
   * The item's scene idea: the one given, or idea `n` (1-based) of six new ones for the photo
   * (the offline ideas when the configured engine fails, so a batch does not stop on a hosted
   * engine's outage). @throws DomainError not_found, scenario_provider_failed.
   */
  async function ideaFor(item: ItemRow, input: Extract<ApiBatchItemInput, { type: 'scene' }>, sourceImageId: string, language: Language) {
    if (input.scenarioId) return deps.scenarios.get(item.userId, input.scenarioId);
    const brief = { sourceImageId, features: input.features!, audience: input.audience!, language };
    let ideas;
    try {
      ideas = await deps.scenarios.suggest(item.userId, brief);
    } catch (error) {
      if (!isDomainError(error, 'scenario_provider_failed')) throw error;
      ideas = await deps.scenarios.suggest(item.userId, { ...brief, engine: 'local' });
    }
    const chosen = ideas[(input.idea ?? 1) - 1] ?? ideas[0];
    if (!chosen) throw new DomainError('not_found');
    return deps.scenarios.get(item.userId, chosen.id);
  }

  const service = {
    /**
     * Checks and stores a batch, then queues one job per item.
     * Input: the user, the items (validated by the contract), the language for new ideas.
     * @returns the batch's view (every item queued), `describe` translating failures.
     * @throws DomainError 'batch_item_not_found' (item: 1-based; a photo, idea or product not the user's, or
     *   an idea of another photo), 'too_many_images' (a scene count above the plan's maximum),
     *   'scenario_locked' (a premium idea on Free), 'video_not_on_starter' (a video item on a plan
     *   without videos), 'insufficient_credits' (required: what every item costs; balance),
     *   'queue_unavailable' (no item could be queued).
     * `options.origin` says where it comes from, `options.productIds` the product of each item.
     */
    async create(userId: string, input: CreateApiBatch, language: Language, describe: DescribeFailure, options: CreateOptions = {}): Promise<ApiBatchView> {
      const items = input.items;
      const photoIds = [...new Set(items.flatMap((i) => (i.sourceImageId ? [i.sourceImageId.toLowerCase()] : [])))];
      const ideaIds = [...new Set(items.flatMap((i) => (i.type === 'scene' && i.scenarioId ? [i.scenarioId.toLowerCase()] : [])))];
      const productIds = [...new Set(items.flatMap((i) => (i.type === 'listing' ? [i.productId.toLowerCase()] : [])))];
      const [photos, ideas, plan, ownProducts] = await Promise.all([
        photoIds.length ? db.select({ id: sourceImages.id }).from(sourceImages).where(and(eq(sourceImages.userId, userId), inArray(sourceImages.id, photoIds))) : [],
        ideaIds.length
          ? db.select({ id: scenarios.id, sourceImageId: scenarios.sourceImageId, premium: scenarios.premium }).from(scenarios).where(and(eq(scenarios.userId, userId), inArray(scenarios.id, ideaIds)))
          : [],
        planOf(db, userId),
        productIds.length ? db.select({ id: productsTable.id }).from(productsTable).where(and(eq(productsTable.userId, userId), inArray(productsTable.id, productIds))) : [],
      ]);
      const mine = new Set(ownProducts.map((p) => p.id));
      const ownPhotos = new Set(photos.map((p) => p.id));
      const ownIdeas = new Map(ideas.map((i) => [i.id, i]));
      const max = maxImagesPerGeneration(plan);
      items.forEach((item, index) => {
        const n = index + 1;
        if (item.sourceImageId && !ownPhotos.has(item.sourceImageId.toLowerCase())) throw new DomainError('batch_item_not_found', { item: n });
        if (item.type === 'listing' && !mine.has(item.productId.toLowerCase())) throw new DomainError('batch_item_not_found', { item: n });
        if (item.type !== 'scene') return;
        if (item.scenarioId) {
          const idea = ownIdeas.get(item.scenarioId.toLowerCase());
          if (!idea || idea.sourceImageId !== item.sourceImageId?.toLowerCase()) throw new DomainError('batch_item_not_found', { item: n });
          if (idea.premium && !premiumScenariosUnlocked(plan)) throw new DomainError('scenario_locked');
        }
        if ((item.settings?.count ?? 1) > max) throw new DomainError('too_many_images', { max, count: max });
      });
      // Videos are not on every plan: refused before anything is stored.
      if (items.some((item) => item.type === 'video')) assertVideoAccess(effectiveTier(plan));
      const estimated = items.reduce((sum, item) => sum + itemCost(item), 0);
      const balance = await deps.credits.balance(userId);
      if (balance < estimated) throw new DomainError('insufficient_credits', { required: estimated, balance });
      const batchId = crypto.randomUUID();
      const rows = await db.transaction(async (tx) => {
        await tx.insert(apiBatches).values({ id: batchId, userId, language, itemCount: items.length, creditsEstimated: estimated, origin: options.origin ?? 'api' });
        return tx
          .insert(apiBatchItems)
          .values(
            items.map((item, position) => ({
              batchId,
              userId,
              position,
              type: item.type,
              reference: item.reference ?? null,
              productId: options.productIds?.[position] ?? null,
              input: item,
              sourceImageId: item.sourceImageId?.toLowerCase() ?? null,
            })),
          )
          .returning();
      });
      const priority = hasPriorityGeneration(plan);
      let queued = 0;
      for (const row of rows.sort((a, b) => a.position - b.position)) {
        try {
          await deps.jobs.enqueue('api-batch-item', { itemId: row.id }, { fairness: { key: userId, priority } });
          queued += 1;
        } catch (error) {
          logger.error({ err: error, apiBatchId: batchId, position: row.position }, 'batch item could not be queued');
          await fail(row, { code: 'queue_unavailable', params: {} });
        }
      }
      if (queued === 0) throw new DomainError('queue_unavailable');
      logger.info({ apiBatchId: batchId, items: rows.length, estimated }, 'batch created');
      return this.get(userId, batchId, describe);
    },

    /** The user's batch with every item's status. @throws DomainError 'not_found'. */
    async get(userId: string, id: string, describe: DescribeFailure): Promise<ApiBatchView> {
      const [row] = await db.select().from(apiBatches).where(and(eq(apiBatches.id, id), eq(apiBatches.userId, userId)));
      if (!row) throw new DomainError('not_found');
      return view(row, describe);
    },

    /**
     * Starts an item's work (the 'api-batch-item' job): fetches its photo when given by URL, writes
     * its ideas when asked, then starts the generation or packshot with the item's work id. Safe to
     * run again. An item that cannot start ends as failed (nothing charged).
     * @throws what is not a business rule's refusal, for the job to retry; on the last attempt it
     *   ends the item as failed ('internal') instead.
     */
    async runItem(itemId: string, options: { lastAttempt: boolean }): Promise<void> {
      const [item] = await db.select().from(apiBatchItems).where(eq(apiBatchItems.id, itemId));
      if (!item || ENDED.includes(item.status as ApiBatchItemStatus) || item.startedAt) return;
      if (await workExists(item)) {
        // Started by an earlier attempt that stopped before recording it.
        await db.update(apiBatchItems).set({ status: 'running', startedAt: new Date(), updatedAt: new Date() }).where(eq(apiBatchItems.id, item.id));
        return this.workSettled(item.workId);
      }
      // An item cancelled meanwhile has ended: nothing starts.
      const [claimed] = await db
        .update(apiBatchItems)
        .set({ status: 'running', updatedAt: new Date() })
        .where(and(eq(apiBatchItems.id, item.id), inArray(apiBatchItems.status, ['queued', 'running'])))
        .returning({ id: apiBatchItems.id });
      if (!claimed) return;
      const [batch] = await db.select().from(apiBatches).where(eq(apiBatches.id, item.batchId));
      if (!batch) return;
      const input = item.input;
      try {
        if (input.type === 'listing') {
          // The product's own photos and library: nothing to fetch. Its refusals (a slot the
          // marketplace bans, an uncertain cut-out, the balance) end the item, charged nothing.
          const { type: _type, reference: _reference, ...set } = input;
          await deps.listingSets.create(item.userId, set, batch.language as Language, item.workId);
          return await started(input);
        }
        let sourceImageId = item.sourceImageId;
        if (!sourceImageId) {
          if (!('url' in input) || !input.url) throw new DomainError('batch_item_not_found', { item: item.position + 1 });
          const photo = await deps.sources.uploadFromUrl(item.userId, input.url);
          sourceImageId = photo.id;
          await db.update(apiBatchItems).set({ sourceImageId, updatedAt: new Date() }).where(eq(apiBatchItems.id, item.id));
        } else {
          await deps.sources.get(item.userId, sourceImageId);
        }
        if (input.type === 'packshot') {
          await deps.studio.create(item.userId, { sourceImageIds: [sourceImageId], preset: input.preset, ...(input.options ? { options: input.options } : {}) }, item.workId);
        } else if (input.type === 'video') {
          await deps.videos.create(
            item.userId,
            { imageId: sourceImageId, ...(input.prompt ? { prompt: input.prompt } : {}), durationSeconds: input.durationSeconds ?? 5, aspectRatio: input.aspectRatio ?? '1:1', language: batch.language as Language },
            item.workId,
          );
        } else {
          const idea = await ideaFor(item, input, sourceImageId, batch.language as Language);
          await deps.generations.create(item.userId, { sourceImageId, scenarioId: idea.id, settings: sceneSettings(input.settings, idea) }, item.workId);
        }
      } catch (error) {
        if (error instanceof DomainError) {
          // 'queue_unavailable' from a service: its work was refunded at once.
          return fail(item, { code: error.code, params: (error.params ?? {}) as Record<string, string | number> });
        }
        if (!options.lastAttempt) throw error;
        logger.error({ err: error, apiBatchId: item.batchId, position: item.position }, 'batch item gave up');
        return fail(item, { code: 'internal', params: {} });
      }
      return started(input);

      /** Records the start; an item cancelled meanwhile has its work stopped and refunded at once. */
      async function started(work: ApiBatchItemInput): Promise<void> {
        const [marked] = await db
          .update(apiBatchItems)
          .set({ startedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(apiBatchItems.id, item!.id), inArray(apiBatchItems.status, ['queued', 'running']), isNull(apiBatchItems.startedAt)))
          .returning({ id: apiBatchItems.id });
        if (!marked) {
          if (work.type === 'scene') await deps.generations.abandon(item!.workId, 'cancelled');
          else if (work.type === 'video') await deps.videos.abandon(item!.workId, 'cancelled');
          else if (work.type === 'listing') await deps.listingSets.abandon(item!.workId, 'cancelled');
          else await deps.studio.abandon(item!.workId, 'cancelled');
          return;
        }
        // Its render may have finished before the line above: settle now if so (otherwise a no-op).
        await service.workSettled(item!.workId);
      }
    },

    /**
     * Cancels a batch: items not yet started end failed ('batch_cancelled'), charged nothing; scene
     * images still rendering are stopped and refunded (the generation is abandoned); packshots and
     * listing sets already rendering finish. @throws DomainError 'not_found', 'batch_not_cancellable' (it has ended).
     */
    async cancel(userId: string, id: string, describe: DescribeFailure): Promise<ApiBatchView> {
      const [batch] = await db.select().from(apiBatches).where(and(eq(apiBatches.id, id), eq(apiBatches.userId, userId)));
      if (!batch) throw new DomainError('not_found');
      if (batch.status !== 'processing') throw new DomainError('batch_not_cancellable');
      await db.update(apiBatches).set({ cancelledAt: new Date() }).where(eq(apiBatches.id, id));
      const open = await db.select().from(apiBatchItems).where(and(eq(apiBatchItems.batchId, id), inArray(apiBatchItems.status, ['queued', 'running']))).orderBy(asc(apiBatchItems.position));
      for (const item of open) {
        // Not started: ends failed, charged nothing. The item's job claims the start with the same
        // condition (started_at null, not ended), so exactly one of the two wins.
        const [ended] = await db
          .update(apiBatchItems)
          .set({ status: 'failed', failureCode: 'batch_cancelled', failureParams: {}, updatedAt: new Date(), finishedAt: new Date() })
          .where(and(eq(apiBatchItems.id, item.id), inArray(apiBatchItems.status, ['queued', 'running']), isNull(apiBatchItems.startedAt)))
          .returning();
        if (ended) {
          await itemEnded(ended);
          continue;
        }
        if (item.type === 'scene' || item.type === 'video') {
          await (item.type === 'scene' ? deps.generations : deps.videos).abandon(item.workId, 'cancelled');
          await this.workSettled(item.workId);
        }
      }
      logger.info({ apiBatchId: id, open: open.length }, 'batch cancelled');
      return this.get(userId, id, describe);
    },

    /**
     * The batch's images and videos as a zip: a folder per item named by its reference (a SKU or
     * handle; else its position), each file named by what made it (`<preset>-1.jpg`, `scene-1.jpg`,
     * `video-1.mp4`; a listing set's in listing order, `01-main.jpg`, `02-infographic.jpg`), and
     * `manifest.csv` (RFC 4180) with one row per file: product, reference, source photo, output
     * file, kind, preset (a listing set's marketplace), width, height, credits, alt text (listing
     * images). Streamed one file at a time.
     * @throws DomainError 'not_found' (not the user's, or no image yet).
     */
    async archive(userId: string, id: string): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
      const [batch] = await db.select().from(apiBatches).where(and(eq(apiBatches.id, id), eq(apiBatches.userId, userId)));
      if (!batch) throw new DomainError('not_found');
      const items = await db.select().from(apiBatchItems).where(eq(apiBatchItems.batchId, id)).orderBy(asc(apiBatchItems.position));
      const work = await workOf(items.filter((i) => i.startedAt));
      const imageIds = [...work.values()].flatMap((w) => w.images);
      const videoIds = items.filter((i) => i.type === 'video' && work.get(i.workId)?.status === 'succeeded').map((i) => i.workId);
      if (imageIds.length === 0 && videoIds.length === 0) throw new DomainError('not_found');
      const images = new Map(
        imageIds.length
          ? (await db.select({ id: generatedImages.id, storageKey: generatedImages.storageKey, format: generatedImages.format, width: generatedImages.width, height: generatedImages.height }).from(generatedImages).where(and(inArray(generatedImages.id, imageIds), eq(generatedImages.userId, userId)))).map((r) => [r.id, r])
          : [],
      );
      // A video is one file of the item, named like an image ('video-1.mp4').
      const clips = new Map(
        videoIds.length
          ? (await db.select({ id: videosTable.id, storageKey: videosTable.storageKey, width: videosTable.width, height: videosTable.height }).from(videosTable).where(and(inArray(videosTable.id, videoIds), eq(videosTable.userId, userId)))).flatMap((v) =>
              v.storageKey ? [[v.id, { id: v.id, storageKey: v.storageKey, format: 'mp4', width: v.width, height: v.height }] as const] : [],
            )
          : [],
      );
      const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
      const titles = new Map(productIds.length ? (await db.select({ id: productsTable.id, title: productsTable.title }).from(productsTable).where(inArray(productsTable.id, productIds))).map((p) => [p.id, p.title]) : []);
      const photoIds = [...new Set(items.flatMap((i) => (i.sourceImageId ? [i.sourceImageId] : [])))];
      const photoNames = new Map(photoIds.length ? (await db.select({ id: sourceImages.id, name: sourceImages.originalName }).from(sourceImages).where(inArray(sourceImages.id, photoIds))).map((p) => [p.id, p.name]) : []);
      // Listing images: their kind and alt text, by image id.
      const listingIds = items.filter((i) => i.type === 'listing' && work.has(i.workId)).map((i) => i.workId);
      const listed = new Map(
        listingIds.length
          ? (await db.select({ imageId: listingImages.imageId, kind: listingImages.kind, altText: listingImages.altText }).from(listingImages).where(inArray(listingImages.setId, listingIds))).flatMap((r) => (r.imageId ? [[r.imageId, r] as const] : []))
          : [],
      );
      const used = new Set<string>();
      const files: { name: string; storageKey: string }[] = [];
      const manifest: (string | number)[][] = [['product', 'reference', 'source_photo', 'output_file', 'kind', 'preset', 'width', 'height', 'credits', 'alt_text']];
      for (const item of items) {
        const w = work.get(item.workId);
        const own = item.type === 'video' ? (clips.get(item.workId) ? [clips.get(item.workId)!] : []) : (w?.images ?? []).flatMap((imageId) => (images.get(imageId) ? [images.get(imageId)!] : []));
        if (!w || own.length === 0) continue;
        let folder = folderName(item.reference ?? `item-${item.position + 1}`);
        for (let n = 2; used.has(folder.toLowerCase()); n++) folder = `${folderName(item.reference ?? 'item')}-${n}`;
        used.add(folder.toLowerCase());
        const input = item.input;
        const label = input.type === 'packshot' ? input.preset.replace(/_/g, '-') : input.type;
        const credits = Math.max(0, w.reserved - w.refunded);
        own.forEach((image, i) => {
          const listing = listed.get(image.id);
          // A listing set's files are numbered in listing order, as its own zip numbers them.
          const name = listing ? `${folder}/${listingFileName(i + 1, listing.kind, image.format === 'png' ? 'png' : 'jpg')}` : `${folder}/${label}-${i + 1}.${image.format}`;
          files.push({ name, storageKey: image.storageKey });
          manifest.push([
            (item.productId && titles.get(item.productId)) ?? '',
            item.reference ?? '',
            (item.sourceImageId && photoNames.get(item.sourceImageId)) || item.sourceImageId || '',
            name,
            listing ? `listing-${listing.kind}` : input.type,
            input.type === 'packshot' ? input.preset : input.type === 'listing' ? input.marketplace : '',
            image.width,
            image.height,
            // The item's charge spread over its files (a packshot is 1 credit; a scene's images share its cost).
            i === own.length - 1 ? credits - Math.floor(credits / own.length) * (own.length - 1) : Math.floor(credits / own.length),
            listing?.altText ?? '',
          ]);
        });
      }
      const readers: (() => Promise<ZipFile>)[] = files.map((file) => async () => {
        const stored = await deps.storage.get(file.storageKey);
        if (!stored) throw new Error(`image ${file.storageKey} is missing from storage`);
        return { name: file.name, data: stored.data };
      });
      readers.push(async () => ({ name: 'manifest.csv', data: Buffer.from(`\ufeff${stringify(manifest, { record_delimiter: 'windows' })}`, 'utf8') }));
      return { stream: zipStream(readers), filename: `vitrine-${batch.origin === 'catalogue' ? 'catalogue' : 'batch'}-${id.slice(0, 8)}.zip` };
    },

    /** The user's 20 latest batches of `origin`, newest first, with their counts. */
    async list(userId: string, origin: 'api' | 'catalogue', describe: DescribeFailure): Promise<ApiBatchView[]> {
      const rows = await db.select().from(apiBatches).where(and(eq(apiBatches.userId, userId), eq(apiBatches.origin, origin))).orderBy(desc(apiBatches.createdAt)).limit(20);
      return Promise.all(rows.map((row) => view(row, describe)));
    },

    /**
     * Called when a generation or a Studio Photos batch has run (its job's last step): when it is
     * a batch item's work and has ended, the item ends with its outcome and its event is emitted;
     * the last item closes the batch. Nothing for other work, or work still running. Never throws.
     */
    async workSettled(workId: string): Promise<void> {
      try {
        const [item] = await db.select().from(apiBatchItems).where(eq(apiBatchItems.workId, workId));
        if (!item || !item.startedAt || ENDED.includes(item.status as ApiBatchItemStatus)) return;
        const w = (await workOf([item])).get(workId);
        if (!w) return;
        const status: ApiBatchItemStatus | null =
          w.status === 'succeeded' ? 'succeeded' : w.status === 'partial' ? 'partial' : w.status === 'failed' ? 'failed' : null;
        if (!status) return;
        const failure = status === 'failed' ? (w.failure ?? 'render_failed') : null;
        const [ended] = await db
          .update(apiBatchItems)
          .set({ status, failureCode: failure, failureParams: failure ? {} : null, updatedAt: new Date(), finishedAt: new Date() })
          .where(and(eq(apiBatchItems.id, item.id), inArray(apiBatchItems.status, ['queued', 'running'])))
          .returning();
        if (ended) await itemEnded(ended);
      } catch (error) {
        logger.error({ err: error, workId }, 'batch item not settled');
      }
    },
  };
  return service;
}
