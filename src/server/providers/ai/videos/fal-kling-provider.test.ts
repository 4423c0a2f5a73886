/**
 * The fal.ai Kling engine and its queue client against a local fake fal server (node:http on
 * 127.0.0.1, random port) that speaks fal's documented queue shapes: submit / status / result /
 * cancel with `Authorization: Key ...`, 202 while queued, 422 validation details, 429s, 5xx,
 * failed requests, and the webhook body. Waits use an injected sleep and clock, so no test waits
 * for real seconds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFalKlingProvider, type FalKlingProviderOptions } from './fal-kling-provider';
import { createFalQueueClient, type FalQueueClientOptions, type FalQueueState } from './fal-queue-client';
import { VideoProviderError, type VideoRenderRequest } from './video-provider';

const KEY = 'test-key-123456';
const MODEL = 'fal-ai/kling-video/v2.1/standard/image-to-video';
/** The default model: its schema takes `start_image_url` and `generate_audio`, and no `cfg_scale`. */
const KLING_26 = 'fal-ai/kling-video/v2.6/pro/image-to-video';
/** Bytes that look like an MP4 (ftyp box) followed by filler. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.alloc(4096, 7),
]);

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  body: unknown;
}
interface Planned {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}
type Route = 'submit' | 'status' | 'result' | 'cancel';

/** A fake of fal's queue: each request walks `sequence`, one state per status poll. */
class FakeFal {
  server = http.createServer((req, res) => void this.handle(req, res));
  base = '';
  requests: Recorded[] = [];
  /** States a new request goes through, one per status poll (the last one repeats). */
  sequence: FalQueueState[] = ['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED'];
  /** When set, requests complete with this failure. */
  failure: { error: string; error_type: string } | null = null;
  private planned: Record<Route, Planned[]> = { submit: [], status: [], result: [], cancel: [] };
  private jobs = new Map<string, { polls: number; cancelled: boolean }>();
  private counter = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  /** Answers the next call to `route` with `p` instead of the normal behaviour. */
  plan(route: Route, ...p: Planned[]) {
    this.planned[route].push(...p);
  }
  calls(route: Route) {
    return this.requests.filter((r) => routeOf(r.method, r.path) === route);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* raw */
    }
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body });
    const send = async (p: Planned) => {
      if (p.delayMs) await new Promise((r) => setTimeout(r, p.delayMs));
      if (res.destroyed) return;
      res.writeHead(p.status, { 'content-type': 'application/json', ...p.headers });
      res.end(p.body === undefined ? '' : JSON.stringify(p.body));
    };

    if (url.pathname.startsWith('/files/')) return this.serveFile(url.pathname, res);
    const route = routeOf(method, url.pathname);
    if (!route) return send({ status: 404, body: { detail: 'Not Found' } });
    if (req.headers.authorization !== `Key ${KEY}`) {
      return send({ status: 401, body: { detail: 'No user found for Key ID and Secret' } });
    }
    const next = this.planned[route].shift();
    if (next) return send(next);

    if (route === 'submit') {
      const input = (body ?? {}) as Record<string, unknown>;
      const detail: { loc: string[]; msg: string; type: string }[] = [];
      if (typeof input.prompt !== 'string' || !input.prompt) detail.push({ loc: ['body', 'prompt'], msg: 'field required', type: 'value_error.missing' });
      // Kling 2.6 Pro's schema names the still `start_image_url`; Kling 2.1's `image_url`.
      const imageField = url.pathname === `/${KLING_26}` ? 'start_image_url' : 'image_url';
      if (typeof input[imageField] !== 'string') detail.push({ loc: ['body', imageField], msg: 'field required', type: 'value_error.missing' });
      if (input.duration !== undefined && input.duration !== '5' && input.duration !== '10') {
        detail.push({ loc: ['body', 'duration'], msg: "value is not a valid enumeration member; permitted: '5', '10'", type: 'type_error.enum' });
      }
      if (detail.length) return send({ status: 422, body: { detail } });
      this.counter += 1;
      const id = `0b6c1d2e-0000-4000-8000-${String(this.counter).padStart(12, '0')}`;
      this.jobs.set(id, { polls: 0, cancelled: false });
      const own = `${this.base}/fal-ai/kling-video/requests/${id}`;
      return send({
        status: 200,
        body: { request_id: id, gateway_request_id: id, response_url: own, status_url: `${own}/status`, cancel_url: `${own}/cancel`, queue_position: 0 },
      });
    }
    const id = url.pathname.split('/')[4] ?? '';
    const job = this.jobs.get(id);
    if (!job) return send({ status: 404, body: { detail: 'Request not found' } });
    const state = this.sequence[Math.min(job.polls, this.sequence.length - 1)] ?? 'COMPLETED';
    const own = `${this.base}/fal-ai/kling-video/requests/${id}`;
    if (route === 'status') {
      job.polls += 1;
      if (state === 'COMPLETED') {
        return send({ status: 200, body: { status: 'COMPLETED', response_url: own, logs: null, ...(this.failure ?? {}) } });
      }
      return send({
        status: 202,
        body: { status: state, response_url: own, logs: null, ...(state === 'IN_QUEUE' ? { queue_position: 0 } : {}) },
      });
    }
    if (route === 'result') {
      if (state !== 'COMPLETED') return send({ status: 400, body: { detail: 'Request is still in progress' } });
      if (this.failure) return send({ status: 422, body: { detail: [{ loc: ['body', 'image_url'], msg: 'Image too small', type: 'value_error' }] } });
      return send({
        status: 200,
        body: { video: { url: `${this.base}/files/output.mp4`, content_type: 'video/mp4', file_name: 'output.mp4', file_size: MP4.length } },
      });
    }
    // cancel
    if (state === 'COMPLETED') return send({ status: 400, body: { status: 'ALREADY_COMPLETED' } });
    job.cancelled = true;
    return send({ status: 202, body: { status: 'CANCELLATION_REQUESTED' } });
  }

  private serveFile(path: string, res: http.ServerResponse) {
    if (path === '/files/output.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(MP4.length) });
      return res.end(MP4);
    }
    if (path === '/files/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html></html>');
    }
    if (path === '/files/redirect') {
      res.writeHead(302, { location: 'https://evil.example.com/x.mp4' });
      return res.end();
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Not Found' }));
  }
}

function routeOf(method: string, path: string): Route | null {
  if (method === 'POST' && (path === `/${MODEL}` || path === `/${KLING_26}`)) return 'submit';
  const m = /^\/fal-ai\/kling-video\/requests\/[^/]+(\/status|\/cancel)?$/.exec(path);
  if (!m) return null;
  if (method === 'GET' && m[1] === '/status') return 'status';
  if (method === 'GET' && !m[1]) return 'result';
  if (method === 'PUT' && m[1] === '/cancel') return 'cancel';
  return null;
}

let fake: FakeFal;
let clock: number;
let sleeps: number[];
const fakeSleep = async (ms: number) => {
  sleeps.push(ms);
  clock += ms;
};

beforeEach(async () => {
  fake = new FakeFal();
  await fake.start();
  clock = 1_000_000;
  sleeps = [];
});
afterEach(async () => {
  await fake.stop();
});

function client(over: Partial<FalQueueClientOptions> = {}) {
  return createFalQueueClient({ apiKey: KEY, queueBaseUrl: fake.base, modelId: MODEL, sleep: fakeSleep, ...over });
}
function provider(over: Partial<FalKlingProviderOptions> = {}) {
  return createFalKlingProvider({
    client: client(),
    insecureLoopbackOrigins: [fake.base],
    sleep: fakeSleep,
    now: () => clock,
    random: () => 0,
    ...over,
  });
}
async function png(width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: '#c07040' } }).png().toBuffer();
}
async function request(over: Partial<VideoRenderRequest> = {}): Promise<VideoRenderRequest> {
  return { image: await png(), prompt: 'Slow push-in on the mug', durationSeconds: 5, aspectRatio: '16:9', seed: 1, ...over };
}
async function rejection(p: Promise<unknown>): Promise<VideoProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VideoProviderError);
  return err as VideoProviderError;
}

describe('fal queue client', () => {
  it('submits with the key, the JSON input and the webhook, and reads status/result on owner/app paths', async () => {
    const c = client();
    const sub = await c.submit(
      { prompt: 'p', image_url: 'data:image/png;base64,AAAA', duration: '10' },
      { webhookUrl: 'https://app.example.com/api/v1/webhooks/fal?job=1&sig=x' },
    );
    const [call] = fake.calls('submit');
    expect(call?.authorization).toBe(`Key ${KEY}`);
    expect(call?.query.get('fal_webhook')).toBe('https://app.example.com/api/v1/webhooks/fal?job=1&sig=x');
    expect(call?.body).toEqual({ prompt: 'p', image_url: 'data:image/png;base64,AAAA', duration: '10' });
    expect(sub.statusUrl).toBe(`${fake.base}/fal-ai/kling-video/requests/${sub.requestId}/status`);
    expect(sub.responseUrl).toBe(`${fake.base}/fal-ai/kling-video/requests/${sub.requestId}`);

    expect(await c.status(sub.requestId)).toEqual({ status: 'IN_QUEUE', queuePosition: 0 });
    expect(await c.status(sub.requestId)).toEqual({ status: 'IN_PROGRESS' });
    expect(await c.status(sub.requestId)).toEqual({ status: 'COMPLETED' });
    expect(await c.result(sub.requestId)).toEqual({
      videoUrl: `${fake.base}/files/output.mp4`,
      contentType: 'video/mp4',
      fileName: 'output.mp4',
      fileSize: MP4.length,
    });
  });

  it('401 and 422 are not retryable and carry fal\'s detail', async () => {
    const bad = await rejection(client({ apiKey: 'wrong-key-000' }).submit({ prompt: 'p', image_url: 'x', duration: '5' }));
    expect(bad.retryable).toBe(false);
    expect(bad.message).toContain('HTTP 401');
    expect(bad.message).toContain('No user found');

    const invalid = await rejection(client().submit({ prompt: '', image_url: 'x', duration: '5' }));
    expect(invalid.retryable).toBe(false);
    expect(invalid.message).toContain('HTTP 422');
    expect(invalid.message).toContain('prompt: field required');
    expect(fake.calls('submit')).toHaveLength(2);
  });

  it('429 then success: retried in place, honouring Retry-After', async () => {
    fake.plan('submit', { status: 429, body: { detail: 'Rate limit exceeded' }, headers: { 'retry-after': '3' } });
    const sub = await client().submit({ prompt: 'p', image_url: 'x', duration: '5' });
    expect(sub.requestId).toMatch(/^0b6c1d2e-/);
    expect(fake.calls('submit')).toHaveLength(2);
    expect(sleeps).toEqual([3000]);
  });

  it('429 until retries run out is retryable', async () => {
    fake.plan('submit', ...Array.from({ length: 3 }, () => ({ status: 429, body: { detail: 'Rate limit exceeded' } })));
    const err = await rejection(client().submit({ prompt: 'p', image_url: 'x', duration: '5' }));
    expect(err.retryable).toBe(true);
    expect(fake.calls('submit')).toHaveLength(3);
  });

  it('5xx on submit is retryable but not repeated (it may have been queued); 5xx on status is retried', async () => {
    fake.plan('submit', { status: 503, body: { detail: 'No runner available', error_type: 'runner_scheduling_failure' } });
    const err = await rejection(client().submit({ prompt: 'p', image_url: 'x', duration: '5' }));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('runner_scheduling_failure');
    expect(fake.calls('submit')).toHaveLength(1);

    const sub = await client().submit({ prompt: 'p', image_url: 'x', duration: '5' });
    fake.plan('status', { status: 500, body: { detail: 'Internal Server Error' } });
    expect((await client().status(sub.requestId)).status).toBe('IN_QUEUE');
    expect(fake.calls('status')).toHaveLength(2);
  });

  it('a request that outlives requestTimeoutMs is a retryable timeout; a caller abort rejects with its reason', async () => {
    const sub = await client().submit({ prompt: 'p', image_url: 'x', duration: '5' });
    fake.plan('status', { status: 200, body: { status: 'IN_QUEUE' }, delayMs: 2000 });
    const err = await rejection(client({ requestTimeoutMs: 100, maxRetries: 0 }).status(sub.requestId));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('timed out after 100 ms');

    fake.plan('status', { status: 200, body: { status: 'IN_QUEUE' }, delayMs: 2000 });
    const controller = new AbortController();
    const pending = client().status(sub.requestId, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job cancelled')), 50);
    await expect(pending).rejects.toThrow('job cancelled');
  });

  it('cancel answers CANCELLATION_REQUESTED, then ALREADY_COMPLETED once done, and NOT_FOUND for unknown ids', async () => {
    const c = client();
    const sub = await c.submit({ prompt: 'p', image_url: 'x', duration: '5' });
    expect(await c.cancel(sub.requestId)).toEqual({ status: 'CANCELLATION_REQUESTED' });
    fake.sequence = ['COMPLETED'];
    const done = await c.submit({ prompt: 'p', image_url: 'x', duration: '5' });
    expect(await c.cancel(done.requestId)).toEqual({ status: 'ALREADY_COMPLETED' });
    fake.plan('cancel', { status: 404, body: { status: 'NOT_FOUND' } });
    expect(await c.cancel('00000000-0000-4000-8000-000000000000')).toEqual({ status: 'NOT_FOUND' });
    expect(fake.calls('cancel').every((r) => r.method === 'PUT')).toBe(true);
  });

  it('refuses malformed request ids without calling fal', async () => {
    const err = await rejection(client().status('../../admin'));
    expect(err.retryable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('fal Kling provider', () => {
  it('happy path: IN_QUEUE -> IN_PROGRESS -> COMPLETED, result, download of the mp4', async () => {
    const p = provider();
    const { requestId } = await p.submit(await request());
    const out = await p.waitForResult(requestId);
    expect(out).toEqual({ videoUrl: `${fake.base}/files/output.mp4` });
    expect(fake.calls('status')).toHaveLength(3);
    expect(fake.calls('result')).toHaveLength(1);
    // Backoff: 2 s then 4 s between the three polls (jitter 0 here).
    expect(sleeps).toEqual([2000, 4000]);
    const bytes = await p.download(out?.videoUrl ?? '');
    expect(bytes.equals(MP4)).toBe(true);
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('sends prompt, the still as a JPEG data URI cropped to the aspect ratio, and duration as a string', async () => {
    const p = provider();
    await p.submit(await request({ durationSeconds: 5, aspectRatio: '9:16', prompt: '  Orbit around the bottle  ' }));
    const body = fake.calls('submit')[0]?.body as Record<string, unknown>;
    expect(body.prompt).toBe('Orbit around the bottle');
    expect(body.duration).toBe('5');
    expect(body).not.toHaveProperty('aspect_ratio'); // not in Kling 2.1 standard's schema
    const imageUrl = String(body.image_url);
    expect(imageUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(imageUrl.slice(imageUrl.indexOf(',') + 1), 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);

    const q = provider({ sendAspectRatio: true, fitImageToAspectRatio: false, negativePrompt: 'blur', cfgScale: 0.6 });
    const image = await png(320, 320);
    await q.submit(await request({ image, durationSeconds: 10, aspectRatio: '1:1' }));
    const second = fake.calls('submit')[1]?.body as Record<string, unknown>;
    expect(second).toEqual({
      prompt: 'Slow push-in on the mug',
      image_url: `data:image/png;base64,${image.toString('base64')}`,
      duration: '10',
      aspect_ratio: '1:1',
      negative_prompt: 'blur',
      cfg_scale: 0.6,
    });
  });

  it('Kling 2.6 Pro (the default): the still as start_image_url, audio off, no cfg_scale (its schema has none)', async () => {
    const p = provider({ client: client({ modelId: KLING_26 }), negativePrompt: 'blur', cfgScale: 0.6 });
    const { requestId } = await p.submit(await request({ durationSeconds: 10, aspectRatio: '16:9' }));
    const call = fake.calls('submit')[0]!;
    expect(call.path).toBe(`/${KLING_26}`);
    const body = call.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['duration', 'generate_audio', 'negative_prompt', 'prompt', 'start_image_url']);
    expect(body).toMatchObject({ prompt: 'Slow push-in on the mug', duration: '10', negative_prompt: 'blur', generate_audio: false });
    expect(String(body.start_image_url).startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(await p.waitForResult(requestId)).toEqual({ videoUrl: `${fake.base}/files/output.mp4` });

    // Kling 2.1 keeps image_url and cfg_scale, and has no audio field.
    await provider({ cfgScale: 0.6 }).submit(await request());
    const old = fake.calls('submit')[1]!.body as Record<string, unknown>;
    expect(old).toHaveProperty('image_url');
    expect(old).toMatchObject({ cfg_scale: 0.6 });
    expect(old).not.toHaveProperty('generate_audio');
    expect(old).not.toHaveProperty('start_image_url');
  });

  it('passes the webhook URL to fal and refuses bad input before calling fal', async () => {
    const p = provider();
    await p.submit(await request(), { webhookUrl: 'https://app.example.com/api/v1/webhooks/fal' });
    expect(fake.calls('submit')[0]?.query.get('fal_webhook')).toBe('https://app.example.com/api/v1/webhooks/fal');
    expect((await rejection(p.submit(await request({ prompt: '   ' })))).retryable).toBe(false);
    expect((await rejection(p.submit(await request({ image: Buffer.from('not an image') })))).retryable).toBe(false);
    expect(fake.calls('submit')).toHaveLength(1);
  });

  it('429 on submit then success', async () => {
    fake.plan('submit', { status: 429, body: { detail: 'Too many requests' } });
    const { requestId } = await provider().submit(await request());
    expect(requestId).toBeTruthy();
    expect(fake.calls('submit')).toHaveLength(2);
  });

  it('500 on status is retried by the poll loop and the render still completes', async () => {
    const p = provider({ client: client({ maxRetries: 0 }) });
    const { requestId } = await p.submit(await request());
    fake.plan('status', { status: 500, body: { detail: 'Internal Server Error' } }, { status: 502, body: 'Bad Gateway' });
    expect(await p.waitForResult(requestId)).toEqual({ videoUrl: `${fake.base}/files/output.mp4` });
    expect(fake.calls('status')).toHaveLength(5);
  });

  it('a failed request (COMPLETED with an error) is not retryable', async () => {
    fake.failure = { error: 'Internal error while generating', error_type: 'runner_disconnected' };
    const p = provider();
    const { requestId } = await p.submit(await request());
    const err = await rejection(p.waitForResult(requestId));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('runner_disconnected');
    expect(fake.calls('result')).toHaveLength(0);
  });

  it('a result answering 4xx (fal validation of the model run) is not retryable', async () => {
    const p = provider();
    const { requestId } = await p.submit(await request());
    fake.plan('result', { status: 422, body: { detail: [{ loc: ['body', 'image_url'], msg: 'Image too small', type: 'value_error' }] } });
    const err = await rejection(p.waitForResult(requestId));
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('image_url: Image too small');
  });

  it('a request that never completes hits the deadline: retryable, with backoff capped at maxPollIntervalMs', async () => {
    fake.sequence = ['IN_QUEUE', 'IN_PROGRESS'];
    const p = provider({ deadlineMs: 60_000 });
    const started = clock;
    const { requestId } = await p.submit(await request());
    const err = await rejection(p.waitForResult(requestId, { startedAt: started }));
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('not finished within 60 s');
    expect(clock - started).toBe(60_000);
    expect(sleeps.slice(0, 4)).toEqual([2000, 4000, 8000, 15_000]);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(15_000);
    expect(fake.calls('result')).toHaveLength(0);
  });

  it('jitter stays within 10 % of the interval', async () => {
    fake.sequence = ['IN_QUEUE', 'IN_QUEUE', 'COMPLETED'];
    const p = provider({ random: () => 0.999 });
    const { requestId } = await p.submit(await request());
    await p.waitForResult(requestId);
    expect(sleeps[0]).toBeGreaterThan(2000);
    expect(sleeps[0]).toBeLessThan(2200);
  });

  it('isDone short-circuits polling when the webhook completed the job first', async () => {
    fake.sequence = ['IN_PROGRESS'];
    const p = provider();
    const { requestId } = await p.submit(await request());
    let webhookArrived = false;
    const isDone = async () => webhookArrived;
    const wait = p.waitForResult(requestId, {
      isDone: async () => {
        const done = await isDone();
        // The webhook lands while the worker sleeps after the first poll.
        webhookArrived = true;
        return done;
      },
    });
    expect(await wait).toBeNull();
    expect(fake.calls('status')).toHaveLength(1);
    expect(fake.calls('result')).toHaveLength(0);
  });

  it('an aborted signal stops waiting', async () => {
    fake.sequence = ['IN_PROGRESS'];
    const controller = new AbortController();
    const p = provider({
      sleep: async () => {
        controller.abort(new Error('shutdown'));
      },
    });
    const { requestId } = await p.submit(await request());
    await expect(p.waitForResult(requestId, { signal: controller.signal })).rejects.toThrow('shutdown');
  });

  it('parses webhook bodies stably; a duplicated delivery gives the same requestId', () => {
    const p = provider();
    const ok = {
      request_id: '0b6c1d2e-0000-4000-8000-000000000001',
      gateway_request_id: '0b6c1d2e-0000-4000-8000-000000000009',
      status: 'OK',
      payload: { video: { url: 'https://v3.fal.media/files/b/x/output.mp4', content_type: 'video/mp4', file_name: 'output.mp4', file_size: 123 } },
    };
    const first = p.parseWebhook(JSON.parse(JSON.stringify(ok)));
    const second = p.parseWebhook(JSON.parse(JSON.stringify(ok)));
    expect(first).toEqual({ requestId: ok.request_id, ok: true, videoUrl: 'https://v3.fal.media/files/b/x/output.mp4' });
    expect(second).toEqual(first);

    const failed = p.parseWebhook({
      request_id: 'r-2',
      gateway_request_id: 'r-2',
      status: 'ERROR',
      error: 'Invalid status code: 422',
      payload: { detail: [{ loc: ['body', 'prompt'], msg: 'field required', type: 'value_error.missing' }] },
    });
    expect(failed).toEqual({ requestId: 'r-2', ok: false, error: 'Invalid status code: 422: prompt: field required' });

    // payload_error: the result has to be fetched from the queue.
    expect(p.parseWebhook({ request_id: 'r-3', gateway_request_id: 'r-3', status: 'OK', payload: null, payload_error: 'not JSON serializable' })).toEqual({
      requestId: 'r-3',
      ok: true,
    });
    for (const junk of [null, 'x', 42, {}, { request_id: 'r', status: 'DONE' }, { status: 'OK', payload: {} }]) {
      expect(p.parseWebhook(junk)).toBeNull();
    }
  });

  it('download refuses hosts off the allow-list without fetching', async () => {
    let fetched = 0;
    const spy: typeof fetch = async () => {
      fetched += 1;
      return new Response(MP4, { headers: { 'content-type': 'video/mp4' } });
    };
    const p = provider({ fetch: spy });
    for (const url of [
      'https://evil.example.com/x.mp4',
      'https://notfal.media/x.mp4',
      'https://fal.media.evil.com/x.mp4',
      'http://v3.fal.media/x.mp4',
      'https://user:pw@v3.fal.media/x.mp4',
      'https://v3.fal.media:8443/x.mp4',
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.2:8080/x.mp4',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const err = await rejection(p.download(url));
      expect(err.retryable).toBe(false);
      expect(err.message).toContain('refused');
    }
    expect(fetched).toBe(0);
    expect((await p.download('https://v3.fal.media/files/b/x/output.mp4')).equals(MP4)).toBe(true);
    expect(fetched).toBe(1);
  });

  it('download checks the content type, the size, and re-checks redirects', async () => {
    const p = provider();
    const html = await rejection(p.download(`${fake.base}/files/page.html`));
    expect(html.message).toContain('not video/*');
    const big = await rejection(p.download(`${fake.base}/files/output.mp4`, { maxBytes: 1024 }));
    expect(big.message).toContain('exceeds 1024');
    const redirected = await rejection(p.download(`${fake.base}/files/redirect`));
    expect(redirected.message).toContain('host not allow-listed');
    const gone = await rejection(p.download(`${fake.base}/files/expired.mp4`));
    expect([gone.retryable, gone.message]).toEqual([false, 'fal download failed: HTTP 404']);
  });

  it('only loopback origins may be allowed over http', () => {
    expect(() => createFalKlingProvider({ client: client(), insecureLoopbackOrigins: ['http://fal.media'] })).toThrow(/loopback/);
  });
});
