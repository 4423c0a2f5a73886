/**
 * Data exports and account deletion on a real database with the job worker:
 * the export zip holds the account, the credit history, the metadata and every image, video and
 * source photo, with secrets redacted, behind a signed 7-day link (one request a day); the deletion
 * is confirmed by an emailed link, cancels the paid subscription through the payments interface,
 * deletes every row of every user table and every stored file, keeps only an anonymous billing
 * record, and leaves other users untouched. The Stripe adapter's cancel runs against the fake Stripe.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingEvents,
  dataExports,
  galleryPublications,
  generatedImages,
  generations,
  retainedBillingRecords,
  sourceImages,
  supportTicketMessages,
  supportTickets,
  user,
  userProfiles,
  videos,
} from '../../src/server/db/schema';
import { createStripePayments } from '../../src/server/providers/payments/stripe-payments';
import { PaymentProviderError } from '../../src/server/providers/payments/payments-provider';
import { userTables } from '../../src/server/services/account-data/user-tables';
import { startFakeStripe } from '../helpers/fake-stripe-server';
import { createTestApp, localPath, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
});
afterAll(async () => {
  await t?.close();
});

const png = (colour: string) => sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer();

/** A user with a source photo, two generated images, a video, a profile photo, a ticket with a follow-up and a published image. */
async function userWithData() {
  const account = await signUpAndSignIn(t, { name: 'Rosa Lima' });
  const { userId } = account;
  const db = t.container.database.db;
  const storage = t.container.storage;
  const sourceId = randomUUID();
  const sourceKey = `users/${userId}/sources/${sourceId}.png`;
  await storage.put(sourceKey, await png('#884422'), 'image/png');
  await db.insert(sourceImages).values({ id: sourceId, userId, storageKey: sourceKey, mime: 'image/png', format: 'png', width: 40, height: 30, bytes: 100, originalName: 'mug photo.png', hasAlpha: false, dominantColors: [], suggestedCutout: { x: 0, y: 0, width: 40, height: 30 } });
  await storage.put(`users/${userId}/sources/${sourceId}.auto-matte.png`, await png('#ffffff'), 'image/png');
  const generationId = randomUUID();
  const settings = { aspectRatio: '1:1', quality: 'low', count: 2, format: 'png', highlightProduct: false, style: 'studio', timeOfDay: 'natural' } as const;
  await db.insert(generations).values({ id: generationId, userId, sourceImageId: sourceId, settings, status: 'succeeded', stage: 'done', progress: 100, requestedCount: 2, creditsReserved: 2, finishedAt: new Date() });
  const imageIds: string[] = [];
  for (const position of [0, 1]) {
    const id = randomUUID();
    const key = `users/${userId}/generated/${generationId}-${position}.png`;
    await storage.put(key, await png(position ? '#224488' : '#448822'), 'image/png');
    await db.insert(generatedImages).values({ id, userId, generationId, position, storageKey: key, mime: 'image/png', format: 'png', width: 40, height: 30, bytes: 100, prompt: 'A mug on oak', scenarioTitle: 'Morning mug', settings, engine: 'local' });
    imageIds.push(id);
  }
  const videoId = randomUUID();
  const videoKey = `users/${userId}/videos/${videoId}.mp4`;
  await storage.put(videoKey, Buffer.from('not really an mp4, but stored bytes'), 'video/mp4');
  await storage.put(`users/${userId}/videos/${videoId}.poster.jpg`, Buffer.from('poster'), 'image/jpeg');
  await db.insert(videos).values({ id: videoId, userId, imageId: imageIds[0]!, imageType: 'generated', title: 'Mug turn', prompt: 'Slow push-in', durationSeconds: 5, aspectRatio: '16:9', status: 'succeeded', stage: 'done', progress: 100, width: 1920, height: 1080, engine: 'local-motion', storageKey: videoKey, posterKey: `users/${userId}/videos/${videoId}.poster.jpg`, bytes: 35, creditsReserved: 5, finishedAt: new Date() });
  const avatarKey = `users/${userId}/avatar/${randomUUID()}.webp`;
  await storage.put(avatarKey, Buffer.from('webp'), 'image/webp');
  await db.insert(userProfiles).values({ userId, firstName: 'Rosa', lastName: 'Lima', bio: 'Ceramics', avatarKey });
  const ticket = (await (
    await t.request('/api/v1/support/tickets', { method: 'POST', cookie: account.cookie, json: { subject: 'Hello', category: 'general', message: 'Just saying hello to the team.' } })
  ).json()) as { id: string };
  const followUp = await t.request(`/api/v1/support/tickets/${ticket.id}/messages`, { method: 'POST', cookie: account.cookie, json: { message: 'And one more thing to say.' } });
  expect(followUp.status).toBe(201);
  await t.request('/api/v1/me/privacy', { method: 'PUT', cookie: account.cookie, json: { publicGallery: true } });
  expect((await t.request(`/api/v1/gallery/mine/${imageIds[0]}`, { method: 'PUT', cookie: account.cookie })).status).toBe(204);
  return { ...account, sourceId, imageIds, videoId, avatarKey };
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function mailsTo(email: string) {
  return ((await t.container.mailer.list?.()) ?? []).filter((m) => m.to === email);
}

/** Requests an export through the API and waits for its email; returns the download path. */
async function exportOf(cookie: string, email: string) {
  const res = await t.request('/api/v1/me/exports', { method: 'POST', cookie });
  expect(res.status).toBe(202);
  const requested = (await res.json()) as { id: string; status: string };
  expect(requested.status).toBe('queued');
  const mail = await until('the export email', async () => (await mailsTo(email)).find((m) => m.links.some((l) => l.includes(`/api/v1/exports/${requested.id}/download`))));
  return { id: requested.id, mail, link: localPath(mail.links.find((l) => l.includes('/download?token='))!) };
}

describe('data export', () => {
  it('zips the account, history, metadata and every image, video and source photo behind a signed link', async () => {
    const data = await userWithData();
    await t.request('/api/v1/me/preferences', { method: 'PUT', cookie: data.cookie, json: { language: 'de' } });
    const { id, mail, link } = await exportOf(data.cookie, data.email);
    expect(mail.subject).toBe('Dein Vitrine-Datenexport ist fertig');
    expect(mail.text).toContain('Dateien: 5');

    const res = await t.request(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="vitrine-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(zip);
    for (const imageId of data.imageIds) expect(names).toContain(`images/${imageId}.png`);
    expect(names).toContain(`source-photos/${data.sourceId}.png`);
    expect(names).toContain(`videos/${data.videoId}.mp4`);
    expect(names).toContain(`profile/${path.posix.basename(data.avatarKey)}`);
    for (const file of ['account.json', 'credit-history.json', 'generations.json', 'videos.json', 'source-photos.json', 'README.txt']) expect(names).toContain(file);
    // Every user table that is exported has its file.
    for (const table of userTables().filter((x) => x.policy?.export.kind === 'rows')) expect(names).toContain(`data/${table.name}.json`);

    const stored = await t.container.storage.get(`users/${data.userId}/generated/${(await t.container.database.db.select().from(generatedImages).where(eq(generatedImages.id, data.imageIds[1]!)))[0]!.storageKey.split('/').pop()}`);
    expect(Buffer.from(zip[`images/${data.imageIds[1]}.png`]!).equals(stored!.data)).toBe(true);
    expect(strFromU8(zip[`videos/${data.videoId}.mp4`]!)).toBe('not really an mp4, but stored bytes');

    const account = JSON.parse(strFromU8(zip['account.json']!)) as { account: { email: string }; profile: { firstName: string }; subscription: { creditsBalance: number } };
    expect(account.account.email).toBe(data.email);
    expect(account.profile.firstName).toBe('Rosa');
    const history = JSON.parse(strFromU8(zip['credit-history.json']!)) as { reason: string; amount: number }[];
    expect(history).toContainEqual(expect.objectContaining({ reason: 'signup_grant', amount: 10 }));
    const gens = JSON.parse(strFromU8(zip['generations.json']!)) as { images: { file: string }[] }[];
    expect(gens[0]!.images.map((i) => i.file).sort()).toEqual(data.imageIds.map((i) => `images/${i}.png`).sort());
    const sessions = JSON.parse(strFromU8(zip['data/session.json']!)) as { token: string; user_id: string }[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.token === '[redacted]' && s.user_id === data.userId)).toBe(true);
    const accounts = JSON.parse(strFromU8(zip['data/account.json']!)) as { password: string }[];
    expect(accounts[0]!.password).toBe('[redacted]');
    expect(JSON.parse(strFromU8(zip['data/support_tickets.json']!))).toHaveLength(1);
    expect(JSON.parse(strFromU8(zip['data/support_ticket_messages.json']!))).toEqual([expect.objectContaining({ author: 'user', body: 'And one more thing to say.' })]);
    expect(strFromU8(zip['README.txt']!)).toContain('Deine Vitrine-Daten');

    // One request a day; the link needs its own token and works without a session.
    const again = await t.request('/api/v1/me/exports', { method: 'POST', cookie: data.cookie, lang: 'en' });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'export_too_soon', message: 'You can request one data export a day. Please try again in 24 hours.' });
    const list = (await (await t.request('/api/v1/me/exports', { cookie: data.cookie })).json()) as { items: { id: string; status: string; expiresAt: string }[]; nextRequestAt: string | null };
    expect(list.items[0]).toMatchObject({ id, status: 'ready' });
    expect(new Date(list.items[0]!.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(list.nextRequestAt).not.toBeNull();
    const token = new URL(`http://x${link}`).searchParams.get('token')!;
    expect((await t.request(`/api/v1/exports/${randomUUID()}/download?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await t.request(`/api/v1/exports/${id}/download?token=${encodeURIComponent(token.slice(0, -2))}xx`)).status).toBe(404);

    // Past its expiry the zip is deleted and the link answers 404.
    const db = t.container.database.db;
    await db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, id));
    expect(await t.container.accountData.exports.expire()).toBe(1);
    expect((await t.request(link)).status).toBe(404);
    expect(fs.existsSync(path.join(t.container.env.dataDir, 'storage', 'users', data.userId, 'exports', `${id}.zip`))).toBe(false);
  });
});

describe('account deletion', () => {
  it('is confirmed by email, cancels the subscription, deletes every row and file, and keeps an anonymous billing record', async () => {
    const data = await userWithData();
    const bystander = await userWithData();
    const db = t.container.database.db;

    // A paid test-mode subscription.
    const checkout = await t.request('/api/v1/billing/checkout', { method: 'POST', cookie: data.cookie, json: { plan: 'Plus', period: 'month' } });
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop();
    expect((await t.request(`/api/v1/billing/test-checkout/${sessionId}/complete`, { method: 'POST', cookie: data.cookie })).status).toBe(200);
    const provider = t.container.payments.provider!;
    const cancelled: string[] = [];
    const cancel = provider.cancelSubscription.bind(provider);
    provider.cancelSubscription = async (id) => {
      cancelled.push(id);
      await cancel(id);
    };
    const { link: exportLink } = await exportOf(data.cookie, data.email);

    // Asking sends a link; nothing changes yet.
    const asked = await t.request('/api/v1/me/deletion', { method: 'POST', cookie: data.cookie });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ email: data.email });
    const confirmMail = await until('the confirmation email', async () => (await mailsTo(data.email)).find((m) => m.links.some((l) => l.includes('/account/delete?token='))));
    expect((await t.request('/api/v1/me', { cookie: data.cookie })).status).toBe(200);
    const token = new URL(confirmMail.links.find((l) => l.includes('/account/delete?token='))!).searchParams.get('token')!;
    const forged = await t.request('/api/v1/account/deletion/confirm', { method: 'POST', json: { token: `${token}x` } });
    expect(forged.status).toBe(404);

    // Confirming locks the account and signs it out everywhere; the job deletes it.
    const confirmed = await t.request('/api/v1/account/deletion/confirm', { method: 'POST', json: { token } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'deleting' });
    expect((await t.request('/api/v1/me', { cookie: data.cookie })).status).toBe(401);
    await until('the account to be deleted', async () => (await db.select({ id: user.id }).from(user).where(eq(user.id, data.userId))).length === 0);
    await until('the goodbye email', async () => (await mailsTo(data.email)).find((m) => m.subject === 'Sua conta Vitrine foi excluída'));

    // No row left in any user table, no stored file left.
    for (const table of userTables()) {
      const where = sql.join(table.userColumns.map((c) => sql`${c} = ${data.userId}`), sql` or `);
      const left = await db.select().from(table.table).where(where);
      expect(left, `${table.name} still holds rows of the deleted user`).toEqual([]);
    }
    expect(fs.existsSync(path.join(t.container.env.dataDir, 'storage', 'users', data.userId))).toBe(false);
    expect(cancelled).toHaveLength(1);
    const [kept] = await db.select().from(retainedBillingRecords);
    expect(kept).toMatchObject({ provider: 'test', lastTier: 'Plus', subscriptionRef: cancelled[0] });
    expect(kept!.grants.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept)).not.toContain(data.userId);
    expect(JSON.stringify(kept)).not.toContain(data.email);
    const events = await db.select().from(billingEvents);
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => (e as { userId?: string | null }).userId === data.userId)).toBe(false);

    // Sign-in fails; old links and file URLs answer 404.
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: data.email, password: data.password } });
    expect(signIn.status).toBe(401);
    expect((await t.request(exportLink)).status).toBe(404);
    expect((await t.request(`/api/v1/gallery/${data.imageIds[0]}/file`)).status).toBe(404);
    expect(await (await t.request('/api/v1/account/deletion/confirm', { method: 'POST', json: { token } })).json()).toEqual({ status: 'deleted' });

    // The other user keeps everything.
    expect((await t.request('/api/v1/me', { cookie: bystander.cookie })).status).toBe(200);
    expect((await db.select().from(generatedImages).where(eq(generatedImages.userId, bystander.userId))).length).toBe(2);
    expect((await db.select().from(supportTickets).where(eq(supportTickets.userId, bystander.userId))).length).toBe(1);
    expect((await db.select().from(supportTicketMessages).where(eq(supportTicketMessages.userId, bystander.userId))).length).toBe(1);
    expect((await db.select().from(galleryPublications).where(eq(galleryPublications.userId, bystander.userId))).length).toBe(1);
    expect(await t.container.storage.get(bystander.avatarKey)).not.toBeNull();
    expect((await t.request(`/api/v1/gallery/${bystander.imageIds[0]}/file`)).status).toBe(200);
  });
});

describe('Stripe adapter', () => {
  it('cancels a subscription at once through DELETE /v1/subscriptions/:id', async () => {
    const fake = await startFakeStripe();
    try {
      fake.addPrice({ id: 'price_plus_month', unitAmount: 4900, currency: 'eur', interval: 'month', productName: 'Plus' });
      const stripe = createStripePayments({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_x', apiUrl: `http://${fake.host}:${fake.port}`, maxNetworkRetries: 0 });
      const customer = await stripe.createCustomer({ userId: 'u1', email: 'u1@example.com', name: 'U', idempotencyKey: 'c-u1' });
      const session = await stripe.createCheckoutSession({ userId: 'u1', customerId: customer.id, price: { priceId: 'price_plus_month', tier: 'Plus', period: 'month' }, successUrl: 'http://x/s', cancelUrl: 'http://x/c', locale: 'en', idempotencyKey: 'k-u1' });
      const { subscription } = fake.completeCheckout(session.id);
      await stripe.cancelSubscription(subscription.id);
      expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(true);
      expect((await stripe.retrieveSubscription(subscription.id)).status).toBe('canceled');
      const again = await stripe.cancelSubscription(subscription.id).catch((e: unknown) => e);
      expect(again).toBeInstanceOf(PaymentProviderError);
      expect((again as PaymentProviderError).notFound).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
