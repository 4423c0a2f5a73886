/**
 * The app on an S3-compatible bucket (s3rver on loopback, a real S3 API server from npm): uploads,
 * cut-outs and generated images land in the bucket and are served from it to their owner only;
 * deleting an image or a photo removes its objects; a bucket that cannot be reached answers a
 * translated 503, stores no row, and makes the process not ready (/readyz) while it stays alive.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceImages } from '../../src/server/db/schema';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

const BUCKET = 'vitrine-app';
let server: TestS3Server;
let endpoint: string;
let s3: S3Client;

beforeAll(async () => {
  server = await startS3Server(BUCKET);
  endpoint = server.config.endpoint!;
  s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});

afterAll(async () => {
  s3?.destroy();
  await server?.close();
});

/** Keys in the bucket under `prefix`. */
async function keys(prefix: string): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

function s3Env(over: Record<string, string> = {}): Record<string, string> {
  return { ...server.env, ...over };
}

function uploadForm(data: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], 'cup.png', { type: 'image/png' }));
  return form;
}

describe('the app on an S3 bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real studio renderer and engine: what is stored is what users get.
    t = await createTestApp(s3Env(), { worker: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps photos, mattes and images in the bucket, serves them to their owner only, and deletes their objects with them', async () => {
    expect(t.container.storage.kind).toBe('s3');
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
    const { cookie, userId } = await signUpAndSignIn(t);
    const uploaded = await t.request('/api/v1/source-images', { method: 'POST', body: uploadForm(sample('coffee_cup.png')), cookie });
    expect(uploaded.status).toBe(201);
    const { id: sourceId } = (await uploaded.json()) as { id: string };
    let status = '';
    for (let i = 0; i < 300 && status !== 'ready'; i += 1) {
      status = ((await (await t.request(`/api/v1/source-images/${sourceId}`, { cookie })).json()) as { cutout: { status: string } }).cutout.status;
      if (status !== 'ready') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('ready');
    expect(await keys(`users/${userId}/sources/`)).toEqual(
      expect.arrayContaining([`users/${userId}/sources/${sourceId}.png`, `users/${userId}/sources/${sourceId}.auto-matte.png`]),
    );
    // Nothing of it reaches the data folder.
    expect(fs.existsSync(path.join(t.container.env.dataDir, 'storage', 'users', userId))).toBe(false);

    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: sourceId, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' } });
    const [idea] = ((await ideas.json()) as { scenarios: { id: string }[] }).scenarios;
    const created = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      json: { sourceImageId: sourceId, scenarioId: idea!.id, settings: { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } },
    });
    expect(created.status).toBe(202);
    const done = await waitForGeneration(t, cookie, ((await created.json()) as { id: string }).id, 120_000);
    expect(done.status).toBe('succeeded');
    const imageId = done.images[0]!.id;
    const generatedKeys = await keys(`users/${userId}/generated/`);
    expect(generatedKeys.length).toBeGreaterThanOrEqual(1);

    // Served from the bucket, to its owner only.
    const file = await t.request(`/api/v1/images/${imageId}/file`, { cookie });
    expect(file.status).toBe(200);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1024]);
    const other = await signUpAndSignIn(t);
    expect((await t.request(`/api/v1/images/${imageId}/file`, { cookie: other.cookie })).status).toBe(404);

    // Deleting the image and the photo removes their objects.
    expect((await t.request(`/api/v1/images/${imageId}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await keys(`users/${userId}/generated/`)).toEqual([]);
    expect((await t.request(`/api/v1/images/${sourceId}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await keys(`users/${userId}/sources/`)).toEqual([]);
  });
});

describe('a bucket that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) has no listener here: every request fails to connect.
    t = await createTestApp(s3Env({ S3_ENDPOINT: 'http://127.0.0.1:9' }));
    await t.container.queue.start();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an upload with a translated 503 and keeps no row', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const res = await t.request('/api/v1/source-images', { method: 'POST', body: uploadForm(sample('coffee_cup.png')), cookie, lang: 'pt' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({
      error: { code: 'storage_unavailable', message: 'Não é possível acessar seus arquivos agora. Nada foi salvo nem cobrado; tente novamente em instantes.' },
    });
    expect(await t.container.database.db.select().from(sourceImages).where(eq(sourceImages.userId, userId))).toHaveLength(0);
  });

  it('is alive but not ready, and says which part is failing without its address', async () => {
    expect((await t.request('/healthz')).status).toBe(200);
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', queue: 'ok', storage: 'endpoint unreachable' } });
  });
});

describe('downloads from presigned bucket addresses (S3_PRESIGNED_DOWNLOADS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(s3Env({ S3_PRESIGNED_DOWNLOADS: 'true' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("redirects the owner to a 5-minute address of the bucket, names downloads, and lets the app's pages load images, videos and downloads from it", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const photo = sample('coffee_cup.png');
    const uploaded = await t.request('/api/v1/source-images', { method: 'POST', body: uploadForm(photo), cookie });
    const { id } = (await uploaded.json()) as { id: string };
    const res = await t.request(`/api/v1/images/${id}/file`, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    // The stored copy of the upload (re-encoded PNG of the same pixels).
    expect((await sharp(Buffer.from(await fromBucket.arrayBuffer())).metadata()).width).toBe(600);
    const download = await t.request(`/api/v1/images/${id}/file?download=1`, { cookie });
    expect((await fetch(download.headers.get('location')!)).headers.get('content-disposition')).toBe(
      `attachment; filename="vitrine-source-${id.slice(0, 8)}.png"; filename*=UTF-8''vitrine-source-${id.slice(0, 8)}.png`,
    );
    // Someone else gets no address; thumbnails are still answered by the API.
    const other = await signUpAndSignIn(t);
    expect((await t.request(`/api/v1/images/${id}/file`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/images/${id}/file?size=thumb`, { cookie })).status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`img-src 'self' data: blob: https://cdn.shopify.com ${endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${endpoint}`);
    expect(csp).toContain(`connect-src 'self' ${endpoint}`);
    expect(csp).toContain("script-src 'self';");
  });
});
