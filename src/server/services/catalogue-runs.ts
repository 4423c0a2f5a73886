/**
 * Catalogue runs: one action over many of the user's products at once: packshots, scene images or
 * a short video of each. The products are chosen by
 * id, or by tag and words (none: all); each one with a photo becomes one item of a batch
 * (./api-batches.ts) made from its first photo, with its SKU (else its title) as the item's
 * reference and its features and audience as the scene brief. The batch's rules then hold: every
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
import { TEXT_LIMITS } from '../../shared/safe-text';
import type { Database } from '../db/client';
import { productPhotos, products } from '../db/schema';
import { itemCost, type ApiBatchesService, type DescribeFailure } from './api-batches';
import type { CreditsService } from './credits';
import { DomainError } from './domain-error';
import { planOf, rulesOf } from './tiers';

interface Chosen {
  id: string;
  title: string;
  sku: string | null;
  features: string;
  audience: string;
  description: string;
  cover: string | null;
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

/** The batch item for product `p` (which has a cover photo) and `action`. */
function itemFor(p: Chosen, action: CatalogueAction, language: Language): ApiBatchItemInput {
  const reference = (p.sku ?? p.title).slice(0, 200);
  if (action.type === 'packshot') return { type: 'packshot', sourceImageId: p.cover!, preset: action.preset, ...(action.options ? { options: action.options } : {}), reference };
  if (action.type === 'video') return { type: 'video', sourceImageId: p.cover!, durationSeconds: action.durationSeconds ?? 5, aspectRatio: action.aspectRatio ?? '1:1', reference };
  const audience = p.audience.trim().length >= 3 ? p.audience.trim() : (DEFAULT_AUDIENCE[language] ?? DEFAULT_AUDIENCE.en!);
  return { type: 'scene', sourceImageId: p.cover!, features: featuresOf(p), audience, idea: action.idea ?? 1, ...(action.settings ? { settings: action.settings } : {}), reference };
}

export type CatalogueRunsService = ReturnType<typeof createCatalogueRunsService>;

export function createCatalogueRunsService(deps: { db: Database; apiBatches: Pick<ApiBatchesService, 'create'>; credits: Pick<CreditsService, 'balance'> }) {
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
    const covers = new Map<string, string>();
    for (let i = 0; i < rows.length; i += 500) {
      const ids = rows.slice(i, i + 500).map((r) => r.id);
      const photos = await db.select({ productId: productPhotos.productId, id: productPhotos.sourceImageId }).from(productPhotos).where(and(inArray(productPhotos.productId, ids), eq(productPhotos.position, 0))).orderBy(asc(productPhotos.productId));
      for (const p of photos) covers.set(p.productId, p.id);
    }
    return rows.map((r) => ({ ...r, cover: covers.get(r.id) ?? null }));
  }

  async function prepare(userId: string, request: CatalogueRunRequest, language: Language) {
    const chosen = await select(userId, request.selection);
    const usable = chosen.filter((p) => p.cover);
    const items = usable.map((p) => itemFor(p, request.action, language));
    const plan = await planOf(db, userId);
    return { usable, items, withoutPhotos: chosen.length - usable.length, credits: items.reduce((sum, item) => sum + itemCost(item), 0), maxProducts: rulesOf(plan).catalogueRunProducts };
  }

  return {
    /**
     * What a run would take and cost: the products with a photo, those left out, the credits if
     * every item succeeds, the balance and the plan's maximum. @throws DomainError 'not_found' (a
     * product named by id is not the user's).
     */
    async quote(userId: string, request: CatalogueRunRequest, language: Language): Promise<CatalogueQuote> {
      const p = await prepare(userId, request, language);
      return { products: p.items.length, withoutPhotos: p.withoutPhotos, credits: p.credits, balance: await deps.credits.balance(userId), maxProducts: p.maxProducts };
    },

    /**
     * Starts a run: one batch (origin 'catalogue') with one item per selected product that has a
     * photo. @throws DomainError 'not_found', 'catalogue_run_empty' (no selected product has a
     * photo), 'catalogue_run_too_large' (`max`, `count`: over the plan's products per run), and
     * the batch's refusals: 'insufficient_credits' (`required`, `balance`), 'too_many_images',
     * 'scenario_locked', 'queue_unavailable'.
     */
    async start(userId: string, request: CatalogueRunRequest, language: Language, describe: DescribeFailure): Promise<ApiBatchView> {
      const p = await prepare(userId, request, language);
      if (p.items.length === 0) throw new DomainError('catalogue_run_empty');
      if (p.items.length > p.maxProducts) throw new DomainError('catalogue_run_too_large', { max: p.maxProducts, count: p.items.length });
      return deps.apiBatches.create(userId, { items: p.items }, language, describe, { origin: 'catalogue', productIds: p.usable.map((u) => u.id) });
    },
  };
}
