/**
 * Google and GitHub sign-in through better-auth's social providers, against a
 * local fake of both providers in their documented shapes (tests/helpers/fake-oauth-server.ts): a
 * new user is created, confirmed and signed in; the same identity signs in to the same account; a
 * confirmed account with the same address is linked; an address the provider has not verified gets
 * no session. The sign-in options endpoint names the configured providers (the no-keys case is in
 * profile.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuth, routeOAuthFetch, type FakeOAuth } from '../helpers/fake-oauth-server';
import { cookieFrom, createTestApp, lastMailTo, localPath, signUpAndSignIn, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fake: FakeOAuth;
let routing: ReturnType<typeof routeOAuthFetch>;

const clients = {
  google: { id: '1234567890-abcdefg.apps.googleusercontent.com', secret: 'GOCSPX-test-secret-123' },
  github: { id: 'Iv1.0123456789abcdef', secret: 'github-test-secret-0123456789abcdef01234567' },
};

beforeAll(async () => {
  fake = await startFakeOAuth(clients);
  routing = routeOAuthFetch(fake);
  t = await createTestApp({
    GOOGLE_CLIENT_ID: clients.google.id,
    GOOGLE_CLIENT_SECRET: clients.google.secret,
    GITHUB_CLIENT_ID: clients.github.id,
    GITHUB_CLIENT_SECRET: clients.github.secret,
  });
});
afterAll(async () => {
  routing?.restore();
  await t?.close();
  await fake?.close();
});

type Profile = { displayName: string; email: string; emailVerified: boolean; hasPassword: boolean; providers: string[]; photoUrl: string | null };

/**
 * Runs a sign-in as the browser would: the app's start endpoint, the provider's authorize page
 * (which consents at once), then the app's callback with the state cookie.
 * Returns where the app sends the browser and the session cookie it sets (empty when none).
 */
async function signInWith(provider: 'google' | 'github', lang = 'en') {
  const start = await t.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider, callbackURL: '/', newUserCallbackURL: '/?welcome=1', errorCallbackURL: '/signin' },
    lang,
  });
  expect(start.status).toBe(200);
  const { url, redirect } = (await start.json()) as { url: string; redirect: boolean };
  expect(redirect).toBe(true);
  const authorizeUrl = new URL(url);
  expect(authorizeUrl.hostname).toBe(provider === 'google' ? 'accounts.google.com' : 'github.com');
  expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`http://localhost:3000/api/auth/callback/${provider}`);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const consent = await routing.fetch(url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = consent.headers.get('location')!;
  expect(back.startsWith(`http://localhost:3000/api/auth/callback/${provider}?`)).toBe(true);
  const callback = await t.request(localPath(back), { cookie: cookieFrom(start), lang });
  expect(callback.status).toBe(302);
  const cookie = cookieFrom(callback);
  return { location: callback.headers.get('location')!, cookie: /better-auth\.session_token=[^;]+\./.test(cookie) ? cookie : '' };
}

async function profileOf(cookie: string): Promise<Profile> {
  const res = await t.request('/api/v1/me/profile', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Profile;
}

describe('sign-in options', () => {
  it('names the providers whose keys are set', async () => {
    expect(await (await t.request('/api/v1/auth-options')).json()).toEqual({ socialProviders: ['google', 'github'] });
  });
});

describe('Google', () => {
  it('creates a confirmed user with the Free credits, signs them in, and signs the same identity in again', async () => {
    const email = uniqueEmail('g');
    fake.identity.google = { sub: '109876543210987654321', email, email_verified: true, name: 'Gabriela Nunes', given_name: 'Gabriela', family_name: 'Nunes', picture: 'https://lh3.googleusercontent.com/a/photo' };
    const first = await signInWith('google', 'de');
    expect(first.location).toBe('/?welcome=1');
    expect(first.cookie).not.toBe('');
    const profile = await profileOf(first.cookie);
    // The provider's picture is not used as the photo (only photos the app stores are shown).
    expect(profile).toMatchObject({ displayName: 'Gabriela Nunes', email, emailVerified: true, hasPassword: false, providers: ['google'], photoUrl: null });
    const me = (await (await t.request('/api/v1/me', { cookie: first.cookie })).json()) as { user: { id: string }; creditsBalance: number };
    expect(me.creditsBalance).toBe(10);
    const prefs = (await (await t.request('/api/v1/me/preferences', { cookie: first.cookie })).json()) as { language: string };
    expect(prefs.language).toBe('de');
    expect(fake.requests).toContain('oauth2.googleapis.com POST /token');

    const again = await signInWith('google');
    expect(again.location).toBe('/');
    const meAgain = (await (await t.request('/api/v1/me', { cookie: again.cookie })).json()) as { user: { id: string }; creditsBalance: number };
    expect(meAgain.user.id).toBe(me.user.id);
    expect(meAgain.creditsBalance).toBe(10);
  });

  it('links a confirmed account with the same address instead of making a second one', async () => {
    const { email, userId, password } = await signUpAndSignIn(t, { name: 'Lia Costa' });
    fake.identity.google = { sub: '100000000000000000777', email, email_verified: true, name: 'Lia C.' };
    const result = await signInWith('google');
    const me = (await (await t.request('/api/v1/me', { cookie: result.cookie })).json()) as { user: { id: string; name: string } };
    expect(me.user.id).toBe(userId);
    expect(me.user.name).toBe('Lia Costa');
    expect(await profileOf(result.cookie)).toMatchObject({ hasPassword: true, providers: ['google'] });
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })).status).toBe(200);
  });
});

describe('GitHub', () => {
  it('creates a user from the primary verified address when the profile has no public email', async () => {
    const email = uniqueEmail('gh');
    fake.identity.github = {
      id: 4242,
      login: 'octo-seller',
      name: null,
      email: null,
      emails: [
        { email: uniqueEmail('gh-old'), primary: false, verified: true, visibility: null },
        { email, primary: true, verified: true, visibility: 'private' },
      ],
    };
    const result = await signInWith('github');
    expect(result.cookie).not.toBe('');
    expect(await profileOf(result.cookie)).toMatchObject({ displayName: 'octo-seller', email, emailVerified: true, hasPassword: false, providers: ['github'] });
    expect(fake.requests).toEqual(expect.arrayContaining(['github.com POST /login/oauth/access_token', 'api.github.com GET /user', 'api.github.com GET /user/emails']));
  });

  it('gives no session for an address GitHub has not verified, and sends a confirmation email instead', async () => {
    const email = uniqueEmail('gh-unverified');
    fake.identity.github = { id: 5151, login: 'new-dev', name: 'New Dev', email, emails: [{ email, primary: true, verified: false, visibility: 'public' }] };
    const result = await signInWith('github');
    expect(result.cookie).toBe('');
    expect(result.location).toBe('/signin?error=email_not_verified');
    const mail = await lastMailTo(t, email);
    expect(mail.links.some((l) => l.includes('/api/auth/verify-email'))).toBe(true);
  });
});
