/**
 * Free trials over HTTP on a real database:
 *   - a new account may start one: the plan's rules and its trial credits at once, an email with
 *     the end date, and the billing display says when it ends;
 *   - a second trial, a plan without one, and a trial for an address that had one in a deleted
 *     account are refused on the server with translated messages;
 *   - the sweep reminds the day before, then ends it unpaid: back on Free, the unspent trial credits
 *     taken back (the trial's credits less what was spent since), an email; a second sweep does
 *     nothing; a trial followed by a paid subscription ends 'converted' with nothing taken back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers, trials, user as userTable } from '../../src/server/db/schema';
import { TRIAL_DAYS } from '../../src/shared/plans';
import { createTestApp, signUpAndSignIn, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Billing = { tier: string; remaining: number; trialAvailable: boolean; trial: { tier: string; credits: number; endsAt: string; active: boolean; outcome: string | null } | null };
const billing = async (cookie: string) => (await (await t.request('/api/v1/billing', { cookie })).json()) as Billing;
const start = (cookie: string, plan: string, lang = 'en') => t.request('/api/v1/billing/trial', { method: 'POST', cookie, lang, json: { plan } });
const mails = async (to: string) => ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === to);

describe('free trials', () => {
  it('starts once per account: the plan and its credits at once, an email, and the end date shown', async () => {
    const { cookie, email } = await signUpAndSignIn(t);
    const before = await billing(cookie);
    expect(before).toMatchObject({ tier: 'Free', remaining: 10, trialAvailable: true, trial: null });

    const started = Date.now();
    const res = await start(cookie, 'Plus');
    expect(res.status).toBe(201);
    const trial = (await res.json()) as { tier: string; credits: number; endsAt: string; active: boolean };
    expect(trial).toMatchObject({ tier: 'Plus', credits: 50, active: true });
    expect(Math.abs(new Date(trial.endsAt).getTime() - (started + TRIAL_DAYS * 86_400_000))).toBeLessThan(60_000);

    const me = (await (await t.request('/api/v1/me', { cookie })).json()) as { tier: string; creditsBalance: number };
    expect(me).toMatchObject({ tier: 'Plus', creditsBalance: 60 });
    expect(await billing(cookie)).toMatchObject({ tier: 'Plus', trialAvailable: false, trial: { tier: 'Plus', credits: 50, active: true, outcome: null } });
    const history = (await (await t.request('/api/v1/credits/transactions', { cookie })).json()) as { items: { reason: string; amount: number }[] };
    expect(history.items[0]).toMatchObject({ reason: 'trial_grant', amount: 50 });
    // In the language the account saved at sign-up (Portuguese, the default).
    const [mail] = await mails(email);
    expect(mail!.subject).toBe('Seu teste do Plus começou');
    expect(mail!.text).toContain('50 créditos de teste');

    const again = await start(cookie, 'Pro', 'pt');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'trial_used', message: 'Você já usou um teste grátis. Cada conta e endereço de e-mail tem direito a um.' } });
  });

  it('refuses a plan without a trial, a wrong plan, signed-out visitors, and an address whose deleted account had one', async () => {
    const { cookie, email, userId } = await signUpAndSignIn(t);
    const founders = await start(cookie, 'Founders', 'de');
    expect(founders.status).toBe(409);
    expect(await founders.json()).toMatchObject({ error: { code: 'trial_unavailable', message: 'Dieser Tarif hat keine kostenlose Testphase, oder auf deinem Konto ist bereits ein Tarif aktiv.' } });
    expect((await start(cookie, 'Free')).status).toBe(422);
    expect((await t.request('/api/v1/billing/trial', { method: 'POST', json: { plan: 'Plus' } })).status).toBe(401);

    expect((await start(cookie, 'Starter')).status).toBe(201);
    // The account goes; its trial stays, kept by the address's hash only.
    await t.container.database.db.delete(userTable).where(eq(userTable.id, userId));
    const [kept] = await t.container.database.db.select().from(trials).where(eq(trials.tier, 'Starter'));
    expect(kept).toMatchObject({ userId: null });
    expect(kept!.emailHash).not.toContain('@');
    const again = await signUpAndSignIn(t, { email });
    expect(await billing(again.cookie)).toMatchObject({ trialAvailable: false, trial: null });
    const refused = await start(again.cookie, 'Plus');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('trial_used');
  });

  it('reminds the day before, then ends unpaid: back on Free, unspent trial credits taken back, once', async () => {
    const { cookie, email, userId } = await signUpAndSignIn(t);
    expect((await start(cookie, 'Pro')).status).toBe(201);
    // 100 trial credits on top of 10; 30 spent during the trial.
    await t.container.credits.apply({ userId, amount: -30, reason: 'generation_reserve', reference: 'g-1', idempotencyKey: `test-spend:${userId}` });
    const [trial] = await t.container.database.db.select().from(trials).where(eq(trials.userId, userId));

    const early = await t.container.trials.sweep(new Date(trial!.endsAt.getTime() - 2 * 86_400_000));
    expect(early.reminded).toBe(0);
    await t.container.trials.sweep(new Date(trial!.endsAt.getTime() - 12 * 3_600_000));
    await t.container.trials.sweep(new Date(trial!.endsAt.getTime() - 11 * 3_600_000));
    const reminders = (await mails(email)).filter((m) => m.subject === 'Seu teste do Pro termina amanhã');
    expect(reminders).toHaveLength(1);
    expect((await billing(cookie)).tier).toBe('Pro');

    const end = await t.container.trials.sweep(new Date(trial!.endsAt.getTime() + 1000));
    expect(end.ended).toBeGreaterThanOrEqual(1);
    const after = await billing(cookie);
    // 110 - 30 spent = 80; 100 - 30 = 70 unspent trial credits go back; the 10 of Free stay.
    expect(after).toMatchObject({ tier: 'Free', remaining: 10, trial: { active: false, outcome: 'expired' }, trialAvailable: false });
    const history = (await (await t.request('/api/v1/credits/transactions', { cookie })).json()) as { items: { reason: string; amount: number }[] };
    expect(history.items[0]).toMatchObject({ reason: 'trial_expiry', amount: -70 });
    const ended = (await mails(email)).find((m) => m.subject === 'Seu teste do Pro terminou');
    expect(ended!.text).toContain('70 créditos de teste que você não usou foram retirados.');
    const [sub] = await t.container.database.db.select().from(subscribers).where(eq(subscribers.userId, userId));
    expect(sub).toMatchObject({ trialTier: null, trialEndsAt: null, creditsBalance: 10 });

    const twice = await t.container.trials.sweep(new Date(trial!.endsAt.getTime() + 60_000));
    expect(twice.ended).toBe(0);
    expect((await billing(cookie)).remaining).toBe(10);
  });

  it('ends converted, taking nothing back, when a paid subscription followed', async () => {
    const { cookie, email, userId } = await signUpAndSignIn(t, { email: uniqueEmail('convert') });
    expect((await start(cookie, 'Plus')).status).toBe(201);
    await t.container.database.db.update(subscribers).set({ subscribed: true, subscriptionTier: 'Plus', subscriptionStatus: 'active' }).where(eq(subscribers.userId, userId));
    const [trial] = await t.container.database.db.select().from(trials).where(eq(trials.userId, userId));
    await t.container.trials.sweep(new Date(trial!.endsAt.getTime() + 1000));
    const [row] = await t.container.database.db.select().from(trials).where(eq(trials.userId, userId));
    expect(row).toMatchObject({ outcome: 'converted', creditsTakenBack: 0 });
    expect((await (await t.request('/api/v1/me', { cookie })).json()) as { creditsBalance: number }).toMatchObject({ creditsBalance: 60 });
    expect((await mails(email)).some((m) => m.subject.includes('terminou'))).toBe(false);
  });
});
