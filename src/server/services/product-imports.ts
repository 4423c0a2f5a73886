/**
 * Product imports: a CSV of products or a Shopify store's products become products with their
 * photos, as a job ('product-import') with progress and every row's or product's outcome.
 *
 * Rules:
 *   - An import takes at most IMPORT_MAX_PRODUCTS. A CSV's bad rows are skipped and reported with
 *     their line (./product-csv.ts); a Shopify store is read when the import is asked for, so a
 *     store that cannot be read is refused then, with the reason, and nothing is stored.
 *   - Photos are fetched by the SSRF-safe fetcher and checked like uploads, PHOTO_CONCURRENCY at a
 *     time, each stored as soon as it is read (memory holds a few photos, not the import), with a
 *     shorter side of at least IMPORT_PHOTO_MIN_SIDE pixels.
 *   - A product whose photo fails (private, huge, not an image, gone, too small) fails alone, and
 *     the photos already fetched for it are deleted: nothing half-imported stays. Photos are noted
 *     on the item as they are stored, so those of a run that died are deleted by the next.
 *   - Importing again updates: a Shopify product by its id in the same store, a CSV row by its SKU.
 *     Photos already imported from the same address are kept, not fetched again.
 *   - The job works in slices of SLICE_SECONDS and queues itself again, so a long import survives a
 *     restart. Each item is claimed before it is worked on and ends in one update of its row, so
 *     two runs never import the same item; a claim left by a run that died goes stale after
 *     CLAIM_STALE_SECONDS and the item is taken again.
 *   - A store connected with an access token is read through the Admin API; the token is kept
 *     sealed (./secret-box.ts) and is removed with the connection.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { CsvPreview } from '../../shared/contracts/products';
import {
  IMPORT_MAX_PRODUCTS,
  IMPORT_PHOTO_MIN_SIDE,
  type ImportItemView,
  type ImportSummary,
  type ImportView,
  type ShopConnectionView,
  type ShopifyImportInput,
  type ShopifyPreview,
} from '../../shared/contracts/product-imports';
import type { Database } from '../db/client';
import { productImportItems, productImports, productPhotos, shopConnections, type ImportItemData } from '../db/schema';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import { featuresFromDescription, parseStoreUrl, ShopifyError, type ShopifyCatalog, type ShopProduct, type StoreAddress } from '../providers/shops/shopify-catalog';
import { DomainError, type DomainErrorCode } from './domain-error';
import type { LibraryService } from './library';
import { parseProductCsv } from './product-csv';
import type { ProductsService } from './products';
import type { SecretBox } from './secret-box';
import type { SourceImagesService } from './source-images';

/** Items worked on at once: each fetches its photos one after another. */
export const PHOTO_CONCURRENCY = 3;
/** Seconds one run of the job works before it queues itself again. */
export const SLICE_SECONDS = 120;
/** Seconds after which an item claimed by a run that never finished it is taken again (an item takes at most 20 photos of 15 s). */
export const CLAIM_STALE_SECONDS = 600;
/** Seconds before a run that found every pending item claimed by another looks again. */
const RECHECK_SECONDS = 60;
/** Times a photo is tried again when the engine is busy. */
const BUSY_RETRIES = 3;

type ItemRow = typeof productImportItems.$inferSelect;
type ImportRow = typeof productImports.$inferSelect;

/**
 * The preview of a CSV of products: the columns found, the counts, and every row with its line and
 * its problems in the reader's language (`t`).
 * @throws DomainError 'csv_too_large', 'csv_empty', 'csv_column_missing', 'csv_too_many_rows', 'csv_unreadable'.
 */
export function previewProductCsv(bytes: Uint8Array, t: TFunction): CsvPreview {
  const { columns, rows } = parseProductCsv(bytes);
  const valid = rows.filter((r) => r.problems.length === 0).length;
  return {
    columns,
    total: rows.length,
    valid,
    invalid: rows.length - valid,
    rows: rows.map((row) => ({
      line: row.line,
      title: row.title,
      sku: row.sku,
      imageUrls: row.imageUrls,
      tags: row.tags,
      problems: row.problems.map((code) => ({ code, message: t(`errors:csvRow.${code}`) })),
    })),
  };
}

/** The DomainError of a store that could not be read. */
function shopifyFailure(error: unknown): never {
  if (error instanceof ShopifyError) throw new DomainError(`shopify_${error.reason}` as DomainErrorCode, { status: error.status ?? '' });
  throw error;
}

/** Turns an item's stored error into what a reader sees (codes of ./domain-error.ts or csvRow problems). */
export type DescribeImportError = (code: string, params: Record<string, string | number>) => { code: string; message: string };

export type ProductImportsService = ReturnType<typeof createProductImportsService>;

export function createProductImportsService(deps: {
  db: Database;
  products: Pick<ProductsService, 'findImported' | 'saveImported'>;
  sources: Pick<SourceImagesService, 'uploadFromUrl'>;
  library: Pick<LibraryService, 'remove'>;
  jobs: JobEnqueuer;
  shopify: ShopifyCatalog;
  secrets: SecretBox;
  logger: Logger;
}) {
  const { db, logger } = deps;

  /** The user's access token for `store`, opened, and its connection id; null without one. */
  async function tokenFor(userId: string, store: StoreAddress): Promise<string | undefined> {
    const [row] = await db
      .select()
      .from(shopConnections)
      .where(and(eq(shopConnections.userId, userId), eq(shopConnections.platform, 'shopify'), eq(shopConnections.storeDomain, store.host)));
    if (!row) return undefined;
    await db.update(shopConnections).set({ lastUsedAt: new Date() }).where(eq(shopConnections.id, row.id));
    return deps.secrets.open(row.tokenSealed);
  }

  async function readStore(userId: string, storeUrl: string): Promise<{ store: StoreAddress; token: boolean; products: ShopProduct[]; truncated: boolean }> {
    let store: StoreAddress;
    try {
      store = parseStoreUrl(storeUrl);
    } catch (error) {
      shopifyFailure(error);
    }
    const accessToken = await tokenFor(userId, store);
    try {
      const { products, truncated } = await deps.shopify.list(store, { max: IMPORT_MAX_PRODUCTS, accessToken });
      return { store, token: Boolean(accessToken), products, truncated };
    } catch (error) {
      shopifyFailure(error);
    }
  }

  async function counts(importId: string): Promise<Record<string, number>> {
    const rows = await db.select({ status: productImportItems.status, n: count() }).from(productImportItems).where(eq(productImportItems.importId, importId)).groupBy(productImportItems.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }

  function summary(row: ImportRow, c: Record<string, number>): ImportSummary {
    const n = (s: string) => c[s] ?? 0;
    return {
      id: row.id,
      source: row.source as ImportSummary['source'],
      sourceName: row.sourceName,
      status: row.status as ImportSummary['status'],
      total: row.total,
      processed: row.total - n('pending'),
      imported: n('imported'),
      updated: n('updated'),
      failed: n('failed'),
      skipped: n('skipped'),
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function store(userId: string, source: 'csv' | 'shopify', sourceName: string | null, items: Omit<typeof productImportItems.$inferInsert, 'importId'>[]): Promise<string> {
    const id = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(productImports).values({ id, userId, source, sourceName, total: items.length });
      for (let i = 0; i < items.length; i += 200) {
        await tx.insert(productImportItems).values(items.slice(i, i + 200).map((item) => ({ ...item, importId: id })));
      }
    });
    try {
      await deps.jobs.enqueue('product-import', { importId: id }, { fairness: { key: userId, priority: false } });
    } catch (error) {
      // No import is left waiting for a job that does not exist.
      logger.error({ err: error, importId: id }, 'import could not be queued');
      await db.delete(productImports).where(eq(productImports.id, id));
      throw new DomainError('queue_unavailable');
    }
    return id;
  }

  /** Deletes photos fetched for an item that then failed (their files too). */
  async function discard(userId: string, photoIds: string[]): Promise<void> {
    for (const id of photoIds) {
      await deps.library.remove(userId, id).catch((error: unknown) => logger.warn({ err: error, sourceImageId: id }, 'import photo not deleted'));
    }
  }

  /** Imports one item; its row ends imported, updated or failed. */
  async function importItem(row: ImportRow, item: ItemRow): Promise<void> {
    const data = item.data;
    const existing = await deps.products.findImported(row.userId, row.source === 'shopify' ? { externalId: item.externalId, storeDomain: row.sourceName } : { sku: data.sku });
    const fetched: string[] = [];
    const photos: { id: string; sourceUrl: string }[] = [];
    if (item.fetchedPhotoIds?.length) {
      // A run that died while fetching this item's photos: those it stored and no product took are deleted first.
      const kept = new Set((await db.select({ id: productPhotos.sourceImageId }).from(productPhotos).where(inArray(productPhotos.sourceImageId, item.fetchedPhotoIds))).map((r) => r.id));
      await discard(row.userId, item.fetchedPhotoIds.filter((id) => !kept.has(id)));
      await db.update(productImportItems).set({ fetchedPhotoIds: null }).where(eq(productImportItems.id, item.id));
    }
    try {
      for (const url of data.imageUrls) {
        const kept = existing?.photosByUrl.get(url);
        if (kept) {
          photos.push({ id: kept, sourceUrl: url });
          continue;
        }
        for (let attempt = 0; ; attempt += 1) {
          try {
            const photo = await deps.sources.uploadFromUrl(row.userId, url, { minSide: IMPORT_PHOTO_MIN_SIDE });
            fetched.push(photo.id);
            await db.update(productImportItems).set({ fetchedPhotoIds: [...fetched] }).where(eq(productImportItems.id, item.id));
            photos.push({ id: photo.id, sourceUrl: url });
            break;
          } catch (error) {
            if (error instanceof DomainError && error.code === 'server_busy' && attempt < BUSY_RETRIES) {
              await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
              continue;
            }
            if (error instanceof DomainError) (error as DomainError & { url?: string }).url = url;
            throw error;
          }
        }
      }
      const features = row.source === 'shopify' ? (existing?.features ? undefined : featuresFromDescription(data.description)) : data.features;
      const productId = await deps.products.saveImported(
        row.userId,
        { productId: existing?.id ?? null, origin: row.source as 'csv' | 'shopify', storeDomain: row.source === 'shopify' ? row.sourceName : null, externalId: item.externalId },
        { title: data.title, sku: data.sku, description: data.description, features, audience: data.audience, tags: data.tags },
        photos,
      );
      await db
        .update(productImportItems)
        .set({ status: existing ? 'updated' : 'imported', productId, fetchedPhotoIds: null, finishedAt: new Date() })
        .where(eq(productImportItems.id, item.id));
    } catch (error) {
      await discard(row.userId, fetched);
      if (!(error instanceof DomainError)) {
        logger.error({ err: error, importId: row.id, position: item.position }, 'import item failed');
      }
      const code = error instanceof DomainError ? error.code : 'internal_error';
      const params = error instanceof DomainError ? (error.params as Record<string, string | number>) : {};
      await db
        .update(productImportItems)
        .set({ status: 'failed', errorCodes: [code], errorParams: params, errorUrl: (error as { url?: string }).url ?? null, fetchedPhotoIds: null, finishedAt: new Date() })
        .where(eq(productImportItems.id, item.id));
    }
  }

  const service = {
    /**
     * What a store would import: its products with their first photo and variants, and which were
     * imported before. Through the Admin API when the user connected the store with a token.
     * @throws DomainError shopify_* (the store could not be read: invalid address, private address,
     *   not a store, password protected, 404, 401/403, 429 after retries, 5xx, timeout, unreachable).
     */
    async previewShopify(userId: string, storeUrl: string): Promise<ShopifyPreview> {
      const read = await readStore(userId, storeUrl);
      const found = await Promise.all(read.products.map((p) => deps.products.findImported(userId, { externalId: p.id, storeDomain: read.store.host })));
      return {
        store: read.store.host,
        access: read.token ? 'token' : 'public',
        truncated: read.truncated,
        products: read.products.map((p, i) => ({
          id: p.id,
          title: p.title,
          handle: p.handle,
          sku: p.sku,
          imageUrl: p.imageUrls[0] ?? null,
          imageCount: p.imageUrls.length,
          variantsCount: p.variantsCount,
          productId: found[i]?.id ?? null,
        })),
      };
    },

    /**
     * Starts an import of a store's products (`productIds`, or all). A chosen id the store does not
     * have becomes a failed item ('shop_product_missing'), and so does a product without photos
     * ('shop_product_no_photos').
     * @throws DomainError shopify_* as previewShopify; 'import_empty' (nothing to import);
     *   'queue_unavailable' (the job could not be queued: nothing is kept).
     */
    async createShopify(userId: string, input: ShopifyImportInput): Promise<ImportView> {
      const read = await readStore(userId, input.storeUrl);
      const byId = new Map(read.products.map((p) => [p.id, p]));
      const wanted = input.productIds ? [...new Set(input.productIds)] : read.products.map((p) => p.id);
      if (wanted.length === 0) throw new DomainError('import_empty');
      const items = wanted.map((externalId, position) => {
        const p = byId.get(externalId);
        const data: ImportItemData = p
          ? { title: p.title, sku: p.sku ?? (p.handle || null), description: p.description, features: '', audience: '', tags: p.tags, imageUrls: p.imageUrls }
          : { title: `#${externalId}`, sku: null, description: '', features: '', audience: '', tags: [], imageUrls: [] };
        const problem = !p ? 'shop_product_missing' : p.imageUrls.length === 0 ? 'shop_product_no_photos' : null;
        return {
          position,
          externalId,
          data,
          status: problem ? 'failed' : 'pending',
          errorCodes: problem ? [problem] : null,
          finishedAt: problem ? new Date() : null,
        };
      });
      const id = await store(userId, 'shopify', read.store.host, items);
      return service.get(userId, id, null);
    },

    /**
     * Starts an import of a CSV's rows: good rows become pending items, bad rows skipped items with
     * their problems and line. `fileName` is shown with it.
     * @throws DomainError as previewProductCsv; 'import_empty' (no row can be imported);
     *   'queue_unavailable' (the job could not be queued: nothing is kept).
     */
    async createCsv(userId: string, bytes: Uint8Array, fileName: string | null): Promise<ImportView> {
      const { rows } = parseProductCsv(bytes);
      if (!rows.some((r) => r.problems.length === 0)) throw new DomainError('import_empty');
      const items = rows.map((row, position) => ({
        position,
        line: row.line,
        data: { title: row.title.slice(0, 200), sku: row.sku?.slice(0, 100) ?? null, description: row.description, features: row.features, audience: row.audience, tags: row.tags, imageUrls: row.imageUrls },
        status: row.problems.length ? 'skipped' : 'pending',
        errorCodes: row.problems.length ? row.problems.map((p) => `csvRow.${p}`) : null,
        finishedAt: row.problems.length ? new Date() : null,
      }));
      // The name the browser sent, shown with the import: control characters dropped.
      const name = fileName?.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || null;
      const id = await store(userId, 'csv', name, items);
      return service.get(userId, id, null);
    },

    /**
     * One import with every item; `describe` words each item's errors (null: codes only, as
     * messages). @throws DomainError 'not_found'.
     */
    async get(userId: string, id: string, describe: DescribeImportError | null): Promise<ImportView> {
      const [row] = await db.select().from(productImports).where(and(eq(productImports.id, id), eq(productImports.userId, userId)));
      if (!row) throw new DomainError('not_found');
      const items = await db.select().from(productImportItems).where(eq(productImportItems.importId, id)).orderBy(asc(productImportItems.position));
      const c: Record<string, number> = {};
      for (const item of items) c[item.status] = (c[item.status] ?? 0) + 1;
      return {
        ...summary(row, c),
        startedAt: row.startedAt?.toISOString() ?? null,
        items: items.map(
          (item): ImportItemView => ({
            position: item.position,
            line: item.line,
            externalId: item.externalId,
            title: item.data.title,
            sku: item.data.sku,
            status: item.status as ImportItemView['status'],
            productId: item.productId,
            errors: (item.errorCodes ?? []).map((code, i) => (describe ? describe(code, i === 0 ? (item.errorParams ?? {}) : {}) : { code, message: code })),
            url: item.errorUrl,
          }),
        ),
      };
    },

    /** The user's 20 latest imports, newest first. */
    async list(userId: string): Promise<ImportSummary[]> {
      const rows = await db.select().from(productImports).where(eq(productImports.userId, userId)).orderBy(desc(productImports.createdAt)).limit(20);
      return Promise.all(rows.map(async (row) => summary(row, await counts(row.id))));
    },

    /**
     * Stops an import: items not yet done are skipped ('import_cancelled'); the products already
     * imported stay. @throws DomainError 'not_found', 'import_not_cancellable' (it has ended).
     */
    async cancel(userId: string, id: string): Promise<void> {
      const [row] = await db.select().from(productImports).where(and(eq(productImports.id, id), eq(productImports.userId, userId)));
      if (!row) throw new DomainError('not_found');
      if (row.status === 'completed' || row.status === 'cancelled') throw new DomainError('import_not_cancellable');
      await db.transaction(async (tx) => {
        await tx.update(productImports).set({ status: 'cancelled', finishedAt: new Date() }).where(eq(productImports.id, id));
        await tx
          .update(productImportItems)
          .set({ status: 'skipped', errorCodes: ['import_cancelled'], finishedAt: new Date() })
          .where(and(eq(productImportItems.importId, id), eq(productImportItems.status, 'pending')));
      });
    },

    /**
     * The job's work: imports pending items, PHOTO_CONCURRENCY at a time, for up to `sliceSeconds`,
     * then queues the job again if items remain; ends the import when none does.
     */
    async run(importId: string, sliceSeconds = SLICE_SECONDS): Promise<void> {
      const [row] = await db.select().from(productImports).where(eq(productImports.id, importId));
      if (!row || row.status === 'completed' || row.status === 'cancelled') return;
      if (row.status === 'queued') await db.update(productImports).set({ status: 'running', startedAt: new Date() }).where(and(eq(productImports.id, importId), eq(productImports.status, 'queued')));
      const deadline = Date.now() + sliceSeconds * 1000;
      for (;;) {
        const [current] = await db.select({ status: productImports.status }).from(productImports).where(eq(productImports.id, importId));
        if (current?.status !== 'running') return;
        // Items are claimed before they are worked on, so two runs of the job (a retry beside a
        // run that did not stop, or a slice queued again) never import the same item twice; a
        // claim older than CLAIM_STALE_SECONDS belongs to a run that died and is taken again.
        const stale = new Date(Date.now() - CLAIM_STALE_SECONDS * 1000);
        const claimable = and(eq(productImportItems.importId, importId), eq(productImportItems.status, 'pending'), or(isNull(productImportItems.claimedAt), lt(productImportItems.claimedAt, stale)));
        const candidates = await db.select({ id: productImportItems.id }).from(productImportItems).where(claimable).orderBy(asc(productImportItems.position)).limit(PHOTO_CONCURRENCY);
        const next = candidates.length
          ? await db
              .update(productImportItems)
              .set({ claimedAt: new Date() })
              .where(and(claimable, inArray(productImportItems.id, candidates.map((c) => c.id))))
              .returning()
          : [];
        if (next.length === 0) {
          const [pending] = await db.select({ n: count() }).from(productImportItems).where(and(eq(productImportItems.importId, importId), eq(productImportItems.status, 'pending')));
          if (Number(pending?.n ?? 0) === 0) {
            await db.update(productImports).set({ status: 'completed', finishedAt: new Date() }).where(and(eq(productImports.id, importId), eq(productImports.status, 'running')));
          } else if (candidates.length === 0) {
            // Items still claimed by another run: look again later (their claims may go stale).
            await deps.jobs.enqueue('product-import', { importId }, { fairness: { key: row.userId, priority: false }, startAfterSeconds: RECHECK_SECONDS });
          } else {
            continue;
          }
          return;
        }
        await Promise.all(next.sort((a, b) => a.position - b.position).map((item) => importItem(row, item)));
        if (Date.now() > deadline) {
          await deps.jobs.enqueue('product-import', { importId }, { fairness: { key: row.userId, priority: false } });
          return;
        }
      }
    },

    /** The user's connected shops (tokens never shown: their last 4 characters). */
    async connections(userId: string): Promise<ShopConnectionView[]> {
      const rows = await db.select().from(shopConnections).where(eq(shopConnections.userId, userId)).orderBy(asc(shopConnections.createdAt));
      return rows.map((r) => ({ id: r.id, platform: 'shopify', storeDomain: r.storeDomain, tokenHint: r.tokenHint, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null }));
    },

    /**
     * Connects a private store: reads one page of its products with `accessToken` (so a wrong token
     * or a missing read_products scope is refused now), then keeps the token sealed. Connecting the
     * same store again replaces its token.
     * @throws DomainError shopify_* (shopify_unauthorized: the token was refused).
     */
    async connect(userId: string, storeUrl: string, accessToken: string): Promise<ShopConnectionView> {
      let store: StoreAddress;
      try {
        store = parseStoreUrl(storeUrl);
        await deps.shopify.list(store, { max: 1, accessToken });
      } catch (error) {
        shopifyFailure(error);
      }
      const values = { tokenSealed: deps.secrets.seal(accessToken), tokenHint: accessToken.slice(-4), createdAt: new Date(), lastUsedAt: null };
      await db
        .insert(shopConnections)
        .values({ userId, platform: 'shopify', storeDomain: store.host, ...values })
        .onConflictDoUpdate({ target: [shopConnections.userId, shopConnections.platform, shopConnections.storeDomain], set: values });
      const list = await service.connections(userId);
      return list.find((c) => c.storeDomain === store.host)!;
    },

    /** Removes a connection and its token. @throws DomainError 'not_found'. */
    async disconnect(userId: string, id: string): Promise<void> {
      const gone = await db.delete(shopConnections).where(and(eq(shopConnections.id, id), eq(shopConnections.userId, userId))).returning({ id: shopConnections.id });
      if (gone.length === 0) throw new DomainError('not_found');
    },
  };
  return service;
}
