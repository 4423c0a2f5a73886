/**
 * Object storage behind one interface: private objects addressed by key
 * (e.g. 'users/<userId>/generated/<id>.png'). Local files by default (./local-storage.ts), or an
 * S3-compatible bucket (./s3-storage.ts). Both drivers pass the same contract suite
 * (./storage-contract.test.ts).
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  data: Buffer;
  /** Bytes. */
  size: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes `data` under `key`, replacing any previous object. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Reads an object; null when it does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Size in bytes, or null when missing. */
  size(key: string): Promise<number | null>;
  /** Reads bytes [start, end] inclusive; null when missing. */
  getRange(key: string, start: number, end: number): Promise<Buffer | null>;
  /**
   * Streams an object, or bytes [start, end] inclusive of it, without holding it in memory (videos,
   * archives); null when missing. The caller must consume or destroy the stream.
   */
  getStream(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Deletes an object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores the file at `filePath` under `key` without reading it into memory (data exports); the
   * file is moved or copied, and is gone afterwards unless `options.keep` (then it is copied).
   */
  putFile(key: string, filePath: string, contentType: string, options?: { keep?: boolean }): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (ending in '/'), e.g. 'users/<id>/'. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Checks that the store can be used now (the folder is writable; the bucket answers to the keys).
   * @throws StorageUnavailableError saying what is wrong, with a short `reason`.
   */
  check(): Promise<void>;
}

/** Thrown for keys that could escape the storage root or are malformed. */
export class StorageKeyError extends Error {}

/**
 * Thrown when the store cannot be reached or refuses a request for another reason than a missing
 * object (network, credentials, bucket, quota): the request answers 503 and a job retries.
 */
export class StorageUnavailableError extends Error {
  /** What is wrong, without addresses or names (readiness reports it): e.g. 'endpoint unreachable'. */
  readonly reason: string;
  constructor(message: string, options?: { cause?: unknown; reason?: string }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
    this.reason = options?.reason ?? 'unavailable';
  }
}

/** Accepts a key prefix: valid key segments followed by '/'. @throws StorageKeyError */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new StorageKeyError(`invalid storage prefix: ${prefix}`);
  assertValidKey(prefix.slice(0, -1));
}

/** Accepts keys made of path segments of [A-Za-z0-9._-], no '..'. @throws StorageKeyError */
export function assertValidKey(key: string): void {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
    throw new StorageKeyError(`invalid storage key: ${key}`);
  }
}
