/**
 * Uploads of product photos: PNG or JPG up to 10 MB, type detected from
 * the bytes, EXIF orientation applied, at most 40 megapixels. Bad input throws a DomainError
 * (translated at the HTTP edge) and stores nothing. The stored copy is re-encoded (auto-oriented, metadata
 * stripped) and private to its owner.
 *
 * Resources: the pixel count is read from the header before anything is decoded (a decompression
 * bomb answers 413 'too many pixels'); decoding runs in the engine's workers and passes through the
 * process's decode gate (at most 2 at once, 503 with Retry-After when the line is full); the tier's storage
 * quota (the plan's storageQuotaBytes, shared/plans.ts) must have room for the upload.
 */
import { and, eq, sql } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../shared/catalog';
import type { Database } from '../db/client';
import { sourceImages } from '../db/schema';
import { DomainError, type DomainErrorCode } from './domain-error';
import { createDecodeGate, DecoderBusyError, type DecodeGate } from '../engine/image/decode-gate';
import { MediaInputError, sniffUpload, type UploadType } from '../engine/image/decode-image';
import { EngineBusyError, EngineCrashError, type Engine } from '../engine';
import type { Storage } from '../providers/storage';
import { UrlFetchError, type UrlFetchFailure, type UrlFetcher } from '../providers/url-fetch/url-fetcher';
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

/** Seconds a photo URL may take to answer, redirects included. */
export const PHOTO_URL_TIMEOUT_S = 15;

/** The DomainError of each way fetching a photo's URL fails. */
const URL_FAILURES: Record<UrlFetchFailure, DomainErrorCode> = {
  invalid_url: 'url_invalid',
  private_address: 'url_private',
  too_large: 'file_too_large',
  timeout: 'url_timeout',
  too_many_redirects: 'url_too_many_redirects',
  unreachable: 'url_unreachable',
  http_status: 'url_unreachable',
};

/** The name a photo fetched from `url` is shown with: the last segment of its path, if any. */
function nameFromUrl(url: string): string | undefined {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').trim();
    return last && last.length <= 255 && !/[\u0000-\u001f]/.test(last) ? last : undefined;
  } catch {
    return undefined;
  }
}

/** Checks some callers add to an upload's. */
export interface UploadChecks {
  /** Pixels the photo's shorter side must have at least (its header's size); else 'photo_too_small' `{ min, width, height }`. */
  minSide?: number;
}

/**
 * The service of product photos. `urlFetcher` fetches photos given by URL (providers/url-fetch);
 * without it, `uploadFromUrl` is refused as unreachable.
 */
export function createSourceImagesService(db: Database, storage: Storage, engine: Engine, decodeGate: DecodeGate = createDecodeGate(), urlFetcher?: UrlFetcher) {
  const service = {
    /**
     * Validates, normalises, analyses and stores an upload.
     * @param data the file's bytes; `originalName` is kept for display only.
     * @throws DomainError file_missing, file_too_large, unsupported_file_type, broken_image,
     *   too_many_pixels, storage_quota_exceeded, server_busy, photo_not_processed (the engine
     *   worker reading it died).
     */
    async upload(userId: string, data: Buffer, originalName?: string, checks: UploadChecks = {}): Promise<SourceImage> {
      if (data.length === 0) throw new DomainError('file_missing');
      if (data.length > UPLOAD_MAX_BYTES) throw new DomainError('file_too_large');
      let type: UploadType;
      try {
        type = sniffUpload(data);
      } catch {
        throw new DomainError('unsupported_file_type');
      }
      let meta: { width: number; height: number };
      try {
        // Header only: no pixel limit here, so an oversized image is named as such below.
        meta = await engine.imageSize({ data });
      } catch {
        throw new DomainError('broken_image');
      }
      if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw new DomainError('too_many_pixels');
      if (checks.minSide && Math.min(meta.width, meta.height) < checks.minSide) throw new DomainError('photo_too_small', { min: checks.minSide, width: meta.width, height: meta.height });
      const [used, quota] = await Promise.all([storageUsedBytes(db, userId), storageQuotaBytes(db, userId)]);
      if (used + data.length > quota) {
        throw new DomainError('storage_quota_exceeded',  {
          used: Math.ceil(used / 1024 ** 2),
          quota: Math.round(quota / 1024 ** 2),
        });
      }
      // Re-encoded and analysed by the engine, in its workers; at most the decode gate's uploads at once.
      const decoded = await decodeGate
        .run(() => engine.prepareUpload({ data, type, maxPixels: UPLOAD_MAX_PIXELS }))
        .catch((error: unknown) => {
          if (error instanceof MediaInputError) throw new DomainError('broken_image');
          // The engine worker died reading it (out of memory, a native crash): only this upload fails.
          if (error instanceof EngineCrashError) throw new DomainError('photo_not_processed');
          if (error instanceof DecoderBusyError || error instanceof EngineBusyError) throw new DomainError('server_busy', { seconds: error.retryAfterS });
          throw error;
        });
      const { normalized, analysis } = decoded;
      const id = crypto.randomUUID();
      // WebP and AVIF are stored converted: PNG when transparent, else JPEG.
      const format = normalized.type === 'png' ? 'png' : 'jpg';
      const storageKey = `users/${userId}/sources/${id}.${format}`;
      const mime = normalized.type === 'png' ? 'image/png' : 'image/jpeg';
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

    /** The user's source image. @throws DomainError 'not_found' when missing or owned by someone else. */
    async get(userId: string, id: string): Promise<SourceImage> {
      const [row] = await db
        .select()
        .from(sourceImages)
        .where(and(eq(sourceImages.id, id), eq(sourceImages.userId, userId)));
      if (!row) throw new DomainError('not_found');
      return row;
    },

    /**
     * Fetches a product photo from `url` (SSRF-safe: providers/url-fetch; at most UPLOAD_MAX_BYTES
     * in PHOTO_URL_TIMEOUT_S, 5 redirects) and stores it as `upload` does, with the same checks.
     * The type comes from the bytes, never from the server's Content-Type.
     * @throws DomainError url_invalid, url_private, url_timeout, url_too_many_redirects,
     *   url_unreachable (with the remote `status` when it answered), file_too_large, and every
     *   error of `upload`.
     */
    async uploadFromUrl(userId: string, url: string, checks: UploadChecks = {}): Promise<SourceImage> {
      if (!urlFetcher) throw new DomainError('url_unreachable', { status: '' });
      let fetched: { bytes: Buffer; finalUrl: string };
      try {
        fetched = await urlFetcher.fetch(url, { maxBytes: UPLOAD_MAX_BYTES, timeoutMs: PHOTO_URL_TIMEOUT_S * 1000, maxRedirects: 5 });
      } catch (error) {
        if (error instanceof UrlFetchError) throw new DomainError(URL_FAILURES[error.reason], { status: error.status ?? '' });
        throw error;
      }
      return service.upload(userId, fetched.bytes, nameFromUrl(fetched.finalUrl), checks);
    },
  };
  return service;
}
