/**
 * Picks the storage driver from configuration: local files under DATA_DIR/storage (the default), or
 * an S3-compatible bucket with STORAGE_DRIVER=s3 (./s3-storage.ts).
 */
import path from 'node:path';
import type { Env } from '../../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';
export { StorageUnavailableError } from './storage';
export type { S3Storage } from './s3-storage';

type StorageEnv = Pick<Env, 'dataDir' | 'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>;

/** The driver the configuration names. The S3 one makes no request until used: `checkStorage` at start-up. */
export function createStorage(env: StorageEnv): Storage {
  if (env.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.join(env.dataDir, 'storage'));
}

/** How long a presigned download address is valid, seconds: enough to start a download or a video, short enough not to be shared. */
export const PRESIGNED_URL_SECONDS = 300;

/**
 * A presigned download address of `key` (valid PRESIGNED_URL_SECONDS) when `storage` is the S3
 * driver, else null (the API streams the file itself). Callers ask only with S3_PRESIGNED_DOWNLOADS.
 * `downloadName` makes the bucket answer it as an attachment under that name.
 */
export async function presignedDownload(storage: Storage, key: string, downloadName?: string): Promise<string | null> {
  if (!isS3Storage(storage)) return null;
  return storage.presignedUrl(key, PRESIGNED_URL_SECONDS, downloadName);
}

/**
 * The origin browsers load presigned downloads from (for the Content-Security-Policy's img-src and
 * media-src), or null when downloads are not presigned: the endpoint's origin in path style, else
 * the bucket's virtual-hosted origin on Amazon S3 (https://<bucket>.s3.<region>.amazonaws.com).
 */
export function presignedOrigin(env: Pick<Env, 'STORAGE_DRIVER' | 'S3_PRESIGNED_DOWNLOADS' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>): string | null {
  if (env.STORAGE_DRIVER !== 's3' || !env.S3_PRESIGNED_DOWNLOADS) return null;
  if (env.S3_ENDPOINT) {
    const url = new URL(env.S3_ENDPOINT);
    return env.S3_FORCE_PATH_STYLE ? url.origin : `${url.protocol}//${env.S3_BUCKET}.${url.host}`;
  }
  return env.S3_FORCE_PATH_STYLE ? `https://s3.${env.S3_REGION}.amazonaws.com` : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
}

/** Whether `storage` is the S3 driver (presigned URLs, a start-up check). */
export function isS3Storage(storage: Storage): storage is S3Storage {
  return storage.kind === 's3';
}

/**
 * Checks at start-up that the store can be used: the bucket and credentials for S3, a writable
 * folder for local files. @throws StorageUnavailableError naming the variable to fix.
 */
export async function checkStorage(storage: Storage): Promise<void> {
  await storage.check();
}
