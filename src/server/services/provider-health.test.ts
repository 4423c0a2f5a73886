/**
 * Provider health against local fakes of OpenAI, Gemini and fal: which provider and
 * model each engine uses, whether it is configured, whether the cheap test call succeeds, the
 * latency, a short error, the model catalogue's warnings (retired, deprecated, unknown models), and
 * never a secret in the report or the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFal, type FakeFal } from '../../../tests/helpers/fake-fal-server';
import { startFakeGemini, type FakeGemini } from '../../../tests/helpers/fake-gemini-server';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/helpers/fake-openai-server';
import { loadEnv } from '../env';
import { probeFalKey, probeGeminiModel, probeOpenAiModel } from '../providers/ai/health/probes';
import { createProviderHealthService, formatHealthTable, publicEndpoint } from './provider-health';

const OPENAI_KEY = 'sk-test-health-0123456789abcdef';
const GEMINI_KEY = 'AIza-test-health-0123456789abcdef';
const FAL_KEY = 'fal-id-0123:fal-secret-0123456789abcdef';
const KLING = 'fal-ai/kling-video/v2.6/pro/image-to-video';

let openai: FakeOpenAi;
let gemini: FakeGemini;
let fal: FakeFal;
beforeAll(async () => {
  openai = await startFakeOpenAi({ apiKey: OPENAI_KEY, models: ['gpt-5-mini', 'gpt-image-2', 'openai/gpt-5-mini'] });
  gemini = await startFakeGemini({ apiKey: GEMINI_KEY });
  fal = await startFakeFal({ apiKey: FAL_KEY, modelId: KLING });
});
afterAll(async () => {
  await Promise.all([openai?.close(), gemini?.close(), fal?.close()]);
});

describe('probes', () => {
  it('OpenAI-compatible: retrieves the model, falls back to the list, and reports a wrong key without it', async () => {
    const ok = await probeOpenAiModel({ baseUrl: openai.baseUrl, apiKey: OPENAI_KEY, model: 'gpt-5-mini' });
    expect(ok).toMatchObject({ ok: true, error: null });
    expect(ok.latencyMs).toBeGreaterThanOrEqual(0);
    expect(openai.modelRequests.at(-1)).toEqual({ path: '/v1/models/gpt-5-mini', authorization: `Bearer ${OPENAI_KEY}` });

    // A route that does not know slash-separated ids: the list is read instead.
    openai.planModels({ status: 404, body: { error: { message: 'Not found', type: 'invalid_request_error', param: null, code: null } } });
    const before = openai.modelRequests.length;
    expect(await probeOpenAiModel({ baseUrl: openai.baseUrl, apiKey: OPENAI_KEY, model: 'openai/gpt-5-mini' })).toMatchObject({ ok: true });
    expect(openai.modelRequests.slice(before).map((r) => r.path)).toEqual(['/v1/models/openai/gpt-5-mini', '/v1/models']);

    const missing = await probeOpenAiModel({ baseUrl: openai.baseUrl, apiKey: OPENAI_KEY, model: 'gpt-9' });
    expect(missing).toMatchObject({ ok: false, error: "openai model check: 'gpt-9' is not among the 3 models the endpoint lists" });

    const wrong = await probeOpenAiModel({ baseUrl: openai.baseUrl, apiKey: 'sk-wrong-0123456789abcdef', model: 'gpt-5-mini' });
    expect(wrong.ok).toBe(false);
    expect(wrong.error).toContain('openai model check failed: HTTP 401');
    expect(wrong.error).not.toContain('sk-wrong-0123456789abcdef');
  });

  it('Gemini: models.get with the key', async () => {
    expect(await probeGeminiModel({ baseUrl: gemini.baseUrl, apiKey: GEMINI_KEY, model: 'gemini-3.1-flash-image' })).toMatchObject({ ok: true, error: null });
    expect(gemini.requests.at(-1)).toMatchObject({ path: '/v1beta/models/gemini-3.1-flash-image', apiKey: GEMINI_KEY, queryKey: null });
    const wrong = await probeGeminiModel({ baseUrl: gemini.baseUrl, apiKey: 'AIza-wrong-0123456789abcdefghij', model: 'gemini-3.1-flash-image' });
    expect(wrong).toMatchObject({ ok: false });
    expect(wrong.error).toContain('API key not valid');
    expect(wrong.error).not.toContain('AIza-wrong');
  });

  it('fal: a made-up request id answers 404 with a good key, 401 with a bad one', async () => {
    expect(await probeFalKey({ queueBaseUrl: fal.baseUrl, apiKey: FAL_KEY, modelId: KLING })).toMatchObject({ ok: true, error: null });
    const call = fal.requests.at(-1)!;
    expect(call.path).toMatch(/^\/fal-ai\/kling-video\/requests\/[0-9a-f-]{36}\/status$/);
    expect(call.authorization).toBe(`Key ${FAL_KEY}`);
    const wrong = await probeFalKey({ queueBaseUrl: fal.baseUrl, apiKey: 'fal-id-9:wrong-secret-0123456789', modelId: KLING });
    expect(wrong).toMatchObject({ ok: false });
    expect(wrong.error).toContain('fal key check failed: HTTP 401 No user found for Key ID and Secret');
    expect(wrong.error).not.toContain('wrong-secret');
  });
});

describe('provider health report', () => {
  it('reports local engines as ok without any call', async () => {
    const report = await createProviderHealthService(loadEnv({}), { now: () => new Date('2026-01-02T03:04:05Z') }).check();
    expect(report).toEqual({
      ok: true,
      checkedAt: '2026-01-02T03:04:05.000Z',
      providers: [
        { kind: 'scenarios', provider: 'local', model: 'rule-based catalog', endpoint: null, configured: true, ok: true, latencyMs: null, error: null, warnings: [] },
        { kind: 'images', provider: 'local', model: 'studio renderer', endpoint: null, configured: true, ok: true, latencyMs: null, error: null, warnings: [] },
        { kind: 'videos', provider: 'local', model: 'ffmpeg camera moves', endpoint: null, configured: true, ok: true, latencyMs: null, error: null, warnings: [] },
      ],
    });
  });

  it('checks each hosted engine and never includes a secret', async () => {
    const env = loadEnv({
      SCENARIO_PROVIDER: 'openai',
      IMAGE_PROVIDER: 'gemini',
      VIDEO_PROVIDER: 'fal',
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: openai.baseUrl,
      GEMINI_API_KEY: GEMINI_KEY,
      GEMINI_BASE_URL: gemini.baseUrl,
      FAL_KEY,
      FAL_QUEUE_URL: fal.baseUrl,
    });
    const report = await createProviderHealthService(env, { now: () => new Date('2026-11-24T12:00:00Z') }).check();
    expect(report.ok).toBe(true);
    expect(report.providers.map((p) => [p.kind, p.provider, p.model, p.configured, p.ok])).toEqual([
      ['scenarios', 'openai', 'gpt-5-mini', true, true],
      ['images', 'gemini', 'gemini-3.1-flash-image', true, true],
      ['videos', 'fal', KLING, true, true],
    ]);
    // The default Gemini model works, and Google has announced its successor: a warning, not a failure.
    expect(report.providers.map((p) => p.warnings)).toEqual([
      [],
      ["model 'gemini-3.1-flash-image' is deprecated since 2026-10-06 (no shutdown date announced yet); the vendor recommends 'gemini-nano-banana-2.1'"],
      [],
    ]);
    expect(report.providers.every((p) => typeof p.latencyMs === 'number')).toBe(true);
    const text = JSON.stringify(report) + formatHealthTable(report);
    for (const secret of [OPENAI_KEY, GEMINI_KEY, FAL_KEY, 'fal-secret']) expect(text).not.toContain(secret);

    // A failing one: the fal key is refused.
    const failing = await createProviderHealthService({ ...env, FAL_KEY: 'fal-id-1:refused-secret-0123456789' }).check();
    expect(failing.ok).toBe(false);
    const videos = failing.providers.find((p) => p.kind === 'videos')!;
    expect(videos).toMatchObject({ configured: true, ok: false });
    expect(videos.error).toContain('HTTP 401');
    expect(JSON.stringify(failing)).not.toContain('refused-secret');
    expect(formatHealthTable(failing)).toMatch(/videos\s+fal\s+fal-ai\/kling-video\/v2\.6\/pro\/image-to-video\s+yes\s+FAIL\s+\d+ ms\s+fal key check failed: HTTP 401/);
  });

  it('warns when a configured model is retired, with its date and replacement, in the JSON and under the table', async () => {
    const env = loadEnv({ IMAGE_PROVIDER: 'gemini', GEMINI_API_KEY: GEMINI_KEY, GEMINI_BASE_URL: gemini.baseUrl, GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image' });
    const report = await createProviderHealthService(env, { now: () => new Date('2026-11-24T12:00:00Z') }).check();
    const images = report.providers.find((p) => p.kind === 'images')!;
    expect(images.model).toBe('gemini-2.5-flash-image');
    expect(images.warnings).toEqual(["model 'gemini-2.5-flash-image' was shut down on 2026-10-02; use 'gemini-3.1-flash-image'"]);
    // Google answers 404 for a model it shut down; the fake knows only its current model.
    expect(images.ok).toBe(false);
    expect(formatHealthTable(report).split('\n')).toContain("warning: images: model 'gemini-2.5-flash-image' was shut down on 2026-10-02; use 'gemini-3.1-flash-image'");
    expect(JSON.parse(JSON.stringify(report)).providers[1].warnings).toHaveLength(1);
  });

  it('warns about a model past its announced shutdown date, and about ids the catalogue does not know', async () => {
    const env = loadEnv({
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: OPENAI_KEY,
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_IMAGE_MODEL: 'gpt-image-1.5',
      VIDEO_PROVIDER: 'fal',
      FAL_KEY,
      FAL_QUEUE_URL: fal.baseUrl,
      FAL_KLING_MODEL: 'fal-ai/kling-video/v9/pro/image-to-video',
    });
    const before = await createProviderHealthService(env, { now: () => new Date('2026-11-24T12:00:00Z') }).check();
    expect(before.providers[1]!.warnings).toEqual(["model 'gpt-image-1.5' is deprecated since 2026-06-02 (shuts down on 2026-12-01); the vendor recommends 'gpt-image-2'"]);
    expect(before.providers[2]!.warnings).toEqual([
      "model 'fal-ai/kling-video/v9/pro/image-to-video' is not in Vitrine's model catalogue: its cost is unknown and its capabilities are assumed",
    ]);
    const after = await createProviderHealthService(env, { now: () => new Date('2026-12-02T00:00:00Z') }).check();
    expect(after.providers[1]!.warnings).toEqual(["model 'gpt-image-1.5' was shut down on 2026-12-01; use 'gpt-image-2'"]);
    // The default models raise no warning of their own but Gemini's deprecation.
    const defaults = loadEnv({ IMAGE_PROVIDER: 'fal', VIDEO_PROVIDER: 'fal', FAL_KEY, FAL_QUEUE_URL: fal.baseUrl });
    const report = await createProviderHealthService(defaults, { now: () => new Date('2026-11-24T12:00:00Z') }).check();
    expect(report.providers.map((p) => [p.model, p.warnings])).toEqual([
      ['rule-based catalog', []],
      ['fal-ai/flux-2-pro/edit', []],
      [KLING, []],
    ]);
  });

  it('reports a provider without its key as not configured, without calling it', async () => {
    const env = { ...loadEnv({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: openai.baseUrl }), OPENAI_API_KEY: undefined };
    const before = openai.modelRequests.length;
    const images = (await createProviderHealthService(env).check()).providers[1]!;
    expect(images).toMatchObject({ provider: 'openai', configured: false, ok: false, latencyMs: null, error: 'OPENAI_API_KEY is not set' });
    expect(openai.modelRequests.length).toBe(before);
  });

  it('shows endpoints without credentials, query or fragment', () => {
    expect(publicEndpoint('https://user:pass@llm.example.com:8443/v1/?token=abc#x')).toBe('https://llm.example.com:8443/v1');
  });
});
