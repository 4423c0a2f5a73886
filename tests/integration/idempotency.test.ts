/**
 * Idempotency-Key on POST /api/v1/* over HTTP on a real database: the same key and request answer
 * the first answer again without making or charging anything twice (JSON and multipart, session
 * and API key); the same key with another request is 422; a malformed key 400; a key still running
 * 409, taken over once abandoned; keys are per user and forgotten after 24 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdempotencyService } from '../../src/server/services/idempotency';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.container.queue.start();
});
afterAll(async () => {
  await t?.close();
});

function photo(): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
  return form;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await t.container.database.executeSql(sql, params);
  return Number((rows[0] as { n: number | string }).n);
}

/** A user with a photo and an idea to make a generation from. */
async function ready() {
  const { cookie, userId } = await signUpAndSignIn(t);
  const upload = await t.request('/api/v1/source-images', { method: 'POST', cookie, body: photo() });
  const source = ((await upload.json()) as { id: string }).id;
  const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source, features: 'Porcelain cup', audience: 'Coffee lovers', language: 'en' } });
  const scenario = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
  const body = { sourceImageId: source, scenarioId: scenario, settings: { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } };
  return { cookie, userId, body };
}

describe('Idempotency-Key', () => {
  it('replays a generation request with its first answer, and charges once', async () => {
    const { cookie, userId, body } = await ready();
    const send = (json: unknown, key = 'gen-7f3a9c') => t.request('/api/v1/generations', { method: 'POST', cookie, json, headers: { 'idempotency-key': key } });
    const first = await send(body);
    expect(first.status).toBe(202);
    const firstBody = await first.json();
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const again = await send(body);
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await count(`select count(*) as n from generations where user_id = $1`, [userId])).toBe(1);
    expect(await count(`select count(*) as n from credit_transactions where user_id = $1 and reason = 'generation_reserve'`, [userId])).toBe(1);

    // The same key with another request: 422, translated, nothing made.
    const other = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { ...body, settings: { ...body.settings, aspectRatio: '4:5' } }, headers: { 'idempotency-key': 'gen-7f3a9c' }, lang: 'fr' });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: { code: 'idempotency_key_reused', message: expect.stringContaining('Idempotency-Key') } });
    // A structured-field string (the draft's form) is the same key.
    expect((await send(body, '"gen-7f3a9c"')).headers.get('idempotent-replayed')).toBe('true');
    // Another key is another request.
    expect((await send(body, 'gen-second')).status).toBe(202);
    expect(await count(`select count(*) as n from generations where user_id = $1`, [userId])).toBe(2);
  });

  it('replays an upload sent again with a new multipart boundary, with an API key too', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const made = await t.request('/api/v1/api-keys', { method: 'POST', cookie, json: { name: 'uploader', scopes: ['generate'] } });
    const { key } = (await made.json()) as { key: string };
    const upload = () => t.request('/api/v1/source-images', { method: 'POST', body: photo(), headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'upload-1' } });
    const first = await upload();
    expect(first.status).toBe(201);
    const again = await upload();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await count(`select count(*) as n from source_images where user_id = $1`, [userId])).toBe(1);
    // Another file under the same key is another request.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sample('apple.jpg'))], 'apple.jpg', { type: 'image/jpeg' }));
    const different = await t.request('/api/v1/source-images', { method: 'POST', body: form, headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'upload-1' } });
    expect(different.status).toBe(422);
  });

  it('never stores an answer that carries a secret shown once', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const make = () => t.request('/api/v1/api-keys', { method: 'POST', cookie, json: { name: 'ci', scopes: ['read'] }, headers: { 'idempotency-key': 'key-1' } });
    const first = (await (await make()).json()) as { key: string };
    const second = await make();
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(((await second.json()) as { key: string }).key).not.toBe(first.key);
    expect(await count(`select count(*) as n from idempotency_keys where user_id = $1`, [userId])).toBe(0);
  });

  it('keeps keys per user, and refuses malformed keys', async () => {
    const a = await ready();
    const b = await ready();
    const send = (user: typeof a, key: string) => t.request('/api/v1/generations', { method: 'POST', cookie: user.cookie, json: user.body, headers: { 'idempotency-key': key } });
    expect((await send(a, 'shared-key')).status).toBe(202);
    const theirs = await send(b, 'shared-key');
    expect(theirs.status).toBe(202);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    for (const bad of ['', ' ', 'x'.repeat(256), 'é-key', 'two words']) {
      const res = await send(a, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_idempotency_key');
    }
  });

  it('answers 409 while the first request runs, takes over an abandoned key, and forgets keys after 24 hours', async () => {
    const { userId } = await signUpAndSignIn(t);
    let clock = new Date('2026-11-28T10:00:00Z');
    const service = createIdempotencyService(t.container.database.db, () => clock);
    expect(await service.claim(userId, 'k1', 'f1')).toEqual({ outcome: 'claimed' });
    expect(await service.claim(userId, 'k1', 'f1')).toEqual({ outcome: 'in_progress' });
    expect(await service.claim(userId, 'k1', 'f2')).toEqual({ outcome: 'mismatch' });
    // The first request's process died: after 2 minutes the key can be claimed again.
    clock = new Date('2026-11-28T10:02:01Z');
    expect(await service.claim(userId, 'k1', 'f1')).toEqual({ outcome: 'claimed' });
    await service.complete(userId, 'k1', { status: 201, contentType: 'application/json', body: '{"id":"x"}' });
    expect(await service.claim(userId, 'k1', 'f1')).toEqual({ outcome: 'replay', status: 201, contentType: 'application/json', body: '{"id":"x"}' });
    // A transient failure releases the key.
    expect(await service.claim(userId, 'k2', 'f1')).toEqual({ outcome: 'claimed' });
    await service.release(userId, 'k2');
    expect(await service.claim(userId, 'k2', 'f9')).toEqual({ outcome: 'claimed' });
    // 24 hours later the key is new again, and the hourly purge removes it.
    clock = new Date('2026-11-29T10:02:02Z');
    expect(await service.claim(userId, 'k1', 'f3')).toEqual({ outcome: 'claimed' });
    clock = new Date('2026-11-30T11:00:00Z');
    expect(await service.purge()).toBeGreaterThanOrEqual(2);
    expect(await count(`select count(*) as n from idempotency_keys where user_id = $1`, [userId])).toBe(0);
  });
});
