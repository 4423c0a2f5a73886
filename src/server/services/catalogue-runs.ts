/**
 * Catalogue runs: one action over many of the user's products at once: packshots, scene images,
 * a short video, or a listing set from one template, for each. The products are chosen by
 * id, or by tag and words (none: all); each one with a photo becomes one item of a batch
 * (./api-batches.ts) made from its first photo, with its SKU (else its title) as the item's
 * reference and its features and audience as the scene brief.
 *
 * A listing template is a list of kinds in listing order, which each product fills from its own
 * data (`listingSlotsFor`): what a product cannot fill is left out of its set, uncharged, and the
 * quote says how many products leave out each kind. The batch's rules then hold: every
 * item is its own job, charged and refunded on its own, the balance is checked against the whole
 * cost before anything starts, the run survives a restart (its items are queued jobs) and can be
 * cancelled, and its images download as one zip by SKU with a CSV manifest.
 *
 * Plan rule: a run takes at most the plan's `catalogueRunProducts` products (src/shared/plans.ts).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import type { ApiBatchItemInput, ApiBatchView } from '../../shared/contracts/api-batches';
import { DEFAULT_AUDIENCE, type CatalogueAction, type CatalogueQuote, type CatalogueRunRequest, type CatalogueSelection } from '../../shared/contracts/catalogue-runs';
import type { ListingSlot } from '../../shared/contracts/listing-sets';
import { CATALOGUE_DETAIL_MAX_ENLARGEMENT, calloutsFromFeatures, detailEnlargement, LISTING_RULES, LISTING_TEXT_LIMITS, type CatalogueListingKind } from '../../shared/listing-sets';
import { TEXT_LIMITS } from '../../shared/safe-text';
import type { Database } from '../db/client';
import { generatedImages, generations, productPhotos, products, sourceImages } from '../db/schema';
import { itemCost, type ApiBatchesService, type DescribeFailure } from './api-batches';
import type { BrandKitsService } from './brand-kits';
import type { CreditsService } from './credits';
import { DomainError } from './domain-error';
import { checkListingKinds } from './listing-sets';
import { planOf, rulesOf } from './tiers';

interface Chosen {
  id: string;
  title: string;
  sku: string | null;
  features: string;
  audience: string;
  description: string;
  cover: string | null;
  /** Its photos in order (the cover first). */
  photos: string[];
}

type ListingAction = Extract<CatalogueAction, { type: 'listing' }>;

/**
 * A product's slots for a listing template, and the kinds it leaves out: main; infographic
 * (callouts from its features, `calloutsFromFeatures`; left out under 3); detail (ranks 0, 1, 2 in
 * turn; a fourth is left out, and every one when the product spans too few pixels of its cover
 * photo, `coverProductPx`, for a crop enlarged at most CATALOGUE_DETAIL_MAX_ENLARGEMENT times at
 * `widthPx`, the marketplace's width); angles (its photos, up to 6; left out under 2); scene (its
 * newest scene images in turn, `scenes`, newest first; left out when none is left).
 */
export function listingSlotsFor(
  kinds: readonly CatalogueListingKind[],
  product: { features: string; photos: readonly string[]; coverProductPx: number },
  scenes: readonly string[],
  widthPx: number,
): { slots: ListingSlot[]; leftOut: CatalogueListingKind[] } {
  const L = LISTING_TEXT_LIMITS;
  const sharpDetail = detailEnlargement(product.coverProductPx, widthPx) <= CATALOGUE_DETAIL_MAX_ENLARGEMENT;
  const slots: ListingSlot[] = [];
  const leftOut: CatalogueListingKind[] = [];
  let rank = 0;
  let scene = 0;
  const callouts = calloutsFromFeatures(product.features);
  for (const kind of kinds) {
    if (kind === 'main') slots.push({ kind });
    else if (kind === 'infographic' && callouts.length >= L.callouts.min) slots.push({ kind, callouts });
    else if (kind === 'detail' && sharpDetail && rank < L.detailRegions.max) slots.push({ kind, rank: rank++ });
    else if (kind === 'angles' && product.photos.length >= L.angles.min) slots.push({ kind, sourceImageIds: product.photos.slice(0, L.angles.max) });
    else if (kind === 'scene' && scene < scenes.length) slots.push({ kind, imageId: scenes[scene++]! });
    else leftOut.push(kind);
  }
  return { slots, leftOut };
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The scene brief's features: the product's, else its title and description (at least 3 characters). */
function featuresOf(p: Chosen): string {
  const text = (p.features.trim() || `${p.title} ${p.description}`.trim()).slice(0, TEXT_LIMITS.features).trim();
  return text.length >= 3 ? text : text.padEnd(3, '.');
}

/** The batch item for product `p` (which has a cover photo) and `action` (a listing template's: `slots`). */
function itemFor(p: Chosen, action: Exclude<CatalogueAction, ListingAction>, language: Language): ApiBatchItemInput {
  const reference = (p.sku ?? p.title).slice(0, 200);
  if (action.type === 'packshot') return { type: 'packshot', sourceImageId: p.cover!, preset: action.preset, ...(action.options ? { options: action.options } : {}), reference };
  if (action.type === 'video') return { type: 'video', sourceImageId: p.cover!, durationSeconds: action.durationSeconds ?? 5, aspectRatio: action.aspectRatio ?? '1:1', reference };
  const audience = p.audience.trim().length >= 3 ? p.audience.trim() : (DEFAULT_AUDIENCE[language] ?? DEFAULT_AUDIENCE.en!);
  return { type: 'scene', sourceImageId: p.cover!, features: featuresOf(p), audience, idea: action.idea ?? 1, ...(action.settings ? { settings: action.settings } : {}), reference };
}

export type CatalogueRunsService = ReturnType<typeof createCatalogueRunsService>;

export function createCatalogueRunsService(deps: { db: Database; apiBatches: Pick<ApiBatchesService, 'create'>; credits: Pick<CreditsService, 'balance'>; brandKits: Pick<BrandKitsService, 'owned'> }) {
  const { db } = deps;

  /** The user's products the selection names, newest first, each with its first photo (or null). */
  async function select(userId: string, selection: CatalogueSelection): Promise<Chosen[]> {
    const filters: SQL[] = [eq(products.userId, userId)];
    if (selection.productIds) filters.push(inArray(products.id, selection.productIds.map((id) => id.toLowerCase())));
    if (selection.tag) filters.push(sql`${selection.tag.toLowerCase()} = any(${products.tags})`);
    if (selection.q) {
      const pattern = likePattern(selection.q);
      filters.push(or(ilike(products.title, pattern), ilike(products.sku, pattern), sql`exists (select 1 from unnest(${products.tags}) t where t ilike ${pattern})`)!);
    }
    const rows = await db
      .select({ id: products.id, title: products.title, sku: products.sku, features: products.features, audience: products.audience, description: products.description })
      .from(products)
      .where(and(...filters))
      .orderBy(desc(products.createdAt), desc(products.id));
    if (selection.productIds && rows.length !== new Set(selection.productIds.map((id) => id.toLowerCase())).size) throw new DomainError('not_found');
    const photosOf = new Map<string, string[]>();
    for (let i = 0; i < rows.length; i += 500) {
      const ids = rows.slice(i, i + 500).map((r) => r.id);
      const photos = await db.select({ productId: productPhotos.productId, id: productPhotos.sourceImageId }).from(productPhotos).where(inArray(productPhotos.productId, ids)).orderBy(asc(productPhotos.productId), asc(productPhotos.position));
      for (const p of photos) photosOf.set(p.productId, [...(photosOf.get(p.productId) ?? []), p.id]);
    }
    return rows.map((r) => ({ ...r, photos: photosOf.get(r.id) ?? [], cover: photosOf.get(r.id)?.[0] ?? null }));
  }

  /** The user's scene images made from each product's photos, newest first, by product id. */
  async function scenesOf(userId: string, chosen: readonly Chosen[]): Promise<Map<string, string[]>> {
    const productOf = new Map(chosen.flatMap((p) => p.photos.map((photo) => [photo, p.id] as const)));
    const photoIds = [...productOf.keys()];
    const out = new Map<string, string[]>();
    for (let i = 0; i < photoIds.length; i += 500) {
      const rows = await db
        .select({ id: generatedImages.id, photo: generations.sourceImageId })
        .from(generatedImages)
        .innerJoin(generations, eq(generations.id, generatedImages.generationId))
        .where(and(eq(generatedImages.userId, userId), eq(generatedImages.kind, 'scene'), inArray(generations.sourceImageId, photoIds.slice(i, i + 500))))
        .orderBy(desc(generatedImages.createdAt), asc(generatedImages.position));
      for (const r of rows) {
        const product = r.photo ? productOf.get(r.photo) : undefined;
        if (product) out.set(product, [...(out.get(product) ?? []), r.id]);
      }
    }
    return out;
  }

  /** The product's longer side in each cover photo, px (the box found when the photo was uploaded), by photo id. */
  async function coverProductPx(chosen: readonly Chosen[]): Promise<Map<string, number>> {
    const covers = chosen.flatMap((p) => (p.cover ? [p.cover] : []));
    const out = new Map<string, number>();
    for (let i = 0; i < covers.length; i += 500) {
      const rows = await db.select({ id: sourceImages.id, box: sourceImages.suggestedCutout }).from(sourceImages).where(inArray(sourceImages.id, covers.slice(i, i + 500)));
      for (const r of rows) out.set(r.id, Math.max(r.box.width, r.box.height));
    }
    return out;
  }

  /** A listing template's items: each product's set (products that fill none of it are left out), and the kinds left out. */
  async function listingItems(userId: string, usable: readonly Chosen[], action: ListingAction) {
    checkListingKinds(action.marketplace, action.kinds);
    if (action.brandKitId) await deps.brandKits.owned(userId, action.brandKitId);
    const scenes = action.kinds.includes('scene') ? await scenesOf(userId, usable) : new Map<string, string[]>();
    const productPx = action.kinds.includes('detail') ? await coverProductPx(usable) : new Map<string, number>();
    const leftOut = new Map<CatalogueListingKind, number>();
    const made: { product: Chosen; item: ApiBatchItemInput }[] = [];
    for (const p of usable) {
      const set = listingSlotsFor(action.kinds, { ...p, coverProductPx: productPx.get(p.cover!) ?? 0 }, scenes.get(p.id) ?? [], LISTING_RULES[action.marketplace].width);
      for (const kind of new Set(set.leftOut)) leftOut.set(kind, (leftOut.get(kind) ?? 0) + 1);
      if (set.slots.length === 0) continue;
      made.push({
        product: p,
        item: { type: 'listing', productId: p.id, sourceImageId: p.cover!, marketplace: action.marketplace, slots: set.slots, ...(action.brandKitId ? { brandKitId: action.brandKitId } : {}), reference: (p.sku ?? p.title).slice(0, 200) },
      });
    }
    return { made, leftOut: action.kinds.filter((k, i) => action.kinds.indexOf(k) === i && leftOut.has(k)).map((kind) => ({ kind, products: leftOut.get(kind)! })) };
  }

  async function prepare(userId: string, request: CatalogueRunRequest, language: Language) {
    const chosen = await select(userId, request.selection);
    const withPhotos = chosen.filter((p) => p.cover);
    const action = request.action;
    let usable: Chosen[] = withPhotos;
    let items: ApiBatchItemInput[];
    let leftOut: CatalogueQuote['leftOut'];
    if (action.type === 'listing') {
      const listing = await listingItems(userId, withPhotos, action);
      usable = listing.made.map((m) => m.product);
      items = listing.made.map((m) => m.item);
      leftOut = listing.leftOut;
    } else {
      items = withPhotos.map((p) => itemFor(p, action, language));
    }
    const plan = await planOf(db, userId);
    return { usable, items, leftOut, withoutPhotos: chosen.length - withPhotos.length, credits: items.reduce((sum, item) => sum + itemCost(item), 0), maxProducts: rulesOf(plan).catalogueRunProducts };
  }

  return {
    /**
     * What a run would take and cost: the products with a photo, those left out, the credits if
     * every item succeeds, the balance and the plan's maximum. @throws DomainError 'not_found' (a
     * product named by id is not the user's).
     */
    async quote(userId: string, request: CatalogueRunRequest, language: Language): Promise<CatalogueQuote> {
      const p = await prepare(userId, request, language);
      return { products: p.items.length, withoutPhotos: p.withoutPhotos, credits: p.credits, balance: await deps.credits.balance(userId), maxProducts: p.maxProducts, ...(p.leftOut ? { leftOut: p.leftOut } : {}) };
    },

    /**
     * Starts a run: one batch (origin 'catalogue') with one item per selected product that has a
     * photo. @throws DomainError 'not_found', 'catalogue_run_empty' (no selected product has a
     * photo), 'catalogue_run_too_large' (`max`, `count`: over the plan's products per run), and
     * the batch's refusals: 'insufficient_credits' (`required`, `balance`), 'too_many_images',
     * 'scenario_locked', 'queue_unavailable'; a listing template's: 'listing_slot_unavailable'
     * (a kind its marketplace bans), 'listing_too_many_images', 'listing_main_first', 'not_found'
     * (a brand kit not the user's).
     */
    async start(userId: string, request: CatalogueRunRequest, language: Language, describe: DescribeFailure): Promise<ApiBatchView> {
      const p = await prepare(userId, request, language);
      if (p.items.length === 0) throw new DomainError('catalogue_run_empty');
      if (p.items.length > p.maxProducts) throw new DomainError('catalogue_run_too_large', { max: p.maxProducts, count: p.items.length });
      return deps.apiBatches.create(userId, { items: p.items }, language, describe, { origin: 'catalogue', productIds: p.usable.map((u) => u.id) });
    },
  };
}
