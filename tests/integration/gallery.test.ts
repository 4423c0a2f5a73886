/**
 * The community gallery through the HTTP routes: publishing needs the public
 * gallery choice, the public listing shows no owner and pages by cursor, files are public only while
 * published, turning the choice off takes every image out, and admins hide and restore (audited).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, generatedImages, generations } from '../../src/server/db/schema';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'gallery.admin@example.com' });
});
afterAll(async () => {
  await t?.close();
});

/** A generated image of `userId` stored as a real PNG. */
async function storedImage(userId: string, style = 'studio') {
  const db = t.container.database.db;
  const generationId = randomUUID();
  const settings = { aspectRatio: '3:4', quality: 'low', count: 1, format: 'png', highlightProduct: false, style, timeOfDay: 'golden_hour' } as const;
  await db.insert(generations).values({ id: generationId, userId, settings: settings as never, status: 'succeeded', stage: 'done', progress: 100, requestedCount: 1, creditsReserved: 1, finishedAt: new Date() });
  const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#c08040' } }).png().toBuffer();
  const id = randomUUID();
  const storageKey = `users/${userId}/generated/${generationId}-0.png`;
  await t.container.storage.put(storageKey, png, 'image/png');
  await db.insert(generatedImages).values({ id, userId, generationId, position: 0, storageKey, mime: 'image/png', format: 'png', width: 60, height: 80, bytes: png.length, prompt: 'secret prompt', scenarioTitle: 'Secret title', settings: settings as never, engine: 'local' });
  return id;
}

const gallery = async (query = '') => {
  const res = await t.request(`/api/v1/gallery${query}`);
  expect(res.status).toBe(200);
  return { cache: res.headers.get('cache-control'), body: (await res.json()) as { items: { id: string }[]; nextCursor: string | null } };
};

describe('community gallery', () => {
  it('publishes with the public gallery on, shows the image without its owner, and takes it out again', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const image = await storedImage(userId);

    const refused = await t.request(`/api/v1/gallery/mine/${image}`, { method: 'PUT', cookie, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('gallery_disabled');

    await t.request('/api/v1/me/privacy', { method: 'PUT', cookie, json: { publicGallery: true } });
    expect((await t.request(`/api/v1/gallery/mine/${image}`, { method: 'PUT', cookie })).status).toBe(204);
    expect((await t.request(`/api/v1/gallery/mine/${image}`, { method: 'PUT', cookie })).status).toBe(204);

    const { body, cache } = await gallery();
    expect(cache).toBe('public, max-age=60');
    const item = body.items.find((i) => i.id === image);
    expect(item).toMatchObject({ id: image, width: 60, height: 80, style: 'studio', aspectRatio: '3:4', timeOfDay: 'golden_hour' });
    expect(JSON.stringify(body)).not.toMatch(/secret|userId/i);

    const file = await t.request(`/api/v1/gallery/${image}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const full = await t.request(`/api/v1/gallery/${image}/file?size=full`);
    expect(full.headers.get('content-type')).toBe('image/png');

    const mine = await t.request('/api/v1/gallery/mine', { cookie });
    expect(await mine.json()).toMatchObject({ publicGallery: true, items: [{ imageId: image, hidden: false }] });

    // The choice off takes the images out; on again brings them back.
    await t.request('/api/v1/me/privacy', { method: 'PUT', cookie, json: { publicGallery: false } });
    expect((await gallery()).body.items.some((i) => i.id === image)).toBe(false);
    expect((await t.request(`/api/v1/gallery/${image}/file`)).status).toBe(404);
    await t.request('/api/v1/me/privacy', { method: 'PUT', cookie, json: { publicGallery: true } });
    expect((await gallery()).body.items.some((i) => i.id === image)).toBe(true);

    expect((await t.request(`/api/v1/gallery/mine/${image}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await gallery()).body.items.some((i) => i.id === image)).toBe(false);
    expect((await t.request(`/api/v1/gallery/${image}/file`)).status).toBe(404);
  });

  it("refuses someone else's image and pages the listing by cursor", async () => {
    const owner = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    await t.request('/api/v1/me/privacy', { method: 'PUT', cookie: other.cookie, json: { publicGallery: true } });
    const foreign = await storedImage(owner.userId);
    expect((await t.request(`/api/v1/gallery/mine/${foreign}`, { method: 'PUT', cookie: other.cookie })).status).toBe(404);

    await t.request('/api/v1/me/privacy', { method: 'PUT', cookie: owner.cookie, json: { publicGallery: true } });
    const ids = [foreign, await storedImage(owner.userId), await storedImage(owner.userId)];
    for (const id of ids) await t.request(`/api/v1/gallery/mine/${id}`, { method: 'PUT', cookie: owner.cookie });
    const first = await gallery('?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await gallery(`?limit=2&cursor=${first.body.nextCursor}`);
    const seen = [...first.body.items, ...second.body.items].map((i) => i.id);
    for (const id of ids) expect(seen).toContain(id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lets admins hide and restore an image, with an audit record; others get 401 or 403', async () => {
    const owner = await signUpAndSignIn(t);
    await t.request('/api/v1/me/privacy', { method: 'PUT', cookie: owner.cookie, json: { publicGallery: true } });
    const image = await storedImage(owner.userId);
    await t.request(`/api/v1/gallery/mine/${image}`, { method: 'PUT', cookie: owner.cookie });
    const admin = await signUpAndSignIn(t, { email: 'gallery.admin@example.com' });

    expect((await t.request(`/api/v1/admin/gallery/${image}/hidden`, { method: 'PUT', json: { reason: 'nope' } })).status).toBe(401);
    expect((await t.request(`/api/v1/admin/gallery/${image}/hidden`, { method: 'PUT', cookie: owner.cookie, json: { reason: 'nope' } })).status).toBe(403);
    expect((await t.request(`/api/v1/admin/gallery/${image}/hidden`, { method: 'PUT', cookie: admin.cookie, json: {} })).status).toBe(422);

    const hide = await t.request(`/api/v1/admin/gallery/${image}/hidden`, { method: 'PUT', cookie: admin.cookie, json: { reason: 'Shows a logo we cannot use' } });
    expect(hide.status).toBe(204);
    expect((await gallery()).body.items.some((i) => i.id === image)).toBe(false);
    expect((await t.request(`/api/v1/gallery/${image}/file`)).status).toBe(404);
    const mine = (await (await t.request('/api/v1/gallery/mine', { cookie: owner.cookie })).json()) as { items: { imageId: string; hidden: boolean }[] };
    expect(mine.items).toEqual([expect.objectContaining({ imageId: image, hidden: true })]);
    const list = (await (await t.request('/api/v1/admin/gallery', { cookie: admin.cookie })).json()) as { items: { id: string; hidden: boolean; hiddenReason: string | null; userId: string }[] };
    expect(list.items.find((i) => i.id === image)).toMatchObject({ hidden: true, hiddenReason: 'Shows a logo we cannot use', userId: owner.userId });

    expect((await t.request(`/api/v1/admin/gallery/${image}/hidden`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect((await gallery()).body.items.some((i) => i.id === image)).toBe(true);
    expect((await t.request(`/api/v1/admin/gallery/${randomUUID()}/hidden`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);

    const audit = await t.container.database.db.select().from(adminAuditLog);
    const actions = audit.filter((a) => a.targetId === image).map((a) => [a.action, a.actorId, a.reason]);
    expect(actions).toEqual(expect.arrayContaining([['gallery.hide', admin.userId, 'Shows a logo we cannot use'], ['gallery.restore', admin.userId, null]]));
  });
});
