/**
 * The money-back guarantee in test mode, through the public HTTP routes: a new subscriber asks
 * within the window, an admin approves (the payment refunded, the subscription ended, the unspent
 * allowance taken back, emails, audit log) or declines; refusals outside the window, without a
 * payment, twice, and for non-admins.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefundsPage, MoneyBackStatus, RefundRequestView } from '../../src/shared/contracts/money-back';
import { adminAuditLog, billingEvents, creditTransactions, testSubscriptions } from '../../src/server/db/schema';
import { createTestApp, lastMailTo, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@vitrine.example' });
  const signed = await signUpAndSignIn(t, { name: 'Ada Admin' });
  await t.container.adminUsers.promote(signed.email);
  admin = signed;
});
afterAll(async () => {
  await t?.close();
});

/** Subscribes a new user to `plan` through the test-mode checkout. */
async function subscriber(plan = 'Plus') {
  const user = await signUpAndSignIn(t, { name: 'Rita Seller' });
  const res = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie: user.cookie, json: { plan, period: 'month' } });
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split('/').pop()!;
  expect((await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie: user.cookie })).status).toBe(200);
  return user;
}

async function status(cookie: string): Promise<MoneyBackStatus> {
  const res = await t.request('/api/v1/billing/money-back', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as MoneyBackStatus;
}

async function me(cookie: string) {
  const res = await t.request('/api/v1/me', { cookie });
  return (await res.json()) as { tier: string; subscribed: boolean; creditsBalance: number };
}

async function ask(cookie: string, message?: string) {
  return t.request('/api/v1/billing/money-back', { method: 'POST', cookie, json: message === undefined ? {} : { message } });
}

/** Spends credits as a generation would (a reservation in the ledger). */
async function spend(userId: string, amount: number) {
  await t.container.credits.apply({ userId, amount: -amount, reason: 'generation_reserve', reference: 'test', idempotencyKey: `spend:${userId}:${amount}:${Math.random()}` });
}

describe('asking for the money back', () => {
  it('is open to a new subscriber until 14 days after the first payment, and says so', async () => {
    const user = await subscriber('Plus');
    const s = await status(user.cookie);
    expect(s).toMatchObject({ windowDays: 14, canRequest: true, blocker: null, request: null, firstPayment: { tier: 'Plus', amountMinor: 4900, currency: 'eur' } });
    const paidAt = new Date(s.firstPayment!.paidAt).getTime();
    expect(Math.abs(paidAt - Date.now())).toBeLessThan(60_000);
    expect(new Date(s.deadline!).getTime() - paidAt).toBe(14 * 86_400_000);
  });

  it('is refused without a payment: Free users and trials', async () => {
    const free = await signUpAndSignIn(t);
    expect(await status(free.cookie)).toMatchObject({ canRequest: false, blocker: 'no_payment', firstPayment: null, deadline: null });
    const res = await ask(free.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'refund_unavailable' } });

    const trial = await signUpAndSignIn(t);
    expect((await t.request('/api/v1/billing/trial', { method: 'POST', cookie: trial.cookie, json: { plan: 'Pro' } })).status).toBe(201);
    expect((await ask(trial.cookie)).status).toBe(409);
  });

  it('is refused after the window, with a translated message naming the 14 days', async () => {
    const user = await subscriber('Starter');
    const db = t.container.database.db;
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000);
    await db.update(billingEvents).set({ eventCreatedAt: fifteenDaysAgo }).where(and(eq(billingEvents.userId, user.userId), eq(billingEvents.type, 'invoice.paid')));
    expect(await status(user.cookie)).toMatchObject({ canRequest: false, blocker: 'window_closed' });
    const res = await t.request('/api/v1/billing/money-back', { method: 'POST', cookie: user.cookie, json: {}, headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('refund_window_closed');
    expect(error.message).toContain('14 Tage');
  });

  it('refuses bad notes and a second request, and tells support and the user', async () => {
    const user = await subscriber('Plus');
    // NUL bytes are refused before validation, as everywhere (400); an overlong note fails validation (422).
    expect((await ask(user.cookie, 'a\u0000b')).status).toBe(400);
    expect((await ask(user.cookie, 'x'.repeat(1001))).status).toBe(422);
    const first = await ask(user.cookie, 'The backgrounds do not suit my ceramics.');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: 'pending', tier: 'Plus', amountMinor: 4900, currency: 'eur', decidedAt: null });
    const second = await ask(user.cookie);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { code: 'refund_requested' } });
    expect(await status(user.cookie)).toMatchObject({ canRequest: false, blocker: 'requested', request: { status: 'pending' } });

    const inbox = await lastMailTo(t, 'help@vitrine.example');
    expect(inbox.subject).toBe(`Money-back request from ${user.email}`);
    expect(inbox.text).toContain('The backgrounds do not suit my ceramics.');
    const ack = await lastMailTo(t, user.email);
    expect(ack.subject).toMatch(/reembolso/);
  });
});

describe('an admin decides', () => {
  it('approval refunds, ends the plan, takes back only the unspent allowance, emails the user and is audited', async () => {
    const user = await subscriber('Plus');
    expect(await me(user.cookie)).toMatchObject({ tier: 'Plus', creditsBalance: 210 });
    await spend(user.userId, 50);
    const request = (await (await ask(user.cookie)).json()) as RefundRequestView;

    const forbidden = await t.request(`/api/v1/admin/refunds/${request.id}/approve`, { method: 'POST', cookie: user.cookie, json: { reason: 'Within the window' } });
    expect(forbidden.status).toBe(403);

    const list = (await (await t.request('/api/v1/admin/refunds', { cookie: admin.cookie })).json()) as AdminRefundsPage;
    expect(list.pending).toBeGreaterThanOrEqual(1);
    const item = list.items.find((i) => i.id === request.id)!;
    expect(item).toMatchObject({ status: 'pending', userEmail: user.email, userName: 'Rita Seller', amountMinor: 4900 });
    expect(item.invoiceId).toMatch(/^in_test/);
    expect(list.items.findIndex((i) => i.status !== 'pending')).not.toBe(0);

    const res = await t.request(`/api/v1/admin/refunds/${request.id}/approve`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Within the window' } });
    expect(res.status).toBe(200);
    // Plus grants 200 on payment; 50 were spent since: 150 of the allowance go back; the 10 Free credits stay.
    expect(await res.json()).toMatchObject({ status: 'approved', creditsTakenBack: 150 });
    expect(await me(user.cookie)).toMatchObject({ tier: 'Free', subscribed: false, creditsBalance: 10 });

    const db = t.container.database.db;
    const [sub] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.userId, user.userId));
    expect(sub!.status).toBe('canceled');
    const ledger = await db.select().from(creditTransactions).where(and(eq(creditTransactions.userId, user.userId), eq(creditTransactions.reason, 'money_back')));
    expect(ledger.map((r) => r.amount)).toEqual([-150]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, user.userId));
    expect(audit.map((a) => a.action).sort()).toEqual(['refund.approve', 'refund.request']);
    const approved = audit.find((a) => a.action === 'refund.approve')!;
    expect(approved).toMatchObject({ actorEmail: admin.email, reason: 'Within the window' });
    expect(approved.after).toMatchObject({ status: 'approved', amountMinor: 4900, currency: 'eur', creditsTakenBack: 150 });
    expect(String(approved.after!.refundId)).toMatch(/^re_test_/);

    const mail = await lastMailTo(t, user.email);
    expect(mail.subject).toContain('49,00');
    expect(mail.text).toContain('150');

    // Decided once: a second approval, a decline or a new request are refused.
    expect((await t.request(`/api/v1/admin/refunds/${request.id}/approve`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Again' } })).status).toBe(409);
    expect((await t.request(`/api/v1/admin/refunds/${request.id}/decline`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Again' } })).status).toBe(409);
    expect((await ask(user.cookie)).status).toBe(409);
    expect(await status(user.cookie)).toMatchObject({ blocker: 'requested', request: { status: 'approved', creditsTakenBack: 150 } });
  });

  it('takes back nothing when the allowance was spent, and never more than the balance', async () => {
    const user = await subscriber('Starter');
    await spend(user.userId, 85);
    const request = (await (await ask(user.cookie)).json()) as RefundRequestView;
    const res = await t.request(`/api/v1/admin/refunds/${request.id}/approve`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Promise kept' } });
    expect(await res.json()).toMatchObject({ status: 'approved', creditsTakenBack: 0 });
    expect(await me(user.cookie)).toMatchObject({ tier: 'Free', creditsBalance: 5 });
  });

  it('a decline keeps the plan, emails the user, is audited, and lets them ask again inside the window', async () => {
    const user = await subscriber('Plus');
    const request = (await (await ask(user.cookie)).json()) as RefundRequestView;
    const short = await t.request(`/api/v1/admin/refunds/${request.id}/decline`, { method: 'POST', cookie: admin.cookie, json: { reason: 'x' } });
    expect(short.status).toBe(422);
    const res = await t.request(`/api/v1/admin/refunds/${request.id}/decline`, { method: 'POST', cookie: admin.cookie, json: { reason: 'Asked by mistake, confirmed by email' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'declined' });
    expect(await me(user.cookie)).toMatchObject({ tier: 'Plus', creditsBalance: 210 });
    expect((await lastMailTo(t, user.email)).subject).toBe('Sobre o seu pedido de reembolso');
    const audit = await t.container.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, user.userId), eq(adminAuditLog.action, 'refund.decline')));
    expect(audit).toHaveLength(1);
    expect(await status(user.cookie)).toMatchObject({ canRequest: true, request: { status: 'declined' } });
    expect((await ask(user.cookie)).status).toBe(201);
  });

  it('answers 404 for an unknown request', async () => {
    const res = await t.request('/api/v1/admin/refunds/00000000-0000-4000-8000-000000000000/approve', { method: 'POST', cookie: admin.cookie, json: { reason: 'Nothing' } });
    expect(res.status).toBe(404);
  });
});
