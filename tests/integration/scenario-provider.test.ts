/**
 * Scenario ideas from an OpenAI-compatible chat endpoint and the provider health endpoint, over HTTP
 * on a real database: with SCENARIO_PROVIDER=openai pointed at a local fake
 * of OpenAI's API, the user's photo and brief reach the model and the ideas come back in the user's
 * language; a provider failure answers a translated 502 and `engine: 'local'` then gives the offline
 * ideas; `GET /api/v1/admin/providers` is for admins only and never shows a secret.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../src/server/db/schema';
import { TEMPLATE_KEYS } from '../../src/server/engine/scenarios/local-catalog/templates';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai-server';
import { fastRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, uniqueEmail, type TestApp } from '../helpers/test-app';

const KEY = 'sk-test-scenario-integration-0123456789';
const OWNER = `owner.${Date.now().toString(36)}@example.com`;
const errorsIn = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'src', 'shared', 'locales', lang, 'errors.json'), 'utf8')) as Record<string, string>;

let t: TestApp;
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  t = await createTestApp(
    {
      SCENARIO_PROVIDER: 'openai',
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: fake.baseUrl,
      ADMIN_EMAILS: `${OWNER}, someone.else@example.com`,
      GENERATION_RATE_LIMIT_PER_MINUTE: '3',
    },
    { ai: { images: fastRenderer() }, worker: true },
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Idea = { id: string; title: string; summary: string; description: string; premium: boolean; locked: boolean };

async function upload(cookie: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; width: number; height: number };
}

function ideas(cookie: string, body: Record<string, unknown>, lang?: string) {
  return t.request('/api/v1/scenarios', {
    method: 'POST',
    cookie,
    ...(lang ? { lang } : {}),
    json: { features: 'Handmade ceramic espresso cup, matte sage glaze', audience: 'Specialty coffee lovers', ...body },
  });
}

describe('SCENARIO_PROVIDER=openai (fake OpenAI API)', () => {
  it("sends the user's photo and brief, and the ideas come back in the user's language", async () => {
    expect([t.container.ai.scenarios.name, t.container.ai.scenarios.model]).toEqual(['openai', 'gpt-5-mini']);
    const { cookie } = await signUpAndSignIn(t);
    const source = await upload(cookie);
    const before = fake.chats.length;

    const res = await ideas(cookie, { sourceImageId: source.id, language: 'fr' });
    expect(res.status).toBe(200);
    const list = ((await res.json()) as { scenarios: Idea[] }).scenarios;
    expect(list.map((s) => s.title)).toEqual(['Plan de travail du matin', 'Étagère chaleureuse', 'Table de café du quartier', 'Pique-nique au parc', 'Mise en scène éditoriale', 'Toit à l’heure dorée']);
    expect(list.map((s) => [s.premium, s.locked])).toEqual([[false, false], [false, false], [false, false], [false, false], [true, true], [true, true]]);

    expect(fake.chats.length).toBe(before + 1);
    const { authorization, body } = fake.chats.at(-1)!;
    expect(authorization).toBe(`Bearer ${KEY}`);
    const parts = (body.messages as { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[])[1]!.content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    const brief = parts.find((p) => p.type === 'text')!.text!;
    expect(brief).toContain('"language": "fr"');
    expect(brief).toContain('Handmade ceramic espresso cup, matte sage glaze');
    const photo = await sharp(Buffer.from(parts.find((p) => p.type === 'image_url')!.image_url!.url.split(',')[1]!, 'base64')).metadata();
    expect(photo.format).toBe('jpeg');
    expect(Math.max(photo.width!, photo.height!)).toBe(Math.min(1024, Math.max(source.width, source.height)));
    expect((body.response_format as { type: string }).type).toBe('json_schema');

    // Without a language in the body, the request's language is used.
    const german = await ideas(cookie, { sourceImageId: source.id }, 'de');
    expect(((await german.json()) as { scenarios: Idea[] }).scenarios[0]!.title).toBe('Küchentheke am Morgen');

    // The stored ideas can be used for a generation.
    const created = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      json: {
        sourceImageId: source.id,
        scenarioId: list[0]!.id,
        settings: { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'natural' },
      },
    });
    expect(created.status).toBe(202);
  });

  it('answers a translated 502 when the provider fails, and engine local then gives the offline ideas', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const source = await upload(cookie);
    const down = { status: 500, body: { error: { message: `The server had an error (key ${KEY})`, type: 'server_error', param: null, code: null } } };
    fake.planChat(down, down, down);
    const before = fake.chats.length;

    const failed = await ideas(cookie, { sourceImageId: source.id, language: 'de' }, 'de');
    expect(failed.status).toBe(502);
    const text = await failed.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'scenario_provider_failed', message: errorsIn('de').scenarioProviderFailed } });
    expect(text).not.toContain(KEY);
    expect(fake.chats.length - before).toBe(3);

    // Malformed replies twice: the same clear error, in the request's language.
    fake.planChat({ status: 200, body: { choices: [{ message: { content: '{"ideas": ' } }] } }, { status: 200, body: { choices: [{ message: { content: 'no' } }] } });
    const malformed = await ideas(cookie, { sourceImageId: source.id, language: 'pt' }, 'pt');
    expect(malformed.status).toBe(502);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toBe(errorsIn('pt').scenarioProviderFailed);

    const offline = await ideas(cookie, { sourceImageId: source.id, language: 'de', engine: 'local' }, 'de');
    expect(offline.status).toBe(200);
    const list = ((await offline.json()) as { scenarios: Idea[] }).scenarios;
    expect(list).toHaveLength(6);
    expect(list.map((s) => s.premium)).toEqual([false, false, false, false, true, true]);
    expect(list.every((s) => s.description.length >= 300)).toBe(true);
    expect(fake.chats.length - before).toBe(5);
    // IMAGE_PROVIDER=openai can paint the richer scenes, so the offline engine deals those, not studio sets.
    const stored = await t.container.database.db.select().from(scenarios).where(inArray(scenarios.id, list.map((s) => s.id)));
    for (const row of stored) expect(TEMPLATE_KEYS).toContain(row.templateKey);

    // Any other engine name is refused.
    expect((await ideas(cookie, { sourceImageId: source.id, engine: 'openai' })).status).toBe(422);
  });

  it('limits suggestions from the hosted model per user and minute; the offline ideas stay available', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const source = await upload(cookie);
    for (let i = 0; i < 3; i += 1) expect((await ideas(cookie, { sourceImageId: source.id })).status).toBe(200);
    const limited = await ideas(cookie, { sourceImageId: source.id }, 'en');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await ideas(cookie, { sourceImageId: source.id, engine: 'local' })).status).toBe(200);
  });

  it('refuses a source image that is not the user’s before calling the provider', async () => {
    const a = await signUpAndSignIn(t);
    const b = await signUpAndSignIn(t);
    const source = await upload(a.cookie);
    const before = fake.chats.length;
    expect((await ideas(b.cookie, { sourceImageId: source.id })).status).toBe(404);
    expect(fake.chats.length).toBe(before);
  });
});

describe('GET /api/v1/admin/providers', () => {
  type Report = { ok: boolean; providers: { kind: string; provider: string; model: string; configured: boolean; ok: boolean; latencyMs: number | null; error: string | null }[] };

  it('is 401 signed out and 403 for a normal user', async () => {
    const signedOut = await t.request('/api/v1/admin/providers', { lang: 'en' });
    expect(signedOut.status).toBe(401);
    const { cookie } = await signUpAndSignIn(t);
    const user = await t.request('/api/v1/admin/providers', { cookie, lang: 'en' });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ error: { code: 'forbidden', message: errorsIn('en').forbidden } });
  });

  it('reports each engine to an admin (ADMIN_EMAILS), with no secret anywhere', async () => {
    const { cookie } = await signUpAndSignIn(t, { email: OWNER });
    const res = await t.request('/api/v1/admin/providers', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).not.toContain(KEY);
    const report = JSON.parse(text) as Report;
    expect(report.ok).toBe(true);
    expect(report.providers.map((p) => [p.kind, p.provider, p.model, p.configured, p.ok, p.error])).toEqual([
      ['scenarios', 'openai', 'gpt-5-mini', true, true, null],
      ['images', 'openai', 'gpt-image-2', true, true, null],
      ['videos', 'local', 'ffmpeg camera moves', true, true, null],
    ]);
    expect(report.providers[0]!.latencyMs).toEqual(expect.any(Number));
    expect(fake.modelRequests.map((r) => r.path)).toEqual(expect.arrayContaining(['/v1/models/gpt-5-mini', '/v1/models/gpt-image-2']));
  });

  it('shows a failing provider with its error, still without the key', async () => {
    const { cookie } = await signUpAndSignIn(t, { email: OWNER.replace('owner', 'owner2') });
    // Not listed in ADMIN_EMAILS: promoted by hand (what `npm run users -- promote` does).
    expect(await t.container.adminUsers.promote(OWNER.replace('owner', 'owner2'))).toBe('changed');
    const refused = { status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}.`, type: 'invalid_request_error', param: null, code: 'invalid_api_key' } } };
    fake.planModels(refused, refused);
    const res = await t.request('/api/v1/admin/providers', { cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(KEY);
    const report = JSON.parse(text) as Report;
    expect(report.ok).toBe(false);
    for (const p of report.providers.slice(0, 2)) {
      expect(p).toMatchObject({ provider: 'openai', configured: true, ok: false });
      expect(p.error).toContain('openai model check failed: HTTP 401 Incorrect API key provided: [redacted]');
    }

    // Demoted: forbidden again.
    expect(await t.container.adminUsers.demote(OWNER.replace('owner', 'owner2'))).toBe('changed');
    expect((await t.request('/api/v1/admin/providers', { cookie })).status).toBe(403);
    expect(await t.container.adminUsers.promote(uniqueEmail('nobody'))).toBe('not_found');
  });
});
