/**
 * Image edits and more photos of one product over HTTP on a real database, with the local fake of OpenAI's image edits in its documented shape:
 *   - a generation with up to 3 more photos of the product sends them as extra `image[]` parts;
 *     the extra photos are validated (the user's own, not the main one, distinct, at most 3);
 *   - POST /images/{id}/edits charges exactly 1 credit, makes a new image linked to its parent
 *     (the product lock rebuilt with the parent image as the canvas), refunds a failed edit exactly
 *     once, answers 404 for another user's image, and refuses with a translated 409 on the local
 *     studio renderer.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, generatedImages, generations } from '../../src/server/db/schema';
import type { ImageProvider } from '../../src/server/providers/ai/images/image-provider';
import { createOpenAiImageProvider } from '../../src/server/providers/ai/images/openai-image-provider';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai-server';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

const OPENAI_KEY = 'sk-test-edits-0123456789abcdef';

let t: TestApp;
let openai: FakeOpenAi;
let hosted: ImageProvider;
/** A stand-in for the local studio renderer: composes the cut-out itself, so it cannot follow an instruction. */
const local: ImageProvider = {
  name: 'local-studio',
  usesCutout: true,
  render: () => Promise.reject(new Error('the local renderer is not used by these tests')),
};
let current: ImageProvider;
/** One image engine the test switches between hosted and local (the services read it per call). */
const switchable: ImageProvider = {
  get name() {
    return current.name;
  },
  get usesCutout() {
    return current.usesCutout;
  },
  get supportsLock() {
    return current.supportsLock;
  },
  get maxInputImages() {
    return current.maxInputImages;
  },
  render: (req, signal) => current.render(req, signal),
};

beforeAll(async () => {
  openai = await startFakeOpenAi({ apiKey: OPENAI_KEY });
  hosted = createOpenAiImageProvider({ apiKey: OPENAI_KEY, baseUrl: openai.baseUrl, model: 'gpt-image-2', retryBaseDelayMs: 1, maxRetries: 0 });
  current = hosted;
  t = await createTestApp({}, { worker: true, ai: { images: switchable } });
});
afterAll(async () => {
  await t?.close();
  await openai?.close();
});

const settings = { aspectRatio: '16:9', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } as const;

async function giveCredits(userId: string, amount: number) {
  await t.container.credits.apply({ userId, amount, reason: 'admin_adjustment', idempotencyKey: `test:edits:${userId}:${amount}:${Math.random()}` });
}

async function upload(cookie: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function angle(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: colour } }).png().toBuffer();
}

async function scenarioFor(cookie: string, sourceImageId: string): Promise<string> {
  const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId, features: 'Handmade ceramic espresso cup', audience: 'Coffee lovers', language: 'en' } });
  expect(ideas.status).toBe(200);
  return ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
}

/** Uploads the product, generates one image with the fake OpenAI engine, returns the ids. */
async function generated(cookie: string, referenceImageIds?: (sourceId: string) => Promise<string[]>) {
  const sourceImageId = await upload(cookie, sample('coffee_cup.png'), 'coffee_cup.png');
  const scenarioId = await scenarioFor(cookie, sourceImageId);
  const refs = referenceImageIds ? await referenceImageIds(sourceImageId) : undefined;
  const created = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId, scenarioId, settings, ...(refs ? { referenceImageIds: refs } : {}) } });
  expect(created.status).toBe(202);
  const { id } = (await created.json()) as { id: string };
  const view = await waitForGeneration(t, cookie, id, 90_000);
  expect(view.status).toBe('succeeded');
  return { sourceImageId, scenarioId, generationId: id, imageId: view.images[0]!.id };
}

async function ledger(reference: string) {
  return t.container.database.db
    .select({ amount: creditTransactions.amount, reason: creditTransactions.reason })
    .from(creditTransactions)
    .where(eq(creditTransactions.reference, reference));
}

describe('more photos of one product', () => {
  it('sends up to 3 extra photos to the engine as extra image parts, and validates them', async () => {
    current = hosted;
    const user = await signUpAndSignIn(t);
    await giveCredits(user.userId, 20);
    const colours = ['#aa2222', '#22aa22', '#2222aa'];
    const angles = await Promise.all(colours.map(angle));
    const before = openai.edits.length;
    let refIds: string[] = [];
    await generated(user.cookie, async () => {
      refIds = await Promise.all(angles.map((a, i) => upload(user.cookie, a, `angle-${i}.png`)));
      return refIds;
    });
    const [row] = await t.container.database.db.select().from(generations).where(eq(generations.userId, user.userId));
    expect(row!.referenceImageIds).toEqual(refIds);
    const edit = openai.edits[before]!;
    // The lock's canvas first, then the three other angles, as repeated image[] parts.
    expect(edit.files.filter((f) => f.field === 'image[]')).toHaveLength(4);
    const sent = await Promise.all(edit.files.filter((f) => f.field === 'image[]').slice(1).map(async (f) => (await sharp(f.bytes).raw().toBuffer()).subarray(0, 3)));
    expect(sent.map((px) => `#${[...px].map((v) => v.toString(16).padStart(2, '0')).join('')}`)).toEqual(colours);
    expect(edit.files.some((f) => f.field === 'mask')).toBe(true);

    // Validation: the main photo, repeats, more than 3, another user's photo.
    const sourceImageId = await upload(user.cookie, sample('coffee_cup.png'), 'coffee_cup.png');
    const scenarioId = await scenarioFor(user.cookie, sourceImageId);
    const post = (referenceImageIds: string[]) => t.request('/api/v1/generations', { method: 'POST', cookie: user.cookie, lang: 'en', json: { sourceImageId, scenarioId, settings, referenceImageIds } });
    const main = await post([sourceImageId]);
    expect(main.status).toBe(422);
    expect(((await main.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'invalid_reference_images', message: expect.stringContaining('not the main photo') });
    expect((await post([refIds[0]!, refIds[0]!])).status).toBe(422);
    const fourth = await upload(user.cookie, await angle('#999999'), 'angle-4.png');
    expect((await post([...refIds, fourth])).status).toBe(422);
    const other = await signUpAndSignIn(t);
    const theirs = await upload(other.cookie, await angle('#123456'), 'theirs.png');
    expect((await post([theirs])).status).toBe(404);
  });
});

describe('editing an image', () => {
  it('charges exactly 1 credit and makes a new library image linked to its parent, with the product locked', async () => {
    current = hosted;
    const user = await signUpAndSignIn(t);
    await giveCredits(user.userId, 20);
    const parent = await generated(user.cookie);
    const balance = await t.container.credits.balance(user.userId);
    const before = openai.edits.length;

    const res = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', cookie: user.cookie, json: { instruction: 'Make the backdrop a pale blue.' } });
    expect(res.status).toBe(202);
    const created = (await res.json()) as { id: string; creditsReserved: number };
    expect(created.creditsReserved).toBe(1);
    const view = await waitForGeneration(t, user.cookie, created.id, 90_000);
    expect(view.status).toBe('succeeded');
    expect(view.creditsRefunded).toBe(0);
    expect(await t.container.credits.balance(user.userId)).toBe(balance - 1);
    expect(await ledger(created.id)).toEqual([{ amount: -1, reason: 'generation_reserve' }]);

    const [image] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.generationId, created.id));
    expect(image).toMatchObject({ parentImageId: parent.imageId, productLocked: true, userId: user.userId });
    expect(image!.id).not.toBe(parent.imageId);
    const [row] = await t.container.database.db.select().from(generations).where(eq(generations.id, created.id));
    expect(row).toMatchObject({ parentImageId: parent.imageId, instruction: 'Make the backdrop a pale blue.', requestedCount: 1, creditsReserved: 1 });

    // The engine got the instruction, the parent image as the canvas and the lock's mask.
    const edit = openai.edits[before]!;
    expect(edit.fields.prompt).toContain('Instruction: Make the backdrop a pale blue.');
    expect(edit.files.map((f) => f.field)).toEqual(['image', 'mask']);
    const [parentRow] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.id, parent.imageId));
    const parentPixels = await sharp((await t.container.storage.get(parentRow!.storageKey))!.data).removeAlpha().resize(64, 36, { fit: 'fill' }).raw().toBuffer();
    const canvasPixels = await sharp(edit.files[0]!.bytes).removeAlpha().resize(64, 36, { fit: 'fill' }).raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < parentPixels.length; i += 1) diff += Math.abs(parentPixels[i]! - canvasPixels[i]!);
    expect(diff / parentPixels.length).toBeLessThan(3);

    // The lock's layout is stored with each image, and an edit pastes the same cut at the same box.
    const [editRow] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.id, image!.id));
    expect(parentRow!.lockLayout).toMatchObject({ frame: { width: parentRow!.width, height: parentRow!.height } });
    expect(editRow!.lockLayout).toEqual(parentRow!.lockLayout);

    // An edit of the edit keeps the original's layout, even once the original is deleted: the same
    // lock mask as the first edit.
    expect((await t.request(`/api/v1/images/${parent.imageId}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    const again = await t.request(`/api/v1/images/${image!.id}/edits`, { method: 'POST', cookie: user.cookie, json: { instruction: 'Add soft morning light.' } });
    expect(again.status).toBe(202);
    const second = (await again.json()) as { id: string };
    expect((await waitForGeneration(t, user.cookie, second.id, 90_000)).status).toBe('succeeded');
    const [grandchild] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.generationId, second.id));
    expect(grandchild).toMatchObject({ parentImageId: image!.id, productLocked: true });
    const secondEdit = openai.edits[before + 1]!;
    expect(secondEdit.files.find((f) => f.field === 'mask')!.bytes.equals(edit.files.find((f) => f.field === 'mask')!.bytes)).toBe(true);

    // The new image is in the library.
    const library = await t.request('/api/v1/images?type=generated', { cookie: user.cookie });
    expect(library.status).toBe(200);
    const items = ((await library.json()) as { items: { id: string }[] }).items.map((i) => i.id);
    expect(items).toContain(image!.id);
  });

  it('checks the product instead when the parent was painted without the lock (the AI redrew the product)', async () => {
    current = hosted;
    // The fake keeps the photo it is sent (product included), as a faithful edit would.
    openai.paint = async (edit, size) => sharp(edit.files[0]!.bytes).resize(size.width, size.height, { fit: 'contain', background: '#d8d2c8' }).png().toBuffer();
    try {
      const user = await signUpAndSignIn(t);
      await giveCredits(user.userId, 20);
      const sourceImageId = await upload(user.cookie, sample('coffee_cup.png'), 'coffee_cup.png');
      const scenarioId = await scenarioFor(user.cookie, sourceImageId);
      const created = await t.request('/api/v1/generations', { method: 'POST', cookie: user.cookie, json: { sourceImageId, scenarioId, settings: { ...settings, redrawProduct: true } } });
      expect(created.status).toBe(202);
      const first = await waitForGeneration(t, user.cookie, ((await created.json()) as { id: string }).id, 90_000);
      expect(first.status).toBe('succeeded');
      const before = openai.edits.length;
      const res = await t.request(`/api/v1/images/${first.images[0]!.id}/edits`, { method: 'POST', cookie: user.cookie, json: { instruction: 'Warmer light.' } });
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as { id: string };
      expect((await waitForGeneration(t, user.cookie, id, 90_000)).status).toBe('succeeded');
      const [image] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.generationId, id));
      expect(image).toMatchObject({ parentImageId: first.images[0]!.id, productLocked: false });
      expect(image!.fidelityScore).toBeGreaterThan(0);
      // No mask: the parent image itself is edited.
      expect(openai.edits.slice(before).every((e) => e.files.map((f) => f.field).join() === 'image')).toBe(true);
    } finally {
      openai.paint = null;
    }
  });

  it('checks the product instead when the cut-out was touched up since the parent was locked', async () => {
    current = hosted;
    const user = await signUpAndSignIn(t);
    await giveCredits(user.userId, 20);
    const parent = await generated(user.cookie);
    const [parentRow] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.id, parent.imageId));
    const [generation] = await t.container.database.db.select().from(generations).where(eq(generations.id, parentRow!.generationId!));
    const strokes = [{ mode: 'remove', radius: 0.03, points: [[0.02, 0.02], [0.05, 0.05]] }];
    const touched = await t.request(`/api/v1/source-images/${generation!.sourceImageId}/cutout/strokes`, { method: 'PUT', cookie: user.cookie, json: { strokes } });
    expect(touched.status).toBe(200);
    const before = openai.edits.length;
    const res = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', cookie: user.cookie, json: { instruction: 'Warmer light.' } });
    expect(res.status).toBe(202);
    const view = await waitForGeneration(t, user.cookie, ((await res.json()) as { id: string }).id, 90_000);
    expect(['succeeded', 'failed']).toContain(view.status);
    // Not pasted at the parent's box with another cut: no mask, the parent image itself is edited and checked.
    expect(openai.edits.length).toBeGreaterThan(before);
    expect(openai.edits.slice(before).every((e) => e.files.map((f) => f.field).join() === 'image')).toBe(true);
  });

  it('refunds a failed edit exactly once', async () => {
    current = hosted;
    const user = await signUpAndSignIn(t);
    await giveCredits(user.userId, 20);
    const parent = await generated(user.cookie);
    const balance = await t.container.credits.balance(user.userId);
    openai.plan({ status: 400, body: { error: { message: 'Your request was rejected by the safety system.', type: 'invalid_request_error', code: 'moderation_blocked', param: null } } });
    const res = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', cookie: user.cookie, json: { instruction: 'Add a second cup.' } });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const view = await waitForGeneration(t, user.cookie, id, 90_000);
    expect(view).toMatchObject({ status: 'failed', creditsRefunded: 1, images: [] });
    // Closing it again (a late job attempt) gives nothing more back.
    await t.container.generations.abandon(id, 'again');
    await t.container.generations.run(id, { lastAttempt: true });
    expect(await ledger(id)).toEqual([
      { amount: -1, reason: 'generation_reserve' },
      { amount: 1, reason: 'generation_refund' },
    ]);
    expect(await t.container.credits.balance(user.userId)).toBe(balance);
  });

  it("answers 404 for another user's image and validates the instruction", async () => {
    current = hosted;
    const owner = await signUpAndSignIn(t);
    await giveCredits(owner.userId, 20);
    const parent = await generated(owner.cookie);
    const other = await signUpAndSignIn(t);
    await giveCredits(other.userId, 20);
    const balance = await t.container.credits.balance(other.userId);
    const res = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', cookie: other.cookie, json: { instruction: 'Make it red.' } });
    expect(res.status).toBe(404);
    expect(await t.container.credits.balance(other.userId)).toBe(balance);
    for (const instruction of ['', '   ', 'x'.repeat(1001)]) {
      const bad = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', cookie: owner.cookie, json: { instruction } });
      expect(bad.status).toBe(422);
    }
    // The text guard answers unstorable text (a NUL character) before any handler.
    const nul = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', cookie: owner.cookie, json: { instruction: 'nul\u0000byte' } });
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: { code: string } }).error.code).toBe('invalid_text');
    const anonymous = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', json: { instruction: 'Make it red.' } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses with a translated 409 when the server renders with the local studio renderer', async () => {
    current = hosted;
    const user = await signUpAndSignIn(t);
    await giveCredits(user.userId, 20);
    const parent = await generated(user.cookie);
    current = local;
    try {
      const balance = await t.container.credits.balance(user.userId);
      const fr = await t.request(`/api/v1/images/${parent.imageId}/edits`, { method: 'POST', cookie: user.cookie, lang: 'fr', json: { instruction: 'Rends le fond bleu.' } });
      expect(fr.status).toBe(409);
      expect(((await fr.json()) as { error: { code: string; message: string } }).error).toEqual(
        expect.objectContaining({ code: 'edit_unavailable', message: expect.stringContaining("moteur d'images génératif") }),
      );
      expect(await t.container.credits.balance(user.userId)).toBe(balance);
      const rows = await t.container.database.db.select().from(generations).where(and(eq(generations.userId, user.userId), eq(generations.parentImageId, parent.imageId)));
      expect(rows).toHaveLength(0);
    } finally {
      current = hosted;
    }
  });
});
