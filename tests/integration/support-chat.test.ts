/**
 * Live chat with support: Plus and Pro users (here through a Plus trial) chat inside the support
 * hours; Free users and anyone outside the hours are refused with a translated 409 and use the
 * contact form. Messages flow both ways over the server-sent event stream, which resumes after
 * the last event id it was given; typing and read state reach the other side; support's reply to a
 * user who is away is emailed once; the unread count follows what the user read. Bad input gets a
 * 4xx and a stranger gets a 404. A Pro account's dedicated manager is an admin another admin
 * assigns (audited); the user sees their name and photo and writes to them directly, the manager is
 * emailed and answers in the chat console; when the plan ends the manager is gone and the sweep
 * deletes the assignment.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { accountManagers, adminAuditLog, subscribers, supportTickets } from '../../src/server/db/schema';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { readSse, type SseEvent } from '../helpers/sse';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAndSignIn>>;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@vitrine.example', SUPPORT_HOURS: '00:00-24:00', SUPPORT_DAYS: '1-7', SUPPORT_TIMEZONE: 'Europe/Lisbon' });
  admin = await signUpAndSignIn(t, { name: 'Sam Support' });
  expect(await t.container.adminUsers.promote(admin.email)).toBe('changed');
});
afterAll(async () => {
  await t?.close();
});

type Message = { id: string; seq: number; author: 'user' | 'support'; body: string };
type Conversation = { id: string; number: number; messages: Message[]; state: { status: string; supportTyping: boolean; userTyping: boolean; supportReadAt: string | null; userOnline: boolean } };

async function plusUser(name = 'Paula Plus') {
  const user = await signUpAndSignIn(t, { name });
  const trial = await t.request('/api/v1/billing/trial', { method: 'POST', cookie: user.cookie, json: { plan: 'Plus' } });
  expect(trial.status).toBe(201);
  return user;
}

const messagesOf = (events: SseEvent[]) => events.filter((e) => e.event === 'message').map((e) => ({ ...(JSON.parse(e.data) as Message), eventId: e.id }));
const lastState = (events: SseEvent[]) => JSON.parse(events.filter((e) => e.event === 'state').at(-1)!.data) as Conversation['state'];

describe('live chat', () => {
  it('is refused on Free with a translated message; the plan and hours are told', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const chat = (await (await t.request('/api/v1/support/chat', { cookie })).json()) as { availability: Record<string, unknown>; conversation: unknown };
    expect(chat.availability).toMatchObject({ live: false, planIncludesChat: false, withinHours: true, responseHours: 24, hours: { opens: '00:00', closes: '24:00', timeZone: 'Europe/Lisbon', days: [1, 2, 3, 4, 5, 6, 7] } });
    expect(chat.conversation).toBeNull();
    const res = await t.request('/api/v1/support/chat', { method: 'POST', cookie, json: { message: 'Hello?' }, lang: 'de' });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('chat_unavailable');
    expect(body.error.message).toContain('Kontaktformular');
    expect((await t.request('/api/v1/support/chat', { method: 'POST', json: { message: 'Hello?' } })).status).toBe(401);
  });

  it('carries messages both ways, live, with typing, read state, resumption and the unread count', async () => {
    const user = await plusUser();
    const start = await t.request('/api/v1/support/chat', { method: 'POST', cookie: user.cookie, json: { message: 'Hi! My cut-out lost the handle of my mug.\nCan you look?' }, lang: 'pt' });
    expect(start.status).toBe(201);
    const conversation = (await start.json()) as Conversation;
    expect(conversation.messages).toEqual([expect.objectContaining({ seq: 0, author: 'user', body: 'Hi! My cut-out lost the handle of my mug.\nCan you look?' })]);

    // The support inbox hears of it; the user gets no "within 24 hours" acknowledgement.
    const mails = (await t.container.mailer.list?.()) ?? [];
    const announced = mails.find((m) => m.to === 'help@vitrine.example' && m.subject === `[Chat #${conversation.number}] Hi! My cut-out lost the handle of my mug.`);
    expect(announced?.replyTo).toBe(user.email);
    expect(mails.some((m) => m.to === user.email && m.subject.includes(`#${conversation.number}`))).toBe(false);

    // A second start adds to the same chat.
    const again = (await (await t.request('/api/v1/support/chat', { method: 'POST', cookie: user.cookie, json: { message: 'It is the white one.' } })).json()) as Conversation;
    expect(again.id).toBe(conversation.id);
    expect(again.messages.map((m) => m.body)).toEqual(['Hi! My cut-out lost the handle of my mug.\nCan you look?', 'It is the white one.']);

    // Support sees who waits, and the user typing.
    expect((await t.request(`/api/v1/support/chat/${conversation.id}/typing`, { method: 'POST', cookie: user.cookie })).status).toBe(204);
    const list = (await (await t.request('/api/v1/admin/chats', { cookie: admin.cookie })).json()) as { waiting: number; items: { id: string; waitingSince: string | null; unread: number; userTyping: boolean; lastMessage: { body: string } }[] };
    const item = list.items.find((i) => i.id === conversation.id)!;
    expect(item).toMatchObject({ unread: 2, userTyping: true, lastMessage: { body: 'It is the white one.' } });
    expect(item.waitingSince).not.toBeNull();
    expect(list.waiting).toBeGreaterThanOrEqual(1);
    expect((await t.request('/api/v1/admin/chats', { cookie: user.cookie })).status).toBe(403);

    // The user's stream is open; support reads, types and answers; the user sees all of it.
    expect((await t.request(`/api/v1/admin/chats/${conversation.id}/read`, { method: 'POST', cookie: admin.cookie })).status).toBe(204);
    expect((await t.request(`/api/v1/admin/chats/${conversation.id}/typing`, { method: 'POST', cookie: admin.cookie })).status).toBe(204);
    const userStream = t.request(`/api/v1/support/chat/${conversation.id}/events`, { cookie: user.cookie });
    const adminStream = t.request(`/api/v1/admin/chats/${conversation.id}/events`, { cookie: admin.cookie });
    const res = await userStream;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const opening = await readSse(res, (e) => e.some((x) => x.event === 'state'));
    expect(opening[0]).toMatchObject({ event: 'ready', retry: 2000 });
    expect(messagesOf(opening).map((m) => m.body)).toEqual(['It is the white one.']);
    expect(lastState(opening)).toMatchObject({ supportTyping: true, userOnline: true });
    expect(lastState(opening).supportReadAt).not.toBeNull();

    // Connected again after the last event id, the user gets support's answer as it is sent.
    const lastSeen = messagesOf(opening).at(-1)!;
    const live = await t.request(`/api/v1/support/chat/${conversation.id}/events`, { cookie: user.cookie, headers: { 'Last-Event-ID': lastSeen.eventId! } });
    const liveEvents = readSse(live, (e) => messagesOf(e).some((m) => m.author === 'support') && lastState(e).status === 'answered');
    expect((await t.request(`/api/v1/admin/chats/${conversation.id}/messages`, { method: 'POST', cookie: admin.cookie, json: { message: 'Hello Paula, looking at it now.' } })).status).toBe(201);
    const events = await liveEvents;
    const seen = messagesOf(events);
    expect(seen.map((m) => m.body)).toEqual(['Hello Paula, looking at it now.']);
    expect(seen.every((m) => m.eventId === String(m.seq))).toBe(true);
    expect(lastState(events)).toMatchObject({ supportTyping: false, status: 'answered' });

    // The answer is unread until the user reads the chat (the sidebar badge).
    expect(await (await t.request('/api/v1/support/unread', { cookie: user.cookie })).json()).toEqual({ count: 1 });
    expect((await t.request(`/api/v1/support/chat/${conversation.id}/read`, { method: 'POST', cookie: user.cookie })).status).toBe(204);
    expect(await (await t.request('/api/v1/support/unread', { cookie: user.cookie })).json()).toEqual({ count: 0 });

    // Support's stream sees the user's next message; the chat waits again.
    const adminEvents = readSse(await adminStream, (e) => messagesOf(e).some((m) => m.body === 'Thanks!'));
    expect((await t.request(`/api/v1/support/chat/${conversation.id}/messages`, { method: 'POST', cookie: user.cookie, json: { message: 'Thanks!' } })).status).toBe(201);
    const adminSeen = messagesOf(await adminEvents);
    expect(adminSeen.at(-1)).toMatchObject({ author: 'user', body: 'Thanks!' });

    // A client that reconnects with Last-Event-ID gets only what came after it.
    const lastSupport = seen[0]!;
    const resumed = await t.request(`/api/v1/support/chat/${conversation.id}/events`, { cookie: user.cookie, headers: { 'Last-Event-ID': String(lastSupport.seq) } });
    const after = messagesOf(await readSse(resumed, (e) => e.some((x) => x.event === 'state')));
    expect(after.map((m) => m.body)).toEqual(['Thanks!']);
    const state = (await (await t.request('/api/v1/support/chat', { cookie: user.cookie })).json()) as { conversation: Conversation };
    expect(state.conversation.state).toMatchObject({ status: 'open', userOnline: true });

    // The user was online when support answered, so no email.
    expect(((await t.container.mailer.list?.()) ?? []).some((m) => m.to === user.email && m.subject.includes('chat'))).toBe(false);
  });

  it('emails a reply to a user who is away, once until they come back', async () => {
    const user = await plusUser('Ana Away');
    const conversation = (await (await t.request('/api/v1/support/chat', { method: 'POST', cookie: user.cookie, json: { message: 'Is my video stuck?' }, lang: 'pt' })).json()) as Conversation;
    await t.container.database.db.update(supportTickets).set({ userSeenAt: new Date(Date.now() - 60_000) }).where(eq(supportTickets.id, conversation.id));
    for (const message of ['It finished a minute ago.', 'You can download it from Videos.']) {
      expect((await t.request(`/api/v1/admin/chats/${conversation.id}/messages`, { method: 'POST', cookie: admin.cookie, json: { message } })).status).toBe(201);
    }
    const mails = ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === user.email && m.subject === `O suporte respondeu no seu chat #${conversation.number}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('It finished a minute ago.');
    expect(mails[0]!.text).toContain('/account?tab=help');
  });

  it('refuses bad input, strangers and closed chats', async () => {
    const user = await plusUser('Bea Bounds');
    const conversation = (await (await t.request('/api/v1/support/chat', { method: 'POST', cookie: user.cookie, json: { message: 'Hello' } })).json()) as Conversation;
    const send = (message: unknown, cookie = user.cookie) => t.request(`/api/v1/support/chat/${conversation.id}/messages`, { method: 'POST', cookie, json: { message } });
    expect((await send('x'.repeat(2001))).status).toBe(422);
    expect((await send('   ')).status).toBe(422);
    expect((await send('a\u0000b')).status).toBeGreaterThanOrEqual(400);
    expect((await send('a\u0000b')).status).toBeLessThan(500);
    expect((await send('x'.repeat(2000))).status).toBe(201);

    const stranger = await plusUser('Sid Stranger');
    expect((await send('Hi', stranger.cookie)).status).toBe(404);
    expect((await t.request(`/api/v1/support/chat/${conversation.id}/events`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/support/chat/${conversation.id}/typing`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404);

    // Support closes it: the stream says so, and the chat takes no more messages.
    expect((await t.request(`/api/v1/admin/tickets/${conversation.id}/close`, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(200);
    const stream = await t.request(`/api/v1/support/chat/${conversation.id}/events`, { cookie: user.cookie });
    expect(lastState(await readSse(stream, (e) => e.some((x) => x.event === 'state'))).status).toBe('closed');
    const closed = await send('Still there?');
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('ticket_closed');
    // A new chat can start.
    const next = (await (await t.request('/api/v1/support/chat', { method: 'POST', cookie: user.cookie, json: { message: 'New question' } })).json()) as Conversation;
    expect(next.id).not.toBe(conversation.id);
  });

  it('is refused outside the support hours, and says when support opens', async () => {
    const today = ((new Date().getUTCDay() + 6) % 7) + 1;
    const others = [1, 2, 3, 4, 5, 6, 7].filter((d) => Math.abs(d - today) > 1 && !(today === 1 && d === 7) && !(today === 7 && d === 1));
    const closed = await createTestApp({ SUPPORT_HOURS: '09:00-18:00', SUPPORT_DAYS: others.join(','), SUPPORT_TIMEZONE: 'UTC' });
    try {
      const user = await signUpAndSignIn(closed);
      expect((await closed.request('/api/v1/billing/trial', { method: 'POST', cookie: user.cookie, json: { plan: 'Pro' } })).status).toBe(201);
      const chat = (await (await closed.request('/api/v1/support/chat', { cookie: user.cookie })).json()) as { availability: { live: boolean; planIncludesChat: boolean; withinHours: boolean; nextOpening: string } };
      expect(chat.availability).toMatchObject({ live: false, planIncludesChat: true, withinHours: false });
      const opening = new Date(chat.availability.nextOpening);
      expect(opening.getTime()).toBeGreaterThan(Date.now());
      expect(opening.getUTCHours()).toBe(9);
      expect(others).toContain(((opening.getUTCDay() + 6) % 7) + 1);
      const res = await closed.request('/api/v1/support/chat', { method: 'POST', cookie: user.cookie, json: { message: 'Hello?' } });
      expect(res.status).toBe(409);
    } finally {
      await closed.close();
    }
  });
});

describe('dedicated account manager', () => {
  it('is assigned by an admin to a Pro account, shown with name and photo, written to directly, and ends with the plan', async () => {
    const manager = await signUpAndSignIn(t, { name: 'Marta Manager' });
    expect(await t.container.adminUsers.promote(manager.email)).toBe('changed');
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'me.png', { type: 'image/png' }));
    expect((await t.request('/api/v1/me/avatar', { method: 'POST', cookie: manager.cookie, body: form })).status).toBe(201);

    const pro = await signUpAndSignIn(t, { name: 'Pedro Pro' });
    expect((await t.request('/api/v1/billing/trial', { method: 'POST', cookie: pro.cookie, json: { plan: 'Pro' } })).status).toBe(201);
    const plus = await plusUser('Pia Plus');
    const [proId, plusId, managerId] = [pro.userId, plus.userId, manager.userId];

    // The admin user page shows the tier whose rules apply: the trial's.
    const detail = (await (await t.request(`/api/v1/admin/users/${proId}`, { cookie: admin.cookie })).json()) as { user: { tier: string } };
    expect(detail.user.tier).toBe('Pro');

    // The admin view: eligible, nobody yet, the admins to choose from.
    const view = (await (await t.request(`/api/v1/admin/users/${proId}/manager`, { cookie: admin.cookie })).json()) as { eligible: boolean; manager: unknown; candidates: { id: string }[] };
    expect(view.eligible).toBe(true);
    expect(view.manager).toBeNull();
    expect(view.candidates.map((c) => c.id)).toContain(managerId);
    expect((await t.request(`/api/v1/admin/users/${proId}/manager`, { cookie: pro.cookie })).status).toBe(403);

    // Refusals: a Plus account, a manager who is not an admin.
    const onPlus = await t.request(`/api/v1/admin/users/${plusId}/manager`, { method: 'PUT', cookie: admin.cookie, json: { managerId } });
    expect(onPlus.status).toBe(409);
    expect(((await onPlus.json()) as { error: { code: string } }).error.code).toBe('manager_unavailable');
    const notAdmin = await t.request(`/api/v1/admin/users/${proId}/manager`, { method: 'PUT', cookie: admin.cookie, json: { managerId: plusId } });
    expect(notAdmin.status).toBe(422);
    expect((await (await t.request('/api/v1/support/manager', { method: 'POST', cookie: pro.cookie, json: { message: 'Hi?' } })).json()) as object).toMatchObject({ error: { code: 'manager_unavailable' } });

    // Assigned, audited.
    const assigned = await t.request(`/api/v1/admin/users/${proId}/manager`, { method: 'PUT', cookie: admin.cookie, json: { managerId } });
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as { manager: { name: string } }).manager.name).toBe('Marta Manager');
    const audit = await t.container.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, proId));
    expect(audit.map((a) => a.action)).toContain('manager.assign');

    // The user sees the manager and the photo, and writes to them; the manager is emailed.
    const thread = (await (await t.request('/api/v1/support/manager', { cookie: pro.cookie })).json()) as { manager: { name: string; photoUrl: string }; conversation: unknown };
    expect(thread.manager.name).toBe('Marta Manager');
    expect(thread.manager.photoUrl).toMatch(/^\/api\/v1\/support\/manager\/photo\?v=/);
    expect(thread.conversation).toBeNull();
    const photo = await t.request(thread.manager.photoUrl, { cookie: pro.cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await t.request('/api/v1/support/manager/photo', { cookie: plus.cookie })).status).toBe(404);

    const started = await t.request('/api/v1/support/manager', { method: 'POST', cookie: pro.cookie, json: { message: 'Can we plan the spring catalogue together?' } });
    expect(started.status).toBe(201);
    const conversation = (await started.json()) as Conversation;
    const mail = ((await t.container.mailer.list?.()) ?? []).find((m) => m.to === manager.email && m.subject === 'Pedro Pro wrote to you, their account manager');
    expect(mail?.replyTo).toBe(pro.email);
    expect(mail?.text).toContain(`/admin/chats/${conversation.id}`);

    // The console lists it with its manager; the manager answers; the user reads it.
    const list = (await (await t.request('/api/v1/admin/chats', { cookie: manager.cookie })).json()) as { items: { id: string; channel: string; assignee: { name: string } | null }[] };
    expect(list.items.find((i) => i.id === conversation.id)).toMatchObject({ channel: 'manager', assignee: { name: 'Marta Manager' } });
    expect((await t.request(`/api/v1/admin/chats/${conversation.id}/messages`, { method: 'POST', cookie: manager.cookie, json: { message: 'Gladly: Tuesday at 10?' } })).status).toBe(201);
    const after = (await (await t.request('/api/v1/support/manager', { cookie: pro.cookie })).json()) as { conversation: Conversation };
    expect(after.conversation.messages.map((m) => m.body)).toEqual(['Can we plan the spring catalogue together?', 'Gladly: Tuesday at 10?']);
    // The live chat of the same user is a separate conversation.
    expect(((await (await t.request('/api/v1/support/chat', { cookie: pro.cookie })).json()) as { conversation: unknown }).conversation).toBeNull();

    // The plan ends: no manager, no more messages, and the sweep deletes the assignment.
    await t.container.database.db.update(subscribers).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(subscribers.userId, proId));
    expect(((await (await t.request('/api/v1/support/manager', { cookie: pro.cookie })).json()) as { manager: unknown }).manager).toBeNull();
    const refused = await t.request(`/api/v1/support/chat/${conversation.id}/messages`, { method: 'POST', cookie: pro.cookie, json: { message: 'Still there?' } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('manager_unavailable');
    expect(await t.container.accountManagers.sweep()).toEqual({ managersEnded: 1 });
    expect(await t.container.database.db.select().from(accountManagers).where(eq(accountManagers.userId, proId))).toEqual([]);
  });
});
