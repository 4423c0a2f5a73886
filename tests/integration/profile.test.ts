/**
 * The profile area over HTTP on a real database: profile fields and their
 * validation, the two writes and the warning when the second fails, the profile photo
 * (crop, 512 px WebP, owner-only route, refused uploads with translated errors), email change
 * confirmed at the new address, password change, and signing out other sessions.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfileService } from '../../src/server/services/profile';
import { translator } from '../../src/server/i18n';
import { sample } from '../helpers/samples';
import { cookieFrom, createTestApp, lastMailTo, localPath, signUpAndSignIn, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Profile = {
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  email: string;
  emailVerified: boolean;
  profession: string | null;
  bio: string | null;
  photoUrl: string | null;
  hasPassword: boolean;
  providers: string[];
};
type SaveResult = { profile: Profile; authProfileUpdated: boolean };

async function profileOf(cookie: string): Promise<Profile> {
  const res = await t.request('/api/v1/me/profile', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Profile;
}

async function sessionUser(cookie: string) {
  const res = await t.request('/api/auth/get-session', { cookie });
  return ((await res.json()) as { user: { name: string; email: string; image: string | null; profession: string | null } } | null)?.user ?? null;
}

function avatarForm(data: Buffer, name = 'me.png', crop?: { x: number; y: number; size: number } | Record<string, string>) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type: 'image/png' }));
  if (crop) {
    const c = crop as Record<string, unknown>;
    if ('size' in c) {
      form.append('cropX', String(c.x));
      form.append('cropY', String(c.y));
      form.append('cropSize', String(c.size));
    } else {
      for (const [k, v] of Object.entries(c)) form.append(k, String(v));
    }
  }
  return form;
}

function storedAvatars(userId: string): string[] {
  const dir = path.join(t.container.env.dataDir, 'storage', 'users', userId, 'avatar');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('profile fields', () => {
  it('starts from the sign-up name and profession, saves every field, and the sign-in profile follows', async () => {
    const { cookie } = await signUpAndSignIn(t, { name: 'Ana Lima' });
    expect(await profileOf(cookie)).toEqual({
      firstName: null,
      lastName: null,
      displayName: 'Ana Lima',
      email: expect.stringContaining('@example.com'),
      emailVerified: true,
      profession: null,
      bio: null,
      photoUrl: null,
      hasPassword: true,
      providers: [],
    });
    const res = await t.request('/api/v1/me/profile', {
      method: 'PUT',
      cookie,
      json: { firstName: ' Ana ', lastName: 'Lima Souza', displayName: 'Ana L.', profession: 'Ceramicist', bio: 'Handmade cups from Porto.' },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as SaveResult;
    expect(saved.authProfileUpdated).toBe(true);
    expect(saved.profile).toMatchObject({ firstName: 'Ana', lastName: 'Lima Souza', displayName: 'Ana L.', profession: 'Ceramicist', bio: 'Handmade cups from Porto.' });
    expect(await sessionUser(cookie)).toMatchObject({ name: 'Ana L.', profession: 'Ceramicist' });
    expect(((await (await t.request('/api/v1/me', { cookie })).json()) as { user: { name: string } }).user.name).toBe('Ana L.');
    // Empty optional fields are cleared.
    const cleared = (await (
      await t.request('/api/v1/me/profile', { method: 'PUT', cookie, json: { firstName: '', lastName: null, displayName: 'Ana', profession: '  ', bio: '' } })
    ).json()) as SaveResult;
    expect(cleared.profile).toMatchObject({ firstName: null, lastName: null, displayName: 'Ana', profession: null, bio: null });
  });

  it('refuses a missing display name, overlong fields and NUL characters, translated, and saves nothing', async () => {
    const { cookie } = await signUpAndSignIn(t, { name: 'Bea' });
    const put = (json: unknown, lang = 'en') => t.request('/api/v1/me/profile', { method: 'PUT', cookie, json, lang });
    for (const bad of [
      { displayName: '   ' },
      { displayName: 'x'.repeat(101) },
      { displayName: 'Bea', bio: 'b'.repeat(501) },
      { displayName: 'Bea', firstName: 'f'.repeat(101) },
      { displayName: 'Bea', profession: 42 },
      {},
    ]) {
      const res = await put(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 422 });
    }
    const nul = await put({ displayName: 'Bea', bio: 'a\u0000b' }, 'de');
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: { message: string } }).error.message).toBe(translator('de')('errors:invalidText'));
    expect((await profileOf(cookie)).bio).toBeNull();
    expect((await t.request('/api/v1/me/profile', { method: 'PUT', json: { displayName: 'X' } })).status).toBe(401);
    expect((await t.request('/api/v1/me/profile')).status).toBe(401);
  });

  it("reports 'profile data saved but the sign-in profile update failed' honestly", async () => {
    const { userId, cookie } = await signUpAndSignIn(t, { name: 'Caio' });
    const failing = createProfileService({
      db: t.container.database.db,
      storage: t.container.storage,
      logger: t.container.logger,
      engine: t.container.engine,
      authProfile: {
        update: async () => {
          throw new Error('auth store down');
        },
      },
    });
    const result = await failing.update(userId, { firstName: 'Caio', lastName: 'Prado', displayName: 'Caio P.', profession: 'Baker', bio: null });
    expect(result.authProfileUpdated).toBe(false);
    // What is stored, not what was asked: the names are saved, the display name is not.
    expect(result.profile).toMatchObject({ firstName: 'Caio', lastName: 'Prado', displayName: 'Caio', profession: null });
    expect(await profileOf(cookie)).toMatchObject({ firstName: 'Caio', displayName: 'Caio' });
  });
});

describe('profile photo', () => {
  it('stores a 512 px WebP square, serves it to its owner with cache headers, shows it on the session, and replaces and removes it', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const res = await t.request('/api/v1/me/avatar', { method: 'POST', cookie, body: avatarForm(sample('coffee_cup.png'), 'cup.png', { x: 10, y: 20, size: 300 }) });
    expect(res.status).toBe(201);
    const first = (await res.json()) as SaveResult;
    expect(first.authProfileUpdated).toBe(true);
    expect(first.profile.photoUrl).toMatch(/^\/api\/v1\/me\/avatar\?v=[0-9a-f-]{36}$/);
    expect((await sessionUser(cookie))?.image).toBe(first.profile.photoUrl);
    expect(storedAvatars(userId)).toHaveLength(1);

    const photo = await t.request(first.profile.photoUrl!, { cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bytes = Buffer.from(await photo.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect((await t.request('/api/v1/me/avatar', { cookie })).headers.get('cache-control')).toBe('private, no-cache');
    // Private: nobody else reads it, signed out gets 401.
    expect((await t.request(first.profile.photoUrl!, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(first.profile.photoUrl!)).status).toBe(401);

    // Centre square of a JPEG by default; the old file is deleted.
    const second = (await (await t.request('/api/v1/me/avatar', { method: 'POST', cookie, body: avatarForm(sample('apple.jpg'), 'apple.jpg') })).json()) as SaveResult;
    expect(second.profile.photoUrl).not.toBe(first.profile.photoUrl);
    expect(storedAvatars(userId)).toHaveLength(1);
    expect((await t.request(first.profile.photoUrl!, { cookie })).headers.get('cache-control')).toBe('private, no-cache');

    const removed = await t.request('/api/v1/me/avatar', { method: 'DELETE', cookie });
    expect(((await removed.json()) as SaveResult).profile.photoUrl).toBeNull();
    expect((await sessionUser(cookie))?.image).toBeNull();
    expect(storedAvatars(userId)).toHaveLength(0);
    expect((await t.request('/api/v1/me/avatar', { cookie })).status).toBe(404);
  });

  it('refuses oversize, NUL-byte, broken and mis-cropped photos with translated errors and stores nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const post = (body: FormData, lang: string) => t.request('/api/v1/me/avatar', { method: 'POST', cookie, body, lang });
    const expectError = async (res: Response, status: number, code: string, key: string, lang: string, params?: Record<string, unknown>) => {
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message).toBe(translator(lang as 'pt')(`errors:${key}`, params));
    };
    const big = Buffer.concat([sample('coffee_cup.png'), Buffer.alloc(10 * 1024 * 1024)]);
    await expectError(await post(avatarForm(big), 'de'), 413, 'file_too_large', 'fileTooLarge', 'de');
    await expectError(await post(avatarForm(Buffer.alloc(4096)), 'pt'), 415, 'unsupported_file_type', 'unsupportedFileType', 'pt');
    await expectError(await post(avatarForm(sample('coffee_cup.png'), 'me\u0000.png'), 'fr'), 400, 'invalid_text', 'invalidText', 'fr');
    const png = sample('coffee_cup.png');
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(2048, 0x41)]);
    await expectError(await post(avatarForm(broken), 'es'), 422, 'broken_image', 'brokenImage', 'es');
    const size = await sharp(png).metadata();
    await expectError(await post(avatarForm(png, 'me.png', { x: size.width! - 10, y: 0, size: 100 }), 'en'), 422, 'invalid_crop', 'invalidCrop', 'en');
    await expectError(await post(avatarForm(png, 'me.png', { cropX: '1', cropY: 'top', cropSize: '100' }), 'de'), 422, 'invalid_crop', 'invalidCrop', 'de');
    await expectError(await post(avatarForm(png, 'me.png', { cropX: '1\u0000', cropY: '0', cropSize: '100' }), 'en'), 400, 'invalid_text', 'invalidText', 'en');
    const empty = new FormData();
    await expectError(await post(empty, 'en'), 400, 'file_missing', 'fileMissing', 'en');
    expect(storedAvatars(userId)).toHaveLength(0);
    expect((await profileOf(cookie)).photoUrl).toBeNull();
  });
});

describe('email change', () => {
  it('changes the address only when the link sent to the new address is opened, and tells the old one', async () => {
    const { cookie, email, password } = await signUpAndSignIn(t, { name: 'Dora' });
    const newEmail = uniqueEmail('dora.new');
    const res = await t.request('/api/auth/change-email', { method: 'POST', cookie, json: { newEmail, callbackURL: '/account?tab=profile&email=changed' }, lang: 'fr' });
    expect(res.status).toBe(200);
    const confirm = await lastMailTo(t, newEmail);
    expect(confirm.subject).toBe(translator('fr')('emails:changeEmail.subject'));
    const notice = await lastMailTo(t, email);
    expect(notice.subject).toBe(translator('fr')('emails:emailChangeNotice.subject'));
    expect(notice.text).toContain(newEmail);
    expect(notice.links.some((l) => l.includes('verify-email'))).toBe(false);
    // Nothing changes before the link is opened.
    expect((await profileOf(cookie)).email).toBe(email);

    const link = confirm.links.find((l) => l.includes('/api/auth/verify-email'))!;
    const opened = await t.request(localPath(link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account?tab=profile&email=changed');
    expect(await profileOf(cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })).status).toBe(401);
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: newEmail, password } })).status).toBe(200);
  });

  it("does not reveal or touch another account's address", async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    const before = ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === b.email).length;
    const res = await t.request('/api/auth/change-email', { method: 'POST', cookie: a.cookie, json: { newEmail: b.email } });
    expect(res.status).toBe(200);
    expect(((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === b.email)).toHaveLength(before);
    expect((await profileOf(a.cookie)).email).toBe(a.email);
  });
});

describe('sign-in options without keys', () => {
  it('offers no Google or GitHub button and refuses those providers', async () => {
    expect(await (await t.request('/api/v1/auth-options')).json()).toEqual({ socialProviders: [] });
    const start = await t.request('/api/auth/sign-in/social', { method: 'POST', json: { provider: 'google', callbackURL: '/' } });
    expect(start.status).toBe(404);
  });
});

describe('password and sessions', () => {
  it('changes the password: the old one fails, the new one works', async () => {
    const { cookie, email, password } = await signUpAndSignIn(t);
    const wrong = await t.request('/api/auth/change-password', { method: 'POST', cookie, json: { currentPassword: 'not-it', newPassword: 'brand-new-1' } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_PASSWORD');
    const short = await t.request('/api/auth/change-password', { method: 'POST', cookie, json: { currentPassword: password, newPassword: '123' } });
    expect(short.status).toBe(400);
    const ok = await t.request('/api/auth/change-password', { method: 'POST', cookie, json: { currentPassword: password, newPassword: 'brand-new-1' } });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })).status).toBe(401);
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'brand-new-1' } })).status).toBe(200);
  });

  it('lists the sessions with this one first and signs out everywhere else', async () => {
    const { cookie, email, password } = await signUpAndSignIn(t);
    const signIn = () =>
      t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' } });
    const phone = cookieFrom(await signIn());
    const tablet = cookieFrom(await signIn());
    const list = (await (await t.request('/api/v1/me/sessions', { cookie })).json()) as { sessions: { id: string; current: boolean; userAgent: string | null }[] };
    expect(list.sessions).toHaveLength(3);
    expect(list.sessions[0]!.current).toBe(true);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.sessions.filter((s) => s.userAgent?.includes('iPhone'))).toHaveLength(2);
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    // One session by id; someone else's id is not found.
    const other = await signUpAndSignIn(t);
    const tabletId = ((await (await t.request('/api/v1/me/sessions', { cookie: tablet })).json()) as { sessions: { id: string; current: boolean }[] }).sessions.find((s) => s.current)!.id;
    expect((await t.request(`/api/v1/me/sessions/${tabletId}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/me/sessions/${tabletId}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.request('/api/v1/me', { cookie: tablet })).status).toBe(401);

    const revoked = await t.request('/api/v1/me/sessions/revoke-others', { method: 'POST', cookie });
    expect(await revoked.json()).toEqual({ revoked: 1 });
    expect((await t.request('/api/v1/me', { cookie: phone })).status).toBe(401);
    expect((await t.request('/api/v1/me', { cookie })).status).toBe(200);
    expect(((await (await t.request('/api/v1/me/sessions', { cookie })).json()) as { sessions: unknown[] }).sessions).toHaveLength(1);
    expect((await t.request('/api/v1/me', { cookie: other.cookie })).status).toBe(200);
  });
});
