/**
 * Help and support: the contact form creates a ticket, the user gets an
 * acknowledgement in their language, SUPPORT_EMAIL gets the ticket with the user as Reply-To, and
 * the user lists only their own tickets with their status. Each ticket has a thread: support's
 * replies and the user's follow-ups, readable by the owner only; a follow-up reopens an answered
 * ticket and a closed ticket takes no more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAndSignIn>>;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@vitrine.example' });
  admin = await signUpAndSignIn(t, { name: 'Sam Support' });
  expect(await t.container.adminUsers.promote(admin.email)).toBe('changed');
});
afterAll(async () => {
  await t?.close();
});

const form = { subject: 'Download button does nothing', category: 'technical', message: 'When I click Download all, nothing happens in Firefox.' };

describe('support tickets', () => {
  it('creates a ticket, acknowledges it in the user language and sends it to support', async () => {
    const { cookie, email } = await signUpAndSignIn(t, { name: 'Lucía Gómez' });
    const res = await t.request('/api/v1/support/tickets', { method: 'POST', cookie, json: form, lang: 'es' });
    expect(res.status).toBe(201);
    const ticket = (await res.json()) as { id: string; number: number; status: string; subject: string; category: string };
    expect(ticket).toMatchObject({ subject: form.subject, category: 'technical', status: 'open' });
    expect(ticket.number).toBeGreaterThanOrEqual(1001);

    const mails = (await t.container.mailer.list?.()) ?? [];
    const ack = mails.find((m) => m.to === email && m.subject.startsWith(`Hemos recibido tu solicitud n.º ${ticket.number}`));
    expect(ack, 'acknowledgement').toBeDefined();
    expect(ack!.text).toContain('24 horas');
    expect(ack!.text).toContain('> When I click Download all');
    const copy = mails.find((m) => m.to === 'help@vitrine.example');
    expect(copy?.subject).toBe(`[Ticket #${ticket.number}] ${form.subject}`);
    expect(copy?.replyTo).toBe(email);
    expect(copy?.text).toContain(`From: Lucía Gómez <${email}>`);
    expect(copy?.text).toContain('Category: Technical issue');

    const list = await t.request('/api/v1/support/tickets', { cookie });
    expect(((await list.json()) as { items: { id: string; status: string }[] }).items).toEqual([expect.objectContaining({ id: ticket.id, status: 'open' })]);

    const other = await signUpAndSignIn(t);
    const theirs = await t.request('/api/v1/support/tickets', { cookie: other.cookie });
    expect(((await theirs.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('validates the form, needs a session and limits tickets per hour', async () => {
    const { cookie } = await signUpAndSignIn(t);
    expect((await t.request('/api/v1/support/tickets', { method: 'POST', json: form })).status).toBe(401);
    for (const bad of [{ ...form, category: 'sales' }, { ...form, subject: '  ' }, { ...form, message: 'short' }, { ...form, subject: 'x'.repeat(151) }]) {
      expect((await t.request('/api/v1/support/tickets', { method: 'POST', cookie, json: bad })).status).toBe(422);
    }
    for (let i = 0; i < 5; i += 1) expect((await t.request('/api/v1/support/tickets', { method: 'POST', cookie, json: form })).status).toBe(201);
    const sixth = await t.request('/api/v1/support/tickets', { method: 'POST', cookie, json: form });
    expect(sixth.status).toBe(429);
  });
});

type Thread = {
  id: string;
  number: number;
  status: string;
  message: string;
  canFollowUp: boolean;
  messages: { id: string; author: 'user' | 'support'; body: string; createdAt: string }[];
};

describe('ticket threads', () => {
  async function openTicket(cookie: string, lang = 'pt') {
    const res = await t.request('/api/v1/support/tickets', { method: 'POST', cookie, json: form, lang });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; number: number };
  }

  it("shows support's reply to the owner only, takes follow-ups that reopen the ticket, and refuses them once closed", async () => {
    const owner = await signUpAndSignIn(t, { name: 'Olga Owner' });
    const ticket = await openTicket(owner.cookie);
    const empty = await t.request(`/api/v1/support/tickets/${ticket.id}`, { cookie: owner.cookie });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toMatchObject({ id: ticket.id, message: form.message, status: 'open', messages: [], canFollowUp: true });

    const reply = 'Thanks, a fix for Firefox is out: reload the page and try again.';
    expect((await t.request(`/api/v1/admin/tickets/${ticket.id}/reply`, { method: 'POST', cookie: admin.cookie, json: { message: reply } })).status).toBe(200);
    const answered = (await (await t.request(`/api/v1/support/tickets/${ticket.id}`, { cookie: owner.cookie })).json()) as Thread;
    expect(answered.status).toBe('answered');
    expect(answered.messages).toEqual([{ id: expect.any(String), author: 'support', body: reply, createdAt: expect.any(String) }]);
    expect(JSON.stringify(answered)).not.toContain(admin.email);
    const replyMail = ((await t.container.mailer.list?.()) ?? []).find((m) => m.to === owner.email && m.text.includes(reply));
    expect(replyMail?.links.some((l) => l.endsWith(`/account?tab=help&ticket=${ticket.id}`))).toBe(true);

    // Another user cannot read or write to it; an id that is not a uuid is refused.
    const stranger = await signUpAndSignIn(t);
    const theirs = await t.request(`/api/v1/support/tickets/${ticket.id}`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(await theirs.json())).not.toContain(reply);
    expect((await t.request(`/api/v1/support/tickets/${ticket.id}/messages`, { method: 'POST', cookie: stranger.cookie, json: { message: 'Let me in, please.' } })).status).toBe(404);
    expect((await t.request(`/api/v1/support/tickets/${ticket.id}`)).status).toBe(401);
    expect((await t.request('/api/v1/support/tickets/not-a-ticket', { cookie: owner.cookie })).status).toBe(422);

    // A follow-up is stored after the reply, reopens the ticket and goes to the support inbox.
    const followUp = 'It works in Firefox now, but Safari still shows nothing.';
    const added = await t.request(`/api/v1/support/tickets/${ticket.id}/messages`, { method: 'POST', cookie: owner.cookie, json: { message: `  ${followUp}  ` } });
    expect(added.status).toBe(201);
    const reopened = (await added.json()) as Thread;
    expect(reopened.status).toBe('open');
    expect(reopened.messages.map((m) => [m.author, m.body])).toEqual([
      ['support', reply],
      ['user', followUp],
    ]);
    expect(Date.parse(reopened.messages[1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(reopened.messages[0]!.createdAt));
    const inbox = ((await t.container.mailer.list?.()) ?? []).find((m) => m.to === 'help@vitrine.example' && m.subject === `[Ticket #${ticket.number}] Follow-up: ${form.subject}`);
    expect(inbox?.replyTo).toBe(owner.email);
    expect(inbox?.text).toContain(followUp);
    const strangerList = (await (await t.request('/api/v1/support/tickets', { cookie: stranger.cookie })).json()) as { items: unknown[] };
    expect(strangerList.items).toEqual([]);

    // The admin sees the same thread; a second follow-up keeps an open ticket open.
    const adminView = (await (await t.request(`/api/v1/admin/tickets/${ticket.id}`, { cookie: admin.cookie })).json()) as {
      messages: { author: string; body: string; adminEmail: string | null }[];
      history: { action: string }[];
    };
    expect(adminView.messages).toEqual([expect.objectContaining({ author: 'support', body: reply, adminEmail: admin.email }), expect.objectContaining({ author: 'user', body: followUp, adminEmail: null })]);
    expect(adminView.history.map((h) => h.action)).toEqual(['ticket.reply']);

    // Closed: no more follow-ups, with a translated 409.
    expect((await t.request(`/api/v1/admin/tickets/${ticket.id}/close`, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(200);
    const closed = (await (await t.request(`/api/v1/support/tickets/${ticket.id}`, { cookie: owner.cookie })).json()) as Thread;
    expect(closed).toMatchObject({ status: 'closed', canFollowUp: false });
    const refused = await t.request(`/api/v1/support/tickets/${ticket.id}/messages`, { method: 'POST', cookie: owner.cookie, lang: 'fr', json: { message: 'One more thing about Safari.' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'ticket_closed', message: expect.stringMatching(/clôturée/) } });
    const after = (await (await t.request(`/api/v1/support/tickets/${ticket.id}`, { cookie: owner.cookie })).json()) as Thread;
    expect(after.messages).toHaveLength(2);
  });

  it('validates follow-ups like the first message: length, NUL characters', async () => {
    const owner = await signUpAndSignIn(t);
    const ticket = await openTicket(owner.cookie);
    const send = (message: string, lang = 'en') => t.request(`/api/v1/support/tickets/${ticket.id}/messages`, { method: 'POST', cookie: owner.cookie, lang, json: { message } });
    expect((await send('short')).status).toBe(422);
    expect((await send('x'.repeat(5001))).status).toBe(422);
    const nul = await send('Hello there\u0000 support');
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: { code: 'invalid_text', message: expect.stringMatching(/not allowed/) } });
    expect((await send('x'.repeat(5000))).status).toBe(201);
    const thread = (await (await t.request(`/api/v1/support/tickets/${ticket.id}`, { cookie: owner.cookie })).json()) as Thread;
    expect(thread.messages).toHaveLength(1);
    expect(thread.status).toBe('open');
  });
});
