/**
 * Credit figures and email confirmation over HTTP.
 * - One source for credit figures: the dashboard's stats card (GET /me/stats) and the billing tab
 *   (GET /billing) show the same balance, the same credits used and the same total, for the reported
 *   case: 8 credits spent on Free, then an upgrade to Plus and 11 more spent (the dashboard used to
 *   say '19 of 210 credits used' while billing said '11 of 200').
 * - Every sign-up confirmation link, including the one re-sent at sign-in, lands on the app root
 *   marked to say the email is confirmed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, subscribers } from '../../src/server/db/schema';
import type { BillingSummary } from '../../src/shared/contracts/billing';
import type { UserStats } from '../../src/shared/contracts/me';
import { EMAIL_CONFIRMED_CALLBACK } from '../../src/shared/auth-links';
import { withConfirmationLanding } from '../../src/server/auth/confirmation-landing';
import { createTestApp, lastMailTo, localPath, signUpAndSignIn, type TestApp, uniqueEmail } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function figures(cookie: string) {
  const stats = (await (await t.request('/api/v1/me/stats?tz=UTC', { cookie })).json()) as UserStats;
  const billing = (await (await t.request('/api/v1/billing', { cookie })).json()) as BillingSummary;
  return { stats, billing };
}

function spend(userId: string, amount: number, key: string) {
  return t.container.credits.apply({ userId, amount: -amount, reason: 'generation_reserve', idempotencyKey: key, reference: key });
}

describe('credit figures', () => {
  it('the stats card and the billing display agree before and after an upgrade', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await spend(userId, 8, `free-${userId}`);
    // Signed up two minutes and spent one minute before the upgrade (payment periods start on
    // whole seconds, as Stripe's do, so the same second would be ambiguous).
    await t.container.database.db.update(subscribers).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(subscribers.userId, userId));
    await t.container.database.db
      .update(creditTransactions)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(creditTransactions.idempotencyKey, `free-${userId}`));
    let { stats, billing } = await figures(cookie);
    expect(stats).toMatchObject({ creditsBalance: 2, creditsUsed: 8, totalCredits: 10 });
    expect([stats.creditsBalance, stats.creditsUsed, stats.totalCredits]).toEqual([billing.remaining, billing.usedThisPeriod, billing.monthlyAllowance]);

    const checkout = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Plus', period: 'month' } });
    const sessionId = new URL(((await checkout.json()) as { url: string }).url, 'http://localhost:3000').pathname.split('/').pop();
    expect((await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie })).status).toBe(200);
    await spend(userId, 11, `plus-${userId}`);

    ({ stats, billing } = await figures(cookie));
    expect(billing).toMatchObject({ tier: 'Plus', remaining: 191, usedThisPeriod: 11, monthlyAllowance: 200 });
    expect(stats).toMatchObject({ creditsBalance: 191, creditsUsed: 11, totalCredits: 200 });
  });
});

describe('confirmation links', () => {
  /** The confirmation link of the newest email to `email`. */
  async function link(email: string): Promise<URL> {
    const mail = await lastMailTo(t, email);
    const found = mail.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(found).toBeDefined();
    return new URL(found!);
  }

  it('land on the marked app root: from sign-up, with or without a callback, and when re-sent at sign-in', async () => {
    const email = uniqueEmail('confirm');
    // Sign-up as the web app sends it, and as a client sending no callback.
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Con Firm', email, password: 'secret123', callbackURL: EMAIL_CONFIRMED_CALLBACK } });
    expect((await link(email)).searchParams.get('callbackURL')).toBe('/?emailConfirmed=1');
    const other = uniqueEmail('confirm-bare');
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'Bare', email: other, password: 'secret123' } });
    expect((await link(other)).searchParams.get('callbackURL')).toBe('/?emailConfirmed=1');

    // Signing in before confirming sends the link again (better-auth's sendOnSignIn, no callback).
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'secret123' } });
    expect(signIn.status).toBe(403);
    const resent = await link(email);
    expect(resent.searchParams.get('callbackURL')).toBe('/?emailConfirmed=1');
    const verify = await t.request(localPath(resent.href));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/?emailConfirmed=1');

    // A used or broken token comes back to the same page with better-auth's error.
    const broken = new URL(resent.href);
    broken.searchParams.set('token', 'not-a-token');
    const failed = await t.request(localPath(broken.href));
    expect(failed.headers.get('location')).toMatch(/^\/\?emailConfirmed=1&error=/);
  });

  it('keep a page a client chose on purpose', () => {
    const base = 'http://localhost:3000/api/auth/verify-email?token=abc';
    expect(withConfirmationLanding(`${base}&callbackURL=%2F`)).toBe(`${base}&callbackURL=%2F%3FemailConfirmed%3D1`);
    expect(withConfirmationLanding(base)).toBe(`${base}&callbackURL=%2F%3FemailConfirmed%3D1`);
    expect(withConfirmationLanding(`${base}&callbackURL=%2Femail-confirmation`)).toBe(`${base}&callbackURL=%2Femail-confirmation`);
  });
});
