/**
 * Accounts end to end over HTTP on a real database: sign-up, confirmation,
 * sign-in, wrong password, reset, expired session, rate limits, and the Free grant written
 * once even when confirmation is replayed.
 * On PostgreSQL too (vitest.config.ts): the grant, the replayed confirmation, the unique address,
 * the sessions' expiry and the reset token; the single-request checks run on PGlite only.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, session, subscribers, userPreferences } from '../../src/server/db/schema';
import { cookieFrom, createTestApp, lastMailTo, localPath, signUpAndSignIn, uniqueEmail, type TestApp } from '../helpers/test-app';
import { itOnPgliteOnly } from '../helpers/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie: string) => t.request('/api/v1/me', { cookie });

describe('sign-up and confirmation', () => {
  it('requires a confirmed email before the first sign-in, then grants 10 Free credits', async () => {
    const email = uniqueEmail('confirm');
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      lang: 'fr',
      json: { name: 'Ana Lima', email, password: 'secret1', profession: 'Designer', callbackURL: '/email-confirmation' },
    });
    expect(signUp.status).toBe(200);
    expect(cookieFrom(signUp)).not.toContain('session_token=');

    const early = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret1', callbackURL: '/email-confirmation' },
    });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    // The refused sign-in sends a fresh confirmation email.
    expect(((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === email)).toHaveLength(2);

    const mail = await lastMailTo(t, email);
    expect(mail.subject).toBe('Confirmez votre compte Vitrine');
    expect(mail.html).toContain('Bonjour Ana Lima');
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'))!;
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);

    const verify = await t.request(localPath(link));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toMatch(/^\/email-confirmation|^http:\/\/localhost:3000\/email-confirmation/);

    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'secret1' } });
    expect(signIn.status).toBe(200);
    const res = await me(cookieFrom(signIn));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      user: { name: 'Ana Lima', email, profession: 'Designer' },
      tier: 'Free',
      subscribed: false,
      subscriptionEnd: null,
      creditsBalance: 10,
    });
    const userId = (body.user as { id: string }).id;
    const [prefs] = await t.container.database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    expect(prefs?.language).toBe('fr');
  });

  it('writes the Free grant once even when the confirmation link is replayed', async () => {
    const { email, userId } = await signUpAndSignIn(t);
    const link = (await lastMailTo(t, email)).links.find((l) => l.includes('verify-email'))!;
    await t.request(localPath(link));
    await t.request(localPath(link));
    await Promise.all([t.container.credits.grantSignupCredits(userId), t.container.credits.grantSignupCredits(userId)]);
    const rows = await t.container.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 10, reason: 'signup_grant', balanceAfter: 10 });
    expect(await t.container.credits.balance(userId)).toBe(10);
  });

  it('refuses an email that is already registered', async () => {
    const { email } = await signUpAndSignIn(t);
    const again = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Other', email, password: 'another1' },
    });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { code: string }).code).toMatch(/USER_ALREADY_EXISTS/);
  });

  itOnPgliteOnly('refuses a password under 6 characters and a missing name', async () => {
    const short = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Short', email: uniqueEmail(), password: '12345' },
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { code: string }).code).toBe('PASSWORD_TOO_SHORT');
    const noName = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: uniqueEmail(), password: '123456' },
    });
    expect(noName.status).toBe(400);
  });

  itOnPgliteOnly('resends the confirmation email', async () => {
    const email = uniqueEmail('resend');
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'R', email, password: 'secret1' } });
    const before = ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === email).length;
    const resend = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      json: { email, callbackURL: '/email-confirmation' },
    });
    expect(resend.status).toBe(200);
    const after = ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === email).length;
    expect(after).toBe(before + 1);
  });
});

describe('sign-in, sign-out and sessions', () => {
  itOnPgliteOnly('answers a wrong password with INVALID_EMAIL_OR_PASSWORD', async () => {
    const { email } = await signUpAndSignIn(t);
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'wrong-pass' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  itOnPgliteOnly('signs out', async () => {
    const { cookie } = await signUpAndSignIn(t);
    expect((await me(cookie)).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('treats an expired session as signed out', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    expect((await me(cookie)).status).toBe(200);
    await t.container.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.userId, userId));
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Entre na sua conta para continuar.' } });
  });

  itOnPgliteOnly('treats a forged session cookie as signed out', async () => {
    const res = await me('better-auth.session_token=forged.value');
    expect(res.status).toBe(401);
  });
});

describe('password reset', () => {
  it('sends a link to /reset-password on the app origin and changes the password', async () => {
    const { email, cookie } = await signUpAndSignIn(t, { password: 'old-secret' });
    const req = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      lang: 'de',
      json: { email, redirectTo: '/reset-password' },
    });
    expect(req.status).toBe(200);
    const mail = await lastMailTo(t, email);
    expect(mail.subject).toBe('Setze dein Vitrine-Passwort zurück');
    const link = mail.links.find((l) => l.includes('reset-password'))!;
    expect(new URL(link).origin).toBe('http://localhost:3000');
    const landing = await t.request(localPath(link));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'new-secret', token } });
    expect(reset.status).toBe(200);
    // Existing sessions are revoked on reset.
    expect((await me(cookie)).status).toBe(401);
    const oldPw = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'old-secret' } });
    expect(oldPw.status).toBe(401);
    const newPw = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'new-secret' } });
    expect(newPw.status).toBe(200);
    // A used token cannot be replayed.
    const replay = await t.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'third-secret', token } });
    expect(replay.status).toBe(400);
  });

  itOnPgliteOnly('answers an unknown email like a known one (no account enumeration)', async () => {
    const res = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: uniqueEmail('nobody'), redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
  });
});

describe('me', () => {
  itOnPgliteOnly('answers 401 in the request language when signed out', async () => {
    const res = await t.request('/api/v1/me', { lang: 'es-ES,es;q=0.9' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Inicia sesión para continuar.' } });
  });

  itOnPgliteOnly('reads Free with 0 credits when the subscriber row is missing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await t.container.database.db.delete(subscribers).where(eq(subscribers.userId, userId));
    const body = (await (await me(cookie)).json()) as { tier: string; creditsBalance: number };
    expect(body).toMatchObject({ tier: 'Free', creditsBalance: 0 });
  });
});
