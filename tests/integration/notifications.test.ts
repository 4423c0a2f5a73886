/**
 * Notification emails on a real database: the toggles, signed unsubscribe
 * links that work without a session (and refuse forged, expired or other-purpose tokens), the
 * 'generation complete' check against the page's heartbeats, the monthly summary, account update
 * emails from test-mode payment events, and the email on a sign-in from a new device.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedImages, generations, studioBatches, studioBatchItems, watchHeartbeats } from '../../src/server/db/schema';
import { previousMonth } from '../../src/server/services/notices/monthly-summary';
import { defaultStudioSpec } from '../../src/shared/studio-presets';
import { unsubscribeToken } from '../../src/server/services/notices/notice-deps';
import { createSignedToken } from '../../src/server/services/signed-tokens';
import { cookieFrom, createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function mailsTo(email: string) {
  return ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === email);
}

/** Signs up a user whose emails are in English (accounts made without Accept-Language speak pt). */
async function englishUser() {
  const account = await signUpAndSignIn(t);
  const res = await t.request('/api/v1/me/preferences', { method: 'PUT', cookie: account.cookie, json: { language: 'en' } });
  expect(res.status).toBe(200);
  return account;
}

async function toggles(cookie: string) {
  const res = await t.request('/api/v1/me/notifications', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, boolean>;
}

/** A finished generation of `userId` with one image, inserted directly (no render needed). */
async function finishedGeneration(userId: string, finishedAt: Date) {
  const db = t.container.database.db;
  const id = randomUUID();
  const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: false, style: 'studio', timeOfDay: 'natural' } as const;
  await db.insert(generations).values({ id, userId, settings, status: 'succeeded', stage: 'done', progress: 100, requestedCount: 1, creditsReserved: 1, finishedAt });
  await db.insert(generatedImages).values({
    userId,
    generationId: id,
    position: 0,
    storageKey: `users/${userId}/generated/${id}-0.png`,
    mime: 'image/png',
    format: 'png',
    width: 10,
    height: 10,
    bytes: 10,
    prompt: 'A mug on a table',
    scenarioTitle: 'Morning coffee',
    settings,
    engine: 'local',
  });
  return id;
}

describe('notification toggles', () => {
  it('start with service emails on and promotional consent off, and save any subset', async () => {
    const { cookie } = await signUpAndSignIn(t);
    expect(await toggles(cookie)).toEqual({ generationComplete: true, monthlySummary: true, newFeatures: false, marketing: false, accountUpdates: true, promotions: false });
    const res = await t.request('/api/v1/me/notifications', { method: 'PUT', cookie, json: { marketing: true, monthlySummary: false } });
    expect(res.status).toBe(200);
    expect(await toggles(cookie)).toMatchObject({ marketing: true, monthlySummary: false, generationComplete: true });
    expect((await t.request('/api/v1/me/notifications', { method: 'PUT', cookie, json: {} })).status).toBe(422);
    expect((await t.request('/api/v1/me/notifications')).status).toBe(401);

    const privacy = await t.request('/api/v1/me/privacy', { cookie });
    expect(await privacy.json()).toEqual({ showGenerationHistory: true, analyticsData: false, publicGallery: false, loginNotifications: true });
  });
});

describe('unsubscribe links', () => {
  it('turn a category off without a session, can be undone, and refuse bad tokens', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const secret = t.container.secret;
    const token = unsubscribeToken(secret, userId, 'monthlySummary');

    const off = await t.request('/api/v1/unsubscribe', { method: 'POST', json: { token } });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ category: 'monthlySummary', subscribed: false });
    expect((await toggles(cookie)).monthlySummary).toBe(false);

    const undo = await t.request('/api/v1/unsubscribe', { method: 'POST', json: { token, subscribe: true } });
    expect(await undo.json()).toEqual({ category: 'monthlySummary', subscribed: true });
    expect((await toggles(cookie)).monthlySummary).toBe(true);

    // RFC 8058 one-click: a form post to the header's URL, no cookie.
    const oneClick = await t.request(`/api/v1/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeToken(secret, userId, 'accountUpdates'))}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(204);
    expect((await toggles(cookie)).accountUpdates).toBe(false);

    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', s: userId, e: 4102444800, d: { category: 'generationComplete' } })).toString('base64url')}.${signature}`;
    const expired = createSignedToken(secret, { purpose: 'unsubscribe', subject: userId, ttlSeconds: 60, data: { category: 'marketing' } }, new Date(Date.now() - 3600_000));
    const otherPurpose = createSignedToken(secret, { purpose: 'export-download', subject: userId, ttlSeconds: 3600, data: { category: 'marketing' } });
    const otherSecret = unsubscribeToken(`${secret}-elsewhere`, userId, 'marketing');
    for (const bad of [forged, expired, otherPurpose, otherSecret, `${payload}.`, 'nonsense']) {
      const res = await t.request('/api/v1/unsubscribe', { method: 'POST', json: { token: bad }, lang: 'de' });
      expect(res.status, bad).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'invalid_link', message: 'Dieser Link ist ungültig oder abgelaufen.' } });
    }
    expect((await toggles(cookie)).generationComplete).toBe(true);
  });
});

describe("'generation complete'", () => {
  it('emails a user who left the page, not one whose page saw the result, once, and only with the toggle on', async () => {
    const { cookie, userId, email } = await englishUser();
    const notices = t.container.notices.completion;
    const db = t.container.database.db;

    // Left before the end: the last heartbeat is older than the finish.
    const left = await finishedGeneration(userId, new Date(Date.now() - 5_000));
    const beat = await t.request('/api/v1/me/watching', { method: 'PUT', cookie, json: { kind: 'generation', id: left } });
    expect(beat.status).toBe(204);
    await db.update(watchHeartbeats).set({ lastSeenAt: new Date(Date.now() - 15_000) });
    expect(await notices.check('generation', left)).toBe('sent');
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Your images are ready');
    expect(mail?.text).toContain('Morning coffee');
    expect(mail?.text).toContain('Images made: 1');
    expect(mail?.links.some((l) => l.includes('/unsubscribe?token='))).toBe(true);
    expect(mail?.links).toContain('http://localhost:3000/library');
    expect(await notices.check('generation', left)).toBe('already-sent');

    // Watching: a heartbeat at or after the finish.
    const watched = await finishedGeneration(userId, new Date(Date.now() - 1_000));
    await t.request('/api/v1/me/watching', { method: 'PUT', cookie, json: { kind: 'generation', id: watched } });
    expect(await notices.check('generation', watched)).toBe('watched');

    // Toggle off.
    await t.request('/api/v1/me/notifications', { method: 'PUT', cookie, json: { generationComplete: false } });
    const quiet = await finishedGeneration(userId, new Date());
    expect(await notices.check('generation', quiet)).toBe('off');
    expect((await mailsTo(email)).filter((m) => m.subject === 'Your images are ready')).toHaveLength(1);

    // Someone else's generation cannot be watched.
    const other = await signUpAndSignIn(t);
    const foreign = await t.request('/api/v1/me/watching', { method: 'PUT', cookie: other.cookie, json: { kind: 'generation', id: left } });
    expect(foreign.status).toBe(404);
  });
});

/**
 * A finished Studio Photos batch of `userId`, as the studio service leaves it (inserted directly, no
 * render needed): `made` packshots in the library, `failed` items refunded, and its ledger rows
 * (1 credit per photo reserved, 1 refunded per failed item).
 */
async function finishedStudioBatch(userId: string, made: number, failed: number) {
  const db = t.container.database.db;
  const id = randomUUID();
  const count = made + failed;
  await db.insert(studioBatches).values({ id, userId, preset: 'amazon', spec: defaultStudioSpec('amazon'), status: failed ? 'partial' : 'succeeded', requestedCount: count, creditsReserved: count, creditsRefunded: failed, finishedAt: new Date() });
  await t.container.credits.apply({ userId, amount: -count, reason: 'studio_reserve', idempotencyKey: `studio:${id}:reserve`, reference: id });
  for (let position = 0; position < count; position += 1) {
    if (position < made) {
      const [image] = await db
        .insert(generatedImages)
        .values({ userId, generationId: null, position, storageKey: `users/${userId}/generated/studio-${id}-${position}.jpg`, mime: 'image/jpeg', format: 'jpg', width: 10, height: 10, bytes: 10, prompt: `photo-${position}.jpg`, scenarioTitle: `photo-${position}`, settings: null, engine: 'studio', provider: 'local', kind: 'studio', studioPreset: 'amazon' })
        .returning({ id: generatedImages.id });
      await db.insert(studioBatchItems).values({ batchId: id, position, sourceName: `photo-${position}.jpg`, status: 'succeeded', imageId: image!.id });
    } else {
      await db.insert(studioBatchItems).values({ batchId: id, position, sourceName: `photo-${position}.jpg`, status: 'failed', failure: 'render_failed' });
      await t.container.credits.apply({ userId, amount: 1, reason: 'studio_refund', idempotencyKey: `studio:${id}:refund:${position}`, reference: id });
    }
  }
  return id;
}

describe('monthly summary', () => {
  it('counts Studio Photos: packshots made as images, their reservations less refunds as credits used', async () => {
    const seller = await englishUser();
    await finishedGeneration(seller.userId, new Date());
    await finishedStudioBatch(seller.userId, 2, 1);

    const now = new Date();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 8));
    const month = previousMonth(firstOfNext);
    // 1 scene image and 2 packshots (the failed item made none); 3 credits reserved, 1 refunded.
    expect(await t.container.notices.summaries.figures(seller.userId, month.start, month.end)).toEqual({ images: 3, videos: 0, creditsUsed: 2, balance: 8 });

    await t.container.notices.summaries.run(firstOfNext);
    const [mail] = (await mailsTo(seller.email)).filter((m) => m.subject.startsWith('Your Vitrine summary'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Images made: 3');
    expect(mail!.text).toContain('Credits used: 2');
    expect(mail!.text).toContain('Credits left today: 8');
  });


  it('sends last month once to users who want it, in their language, with an unsubscribe link', async () => {
    const keen = await signUpAndSignIn(t);
    const quiet = await signUpAndSignIn(t);
    await t.request('/api/v1/me/preferences', { method: 'PUT', cookie: keen.cookie, json: { language: 'fr' } });
    await t.request('/api/v1/me/notifications', { method: 'PUT', cookie: quiet.cookie, json: { monthlySummary: false } });
    await finishedGeneration(keen.userId, new Date());

    const now = new Date();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 8));
    const tooLate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 5, 8));
    expect(await t.container.notices.summaries.run(tooLate)).toEqual({ month: null, sent: 0, failed: 0 });

    const first = await t.container.notices.summaries.run(firstOfNext);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(keen.email).then((m) => m.filter((x) => x.subject.startsWith('Votre résumé Vitrine')));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Images créées: 1');
    expect(mail!.text).toContain('Crédits restants aujourd\'hui: 10');
    const unsubscribe = mail!.links.find((l) => l.includes('/unsubscribe?token='));
    expect(unsubscribe).toBeDefined();
    expect((await mailsTo(quiet.email)).some((m) => m.subject.includes('summary'))).toBe(false);

    const again = await t.container.notices.summaries.run(firstOfNext);
    expect((await mailsTo(keen.email)).filter((x) => x.subject.startsWith('Votre résumé Vitrine'))).toHaveLength(1);
    expect(again.sent).toBe(0);

    // The link from the email works signed out.
    const token = new URL(unsubscribe!).searchParams.get('token');
    const res = await t.request('/api/v1/unsubscribe', { method: 'POST', json: { token } });
    expect(await res.json()).toEqual({ category: 'monthlySummary', subscribed: false });
  });
});

describe('account updates', () => {
  it('emails plan changes, cancellations and failed payments from the payment events', async () => {
    const { cookie, email } = await englishUser();
    const checkout = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie, json: { plan: 'Plus', period: 'month' } });
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop();
    expect((await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie })).status).toBe(200);
    const portal = (json: unknown) => t.request('/api/v1/billing/test-portal', { method: 'POST', cookie, json });
    expect((await portal({ action: 'fail_payment' })).status).toBe(200);
    expect((await portal({ action: 'cancel' })).status).toBe(200);

    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects).toContain('Your Plus plan is active');
    expect(subjects).toContain('We could not take your payment');
    expect(subjects.some((s) => /^Your Plus plan ends on /.test(s))).toBe(true);
    const active = (await mailsTo(email)).find((m) => m.subject === 'Your Plus plan is active');
    expect(active?.text).toContain('Your Plus plan is active, with 200 credits a month.');

    await t.request('/api/v1/me/notifications', { method: 'PUT', cookie, json: { accountUpdates: false } });
    const before = (await mailsTo(email)).length;
    expect((await portal({ action: 'resume' })).status).toBe(200);
    expect((await mailsTo(email)).length).toBe(before);
  });
});

describe('login notifications', () => {
  it('email a sign-in from a new device, not from a known one or with the toggle off', async () => {
    const { email, password, cookie } = await englishUser();
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const signIn = (ua: string) => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, headers: { 'user-agent': ua } });
    const newDevice = async () => (await mailsTo(email)).filter((m) => m.subject === 'New sign-in to your Vitrine account');

    expect((await signIn(chrome)).status).toBe(200);
    const [alert] = await newDevice();
    expect(alert?.text).toContain('Device: Chrome on Linux');
    expect(alert?.text).not.toContain('/unsubscribe');
    expect((await signIn(chrome)).status).toBe(200);
    expect(await newDevice()).toHaveLength(1);

    await t.request('/api/v1/me/privacy', { method: 'PUT', cookie, json: { loginNotifications: false } });
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const res = await signIn(firefox);
    expect(res.status).toBe(200);
    expect(cookieFrom(res)).toContain('session_token');
    expect(await newDevice()).toHaveLength(1);
  });
});
