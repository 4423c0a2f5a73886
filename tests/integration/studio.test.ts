/**
 * Studio Photos over HTTP on a real database: a batch reserves 1 credit per
 * photo and makes one checked packshot each, saved to the library as studio with its preset; a
 * batch with one broken photo refunds exactly that item, once, also when its job runs again; a
 * packshot that breaks its preset's rules is not kept nor charged; options a preset does not offer
 * are refused; batches are private; 'Download all' names files from the photos and the preset.
 */
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { leftoverMattingEngine } from '../helpers/fake-matting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, sourceImages, studioBatchItems, studioBatches } from '../../src/server/db/schema';
import { defaultStudioSpec } from '../../src/shared/studio-presets';
import { renderPackshot } from '../../src/server/engine/packshot/packshot';
import { studioJobHandler } from '../../src/server/jobs/studio-job';
import { exiftoolSourceType } from '../helpers/exiftool';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { itOnPgliteOnly } from '../helpers/test-database';

type Batch = {
  id: string;
  status: string;
  progress: number;
  requestedCount: number;
  doneCount: number;
  failedCount: number;
  creditsReserved: number;
  creditsRefunded: number;
  spec: { preset: string; width: number; height: number; format: string; background: string };
  items: {
    position: number;
    sourceName: string;
    status: string;
    failure: string | null;
    error: string | null;
    image: { id: string; width: number; height: number; format: string; fileName: string } | null;
    compliance: { passed: boolean; backgroundPurity: number; fill: number; width: number; height: number } | null;
  }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
});
afterAll(async () => {
  await t?.close();
});

async function upload(cookie: string, file: string, name = file, app: TestApp = t): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample(file))], name, { type: file.endsWith('.png') ? 'image/png' : 'image/jpeg' }));
  const res = await app.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function balance(cookie: string, app: TestApp = t): Promise<number> {
  return ((await (await app.request('/api/v1/me', { cookie })).json()) as { creditsBalance: number }).creditsBalance;
}

async function waitForBatch(cookie: string, id: string, timeoutMs = 120_000, app: TestApp = t): Promise<Batch> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.request(`/api/v1/studio-batches/${id}`, { cookie, lang: 'en' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Batch;
    if (['succeeded', 'partial', 'failed'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`batch ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('studio batches', () => {
  it('makes one Amazon-ready packshot per photo, charges 1 credit each, and files them in the library', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const ids = [await upload(cookie, 'coffee_cup.png', 'Red Cup.png'), await upload(cookie, 'apple.jpg'), await upload(cookie, 'cookie_box_gray.png')];
    const res = await t.request('/api/v1/studio-batches', { method: 'POST', cookie, json: { sourceImageIds: ids, preset: 'amazon' } });
    expect(res.status).toBe(202);
    const created = (await res.json()) as { id: string; status: string; creditsReserved: number; spec: Batch['spec'] };
    expect(created).toMatchObject({ status: 'queued', creditsReserved: 3, spec: { preset: 'amazon', width: 2000, height: 2000, format: 'jpg', background: '#FFFFFF' } });
    expect(await balance(cookie)).toBe(7);

    const batch = await waitForBatch(cookie, created.id);
    expect(batch).toMatchObject({ status: 'succeeded', progress: 100, requestedCount: 3, doneCount: 3, failedCount: 0, creditsRefunded: 0 });
    expect(batch.items.map((i) => i.image?.fileName)).toEqual(['red-cup_amazon.jpg', 'apple_amazon.jpg', 'cookie_box_gray_amazon.jpg']);
    for (const item of batch.items) {
      expect(item.status).toBe('succeeded');
      expect(item.compliance).toMatchObject({ passed: true, backgroundPurity: 100, width: 2000, height: 2000 });
      expect(item.compliance!.fill).toBeGreaterThanOrEqual(85);
      // The stored file is what the report says: a 2000 px JPEG, pure white in its corners.
      const file = await t.request(`/api/v1/images/${item.image!.id}/file`, { cookie });
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await file.arrayBuffer());
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([2000, 2000]);
      expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
      // It says how it was made, as exiftool reads it: the seller's photo on a drawn background.
      expect(await exiftoolSourceType(bytes, 'jpg')).toBe('compositeSynthetic');
    }
    expect(await balance(cookie)).toBe(7);

    const library = (await (await t.request('/api/v1/images?type=generated', { cookie })).json()) as { items: { id: string; kind: string; studioPreset: string | null; title: string }[] };
    expect(library.items).toHaveLength(3);
    for (const item of library.items) expect(item).toMatchObject({ kind: 'studio', studioPreset: 'amazon' });
    expect(library.items.map((i) => i.title).sort()).toEqual(['Red Cup', 'apple', 'cookie_box_gray']);

    const zip = await t.request(`/api/v1/studio-batches/${created.id}/archive`, { cookie });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['red-cup_amazon.jpg', 'apple_amazon.jpg', 'cookie_box_gray_amazon.jpg']);
    expect((await sharp(Buffer.from(files['apple_amazon.jpg']!)).metadata()).width).toBe(2000);
  });

  it('refunds exactly the broken photo of a batch, once, even when its job runs again', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const ids = [await upload(cookie, 'apple.jpg'), await upload(cookie, 'coffee_cup.png'), await upload(cookie, 'apple.jpg', 'green.jpg')];
    // The second photo's file is damaged in storage after upload.
    const [broken] = await t.container.database.db.select().from(sourceImages).where(eq(sourceImages.id, ids[1]!));
    await t.container.storage.put(broken!.storageKey, Buffer.from('\x89PNG\r\n\x1a\n this is not an image any more'), 'image/png');
    const res = await t.request('/api/v1/studio-batches', { method: 'POST', cookie, json: { sourceImageIds: ids, preset: 'shopify', options: { shadow: 'reflection' } } });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const batch = await waitForBatch(cookie, id);
    expect(batch).toMatchObject({ status: 'partial', failedCount: 1, creditsReserved: 3, creditsRefunded: 1 });
    expect(batch.items.map((i) => i.status)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(batch.items[1]).toMatchObject({ failure: 'source_missing', image: null });
    expect(batch.items[1]!.error).toMatch(/not charged/);
    expect(await balance(cookie)).toBe(8);

    // Running the job again (a retry, a replay) changes nothing: no second refund, no second packshot.
    await studioJobHandler(t.container.studio)({ batchId: id }, { attempt: 2, lastAttempt: false, logger: t.container.logger });
    await t.container.studio.abandon(id, 'replayed');
    await t.container.studio.run(id, { lastAttempt: true });
    const refunds = await t.container.database.db.select().from(creditTransactions).where(like(creditTransactions.idempotencyKey, `studio:${id}:%`));
    expect(refunds.map((r) => [r.idempotencyKey, r.amount]).sort()).toEqual([
      [`studio:${id}:refund:1`, 1],
      [`studio:${id}:reserve`, -3],
    ]);
    expect(await balance(cookie)).toBe(8);
    const library = (await (await t.request('/api/v1/images?type=generated', { cookie })).json()) as { items: unknown[] };
    expect(library.items).toHaveLength(2);
    expect(refunds.every((r) => r.userId === userId)).toBe(true);
  });

  it('never renders an item an earlier attempt refunded (a job that died between refund and mark)', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const [sourceImageId] = [await upload(cookie, 'apple.jpg')];
    // A batch as create() leaves it, without its job, and the refund an attempt made before dying.
    const id = crypto.randomUUID();
    const db = t.container.database.db;
    await db.insert(studioBatches).values({ id, userId, preset: 'ebay', spec: defaultStudioSpec('ebay'), requestedCount: 1, creditsReserved: 1 });
    await db.insert(studioBatchItems).values({ batchId: id, position: 0, sourceImageId, sourceName: 'apple.jpg', fileName: 'apple_ebay.jpg', status: 'running' });
    await t.container.credits.apply({ userId, amount: -1, reason: 'studio_reserve', idempotencyKey: `studio:${id}:reserve`, reference: id });
    await t.container.credits.apply({ userId, amount: 1, reason: 'studio_refund', idempotencyKey: `studio:${id}:refund:0`, reference: id });
    await t.container.studio.run(id, { lastAttempt: false });
    const batch = await waitForBatch(cookie, id, 5_000);
    expect(batch).toMatchObject({ status: 'failed', creditsRefunded: 1 });
    expect(batch.items[0]).toMatchObject({ status: 'failed', image: null });
    expect(await balance(cookie)).toBe(10);
    const library = (await (await t.request('/api/v1/images?type=generated', { cookie })).json()) as { items: unknown[] };
    expect(library.items).toHaveLength(0);
  });

  it('keeps a packshot whose cut-out is in doubt, marked to be checked, never ready', async () => {
    // A cut-out that keeps the product with a half-certain block joined to it (a box behind it).
    const app = await createTestApp({}, { worker: true, matting: leftoverMattingEngine() });
    try {
      const { cookie } = await signUpAndSignIn(app);
      const id = await upload(cookie, 'cookie_box_gray.png', 'box.png', app);
      const res = await app.request('/api/v1/studio-batches', { method: 'POST', cookie, json: { sourceImageIds: [id], preset: 'amazon' } });
      expect(res.status).toBe(202);
      const batch = await waitForBatch(cookie, ((await res.json()) as { id: string }).id, 120_000, app);
      expect(batch).toMatchObject({ status: 'succeeded', doneCount: 1, creditsRefunded: 0 });
      const [item] = batch.items;
      expect(item!.image).not.toBeNull();
      expect(item!.compliance).toMatchObject({ passed: false, backgroundPurity: 100, checks: { size: true, format: true, background: true, fill: true, cutout: false } });
      expect(await balance(cookie, app)).toBe(9);
    } finally {
      await app.close();
    }
  });

  it('does not keep nor charge a packshot that breaks its preset', async () => {
    const broken = await createTestApp({}, {
      worker: true,
      studioRender: async (input) => {
        const shot = await renderPackshot(input);
        // A grey corner: what a marketplace rejects.
        const raw = await sharp(shot.data).raw().toBuffer();
        raw.fill(248, 0, 30);
        return { ...shot, data: await sharp(raw, { raw: { width: shot.width, height: shot.height, channels: 3 } }).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer() };
      },
    });
    try {
      const { cookie } = await signUpAndSignIn(broken);
      const id = await upload(cookie, 'apple.jpg', 'apple.jpg', broken);
      const res = await broken.request('/api/v1/studio-batches', { method: 'POST', cookie, json: { sourceImageIds: [id], preset: 'amazon' } });
      const batchId = ((await res.json()) as { id: string }).id;
      const batch = await waitForBatch(cookie, batchId, 120_000, broken);
      expect(batch).toMatchObject({ status: 'failed', creditsRefunded: 1 });
      expect(batch.items[0]).toMatchObject({ status: 'failed', failure: 'not_compliant', image: null });
      expect(batch.items[0]!.compliance).toMatchObject({ passed: false, checks: { background: false } });
      expect(batch.items[0]!.compliance!.backgroundPurity).toBeLessThan(100);
      expect(await balance(cookie, broken)).toBe(10);
      const library = (await (await broken.request('/api/v1/images?type=generated', { cookie })).json()) as { items: unknown[] };
      expect(library.items).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });

  itOnPgliteOnly('refuses options a preset does not offer, photos that are not yours, and too little credit; batches are private', async () => {
    const owner = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const id = await upload(owner.cookie, 'apple.jpg');
    const post = (cookie: string, json: unknown) => t.request('/api/v1/studio-batches', { method: 'POST', cookie, json, lang: 'en' });

    const reflection = await post(owner.cookie, { sourceImageIds: [id], preset: 'amazon', options: { shadow: 'reflection' } });
    expect(reflection.status).toBe(422);
    expect(((await reflection.json()) as { error: { code: string; message: string } }).error.message).toMatch(/does not offer/);
    expect((await post(owner.cookie, { sourceImageIds: [id], preset: 'amazon', options: { width: 3000 } })).status).toBe(422);
    expect((await post(owner.cookie, { sourceImageIds: [id, id], preset: 'amazon' })).status).toBe(422);
    expect((await post(owner.cookie, { sourceImageIds: [], preset: 'amazon' })).status).toBe(422);
    expect((await post(owner.cookie, { sourceImageIds: [id], preset: 'poster' })).status).toBe(422);
    expect((await post(other.cookie, { sourceImageIds: [id], preset: 'amazon' })).status).toBe(404);
    expect(await balance(other.cookie)).toBe(10);

    // 11 photos on 10 credits: refused whole, nothing reserved.
    const many: string[] = [];
    for (let i = 0; i < 11; i += 1) many.push(await upload(other.cookie, 'apple.jpg'));
    const short = await post(other.cookie, { sourceImageIds: many, preset: 'ebay' });
    expect(short.status).toBe(402);
    expect(await balance(other.cookie)).toBe(10);

    const custom = await post(owner.cookie, { sourceImageIds: [id], preset: 'custom', options: { width: 1200, height: 900, background: 'transparent', padding: 12, alignment: 'bottom', shadow: 'contact' } });
    expect(custom.status).toBe(202);
    const created = (await custom.json()) as { id: string; spec: Batch['spec'] };
    expect(created.spec).toMatchObject({ width: 1200, height: 900, format: 'png', background: 'transparent' });
    expect((await t.request(`/api/v1/studio-batches/${created.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/studio-batches/${created.id}/archive`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/studio-batches/${created.id}`)).status).toBe(401);
    const done = await waitForBatch(owner.cookie, created.id);
    expect(done.items[0]!.image).toMatchObject({ width: 1200, height: 900, format: 'png', fileName: 'apple_custom.png' });
  });

  itOnPgliteOnly('documents the batch routes in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/studio-batches']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/studio-batches/{id}']!)).toEqual(['get']);
    expect(doc.paths['/studio-batches']!.post!.responses).toHaveProperty('202');
    expect(doc.paths['/studio-batches/{id}/archive']!.get!.responses).toHaveProperty('200');
  });
});
