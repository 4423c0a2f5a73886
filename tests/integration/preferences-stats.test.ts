/** Saved preferences, the stats card, favorites and bulk deletes of the library over HTTP on a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('preferences', () => {
  it('upserts theme and language and reads them back', async () => {
    const { cookie } = await signUpAndSignIn(t);
    // Sign-up saved the request language (none sent: pt).
    // The auto-save switches are on and the visible image label off until the user changes them.
    const autoSave = { autoSaveImages: true, autoSaveSettings: true, aiLabel: false };
    expect(await (await t.request('/api/v1/me/preferences', { cookie })).json()).toEqual({ theme: null, language: 'pt', ...autoSave });
    const a = await t.request('/api/v1/me/preferences', { method: 'PUT', cookie, json: { theme: 'dark' } });
    expect(await a.json()).toEqual({ theme: 'dark', language: 'pt', ...autoSave });
    const b = await t.request('/api/v1/me/preferences', { method: 'PUT', cookie, json: { language: 'de' } });
    expect(await b.json()).toEqual({ theme: 'dark', language: 'de', ...autoSave });
    const c = await t.request('/api/v1/me/preferences', { method: 'PUT', cookie, json: { aiLabel: true } });
    expect(await c.json()).toEqual({ theme: 'dark', language: 'de', ...autoSave, aiLabel: true });
    for (const bad of [{}, { theme: 'sepia' }, { language: 'it' }, { aiLabel: 'yes' }]) {
      expect((await t.request('/api/v1/me/preferences', { method: 'PUT', cookie, json: bad })).status).toBe(422);
    }
    expect((await t.request('/api/v1/me/preferences', { method: 'PUT', json: { theme: 'dark' } })).status).toBe(401);
  });
});

describe('stats and favorites', () => {
  it('counts images, this month, favorites and credits', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const ids: string[] = [];
    for (const name of ['apple.jpg', 'cookie_box_gray.png']) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(sample(name))], name));
      const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
      ids.push(((await res.json()) as { id: string }).id);
    }
    expect((await t.request(`/api/v1/images/${ids[0]}/favorite`, { method: 'PUT', cookie })).status).toBe(204);
    expect((await t.request(`/api/v1/images/${ids[0]}/favorite`, { method: 'PUT', cookie })).status).toBe(204);
    expect((await t.request(`/api/v1/images/${ids[1]}/favorite`, { method: 'PUT', cookie: other.cookie })).status).toBe(404);
    expect((await t.request('/api/v1/me/stats?tz=Mars/Olympus', { cookie })).status).toBe(422);
    const stats = await (await t.request('/api/v1/me/stats?tz=America/Sao_Paulo', { cookie })).json();
    expect(stats).toEqual({
      totalImages: 2,
      imagesThisMonth: 2,
      favoritesCount: 1,
      creditsBalance: 10,
      creditsUsed: 0,
      totalCredits: 10,
    });
    const list = (await (await t.request('/api/v1/images?type=source', { cookie })).json()) as { items: { id: string; favorite: boolean }[] };
    expect(list.items.find((i) => i.id === ids[0])?.favorite).toBe(true);
    expect(list.items.find((i) => i.id === ids[1])?.favorite).toBe(false);
    // The favorites view lists the favorites only.
    const favorites = (await (await t.request('/api/v1/images?type=source&favorites=1', { cookie })).json()) as { items: { id: string; favorite: boolean }[] };
    expect(favorites.items.map((i) => [i.id, i.favorite])).toEqual([[ids[0], true]]);
    expect(((await (await t.request('/api/v1/images?type=generated&favorites=1', { cookie })).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await t.request('/api/v1/images?favorites=yes', { cookie })).status).toBe(422);
    expect((await t.request(`/api/v1/images/${ids[0]}/favorite`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(((await (await t.request('/api/v1/me/stats', { cookie })).json()) as { favoritesCount: number }).favoritesCount).toBe(0);
    // Deleting a favorite image removes the favorite too.
    await t.request(`/api/v1/images/${ids[1]}/favorite`, { method: 'PUT', cookie });
    await t.request(`/api/v1/images/${ids[1]}`, { method: 'DELETE', cookie });
    const after = (await (await t.request('/api/v1/me/stats', { cookie })).json()) as { totalImages: number; favoritesCount: number };
    expect(after).toMatchObject({ totalImages: 1, favoritesCount: 0 });
  });
});

describe('bulk delete', () => {
  async function upload(cookie: string, name: string): Promise<string> {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample(name))], name));
    const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  it('deletes several images at once, all or nothing, bounded like an archive', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const [a, b, c] = [await upload(cookie, 'apple.jpg'), await upload(cookie, 'plant_pot.jpg'), await upload(cookie, 'coffee_cup.png')];
    const theirs = await upload(other.cookie, 'apple.jpg');
    await t.request(`/api/v1/images/${a}/favorite`, { method: 'PUT', cookie });

    // One id that is not the user's: nothing is deleted.
    const refused = await t.request('/api/v1/images/delete', { method: 'POST', cookie, json: { ids: [a, b, theirs] } });
    expect(refused.status).toBe(404);
    const ids = async () => ((await (await t.request('/api/v1/images?type=source', { cookie })).json()) as { items: { id: string }[] }).items.map((i) => i.id).sort();
    expect(await ids()).toEqual([a, b, c].sort());

    const done = await t.request('/api/v1/images/delete', { method: 'POST', cookie, json: { ids: [a, b, a.toUpperCase()] } });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ deleted: 2 });
    expect(await ids()).toEqual([c]);
    expect((await t.request(`/api/v1/images/${a}/file`, { cookie })).status).toBe(404);
    expect(((await (await t.request('/api/v1/me/stats', { cookie })).json()) as { favoritesCount: number }).favoritesCount).toBe(0);
    // The other user's photo is untouched.
    expect((await t.request(`/api/v1/images/${theirs}/file`, { cookie: other.cookie })).status).toBe(200);

    expect((await t.request('/api/v1/images/delete', { method: 'POST', cookie, json: { ids: [] } })).status).toBe(422);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await t.request('/api/v1/images/delete', { method: 'POST', cookie, json: { ids: tooMany } })).status).toBe(422);
    expect((await t.request('/api/v1/images/delete', { method: 'POST', cookie, json: { ids: [c], more: 1 } })).status).toBe(422);
  });
});
