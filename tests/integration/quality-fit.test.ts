/**
 * The qualities the built-in studio renderer offers for a photo, on a real database: the cut-out
 * records the product's box, and a quality whose size would enlarge the product past what stays
 * sharp (its long side under half the quality's, src/shared/catalog.ts) is refused with a
 * translated 422 that charges nothing; a hosted model is not held to it.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../src/server/db/schema';
import { fastRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

const settings = { aspectRatio: '1:1', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } as const;

type Source = { id: string; cutout: { status: string; productBox: { width: number; height: number } | null } };

/** Uploads `data`, asks for ideas, and waits for the cut-out; the source as the API answers it, and an idea. */
async function photoWithIdea(t: TestApp, cookie: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], 'photo.png', { type: 'image/png' }));
  const uploaded = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(uploaded.status).toBe(201);
  const { id } = (await uploaded.json()) as Source;
  const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: id, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' } });
  const [idea] = ((await ideas.json()) as { scenarios: { id: string }[] }).scenarios;
  let source: Source | null = null;
  for (let i = 0; i < 200; i += 1) {
    source = (await (await t.request(`/api/v1/source-images/${id}`, { cookie })).json()) as Source;
    if (source.cutout.status === 'ready') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(source?.cutout.status).toBe('ready');
  return { source: source!, scenarioId: idea!.id };
}

function generate(t: TestApp, cookie: string, sourceImageId: string, scenarioId: string, quality: 'low' | 'medium' | 'high', lang = 'en') {
  return t.request('/api/v1/generations', { method: 'POST', cookie, lang, json: { sourceImageId, scenarioId, settings: { ...settings, quality } } });
}

describe('qualities the built-in studio renderer offers for a photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The test matting engine keeps an ellipse of 70 % x 80 % of the photo.
    t = await createTestApp({}, { ai: { images: fastRenderer() }, worker: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a quality a small product cannot fill sharply, translated, charging nothing; the quality it can fill goes through', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    // 600x400 px: the product's box is 419 px wide, enough for Low (1024 px needs 512) only.
    const { source, scenarioId } = await photoWithIdea(t, cookie, sample('coffee_cup.png'));
    expect(source.cutout.productBox).toEqual({ width: 419, height: 321 });
    const before = await t.container.credits.balance(userId);

    const high = await generate(t, cookie, source.id, scenarioId, 'high');
    expect(high.status).toBe(422);
    const body = (await high.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('quality_unsupported');
    expect(body.error.message).toBe(
      'The product in this photo spans 419 px, too few for images of 2048 px: they would come out soft. Choose a lower quality, or upload a photo where the product spans at least 1024 px.',
    );
    const medium = await generate(t, cookie, source.id, scenarioId, 'medium', 'pt');
    expect(medium.status).toBe(422);
    expect(((await medium.json()) as { error: { message: string } }).error.message).toBe(
      'O produto nesta foto ocupa 419 px, pouco para imagens de 1536 px: elas sairiam sem nitidez. Escolha uma qualidade menor ou envie uma foto em que o produto ocupe pelo menos 768 px.',
    );
    expect(await t.container.credits.balance(userId)).toBe(before);
    expect(await t.container.database.db.select().from(generations).where(eq(generations.userId, userId))).toHaveLength(0);

    const low = await generate(t, cookie, source.id, scenarioId, 'low');
    expect(low.status).toBe(202);
    expect(await t.container.credits.balance(userId)).toBe(before - 1);
  });

  it('offers every quality for a photo whose product is large enough', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const large = await sharp(sample('coffee_cup.png')).resize(2400, 1600, { kernel: 'lanczos3' }).png().toBuffer();
    const { source, scenarioId } = await photoWithIdea(t, cookie, large);
    expect(source.cutout.productBox).toEqual({ width: 1679, height: 1281 });
    expect((await generate(t, cookie, source.id, scenarioId, 'high')).status).toBe(202);
  });

  it('follows the matte in use: a touch-up that keeps a smaller part of the photo lowers what is offered', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const large = await sharp(sample('coffee_cup.png')).resize(1800, 1200, { kernel: 'lanczos3' }).png().toBuffer();
    const { source, scenarioId } = await photoWithIdea(t, cookie, large);
    expect(source.cutout.productBox).toEqual({ width: 1260, height: 961 });
    // Remove the left and right thirds of the ellipse: what is left is about 400 px wide, 960 px tall.
    const band = (x: number) => ({ mode: 'remove' as const, radius: 0.09, points: Array.from({ length: 11 }, (_, i) => [x, i / 10]) });
    const touched = await t.request(`/api/v1/source-images/${source.id}/cutout/strokes`, { method: 'PUT', cookie, json: { strokes: [band(0.3), band(0.7)] } });
    expect(touched.status).toBe(200);
    const cutout = (await touched.json()) as Source['cutout'];
    expect(Math.max(cutout.productBox!.width, cutout.productBox!.height)).toBeLessThan(1024);
    expect(Math.max(cutout.productBox!.width, cutout.productBox!.height)).toBeGreaterThanOrEqual(768);
    expect((await generate(t, cookie, source.id, scenarioId, 'high')).status).toBe(422);
    expect((await generate(t, cookie, source.id, scenarioId, 'medium')).status).toBe(202);
    // Back to the automatic cut-out: its box again.
    const reset = (await (await t.request(`/api/v1/source-images/${source.id}/cutout/strokes`, { method: 'PUT', cookie, json: { strokes: [] } })).json()) as Source['cutout'];
    expect(reset.productBox).toEqual({ width: 1260, height: 961 });
  });
});

describe('a hosted image model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { ai: { images: { ...fastRenderer(), name: 'test-hosted', usesCutout: false } }, worker: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes every quality whatever the photo size: the model draws at its own size', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const { source, scenarioId } = await photoWithIdea(t, cookie, sample('coffee_cup.png'));
    expect(source.cutout.productBox).toEqual({ width: 419, height: 321 });
    expect((await generate(t, cookie, source.id, scenarioId, 'high')).status).toBe(202);
  });
});

describe('a generation asked for before the cut-out is made', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker: the cut-out job queued at upload never runs on its own.
    t = await createTestApp({}, { ai: { images: fastRenderer() } });
    await t.container.queue.start();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the cut-out then and holds the quality to it; Low needs no cut-out', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'photo.png', { type: 'image/png' }));
    const { id } = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as Source;
    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: id, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' } });
    const [idea] = ((await ideas.json()) as { scenarios: { id: string }[] }).scenarios;
    const before = (await (await t.request(`/api/v1/source-images/${id}`, { cookie })).json()) as Source;
    expect(before.cutout.status).toBe('pending');
    const high = await generate(t, cookie, id, idea!.id, 'high');
    expect(high.status).toBe(422);
    expect(((await high.json()) as { error: { code: string } }).error.code).toBe('quality_unsupported');
    // The cut-out made for the check is the one the photo keeps.
    const after = (await (await t.request(`/api/v1/source-images/${id}`, { cookie })).json()) as Source;
    expect(after.cutout).toMatchObject({ status: 'ready', productBox: { width: 419, height: 321 } });
    expect(await t.container.database.db.select().from(generations).where(eq(generations.userId, userId))).toHaveLength(0);
    expect((await generate(t, cookie, id, idea!.id, 'low')).status).toBe(202);
  });
});
