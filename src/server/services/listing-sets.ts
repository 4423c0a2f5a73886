/**
 * Listing sets: a product's images for one marketplace's listing, slot by slot in the user's order
 * (main packshot, scenes from the library, infographic, dimensions, detail crops, other angles,
 * comparison card), each following the marketplace's rules (src/shared/listing-sets.ts, from
 * docs/listing-images.md), with its checks and an alt text. Also the free previews the flow shows.
 *
 * Rules enforced here, before anything is charged:
 * - the product, its photo, the scenes and the other angles' photos are the user's (and the
 *   photos are the product's);
 * - a slot a marketplace does not take is refused (eBay and Mercado Livre: no added text or
 *   graphics, so no infographic, dimensions or comparison image, and no title on other angles);
 * - the main image comes first; a set holds at most the marketplace's number of images;
 * - a dimensions image needs the user's width and height: figures are never guessed;
 * - every character can be drawn by the bundled fonts;
 * - a cut-out the engine doubted (cutoutDoubted) stops the set until the user touches it up.
 *
 * Credits (docs/product.md, 'Listing sets'): LISTING_IMAGE_CREDITS per image, reserved with the
 * set's rows in one transaction (`listing:<set>:reserve`); an image not made (a text that does not
 * fit, a failed render, a deleted photo) is refunded its credit once (`listing:<set>:refund:<position>`).
 * An image made whose other check fails (a detail enlarged past its photo's pixels, a main image
 * that misses a compliance check) is kept as 'flagged' with its report.
 */
import { and, asc, desc, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { TFunction } from 'i18next';
import type { Language } from '../../shared/catalog';
import type { CreateListingSet, ListingCheckReport, ListingPreview, ListingPreviewRequest, ListingSetView, ListingSlot, ListingStyle } from '../../shared/contracts/listing-sets';
import { LISTING_IMAGE_CREDITS, LISTING_RULES, listingFileName, type ListingMarketplace, type ListingMarketplaceRules, type ListingSlotKind } from '../../shared/listing-sets';
import type { Database } from '../db/client';
import { generatedImages, listingImages, listingSets, productPhotos, products, sourceImages } from '../db/schema';
import { cutoutDoubted, DEFAULT_LISTING_STYLE, listingAltText, listingChecks, missingAdGlyphs, type Engine, type ListingRenderResult, type MatteRef } from '../engine';
import type { ListingEngineInput } from '../engine/engine';
import { MediaInputError } from '../engine/image/decode-image';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { Storage } from '../providers/storage';
import type { BrandKitsService } from './brand-kits';
import type { CreditsService } from './credits';
import type { CutoutsService } from './cutouts';
import { DomainError } from './domain-error';
import { reserveAndEnqueue } from './reservations';
import { zipStream } from './zip-stream';
import { combinedSourceType, type DigitalSourceType } from '../../shared/provenance';

export type ListingSetRow = typeof listingSets.$inferSelect;
export type ListingImageRow = typeof listingImages.$inferSelect;
export type ListingSetsService = ReturnType<typeof createListingSetsService>;

/** Images one set job renders at once (the machine's 2 cores). */
export const LISTING_RENDER_CONCURRENCY = 2;
/** Long side of a preview image, px. */
export const LISTING_PREVIEW_SIDE = 640;

/** The marketplaces' names as their own sites write them. */
export const MARKETPLACE_NAMES: Record<keyof typeof LISTING_RULES, string> = {
  amazon: 'Amazon',
  shopify: 'Shopify',
  etsy: 'Etsy',
  ebay: 'eBay',
  mercado_livre: 'Mercado Livre',
  google_shopping: 'Google Shopping',
};

/** What a slot draws from, loaded once per set. */
interface SetMaterial {
  photo: Buffer;
  matte: MatteRef;
  cutout: Buffer;
  style: ListingStyle;
  language: Language;
  dimensions: CreateListingSet['dimensions'] | null;
  rules: ListingMarketplaceRules;
  userId: string;
}

/** The texts a slot draws, with the font that draws each. */
function slotTexts(slot: ListingSlot): { heading: string[]; body: string[] } {
  switch (slot.kind) {
    case 'infographic':
      return { heading: [slot.title ?? '', ...slot.callouts.map((c) => c.title)], body: slot.callouts.map((c) => c.text ?? '') };
    case 'comparison':
      return { heading: [slot.title], body: slot.lines };
    case 'dimensions':
    case 'angles':
      return { heading: [slot.title ?? ''], body: [] };
    default:
      return { heading: [], body: [] };
  }
}

/**
 * A set's kinds of image, in listing order, against its marketplace's rules: how many images it
 * shows, the main image first, the kinds it allows (docs/listing-images.md).
 * @throws DomainError 'listing_too_many_images', 'listing_main_first', 'listing_slot_unavailable'.
 */
export function checkListingKinds(marketplace: ListingMarketplace, kinds: readonly ListingSlotKind[]): void {
  const rules = LISTING_RULES[marketplace];
  if (kinds.length > rules.maxImages) throw new DomainError('listing_too_many_images', { max: rules.maxImages });
  if (kinds.some((kind, i) => kind === 'main' && i > 0)) throw new DomainError('listing_main_first');
  for (const kind of kinds) if (!rules.slots[kind].allowed) throw new DomainError('listing_slot_unavailable', { marketplace: MARKETPLACE_NAMES[marketplace], slot: kind });
}

/**
 * The problems of a set's slots against its marketplace's rules, or null.
 * @throws DomainError 'listing_main_first', 'listing_too_many_images', 'listing_slot_unavailable',
 *   'listing_needs_dimensions', 'ad_text_unsupported'.
 */
export function checkListingSlots(input: Pick<CreateListingSet, 'marketplace' | 'slots' | 'dimensions'>, style: ListingStyle): void {
  const rules = LISTING_RULES[input.marketplace];
  checkListingKinds(input.marketplace, input.slots.map((s) => s.kind));
  for (const slot of input.slots) {
    const titled = slot.kind === 'angles' && Boolean(slot.title?.trim());
    if (titled && !rules.slots.infographic.allowed) throw new DomainError('listing_slot_unavailable', { marketplace: MARKETPLACE_NAMES[input.marketplace], slot: slot.kind });
    if (slot.kind === 'dimensions' && !input.dimensions) throw new DomainError('listing_needs_dimensions');
    const { heading, body } = slotTexts(slot);
    const missing = [...new Set([...missingAdGlyphs(heading.join(' '), style.headingFont), ...missingAdGlyphs(body.join(' '), style.bodyFont)])];
    if (missing.length) throw new DomainError('ad_text_unsupported', { chars: missing.join(' ') });
  }
}

export function createListingSetsService(deps: {
  db: Database;
  storage: Storage;
  engine: Engine;
  credits: CreditsService;
  cutouts: CutoutsService;
  brandKits: BrandKitsService;
  jobs: JobEnqueuer;
  logger: Logger;
  concurrency?: number;
}) {
  const { db, storage, engine, credits, logger } = deps;
  const concurrency = deps.concurrency ?? LISTING_RENDER_CONCURRENCY;
  const refundKey = (id: string, position: number) => `listing:${id}:refund:${position}`;

  async function styleOf(userId: string, brandKitId: string | undefined): Promise<ListingStyle> {
    if (!brandKitId) return DEFAULT_LISTING_STYLE;
    const kit = await deps.brandKits.owned(userId, brandKitId);
    return { headingFont: kit.headingFont, bodyFont: kit.bodyFont, accent: kit.colours[0]! };
  }

  /** The user's product, its photos in order, and the photo the set draws (the chosen one, else the cover). @throws DomainError 'not_found'. */
  async function productOf(userId: string, productId: string, sourceImageId?: string) {
    const [product] = await db.select().from(products).where(and(eq(products.id, productId), eq(products.userId, userId)));
    if (!product) throw new DomainError('not_found');
    const photos = await db.select({ id: productPhotos.sourceImageId }).from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.position));
    const sourceId = sourceImageId ?? photos[0]?.id;
    if (!sourceId || !photos.some((p) => p.id === sourceId)) throw new DomainError('not_found');
    return { product, photoIds: photos.map((p) => p.id), sourceId };
  }

  /** Checks that scenes and other angles are the user's (scenes: an image, not an ad or listing image; angles: the product's photos). @throws DomainError 'not_found'. */
  async function checkReferences(userId: string, slots: ListingSlot[], photoIds: string[]) {
    const sceneIds = slots.flatMap((s) => (s.kind === 'scene' ? [s.imageId] : []));
    if (sceneIds.length) {
      const rows = await db.select({ id: generatedImages.id, kind: generatedImages.kind }).from(generatedImages).where(and(eq(generatedImages.userId, userId), inArray(generatedImages.id, sceneIds)));
      if (new Set(rows.filter((r) => r.kind === 'scene' || r.kind === 'studio').map((r) => r.id)).size !== new Set(sceneIds).size) throw new DomainError('not_found');
    }
    for (const s of slots) if (s.kind === 'angles' && s.sourceImageIds.some((id) => !photoIds.includes(id))) throw new DomainError('not_found');
  }

  /** The photo's stored matte, refused when the engine doubted it. @throws DomainError 'listing_cutout_uncertain', 'not_found'. */
  async function trustedMatte(userId: string, sourceId: string, signal?: AbortSignal): Promise<{ photo: Buffer; matte: MatteRef }> {
    const [row] = await db.select().from(sourceImages).where(and(eq(sourceImages.id, sourceId), eq(sourceImages.userId, userId)));
    const stored = row ? await storage.get(row.storageKey) : null;
    if (!row || !stored) throw new DomainError('not_found');
    let matte: MatteRef;
    try {
      matte = await deps.cutouts.cutoutOf(row, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new DomainError('cutout_failed');
    }
    if (cutoutDoubted({ method: matte.method, confidence: matte.confidence ?? null, warnings: matte.warnings ?? [] })) throw new DomainError('listing_cutout_uncertain', { sourceImageId: sourceId });
    return { photo: stored.data, matte };
  }

  async function material(userId: string, sourceId: string, style: ListingStyle, language: Language, dimensions: SetMaterial['dimensions'], rules: ListingMarketplaceRules, signal?: AbortSignal): Promise<SetMaterial> {
    const { photo, matte } = await trustedMatte(userId, sourceId, signal);
    const cutout = await engine.cutoutPng({ photo, matte, maxSide: 2400 }, signal);
    if (!cutout) throw new DomainError('cutout_failed');
    return { photo, matte, cutout, style, language, dimensions, rules, userId };
  }

  /**
   * Draws one slot at `size` (the marketplace's, or a preview's) from the set's material.
   * @throws MediaInputError when a scene or photo is gone or unreadable.
   */
  async function renderSlot(m: SetMaterial, slot: ListingSlot, size: { width: number; height: number }, signal?: AbortSignal): Promise<ListingRenderResult & { sourceType: DigitalSourceType }> {
    // Drawn from the seller's photos by program, unless a library scene made by a model is in it.
    let sourceType: DigitalSourceType = 'compositeSynthetic';
    if (slot.kind === 'main') {
      const scale = size.width / m.rules.width;
      const spec = { ...m.rules.main, width: size.width, height: Math.round(m.rules.main.height * scale) };
      const packshot = await engine.packshot({ photo: m.photo, matte: m.matte, spec }, signal);
      const checks: ListingCheckReport = listingChecks({ width: packshot.width, height: packshot.height, expected: size, compliance: packshot.compliance });
      return { data: packshot.data, width: packshot.width, height: packshot.height, checks, sourceType };
    }
    let input: ListingEngineInput;
    switch (slot.kind) {
      case 'scene': {
        const [row] = await db.select({ key: generatedImages.storageKey, sourceType: generatedImages.digitalSourceType }).from(generatedImages).where(and(eq(generatedImages.id, slot.imageId), eq(generatedImages.userId, m.userId)));
        const stored = row ? await storage.get(row.key) : null;
        if (!row || !stored) throw new MediaInputError('the scene was deleted');
        sourceType = combinedSourceType([row.sourceType]);
        input = { kind: 'scene', ...size, sourceType, image: stored.data };
        break;
      }
      case 'infographic':
        input = { kind: 'infographic', ...size, sourceType, cutout: m.cutout, style: m.style, title: slot.title, callouts: slot.callouts };
        break;
      case 'dimensions':
        if (!m.dimensions) throw new DomainError('listing_needs_dimensions');
        input = { kind: 'dimensions', ...size, sourceType, cutout: m.cutout, style: m.style, title: slot.title, dimensions: m.dimensions, language: m.language };
        break;
      case 'detail':
        input = { kind: 'detail', ...size, sourceType, photo: m.photo, matte: m.matte, region: slot.region, rank: slot.rank };
        break;
      case 'comparison':
        input = { kind: 'comparison', ...size, sourceType, cutout: m.cutout, style: m.style, title: slot.title, lines: slot.lines };
        break;
      case 'angles': {
        const items: { data: Buffer; kind: 'cutout' | 'photo' }[] = [];
        for (const id of slot.sourceImageIds) {
          const [row] = await db.select().from(sourceImages).where(and(eq(sourceImages.id, id), eq(sourceImages.userId, m.userId)));
          const stored = row ? await storage.get(row.storageKey) : null;
          if (!row || !stored) throw new MediaInputError('a photo was deleted');
          let cut: Buffer | null = null;
          try {
            const matte = await deps.cutouts.cutoutOf(row, signal);
            cut = cutoutDoubted({ method: matte.method, confidence: matte.confidence ?? null, warnings: matte.warnings ?? [] }) ? null : await engine.cutoutPng({ photo: stored.data, matte, maxSide: 1600 }, signal);
          } catch (error) {
            if (signal?.aborted) throw error;
          }
          // A photo whose cut-out is doubted is shown whole, framed, rather than with a wrong edge.
          items.push(cut ? { data: cut, kind: 'cutout' } : { data: stored.data, kind: 'photo' });
        }
        input = { kind: 'angles', ...size, sourceType, items, style: m.style, title: slot.title };
        break;
      }
    }
    return { ...(await engine.renderListing(input, signal)), sourceType };
  }

  async function owned(userId: string, id: string): Promise<ListingSetRow> {
    const [row] = await db.select().from(listingSets).where(and(eq(listingSets.id, id), eq(listingSets.userId, userId)));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  async function view(set: ListingSetRow, t: TFunction): Promise<ListingSetView> {
    const rows = await db.select().from(listingImages).where(eq(listingImages.setId, set.id)).orderBy(asc(listingImages.position));
    const rules = LISTING_RULES[set.marketplace];
    return {
      id: set.id,
      status: set.status,
      productId: set.productId,
      marketplace: set.marketplace,
      language: set.language,
      dimensions: set.dimensions ?? null,
      slots: set.slots,
      creditsCharged: set.creditsReserved,
      creditsRefunded: set.creditsRefunded,
      images: rows.map((r) => ({
        position: r.position,
        kind: r.kind,
        status: r.status,
        fileName: listingFileName(r.position, r.kind),
        imageId: r.status === 'succeeded' || r.status === 'flagged' ? r.imageId : null,
        width: rules.width,
        height: rules.height,
        altText: r.altText,
        checks: r.checks,
        error: r.status === 'failed' ? t(`errors:listing.${r.error ?? 'render_failed'}`) : null,
      })),
      createdAt: set.createdAt.toISOString(),
      finishedAt: set.finishedAt?.toISOString() ?? null,
    };
  }

  /**
   * Refunds every image neither made nor refunded, and closes the set with its status. An image
   * still queued is first claimed as failed, so one a render stores meanwhile (a set abandoned while
   * its job runs) is either made or refunded, never both.
   */
  async function finish(set: ListingSetRow, error?: string) {
    const rows = await db.select().from(listingImages).where(eq(listingImages.setId, set.id));
    let refunded = 0;
    for (const r of rows) {
      if ((r.status === 'succeeded' || r.status === 'flagged') && r.imageId) continue;
      if (r.status !== 'failed') {
        const [claimed] = await db
          .update(listingImages)
          .set({ status: 'failed', error: r.error ?? 'render_failed', updatedAt: new Date() })
          .where(and(eq(listingImages.id, r.id), eq(listingImages.status, 'queued')))
          .returning({ id: listingImages.id });
        if (!claimed) continue;
      }
      await credits.apply({ userId: set.userId, amount: LISTING_IMAGE_CREDITS, reason: 'listing_refund', idempotencyKey: refundKey(set.id, r.position), reference: set.id });
      refunded += LISTING_IMAGE_CREDITS;
    }
    const made = rows.length - refunded / LISTING_IMAGE_CREDITS;
    const status = made === rows.length ? 'succeeded' : made === 0 ? 'failed' : 'partial';
    await db.update(listingSets).set({ status, creditsRefunded: refunded, error: error ?? null, finishedAt: new Date(), updatedAt: new Date() }).where(eq(listingSets.id, set.id));
    logger.info({ listingSetId: set.id, status, made, total: rows.length }, 'listing set finished');
  }

  return {
    /**
     * Free previews of the slots: each drawn at the marketplace's size (so its checks are the real
     * image's) and shown at most LISTING_PREVIEW_SIDE px long, with an infographic's points, a
     * detail crop's region and the alt text.
     * @throws DomainError as `create` does, but never charges.
     */
    async preview(userId: string, req: ListingPreviewRequest, language: Language): Promise<ListingPreview> {
      const style = await styleOf(userId, req.brandKitId);
      checkListingSlots(req, style);
      const { product, photoIds, sourceId } = await productOf(userId, req.productId, req.sourceImageId);
      await checkReferences(userId, req.slots, photoIds);
      const rules = LISTING_RULES[req.marketplace];
      const m = await material(userId, sourceId, style, language, req.dimensions ?? null, rules);
      // Drawn at the marketplace's size, so the checks are the full-size image's; shown small.
      const size = { width: rules.width, height: rules.height };
      const widthPx = Math.round((rules.width * LISTING_PREVIEW_SIDE) / Math.max(rules.width, rules.height));
      const one = async (slot: ListingSlot, i: number) => {
        let out: ListingRenderResult;
        try {
          out = await renderSlot(m, slot, size);
        } catch (error) {
          if (error instanceof MediaInputError) throw new DomainError('not_found');
          throw error;
        }
        const thumb = await engine.thumbnail({ data: out.data, widthPx });
        return { position: i + 1, kind: slot.kind, width: rules.width, height: rules.height, image: `data:image/webp;base64,${thumb.toString('base64')}`, checks: out.checks, anchors: out.anchors ?? null, productBox: out.productBox ?? null, region: out.region ?? null, altText: listingAltText(slot, product.title, language, req.dimensions ?? null) };
      };
      const images: ListingPreview['images'] = new Array(req.slots.length);
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, req.slots.length) }, async () => {
          while (next < req.slots.length) {
            const i = next++;
            images[i] = await one(req.slots[i]!, i);
          }
        }),
      );
      return { images };
    },

    /**
     * Starts a set: checks the product, the slots against the marketplace and the cut-out, reserves
     * one credit per image with its rows and queues its job.
     * @throws DomainError 'not_found', 'listing_slot_unavailable', 'listing_main_first',
     *   'listing_too_many_images', 'listing_needs_dimensions', 'ad_text_unsupported',
     *   'listing_cutout_uncertain', 'cutout_failed', 'insufficient_credits', 'queue_unavailable'.
     */
    async create(userId: string, input: CreateListingSet, language: Language, id: string = crypto.randomUUID()): Promise<ListingSetView> {
      const style = await styleOf(userId, input.brandKitId);
      checkListingSlots(input, style);
      const { product, photoIds, sourceId } = await productOf(userId, input.productId, input.sourceImageId);
      await checkReferences(userId, input.slots, photoIds);
      await trustedMatte(userId, sourceId);
      const cost = LISTING_IMAGE_CREDITS * input.slots.length;
      await reserveAndEnqueue(deps, {
        userId,
        cost,
        reason: 'listing_reserve',
        idempotencyKey: `listing:${id}:reserve`,
        reference: id,
        insert: async (tx) => {
          await tx.insert(listingSets).values({
            id,
            userId,
            productId: product.id,
            sourceImageId: sourceId,
            marketplace: input.marketplace,
            language,
            productTitle: product.title,
            style,
            dimensions: input.dimensions ?? null,
            slots: input.slots,
            creditsReserved: cost,
          });
          await tx.insert(listingImages).values(input.slots.map((slot, i) => ({ setId: id, position: i + 1, kind: slot.kind, altText: listingAltText(slot, product.title, language, input.dimensions ?? null) })));
        },
        job: { name: 'listing-set', payload: { setId: id } },
        refund: () => this.abandon(id, 'the job queue was unavailable'),
        subject: 'listing set',
        logFields: { listingSetId: id },
      });
      return view((await db.select().from(listingSets).where(eq(listingSets.id, id)))[0]!, ((key: string) => key) as unknown as TFunction);
    },

    /** The user's set with its images; `t` translates failures. @throws DomainError 'not_found'. */
    async get(userId: string, id: string, t: TFunction): Promise<ListingSetView> {
      return view(await owned(userId, id), t);
    },

    /** The user's sets, newest first (at most 50), optionally those of one product. */
    async list(userId: string, t: TFunction, filter: { productId?: string } = {}): Promise<ListingSetView[]> {
      const rows = await db
        .select()
        .from(listingSets)
        .where(and(eq(listingSets.userId, userId), filter.productId ? eq(listingSets.productId, filter.productId) : undefined))
        .orderBy(desc(listingSets.createdAt))
        .limit(50);
      return Promise.all(rows.map((r) => view(r, t)));
    },

    /**
     * Renders a set (the job handler). Safe to re-run: images made or refunded stay as they are.
     * @throws the abort reason when the signal fires (the job retries, or gives up and refunds).
     */
    async run(setId: string, options: { signal?: AbortSignal }): Promise<void> {
      const [set] = await db.select().from(listingSets).where(eq(listingSets.id, setId));
      if (!set || set.finishedAt) return;
      await db.update(listingSets).set({ status: 'running', updatedAt: new Date() }).where(eq(listingSets.id, setId));
      const rows = await db.select().from(listingImages).where(eq(listingImages.setId, setId)).orderBy(asc(listingImages.position));
      const refunded = await credits.appliedKeys(rows.map((r) => refundKey(setId, r.position)));
      const todo = rows.filter((r) => r.status === 'queued' && !refunded.has(refundKey(setId, r.position)));
      if (todo.length) {
        let m: SetMaterial;
        try {
          if (!set.sourceImageId) throw new MediaInputError('the photo was deleted');
          m = await material(set.userId, set.sourceImageId, set.style, set.language as Language, set.dimensions ?? null, LISTING_RULES[set.marketplace], options.signal);
        } catch (error) {
          if (options.signal?.aborted) throw error;
          await db.update(listingImages).set({ status: 'failed', error: 'product_missing', updatedAt: new Date() }).where(and(eq(listingImages.setId, setId), inArray(listingImages.id, todo.map((r) => r.id))));
          return finish(set, error instanceof Error ? error.message : String(error));
        }
        let next = 0;
        const worker = async () => {
          while (next < todo.length) {
            options.signal?.throwIfAborted();
            const row = todo[next++]!;
            await this.renderOne(set, row, m, options.signal);
          }
        };
        const settled = await Promise.allSettled(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
        const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
        if (failed) throw failed.reason;
      }
      await finish(set);
    },

    /** Renders and stores one image, or marks it failed (refunded when the set finishes). @throws only when aborted. */
    async renderOne(set: ListingSetRow, row: ListingImageRow, m: SetMaterial, signal?: AbortSignal): Promise<void> {
      const slot = set.slots[row.position - 1]!;
      const rules = LISTING_RULES[set.marketplace];
      const started = performance.now();
      let rendered: ListingRenderResult & { sourceType: DigitalSourceType };
      try {
        rendered = await renderSlot(m, slot, { width: rules.width, height: rules.height }, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn({ err: error, listingSetId: set.id, position: row.position }, 'listing image failed');
        await db.update(listingImages).set({ status: 'failed', error: error instanceof MediaInputError ? 'product_missing' : 'render_failed', updatedAt: new Date() }).where(eq(listingImages.id, row.id));
        return;
      }
      const renderMs = Math.round(performance.now() - started);
      // A text that did not fit, or a character no font draws: the image would be missing words. Not delivered.
      if (!rendered.checks.overflow.ok || !rendered.checks.glyphs.ok) {
        await db.update(listingImages).set({ status: 'failed', error: 'text_too_long', checks: rendered.checks, renderMs, updatedAt: new Date() }).where(eq(listingImages.id, row.id));
        return;
      }
      const storageKey = `users/${set.userId}/generated/listing-${set.id}-${listingFileName(row.position, row.kind)}`;
      await storage.put(storageKey, rendered.data, 'image/jpeg');
      const kept = await db.transaction(async (tx) => {
        const [image] = await tx
          .insert(generatedImages)
          .values({
            userId: set.userId,
            generationId: null,
            position: row.position - 1,
            storageKey,
            mime: 'image/jpeg',
            format: 'jpg',
            width: rendered.width,
            height: rendered.height,
            bytes: rendered.data.length,
            prompt: row.altText,
            scenarioTitle: `${set.productTitle} · ${listingFileName(row.position, row.kind)}`.slice(0, 200),
            settings: null,
            engine: 'listing',
            provider: 'local',
            model: null,
            latencyMs: renderMs,
            kind: 'listing',
            digitalSourceType: rendered.sourceType,
          })
          .returning({ id: generatedImages.id });
        const [updated] = await tx
          .update(listingImages)
          .set({ status: rendered.checks.passed ? 'succeeded' : 'flagged', imageId: image!.id, checks: rendered.checks, chosen: { ...(rendered.anchors ? { anchors: rendered.anchors } : {}), ...(rendered.region ? { region: rendered.region } : {}) }, renderMs, error: null, updatedAt: new Date() })
          .where(and(eq(listingImages.id, row.id), eq(listingImages.status, 'queued')))
          .returning({ id: listingImages.id });
        // The set was closed meanwhile (abandoned: this image is refunded): nothing is kept.
        if (!updated) tx.rollback();
        return true;
      }).catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
      if (!kept) await storage.delete(storageKey);
    },

    /** Closes a set whose job gave up: refunds every image not made, once. */
    async abandon(setId: string, reason: string): Promise<void> {
      const [set] = await db.select().from(listingSets).where(eq(listingSets.id, setId));
      if (!set || set.finishedAt) return;
      await finish(set, reason);
    },

    /**
     * The set's images made, as a zip numbered in listing order (`01-main.jpg`, `02-infographic.jpg`,
     * …; an image not made leaves no gap) with `alt-text.csv`
     * (RFC 4180, UTF-8 with a byte order mark): position, file, kind, width, height, alt_text,
     * checks_passed.
     * @throws DomainError 'not_found' when the set is not the user's or has no image yet.
     */
    async archive(userId: string, id: string): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
      await owned(userId, id);
      const rows = await db
        .select({ image: listingImages, storageKey: generatedImages.storageKey, width: generatedImages.width, height: generatedImages.height })
        .from(listingImages)
        .innerJoin(generatedImages, and(eq(generatedImages.id, listingImages.imageId), eq(generatedImages.userId, userId)))
        .where(and(eq(listingImages.setId, id), inArray(listingImages.status, ['succeeded', 'flagged'])))
        .orderBy(asc(listingImages.position));
      if (rows.length === 0) throw new DomainError('not_found');
      const csv = [
        ['position', 'file', 'kind', 'width', 'height', 'alt_text', 'checks_passed'],
        ...rows.map((r, i) => [String(i + 1), listingFileName(i + 1, r.image.kind), r.image.kind, String(r.width), String(r.height), r.image.altText, r.image.status === 'succeeded' ? 'yes' : 'no']),
      ];
      const stream = zipStream([
        ...rows.map((r, i) => async () => {
          const stored = await storage.get(r.storageKey);
          if (!stored) throw new Error(`listing image ${r.storageKey} is missing from storage`);
          return { name: listingFileName(i + 1, r.image.kind), data: stored.data };
        }),
        async () => ({ name: 'alt-text.csv', data: Buffer.from(`\ufeff${stringify(csv, { record_delimiter: 'windows' })}`, 'utf8') }),
      ]);
      return { stream, filename: `vitrine-listing-${id.slice(0, 8)}.zip` };
    },
  };
}
