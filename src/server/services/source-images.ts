/**
 * Uploads of product photos (issue 3 item 1, 2): PNG or JPG up to 10 MB, type detected from
 * the bytes, EXIF orientation applied, at most 40 megapixels. Bad input throws a translated
 * AppError and stores nothing. The stored copy is re-encoded (auto-oriented, metadata
 * stripped) and private to its owner.
 *
 * Resources (issue 11 item 5): the pixel count is read from the header before anything is decoded
 * (a decompression bomb answers 413 'too many pixels'); decoding passes through the process's
 * decode gate (at most 2 at once, 503 with Retry-After when the line is full); the tier's storage
 * quota (the plan's storageQuotaBytes, shared/plans.ts) must have room for the upload.
 */
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../shared/catalog';
import type { Database } from '../db/client';
import { sourceImages } from '../db/schema';
import { AppError } from '../http/app-error';
import { createDecodeGate, DecoderBusyError, type DecodeGate } from '../providers/media/decode-gate';
import { sniffFormat } from '../providers/media/decode-image';
import { analyzeImage } from '../providers/media/image-analysis';
import { normaliseUpload, readImageSize } from '../providers/media/upload-image';
import type { Storage } from '../providers/storage';
import { planOf, storageQuotaOf } from './tiers';

export type SourceImage = typeof sourceImages.$inferSelect;

export type SourceImagesService = ReturnType<typeof createSourceImagesService>;

/**
 * Bytes a user's files take in storage: source photos, generated images and videos, as recorded
 * when each was stored.
 */
export async function storageUsedBytes(db: Database, userId: string): Promise<number> {
  const result = await db.execute<{ used: string | number | null }>(sql`
    select
      coalesce((select sum(bytes) from source_images where user_id = ${userId}), 0)
      + coalesce((select sum(bytes) from generated_images where user_id = ${userId}), 0)
      + coalesce((select sum(bytes) from videos where user_id = ${userId}), 0) as used`);
  const row = (result as unknown as { rows: { used: string | number | null }[] }).rows[0];
  return Number(row?.used ?? 0);
}

/** The storage quota of a user's plan, in bytes (Free's when not subscribed). */
export async function storageQuotaBytes(db: Database, userId: string): Promise<number> {
  return storageQuotaOf(await planOf(db, userId));
}

export function createSourceImagesService(db: Database, storage: Storage, decodeGate: DecodeGate = createDecodeGate()) {
  return {
    /**
     * Validates, normalises, analyses and stores an upload.
     * @param data the file's bytes; `originalName` is kept for display only.
     * @throws AppError 400 file_missing, 413 file_too_large, 415 unsupported_file_type,
     *   422 broken_image, 413 too_many_pixels, 403 storage_quota_exceeded, 503 server_busy.
     */
    async upload(userId: string, data: Buffer, originalName?: string): Promise<SourceImage> {
      if (data.length === 0) throw new AppError(400, 'file_missing', 'fileMissing');
      if (data.length > UPLOAD_MAX_BYTES) throw new AppError(413, 'file_too_large', 'fileTooLarge');
      let type: 'png' | 'jpeg';
      try {
        type = sniffFormat(data);
      } catch {
        throw new AppError(415, 'unsupported_file_type', 'unsupportedFileType');
      }
      let meta: { width: number; height: number };
      try {
        // Header only: no pixel limit here, so an oversized image is named as such below.
        meta = await readImageSize(data);
      } catch {
        throw new AppError(422, 'broken_image', 'brokenImage');
      }
      if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new AppError(413, 'too_many_pixels', 'tooManyPixels');
      const [used, quota] = await Promise.all([storageUsedBytes(db, userId), storageQuotaBytes(db, userId)]);
      if (used + data.length > quota) {
        throw new AppError(403, 'storage_quota_exceeded', 'storageQuotaExceeded', {
          used: Math.ceil(used / 1024 ** 2),
          quota: Math.round(quota / 1024 ** 2),
        });
      }
      const decoded = await decodeGate
        .run(async () => {
          let normalized: { data: Buffer; width: number; height: number };
          try {
            normalized = await normaliseUpload(data, type, UPLOAD_MAX_PIXELS);
          } catch {
            throw new AppError(422, 'broken_image', 'brokenImage');
          }
          return { normalized, analysis: await analyzeImage(normalized.data) };
        })
        .catch((error: unknown) => {
          if (error instanceof DecoderBusyError) throw new AppError(503, 'server_busy', 'serverBusy', { seconds: error.retryAfterS });
          throw error;
        });
      const { normalized, analysis } = decoded;
      const id = crypto.randomUUID();
      const format = type === 'png' ? 'png' : 'jpg';
      const storageKey = `users/${userId}/sources/${id}.${format}`;
      const mime = type === 'png' ? 'image/png' : 'image/jpeg';
      await storage.put(storageKey, normalized.data, mime);
      try {
        const [row] = await db
          .insert(sourceImages)
          .values({
            id,
            userId,
            storageKey,
            mime,
            format,
            width: normalized.width,
            height: normalized.height,
            bytes: normalized.data.length,
            originalName: originalName?.slice(0, 255) ?? null,
            hasAlpha: analysis.hasAlpha,
            dominantColors: analysis.dominantColors,
            suggestedCutout: analysis.suggestedCutout,
          })
          .returning();
        return row!;
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    /**
     * The stored bytes of a source image (auto-oriented PNG or JPEG, its `mime`), for engines that
     * look at the photo. Call with a row obtained through `get`, which checks the owner.
     * @returns the bytes, or null when the object is missing from storage.
     */
    async readBytes(source: Pick<SourceImage, 'storageKey'>): Promise<Buffer | null> {
      return (await storage.get(source.storageKey))?.data ?? null;
    },

    /** The user's source image. @throws AppError 404 when missing or owned by someone else. */
    async get(userId: string, id: string): Promise<SourceImage> {
      const [row] = await db
        .select()
        .from(sourceImages)
        .where(and(eq(sourceImages.id, id), eq(sourceImages.userId, userId)));
      if (!row) throw new AppError(404, 'not_found', 'notFound');
      return row;
    },
  };
}
