/** Configuration parsing. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', WORKER_IN_PROCESS: true, NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('stores files locally by default; an S3 bucket needs its name and keys, named when missing', () => {
    expect(loadEnv({}).STORAGE_DRIVER).toBe('local');
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'vitrine' })).toThrow(
      /S3_ACCESS_KEY_ID: is required when STORAGE_DRIVER is 's3'\n {2}- S3_SECRET_ACCESS_KEY: is required when STORAGE_DRIVER is 's3'/,
    );
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'Not_A_Bucket', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ S3_PRESIGNED_DOWNLOADS: 'true' })).toThrow(/S3_PRESIGNED_DOWNLOADS: needs STORAGE_DRIVER 's3'/);
    const env = loadEnv({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'vitrine', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' });
    expect(env).toMatchObject({ STORAGE_DRIVER: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, S3_PRESIGNED_DOWNLOADS: false });
  });

  it('checks the metrics settings: a port of its own, a token of 32 characters or more', () => {
    expect(() => loadEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(loadEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
    expect(loadEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
  });

  it('treats empty strings as unset and trims trailing slashes of PUBLIC_URL', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '8080', PUBLIC_URL: 'https://vitrine.example.com/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('https://vitrine.example.com');
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', WORKER_IN_PROCESS: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'WORKER_IN_PROCESS']) expect(message).toContain(name);
  });
});
