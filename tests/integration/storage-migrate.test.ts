/**
 * `npm run storage:migrate` against a real S3 API server (s3rver on loopback): every file of a local
 * install reaches the bucket with its size checked, a second run copies nothing, a wrong or missing
 * object is copied again, and the command names what to fix.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage';
import { createS3Storage, type S3StorageConfig } from '../../src/server/providers/storage/s3-storage';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { contentTypeOf, migrateLocalStorage } from '../../src/server/services/storage-migration';

const run = promisify(execFile);
let dir: string;
let s3: TestS3Server;
let config: S3StorageConfig;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-migrate-'));
  s3 = await startS3Server('vitrine-migrate');
  config = s3.config;
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('storage:migrate', () => {
  it('copies every file with its size checked, resumes without copying twice, and copies a wrong object again', async () => {
    const root = path.join(dir, 'data-a', 'storage');
    const local = createLocalStorage(root);
    const files: Record<string, Buffer> = {
      'users/u1/sources/a.png': Buffer.from('png-a'),
      'users/u1/sources/a.auto-matte.png': Buffer.from('matte'),
      'users/u1/generated/g.jpg': Buffer.alloc(20_000, 7),
      'users/u2/videos/v.mp4': Buffer.alloc(70_000, 3),
    };
    for (const [key, data] of Object.entries(files)) await local.put(key, data, contentTypeOf(key));
    // A write that was cut short is not an object.
    fs.writeFileSync(path.join(root, 'users', 'u1', 'sources', 'b.png.1234.tmp'), 'half');
    const bucket = createS3Storage(config);

    const first = await migrateLocalStorage(root, bucket);
    expect(first).toEqual({ copied: 4, skipped: 0, failed: [], bytes: 5 + 5 + 20_000 + 70_000 });
    for (const [key, data] of Object.entries(files)) expect((await bucket.get(key))!.data.equals(data), key).toBe(true);
    expect(await bucket.get('users/u1/sources/b.png.1234.tmp')).toBeNull();
    // The local files stay until the operator removes them.
    expect((await local.get('users/u1/generated/g.jpg'))!.size).toBe(20_000);

    const again = await migrateLocalStorage(root, bucket);
    expect(again).toMatchObject({ copied: 0, skipped: 4, failed: [] });

    // An object of another size (a copy cut short elsewhere) and a missing one are copied again.
    await bucket.put('users/u2/videos/v.mp4', Buffer.alloc(10), 'video/mp4');
    await bucket.delete('users/u1/sources/a.png');
    const events: string[] = [];
    const third = await migrateLocalStorage(root, bucket, (e) => events.push(`${e.outcome} ${e.key}`));
    expect(third).toMatchObject({ copied: 2, skipped: 2, failed: [] });
    expect(events).toContain('copied users/u2/videos/v.mp4');
    expect(events).toContain('copied users/u1/sources/a.png');
    expect((await bucket.size('users/u2/videos/v.mp4'))).toBe(70_000);
  });

  it('runs as a command: copies, says how to go on, and stops on a key the bucket refuses, naming the variables', async () => {
    const dataDir = path.join(dir, 'data-b');
    await createLocalStorage(path.join(dataDir, 'storage')).put('users/u9/sources/x.png', Buffer.from('x'), 'image/png');
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env };
    const main = path.resolve('src/server/main.ts');
    const tsx = path.resolve('node_modules/.bin/tsx');
    const ok = await run(tsx, [main, 'storage', 'migrate'], { env, timeout: 60_000 });
    expect(ok.stdout).toContain('Copied 1 file (0.0 MB), 0 already in the bucket, 0 failed.');
    expect(ok.stdout).toContain('Every file is in the bucket.');
    expect((await createS3Storage(config).get('users/u9/sources/x.png'))!.data.toString()).toBe('x');

    const wrongKey = await run(tsx, [main, 'storage', 'migrate'], { env: { ...env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' }, timeout: 60_000 }).catch((e: { code: number; stderr: string }) => e);
    expect((wrongKey as { code: number }).code).toBe(1);
    expect((wrongKey as { stderr: string }).stderr).toContain('S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY are refused for this bucket');

  });
});
