/**
 * Marketing broadcasts through the public HTTP routes and the real job worker: only opted-in,
 * confirmed users get one, in their language, with the RFC 8058 one-click unsubscribe; preview,
 * the test to oneself before sending, edits needing a new test; bounces and complaints reported by
 * the mail provider (Standard Webhooks signatures) stop further broadcasts; a run interrupted
 * mid-way and started again, or two runs at once, send no one a duplicate.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast } from '../../src/shared/contracts/broadcasts';
import { adminAuditLog, broadcastDeliveries, broadcasts as broadcastsTable } from '../../src/server/db/schema';
import type { Mailer, MailMessage } from '../../src/server/providers/mail';
import { createBroadcastsService } from '../../src/server/services/broadcasts';
import { createTestApp, localPath, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

const MAIL_SECRET = `whsec_${Buffer.from('mail-events-secret-for-tests-0123').toString('base64')}`;
let t: TestApp;
let admin: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ BROADCAST_RATE_PER_SECOND: '1000', MAIL_EVENTS_SECRET: MAIL_SECRET }, { worker: true });
  admin = await signUpAndSignIn(t, { name: 'Ada Admin' });
  await t.container.adminUsers.promote(admin.email);
});
afterAll(async () => {
  await t?.close();
});

async function member(language: string, toggles: Record<string, boolean>) {
  const user = await signUpAndSignIn(t, { name: `Member ${language}` });
  expect((await t.request('/api/v1/me/preferences', { method: 'PUT', cookie: user.cookie, json: { language } })).status).toBe(200);
  expect((await t.request('/api/v1/me/notifications', { method: 'PUT', cookie: user.cookie, json: toggles })).status).toBe(200);
  return user;
}

const mails = async () => (await t.container.mailer.list?.()) ?? [];
const mailsTo = async (to: string) => (await mails()).filter((m) => m.to === to);

const content = {
  pt: { subject: 'Novidades de novembro', body: 'Olá!\n\nAgora há fundos de estúdio novos.', button: { label: 'Ver novidades', url: 'https://vitrine.example/novidades' } },
  de: { subject: 'Neu im November', body: 'Hallo!\n\nEs gibt neue Studiohintergründe.' },
  en: { subject: 'New in November', body: 'Hello!\n\nThere are new studio backgrounds.' },
};

async function bounce(type: 'email.bounced' | 'email.complained', to: string, options: { secret?: string } = {}) {
  const payload = JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: { email_id: 'b5b0f0b8-2a6e-4f4f-9f1c-3d7a9c1b2e11', from: 'Vitrine <hello@vitrine.example>', to: [to], subject: 'x', ...(type === 'email.bounced' ? { bounce: { type: 'Permanent', subType: 'General', message: 'mailbox does not exist' } } : {}) },
  });
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  const now = new Date();
  const signature = new Webhook(options.secret ?? MAIL_SECRET).sign(id, now, payload);
  // Resend sends the Svix names of the Standard Webhooks headers.
  return t.request('/api/webhooks/mail', { method: 'POST', headers: { 'content-type': 'application/json', 'svix-id': id, 'svix-timestamp': String(Math.floor(now.getTime() / 1000)), 'svix-signature': signature }, body: payload });
}

describe('a broadcast', () => {
  it('goes only to opted-in users, in their language, after a test of its latest edit, with one-click unsubscribe', async () => {
    const pt = await member('pt', { marketing: true });
    const de = await member('de', { marketing: true });
    const fr = await member('fr', { marketing: true });
    const optedOut = await member('en', { marketing: false, newFeatures: true });
    const bounced = await member('en', { marketing: true });
    expect((await bounce('email.bounced', bounced.email.toUpperCase())).status).toBe(200);

    const bad = await t.request('/api/v1/admin/broadcasts', { method: 'POST', cookie: admin.cookie, json: { category: 'marketing', content: { de: { subject: 'x', body: 'a\u0000b' } } } });
    expect(bad.status).toBe(400);
    const noLanguage = await t.request('/api/v1/admin/broadcasts', { method: 'POST', cookie: admin.cookie, json: { category: 'marketing', content: {} } });
    expect(noLanguage.status).toBe(422);
    const js = await t.request('/api/v1/admin/broadcasts', { method: 'POST', cookie: admin.cookie, json: { category: 'marketing', content: { en: { ...content.en, button: { label: 'Go', url: 'javascript:alert(1)' } } } } });
    expect(js.status).toBe(422);
    const forbidden = await t.request('/api/v1/admin/broadcasts', { method: 'POST', cookie: pt.cookie, json: { category: 'marketing', content } });
    expect(forbidden.status).toBe(403);

    const created = await t.request('/api/v1/admin/broadcasts', { method: 'POST', cookie: admin.cookie, json: { category: 'marketing', content } });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as Broadcast;
    expect(draft).toMatchObject({ status: 'draft', testedAt: null, progress: null });

    const detailRes = await t.request(`/api/v1/admin/broadcasts/${draft.id}`, { cookie: admin.cookie });
    expect(detailRes.status).toBe(200);
    const detail = (await detailRes.json()) as { audience: { total: number; byLanguage: Record<string, number>; withoutLanguage: number; suppressed: number } };
    // This file's users only: other files run on other databases.
    expect(detail.audience).toEqual({ total: 2, byLanguage: { pt: 1, de: 1 }, withoutLanguage: 1, suppressed: 1 });

    const preview = await t.request(`/api/v1/admin/broadcasts/${draft.id}/preview?language=pt`, { cookie: admin.cookie });
    const email = (await preview.json()) as { subject: string; html: string; text: string; headers: Record<string, string> };
    expect(email.subject).toBe('Novidades de novembro');
    expect(email.text).toContain('Agora há fundos de estúdio novos.');
    expect(email.html).toContain('https://vitrine.example/novidades');
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await t.request(`/api/v1/admin/broadcasts/${draft.id}/preview?language=fr`, { cookie: admin.cookie })).status).toBe(404);

    const untested = await t.request(`/api/v1/admin/broadcasts/${draft.id}/send`, { method: 'POST', cookie: admin.cookie });
    expect(untested.status).toBe(409);
    expect(await untested.json()).toMatchObject({ error: { code: 'broadcast_untested' } });
    expect((await t.request(`/api/v1/admin/broadcasts/${draft.id}/test`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    const tests = (await mailsTo(admin.email)).filter((m) => m.subject.startsWith('[Test'));
    expect(tests.map((m) => m.subject).sort()).toEqual(['[Test · DE] Neu im November', '[Test · EN] New in November', '[Test · PT] Novidades de novembro']);

    // An edit needs a new test.
    const edited = { ...content, de: { ...content.de, subject: 'Neu bei Vitrine im November' } };
    expect((await t.request(`/api/v1/admin/broadcasts/${draft.id}`, { method: 'PUT', cookie: admin.cookie, json: { category: 'marketing', content: edited } })).status).toBe(200);
    expect((await t.request(`/api/v1/admin/broadcasts/${draft.id}/send`, { method: 'POST', cookie: admin.cookie })).status).toBe(409);
    expect((await t.request(`/api/v1/admin/broadcasts/${draft.id}/test`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    const sent = await t.request(`/api/v1/admin/broadcasts/${draft.id}/send`, { method: 'POST', cookie: admin.cookie });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'sending', progress: { recipients: 2 } });
    expect((await t.request(`/api/v1/admin/broadcasts/${draft.id}`, { method: 'PUT', cookie: admin.cookie, json: { category: 'marketing', content } })).status).toBe(409);

    const done = await until('the broadcast sent', async () => {
      const b = ((await (await t.request(`/api/v1/admin/broadcasts/${draft.id}`, { cookie: admin.cookie })).json()) as { broadcast: Broadcast }).broadcast;
      return b.status === 'sent' ? b : undefined;
    }, 60_000);
    expect(done.progress).toEqual({ recipients: 2, pending: 0, sent: 2, failed: 0, skipped: 0 });

    const toPt = (await mailsTo(pt.email)).filter((m) => m.subject === 'Novidades de novembro');
    const toDe = (await mailsTo(de.email)).filter((m) => m.subject === 'Neu bei Vitrine im November');
    expect(toPt).toHaveLength(1);
    expect(toDe).toHaveLength(1);
    for (const user of [fr, optedOut, bounced]) expect((await mailsTo(user.email)).some((m) => /November|novembro/.test(m.subject))).toBe(false);
    const headers = toDe[0]!.headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!;
    expect(toDe[0]!.text).toContain('/account?tab=notifications');

    // The mail client's one-click POST turns marketing off without signing in.
    const unsubscribe = await t.request(localPath(oneClick), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(unsubscribe.status).toBe(204);
    const toggles = (await (await t.request('/api/v1/me/notifications', { cookie: de.cookie })).json()) as { marketing: boolean };
    expect(toggles.marketing).toBe(false);

    const audit = await t.container.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, draft.id), eq(adminAuditLog.action, 'broadcast.send')));
    expect(audit[0]?.after).toMatchObject({ recipients: 2, category: 'marketing' });
  });

  it('refuses unsigned mail events, and a complaint marks the address too', async () => {
    const user = await member('en', { promotions: true });
    expect((await bounce('email.complained', user.email, { secret: `whsec_${Buffer.from('another-secret-another-secret-00').toString('base64')}` })).status).toBe(400);
    const ok = await bounce('email.complained', user.email);
    expect(await ok.json()).toEqual({ received: true, type: 'email.complained', suppressed: 1 });
    const created = (await (await t.request('/api/v1/admin/broadcasts', { method: 'POST', cookie: admin.cookie, json: { category: 'promotions', content: { en: content.en } } })).json()) as Broadcast;
    const detail = (await (await t.request(`/api/v1/admin/broadcasts/${created.id}`, { cookie: admin.cookie })).json()) as { audience: { total: number; suppressed: number } };
    expect(detail.audience).toMatchObject({ total: 0, suppressed: 1 });
    await t.request(`/api/v1/admin/broadcasts/${created.id}/test`, { method: 'POST', cookie: admin.cookie });
    const none = await t.request(`/api/v1/admin/broadcasts/${created.id}/send`, { method: 'POST', cookie: admin.cookie });
    expect(await none.json()).toMatchObject({ error: { code: 'broadcast_no_recipients' } });
  });
});

describe('sending at most once', () => {
  it('a run interrupted mid-way and started again, and two runs at once, send no one twice', async () => {
    const db = t.container.database.db;
    const count = 300;
    const run = `r${Date.now().toString(36)}`;
    await db.execute(sql`insert into "user" (id, name, email, email_verified) select ${run} || '-' || g, 'Reader ' || g, ${run} || '-' || g || '@example.com', true from generate_series(1, ${count}) g`);
    await db.execute(sql`insert into notification_settings (user_id, new_features) select ${run} || '-' || g, true from generate_series(1, ${count}) g`);
    await db.execute(sql`insert into user_preferences (user_id, language) select ${run} || '-' || g, 'en' from generate_series(1, ${count}) g on conflict do nothing`);
    const [row] = await db.insert(broadcastsTable).values({ category: 'newFeatures', content: { en: content.en }, createdBy: 'admin', status: 'draft', testedAt: new Date(Date.now() + 1000) }).returning();

    const sentTo: string[] = [];
    let hang = false;
    const mailer: Mailer = {
      kind: 'outbox',
      async send(message: MailMessage) {
        if (hang) return new Promise<void>(() => undefined);
        sentTo.push(message.to);
      },
    };
    const jobs = { enqueue: async () => undefined };
    const service = createBroadcastsService({ db, mailer, jobs, logger: t.container.logger, secret: 'test', publicUrl: 'http://localhost:3000', ratePerSecond: 50, sleep: async () => undefined });
    const started = await service.start({ id: 'admin', email: 'admin@example.com' }, row!.id);
    // This file's earlier users who opted in to new features are recipients too.
    const total = started.progress!.recipients;
    expect(total).toBeGreaterThanOrEqual(count);

    // First run: the process dies while the 101st email is being handed to the mail server.
    const mailerOf = mailer.send.bind(mailer);
    let calls = 0;
    mailer.send = async (m) => {
      calls += 1;
      if (calls === 101) hang = true;
      return mailerOf(m);
    };
    void service.run(row!.id, 60);
    await until('the 101st email', () => (hang ? true : undefined), 30_000, 20);
    expect(sentTo).toHaveLength(100);
    // The crash's row stays 'sending'; once its lease has passed, the next run fails it rather than resend.
    await db.update(broadcastDeliveries).set({ claimedAt: new Date(Date.now() - 10 * 60_000) }).where(and(eq(broadcastDeliveries.broadcastId, row!.id), eq(broadcastDeliveries.status, 'sending')));

    hang = false;
    mailer.send = mailerOf;
    const [a, b] = await Promise.all([service.run(row!.id, 60), service.run(row!.id, 60)]);
    expect(a.interrupted + b.interrupted).toBe(1);
    expect(a.sent + b.sent).toBe(total - 101);
    expect(new Set(sentTo).size).toBe(sentTo.length);
    expect(sentTo).toHaveLength(total - 1);
    const [final] = await db.select().from(broadcastsTable).where(eq(broadcastsTable.id, row!.id));
    expect(final!.status).toBe('sent');
    const failed = await db.select().from(broadcastDeliveries).where(and(eq(broadcastDeliveries.broadcastId, row!.id), eq(broadcastDeliveries.status, 'failed')));
    expect(failed.map((f) => f.error)).toEqual(['interrupted']);
  });
});
