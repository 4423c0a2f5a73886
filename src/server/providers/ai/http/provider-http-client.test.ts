/**
 * The shared provider HTTP layer against a local server (node:http on 127.0.0.1): retry rules for
 * 429 (Retry-After seconds and HTTP-date, retry-after-ms), 5xx and network errors by method,
 * timeouts, deadlines, the concurrency limit, size caps, caller aborts, and redaction of keys.
 * Waits use an injected sleep, so no test waits for real backoff.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';
import { withDeadline } from './deadline';
import { ProviderError } from './provider-error';
import { createProviderHttpClient, type ProviderHttpClientOptions } from './provider-http-client';
import { createRedactor, REDACTED } from './redact';
import { retryAfterMs } from './retry-after';
import { createSemaphore } from '../../../../shared/semaphore';

const KEY = 'sk-test-SECRET-0123456789abcdef';

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Destroy the socket instead of answering (a network error). */
  drop?: boolean;
}

let server: http.Server;
let base: string;
let answers: Answer[];
let received: { method: string; url: string; authorization?: string; body: string }[];
let inFlight: number;
let maxInFlight: number;
let sleeps: number[];
let clock: number;
const fakeSleep = async (ms: number) => {
  sleeps.push(ms);
  clock += ms;
};

beforeEach(async () => {
  answers = [];
  received = [];
  sleeps = [];
  inFlight = 0;
  maxInFlight = 0;
  clock = Date.now();
  server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: Buffer.concat(chunks).toString() });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const a = answers.shift() ?? { status: 200, body: { ok: true } };
      if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
      inFlight -= 1;
      if (a.drop) return req.socket.destroy();
      if (res.destroyed) return;
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
      res.end(a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function client(over: Partial<ProviderHttpClientOptions> = {}) {
  return createProviderHttpClient({
    provider: 'acme',
    baseUrl: base,
    headers: { Authorization: `Bearer ${KEY}` },
    sleep: fakeSleep,
    now: () => clock,
    random: () => 0.5,
    ...over,
  });
}

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('retry-after', () => {
  it('reads retry-after-ms, delay-seconds and HTTP-dates', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '1500.5' }), now)).toBe(1500.5);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '7' }), now)).toBe(7000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Fri, 01 May 2026 12:00:04 GMT' }), now)).toBe(4000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Fri, 01 May 2026 11:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});

describe('backoff', () => {
  it('doubles up to the cap, with the jittered share in [1 - jitter, 1]', () => {
    expect(backoffDelayMs(0, { baseMs: 500, maxMs: 10_000, random: () => 1 })).toBe(500);
    expect(backoffDelayMs(3, { baseMs: 500, maxMs: 10_000, random: () => 1 })).toBe(4000);
    expect(backoffDelayMs(10, { baseMs: 500, maxMs: 10_000, random: () => 1 })).toBe(10_000);
    expect(backoffDelayMs(2, { baseMs: 500, maxMs: 10_000, random: () => 0 })).toBe(1000);
    for (let i = 0; i < 50; i += 1) {
      const d = backoffDelayMs(1, { baseMs: 500, maxMs: 10_000 });
      expect(d).toBeGreaterThanOrEqual(500);
      expect(d).toBeLessThanOrEqual(1000);
    }
  });
});

describe('semaphore', () => {
  it('admits `limit` holders, queues the rest in order, and lets a waiter give up', async () => {
    const s = createSemaphore(2);
    const a = await s.acquire();
    const b = await s.acquire();
    const order: string[] = [];
    const c = s.acquire().then((r) => (order.push('c'), r));
    const controller = new AbortController();
    const d = s.acquire(controller.signal);
    const e = s.acquire().then((r) => (order.push('e'), r));
    expect([s.active, s.waiting]).toEqual([2, 3]);
    controller.abort(new Error('gave up'));
    await expect(d).rejects.toThrow('gave up');
    a();
    a(); // a second release is harmless
    (await c)();
    b();
    (await e)();
    expect(order).toEqual(['c', 'e']);
    expect([s.active, s.waiting]).toEqual([0, 0]);
    expect(() => createSemaphore(0)).toThrow(RangeError);
  });
});

describe('redaction', () => {
  it('removes configured secrets and well-known key shapes', () => {
    const redact = createRedactor(['my-fal-key-id:my-fal-secret']);
    expect(redact('Key my-fal-key-id:my-fal-secret was refused')).toBe(`Key ${REDACTED} was refused`);
    expect(redact('Incorrect API key provided: sk-proj-abcdefghijklmnop')).toBe(`Incorrect API key provided: sk-${REDACTED}`);
    expect(redact('GET https://x.googleapis.com/v1beta/models?key=AIzaSyA1234567890abcdefghijklmnop&alt=json')).toBe(
      `GET https://x.googleapis.com/v1beta/models?key=${REDACTED}&alt=json`,
    );
    expect(redact('Authorization: Bearer abcdefghijkl')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redact('nothing secret here')).toBe('nothing secret here');
  });
});

describe('provider HTTP client', () => {
  it('sends the credentials and JSON, and returns parsed JSON', async () => {
    answers.push({ status: 200, body: { id: 1 } });
    const res = await client().request({ method: 'POST', path: '/things', json: { a: 1 }, what: 'create' });
    expect(res).toMatchObject({ status: 200, body: { id: 1 }, attempts: 1 });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v1/things', authorization: `Bearer ${KEY}`, body: '{"a":1}' });
  });

  it('429 honours Retry-After seconds, an HTTP-date and retry-after-ms, then succeeds', async () => {
    answers.push(
      { status: 429, body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }, headers: { 'retry-after': '2' } },
      { status: 429, body: { error: { message: 'Rate limit reached' } }, headers: { 'retry-after': new Date(clock + 2000 + 5000).toUTCString() } },
      { status: 429, body: { error: { message: 'Rate limit reached' } }, headers: { 'retry-after-ms': '750' } },
      { status: 200, body: { ok: true } },
    );
    const res = await client({ maxRetries: 3 }).request({ method: 'POST', path: '/edits', json: {}, what: 'edit' });
    expect(res.attempts).toBe(4);
    expect(sleeps[0]).toBe(2000);
    // Five seconds after the first wait; an HTTP-date has one-second resolution.
    expect(sleeps[1]).toBeGreaterThan(4000);
    expect(sleeps[1]).toBeLessThanOrEqual(5000);
    expect(sleeps[2]).toBe(750);
  });

  it('429 without a header backs off exponentially; when retries run out it is retryable with the vendor code', async () => {
    for (let i = 0; i < 3; i += 1) answers.push({ status: 429, body: { error: { message: 'Slow down', code: 'rate_limit_exceeded' } } });
    const err = await failure(client({ retryBaseDelayMs: 400 }).request({ method: 'POST', path: '/edits', json: {}, what: 'edit' }));
    expect([err.retryable, err.status, err.code, err.provider]).toEqual([true, 429, 'rate_limit_exceeded', 'acme']);
    expect(err.message).toBe('acme edit failed: HTTP 429 Slow down');
    expect(received).toHaveLength(3);
    // random 0.5, jitter 0.5: 75 % of 400 then of 800.
    expect(sleeps).toEqual([300, 600]);
  });

  it('a Retry-After longer than maxRetryDelayMs is not waited in place: retryable with retryAfterMs', async () => {
    answers.push({ status: 429, body: {}, headers: { 'retry-after': '120' } });
    const err = await failure(client({ maxRetryDelayMs: 10_000 }).request({ method: 'GET', path: '/x', what: 'read' }));
    expect([err.retryable, err.retryAfterMs]).toEqual([true, 120_000]);
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('5xx: retried for GET and for a POST marked safe, never for a plain POST', async () => {
    answers.push({ status: 503, body: 'Service Unavailable' }, { status: 200, body: { ok: 1 } });
    expect((await client().request({ method: 'GET', path: '/x', what: 'read' })).attempts).toBe(2);

    answers.push({ status: 500, body: { error: { message: 'The server had an error' } } });
    const submit = await failure(client().request({ method: 'POST', path: '/queue', json: {}, what: 'submit' }));
    expect([submit.retryable, submit.status]).toEqual([true, 500]);
    expect(received).toHaveLength(3);

    answers.push({ status: 502, body: 'Bad Gateway' }, { status: 200, body: { ok: 2 } });
    const safe = await client().request({ method: 'POST', path: '/edits', json: {}, what: 'edit', retryServerErrors: true });
    expect(safe).toMatchObject({ attempts: 2, body: { ok: 2 } });
  });

  it('4xx is not retried and carries the vendor message and code; an override can make a 429 final', async () => {
    answers.push({ status: 400, body: { error: { message: 'Invalid size', type: 'invalid_request_error', param: 'size', code: 'invalid_value' } } });
    const bad = await failure(client().request({ method: 'POST', path: '/edits', json: {}, what: 'edit', retryServerErrors: true }));
    expect([bad.retryable, bad.status, bad.code, bad.message]).toEqual([false, 400, 'invalid_value', 'acme edit failed: HTTP 400 Invalid size']);

    answers.push({ status: 429, body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } } });
    const quota = await failure(
      client({ isRetryable: (status, code) => (status === 429 && code === 'insufficient_quota' ? false : undefined) }).request({ method: 'GET', path: '/x', what: 'read' }),
    );
    expect([quota.retryable, quota.code]).toEqual([false, 'insufficient_quota']);
    expect(received).toHaveLength(2);
  });

  it('network errors are retryable and retried for idempotent requests', async () => {
    answers.push({ status: 200, drop: true }, { status: 200, body: { ok: true } });
    expect((await client().request({ method: 'GET', path: '/x', what: 'read' })).attempts).toBe(2);
    answers.push({ status: 200, drop: true });
    const err = await failure(client().request({ method: 'POST', path: '/x', json: {}, what: 'submit' }));
    expect([err.retryable, err.code]).toEqual([true, 'network_error']);
  });

  it('a slow answer times out (retryable); a caller abort rejects with its own reason', async () => {
    answers.push({ status: 200, body: {}, delayMs: 2000 });
    const err = await failure(client({ requestTimeoutMs: 100, maxRetries: 0 }).request({ method: 'GET', path: '/slow', what: 'read' }));
    expect([err.retryable, err.code, err.message]).toEqual([true, 'timeout', 'acme read timed out after 100 ms']);

    answers.push({ status: 200, body: {}, delayMs: 2000 });
    const controller = new AbortController();
    const pending = client().request({ method: 'GET', path: '/slow', what: 'read', signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job cancelled')), 50);
    await expect(pending).rejects.toThrow('job cancelled');
  });

  it('never waits past the deadline: a retry that would end after it is not started', async () => {
    answers.push({ status: 503, body: {} }, { status: 200, body: {} });
    const err = await failure(client({ retryBaseDelayMs: 5000 }).request({ method: 'GET', path: '/x', what: 'read', deadlineAt: clock + 1000 }));
    expect([err.retryable, err.status]).toEqual([true, 503]);
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
    const late = await failure(client().request({ method: 'GET', path: '/x', what: 'read', deadlineAt: clock - 1 }));
    expect([late.retryable, late.code]).toEqual([true, 'deadline_exceeded']);
  });

  it('withDeadline turns an expiry into one retryable error and keeps the caller abort distinct', async () => {
    answers.push({ status: 200, body: {}, delayMs: 2000 });
    const expired = new ProviderError('took too long', true, { code: 'deadline_exceeded' });
    const c = client({ sleep: undefined, now: undefined });
    await expect(
      withDeadline({ deadlineMs: 100, onExpired: () => expired }, (scope) =>
        c.request({ method: 'GET', path: '/slow', what: 'read', signal: scope.signal, deadlineAt: scope.deadlineAt }),
      ),
    ).rejects.toBe(expired);
    const controller = new AbortController();
    controller.abort(new Error('shutdown'));
    await expect(withDeadline({ deadlineMs: 100, signal: controller.signal, onExpired: () => expired }, async () => 1)).rejects.toThrow('shutdown');
  });

  it('keeps at most `limit` requests in flight', async () => {
    for (let i = 0; i < 6; i += 1) answers.push({ status: 200, body: { i }, delayMs: 60 });
    const c = client({ limiter: createSemaphore(2) });
    await Promise.all(Array.from({ length: 6 }, () => c.request({ method: 'GET', path: '/x', what: 'read' })));
    expect(received).toHaveLength(6);
    expect(maxInFlight).toBe(2);
  });

  it('refuses oversized bodies', async () => {
    answers.push({ status: 200, body: { blob: 'x'.repeat(5000) } });
    const err = await failure(client().request({ method: 'GET', path: '/big', what: 'read', maxResponseBytes: 1000 }));
    expect([err.retryable, err.message]).toEqual([false, 'acme read: response larger than 1000 bytes']);
  });

  it('never puts the API key in an error message, even when the vendor echoes it', async () => {
    answers.push({ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}.`, code: 'invalid_api_key' } } });
    const err = await failure(client().request({ method: 'GET', path: '/x', what: 'read' }));
    expect(err.message).not.toContain(KEY);
    expect(err.message).not.toContain('SECRET');
    expect(err.message).toContain(REDACTED);
    expect(String(err.stack)).not.toContain(KEY);
  });

  it('rejects a bad base URL at creation', () => {
    expect(() => client({ baseUrl: 'not a url' })).toThrow(/invalid base URL/);
    expect(() => client({ baseUrl: 'ftp://x.example' })).toThrow(/http/);
  });
});
