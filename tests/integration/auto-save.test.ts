/**
 * The Settings tab's switches over HTTP on a real database (docs/decisions/005-auto-save.md): 'Auto-save images' off keeps new images out of the library
 * until saved and the cleanup deletes unsaved ones after 24 hours; 'Auto-save settings' gives the
 * create screen the last generation's settings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedImages } from '../../src/server/db/schema';
import { fastRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Composes from the cut-out like the local renderer, so no product check applies (not this file's subject).
  t = await createTestApp({}, { ai: { images: { ...fastRenderer(), usesCutout: true } }, worker: true });
});
afterAll(async () => {
  await t?.close();
});

const settings = {
  aspectRatio: '3:4',
  quality: 'low',
  count: 1,
  format: 'jpg',
  highlightProduct: false,
  style: 'studio',
  timeOfDay: 'night_light',
} as const;

/** Uploads a photo, takes the first free idea and generates one image; returns the finished generation. */
async function generate(cookie: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
  const source = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
  const ideas = await t.request('/api/v1/scenarios', {
    method: 'POST',
    cookie,
    json: { sourceImageId: source.id, features: 'Ceramic espresso cup', audience: 'Coffee lovers', language: 'en' },
  });
  const idea = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!;
  const res = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: source.id, scenarioId: idea.id, settings } });
  expect(res.status).toBe(202);
  const id = ((await res.json()) as { id: string }).id;
  const done = await waitForGeneration(t, cookie, id);
  expect(done.status).toBe('succeeded');
  return { ...(done as typeof done & { images: { id: string; saved: boolean }[] }), id };
}

async function libraryIds(cookie: string) {
  const res = await t.request('/api/v1/images?type=generated', { cookie });
  return ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);
}

const put = (cookie: string, json: unknown) => t.request('/api/v1/me/preferences', { method: 'PUT', cookie, json });

describe('preferences', () => {
  it('saves each switch on its own and refuses what is not a boolean', async () => {
    const { cookie } = await signUpAndSignIn(t);
    expect(await (await put(cookie, { autoSaveImages: false })).json()).toMatchObject({ autoSaveImages: false, autoSaveSettings: true });
    expect(await (await put(cookie, { autoSaveSettings: false })).json()).toMatchObject({ autoSaveImages: false, autoSaveSettings: false });
    expect(await (await put(cookie, { theme: 'dark' })).json()).toMatchObject({ theme: 'dark', autoSaveImages: false, autoSaveSettings: false });
    for (const bad of [{ autoSaveImages: 'no' }, { autoSaveSettings: 1 }, { autoSaveImages: null }]) {
      expect({ bad, status: (await put(cookie, bad)).status }).toEqual({ bad, status: 422 });
    }
    expect((await put('', { autoSaveImages: true })).status).toBe(401);
  });
});

describe('auto-save images', () => {
  it('on (the default): images go to the library when made', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const done = await generate(cookie);
    expect(done.images[0]!.saved).toBe(true);
    expect(await libraryIds(cookie)).toEqual([done.images[0]!.id]);
  });

  it('off: images stay out of the library, stats and recent images until saved; unsaved ones are deleted after 24 hours', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await put(cookie, { autoSaveImages: false });
    const first = await generate(cookie);
    const second = await generate(cookie);
    const [kept, dropped] = [first.images[0]!, second.images[0]!];
    expect(kept.saved).toBe(false);
    expect(await libraryIds(cookie)).toEqual([]);
    const stats = (await (await t.request('/api/v1/me/stats', { cookie })).json()) as { totalImages: number };
    expect(stats.totalImages).toBe(2); // the two source photos only
    // The results screen can still show and download them.
    expect((await t.request(`/api/v1/images/${dropped.id}/file`, { cookie })).status).toBe(200);

    // Saving: only the owner, idempotent.
    const other = await signUpAndSignIn(t);
    expect((await t.request(`/api/v1/images/${kept.id}/save`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/images/${kept.id}/save`, { method: 'POST', cookie })).status).toBe(204);
    expect((await t.request(`/api/v1/images/${kept.id}/save`, { method: 'POST', cookie })).status).toBe(204);
    expect(await libraryIds(cookie)).toEqual([kept.id]);
    const view = (await (await t.request(`/api/v1/generations/${first.id}`, { cookie })).json()) as { images: { saved: boolean }[] };
    expect(view.images[0]!.saved).toBe(true);

    // Cleanup: nothing before 24 hours, the unsaved image (row and file) after.
    const [row] = await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.id, dropped.id));
    const file = path.join(t.container.env.dataDir, 'storage', row!.storageKey);
    expect(fs.existsSync(file)).toBe(true);
    const made = row!.createdAt.getTime();
    expect(await t.container.savedImages.cleanup(new Date(made + 23 * 3600 * 1000))).toBe(0);
    expect(await t.container.savedImages.cleanup(new Date(made + 25 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.request(`/api/v1/images/${dropped.id}/file`, { cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/images/${dropped.id}/save`, { method: 'POST', cookie })).status).toBe(404);
    expect(await libraryIds(cookie)).toEqual([kept.id]);
    // The saved one stays, whatever its age.
    expect(await t.container.savedImages.cleanup(new Date(made + 30 * 24 * 3600 * 1000))).toBe(0);
    expect(await libraryIds(cookie)).toEqual([kept.id]);
    expect(userId).toBeTruthy();
  });
});

describe('auto-save settings', () => {
  it("gives the create screen the last generation's settings while on, nothing while off", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const read = async () => ((await (await t.request('/api/v1/me/create-settings', { cookie })).json()) as { settings: unknown }).settings;
    expect(await read()).toBeNull();
    await generate(cookie);
    expect(await read()).toEqual(settings);
    await put(cookie, { autoSaveSettings: false });
    expect(await read()).toBeNull();
    await put(cookie, { autoSaveSettings: true });
    expect(await read()).toEqual(settings);
    expect((await t.request('/api/v1/me/create-settings')).status).toBe(401);
  });
});
