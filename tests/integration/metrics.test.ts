/**
 * Prometheus metrics on a real app, database and job queue: `/metrics` is closed without the
 * bearer token and answers the text format with it; requests are timed by route template; a
 * generation's job, its credits and the queue's waiting work show; failed file-store calls are
 * counted; the METRICS_PORT app serves /metrics and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricsApp } from '../../src/server/http/metrics-route';
import { fastRenderer } from '../helpers/fake-renderers';
import { enlargedSample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, { ai: { images: fastRenderer() } });
  await t.container.queue.start();
});
afterAll(async () => {
  await t?.close();
});

/** The scrape with the token; fails the test on another status. */
async function scrape(): Promise<string> {
  const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of the sample `name{labels}` in a scrape (labels in any order), or undefined. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  it('is closed without the bearer token, and with a wrong one', async () => {
    const none = await t.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toMatch(/http_request_duration_seconds/);
  });

  it('reports Node.js process metrics with the event-loop delay', async () => {
    const text = await scrape();
    expect(sampleOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(text, 'vitrine_engine_workers')).toBeGreaterThanOrEqual(0);
  });

  it("times requests by their route's template, not their path", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.request(`/api/v1/generations/${missing}`, { cookie })).status).toBe(404);
    await t.request('/healthz');
    const text = await scrape();
    expect(sampleOf(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/generations/:id', status: '404' })).toBe(1);
    expect(sampleOf(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(missing);
  });

  it("shows a generation's waiting job, then its run, and the credits it reserved", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await enlargedSample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
    const source = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
    const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source.id, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' } });
    const body = await ideas.json();
    expect(ideas.status, JSON.stringify(body)).toBe(200);
    const scenarioId = (body as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
    const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' };
    const created = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: source.id, scenarioId, settings } });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };

    // No worker runs yet: the job waits.
    const waiting = await scrape();
    expect(sampleOf(waiting, 'vitrine_queue_waiting_jobs', { queue: 'generation-render' })).toBe(1);
    expect(sampleOf(waiting, 'vitrine_queue_oldest_waiting_seconds', { queue: 'generation-render' })).toBeGreaterThan(0);
    expect(sampleOf(waiting, 'vitrine_credits_total', { kind: 'reserve', reason: 'generation_reserve' })).toBe(1);

    const { startWorkers } = await import('../../src/server/jobs/worker');
    await startWorkers(t.container);
    expect((await waitForGeneration(t, cookie, id)).status).toBe('succeeded');
    // The handler's duration is recorded right after it settles, before pg-boss marks the job done.
    let done = '';
    for (let i = 0; i < 50; i += 1) {
      done = await scrape();
      if (sampleOf(done, 'vitrine_job_duration_seconds_count', { job: 'generation-render', provider: 'local', outcome: 'completed' }) === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(sampleOf(done, 'vitrine_job_duration_seconds_count', { job: 'generation-render', provider: 'local', outcome: 'completed' })).toBe(1);
    expect(sampleOf(done, 'vitrine_queue_waiting_jobs', { queue: 'generation-render' })).toBe(0);
    expect(sampleOf(done, 'vitrine_job_failures_total', { job: 'generation-render', provider: 'local' }) ?? 0).toBe(0);
  });

  it('counts failed file-store calls by operation', async () => {
    await expect(t.container.storage.get('../outside')).rejects.toThrow();
    await expect(t.container.storage.get('users/nobody/none.png')).resolves.toBeNull();
    const text = await scrape();
    expect(sampleOf(text, 'vitrine_storage_errors_total', { operation: 'get' })).toBe(1);
  });
});

describe('the METRICS_PORT listener', () => {
  it('serves /metrics and nothing else', async () => {
    const app = createMetricsApp(t.container.metrics);
    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await app.request('/api/v1/me')).status).toBe(404);
    expect((await app.request('/')).status).toBe(404);
  });
});

describe('without METRICS_TOKEN', () => {
  it('does not serve /metrics on the main port', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request('/metrics');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/http_request_duration_seconds/);
    } finally {
      await plain.close();
    }
  });
});
