/**
 * The personal library: generated and source images
 * of one user, searchable by prompt or scenario text (source images by file name), newest or
 * oldest first, with keyset cursors. Files are served only to their owner; deleting an image
 * removes its stored file too.
 */
import type { LibraryItem, LibraryQuery, LibraryType } from '../../shared/contracts/library';
import { and, asc, desc, eq, getTableColumns, ilike, lt, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { generatedImages, imageFavorites, sourceImages } from '../db/schema';
import { DomainError } from './domain-error';
import { LOCAL_STUDIO_ENGINE, type Engine } from '../engine';
import { presignedDownload, type Storage } from '../providers/storage';
import { decodeCursor, encodeCursor } from './cursor';
import { matteKeys, productCutKey } from './cutouts';
import { zipStream } from './zip-stream';
import { adjustOfferOf, lockedIdeaGenerations } from './generations/adjustments';

/** An image of the library and the listing query, as the API defines them (src/shared/contracts/library.ts). */
export type { LibraryItem, LibraryQuery };
export type ImageType = LibraryType;

/** Width in pixels of thumbnails served with `?size=thumb`. */
export const THUMB_WIDTH_PX = 512;

export interface StoredImageRef {
  id: string;
  type: ImageType;
  /** Scenario title of a generated image, file name of a source image. */
  title: string | null;
  storageKey: string;
  mime: string;
  format: 'png' | 'jpg';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether `userId` marked the listed image as a favorite, read in the list's own statement (no
 * second round trip). The columns are named with their tables: drizzle writes a one-table query's
 * columns bare, and a bare "id" in the subquery would be the favorite's own.
 */
const isFavorite = (userId: string, table: 'generated_images' | 'source_images') =>
  sql<boolean>`exists (select 1 from "image_favorites" f where f."user_id" = ${userId} and f."image_id" = ${sql.identifier(table)}."id")`.mapWith(Boolean);

/** The name an image is downloaded under: vitrine-<type>-<first 8 characters of its id>.<format>. */
function fileNameOf(ref: Pick<StoredImageRef, 'id' | 'type' | 'format'>): string {
  return `vitrine-${ref.type}-${ref.id.slice(0, 8)}.${ref.format}`;
}

export type LibraryService = ReturnType<typeof createLibraryService>;


export function createLibraryService(
  db: Database,
  storage: Storage,
  engine: Engine,
  options: {
    onSourceDeleted?: (sourceImageId: string) => void;
    /** Serve full-size files from presigned bucket addresses (S3_PRESIGNED_DOWNLOADS). */
    presignedDownloads?: boolean;
  } = {},
) {
  async function find(userId: string, id: string): Promise<StoredImageRef> {
    const [generated] = await db
      .select()
      .from(generatedImages)
      .where(and(eq(generatedImages.id, id), eq(generatedImages.userId, userId)));
    if (generated) return { ...generated, type: 'generated', title: generated.scenarioTitle };
    const [source] = await db
      .select()
      .from(sourceImages)
      .where(and(eq(sourceImages.id, id), eq(sourceImages.userId, userId)));
    if (source) return { ...source, type: 'source', title: source.originalName };
    throw new DomainError('not_found');
  }

  return {
    /**
     * Where one of the user's images is stored and its real type.
     * @throws DomainError 'not_found' when missing or someone else's.
     */
    ref: find,

    /** One page of the user's images and the cursor of the next page (null at the end). */
    async list(userId: string, query: LibraryQuery): Promise<{ items: LibraryItem[]; nextCursor: string | null }> {
      const table = query.type === 'generated' ? generatedImages : sourceImages;
      const conditions: (SQL | undefined)[] = [eq(table.userId, userId)];
      // Images made with 'Auto-save images' off are not in the library until saved (decision 005).
      if (query.type === 'generated') conditions.push(eq(generatedImages.saved, true));
      if (query.favorites === '1') conditions.push(isFavorite(userId, query.type === 'generated' ? 'generated_images' : 'source_images'));
      const q = query.q?.trim();
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        conditions.push(
          query.type === 'generated'
            ? or(ilike(generatedImages.prompt, pattern), ilike(generatedImages.scenarioTitle, pattern))
            : ilike(sourceImages.originalName, pattern),
        );
      }
      if (query.cursor) {
        const c = decodeCursor(query.cursor);
        const before = query.sort === 'newest';
        conditions.push(
          or(
            before ? lt(table.createdAt, c.createdAt) : gt(table.createdAt, c.createdAt),
            and(eq(table.createdAt, c.createdAt), before ? lt(table.id, c.id) : gt(table.id, c.id)),
          ),
        );
      }
      const order = query.sort === 'newest' ? [desc(table.createdAt), desc(table.id)] : [asc(table.createdAt), asc(table.id)];
      let items: LibraryItem[];
      if (query.type === 'generated') {
        const rows = await db
          .select({ ...getTableColumns(generatedImages), favorite: isFavorite(userId, 'generated_images') })
          .from(generatedImages)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(query.limit + 1);
        const locked = await lockedIdeaGenerations(db, userId, rows.flatMap((r) => (r.generationId && r.engine === LOCAL_STUDIO_ENGINE ? [r.generationId] : [])));
        items = rows.map((r) => ({
          id: r.id,
          type: 'generated',
          width: r.width,
          height: r.height,
          format: r.format,
          prompt: r.prompt,
          title: r.scenarioTitle,
          favorite: r.favorite,
          kind: r.kind,
          studioPreset: r.studioPreset,
          parentImageId: r.parentImageId,
          adjust: adjustOfferOf(r, r.generationId !== null && locked.has(r.generationId)),
          digitalSourceType: r.digitalSourceType,
          createdAt: r.createdAt.toISOString(),
        }));
      } else {
        // The columns a library card needs, not the cut-out's analysis and strokes.
        const rows = await db
          .select({
            id: sourceImages.id,
            width: sourceImages.width,
            height: sourceImages.height,
            format: sourceImages.format,
            originalName: sourceImages.originalName,
            createdAt: sourceImages.createdAt,
            favorite: isFavorite(userId, 'source_images'),
          })
          .from(sourceImages)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(query.limit + 1);
        items = rows.map((r) => ({
          id: r.id,
          type: 'source',
          width: r.width,
          height: r.height,
          format: r.format,
          prompt: r.originalName ?? '',
          title: r.originalName,
          favorite: r.favorite,
          kind: 'scene',
          studioPreset: null,
          parentImageId: null,
          digitalSourceType: null,
          createdAt: r.createdAt.toISOString(),
        }));
      }
      const hasMore = items.length > query.limit;
      const page = items.slice(0, query.limit);
      const last = page[page.length - 1];
      return { items: page, nextCursor: hasMore && last ? encodeCursor(new Date(last.createdAt), last.id) : null };
    },

    /**
     * The bytes of one of the user's images with their real MIME type; `thumb` gives a
     * THUMB_WIDTH_PX-wide WebP, made once and cached in storage.
     * @throws DomainError 'not_found' when missing or someone else's.
     */
    async file(userId: string, id: string, thumb = false): Promise<{ data: Buffer; mime: string; filename: string }> {
      const ref = await find(userId, id);
      const filename = fileNameOf(ref);
      if (thumb) {
        const thumbKey = `${ref.storageKey}.thumb.webp`;
        const cached = await storage.get(thumbKey);
        if (cached) return { data: cached.data, mime: 'image/webp', filename: filename.replace(/\.\w+$/, '.webp') };
        const original = await storage.get(ref.storageKey);
        if (!original) throw new DomainError('not_found');
        const data = await engine.thumbnail({ data: original.data, widthPx: THUMB_WIDTH_PX });
        await storage.put(thumbKey, data, 'image/webp');
        return { data, mime: 'image/webp', filename: filename.replace(/\.\w+$/, '.webp') };
      }
      const stored = await storage.get(ref.storageKey);
      if (!stored) throw new DomainError('not_found');
      return { data: stored.data, mime: ref.mime, filename };
    },

    /**
     * A short-lived address of the bucket for one of the user's images at full size, when downloads
     * are presigned (S3_PRESIGNED_DOWNLOADS with the S3 driver); null when the API streams it.
     * `download` names the file as an attachment.
     * @throws DomainError 'not_found' when missing or someone else's.
     */
    async fileUrl(userId: string, id: string, download: boolean): Promise<string | null> {
      if (!options.presignedDownloads) return null;
      const ref = await find(userId, id);
      return presignedDownload(storage, ref.storageKey, download ? fileNameOf(ref) : undefined);
    },

    /**
     * A zip of several of the user's images (download all / download selected), streamed: one
     * image is read from storage at a time and handed on as the client reads, so memory stays
     * around the size of one image whatever the count. Images are already
     * compressed, so entries are stored uncompressed. Repeated ids count once.
     * Input: image ids (the route caps them at 100). Output: a byte stream of the zip.
     * @throws DomainError 'not_found' (before any byte is sent) when an id is missing or someone else's.
     */
    async archive(userId: string, ids: string[]): Promise<ReadableStream<Uint8Array>> {
      const unique = [...new Set(ids)];
      // Ownership of every id is checked before the response starts.
      for (const id of unique) await find(userId, id);
      const file = (id: string) => this.file(userId, id);
      return zipStream(
        unique.map((id, index) => async () => {
          const { data, filename } = await file(id);
          return { name: `${String(index + 1).padStart(2, '0')}-${filename}`, data };
        }),
      );
    },

    /** Marks (`on`) or unmarks one of the user's images as favorite. Idempotent. @throws DomainError 'not_found'. */
    async setFavorite(userId: string, id: string, on: boolean): Promise<void> {
      const ref = await find(userId, id);
      if (on) {
        await db.insert(imageFavorites).values({ userId, imageId: id, imageType: ref.type }).onConflictDoNothing();
      } else {
        await db.delete(imageFavorites).where(and(eq(imageFavorites.userId, userId), eq(imageFavorites.imageId, id)));
      }
    },

    /**
     * Deletes several of the user's images and their stored files: every id is checked first, so
     * an id that is not the user's deletes nothing. Input: 1 to BULK_MAX_IMAGES distinct ids (the
     * contract bounds them). @returns how many were deleted. @throws DomainError 'not_found'.
     */
    async removeMany(userId: string, ids: readonly string[]): Promise<number> {
      for (const id of ids) await find(userId, id);
      for (const id of ids) await this.remove(userId, id);
      return ids.length;
    },

    /** Deletes one of the user's images and its stored files. @throws DomainError 'not_found'. */
    async remove(userId: string, id: string): Promise<void> {
      const ref = await find(userId, id);
      await db.delete(imageFavorites).where(and(eq(imageFavorites.userId, userId), eq(imageFavorites.imageId, id)));
      if (ref.type === 'generated') {
        await db.delete(generatedImages).where(and(eq(generatedImages.id, id), eq(generatedImages.userId, userId)));
      } else {
        await db.delete(sourceImages).where(and(eq(sourceImages.id, id), eq(sourceImages.userId, userId)));
        // A cut-out still running for this photo stops now; what it would store is then discarded by its job.
        options.onSourceDeleted?.(id);
        const mattes = matteKeys(ref.storageKey);
        await storage.delete(mattes.auto);
        await storage.delete(mattes.current);
        await storage.delete(productCutKey(mattes.auto));
        await storage.delete(productCutKey(mattes.current));
      }
      await storage.delete(ref.storageKey);
      await storage.delete(`${ref.storageKey}.thumb.webp`);
    },
  };
}
