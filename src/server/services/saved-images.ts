/**
 * Images made with 'Auto-save images' off (docs/decisions/005-auto-save.md): they
 * stay out of the library until the user saves them from the results, and are deleted, row and
 * files, 24 hours after they were made if never saved.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { generatedImages, imageFavorites } from '../db/schema';
import type { Logger } from '../logger';
import type { Storage } from '../providers/storage';
import { DomainError } from './domain-error';

/** How long an unsaved image is kept, in milliseconds (24 hours). */
export const UNSAVED_IMAGE_TTL_MS = 24 * 3600 * 1000;

/** Images deleted per cleanup run; the job runs again soon, so a backlog drains over runs. */
const BATCH = 200;

export type SavedImagesService = ReturnType<typeof createSavedImagesService>;

export function createSavedImagesService(deps: { db: Database; storage: Storage; logger: Logger }) {
  const { db, storage, logger } = deps;
  return {
    /**
     * Puts one of the user's generated images in the library (idempotent).
     * @throws DomainError 'not_found' when it is missing, someone else's, or already deleted.
     */
    async save(userId: string, imageId: string): Promise<void> {
      const updated = await db
        .update(generatedImages)
        .set({ saved: true })
        .where(and(eq(generatedImages.id, imageId), eq(generatedImages.userId, userId)))
        .returning({ id: generatedImages.id });
      if (updated.length === 0) throw new DomainError('not_found');
    },

    /**
     * Deletes unsaved images made more than 24 hours before `now`, with their files. Safe to run any
     * number of times and from several workers (a row deleted meanwhile is skipped).
     * Output: how many images were deleted.
     */
    async cleanup(now = new Date()): Promise<number> {
      const expired = await db
        .select({ id: generatedImages.id })
        .from(generatedImages)
        .where(and(eq(generatedImages.saved, false), lt(generatedImages.createdAt, new Date(now.getTime() - UNSAVED_IMAGE_TTL_MS))))
        .orderBy(asc(generatedImages.createdAt))
        .limit(BATCH);
      let deleted = 0;
      for (const { id } of expired) {
        try {
          // Conditional: an image saved since the select stays.
          const [row] = await db
            .delete(generatedImages)
            .where(and(eq(generatedImages.id, id), eq(generatedImages.saved, false)))
            .returning({ storageKey: generatedImages.storageKey });
          if (!row) continue;
          await db.delete(imageFavorites).where(eq(imageFavorites.imageId, id));
          await storage.delete(row.storageKey);
          await storage.delete(`${row.storageKey}.thumb.webp`);
          deleted += 1;
        } catch (error) {
          logger.error({ err: error, imageId: id }, 'unsaved image could not be deleted');
        }
      }
      if (deleted > 0) logger.info({ deleted }, 'unsaved images deleted');
      return deleted;
    },
  };
}
