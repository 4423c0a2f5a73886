/**
 * Batches by API over HTTP on a real database with the job worker: items by photo id and by URL
 * (a local photo server; URL_FETCH_ALLOW_PRIVATE=true as in development), packshots and scenes,
 * each its own job with its own charge and refund; an item whose photo cannot be fetched fails
 * charged nothing; signed webhooks per item and at the end; the checks made before anything is
 * stored; an Idempotency-Key replay; and an item job that runs again starts nothing twice.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBatchView } from '../../src/shared/contracts/api-batches';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/until';

interface Received {
  headers: Record<string, string>;
  body: string;
}

let t: TestApp;
let server: http.Server;
let base = '';
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp({ URL_FETCH_ALLOW_PRIVATE: 'true' }, { worker: true });
  const cup = sample('coffee_cup.png');
  server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/photos/cup.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(cup);
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(404).end('gone');
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});


/** Rows of a query on the test database. */
async function query<T>(text: string): Promise<T[]> {
  return (await t.container.database.executeSql(text)).rows as T[];
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function keyFor(cookie: string, scopes: string[]): Promise<string> {
  const res = await t.request('/api/v1/api-keys', { method: 'POST', cookie, json: { name: 'batches', scopes } });
  return ((await res.json()) as { key: string }).key;
}

async function upload(key: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png'));
  const res = await t.request('/api/v1/source-images', { method: 'POST', headers: bearer(key), body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function balanceOf(key: string): Promise<number> {
  const res = await t.request('/api/v1/me', { headers: bearer(key) });
  return ((await res.json()) as { creditsBalance: number }).creditsBalance;
}

async function ledgerOf(userId: string): Promise<{ reason: string; amount: number; reference: string | null }[]> {
  const rows = await query<{ reason: string; amount: number; reference: string | null }>(
    `select reason, amount, reference from credit_transactions where user_id = '${userId}' and reason::text not like '%_grant' order by created_at, id`,
  );
  return rows;
}

async function finished(key: string, id: string): Promise<ApiBatchView> {
  return until(`batch ${id}`, async () => {
    const res = await t.request(`/api/v1/batches/${id}`, { headers: { ...bearer(key), 'accept-language': 'en' } });
    const view = (await res.json()) as ApiBatchView;
    return view.status === 'completed' ? view : undefined;
  });
}

describe('batches by API', () => {
  it('make each item as its own job and charge, fail an unreachable photo for nothing, and tell webhooks per item and at the end', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const key = await keyFor(cookie, ['read', 'generate', 'webhooks']);
    const endpoint = await t.request('/api/v1/webhook-endpoints', {
      method: 'POST',
      headers: bearer(key),
      json: { url: `${base}/hooks`, events: ['batch.item.completed', 'batch.item.failed', 'batch.completed'] },
    });
    const { secret } = (await endpoint.json()) as { secret: string };
    const photo = await upload(key);
    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', headers: bearer(key), json: { sourceImageId: photo, features: 'Porcelain cup', audience: 'Coffee lovers', language: 'en' } });
    const scenarioId = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
    const before = await balanceOf(key);

    const res = await t.request('/api/v1/batches', {
      method: 'POST',
      headers: bearer(key),
      json: {
        items: [
          { type: 'packshot', sourceImageId: photo, preset: 'amazon', reference: 'SKU-1' },
          { type: 'scene', url: `${base}/photos/cup.png`, features: 'Porcelain cup, 300 ml', audience: 'Coffee lovers', idea: 2, reference: 'SKU-2' },
          { type: 'scene', sourceImageId: photo, scenarioId, settings: { aspectRatio: '4:3' } },
          { type: 'packshot', url: `${base}/photos/missing.png`, preset: 'shopify', reference: 'SKU-4' },
        ],
      },
    });
    expect(res.status).toBe(202);
    const created = (await res.json()) as ApiBatchView;
    expect(created.status).toBe('processing');
    expect(created.counts.total).toBe(4);
    expect(created.creditsEstimated).toBe(4);
    expect(created.items.map((i) => i.reference)).toEqual(['SKU-1', 'SKU-2', null, 'SKU-4']);

    const done = await finished(key, created.id);
    const [packshot, sceneByUrl, sceneById, missing] = done.items;
    expect(packshot!.status).toBe('succeeded');
    expect(packshot!.studioBatchId).not.toBeNull();
    expect(packshot!.images).toHaveLength(1);
    expect(sceneByUrl!.status).toBe('succeeded');
    expect(sceneByUrl!.sourceImageId).not.toBe(photo);
    expect(sceneByUrl!.generationId).not.toBeNull();
    expect(sceneByUrl!.images).toHaveLength(1);
    expect(sceneById!.status).toBe('succeeded');
    expect(sceneById!.images).toHaveLength(1);
    expect(missing!.status).toBe('failed');
    expect(missing!.error?.code).toBe('url_unreachable');
    expect(missing!.error?.message).toMatch(/could not download/);
    expect(missing!.creditsReserved).toBe(0);
    expect(done.counts).toMatchObject({ succeeded: 3, failed: 1, queued: 0, running: 0 });
    expect(done.creditsCharged).toBe(3);
    expect(done.finishedAt).not.toBeNull();

    // Each started item reserved its own credit, under its own work; the failed one nothing.
    expect(await balanceOf(key)).toBe(before - 3);
    const ledger = await ledgerOf(userId);
    const reserves = ledger.filter((e) => e.reason.endsWith('_reserve'));
    expect(reserves.map((e) => e.reference).sort()).toEqual([packshot!.studioBatchId, sceneByUrl!.generationId, sceneById!.generationId].sort());
    expect(reserves.every((e) => e.amount === -1)).toBe(true);

    // The scene by URL used idea 2 of six new ideas written for the fetched photo.
    const gen = await query<{ scenario_id: string; position: number }>(
      `select g.scenario_id, s.position from generations g join scenarios s on s.id = g.scenario_id where g.id = '${sceneByUrl!.generationId}'`,
    );
    expect(gen[0]!.position).toBe(1);

    // An image's file is readable with the key.
    const file = await t.request(sceneByUrl!.images[0]!.file, { headers: bearer(key) });
    expect(file.status).toBe(200);

    // Webhooks: one per item and one for the batch, each signed.
    const events = await until('5 batch events', () => (received.length >= 5 ? received : undefined));
    const verifier = new Webhook(secret);
    const payloads = events.map((e) => verifier.verify(e.body, e.headers) as { type: string; data: Record<string, unknown> });
    const types = payloads.map((p) => p.type).sort();
    expect(types).toEqual(['batch.completed', 'batch.item.completed', 'batch.item.completed', 'batch.item.completed', 'batch.item.failed']);
    const failedEvent = payloads.find((p) => p.type === 'batch.item.failed')!;
    expect(failedEvent.data).toMatchObject({ batchId: created.id, position: 3, reference: 'SKU-4', status: 'failed', error: { code: 'url_unreachable' }, creditsCharged: 0 });
    const end = payloads.find((p) => p.type === 'batch.completed')!;
    expect(end.data).toMatchObject({ id: created.id, status: 'completed', counts: { total: 4, succeeded: 3, failed: 1 }, creditsCharged: 3 });
    for (const p of payloads) expect(JSON.stringify(p)).not.toMatch(/X-Amz-|whsec_|vtr_live_/);

    // An item job that runs again starts nothing twice, even one that stopped before recording its start.
    await t.container.apiBatches.runItem(packshot!.id, { lastAttempt: false });
    await t.container.database.executeSql(`update api_batch_items set status = 'running', started_at = null, finished_at = null where id = '${sceneByUrl!.id}'`);
    await t.container.apiBatches.runItem(sceneByUrl!.id, { lastAttempt: false });
    const again = (await (await t.request(`/api/v1/batches/${created.id}`, { headers: bearer(key) })).json()) as ApiBatchView;
    expect(again.items[1]!.status).toBe('succeeded');
    expect(again.items[1]!.generationId).toBe(sceneByUrl!.generationId);
    expect(await ledgerOf(userId)).toEqual(ledger);
    const deliveries = await query<{ n: number }>(`select count(*)::int as n from webhook_deliveries where user_id = '${userId}'`);
    expect(deliveries[0]!.n).toBe(5);
  });

  it('refuse before storing anything: credits, photos not yours, bad items, a missing scope', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const key = await keyFor(cookie, ['read', 'generate']);
    const photo = await upload(key);
    const balance = await balanceOf(key);
    const count = async () => (await query<{ n: number }>(`select count(*)::int as n from api_batches where user_id = '${userId}'`))[0]!.n;

    const tooDear = await t.request('/api/v1/batches', {
      method: 'POST',
      headers: { ...bearer(key), 'accept-language': 'en' },
      json: { items: Array.from({ length: balance + 1 }, () => ({ type: 'packshot', sourceImageId: photo, preset: 'amazon' })) },
    });
    expect(tooDear.status).toBe(402);
    expect(((await tooDear.json()) as { error: { code: string } }).error.code).toBe('insufficient_credits');

    const other = await signUpAndSignIn(t);
    const otherKey = await keyFor(other.cookie, ['read', 'generate']);
    const notYours = await t.request('/api/v1/batches', {
      method: 'POST',
      headers: { ...bearer(otherKey), 'accept-language': 'en' },
      json: { items: [{ type: 'packshot', url: `${base}/photos/cup.png`, preset: 'etsy' }, { type: 'packshot', sourceImageId: photo, preset: 'amazon' }] },
    });
    expect(notYours.status).toBe(404);
    expect(((await notYours.json()) as { error: { message: string } }).error.message).toMatch(/^Item 2:/);

    const invalid = [
      { items: [] },
      { items: Array.from({ length: 101 }, () => ({ type: 'packshot', sourceImageId: photo, preset: 'amazon' })) },
      { items: [{ type: 'packshot', sourceImageId: photo, url: `${base}/photos/cup.png`, preset: 'amazon' }] },
      { items: [{ type: 'packshot', preset: 'amazon' }] },
      { items: [{ type: 'scene', url: `${base}/photos/cup.png` }] },
      { items: [{ type: 'scene', url: `${base}/photos/cup.png`, scenarioId: photo }] },
      { items: [{ type: 'collage', sourceImageId: photo }] },
    ];
    for (const json of invalid) {
      const res = await t.request('/api/v1/batches', { method: 'POST', headers: bearer(key), json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(422);
    }
    const nul = await t.request('/api/v1/batches', { method: 'POST', headers: bearer(key), json: { items: [{ type: 'packshot', sourceImageId: photo, preset: 'amazon', reference: 'a\u0000b' }] } });
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: { code: string } }).error.code).toBe('invalid_text');

    // Free: one image per generation.
    const tooMany = await t.request('/api/v1/batches', {
      method: 'POST',
      headers: bearer(key),
      json: { items: [{ type: 'scene', sourceImageId: photo, features: 'Porcelain cup', audience: 'Coffee lovers', settings: { count: 2 } }] },
    });
    expect(tooMany.status).toBe(403);

    const readOnly = await keyFor(cookie, ['read']);
    const scope = await t.request('/api/v1/batches', { method: 'POST', headers: bearer(readOnly), json: { items: [{ type: 'packshot', sourceImageId: photo, preset: 'amazon' }] } });
    expect(scope.status).toBe(403);
    expect(((await scope.json()) as { error: { code: string } }).error.code).toBe('api_key_scope_missing');

    const notFound = await t.request(`/api/v1/batches/${crypto.randomUUID()}`, { headers: bearer(key) });
    expect(notFound.status).toBe(404);
    expect(await count()).toBe(0);
    expect(await balanceOf(key)).toBe(balance);
  });

  it('answer a repeated request with its Idempotency-Key once, and show a batch only to its owner', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const key = await keyFor(cookie, ['read', 'generate']);
    const photo = await upload(key);
    const send = () =>
      t.request('/api/v1/batches', {
        method: 'POST',
        headers: { ...bearer(key), 'idempotency-key': `"batch-${userId}"` },
        json: { items: [{ type: 'packshot', sourceImageId: photo, preset: 'instagram' }] },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const a = (await first.json()) as ApiBatchView;
    const b = (await second.json()) as ApiBatchView;
    expect(b.id).toBe(a.id);
    const rows = await query<{ n: number }>(`select count(*)::int as n from api_batches where user_id = '${userId}'`);
    expect(rows[0]!.n).toBe(1);
    const done = await finished(key, a.id);
    expect(done.items[0]!.status).toBe('succeeded');
    expect(done.creditsCharged).toBe(1);

    const stranger = await signUpAndSignIn(t);
    const peek = await t.request(`/api/v1/batches/${a.id}`, { cookie: stranger.cookie });
    expect(peek.status).toBe(404);
  });
});
