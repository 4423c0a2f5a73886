/**
 * S3-compatible object storage (Amazon S3, MinIO, Cloudflare R2, Backblaze B2, Garage...) with the
 * AWS SDK for JavaScript v3. Objects are private: nothing sets an ACL, the bucket's own policy
 * applies (keep 'Block public access' on), and users reach them only through the API or a
 * short-lived presigned URL.
 *
 * - Bodies over MULTIPART_THRESHOLD_BYTES, and every file put from disk, go up as multipart uploads
 *   (`@aws-sdk/lib-storage` Upload, parts of PART_SIZE_BYTES, QUEUE_SIZE parts in flight), so a
 *   video or an archive is streamed and never held whole in memory.
 * - Reads of a byte range use the HTTP Range header (RFC 9110), as S3's GetObject documents it.
 * - A missing object is null, as in the local driver: GetObject answers NoSuchKey and HeadObject a
 *   bare 404 (NotFound) for a missing key (S3 API reference, 'GetObject' and 'HeadObject').
 * - Deleting a prefix lists it page by page (ListObjectsV2, at most 1000 keys a page) and deletes
 *   each page in one DeleteObjects request (at most 1000 keys, per the S3 API reference).
 * Any other failure of the store is thrown as StorageUnavailableError with the SDK error as cause.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidKey, assertValidPrefix, StorageUnavailableError, type Storage } from './storage';

/** Bodies larger than this (bytes) are sent as a multipart upload. */
export const MULTIPART_THRESHOLD_BYTES = 16 * 1024 * 1024;
/** Size of one part of a multipart upload (bytes; S3's minimum is 5 MiB except for the last part). */
export const PART_SIZE_BYTES = 8 * 1024 * 1024;
/** Parts of one upload in flight at once. */
const QUEUE_SIZE = 2;

/** Where the bucket is and how to sign in to it (the S3_* variables of the configuration). */
export interface S3StorageConfig {
  /** Endpoint URL of an S3-compatible service; unset for Amazon S3 itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted stores need it. */
  forcePathStyle: boolean;
}

/** The S3 driver: the Storage interface, and a presigned download address. */
export interface S3Storage extends Storage {
  readonly kind: 's3';
  /**
   * A GET address for `key` signed for `expiresInSeconds` (1 to 604800, S3's maximum of 7 days),
   * answering with `Content-Disposition: attachment; filename=...` when `downloadName` is given.
   */
  presignedUrl(key: string, expiresInSeconds: number, downloadName?: string): Promise<string>;
  /**
   * Checks that the bucket exists and the credentials may use it (HeadBucket).
   * @throws StorageUnavailableError saying which of endpoint, credentials or bucket is wrong.
   */
  check(): Promise<void>;
}

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };

function statusOf(error: unknown): number | undefined {
  return (error as SdkError)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as SdkError)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** An SDK failure as ours, naming the operation and key (never the credentials). */
function unavailable(operation: string, key: string, error: unknown): StorageUnavailableError {
  const status = statusOf(error);
  const name = (error as SdkError)?.name ?? 'Error';
  return new StorageUnavailableError(`S3 ${operation} ${key} failed: ${name}${status ? ` (HTTP ${status})` : ''}`, { cause: error });
}

/** RFC 6266 `attachment` value with an ASCII fallback and the UTF-8 name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Creates the S3 driver.
 * Input: the bucket's configuration; `client` replaces the SDK client (tests).
 * Output: an S3Storage. Creating it makes no request: call `check()` at start-up.
 */
export function createS3Storage(config: S3StorageConfig, options: { client?: S3Client } = {}): S3Storage {
  const client =
    options.client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible stores reject the CRC32
      // trailers the SDK adds by default since 3.729 (AWS SDK v3 'Data integrity protections').
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = config.bucket;

  async function upload(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    try {
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType }, partSize: PART_SIZE_BYTES, queueSize: QUEUE_SIZE, leavePartsOnError: false }).done();
    } catch (error) {
      throw unavailable('upload', key, error);
    }
  }

  async function read(key: string, range?: { start: number; end: number }): Promise<{ body: Readable; size: number } | null> {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (error) {
      // A range that starts past the end answers 416; the local driver answers an empty read.
      if (isMissing(error)) return null;
      if (statusOf(error) === 416) return { body: Readable.from([]), size: 0 };
      throw unavailable('get', key, error);
    }
  }

  async function collect(body: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  return {
    kind: 's3',

    async put(key, data, contentType) {
      assertValidKey(key);
      if (data.length > MULTIPART_THRESHOLD_BYTES) return upload(key, data, contentType);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
      } catch (error) {
        throw unavailable('put', key, error);
      }
    },

    async get(key) {
      assertValidKey(key);
      const found = await read(key);
      if (!found) return null;
      const data = await collect(found.body);
      return { data, size: data.length };
    },

    async size(key) {
      assertValidKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable('head', key, error);
      }
    },

    async getRange(key, start, end) {
      assertValidKey(key);
      const found = await read(key, { start, end });
      return found ? collect(found.body) : null;
    },

    async getStream(key, range) {
      assertValidKey(key);
      const found = await read(key, range);
      return found ? found.body : null;
    },

    async delete(key) {
      assertValidKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return;
        throw unavailable('delete', key, error);
      }
    },

    async putFile(key, filePath, contentType, options) {
      assertValidKey(key);
      await upload(key, fs.createReadStream(filePath), contentType);
      if (!options?.keep) await fs.promises.rm(filePath, { force: true });
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
        } catch (error) {
          throw unavailable('list', prefix, error);
        }
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          try {
            const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
            if (out.Errors && out.Errors.length > 0) throw new Error(`${out.Errors.length} objects not deleted, first: ${out.Errors[0]!.Key} ${out.Errors[0]!.Code}`);
          } catch (error) {
            throw unavailable('delete', prefix, error);
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async presignedUrl(key, expiresInSeconds, downloadName) {
      assertValidKey(key);
      const command = new GetObjectCommand({ Bucket, Key: key, ...(downloadName ? { ResponseContentDisposition: attachment(downloadName) } : {}) });
      return getSignedUrl(client, command, { expiresIn: Math.max(1, Math.min(604_800, Math.round(expiresInSeconds))) });
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = statusOf(error);
        const [why, reason] =
          status === 403
            ? ['S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY are refused for this bucket', 'credentials refused']
            : status === 404
              ? [`S3_BUCKET '${Bucket}' does not exist at this endpoint`, 'bucket missing']
              : status === 301 || status === 400
                ? [`S3_REGION '${config.region}' or S3_FORCE_PATH_STYLE does not match the bucket`, 'region or path style wrong']
                : [`S3_ENDPOINT ${config.endpoint ?? '(Amazon S3)'} cannot be reached`, 'endpoint unreachable'];
        throw new StorageUnavailableError(`Object storage check failed: ${why} (${(error as SdkError)?.name ?? 'Error'}${status ? `, HTTP ${status}` : ''})`, { cause: error, reason });
      }
    },
  };
}
