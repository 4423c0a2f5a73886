/**
 * Moves an install's files from the local driver's folder (DATA_DIR/storage) into the configured
 * bucket, for `npm run storage:migrate` (docs/deploy.md, 'From one machine to PostgreSQL and S3').
 *
 * - Resumable: an object already in the bucket with the same size is skipped, so a run that was
 *   stopped (or failed on some files) is simply started again.
 * - Verified: after each copy the bucket's size of the object must equal the file's, else the file
 *   counts as failed.
 * - Files are streamed from disk (multipart for large ones) and kept: the local folder stays as it
 *   was until the operator removes it.
 */
import { listLocalObjects } from '../providers/storage/local-storage';
import type { Storage } from '../providers/storage';

/** What a run did: objects copied, already there (same size), and failed (with why). */
export interface StorageMigrationReport {
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
  /** Bytes copied. */
  bytes: number;
}

/** Content type of a stored file from its extension (the app stores PNG, JPEG, WebP, MP4, zip, JSON and binary product cuts). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    mp4: 'video/mp4',
    zip: 'application/zip',
    json: 'application/json',
  };
  return types[ext] ?? 'application/octet-stream';
}

/**
 * Copies every object under `localRoot` into `target`.
 * Input: the local driver's folder, the target storage, and `onProgress` called after each object.
 * Output: the report. Errors of single objects are reported, not thrown.
 * @throws what listing the folder throws (unreadable folder).
 */
export async function migrateLocalStorage(
  localRoot: string,
  target: Storage,
  onProgress: (event: { key: string; outcome: 'copied' | 'skipped' | 'failed'; reason?: string }) => void = () => undefined,
): Promise<StorageMigrationReport> {
  const report: StorageMigrationReport = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  for await (const object of listLocalObjects(localRoot)) {
    try {
      if ((await target.size(object.key)) === object.size) {
        report.skipped += 1;
        onProgress({ key: object.key, outcome: 'skipped' });
        continue;
      }
      await target.putFile(object.key, object.path, contentTypeOf(object.key), { keep: true });
      const stored = await target.size(object.key);
      if (stored !== object.size) throw new Error(`the bucket holds ${stored ?? 'nothing'} bytes, the file ${object.size}`);
      report.copied += 1;
      report.bytes += object.size;
      onProgress({ key: object.key, outcome: 'copied' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.failed.push({ key: object.key, reason });
      onProgress({ key: object.key, outcome: 'failed', reason });
    }
  }
  return report;
}
