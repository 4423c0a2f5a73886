/**
 * The session lookup of every API request (src/server/auth/session-resolver.ts) against
 * better-auth on a real database: the same user and session as better-auth's getSession for a
 * signed-in cookie; signed out for a tampered signature, a revoked session, an expired one or a
 * deleted account, at the very next request; a session due for its refresh is refreshed by
 * better-auth as before; a 'don't remember me' sign-in still works.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionResolver } from '../../src/server/auth/session-resolver';
import { SESSION_EXPIRES_IN_S } from '../../src/server/auth/auth';
import { session, user } from '../../src/server/db/schema';
import { cookieFrom, createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const headersOf = (cookie: string) => new Headers({ cookie });

describe('session resolver', () => {
  it('answers what better-auth answers for a signed-in cookie', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const resolve = createSessionResolver(t.container.auth, t.container.sessions);
    const getSession = vi.spyOn(t.container.auth.api, 'getSession');
    const fast = await resolve(headersOf(cookie));
    // The common case is answered without better-auth's endpoint.
    expect(getSession).not.toHaveBeenCalled();
    const reference = await t.container.auth.api.getSession({ headers: headersOf(cookie) });
    expect(fast).not.toBeNull();
    expect(fast!.sessionId).toBe(reference!.session.id);
    expect(fast!.user).toEqual({
      id: userId,
      name: reference!.user.name,
      email: reference!.user.email,
      emailVerified: true,
      profession: null,
      role: 'user',
    });
    expect((await t.request('/api/v1/me', { cookie })).status).toBe(200);
  });

  it('signs out a tampered or malformed cookie', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const [name, value] = cookie.split(';').map((c) => c.trim()).find((c) => c.includes('session_token'))!.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf('.');
    const flipped = `${decoded.slice(0, dot)}.${decoded.slice(dot + 1, dot + 2) === 'A' ? 'B' : 'A'}${decoded.slice(dot + 2)}`;
    for (const bad of [flipped, `other-token${decoded.slice(dot)}`, decoded.slice(0, dot), `${decoded.slice(0, dot)}.short=`]) {
      expect((await t.request('/api/v1/me', { cookie: `${name}=${encodeURIComponent(bad)}` })).status, bad).toBe(401);
    }
  });

  it('signs out a revoked session, an expired one and a deleted account at the next request', async () => {
    const db = t.container.database.db;
    const revoked = await signUpAndSignIn(t);
    expect((await t.request('/api/v1/me', { cookie: revoked.cookie })).status).toBe(200);
    await db.delete(session).where(eq(session.userId, revoked.userId));
    expect((await t.request('/api/v1/me', { cookie: revoked.cookie })).status).toBe(401);

    const expired = await signUpAndSignIn(t);
    await db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, expired.userId));
    expect((await t.request('/api/v1/me', { cookie: expired.cookie })).status).toBe(401);

    const deleted = await signUpAndSignIn(t);
    await db.delete(user).where(eq(user.id, deleted.userId));
    expect((await t.request('/api/v1/me', { cookie: deleted.cookie })).status).toBe(401);
  });

  it('lets better-auth refresh a session that is due, as before', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const db = t.container.database.db;
    // Last refreshed two days ago (better-auth refreshes after a day: auth/auth.ts updateAge).
    const stale = new Date(Date.now() + (SESSION_EXPIRES_IN_S - 2 * 86_400) * 1000);
    await db.update(session).set({ expiresAt: stale }).where(eq(session.userId, userId));
    const resolve = createSessionResolver(t.container.auth, t.container.sessions);
    const getSession = vi.spyOn(t.container.auth.api, 'getSession');
    expect(await resolve(headersOf(cookie))).toMatchObject({ user: { id: userId } });
    expect(getSession).toHaveBeenCalledTimes(1);
    const [row] = await db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + 86_400_000);
  });

  it("keeps a 'don't remember me' sign-in working", async () => {
    const { email, password } = await signUpAndSignIn(t);
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password, rememberMe: false } });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    expect(cookie).toContain('dont_remember');
    expect((await t.request('/api/v1/me', { cookie })).status).toBe(200);
  });
});
