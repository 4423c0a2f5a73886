/**
 * Help and support (issue 16 item 5): the contact form creates a ticket, the user gets an
 * acknowledgement in their language, SUPPORT_EMAIL gets the ticket with the user as Reply-To, and
 * the user lists only their own tickets with their status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@vitrine.example' });
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
