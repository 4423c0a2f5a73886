/**
 * With the local studio renderer, the description stored with an image is written from what was
 * rendered: an advanced style that replaces the idea's set piece and backdrop (minimalist: no set
 * piece, a plain gradient) gives a description of that set, never the idea's text.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../src/server/db/schema';
import { STUDIO_PACKS } from '../../src/server/engine/scenarios/local-catalog/studio-index';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
});
afterAll(async () => {
  await t?.close();
});

describe('studio render descriptions', () => {
  it('stores the description of the set that was rendered', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample('cookie_box_gray.png'))], 'box.png', { type: 'image/png' }));
    const uploaded = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
    expect(uploaded.status).toBe(201);
    const source = (await uploaded.json()) as { id: string };
    const res = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source.id, features: 'Butter cookies in a tin', audience: 'Families', language: 'en' } });
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios;
    const rows = await t.container.database.db.select().from(scenarios).where(eq(scenarios.sourceImageId, source.id));
    // An idea with a set piece, rendered minimalist (no set piece, a gradient backdrop).
    const idea = rows.find((r) => r.scene.set && r.scene.set !== 'none' && listed.some((l) => l.id === r.id && !l.locked));
    expect(idea).toBeDefined();
    const created = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      json: {
        sourceImageId: source.id,
        scenarioId: idea!.id,
        settings: { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'natural', timeOfDay: 'natural', advancedStyle: 'minimalist' },
      },
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const done = await waitForGeneration(t, cookie, id, 120_000);
    expect(done.status).toBe('succeeded');
    const list = (await (await t.request('/api/v1/images?type=generated', { cookie })).json()) as { items: { prompt: string }[] };
    const prompt = list.items[0]!.prompt;
    expect(prompt).not.toBe(idea!.description);
    expect(prompt).toContain(STUDIO_PACKS.en.set.none);
    expect(prompt).toContain(STUDIO_PACKS.en.backdrop.gradient);
    expect(prompt).toContain(STUDIO_PACKS.en.surface[idea!.scene.surface]);
  }, 180_000);
});
