/**
 * A default install that is safe to expose. The dev mailbox answers only to admins or on
 * a loopback bind (never in production); security headers on HTML, JSON and file responses;
 * cross-origin cookie state changes refused on every state-changing route of the OpenAPI document;
 * NUL bytes and unpaired surrogates refused on every free-text field with nothing stored; size
 * limits; the decompression bomb; upload rate limit and storage quota; the streamed, deduplicated
 * archive; the failures-only sign-in lockout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import type { Container } from '../../src/server/container';
import { sourceImages, user as users, userPreferences } from '../../src/server/db/schema';
import { STORAGE_QUOTA_BYTES } from '../../src/shared/plans';
import { cookieFrom, createTestApp, signUpAndSignIn, uniqueEmail, type TestApp } from '../helpers/test-app';
import { sample } from '../helpers/samples';

const ADMIN = 'security.admin@example.com';
const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><script src="/pre-paint.js"></script></head><body></body></html>');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** An app on the same container with some variables changed (no second database). */
function appWith(env: Partial<Container['env']>, options: { webRoot?: string | null } = { webRoot: null }) {
  return createApp({ ...t.container, env: { ...t.container.env, ...env } }, options);
}

/** A request straight to an app, with only the headers given (no proxy header, unlike t.request). */
function raw(app: ReturnType<typeof createApp>, p: string, init: RequestInit = {}) {
  return app.request(`${ORIGIN}${p}`, init);
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

function upload(cookie: string, data: Buffer, name: string, lang = 'en') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type: 'image/png' }));
  return t.request('/api/v1/source-images', { method: 'POST', body: form, cookie, lang });
}

async function sourceCount(userId: string): Promise<number> {
  const rows = await t.container.database.db.select({ id: sourceImages.id }).from(sourceImages).where(eq(sourceImages.userId, userId));
  return rows.length;
}

describe('dev mailbox', () => {
  let userCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    userCookie = (await signUpAndSignIn(t)).cookie;
    adminCookie = (await signUpAndSignIn(t, { email: ADMIN })).cookie;
  });

  it('on a public bind answers 401 signed out, 403 to a user and the list to an admin', async () => {
    const app = appWith({ HOST: '0.0.0.0', NODE_ENV: 'development' });
    const anonymous = await raw(app, '/api/dev/mailbox', { headers: { 'accept-language': 'en' } });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toBe(
      'Only administrators can read the mail outbox on this server.',
    );
    expect((await raw(app, '/api/dev/mailbox', { headers: { cookie: userCookie } })).status).toBe(403);
    const admin = await raw(app, '/api/dev/mailbox', { headers: { cookie: adminCookie } });
    expect(admin.status).toBe(200);
    const mails = (await admin.json()) as { to: string }[];
    expect(mails.some((m) => m.to === ADMIN)).toBe(true);
  });

  it('on a loopback bind answers anyone on this machine, but not through a proxy', async () => {
    const app = appWith({ HOST: '127.0.0.1', NODE_ENV: 'development' });
    expect((await raw(app, '/api/dev/mailbox')).status).toBe(200);
    expect((await raw(app, '/api/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(401);
    expect((await raw(app, '/api/dev/mailbox', { headers: { forwarded: 'for=203.0.113.9', cookie: userCookie } })).status).toBe(403);
  });

  it('on a loopback bind does not answer a request for another host name (a web page that points its domain at 127.0.0.1)', async () => {
    const app = appWith({ HOST: '127.0.0.1', NODE_ENV: 'development' });
    // The server builds the request's URL from its Host header: the rebinding page's own domain.
    expect((await app.request('http://attacker.example:3000/api/dev/mailbox')).status).toBe(401);
    expect((await app.request('http://127.0.0.1:3000/api/dev/mailbox')).status).toBe(200);
    expect((await app.request('http://[::1]:3000/api/dev/mailbox')).status).toBe(200);
    // An admin's session still reads it (a rebinding page never holds this site's cookies).
    expect((await app.request('http://attacker.example:3000/api/dev/mailbox', { headers: { cookie: adminCookie } })).status).toBe(200);
  });

  it('does not exist in production, not even for an admin, and neither does its page', async () => {
    const app = appWith({ HOST: '127.0.0.1', NODE_ENV: 'production' }, { webRoot });
    expect((await raw(app, '/api/dev/mailbox')).status).toBe(404);
    expect((await raw(app, '/api/dev/mailbox', { headers: { cookie: adminCookie } })).status).toBe(404);
    expect((await raw(app, '/dev/mailbox')).status).toBe(404);
  });

  it('an attacker cannot read a password reset sent to someone else', async () => {
    const victim = await signUpAndSignIn(t);
    const app = appWith({ HOST: '0.0.0.0', NODE_ENV: 'development' });
    const reset = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: victim.email, redirectTo: '/reset-password' } });
    expect(reset.status).toBe(200);
    const attacker = await signUpAndSignIn(t);
    const res = await raw(app, '/api/dev/mailbox', { headers: { cookie: attacker.cookie } });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('reset-password');
  });
});

describe('security headers', () => {
  const expectHeaders = (res: Response) => {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  };

  it('are on HTML, JSON, static and image file responses, with HSTS only under https', async () => {
    const app = appWith({}, { webRoot });
    const html = await raw(app, '/library');
    expect(html.headers.get('content-type')).toContain('text/html');
    expectHeaders(html);
    expect(html.headers.get('strict-transport-security')).toBeNull();
    const json = await raw(app, '/api/v1/plans');
    expect(json.status).toBe(200);
    expectHeaders(json);
    const error = await raw(app, '/api/v1/me');
    expect(error.status).toBe(401);
    expectHeaders(error);

    const { cookie } = await signUpAndSignIn(t);
    const uploaded = (await (await upload(cookie, sample('coffee_cup.png'), 'cup.png')).json()) as { id: string };
    const file = await raw(app, `/api/v1/images/${uploaded.id}/file`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expectHeaders(file);

    const https = appWith({ publicUrl: 'https://vitrine.example' }, { webRoot });
    expect((await raw(https, '/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('cross-site request forgery', () => {
  it('refuses a cross-origin cookie request on every state-changing route and changes nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const doc = (await (await t.request('/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const routes: [string, string][] = [];
    for (const [p, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        if (['post', 'put', 'patch', 'delete'].includes(method)) routes.push([method.toUpperCase(), p]);
      }
    }
    // At least preferences, uploads, scenarios, generations, videos, deletions, favourites, checkout.
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const before = await t.request('/api/v1/me', { cookie });
    const balance = ((await before.json()) as { creditsBalance: number }).creditsBalance;
    for (const [method, template] of routes) {
      const p = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const forgeries: Record<string, string>[] = [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }, {}];
      for (const forged of forgeries) {
        const res = await t.app.request(`${ORIGIN}/api/v1${p}`, {
          method,
          headers: { cookie, 'content-type': 'application/json', 'accept-language': 'en', ...forged },
          body: method === 'DELETE' ? undefined : JSON.stringify({ theme: 'dark', plan: 'Plus', period: 'month' }),
        });
        expect({ route: `${method} ${p}`, forged, status: res.status }).toEqual({ route: `${method} ${p}`, forged, status: 403 });
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('csrf_rejected');
        expect(body.error.message).toBe('This request did not come from Vitrine itself, so it was refused. Reload the page and try again.');
      }
    }
    const [prefs] = await t.container.database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    expect(prefs?.theme ?? null).toBeNull();
    const after = (await (await t.request('/api/v1/me', { cookie })).json()) as { creditsBalance: number };
    expect(after.creditsBalance).toBe(balance);
  });

  it('accepts the app origin or Sec-Fetch-Site: same-origin, and leaves webhooks to their signatures', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const put = (headers: Record<string, string>) =>
      t.app.request(`${ORIGIN}/api/v1/me/preferences`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ theme: 'dark' }),
      });
    expect((await put({ origin: ORIGIN })).status).toBe(200);
    expect((await put({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // A webhook with a cookie and a foreign origin still reaches its signature check.
    const hook = await t.app.request(`${ORIGIN}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { cookie, origin: 'https://stripe.com', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(hook.status).not.toBe(403);
  });
});

describe('bad text', () => {
  const NUL = 'a\u0000b';
  const LONE = 'a\ud800b';

  it('answers 400 with a translated message on every free-text field and stores nothing', async () => {
    const { cookie, userId, email } = await signUpAndSignIn(t);
    const photo = (await (await upload(cookie, sample('coffee_cup.png'), 'cup.png')).json()) as { id: string };
    const count = await sourceCount(userId);
    const cases: [string, () => Promise<Response>][] = [
      ['file name', () => upload(cookie, sample('coffee_cup.png'), `cup${NUL}.png`)],
      ['features', () => t.request('/api/v1/scenarios', { method: 'POST', cookie, lang: 'en', json: { sourceImageId: photo.id, features: `Cup ${NUL}`, audience: 'Coffee lovers' } })],
      ['audience', () => t.request('/api/v1/scenarios', { method: 'POST', cookie, lang: 'en', json: { sourceImageId: photo.id, features: 'A cup', audience: `Lovers ${LONE}` } })],
      ['video prompt', () => t.request('/api/v1/videos', { method: 'POST', cookie, lang: 'en', json: { imageId: photo.id, prompt: `Orbit ${NUL}`, durationSeconds: 5, aspectRatio: '16:9' } })],
      ['motion features', () => t.request('/api/v1/videos/motion-prompt', { method: 'POST', cookie, lang: 'en', json: { imageId: photo.id, features: LONE } })],
      ['library q', () => t.request('/api/v1/images?q=a%00b', { cookie, lang: 'en' })],
      ['JSON key', () => t.request('/api/v1/me/preferences', { method: 'PUT', cookie, lang: 'en', json: { [`theme${NUL}`]: 'dark' } })],
      ['profile name', () => t.request('/api/auth/update-user', { method: 'POST', cookie, lang: 'en', json: { name: `Eve ${NUL}` } })],
      ['sign-in email', () => t.request('/api/auth/sign-in/email', { method: 'POST', lang: 'en', json: { email: `${email}${NUL}`, password: 'secret123' } })],
      ['sign-up name', () => t.request('/api/auth/sign-up/email', { method: 'POST', lang: 'en', json: { name: LONE, email: uniqueEmail('lone'), password: 'secret123' } })],
    ];
    for (const [field, send] of cases) {
      const res = await send();
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect({ field, status: res.status, code: body.error.code }).toEqual({ field, status: 400, code: 'invalid_text' });
      expect(body.error.message).toMatch(/not allowed/);
    }
    expect(await sourceCount(userId)).toBe(count);
    const [row] = await t.container.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row?.name).toBe('Test User');
    const fr = await t.request('/api/v1/images?q=%00', { cookie, lang: 'fr' });
    expect(((await fr.json()) as { error: { message: string } }).error.message).toMatch(/caractères non autorisés/);
  });

  it('enforces length limits: names 100, auth bodies 64 KB, file names 255', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const long = await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(422);
    expect((await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { name: 'x'.repeat(100) } })).status).toBe(200);
    const huge = await t.request('/api/auth/update-user', { method: 'POST', cookie, json: { name: 'x'.repeat(1_000_000) } });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('REQUEST_TOO_LARGE');
    const [row] = await t.container.database.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row?.name).toBe('x'.repeat(100));

    const count = await sourceCount(userId);
    const longName = await upload(cookie, sample('coffee_cup.png'), `${'n'.repeat(300)}.png`);
    expect(longName.status).toBe(422);
    expect(await sourceCount(userId)).toBe(count);
    const features = await t.request('/api/v1/scenarios', {
      method: 'POST',
      cookie,
      json: { sourceImageId: '00000000-0000-4000-8000-000000000000', features: 'x'.repeat(1001), audience: 'Anyone' },
    });
    expect(features.status).toBe(422);
  });
});

/** A PNG header claiming `width` x `height` pixels with a tiny compressed body (a decompression bomb). */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const rows = zlib.deflateSync(Buffer.alloc(1 + width * 3), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

describe('bounded resources', () => {
  it('answers a 30000x30000 decompression bomb with 413 too many pixels', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(cookie, bomb, 'bomb.png');
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'too_many_pixels', message: 'The image is too large: at most 40 megapixels.' });
    expect(await sourceCount(userId)).toBe(0);
  });

  it('limits uploads per user per minute with a translated 429', async () => {
    const app = appWith({ UPLOAD_RATE_LIMIT_PER_MINUTE: 2 });
    const { cookie } = await signUpAndSignIn(t);
    const send = () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
      return app.request(`${ORIGIN}/api/v1/source-images`, { method: 'POST', body: form, headers: { cookie, origin: ORIGIN, 'accept-language': 'en' } });
    };
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const third = await send();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await third.json()) as { error: { message: string } }).error.message).toMatch(/^Too many attempts/);
  });

  it('refuses an upload that would pass the tier storage quota, storing nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const first = (await (await upload(cookie, sample('coffee_cup.png'), 'cup.png')).json()) as { id: string };
    // The library now holds almost the whole Free quota.
    await t.container.database.db
      .update(sourceImages)
      .set({ bytes: STORAGE_QUOTA_BYTES.Free - 1000 })
      .where(eq(sourceImages.id, first.id));
    const res = await upload(cookie, sample('coffee_cup.png'), 'cup.png');
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('storage_quota_exceeded');
    expect(body.error.message).toMatch(/^Your storage is full \(500 MB of 500 MB\)/);
    expect(await sourceCount(userId)).toBe(1);
  });

  it('streams archives, counts a repeated id once, caps them at 100 images and stays within 100 MB', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const photo = (await (await upload(cookie, sample('plant_pot.jpg'), 'pot.jpg')).json()) as { id: string };
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const res = await t.request(`/api/v1/images/archive?ids=${Array(30).fill(photo.id).join(',')}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const chunks: Uint8Array[] = [];
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const zip = Buffer.concat(chunks);
    const entries = Object.keys(unzipSync(new Uint8Array(zip)));
    expect(entries).toHaveLength(1);
    expect(zip.length).toBeLessThan(sample('plant_pot.jpg').length * 3);
    expect(peak - rssBefore).toBeLessThan(100 * 1024 * 1024);

    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await t.request(`/api/v1/images/archive?ids=${many.join(',')}`, { cookie })).status).toBe(422);
    // Someone else's or a missing id: 404 before any zip byte is sent.
    expect((await t.request(`/api/v1/images/archive?ids=${photo.id},${many[0]}`, { cookie })).status).toBe(404);
  });
});

describe('sign-in lockout', () => {
  const signIn = (email: string, password: string, ip: string) =>
    t.request('/api/auth/sign-in/email', { method: 'POST', ip, lang: 'en', json: { email, password } });

  it('counts failed attempts only, and a successful sign-in resets the count', async () => {
    const { email, password } = await signUpAndSignIn(t);
    // The owner's own successes never lock the account (limit: 3 a minute).
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, password, `10.20.0.${i + 1}`)).status).toBe(200);
    // Two failures from a stranger, then the owner signs in: the count starts again.
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, 'wrong-password', `10.21.0.${i + 1}`)).status).toBe(401);
    expect((await signIn(email, password, '10.22.0.1')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await signIn(email, 'wrong-password', `10.23.0.${i + 1}`)).status).toBe(401);
    const owner = await signIn(email, password, '10.24.0.1');
    expect(owner.status).toBe(200);
    expect(cookieFrom(owner)).toContain('session_token');
    // Three failures in a row: the limit is reached for that email.
    for (let i = 0; i < 3; i += 1) expect((await signIn(email, 'wrong-password', `10.25.0.${i + 1}`)).status).toBe(401);
    expect((await signIn(email, password, '10.26.0.1')).status).toBe(429);
    const rows = await t.container.database.db.execute(sql`select count from rate_limits where key = ${`auth:email:/sign-in/email:${email}`}`);
    expect(Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count)).toBe(3);
  });
});
