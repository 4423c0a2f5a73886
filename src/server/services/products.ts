/**
 * Products: a seller's products with their fields and photos in order (a photo belongs to one
 * product at most), and what was made from those photos: scene images (through their generation's
 * photo) and Studio Photos packshots (through their batch item's photo). Photos uploaded before
 * products existed stay loose in the library until the seller groups them (docs/decisions/019).
 *
 * Deleting a product asks what becomes of its photos and their outputs: 'keep' leaves them in the
 * library, loose; 'delete' deletes them with it (their files too, through the library).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_LIMITS, type CreateProduct, type ProductOrigin, type ProductPage, type ProductSummary, type ProductView, type UpdateProduct } from '../../shared/contracts/products';
import type { Database, Tx } from '../db/client';
import { adCreatives, adSets, generatedImages, generations, listingImages, listingSets, productPhotos, products, sourceImages, studioBatchItems } from '../db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { DomainError } from './domain-error';
import type { LibraryService } from './library';

type ProductRow = typeof products.$inferSelect;

/** Outputs a product's page lists at most. */
export const PRODUCT_OUTPUTS_SHOWN = 200;

export type ProductsService = ReturnType<typeof createProductsService>;

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The service. `library` deletes photos and images with their files. */
export function createProductsService(deps: { db: Database; library: Pick<LibraryService, 'remove'> }) {
  const { db } = deps;

  /** Images made from photos `photoIds` (scenes through their generation, packshots through their batch item, ad creatives through their set). */
  function outputsQuery(photoIds: string[]) {
    const madeFrom = sql<string>`coalesce(${generations.sourceImageId}, ${studioBatchItems.sourceImageId}, ${adSets.sourceImageId}, ${listingSets.sourceImageId})`;
    return db
      .select({
        id: generatedImages.id,
        kind: generatedImages.kind,
        width: generatedImages.width,
        height: generatedImages.height,
        createdAt: generatedImages.createdAt,
        sourceImageId: madeFrom,
      })
      .from(generatedImages)
      .leftJoin(generations, eq(generations.id, generatedImages.generationId))
      .leftJoin(studioBatchItems, eq(studioBatchItems.imageId, generatedImages.id))
      .leftJoin(adCreatives, eq(adCreatives.imageId, generatedImages.id))
      .leftJoin(adSets, eq(adSets.id, adCreatives.setId))
      .leftJoin(listingImages, eq(listingImages.imageId, generatedImages.id))
      .leftJoin(listingSets, eq(listingSets.id, listingImages.setId))
      .where(inArray(madeFrom, photoIds));
  }

  async function summaries(rows: ProductRow[]): Promise<ProductSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const photos = await db
      .select({ productId: productPhotos.productId, sourceImageId: productPhotos.sourceImageId, position: productPhotos.position })
      .from(productPhotos)
      .where(inArray(productPhotos.productId, ids))
      .orderBy(asc(productPhotos.position));
    // Scenes through their generation's photo; packshots through their batch item's photo; ad creatives and listing images through their set's photo.
    const [scenes, packshots, ads, listings] = await Promise.all([
      db
        .select({ productId: productPhotos.productId, n: sql<number>`count(*)::int` })
        .from(productPhotos)
        .innerJoin(generations, eq(generations.sourceImageId, productPhotos.sourceImageId))
        .innerJoin(generatedImages, eq(generatedImages.generationId, generations.id))
        .where(inArray(productPhotos.productId, ids))
        .groupBy(productPhotos.productId),
      db
        .select({ productId: productPhotos.productId, n: sql<number>`count(*)::int` })
        .from(productPhotos)
        .innerJoin(studioBatchItems, eq(studioBatchItems.sourceImageId, productPhotos.sourceImageId))
        .innerJoin(generatedImages, eq(generatedImages.id, studioBatchItems.imageId))
        .where(inArray(productPhotos.productId, ids))
        .groupBy(productPhotos.productId),
      db
        .select({ productId: productPhotos.productId, n: sql<number>`count(*)::int` })
        .from(productPhotos)
        .innerJoin(adSets, eq(adSets.sourceImageId, productPhotos.sourceImageId))
        .innerJoin(adCreatives, eq(adCreatives.setId, adSets.id))
        .innerJoin(generatedImages, eq(generatedImages.id, adCreatives.imageId))
        .where(inArray(productPhotos.productId, ids))
        .groupBy(productPhotos.productId),
      db
        .select({ productId: productPhotos.productId, n: sql<number>`count(*)::int` })
        .from(productPhotos)
        .innerJoin(listingSets, eq(listingSets.sourceImageId, productPhotos.sourceImageId))
        .innerJoin(listingImages, eq(listingImages.setId, listingSets.id))
        .innerJoin(generatedImages, eq(generatedImages.id, listingImages.imageId))
        .where(inArray(productPhotos.productId, ids))
        .groupBy(productPhotos.productId),
    ]);
    const outputs = new Map<string, number>();
    for (const c of [...scenes, ...packshots, ...ads, ...listings]) outputs.set(c.productId, (outputs.get(c.productId) ?? 0) + c.n);
    return rows.map((row) => {
      const own = photos.filter((p) => p.productId === row.id);
      return {
        id: row.id,
        title: row.title,
        sku: row.sku,
        tags: row.tags,
        origin: row.origin as ProductOrigin,
        coverImageId: own[0]?.sourceImageId ?? null,
        photoCount: own.length,
        outputCount: outputs.get(row.id) ?? 0,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function owned(userId: string, id: string): Promise<ProductRow> {
    const [row] = await db.select().from(products).where(and(eq(products.id, id), eq(products.userId, userId)));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  /**
   * Sets the photos of `productId` to `ids`, in order, inside `tx`.
   * @throws DomainError 'not_found' (a photo not the user's), 'product_photo_taken' (a photo of
   *   another product).
   */
  async function setPhotos(tx: Tx, userId: string, productId: string, ids: readonly string[]): Promise<void> {
    const wanted = ids.map((id) => id.toLowerCase());
    if (wanted.length > 0) {
      const found = await tx.select({ id: sourceImages.id }).from(sourceImages).where(and(eq(sourceImages.userId, userId), inArray(sourceImages.id, wanted)));
      if (found.length !== wanted.length) throw new DomainError('not_found');
      const taken = await tx
        .select({ id: productPhotos.sourceImageId })
        .from(productPhotos)
        .where(and(inArray(productPhotos.sourceImageId, wanted), sql`${productPhotos.productId} <> ${productId}`));
      if (taken.length > 0) throw new DomainError('product_photo_taken');
    }
    await tx.delete(productPhotos).where(eq(productPhotos.productId, productId));
    if (wanted.length > 0) await tx.insert(productPhotos).values(wanted.map((sourceImageId, position) => ({ productId, sourceImageId, userId, position })));
  }

  return {
    /**
     * The user's products, newest first, `limit` a page, filtered by words of the title, SKU or tags
     * (`q`) and by a tag. Output: the page, the number of products matching, the next cursor.
     * @throws DomainError 'invalid_cursor'.
     */
    async list(userId: string, query: { q?: string; tag?: string; cursor?: string; limit: number }): Promise<ProductPage> {
      const filters: SQL[] = [eq(products.userId, userId)];
      if (query.q) {
        const pattern = likePattern(query.q);
        filters.push(or(ilike(products.title, pattern), ilike(products.sku, pattern), sql`exists (select 1 from unnest(${products.tags}) t where t ilike ${pattern})`)!);
      }
      if (query.tag) filters.push(sql`${query.tag.toLowerCase()} = any(${products.tags})`);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(and(...filters));
      const page = [...filters];
      if (query.cursor) {
        const c = decodeCursor(query.cursor);
        page.push(sql`(${products.createdAt}, ${products.id}) < (${c.createdAt.toISOString()}::timestamptz, ${c.id}::uuid)`);
      }
      const rows = await db
        .select()
        .from(products)
        .where(and(...page))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(query.limit + 1);
      const more = rows.length > query.limit;
      const shown = rows.slice(0, query.limit);
      const last = shown[shown.length - 1];
      return { items: await summaries(shown), total: total?.n ?? 0, nextCursor: more && last ? encodeCursor(last.createdAt, last.id) : null };
    },

    /** One product with its photos and what was made from them. @throws DomainError 'not_found'. */
    async get(userId: string, id: string): Promise<ProductView> {
      const row = await owned(userId, id);
      const [summary] = await summaries([row]);
      const photos = await db
        .select({ id: sourceImages.id, position: productPhotos.position, width: sourceImages.width, height: sourceImages.height, name: sourceImages.originalName })
        .from(productPhotos)
        .innerJoin(sourceImages, eq(sourceImages.id, productPhotos.sourceImageId))
        .where(eq(productPhotos.productId, id))
        .orderBy(asc(productPhotos.position));
      const outputs = photos.length
        ? await outputsQuery(photos.map((p) => p.id))
            .orderBy(desc(generatedImages.createdAt))
            .limit(PRODUCT_OUTPUTS_SHOWN)
        : [];
      return {
        ...summary!,
        description: row.description,
        features: row.features,
        audience: row.audience,
        photos,
        outputs: outputs.map((o) => ({ id: o.id, kind: o.kind, sourceImageId: o.sourceImageId, width: o.width, height: o.height, createdAt: o.createdAt.toISOString() })),
      };
    },

    /**
     * Creates a product from `input`, with its photos in order, `origin` telling where it came from.
     * @throws DomainError 'not_found' (a photo not the user's), 'product_photo_taken'.
     */
    async create(userId: string, input: CreateProduct, origin: ProductOrigin = 'api'): Promise<ProductView> {
      const id = crypto.randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(products).values({
          id,
          userId,
          title: input.title,
          sku: input.sku || null,
          description: input.description ?? '',
          features: input.features ?? '',
          audience: input.audience ?? '',
          tags: input.tags ?? [],
          origin,
        });
        await setPhotos(tx, userId, id, input.sourceImageIds ?? []);
      });
      return this.get(userId, id);
    },

    /**
     * Adds photos after the product's own, in the order given (those it has, and repeats, once).
     * @throws DomainError 'not_found' (the product or a photo not the user's), 'product_photo_taken'
     *   (a photo of another product), 'product_photos_full' (`max`: more than PRODUCT_LIMITS.photos
     *   in all; nothing is added).
     */
    async addPhotos(userId: string, id: string, ids: readonly string[]): Promise<ProductView> {
      await owned(userId, id);
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: productPhotos.sourceImageId }).from(productPhotos).where(eq(productPhotos.productId, id)).orderBy(asc(productPhotos.position));
        const merged = [...new Set([...current.map((p) => p.id), ...ids.map((i) => i.toLowerCase())])];
        if (merged.length > PRODUCT_LIMITS.photos) throw new DomainError('product_photos_full', { max: PRODUCT_LIMITS.photos });
        await setPhotos(tx, userId, id, merged);
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
      });
      return this.get(userId, id);
    },

    /**
     * Changes the fields given; `sourceImageIds` replaces the photos and their order.
     * @throws DomainError 'not_found', 'product_photo_taken'.
     */
    async update(userId: string, id: string, input: UpdateProduct): Promise<ProductView> {
      await owned(userId, id);
      await db.transaction(async (tx) => {
        const set: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
        if (input.title !== undefined) set.title = input.title;
        if (input.sku !== undefined) set.sku = input.sku || null;
        if (input.description !== undefined) set.description = input.description;
        if (input.features !== undefined) set.features = input.features;
        if (input.audience !== undefined) set.audience = input.audience;
        if (input.tags !== undefined) set.tags = input.tags;
        await tx.update(products).set(set).where(eq(products.id, id));
        if (input.sourceImageIds) await setPhotos(tx, userId, id, input.sourceImageIds);
      });
      return this.get(userId, id);
    },

    /**
     * The product an import would update: by the shop's product id (`externalId` from `storeDomain`)
     * or else by SKU (case-insensitive, the newest), with its photos by the address they were
     * imported from. Null when there is none.
     */
    async findImported(userId: string, key: { externalId?: string | null; storeDomain?: string | null; sku?: string | null }): Promise<{ id: string; features: string; photosByUrl: Map<string, string> } | null> {
      let row: ProductRow | undefined;
      if (key.externalId) {
        [row] = await db
          .select()
          .from(products)
          .where(and(eq(products.userId, userId), eq(products.origin, 'shopify'), eq(products.externalId, key.externalId), key.storeDomain ? eq(products.storeDomain, key.storeDomain) : sql`true`))
          .limit(1);
      } else if (key.sku) {
        [row] = await db
          .select()
          .from(products)
          .where(and(eq(products.userId, userId), sql`lower(${products.sku}) = ${key.sku.toLowerCase()}`))
          .orderBy(desc(products.createdAt))
          .limit(1);
      }
      if (!row) return null;
      const photos = await db.select({ id: productPhotos.sourceImageId, url: productPhotos.sourceUrl }).from(productPhotos).where(eq(productPhotos.productId, row.id));
      return { id: row.id, features: row.features, photosByUrl: new Map(photos.filter((p) => p.url).map((p) => [p.url!, p.id])) };
    },

    /**
     * Saves an imported product: creates it (`productId` null) or updates product `productId` with
     * `fields`, and sets its photos to `photos` in order, each with the address it came from. Photos
     * it had that are not in `photos` stay in the library, loose. Output: the product's id.
     * @throws DomainError 'product_photo_taken' (a photo of another product).
     */
    async saveImported(
      userId: string,
      target: { productId: string | null; origin: ProductOrigin; storeDomain: string | null; externalId: string | null },
      fields: { title: string; sku: string | null; description: string; features?: string; audience?: string; tags: string[] },
      photos: { id: string; sourceUrl: string }[],
    ): Promise<string> {
      const id = target.productId ?? crypto.randomUUID();
      await db.transaction(async (tx) => {
        if (target.productId) {
          const set: Partial<typeof products.$inferInsert> = { title: fields.title, sku: fields.sku, description: fields.description, tags: fields.tags, updatedAt: new Date() };
          if (fields.features) set.features = fields.features;
          if (fields.audience) set.audience = fields.audience;
          await tx.update(products).set(set).where(and(eq(products.id, id), eq(products.userId, userId)));
        } else {
          await tx.insert(products).values({
            id,
            userId,
            title: fields.title,
            sku: fields.sku,
            description: fields.description,
            features: fields.features ?? '',
            audience: fields.audience ?? '',
            tags: fields.tags,
            origin: target.origin,
            storeDomain: target.storeDomain,
            externalId: target.externalId,
          });
        }
        await setPhotos(tx, userId, id, photos.map((p) => p.id));
        for (const photo of photos) {
          await tx.update(productPhotos).set({ sourceUrl: photo.sourceUrl }).where(eq(productPhotos.sourceImageId, photo.id));
        }
      });
      return id;
    },

    /**
     * Deletes a product. `outputs` 'keep': its photos and their outputs stay in the library, loose;
     * 'delete': every image made from its photos, then the photos, are deleted with their files.
     * Output: how many images and photos were deleted. @throws DomainError 'not_found'.
     */
    async remove(userId: string, id: string, outputs: 'keep' | 'delete'): Promise<{ deletedImages: number; deletedPhotos: number }> {
      await owned(userId, id);
      let deletedImages = 0;
      let deletedPhotos = 0;
      if (outputs === 'delete') {
        const photos = await db.select({ id: productPhotos.sourceImageId }).from(productPhotos).where(eq(productPhotos.productId, id));
        if (photos.length) {
          const made = await outputsQuery(photos.map((p) => p.id));
          for (const image of made) {
            await deps.library.remove(userId, image.id).catch((error: unknown) => {
              if (!(error instanceof DomainError)) throw error;
            });
            deletedImages += 1;
          }
          for (const photo of photos) {
            await deps.library.remove(userId, photo.id).catch((error: unknown) => {
              if (!(error instanceof DomainError)) throw error;
            });
            deletedPhotos += 1;
          }
        }
      }
      await db.delete(products).where(and(eq(products.id, id), eq(products.userId, userId)));
      return { deletedImages, deletedPhotos };
    },
  };
}
