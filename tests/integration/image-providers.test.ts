/**
 * Hosted image providers over HTTP on a real database: with
 * IMAGE_PROVIDER=openai pointed at a local fake of OpenAI's API, a user's generation sends their
 * product (on the product lock's canvas), comes back into the library as the real type at the exact size, costs the right
 * credits and records provider, model, latency and estimated cost; a permanent provider failure
 * refunds each failed image exactly once; transient 5xx answers are retried within the deadline.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, generatedImages, sourceImages, subscribers } from '../../src/server/db/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai-server';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

const KEY = 'sk-test-integration-0123456789abcdef';

let t: TestApp;
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  t = await createTestApp({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseUrl, OPENAI_IMAGE_MODEL: 'gpt-image-2' }, { worker: true });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const settings = {
  aspectRatio: '16:9',
  quality: 'medium',
  count: 1,
  format: 'jpg',
  highlightProduct: true,
  style: 'lifestyle',
  timeOfDay: 'golden_hour',
} as const;

async function prepare(cookie: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
  const upload = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(upload.status).toBe(201);
  const source = (await upload.json()) as { id: string };
  const res = await t.request('/api/v1/scenarios', {
    method: 'POST',
    cookie,
    json: { sourceImageId: source.id, features: 'Handmade ceramic espresso cup', audience: 'Coffee lovers', language: 'en' },
  });
  const [idea] = ((await res.json()) as { scenarios: { id: string; premium: boolean }[] }).scenarios;
  return { sourceId: source.id, scenarioId: idea!.id };
}

async function generate(cookie: string, over: Record<string, unknown> = {}) {
  const { sourceId, scenarioId } = await prepare(cookie);
  const created = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: sourceId, scenarioId, settings: { ...settings, ...over } } });
  expect(created.status).toBe(202);
  const { id } = (await created.json()) as { id: string };
  return { id, sourceId, done: await waitForGeneration(t, cookie, id, 60_000) };
}

async function ledger(id: string) {
  const rows = await t.container.database.db.select().from(creditTransactions).where(eq(creditTransactions.reference, id));
  return rows.map((r) => [r.reason, r.amount]).sort();
}

describe('IMAGE_PROVIDER=openai (fake OpenAI API)', () => {
  it("sends the user's product to the provider and brings the result into the library, for 2 credits (medium quality)", async () => {
    expect(t.container.ai.images.name).toBe('openai');
    const { cookie, userId } = await signUpAndSignIn(t);
    const before = fake.edits.length;
    const { id, sourceId, done } = await generate(cookie);
    expect(done.status).toBe('succeeded');
    expect(done.images).toHaveLength(1);
    expect(await t.container.credits.balance(userId)).toBe(8);

    // With the product lock (the default), the provider got the user's product placed on the lock
    // canvas at the output size, with the mask of what it may paint (tests/integration/product-lock.test.ts).
    expect(fake.edits.length).toBe(before + 1);
    const edit = fake.edits.at(-1)!;
    const file = edit.files.find((f) => f.field === 'image')!;
    expect(file.type).toBe('image/png');
    const canvas = await sharp(file.bytes).metadata();
    expect([canvas.width, canvas.height]).toEqual([1536, 864]);
    expect(edit.files.map((f) => f.field)).toEqual(['image', 'mask']);
    const [source] = await t.container.database.db.select().from(sourceImages).where(eq(sourceImages.id, sourceId));
    expect(source!.cutoutStatus).toBe('ready');
    expect(edit.fields).toMatchObject({ model: 'gpt-image-2', size: '1536x864', quality: 'medium', output_format: 'jpeg', n: '1' });
    expect(edit.fields).not.toHaveProperty('input_fidelity');
    expect(edit.authorization).toBe(`Bearer ${KEY}`);

    // Stored and served as the real type, at the exact size.
    const imageId = done.images[0]!.id;
    const served = await t.request(`/api/v1/images/${imageId}/file`, { cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1536, 864]);

    const [row] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.generationId, id));
    expect(row).toMatchObject({ mime: 'image/jpeg', format: 'jpg', width: 1536, height: 864, engine: 'openai', provider: 'openai', model: 'gpt-image-2', productLocked: true });
    expect(row!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(row!.estimatedCostUsd).toBeCloseTo((300 * 5 + 1000 * 8 + 4160 * 30) / 1e6, 6);
    expect(await ledger(id)).toEqual([['generation_reserve', -2]]);
  });

  it('refunds each image the provider refuses, exactly once', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await t.container.database.db.update(subscribers).set({ subscriptionTier: 'Plus', subscribed: true }).where(eq(subscribers.userId, userId));
    const refused = { status: 400, body: { error: { message: 'Your request was rejected by the safety system.', type: 'image_generation_user_error', param: null, code: 'moderation_blocked' } } };
    fake.plan(refused, null, refused);
    const { id, done } = await generate(cookie, { count: 3, format: 'png', aspectRatio: '1:1' });
    expect(done.status).toBe('partial');
    expect(done.images).toHaveLength(1);
    // Medium quality: 2 credits per image reserved, and each refused image gives its 2 back.
    expect(done.creditsRefunded).toBe(4);
    expect(await t.container.credits.balance(userId)).toBe(10 - 6 + 4);

    // Running the finished job again, or abandoning it, refunds nothing more.
    await t.container.generations.run(id, { lastAttempt: true });
    await t.container.generations.abandon(id, 'again');
    expect(await ledger(id)).toEqual([
      ['generation_refund', 2],
      ['generation_refund', 2],
      ['generation_reserve', -6],
    ]);
    expect(await t.container.credits.balance(userId)).toBe(8);
  });

  it('refunds the whole generation when the provider fails permanently', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    fake.plan({ status: 401, body: { error: { message: 'Project has been archived.', type: 'invalid_request_error', param: null, code: 'project_archived' } } });
    const { id, done } = await generate(cookie);
    expect(done).toMatchObject({ status: 'failed', creditsRefunded: 2 });
    expect(done.images).toHaveLength(0);
    expect(await t.container.credits.balance(userId)).toBe(10);
    expect(await ledger(id)).toEqual([
      ['generation_refund', 2],
      ['generation_reserve', -2],
    ]);
  });

  it('rides out transient 5xx answers within the deadline: no refund, one charge', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const before = fake.edits.length;
    const unavailable = { status: 503, body: { error: { message: 'Service temporarily unavailable', type: 'server_error', param: null, code: null } } };
    fake.plan(unavailable, unavailable);
    const { done } = await generate(cookie);
    expect(done.status).toBe('succeeded');
    expect(fake.edits.length - before).toBe(3);
    expect(await t.container.credits.balance(userId)).toBe(8);
  });
});
