/**
 * API keys over HTTP on a real database: made, listed and revoked with a session; a key as
 * `Authorization: Bearer` reaches the routes its scopes allow, never the ones that keep the session;
 * wrong, revoked and banned owners' keys answer 401; CSRF rules apply to cookies only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIX } from '../../src/shared/contracts/api-keys';
import { hashApiKey } from '../../src/server/services/api-keys';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A request with `key` as bearer token (and no cookie unless given). */
function withKey(key: string, path: string, init: { method?: string; json?: unknown; body?: BodyInit; cookie?: string; lang?: string } = {}) {
  return t.request(path, { ...init, headers: { authorization: `Bearer ${key}` } });
}

async function makeKey(cookie: string, scopes: string[], name = 'Shop script') {
  const res = await t.request('/api/v1/api-keys', { method: 'POST', cookie, json: { name, scopes } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; key: string; prefix: string; name: string; scopes: string[]; lastUsedAt: string | null };
}

function photo(): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('apple.jpg'))], 'apple.jpg', { type: 'image/jpeg' }));
  return form;
}

describe('API keys', () => {
  it('are shown once, listed by prefix, stored hashed, and revoked for good', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const made = await makeKey(cookie, ['read', 'generate']);
    expect(made.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{43}$`));
    expect(made.prefix).toBe(made.key.slice(0, 13));
    expect(made.scopes).toEqual(['read', 'generate']);
    expect(made.lastUsedAt).toBeNull();

    // The database holds the hash, never the key.
    const stored = await t.container.database.executeSql(`select key_hash, prefix from api_keys where user_id = $1`, [userId]);
    expect(stored.rows).toEqual([{ key_hash: hashApiKey(made.key), prefix: made.prefix }]);
    expect(JSON.stringify(stored.rows)).not.toContain(made.key);

    // The list never shows the key; its last use is recorded once it is used.
    const me = await withKey(made.key, '/api/v1/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(userId);
    const list = (await (await t.request('/api/v1/api-keys', { cookie })).json()) as { keys: Record<string, unknown>[] };
    expect(list.keys).toHaveLength(1);
    expect(list.keys[0]).toMatchObject({ id: made.id, name: 'Shop script', prefix: made.prefix, scopes: ['read', 'generate'] });
    expect(list.keys[0]!.lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(list)).not.toContain(made.key);

    // Revoked: 401 from the next request on, translated, and gone from the list.
    expect((await t.request(`/api/v1/api-keys/${made.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    const after = await withKey(made.key, '/api/v1/me', { lang: 'de' });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: { code: 'invalid_api_key', message: expect.stringContaining('API-Schlüssel') } });
    expect(((await (await t.request('/api/v1/api-keys', { cookie })).json()) as { keys: unknown[] }).keys).toEqual([]);
    expect((await t.request(`/api/v1/api-keys/${made.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('refuses wrong keys, bad input, and someone else\'s key id', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    for (const wrong of ['vtr_live_nope', `${API_KEY_PREFIX}${'A'.repeat(43)}`, 'not-a-key', '']) {
      const res = await withKey(wrong, '/api/v1/me');
      expect(res.status, wrong).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
    }
    for (const bad of [{ name: '', scopes: ['read'] }, { name: 'x', scopes: [] }, { name: 'x', scopes: ['admin'] }, { name: 'x'.repeat(101), scopes: ['read'] }, { name: 'x', scopes: ['read', 'read'] }]) {
      expect((await t.request('/api/v1/api-keys', { method: 'POST', cookie, json: bad })).status).toBe(422);
    }
    expect((await t.request('/api/v1/api-keys', { method: 'POST', json: { name: 'x', scopes: ['read'] } })).status).toBe(401);
    // Keys are for /api/v1: elsewhere a bearer header is not read as one.
    const mailbox = await withKey('not-a-key', '/api/dev/mailbox');
    expect(((await mailbox.json()) as { error?: { code: string } }).error?.code).not.toBe('invalid_api_key');
    const mine = await makeKey(cookie, ['read']);
    expect((await t.request(`/api/v1/api-keys/${mine.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await withKey(mine.key, '/api/v1/me')).status).toBe(200);
  });

  it('reach only what their scopes allow, and never what keeps the session', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const reader = await makeKey(cookie, ['read']);
    const maker = await makeKey(cookie, ['generate']);
    const all = await makeKey(cookie, ['read', 'generate', 'webhooks']);

    // A reader cannot upload; the 403 names the scope, in the request's language.
    const refused = await withKey(reader.key, '/api/v1/source-images', { method: 'POST', body: photo(), lang: 'en' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'api_key_scope_missing', message: expect.stringContaining('"generate"') } });
    // A maker uploads (no cookie, no Origin check) but cannot read the library.
    const upload = await withKey(maker.key, '/api/v1/source-images', { method: 'POST', body: photo() });
    expect(upload.status).toBe(201);
    const sourceId = ((await upload.json()) as { id: string }).id;
    const read = await withKey(maker.key, `/api/v1/source-images/${sourceId}`);
    expect(read.status).toBe(403);
    expect(((await read.json()) as { error: { message: string } }).error.message).toContain('read');
    expect((await withKey(reader.key, `/api/v1/source-images/${sourceId}`)).status).toBe(200);
    expect((await withKey(reader.key, '/api/v1/images?type=source')).status).toBe(200);

    // Whatever its scopes, a key never reaches the admin, billing changes, deletion, exports,
    // sessions, the profile, or key management.
    const closed: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/overview'],
      ['POST', '/api/v1/billing/checkout', { tier: 'Plus', period: 'month' }],
      ['POST', '/api/v1/billing/portal'],
      ['POST', '/api/v1/me/deletion', {}],
      ['POST', '/api/v1/me/exports'],
      ['GET', '/api/v1/me/sessions'],
      ['PUT', '/api/v1/me/profile', { displayName: 'Taken over' }],
      ['GET', '/api/v1/api-keys'],
      ['POST', '/api/v1/api-keys', { name: 'more', scopes: ['read'] }],
      ['DELETE', `/api/v1/api-keys/${reader.id}`],
      ['POST', '/api/v1/support/tickets', { subject: 'x', message: 'y' }],
    ];
    for (const [method, path, json] of closed) {
      const res = await withKey(all.key, path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('api_key_route_forbidden');
    }
    // Better-auth's own routes (password and email changes) do not take keys at all.
    const change = await withKey(all.key, '/api/auth/change-password', { method: 'POST', json: { currentPassword: 'secret123', newPassword: 'hijacked123' } });
    expect(change.status).toBe(401);
    // The reader key is still there: the DELETE above was refused.
    expect((await withKey(reader.key, '/api/v1/me')).status).toBe(200);
  });

  it('skip the cookie CSRF rule, which still holds for cookies', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const maker = await makeKey(cookie, ['generate']);
    const foreign = (headers: Record<string, string>) =>
      t.app.request('http://localhost:3000/api/v1/source-images', { method: 'POST', body: photo(), headers: { origin: 'https://evil.example', ...headers } });
    expect((await foreign({ cookie })).status).toBe(403);
    expect((await foreign({ authorization: `Bearer ${maker.key}` })).status).toBe(201);
  });

  it('stop working when the owner is banned, and at most 20 are held at once', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const keys = [];
    for (let i = 0; i < 20; i += 1) keys.push(await makeKey(cookie, ['read'], `key ${i}`));
    const over = await t.request('/api/v1/api-keys', { method: 'POST', cookie, json: { name: 'one more', scopes: ['read'] } });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('too_many_api_keys');
    expect((await t.request(`/api/v1/api-keys/${keys[0]!.id}`, { method: 'DELETE', cookie })).status).toBe(204);
    await makeKey(cookie, ['read'], 'replacement');

    await t.container.database.executeSql(`update "user" set banned = true where id = $1`, [userId]);
    expect((await withKey(keys[1]!.key, '/api/v1/me')).status).toBe(401);
  });
});

describe('API key rate limits', () => {
  it('carry the RateLimit headers of the owner\'s plan, and answer 429 with Retry-After past the quota, across keys separately', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const first = await makeKey(cookie, ['read']);
    const second = await makeKey(cookie, ['read']);
    const res = await withKey(first.key, '/api/v1/me');
    expect(res.headers.get('ratelimit-policy')).toBe('"minute";q=60;w=60');
    expect(res.headers.get('ratelimit')).toMatch(/^"minute";r=59;t=\d+$/);
    // Use up Free's 60 a minute (one made above).
    for (let i = 0; i < 59; i += 1) expect((await withKey(first.key, '/api/v1/me')).status).toBe(200);
    const over = await withKey(first.key, '/api/v1/me', { lang: 'en' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(over.headers.get('ratelimit')).toMatch(/^"minute";r=0;t=\d+$/);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // Each key has its own count; the browser session is not counted here.
    expect((await withKey(second.key, '/api/v1/me')).status).toBe(200);
    const session = await t.request('/api/v1/me', { cookie });
    expect(session.status).toBe(200);
    expect(session.headers.get('ratelimit')).toBeNull();
    // A paid plan gets more.
    await t.container.database.executeSql(`update subscribers set subscribed = true, subscription_tier = 'Pro' where user_id = $1`, [userId]);
    expect((await withKey(second.key, '/api/v1/me')).headers.get('ratelimit-policy')).toBe('"minute";q=600;w=60');
  });
});

describe('the OpenAPI document', () => {
  it('lists the cookie and bearer schemes, and the scope of each operation open to keys', async () => {
    const doc = (await (await t.request('/api/v1/openapi.json')).json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.paths['/generations']!.post!.security).toEqual([{ cookieAuth: [] }, { bearerAuth: ['generate'] }]);
    expect(doc.paths['/images']!.get!.security).toEqual([{ cookieAuth: [] }, { bearerAuth: ['read'] }]);
    expect(doc.paths['/api-keys']!.post!.security).toEqual([{ cookieAuth: [] }]);
    expect(doc.paths['/admin/users']!.get!.security).toEqual([{ cookieAuth: [] }]);
    // Every signed-in POST takes an Idempotency-Key.
    const post = doc.paths['/generations']!.post as { parameters?: { name: string; in: string; required: boolean }[] };
    expect(post.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
  });
});
