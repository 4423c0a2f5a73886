/**
 * One contract for every storage driver: the local files driver, and the S3 driver against a real
 * S3 API server (s3rver, from npm) started on loopback by this file; the SDK itself is not mocked.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../tests/helpers/s3-server';
import { createLocalStorage } from './local-storage';
import { createS3Storage, MULTIPART_THRESHOLD_BYTES, type S3StorageConfig } from './s3-storage';
import { StorageKeyError, StorageUnavailableError, type Storage } from './storage';

let tmp: string;
let s3: TestS3Server;
let s3Config: S3StorageConfig;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  s3 = await startS3Server('vitrine-contract');
  s3Config = s3.config;
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['local', () => createLocalStorage(path.join(tmp, 'local'))],
  ['s3', () => createS3Storage(s3Config)],
];

async function drain(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(drivers)('storage contract: %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('writes, replaces, reads whole, by range and as a stream, and sizes an object', async () => {
    const key = 'users/u1/generated/a.png';
    await storage.put(key, Buffer.from('first version'), 'image/png');
    await storage.put(key, Buffer.from('0123456789abcdef'), 'image/png');
    expect((await storage.get(key))!.data.toString()).toBe('0123456789abcdef');
    expect((await storage.get(key))!.size).toBe(16);
    expect(await storage.size(key)).toBe(16);
    expect((await storage.getRange(key, 2, 5))!.toString()).toBe('2345');
    // A range running past the end stops at the end; one starting past it is empty.
    expect((await storage.getRange(key, 10, 99))!.toString()).toBe('abcdef');
    expect((await storage.getRange(key, 40, 50))!.length).toBe(0);
    expect((await drain((await storage.getStream(key))!)).toString()).toBe('0123456789abcdef');
    expect((await drain((await storage.getStream(key, { start: 4, end: 7 }))!)).toString()).toBe('4567');
  });

  it('answers null for a missing object, and deleting it is no error', async () => {
    const key = 'users/u1/generated/missing.png';
    expect(await storage.get(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    expect(await storage.getRange(key, 0, 10)).toBeNull();
    expect(await storage.getStream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes one object, and every object under a prefix only', async () => {
    await storage.put('users/u2/a.png', Buffer.from('a'), 'image/png');
    await storage.put('users/u2/sources/b.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.put('users/u22/c.png', Buffer.from('c'), 'image/png');
    await storage.put('users/u3/d.png', Buffer.from('d'), 'image/png');
    await storage.delete('users/u3/d.png');
    expect(await storage.get('users/u3/d.png')).toBeNull();
    await storage.deletePrefix('users/u2/');
    expect(await storage.get('users/u2/a.png')).toBeNull();
    expect(await storage.get('users/u2/sources/b.jpg')).toBeNull();
    // 'users/u2/' is not a prefix of 'users/u22/'.
    expect((await storage.get('users/u22/c.png'))!.data.toString()).toBe('c');
    await expect(storage.deletePrefix('users/nobody/')).resolves.toBeUndefined();
  });

  it('stores a large file from disk without reading it whole (multipart on S3), and removes the file', async () => {
    const file = path.join(tmp, `export-${_name}.zip`);
    const data = randomBytes(MULTIPART_THRESHOLD_BYTES + 3 * 1024 * 1024 + 17);
    fs.writeFileSync(file, data);
    await storage.putFile('users/u4/exports/e.zip', file, 'application/zip');
    expect(fs.existsSync(file)).toBe(false);
    expect(await storage.size('users/u4/exports/e.zip')).toBe(data.length);
    expect(sha(await drain((await storage.getStream('users/u4/exports/e.zip'))!))).toBe(sha(data));
    const tail = await storage.getRange('users/u4/exports/e.zip', data.length - 100, data.length - 1);
    expect(tail!.equals(data.subarray(data.length - 100))).toBe(true);
  });

  it('stores a large buffer whole (multipart on S3)', async () => {
    const data = randomBytes(MULTIPART_THRESHOLD_BYTES + 1);
    await storage.put('users/u5/videos/v.mp4', data, 'video/mp4');
    expect(sha((await storage.get('users/u5/videos/v.mp4'))!.data)).toBe(sha(data));
  });

  it('refuses keys that could escape the root or are malformed', async () => {
    for (const key of ['../etc/passwd', 'users/../x', '/abs', 'a//b', 'a/b/', 'sp ace', 'nul\u0000']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    await expect(storage.deletePrefix('users/u1')).rejects.toBeInstanceOf(StorageKeyError);
  });
});

describe('S3 driver', () => {
  it('signs a short-lived download address the bucket honours, with the file name, and refuses once it expires', async () => {
    const storage = createS3Storage(s3Config);
    await storage.put('users/u6/generated/p.png', Buffer.from('png bytes'), 'image/png');
    const url = await storage.presignedUrl('users/u6/generated/p.png', 300, 'Café scene.png');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png bytes');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Caf_ scene.png"; filename*=UTF-8''Caf%C3%A9%20scene.png`);
    const brief = await storage.presignedUrl('users/u6/generated/p.png', 1);
    expect((await fetch(brief)).status).toBe(200);
    // X-Amz-Date has whole seconds: past 2 s the 1 s address has expired whatever the rounding.
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(brief)).status).toBe(403);
  });

  it('names the variable to fix when the store cannot be used', async () => {
    await expect(createS3Storage(s3Config).check()).resolves.toBeUndefined();
    // s3rver knows one key (it does not check the secret): another key is refused, as S3 refuses a wrong pair.
    const wrongKey = createS3Storage({ ...s3Config, accessKeyId: 'NOT-A-KEY' });
    await expect(wrongKey.check()).rejects.toThrow(/S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY are refused/);
    const noBucket = createS3Storage({ ...s3Config, bucket: 'no-such-bucket' });
    await expect(noBucket.check()).rejects.toThrow(/S3_BUCKET 'no-such-bucket' does not exist/);
    // A port nothing listens on.
    const closed = createS3Storage({ ...s3Config, endpoint: 'http://127.0.0.1:9' });
    const error = await closed.check().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(String(error)).toMatch(/S3_ENDPOINT http:\/\/127\.0\.0\.1:9 cannot be reached/);
  });

  it('throws StorageUnavailableError, not null, when the store fails a read', async () => {
    const closed = createS3Storage({ ...s3Config, endpoint: 'http://127.0.0.1:9' });
    await expect(closed.get('users/u1/a.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(closed.put('users/u1/a.png', Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
