/**
 * Ad sets: one design (a product, a brand kit, texts, a layout family, colours) rendered in every
 * chosen placement, in 1 to 5 variants that differ in one declared dimension (headline, layout or
 * colour), named A to E. Also the copy candidates and free previews the flow shows first.
 *
 * Credits (docs/product.md, 'Ad creatives'): a set costs AD_SET_CREDITS plus
 * AD_EXTRA_VARIANT_CREDITS per variant after the first, reserved with the set's rows in one
 * transaction (`ad:<set>:reserve`). Each creative carries its share of the reservation
 * (reservedShare); a creative that is not made is refunded its share once (`ad:<set>:refund:<n>`).
 * Plan limits (adPlanLimits): placements and variants per set; Free creatives carry a mark.
 *
 * A creative whose text does not fit its layout (or holds a character no bundled font draws) is
 * not delivered and is refunded: text is never cut. One that is made but fails another check is
 * kept as 'flagged' with its report, so the user sees what to change; none is delivered silently broken.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { TFunction } from 'i18next';
import { AD_PLACEMENTS, AD_VARIANT_NAMES, adPlanLimits, adSetCredits, type AdPlacementId } from '../../shared/ad-creatives';
import type { Language } from '../../shared/catalog';
import type { AdCopy, AdCopyRequest, AdPreview, AdPreviewRequest, AdSetView, AdVariant, CreateAdSet } from '../../shared/contracts/ad-creatives';
import type { Database } from '../db/client';
import { adCreatives, adSets, generatedImages, generations, products, sourceImages, studioBatchItems, type AdSetDesign } from '../db/schema';
import { localAdCopy, missingAdGlyphs, type Engine } from '../engine';
import { MediaInputError } from '../engine/image/decode-image';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { AdCopyProvider } from '../providers/ai/copy/openai-ad-copy-provider';
import type { Storage } from '../providers/storage';
import type { BrandKitsService } from './brand-kits';
import type { CreditsService } from './credits';
import type { CutoutsService } from './cutouts';
import { DomainError } from './domain-error';
import { reservedShare, reserveAndEnqueue } from './reservations';
import { effectiveTier, planOf } from './tiers';
import { zipStream } from './zip-stream';
import { combinedSourceType, type DigitalSourceType } from '../../shared/provenance';

/** The product's pixels for a creative, and how the image they come from was made. */
interface AdProduct {
  data: Buffer;
  kind: 'cutout' | 'photo';
  sourceType: DigitalSourceType;
}

export type AdSetRow = typeof adSets.$inferSelect;
export type AdCreativeRow = typeof adCreatives.$inferSelect;
export type AdSetsService = ReturnType<typeof createAdSetsService>;

/** Creatives one set job renders at once (the machine's 2 cores). */
export const AD_RENDER_CONCURRENCY = 2;
/** Long side of a preview image, px. */
export const AD_PREVIEW_SIDE = 480;

/**
 * Checks that variants differ in the declared dimension only, and each from the others in it.
 * @returns the problem, or null.
 */
export function variantProblem(dimension: CreateAdSet['dimension'], variants: AdVariant[]): string | null {
  const key = (v: AdVariant, leave: 'headline' | 'layout' | 'colour') =>
    JSON.stringify({ texts: leave === 'headline' ? { ...v.texts, headline: '' } : v.texts, layout: leave === 'layout' ? '' : v.layout, colour: leave === 'colour' ? '' : `${v.scheme}:${v.colourIndex}` });
  const differ = (v: AdVariant) => (dimension === 'headline' ? v.texts.headline.trim().toLocaleLowerCase() : dimension === 'layout' ? v.layout : `${v.scheme}:${v.colourIndex}`);
  if (new Set(variants.map((v) => key(v, dimension))).size > 1) return `variants may differ only in their ${dimension}`;
  if (new Set(variants.map(differ)).size !== variants.length) return `each variant needs its own ${dimension}`;
  return null;
}

export function createAdSetsService(deps: {
  db: Database;
  storage: Storage;
  engine: Engine;
  credits: CreditsService;
  cutouts: CutoutsService;
  brandKits: BrandKitsService;
  /** The chat model's copy writer when one is configured; null: the local templates. */
  copyProvider: AdCopyProvider | null;
  jobs: JobEnqueuer;
  logger: Logger;
  concurrency?: number;
}) {
  const { db, storage, engine, credits, logger } = deps;
  const concurrency = deps.concurrency ?? AD_RENDER_CONCURRENCY;
  const refundKey = (id: string, n: number) => `ad:${id}:refund:${n}`;

  /** The texts' and layouts' problems a request can be refused for before anything is rendered or charged. */
  function checkDesign(input: CreateAdSet, brand: AdSetDesign['brand']) {
    const problem = variantProblem(input.dimension, input.variants);
    if (problem) throw new DomainError('ad_variants_invalid', { details: problem });
    for (const v of input.variants) {
      if (v.colourIndex >= brand.colours.length) throw new DomainError('ad_variants_invalid', { details: `the brand kit has ${brand.colours.length} colours` });
      if (v.layout === 'offer-badge' && !v.texts.badge?.trim()) throw new DomainError('ad_layout_needs_text', { layout: v.layout, text: 'badge' });
      if (v.layout === 'quote-card' && !v.texts.quote?.trim()) throw new DomainError('ad_layout_needs_text', { layout: v.layout, text: 'quote' });
      const heading = [v.texts.headline, v.texts.badge, v.texts.quote].filter(Boolean).join(' ');
      const body = [v.texts.subline, v.texts.cta, v.texts.author].filter(Boolean).join(' ');
      const missing = [...new Set([...missingAdGlyphs(heading, brand.headingFont), ...missingAdGlyphs(body, brand.bodyFont)])];
      if (missing.length) throw new DomainError('ad_text_unsupported', { chars: missing.join(' ') });
    }
  }

  /** Where the product's pixels come from, checked to be the user's; and the photo it was made from. */
  async function productSource(userId: string, product: CreateAdSet['product']): Promise<{ source: AdSetDesign['product']; sourceImageId: string | null }> {
    if (product.sourceImageId) {
      const [row] = await db.select({ id: sourceImages.id }).from(sourceImages).where(and(eq(sourceImages.id, product.sourceImageId), eq(sourceImages.userId, userId)));
      if (!row) throw new DomainError('not_found');
      return { source: { kind: 'cutout', sourceImageId: row.id }, sourceImageId: row.id };
    }
    const [row] = await db
      .select({ id: generatedImages.id, kind: generatedImages.kind, fromScene: generations.sourceImageId, fromPackshot: studioBatchItems.sourceImageId })
      .from(generatedImages)
      .leftJoin(generations, eq(generations.id, generatedImages.generationId))
      .leftJoin(studioBatchItems, eq(studioBatchItems.imageId, generatedImages.id))
      .where(and(eq(generatedImages.id, product.imageId!), eq(generatedImages.userId, userId)));
    if (!row || row.kind === 'ad') throw new DomainError('not_found');
    return { source: { kind: 'photo', imageId: row.id }, sourceImageId: row.fromScene ?? row.fromPackshot ?? null };
  }

  /** The product's pixels: its cut-out as an RGBA PNG, or the packshot or scene. @throws MediaInputError when gone or unreadable. */
  async function productPixels(source: AdSetDesign['product'], signal?: AbortSignal): Promise<AdProduct> {
    if (source.kind === 'photo') {
      const [row] = await db.select({ key: generatedImages.storageKey, sourceType: generatedImages.digitalSourceType }).from(generatedImages).where(eq(generatedImages.id, source.imageId));
      const stored = row ? await storage.get(row.key) : null;
      if (!row || !stored) throw new MediaInputError('the image was deleted');
      // A scene a model painted stays part of what a model made, inside the creative.
      return { data: stored.data, kind: 'photo', sourceType: combinedSourceType([row.sourceType]) };
    }
    const [row] = await db.select().from(sourceImages).where(eq(sourceImages.id, source.sourceImageId));
    const stored = row ? await storage.get(row.storageKey) : null;
    if (!row || !stored) throw new MediaInputError('the photo was deleted');
    const matte = await deps.cutouts.cutoutOf(row, signal);
    const cut = await engine.cutoutPng({ photo: stored.data, matte, maxSide: 2000 }, signal);
    if (!cut) throw new MediaInputError('the cut-out holds no product');
    return { data: cut, kind: 'cutout', sourceType: 'compositeSynthetic' };
  }

  async function logoOf(brand: AdSetDesign['brand']): Promise<Buffer | null> {
    return brand.logoKey ? ((await storage.get(brand.logoKey))?.data ?? null) : null;
  }

  /** The brand kit as a set keeps it. */
  async function brandOf(userId: string, kitId: string): Promise<AdSetDesign['brand']> {
    const kit = await deps.brandKits.owned(userId, kitId);
    return { name: kit.name, colours: kit.colours, headingFont: kit.headingFont, bodyFont: kit.bodyFont, logoKey: kit.logoKey };
  }

  /** The engine's input for one variant on one placement. */
  function renderInput(design: AdSetDesign, variant: AdVariant, placement: AdPlacementId, product: AdProduct, logo: Buffer | null, format: CreateAdSet['format'], watermark: boolean) {
    const colours = [...design.brand.colours.slice(variant.colourIndex), ...design.brand.colours.slice(0, variant.colourIndex)];
    return { placement, layout: variant.layout, product: { data: product.data, kind: product.kind }, sourceType: product.sourceType, logo, brand: { colours, headingFont: design.brand.headingFont, bodyFont: design.brand.bodyFont }, scheme: variant.scheme, texts: variant.texts, format, watermark };
  }

  async function owned(userId: string, id: string): Promise<AdSetRow> {
    const [row] = await db.select().from(adSets).where(and(eq(adSets.id, id), eq(adSets.userId, userId)));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  async function view(set: AdSetRow, t: TFunction): Promise<AdSetView> {
    const rows = await db.select().from(adCreatives).where(eq(adCreatives.setId, set.id)).orderBy(asc(adCreatives.variant));
    const order = new Map(set.placements.map((p, i) => [p, i]));
    rows.sort((a, b) => a.variant - b.variant || (order.get(a.placement) ?? 0) - (order.get(b.placement) ?? 0));
    return {
      id: set.id,
      status: set.status,
      productId: set.productId,
      dimension: set.dimension,
      variants: set.variants.map((v, i) => ({ ...v, name: AD_VARIANT_NAMES[i]! })),
      placements: set.placements,
      format: set.format,
      watermark: set.watermark,
      creditsCharged: set.creditsReserved,
      creditsRefunded: set.creditsRefunded,
      creatives: rows.map((r) => ({
        id: r.id,
        variant: AD_VARIANT_NAMES[r.variant]!,
        placement: r.placement,
        status: r.status,
        width: AD_PLACEMENTS[r.placement].width,
        height: AD_PLACEMENTS[r.placement].height,
        imageId: r.status === 'succeeded' || r.status === 'flagged' ? r.imageId : null,
        checks: r.checks,
        error: r.status === 'failed' ? t(`errors:ads.${r.error ?? 'render_failed'}`) : null,
      })),
      createdAt: set.createdAt.toISOString(),
      finishedAt: set.finishedAt?.toISOString() ?? null,
    };
  }

  /** Refunds every creative neither made nor refunded, and closes the set with its status. */
  async function finish(set: AdSetRow, error?: string) {
    const rows = await db.select().from(adCreatives).where(eq(adCreatives.setId, set.id));
    const total = set.variants.length * set.placements.length;
    let refunded = 0;
    for (const r of rows) {
      const n = r.variant * set.placements.length + set.placements.indexOf(r.placement);
      if ((r.status === 'succeeded' || r.status === 'flagged') && r.imageId) continue;
      const share = reservedShare(set.creditsReserved, total, n);
      await credits.apply({ userId: set.userId, amount: share, reason: 'ad_refund', idempotencyKey: refundKey(set.id, n), reference: set.id });
      refunded += share;
      if (r.status !== 'failed') await db.update(adCreatives).set({ status: 'failed', error: r.error ?? 'render_failed', updatedAt: new Date() }).where(eq(adCreatives.id, r.id));
    }
    const made = rows.filter((r) => (r.status === 'succeeded' || r.status === 'flagged') && r.imageId).length;
    const status = made === total ? 'succeeded' : made === 0 ? 'failed' : 'partial';
    await db.update(adSets).set({ status, creditsRefunded: refunded, error: error ?? null, finishedAt: new Date(), updatedAt: new Date() }).where(eq(adSets.id, set.id));
    logger.info({ adSetId: set.id, status, made, total }, 'ad set finished');
  }

  return {
    /**
     * 3 to 5 candidates of each text in `language`: from the chat model when one is configured (with
     * the same rules), else or when it fails, from the local templates.
     * @throws DomainError 'not_found' (a product that is not the user's).
     */
    async copy(userId: string, req: AdCopyRequest, language: Language): Promise<AdCopy> {
      let title: string | null = null;
      let features = req.features ?? '';
      let audience = req.audience ?? '';
      if (req.productId) {
        const [p] = await db.select().from(products).where(and(eq(products.id, req.productId), eq(products.userId, userId)));
        if (!p) throw new DomainError('not_found');
        title = p.title;
        features ||= p.features;
        audience ||= p.audience;
      }
      const input = { language, angle: req.angle, tone: req.tone, title, features, audience, brandName: req.brandName ?? '', offer: req.offer ?? '' };
      if (deps.copyProvider) {
        try {
          return { ...(await deps.copyProvider.write(input)), source: 'model' };
        } catch (error) {
          logger.warn({ err: error }, 'ad copy from the chat model failed; using the local templates');
        }
      }
      return { ...localAdCopy(input), source: 'local' };
    },

    /**
     * Free previews of one variant in each placement (at most the plan's placements), each at most
     * AD_PREVIEW_SIDE px long, with the full-size creative's checks.
     * @throws DomainError 'not_found', 'ad_plan_limit', 'ad_variants_invalid', 'ad_layout_needs_text',
     *   'ad_text_unsupported', 'cutout_failed' (the product cannot be cut out or read).
     */
    async preview(userId: string, req: AdPreviewRequest): Promise<AdPreview> {
      const limits = adPlanLimits(effectiveTier(await planOf(db, userId)));
      if (req.placements.length > limits.placements) throw new DomainError('ad_plan_limit', { placements: limits.placements, variants: limits.variants });
      const brand = await brandOf(userId, req.brandKitId);
      const variant = req.variants[req.variant];
      if (!variant) throw new DomainError('ad_variants_invalid', { details: 'no such variant' });
      checkDesign({ ...req, variants: [variant], dimension: 'headline' }, brand);
      const { source } = await productSource(userId, req.product);
      let product: AdProduct;
      try {
        product = await productPixels(source);
      } catch (error) {
        if (error instanceof MediaInputError) throw new DomainError('cutout_failed');
        throw error;
      }
      const logo = await logoOf(brand);
      const design: AdSetDesign = { brand, product: source };
      const out: AdPreview['placements'] = [];
      for (const placement of req.placements) {
        const rendered = await engine.renderAd(renderInput(design, variant, placement, product, logo, 'png', limits.watermark));
        const p = AD_PLACEMENTS[placement];
        const widthPx = Math.max(1, Math.round((p.width * AD_PREVIEW_SIDE) / Math.max(p.width, p.height)));
        const thumb = await engine.thumbnail({ data: rendered.data, widthPx: Math.min(p.width, widthPx) });
        out.push({ placement, width: p.width, height: p.height, image: `data:image/webp;base64,${thumb.toString('base64')}`, checks: rendered.checks });
      }
      return { placements: out };
    },

    /**
     * Starts a set: checks the plan's limits, the brand kit, the product and the variants, reserves
     * its credits with its rows and queues its job.
     * @throws DomainError 'not_found', 'ad_plan_limit' (placements, variants), 'ad_variants_invalid',
     *   'ad_layout_needs_text', 'ad_text_unsupported', 'insufficient_credits', 'queue_unavailable'.
     */
    async create(userId: string, input: CreateAdSet, id: string = crypto.randomUUID()): Promise<AdSetView> {
      const limits = adPlanLimits(effectiveTier(await planOf(db, userId)));
      if (input.placements.length > limits.placements || input.variants.length > limits.variants) throw new DomainError('ad_plan_limit', { placements: limits.placements, variants: limits.variants });
      const brand = await brandOf(userId, input.brandKitId);
      checkDesign(input, brand);
      const { source, sourceImageId } = await productSource(userId, input.product);
      if (input.productId) {
        const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, input.productId), eq(products.userId, userId)));
        if (!p) throw new DomainError('not_found');
      }
      const cost = adSetCredits(input.variants.length);
      await reserveAndEnqueue(deps, {
        userId,
        cost,
        reason: 'ad_reserve',
        idempotencyKey: `ad:${id}:reserve`,
        reference: id,
        insert: async (tx) => {
          await tx.insert(adSets).values({
            id,
            userId,
            productId: input.productId ?? null,
            sourceImageId,
            brandKitId: input.brandKitId,
            design: { brand, product: source },
            dimension: input.dimension,
            variants: input.variants,
            placements: input.placements,
            format: input.format,
            watermark: limits.watermark,
            creditsReserved: cost,
          });
          await tx.insert(adCreatives).values(input.variants.flatMap((_, variant) => input.placements.map((placement) => ({ setId: id, variant, placement }))));
        },
        job: { name: 'ad-set', payload: { setId: id } },
        refund: () => this.abandon(id, 'the job queue was unavailable'),
        subject: 'ad set',
        logFields: { adSetId: id },
      });
      return view((await db.select().from(adSets).where(eq(adSets.id, id)))[0]!, ((key: string) => key) as unknown as TFunction);
    },

    /** The user's set with its creatives; `t` translates failures. @throws DomainError 'not_found'. */
    async get(userId: string, id: string, t: TFunction): Promise<AdSetView> {
      return view(await owned(userId, id), t);
    },

    /** The user's sets, newest first (at most 50), optionally those of one product. */
    async list(userId: string, t: TFunction, filter: { productId?: string } = {}): Promise<AdSetView[]> {
      const rows = await db
        .select()
        .from(adSets)
        .where(and(eq(adSets.userId, userId), filter.productId ? eq(adSets.productId, filter.productId) : undefined))
        .orderBy(desc(adSets.createdAt))
        .limit(50);
      return Promise.all(rows.map((r) => view(r, t)));
    },

    /**
     * Renders a set (the job handler). Safe to re-run: creatives made or refunded stay as they are.
     * @throws the abort reason when the signal fires (the job retries, or gives up and refunds).
     */
    async run(setId: string, options: { signal?: AbortSignal }): Promise<void> {
      const [set] = await db.select().from(adSets).where(eq(adSets.id, setId));
      if (!set || set.finishedAt) return;
      await db.update(adSets).set({ status: 'running', updatedAt: new Date() }).where(eq(adSets.id, setId));
      const rows = await db.select().from(adCreatives).where(eq(adCreatives.setId, setId));
      const indexOf = (r: AdCreativeRow) => r.variant * set.placements.length + set.placements.indexOf(r.placement);
      const refunded = await credits.appliedKeys(rows.map((r) => refundKey(setId, indexOf(r))));
      const todo = rows.filter((r) => r.status === 'queued' && !refunded.has(refundKey(setId, indexOf(r))));
      if (todo.length) {
        let product: AdProduct;
        try {
          product = await productPixels(set.design.product, options.signal);
        } catch (error) {
          if (options.signal?.aborted) throw error;
          await db.update(adCreatives).set({ status: 'failed', error: 'product_missing', updatedAt: new Date() }).where(and(eq(adCreatives.setId, setId), inArray(adCreatives.id, todo.map((r) => r.id))));
          return finish(set, error instanceof Error ? error.message : String(error));
        }
        const logo = await logoOf(set.design.brand);
        let next = 0;
        const worker = async () => {
          while (next < todo.length) {
            options.signal?.throwIfAborted();
            const row = todo[next++]!;
            await this.renderOne(set, row, product, logo, options.signal);
          }
        };
        const settled = await Promise.allSettled(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
        const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
        if (failed) throw failed.reason;
      }
      await finish(set);
    },

    /** Renders and stores one creative, or marks it failed (refunded when the set finishes). @throws only when aborted. */
    async renderOne(set: AdSetRow, row: AdCreativeRow, product: AdProduct, logo: Buffer | null, signal?: AbortSignal): Promise<void> {
      const variant = set.variants[row.variant]!;
      const started = performance.now();
      let rendered;
      try {
        rendered = await engine.renderAd(renderInput(set.design, variant, row.placement, product, logo, set.format, set.watermark), signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn({ err: error, adSetId: set.id, placement: row.placement }, 'ad creative failed');
        await db.update(adCreatives).set({ status: 'failed', error: 'render_failed', updatedAt: new Date() }).where(eq(adCreatives.id, row.id));
        return;
      }
      const renderMs = Math.round(performance.now() - started);
      // Text that did not fit, or a character no font draws: the creative would be missing words. Not delivered.
      if (!rendered.checks.overflow.ok || !rendered.checks.glyphs.ok) {
        await db.update(adCreatives).set({ status: 'failed', error: 'text_too_long', checks: rendered.checks, renderMs, updatedAt: new Date() }).where(eq(adCreatives.id, row.id));
        return;
      }
      const name = AD_VARIANT_NAMES[row.variant]!;
      const storageKey = `users/${set.userId}/generated/ad-${set.id}-${name}-${row.placement}.${rendered.format}`;
      await storage.put(storageKey, rendered.data, rendered.mime);
      await db.transaction(async (tx) => {
        const [image] = await tx
          .insert(generatedImages)
          .values({
            userId: set.userId,
            generationId: null,
            position: row.variant * set.placements.length + set.placements.indexOf(row.placement),
            storageKey,
            mime: rendered.mime,
            format: rendered.format,
            width: rendered.width,
            height: rendered.height,
            bytes: rendered.data.length,
            prompt: [variant.texts.headline, variant.texts.subline, variant.texts.cta].filter(Boolean).join(' · '),
            scenarioTitle: `${variant.texts.headline} (${name}, ${row.placement})`.slice(0, 200),
            settings: null,
            engine: 'ads',
            provider: 'local',
            digitalSourceType: product.sourceType,
            model: null,
            latencyMs: renderMs,
            kind: 'ad',
          })
          .returning({ id: generatedImages.id });
        await tx
          .update(adCreatives)
          .set({ status: rendered.checks.passed ? 'succeeded' : 'flagged', imageId: image!.id, checks: rendered.checks, renderMs, error: null, updatedAt: new Date() })
          .where(eq(adCreatives.id, row.id));
      });
    },

    /** Closes a set whose job gave up: refunds every creative not made, once. */
    async abandon(setId: string, reason: string): Promise<void> {
      const [set] = await db.select().from(adSets).where(eq(adSets.id, setId));
      if (!set || set.finishedAt) return;
      await finish(set, reason);
    },

    /**
     * The set as a zip: a folder per placement holding `<variant>-<placement>.<format>`, and
     * `manifest.csv` (RFC 4180, UTF-8 with a byte order mark) with each file's variant, placement,
     * size and texts (headline, primary text, call to action, offer) ready for an ad manager.
     * @throws DomainError 'not_found' when the set is not the user's or has no creative yet.
     */
    async archive(userId: string, id: string): Promise<{ stream: ReadableStream<Uint8Array>; filename: string }> {
      const set = await owned(userId, id);
      const rows = await db
        .select({ creative: adCreatives, storageKey: generatedImages.storageKey, format: generatedImages.format, width: generatedImages.width, height: generatedImages.height })
        .from(adCreatives)
        .innerJoin(generatedImages, and(eq(generatedImages.id, adCreatives.imageId), eq(generatedImages.userId, userId)))
        .where(and(eq(adCreatives.setId, id), inArray(adCreatives.status, ['succeeded', 'flagged'])))
        .orderBy(asc(adCreatives.variant));
      if (rows.length === 0) throw new DomainError('not_found');
      const fileOf = (r: (typeof rows)[number]) => `${r.creative.placement}/${AD_VARIANT_NAMES[r.creative.variant]}-${r.creative.placement}.${r.format}`;
      const manifest = [
        ['variant', 'placement', 'platform', 'width', 'height', 'file', 'headline', 'primary_text', 'call_to_action', 'offer', 'checks_passed'],
        ...rows.map((r) => {
          const v = set.variants[r.creative.variant]!;
          return [AD_VARIANT_NAMES[r.creative.variant]!, r.creative.placement, AD_PLACEMENTS[r.creative.placement].platform, String(r.width), String(r.height), fileOf(r), v.texts.headline, v.texts.subline ?? '', v.texts.cta, v.texts.badge ?? '', r.creative.status === 'succeeded' ? 'yes' : 'no'];
        }),
      ];
      const stream = zipStream([
        ...rows.map((r) => async () => {
          const stored = await storage.get(r.storageKey);
          if (!stored) throw new Error(`creative ${r.storageKey} is missing from storage`);
          return { name: fileOf(r), data: stored.data };
        }),
        async () => ({ name: 'manifest.csv', data: Buffer.from(`\ufeff${stringify(manifest, { record_delimiter: 'windows' })}`, 'utf8') }),
      ]);
      return { stream, filename: `vitrine-ads-${id.slice(0, 8)}.zip` };
    },
  };
}
