/**
 * A real S3 API server for tests: s3rver (npm) on loopback, on a free port, with one bucket, its
 * files in a temporary folder. It checks access key ids and presigned expiry, not secrets or query
 * signatures. Credentials are s3rver's documented defaults.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/server/providers/storage/s3-storage';

export interface TestS3Server {
  /** The S3 driver's configuration for the bucket. */
  config: S3StorageConfig;
  /** The same as the S3_* variables of the app. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver with bucket `bucket`. */
export async function startS3Server(bucket: string): Promise<TestS3Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const config: S3StorageConfig = { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    config,
    env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: config.endpoint!, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
