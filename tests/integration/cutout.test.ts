/**
 * Cut-outs over HTTP on a real database with the real engine: uploading
 * apple.jpg starts the cut-out job; the photo's state moves to ready; the PNG has the photo's size
 * and an alpha that is product in the middle and transparent in the corners; touch-up strokes are
 * saved and used by the next generation; owners only; failures are translated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceImages } from '../../src/server/db/schema';
import { fastRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';
import { readMattePng } from '../../src/server/engine/cutout/matte';
import { decodeProductCut, productCutFingerprint } from '../../src/server/engine/product/product-cut-store';
import { productCutKey } from '../../src/server/services/cutouts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ai: { images: fastRenderer() }, worker: true, matting: 'real' });
});
afterAll(async () => {
  await t?.close();
});

type Cutout = {
  status: string;
  progress: number;
  method: string | null;
  confidence: number | null;
  warnings: string[];
  strokes: unknown[];
  objectCount: number | null;
  error: string | null;
  updatedAt: string;
};

async function upload(cookie: string, name: string): Promise<{ id: string; cutout: Cutout }> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample(name))], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; cutout: Cutout };
}

async function waitForCutout(cookie: string, id: string, timeoutMs = 120_000): Promise<Cutout> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request(`/api/v1/source-images/${id}`, { cookie });
    expect(res.status).toBe(200);
    const { cutout } = (await res.json()) as { cutout: Cutout };
    if (cutout.status === 'ready' || cutout.status === 'failed') return cutout;
    if (Date.now() > deadline) throw new Error(`cut-out of ${id} still ${cutout.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function alphaOf(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(4);
  return { at: (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!, info, data };
}

describe('cut-out', () => {
  it('cuts out apple.jpg in a job after upload, answers 202 until then, and serves a PNG with alpha', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const photo = await upload(cookie, 'apple.jpg');
    expect(['pending', 'running', 'ready']).toContain(photo.cutout.status);
    const early = await t.request(`/api/v1/source-images/${photo.id}/cutout`, { cookie });
    if (early.status === 202) {
      const body = (await early.json()) as Cutout;
      expect(['pending', 'running']).toContain(body.status);
      expect(body.progress).toBeGreaterThanOrEqual(0);
    } else {
      expect(early.status).toBe(200);
      await early.arrayBuffer();
    }
    const cutout = await waitForCutout(cookie, photo.id);
    expect(cutout).toMatchObject({ status: 'ready', progress: 100, method: 'model', error: null, strokes: [] });
    expect(cutout.confidence).toBeGreaterThan(0.7);
    expect(cutout.warnings).toContain('too_small');

    const res = await t.request(`/api/v1/source-images/${photo.id}/cutout`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const { at, info, data } = await alphaOf(Buffer.from(await res.arrayBuffer()));
    expect([info.width, info.height]).toEqual([512, 512]);
    expect(at(256, 256)).toBe(255);
    for (const [x, y] of [[4, 4], [507, 4], [4, 507], [507, 507]]) expect(at(x!, y!)).toBe(0);
    // Inside the matte the colours are the photo's own.
    const { data: source } = await sharp(sample('apple.jpg')).raw().toBuffer({ resolveWithObject: true });
    const i = 256 * 512 + 256;
    expect([data[i * 4], data[i * 4 + 1], data[i * 4 + 2]]).toEqual([source[i * 3], source[i * 3 + 1], source[i * 3 + 2]]);

    const preview = await t.request(`/api/v1/source-images/${photo.id}/cutout?maxSide=128`, { cookie });
    expect(preview.status).toBe(200);
    const small = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([small.width, small.height, small.channels]).toEqual([128, 128, 4]);
  });

  it('saves touch-up strokes, uses the edited matte in the next generation, and resets to automatic', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const photo = await upload(cookie, 'apple.jpg');
    // The automatic cut-out counts what it kept: one apple.
    expect((await waitForCutout(cookie, photo.id)).objectCount).toBe(1);
    const strokes = [{ mode: 'remove', radius: 0.04, points: [[0.2, 0.5], [0.8, 0.5]] }];
    const res = await t.request(`/api/v1/source-images/${photo.id}/cutout/strokes`, { method: 'PUT', cookie, json: { strokes } });
    expect(res.status).toBe(200);
    const edited = (await res.json()) as Cutout;
    // A touch-up changes what is kept: the automatic count no longer holds.
    expect(edited).toMatchObject({ status: 'ready', method: 'touch_up', confidence: 1, strokes, objectCount: null });
    const png = await t.request(`/api/v1/source-images/${photo.id}/cutout`, { cookie });
    const { at } = await alphaOf(Buffer.from(await png.arrayBuffer()));
    expect(at(256, 256)).toBe(0);
    expect(at(256, 150)).toBe(255);

    // The next generation's renderer receives the edited matte.
    const [row] = await t.container.database.db.select().from(sourceImages).where(eq(sourceImages.id, photo.id));
    const usedRef = await t.container.cutouts.cutoutOf(row!);
    expect(usedRef.method).toBe('touch_up');
    const used = (await readMattePng(usedRef.png, usedRef.method))!;
    expect(used.matte[256 * 512 + 256]).toBe(0);
    // Before any generation made its product cut, the flat-lay check (for the ideas) reads the edited matte: an apple seen from the side is no flat lay.
    expect(await t.container.storage.get(productCutKey(row!.matteKey!))).toBeNull();
    expect(await t.container.cutouts.flatLayOf(row!)).toBe(false);
    // The product cut hosted engines lock was made with the edited matte and stored beside it.
    const photoBytes = (await t.container.storage.get(row!.storageKey))!.data;
    const stored = await t.container.cutouts.productCutOf(row!, photoBytes, usedRef);
    expect(stored.fingerprint).toBe(productCutFingerprint(row!.matteKey!, row!.cutoutStrokes));
    const cut = (await decodeProductCut(stored.cut, stored.fingerprint))!;
    const cx = 256 - cut.box.x;
    const cy = 256 - cut.box.y;
    expect(cut.rgba[(cy * cut.width + cx) * 4 + 3]).toBe(0);
    expect(cut.box).toEqual({ x: used.bbox.x - 2, y: used.bbox.y - 2, width: used.bbox.width + 4, height: used.bbox.height + 4 });
    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: photo.id, features: 'Crisp red apple', audience: 'Grocers', language: 'en' } });
    const { scenarios } = (await ideas.json()) as { scenarios: { id: string; locked: boolean }[] };
    const gen = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      json: {
        sourceImageId: photo.id,
        scenarioId: scenarios.find((s) => !s.locked)!.id,
        settings: { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'golden_hour' },
      },
    });
    expect(gen.status).toBe(202);
    const done = await waitForGeneration(t, cookie, ((await gen.json()) as { id: string }).id, 120_000);
    expect(done.status).toBe('succeeded');

    const reset = await t.request(`/api/v1/source-images/${photo.id}/cutout/strokes`, { method: 'PUT', cookie, json: { strokes: [] } });
    expect(reset.status).toBe(200);
    expect((await reset.json()) as Cutout).toMatchObject({ method: 'model', strokes: [], objectCount: 1 });
    const back = await t.request(`/api/v1/source-images/${photo.id}/cutout`, { cookie });
    expect((await alphaOf(Buffer.from(await back.arrayBuffer()))).at(256, 256)).toBe(255);

    // Deleting the photo deletes both mattes, and the product cuts made with them.
    const dir = path.join(t.container.env.dataDir, 'storage', 'users', row!.userId, 'sources');
    const files = () => fs.readdirSync(dir).filter((f) => f.startsWith(photo.id));
    expect(files().filter((f) => f.endsWith('matte.png')).length).toBe(2);
    expect(files().filter((f) => f.endsWith('.cut.bin')).length).toBe(2);
    expect((await t.request(`/api/v1/images/${photo.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(files()).toEqual([]);
  });

  it('keeps cut-outs private, validates strokes, and translates a failed cut-out', async () => {
    const owner = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const photo = await upload(owner.cookie, 'coffee_cup.png');
    for (const path of [`/api/v1/source-images/${photo.id}`, `/api/v1/source-images/${photo.id}/cutout`]) {
      expect((await t.request(path, { cookie: other.cookie })).status).toBe(404);
      expect((await t.request(path)).status).toBe(401);
    }
    const put = (cookie: string, json: unknown) => t.request(`/api/v1/source-images/${photo.id}/cutout/strokes`, { method: 'PUT', cookie, json });
    expect((await put(other.cookie, { strokes: [] })).status).toBe(404);
    expect((await put(owner.cookie, { strokes: [{ mode: 'erase', radius: 0.1, points: [[0.5, 0.5]] }] })).status).toBe(422);
    expect((await put(owner.cookie, { strokes: [{ mode: 'keep', radius: 0.1, points: [[1.5, 0.5]] }] })).status).toBe(422);
    expect((await put(owner.cookie, { strokes: [{ mode: 'keep', radius: 0.1, points: [] }] })).status).toBe(422);

    await waitForCutout(owner.cookie, photo.id);
    await t.container.database.db.update(sourceImages).set({ cutoutStatus: 'failed', cutoutError: 'engine crashed' }).where(eq(sourceImages.id, photo.id));
    const failed = await t.request(`/api/v1/source-images/${photo.id}/cutout`, { cookie: owner.cookie, lang: 'fr' });
    expect(failed.status).toBe(422);
    const body = (await failed.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('cutout_failed');
    expect(body.error.message).toMatch(/détourer/);
    const state = await t.request(`/api/v1/source-images/${photo.id}`, { cookie: owner.cookie, lang: 'de' });
    expect(((await state.json()) as { cutout: Cutout }).cutout.error).toMatch(/freistellen/);
    expect((await put(owner.cookie, { strokes: [] })).status).toBe(409);
  });
});

describe('a cut-out asked for many times at once', () => {
  it('is made once and shared; a caller that gives up stops waiting without stopping the others', async () => {
    // No worker: the cut-out job waits in line, so the requests below are the ones that make it.
    const app = await createTestApp();
    try {
      const { cookie, userId } = await signUpAndSignIn(app);
      const form = new FormData();
      form.append('file', new File([new Uint8Array(sample('apple.jpg'))], 'apple.jpg', { type: 'image/jpeg' }));
      const { id } = (await (await app.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
      const row = await app.container.sources.get(userId, id);
      expect(row.cutoutStatus).not.toBe('ready');
      const engine = app.container.engine as { cutout: (...args: never[]) => Promise<unknown> };
      const original = engine.cutout.bind(engine);
      let calls = 0;
      engine.cutout = (...args: never[]) => {
        calls += 1;
        return original(...args);
      };
      const gaveUp = new AbortController();
      const boxes = Array.from({ length: 6 }, () => app.container.cutouts.productBoxOf(row));
      const impatient = app.container.cutouts.cutoutOf(row, gaveUp.signal);
      gaveUp.abort(new Error('the request was closed'));
      await expect(impatient).rejects.toThrow('the request was closed');
      const answers = await Promise.all(boxes);
      expect(calls).toBe(1);
      // The product's box, not the photo's size (the fallback when no cut-out could be made).
      expect(answers[0]!.width).toBeLessThan(row.width);
      expect(answers.every((box) => box && box.width === answers[0]!.width && box.height === answers[0]!.height)).toBe(true);
      expect((await app.container.sources.get(userId, id)).cutoutStatus).toBe('ready');
    } finally {
      await app.close();
    }
  });
});
