/**
 * Adjusting a local studio render over HTTP on a real database, with the real studio renderer:
 *   - an adjustment that keeps the seed is free (no ledger entry, balance unchanged), draws the
 *     parent's seed and variant again with the changes, and makes a new library image linked to its
 *     parent that carries the values it was drawn with;
 *   - a new variant costs one image of the parent's quality and draws with a new seed;
 *   - bad values answer 422, another user's image 404, and a hosted engine a translated 409.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, generatedImages, generations, subscribers } from '../../src/server/db/schema';
import { createStudioImageProvider } from '../../src/server/engine';
import type { ImageProvider } from '../../src/server/providers/ai/images/image-provider';
import { seedOf } from '../../src/server/services/generations/generation-common';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
let current: ImageProvider;
/** A hosted engine's shape: it never draws here, the adjustment is refused before. */
const hosted: ImageProvider = { name: 'openai', usesCutout: false, render: () => Promise.reject(new Error('not used')) };
/** The image engine, switched between the local studio renderer and a hosted one per test. */
const switchable: ImageProvider = {
  get name() {
    return current.name;
  },
  get usesCutout() {
    return current.usesCutout;
  },
  render: (req, signal) => current.render(req, signal),
};

beforeAll(async () => {
  current = hosted;
  t = await createTestApp({}, { worker: true, ai: { images: switchable } });
  current = createStudioImageProvider(t.container.engine);
});
afterAll(async () => {
  await t?.close();
});

const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } as const;

async function upload(cookie: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Uploads the cup, generates one local image, returns its ids. */
async function generated(cookie: string, premium = false) {
  const sourceImageId = await upload(cookie);
  const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId, features: 'Handmade ceramic espresso cup', audience: 'Coffee lovers', language: 'en' } });
  expect(ideas.status).toBe(200);
  const scenarioId = ((await ideas.json()) as { scenarios: { id: string; locked: boolean; premium: boolean }[] }).scenarios.find((s) => (premium ? s.premium : !s.locked))!.id;
  const created = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId, scenarioId, settings } });
  expect(created.status).toBe(202);
  const { id } = (await created.json()) as { id: string };
  const view = await waitForGeneration(t, cookie, id, 90_000);
  expect(view.status).toBe('succeeded');
  return { generationId: id, imageId: view.images[0]!.id };
}

async function balance(cookie: string): Promise<number> {
  const me = await t.request('/api/v1/me', { cookie });
  return ((await me.json()) as { creditsBalance: number }).creditsBalance;
}

async function ledger(reference: string) {
  return t.container.database.db.select({ amount: creditTransactions.amount, reason: creditTransactions.reason }).from(creditTransactions).where(eq(creditTransactions.reference, reference));
}

/** The product's horizontal centre in an image, as a fraction of its width: the mean x of pixels far from the backdrop's colour at the frame's corners. */
async function productCentreX(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // The cup is dark against a light set: average x of the darkest pixels of the frame's middle band.
  let sum = 0;
  let n = 0;
  for (let y = Math.round(info.height * 0.3); y < info.height * 0.8; y += 2) {
    for (let x = 0; x < info.width; x += 2) {
      const i = (y * info.width + x) * 3;
      if (data[i]! + data[i + 1]! + data[i + 2]! < 150) {
        sum += x;
        n += 1;
      }
    }
  }
  expect(n).toBeGreaterThan(50);
  return sum / n / info.width;
}

describe('adjusting a local studio render', () => {
  it('moves, scales and relights for free, drawing the same seed again as a new image linked to its parent', async () => {
    current = createStudioImageProvider(t.container.engine);
    const user = await signUpAndSignIn(t);
    const { generationId, imageId } = await generated(user.cookie);
    const before = await balance(user.cookie);

    const library = await t.request('/api/v1/images?type=generated', { cookie: user.cookie });
    const parentItem = ((await library.json()) as { items: { id: string; adjust: unknown }[] }).items.find((i) => i.id === imageId)!;
    expect(parentItem.adjust).toEqual({ current: { offsetX: 0, size: 1, lightSide: 'auto', timeOfDay: 'natural' }, newVariantCredits: 1, newVariantLocked: false });

    const adjustment = { offsetX: 0.25, size: 0.8, lightSide: 'left', timeOfDay: 'golden_hour', setColour: '#a9bccd' };
    const res = await t.request(`/api/v1/images/${imageId}/adjustments`, { method: 'POST', cookie: user.cookie, json: { adjustment } });
    expect(res.status).toBe(202);
    const created = (await res.json()) as { id: string; creditsReserved: number };
    expect(created.creditsReserved).toBe(0);
    const view = await waitForGeneration(t, user.cookie, created.id, 90_000);
    expect(view.status).toBe('succeeded');
    expect(await balance(user.cookie)).toBe(before);
    expect(await ledger(created.id)).toEqual([]);

    const [row] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.generationId, created.id));
    expect(row!.parentImageId).toBe(imageId);
    expect(row!.settings).toMatchObject({ timeOfDay: 'golden_hour', count: 1, aspectRatio: '1:1' });
    expect(row!.adjustment).toEqual({ seed: seedOf(generationId), variant: 0, offsetX: 0.25, size: 0.8, lightSide: 'left', setColour: '#a9bccd' });

    // The product moved right of where the first render put it.
    const file = async (id: string) => Buffer.from(await (await t.request(`/api/v1/images/${id}/file`, { cookie: user.cookie })).arrayBuffer());
    const parentCentre = await productCentreX(await file(imageId));
    const adjustedCentre = await productCentreX(await file(view.images[0]!.id));
    expect(adjustedCentre - parentCentre).toBeGreaterThan(0.15);

    // The adjusted image offers Adjust again, from the values it was drawn with.
    const again = await t.request('/api/v1/images?type=generated', { cookie: user.cookie });
    const item = ((await again.json()) as { items: { id: string; parentImageId: string | null; adjust: unknown }[] }).items.find((i) => i.id === view.images[0]!.id)!;
    expect(item.parentImageId).toBe(imageId);
    expect(item.adjust).toEqual({ current: { offsetX: 0.25, size: 0.8, lightSide: 'left', timeOfDay: 'golden_hour', setColour: '#a9bccd' }, newVariantCredits: 1, newVariantLocked: false });
  });

  it("charges a new variant one image of the parent's quality and draws it with a new seed", async () => {
    current = createStudioImageProvider(t.container.engine);
    const user = await signUpAndSignIn(t);
    const { generationId, imageId } = await generated(user.cookie);
    const before = await balance(user.cookie);
    const res = await t.request(`/api/v1/images/${imageId}/adjustments`, { method: 'POST', cookie: user.cookie, json: { adjustment: { size: 1.2 }, newVariant: true } });
    expect(res.status).toBe(202);
    const created = (await res.json()) as { id: string; creditsReserved: number };
    expect(created.creditsReserved).toBe(1);
    expect(await balance(user.cookie)).toBe(before - 1);
    expect(await ledger(created.id)).toEqual([{ amount: -1, reason: 'generation_reserve' }]);
    const view = await waitForGeneration(t, user.cookie, created.id, 90_000);
    expect(view.status).toBe('succeeded');
    const [gen] = await t.container.database.db.select().from(generations).where(eq(generations.id, created.id));
    expect(gen!.adjustment).toEqual({ seed: seedOf(created.id), variant: 0, size: 1.2 });
    expect(seedOf(created.id)).not.toBe(seedOf(generationId));
  });

  it('refuses bad values (422), another user (404) and a hosted engine (409, translated)', async () => {
    current = createStudioImageProvider(t.container.engine);
    const owner = await signUpAndSignIn(t);
    const { imageId } = await generated(owner.cookie);
    const post = (cookie: string, body: unknown, lang = 'en') =>
      t.request(`/api/v1/images/${imageId}/adjustments`, { method: 'POST', cookie, json: body, lang });
    expect((await post(owner.cookie, { adjustment: { size: 2 } })).status).toBe(422);
    expect((await post(owner.cookie, { adjustment: { offsetX: -0.31 } })).status).toBe(422);
    expect((await post(owner.cookie, { adjustment: { setColour: '#123456' } })).status).toBe(422);
    expect((await post(owner.cookie, { adjustment: { scale: 1 } })).status).toBe(422);
    const other = await signUpAndSignIn(t);
    expect((await post(other.cookie, { adjustment: { size: 0.9 } })).status).toBe(404);
    current = hosted;
    const refused = await post(owner.cookie, { adjustment: { size: 0.9 } }, 'de');
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('adjust_unavailable');
    expect(error.message).toContain('Studio-Renderer');
    current = createStudioImageProvider(t.container.engine);
  });
  it('refuses a new variant of a premium idea once the account is back on Free (403), and still adjusts it for free', async () => {
    current = createStudioImageProvider(t.container.engine);
    const user = await signUpAndSignIn(t);
    const setTier = (tier: 'Free' | 'Plus') => t.container.database.db.update(subscribers).set({ subscriptionTier: tier, subscribed: tier !== 'Free' }).where(eq(subscribers.userId, user.userId));
    await setTier('Plus');
    const { generationId, imageId } = await generated(user.cookie, true);
    type Offer = { newVariantLocked: boolean } | null;
    const offers = async () => {
      const view = (await (await t.request(`/api/v1/generations/${generationId}`, { cookie: user.cookie })).json()) as { images: { adjust: Offer }[] };
      const library = (await (await t.request('/api/v1/images?type=generated', { cookie: user.cookie })).json()) as { items: { id: string; adjust: Offer }[] };
      return { view: view.images[0]!.adjust?.newVariantLocked, library: library.items.find((i) => i.id === imageId)?.adjust?.newVariantLocked };
    };
    // The offer says so before anything is sent: open on Plus, locked on Free.
    expect(await offers()).toEqual({ view: false, library: false });
    await setTier('Free');
    expect(await offers()).toEqual({ view: true, library: true });
    const before = await balance(user.cookie);
    const locked = await t.request(`/api/v1/images/${imageId}/adjustments`, { method: 'POST', cookie: user.cookie, json: { adjustment: {}, newVariant: true } });
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('scenario_locked');
    expect(await balance(user.cookie)).toBe(before);
    const free = await t.request(`/api/v1/images/${imageId}/adjustments`, { method: 'POST', cookie: user.cookie, json: { adjustment: { size: 0.9 } } });
    expect(free.status).toBe(202);
    const view = await waitForGeneration(t, user.cookie, ((await free.json()) as { id: string }).id, 90_000);
    expect(view.status).toBe('succeeded');
  });
});
