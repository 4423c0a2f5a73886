/**
 * Outgoing webhooks over HTTP on a real database, with the job worker and a local receiver
 * (URL_FETCH_ALLOW_PRIVATE=true, as in development): endpoints made with an API key, a finished
 * generation delivered as a signed `generation.completed` that the `standardwebhooks` verifier
 * accepts, failures logged and tried again, 'send again', secret rotation with both signatures,
 * and an endpoint failing for 3 days disabled with an email to its owner.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhooksService } from '../../src/server/services/webhooks';
import { sample } from '../helpers/samples';
import { createTestApp, lastMailTo, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';
import { until as waitUntil } from '../helpers/until';

/** The webhook tests' wait: 30 s, every 100 ms. */
const until = <T,>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000) => waitUntil(what, check, timeoutMs, 100);

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let t: TestApp;
let receiver: http.Server;
let base = '';
const received: Received[] = [];
/** Status the receiver answers, per path (200 by default). */
const answers = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ URL_FETCH_ALLOW_PRIVATE: 'true' }, { worker: true });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url!, headers: req.headers as Record<string, string>, body });
      res.writeHead(answers.get(req.url!) ?? 200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver?.close();
  await t?.close();
});


async function keyFor(cookie: string, scopes: string[]) {
  const res = await t.request('/api/v1/api-keys', { method: 'POST', cookie, json: { name: 'hooks', scopes } });
  return ((await res.json()) as { key: string }).key;
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('outgoing webhooks', () => {
  it('deliver a signed generation.completed that the Standard Webhooks verifier accepts', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const key = await keyFor(cookie, ['read', 'generate', 'webhooks']);
    const made = await t.request('/api/v1/webhook-endpoints', { method: 'POST', headers: bearer(key), json: { url: `${base}/hooks/a`, events: ['generation.completed', 'generation.failed'] } });
    expect(made.status).toBe(201);
    const endpoint = (await made.json()) as { id: string; secret: string; enabled: boolean };
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint.enabled).toBe(true);
    // The secret is shown once.
    const listed = await (await t.request('/api/v1/webhook-endpoints', { headers: bearer(key) })).text();
    expect(listed).not.toContain(endpoint.secret);

    const upload = await t.request('/api/v1/source-images', { method: 'POST', headers: bearer(key), body: (() => { const f = new FormData(); f.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png')); return f; })() });
    const source = ((await upload.json()) as { id: string }).id;
    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', headers: bearer(key), json: { sourceImageId: source, features: 'Porcelain cup', audience: 'Coffee lovers', language: 'en' } });
    const scenario = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
    const started = await t.request('/api/v1/generations', {
      method: 'POST',
      headers: bearer(key),
      json: { sourceImageId: source, scenarioId: scenario, settings: { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } },
    });
    const generationId = ((await started.json()) as { id: string }).id;
    const finished = await waitForGeneration(t, cookie, generationId, 90_000);
    expect(finished.status).toBe('succeeded');

    const delivery = await until('the delivery', () => received.find((r) => r.path === '/hooks/a'));
    const payload = new Webhook(endpoint.secret).verify(delivery.body, delivery.headers) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe('generation.completed');
    expect(payload.data).toMatchObject({ id: generationId, object: 'generation', status: 'succeeded', creditsCharged: 1, creditsRefunded: 0 });
    const images = payload.data.images as { id: string; file: string }[];
    expect(images).toHaveLength(1);
    expect(images[0]!.file).toBe(`http://localhost:3000/api/v1/images/${images[0]!.id}/file`);
    expect(delivery.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    // Another secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(delivery.body, delivery.headers)).toThrow();
    // The log shows it delivered.
    const log = (await (await t.request(`/api/v1/webhook-endpoints/${endpoint.id}/deliveries`, { headers: bearer(key) })).json()) as { deliveries: { id: string; status: string; lastStatusCode: number; eventType: string }[] };
    await until('the log to say succeeded', async () => {
      const again = (await (await t.request(`/api/v1/webhook-endpoints/${endpoint.id}/deliveries`, { headers: bearer(key) })).json()) as typeof log;
      return again.deliveries[0]?.status === 'succeeded' ? again : undefined;
    });
    expect(log.deliveries[0]).toMatchObject({ id: delivery.headers['webhook-id'], eventType: 'generation.completed' });
  }, 120_000);

  it('log a failed attempt, try again on schedule, and send again by hand', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    answers.set('/hooks/b', 500);
    const made = await t.request('/api/v1/webhook-endpoints', { method: 'POST', cookie, json: { url: `${base}/hooks/b`, events: ['credits.low'] } });
    const endpoint = (await made.json()) as { id: string; secret: string };
    expect(await t.container.webhooks.emit(userId, 'credits.low', userId, { balance: 1 })).toBe(1);
    // Emitting the same event again makes no second delivery.
    expect(await t.container.webhooks.emit(userId, 'credits.low', userId, { balance: 1 })).toBe(0);
    const deliveries = async () => ((await (await t.request(`/api/v1/webhook-endpoints/${endpoint.id}/deliveries`, { cookie })).json()) as { deliveries: { id: string; status: string; attempts: number; lastStatusCode: number | null; nextAttemptAt: string | null }[] }).deliveries;
    const first = await until('the first failed attempt', async () => ((await deliveries())[0]?.attempts === 1 ? (await deliveries())[0] : undefined));
    expect(first).toMatchObject({ status: 'pending', lastStatusCode: 500 });
    expect(first.nextAttemptAt).not.toBeNull();
    // 5 s later, the second attempt.
    await until('the second attempt', async () => ((await deliveries())[0]!.attempts >= 2 ? true : undefined), 20_000);
    const endpointNow = (await (await t.request(`/api/v1/webhook-endpoints/${endpoint.id}`, { cookie })).json()) as { failingSince: string | null };
    expect(endpointNow.failingSince).not.toBeNull();

    // The endpoint is fixed; 'send again' delivers it now with the same id.
    answers.set('/hooks/b', 204);
    const resent = await t.request(`/api/v1/webhook-deliveries/${first.id}/retry`, { method: 'POST', cookie });
    expect(resent.status).toBe(202);
    await until('the delivery to succeed', async () => ((await deliveries())[0]!.status === 'succeeded' ? true : undefined));
    const hits = received.filter((r) => r.path === '/hooks/b');
    expect(new Set(hits.map((h) => h.headers['webhook-id']))).toEqual(new Set([first.id]));
    expect(((await (await t.request(`/api/v1/webhook-endpoints/${endpoint.id}`, { cookie })).json()) as { failingSince: string | null }).failingSince).toBeNull();
  }, 60_000);

  it('sign with both secrets for a day after a rotation', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const made = (await (await t.request('/api/v1/webhook-endpoints', { method: 'POST', cookie, json: { url: `${base}/hooks/c`, events: ['video.completed'] } })).json()) as { id: string; secret: string };
    const rotated = (await (await t.request(`/api/v1/webhook-endpoints/${made.id}/rotate-secret`, { method: 'POST', cookie })).json()) as { secret: string };
    expect(rotated.secret).not.toBe(made.secret);
    await t.container.webhooks.emit(userId, 'video.completed', 'v1', { id: 'v1' });
    const hit = await until('the delivery', () => received.find((r) => r.path === '/hooks/c'));
    expect(hit.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(made.secret).verify(hit.body, hit.headers)).toMatchObject({ type: 'video.completed' });
    expect(new Webhook(rotated.secret).verify(hit.body, hit.headers)).toMatchObject({ type: 'video.completed' });
  });

  it('disable an endpoint failing for 3 days, and email its owner', async () => {
    const { cookie, userId, email } = await signUpAndSignIn(t);
    answers.set('/hooks/d', 503);
    const made = (await (await t.request('/api/v1/webhook-endpoints', { method: 'POST', cookie, json: { url: `${base}/hooks/d`, events: ['studio_batch.completed'] } })).json()) as { id: string };
    let clock = new Date('2026-11-20T08:00:00Z');
    const service = createWebhooksService({ db: t.container.database.db, jobs: { enqueue: async () => {} }, urlFetcher: t.container.urlFetcher, mailer: t.container.mailer, logger: t.container.logger, publicUrl: 'http://localhost:3000', production: false, now: () => clock });
    const { rows } = await t.container.database.executeSql(
      `insert into webhook_deliveries (endpoint_id, user_id, event_type, event_id, payload, status) values ($1, $2, 'studio_batch.completed', 'studio_batch.completed:b1', '{}', 'pending') returning id`,
      [made.id, userId],
    );
    const deliveryId = (rows[0] as { id: string }).id;
    await service.deliver(deliveryId);
    clock = new Date('2026-11-23T08:00:01Z');
    await service.deliver(deliveryId);
    const endpoint = (await (await t.request(`/api/v1/webhook-endpoints/${made.id}`, { cookie })).json()) as { enabled: boolean; disabledReason: string };
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mail = await lastMailTo(t, email);
    expect(mail.subject).toMatch(/webhook/i);
    // A delivery due while the endpoint is off ends as failed, not pending for ever.
    await service.deliver(deliveryId, true);
    const log = (await (await t.request(`/api/v1/webhook-endpoints/${made.id}/deliveries`, { cookie })).json()) as { deliveries: { status: string; lastError: string }[] };
    expect(log.deliveries[0]).toMatchObject({ status: 'failed' });
    // Turned back on by its owner.
    const enabled = await t.request(`/api/v1/webhook-endpoints/${made.id}`, { method: 'PATCH', cookie, json: { enabled: true } });
    expect(await enabled.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('tell when credits run low, once per level a day', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const made = (await (await t.request('/api/v1/webhook-endpoints', { method: 'POST', cookie, json: { url: `${base}/hooks/e`, events: ['credits.low'] } })).json()) as { secret: string };
    // Free: 10 credits a month, so 1 credit left is low; 9 is not.
    await t.container.webhooks.checkLowCredits(userId);
    await t.container.database.executeSql(`update subscribers set credits_balance = 1 where user_id = $1`, [userId]);
    await t.container.webhooks.checkLowCredits(userId);
    await t.container.webhooks.checkLowCredits(userId);
    const hit = await until('the delivery', () => received.find((r) => r.path === '/hooks/e'));
    expect(new Webhook(made.secret).verify(hit.body, hit.headers)).toMatchObject({ type: 'credits.low', data: { balance: 1, threshold: 1, monthlyAllowance: 10 } });
    await new Promise((r) => setTimeout(r, 500));
    expect(received.filter((r) => r.path === '/hooks/e')).toHaveLength(1);
  });

  it('refuse bad endpoints and keys without the webhooks scope', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const reader = await keyFor(cookie, ['read', 'generate']);
    const refused = await t.request('/api/v1/webhook-endpoints', { headers: bearer(reader) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('api_key_scope_missing');
    for (const json of [{ url: 'ftp://x.example/h', events: ['generation.completed'] }, { url: `${base}/x`, events: [] }, { url: `${base}/x`, events: ['order.paid'] }]) {
      expect((await t.request('/api/v1/webhook-endpoints', { method: 'POST', cookie, json })).status).toBe(422);
    }
    const other = await signUpAndSignIn(t);
    const mine = (await (await t.request('/api/v1/webhook-endpoints', { method: 'POST', cookie, json: { url: `${base}/x`, events: ['generation.failed'] } })).json()) as { id: string };
    expect((await t.request(`/api/v1/webhook-endpoints/${mine.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/webhook-endpoints/${mine.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/webhook-endpoints/${mine.id}`, { method: 'DELETE', cookie })).status).toBe(204);
  });
});
