/**
 * Scenario ideas from an OpenAI-compatible chat endpoint, against a local fake of OpenAI's API
 * (tests/helpers/fake-openai-server.ts): the request the endpoint receives (model, messages with the
 * photo as a data URI, JSON-schema response format, the language), a valid reply parsed into six
 * ideas, malformed and wrongly shaped replies, 429 with Retry-After, 5xx, a timeout, the json_object
 * fallback, and the key never in an error message.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, fakeScenarioReply, startFakeOpenAi, type FakeOpenAi } from '../../../../../tests/helpers/fake-openai-server';
import { buildScenarioPrompt, clampText, ideaKey, ideasFromModelReply, LOCAL_RENDERER_RULES } from '../../../engine/scenarios/model-ideas';
import { createOpenAiScenarioProvider, estimateChatCostUsd, ScenarioProviderError, type OpenAiScenarioProviderOptions } from './openai-scenario-provider';
import { scenarioIdeasCodec } from '../../../engine/scenarios/model-ideas';
import { scenarioIdeasSchema, SCENARIO_LIMITS, type ScenarioRequest } from './scenario-provider';

const KEY = 'sk-test-scenarios-0123456789abcdef';

let fake: FakeOpenAi;
let sleeps: number[];
beforeEach(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  sleeps = [];
});
afterEach(async () => {
  await fake.close();
});

function provider(over: Partial<OpenAiScenarioProviderOptions> = {}) {
  return createOpenAiScenarioProvider({
    apiKey: KEY,
    baseUrl: fake.baseUrl,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0,
    codec: scenarioIdeasCodec,
    ...over,
  });
}

let photo: Buffer;
async function request(over: Partial<ScenarioRequest> = {}): Promise<ScenarioRequest> {
  photo ??= await sharp({ create: { width: 2000, height: 1500, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } }).png().toBuffer();
  return {
    features: 'Handmade ceramic espresso cup, 90 ml, matte sage glaze',
    audience: 'Specialty coffee lovers',
    language: 'fr',
    analysis: { width: 2000, height: 1500, hasAlpha: true, dominantColors: ['#c85028', '#ffffff'] },
    image: { data: photo, mime: 'image/png' },
    ...over,
  };
}

async function rejection(p: Promise<unknown>): Promise<ScenarioProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ScenarioProviderError);
  return err as ScenarioProviderError;
}

type Part = { type: string; text?: string; image_url?: { url: string; detail: string } };
type Message = { role: string; content: string | Part[] };

describe('the prompt and the active image engine', () => {
  it('tells the model to name only what the local studio renderer draws, and leaves hosted image engines free', async () => {
    for (const imageEngine of [undefined, 'local'] as const) {
      expect(buildScenarioPrompt(await request(imageEngine ? { imageEngine } : {}), true).system).toContain(LOCAL_RENDERER_RULES);
    }
    for (const imageEngine of ['openai', 'gemini', 'fal'] as const) {
      expect(buildScenarioPrompt(await request({ imageEngine }), true).system).not.toContain('deterministic studio renderer');
    }
  });
});

describe('OpenAI-compatible scenario ideas', () => {
  it('sends the model, a system and a user message with the brief and the photo, and a strict JSON schema', async () => {
    const ideas = await provider().suggest(await request());
    expect(fake.chats).toHaveLength(1);
    const { authorization, body } = fake.chats[0]!;
    expect(authorization).toBe(`Bearer ${KEY}`);
    expect(body.model).toBe('gpt-5-mini');
    expect(body.reasoning_effort).toBe('low');
    const messages = body.messages as Message[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toContain('Write every title, summary and description in French');
    expect(messages[0]!.content).toContain('JSON');

    const parts = messages[1]!.content as Part[];
    const text = parts.find((p) => p.type === 'text')!.text!;
    const brief = JSON.parse(text.slice(text.indexOf('{'))) as Record<string, unknown>;
    expect(brief).toMatchObject({
      language: 'fr',
      productFeatures: 'Handmade ceramic espresso cup, 90 ml, matte sage glaze',
      desiredAudience: 'Specialty coffee lovers',
      imageAnalysis: { widthPx: 2000, heightPx: 1500, shape: 'wide', transparentBackground: true, dominantColours: ['#c85028', '#ffffff'] },
    });
    const image = parts.find((p) => p.type === 'image_url')!.image_url!;
    expect(image.detail).toBe('low');
    expect(image.url).toMatch(/^data:image\/jpeg;base64,/);
    const meta = await sharp(Buffer.from(image.url.split(',')[1]!, 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1024, 768]);

    const format = body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.name).toBe('scenario_ideas');
    expect(format.json_schema.strict).toBe(true);
    const items = (format.json_schema.schema as { properties: { ideas: { minItems: number; items: { required: string[]; additionalProperties: boolean; properties: Record<string, { enum?: string[] }> } } } }).properties.ideas;
    expect(items.minItems).toBe(6);
    expect(items.items.additionalProperties).toBe(false);
    expect(items.items.required).toEqual(['title', 'summary', 'description', 'surface', 'backdrop', 'accent', 'style', 'timeOfDay']);
    expect(items.items.properties.timeOfDay!.enum).toEqual(['natural', 'golden_hour', 'night_light', 'soft_morning']);

    // The reply becomes six valid ideas in the user's language, the last two premium.
    expect(scenarioIdeasSchema.safeParse(ideas).success).toBe(true);
    expect(ideas.map((i) => i.premium)).toEqual([false, false, false, false, true, true]);
    expect(ideas[0]).toMatchObject({ title: 'Plan de travail du matin', key: 'plan-de-travail-du-matin-1', scene: { surface: 'wood', backdrop: 'window', accent: '#c08a5a' } });
    expect(ideas[0]!.suggestedTimeOfDay).toBe('soft_morning');
    // Same reply, same keys.
    expect((await provider().suggest(await request())).map((i) => i.key)).toEqual(ideas.map((i) => i.key));
  });

  it('works without a key and without a photo (e.g. Ollama), and sends no reasoning_effort to other models', async () => {
    const open = await startFakeOpenAi({ apiKey: null });
    try {
      const ideas = await createOpenAiScenarioProvider({ baseUrl: open.baseUrl, model: 'qwen2.5vl:7b', codec: scenarioIdeasCodec }).suggest(await request({ image: undefined, language: 'de' }));
      expect(ideas[0]!.title).toBe('Küchentheke am Morgen');
      const { authorization, body } = open.chats[0]!;
      expect(authorization).toBeUndefined();
      expect(body.model).toBe('qwen2.5vl:7b');
      expect(body.reasoning_effort).toBeUndefined();
      const parts = (body.messages as Message[])[1]!.content as Part[];
      expect(parts.map((p) => p.type)).toEqual(['text']);
    } finally {
      await open.close();
    }
  });

  it('asks once more after malformed JSON, then fails with a clear, non-retryable error', async () => {
    fake.planChat({ status: 200, body: chatCompletion('Here are your ideas: {"ideas": [') });
    const ideas = await provider().suggest(await request());
    expect(ideas).toHaveLength(6);
    expect(fake.chats).toHaveLength(2);

    fake.planChat({ status: 200, body: chatCompletion('not json at all') }, { status: 200, body: chatCompletion('{"ideas": [1, 2') });
    const err = await rejection(provider().suggest(await request()));
    expect(err.retryable).toBe(false);
    expect(err.code).toBe('invalid_reply');
    expect(err.message).toBe('openai scenario ideas: the reply is not JSON (2 replies)');
    expect(fake.chats).toHaveLength(4);
  });

  it('refuses a wrong shape after one more try, and says what was wrong', async () => {
    const three = JSON.stringify({ ideas: (JSON.parse(fakeScenarioReply('en')) as { ideas: unknown[] }).ideas.slice(0, 3) });
    fake.planChat({ status: 200, body: chatCompletion(three) }, { status: 200, body: chatCompletion(three, { finishReason: 'length' }) });
    const err = await rejection(provider().suggest(await request()));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/^openai scenario ideas: wrong shape: ideas .*\(cut off at the token limit\) \(2 replies\)$/);

    const badEnum = fakeScenarioReply('en').replace('"surface":"wood"', '"surface":"velvet"');
    fake.planChat({ status: 200, body: chatCompletion(badEnum) }, { status: 200, body: chatCompletion(badEnum) });
    expect((await rejection(provider().suggest(await request()))).message).toContain('wrong shape: ideas.0.surface');
    // An empty answer counts as malformed too.
    fake.planChat({ status: 200, body: { choices: [] } }, { status: 200, body: chatCompletion('') });
    expect((await rejection(provider().suggest(await request()))).message).toContain('the reply is empty');
  });

  it('stops at once when the model refuses', async () => {
    fake.planChat({ status: 200, body: chatCompletion(null, { refusal: "I'm sorry, I can't help with that." }) });
    const err = await rejection(provider().suggest(await request()));
    expect([err.retryable, err.code]).toEqual([false, 'refusal']);
    expect(err.message).toContain("the model refused (I'm sorry");
    expect(fake.chats).toHaveLength(1);
  });

  it('waits as long as a 429 asks (Retry-After) and then succeeds', async () => {
    const limited = { status: 429, headers: { 'retry-after': '2' }, body: { error: { message: 'Rate limit reached for gpt-5-mini', type: 'requests', param: null, code: 'rate_limit_exceeded' } } };
    fake.planChat(limited);
    expect(await provider().suggest(await request())).toHaveLength(6);
    expect(sleeps).toEqual([2000]);
    expect(fake.chats).toHaveLength(2);
  });

  it('does not retry insufficient_quota', async () => {
    fake.planChat({ status: 429, body: { error: { message: 'You exceeded your current quota.', type: 'insufficient_quota', param: null, code: 'insufficient_quota' } } });
    const err = await rejection(provider().suggest(await request()));
    expect([err.retryable, err.status, err.code]).toEqual([false, 429, 'insufficient_quota']);
    expect(fake.chats).toHaveLength(1);
  });

  it('retries 5xx in place, then fails as retryable', async () => {
    const down = { status: 503, body: { error: { message: 'The server is overloaded', type: 'server_error', param: null, code: null } } };
    fake.planChat(down);
    expect(await provider().suggest(await request())).toHaveLength(6);
    expect(sleeps).toEqual([500]);
    fake.planChat(down, down, down);
    const err = await rejection(provider().suggest(await request()));
    expect([err.retryable, err.status]).toEqual([true, 503]);
    expect(err.message).toContain('openai scenario ideas failed: HTTP 503 The server is overloaded');
  });

  it('gives up at the deadline with a retryable error', async () => {
    fake.planChat({ status: 200, delayMs: 2000, body: chatCompletion(fakeScenarioReply('en')) });
    const started = Date.now();
    const err = await rejection(provider({ deadlineMs: 300, sleep: undefined }).suggest(await request()));
    expect(Date.now() - started).toBeLessThan(1500);
    expect([err.retryable, err.code]).toEqual([true, 'deadline_exceeded']);
    expect(err.message).toBe('openai scenario ideas did not finish within 0 s');
  });

  it('falls back to json_object once when the endpoint refuses json_schema, and remembers it', async () => {
    fake.rejectJsonSchema = true;
    const p = provider();
    expect(await p.suggest(await request({ language: 'es' }))).toHaveLength(6);
    expect(fake.chats.map((c) => (c.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object']);
    expect((await p.suggest(await request()))[0]!.title).toBe('Plan de travail du matin');
    expect(fake.chats.map((c) => (c.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('never puts the key in an error message, even when the vendor echoes it', async () => {
    const err = await rejection(provider({ apiKey: 'sk-wrong-key-0123456789abcdef' }).suggest(await request()));
    expect([err.retryable, err.status]).toEqual([false, 401]);
    expect(err.message).not.toContain('sk-wrong-key-0123456789abcdef');
    expect(err.message).not.toContain('0123456789abcdef');
    fake.planChat({ status: 200, body: chatCompletion(null, { refusal: `Refused for ${KEY}` }) });
    const refusal = await rejection(provider().suggest(await request()));
    expect(refusal.message).not.toContain(KEY);
  });

  it('passes the caller abort through unchanged', async () => {
    fake.planChat({ status: 200, delayMs: 1000, body: chatCompletion(fakeScenarioReply('en')) });
    const controller = new AbortController();
    const pending = provider().suggest(await request(), controller.signal);
    setTimeout(() => controller.abort(new Error('client went away')), 50);
    await expect(pending).rejects.toThrow('client went away');
  });
});

describe('model replies to ideas', () => {
  const req: ScenarioRequest = { features: 'Mug', audience: 'Everyone', language: 'en', analysis: { width: 800, height: 1200, hasAlpha: false, dominantColors: [] } };
  const idea = (over: Record<string, unknown> = {}) => ({
    title: 'Morning kitchen',
    summary: 'A calm morning.',
    description: 'A'.repeat(400),
    surface: 'wood',
    backdrop: 'window',
    accent: '#AABBCC',
    style: 'lifestyle',
    timeOfDay: 'natural',
    ...over,
  });

  it('trims texts to the limits, tops up short descriptions in the language, and repairs small slips', () => {
    const ideas = ideasFromModelReply(
      JSON.stringify({
        ideas: [
          idea({ title: 'A very long title that certainly goes beyond forty characters', summary: `${'Word '.repeat(40)}end.` }),
          idea({ description: 'The mug on an oak counter by the window, with a folded linen towel and a bowl of fresh pears around it; a calm breakfast.', timeOfDay: 'Golden hour', style: 'Lifestyle' }),
          idea({ description: `${'A long sentence about the scene. '.repeat(40)}` }),
          idea({ accent: 'sage green' }),
          idea(),
          idea(),
          idea(),
        ],
      }),
      req,
    );
    expect(ideas).toHaveLength(6);
    expect(ideas[0]!.title).toBe('A very long title that certainly goes…');
    expect(ideas[0]!.title.length).toBeLessThanOrEqual(SCENARIO_LIMITS.titleMax);
    expect(ideas[0]!.summary.length).toBeLessThanOrEqual(SCENARIO_LIMITS.summaryMax);
    expect(ideas[1]!.description).toContain('“Mug”');
    expect(ideas[1]!.description).toContain('Warm golden-hour light adds a soft glow and long shadows.');
    expect(ideas[1]!.description.length).toBeGreaterThanOrEqual(SCENARIO_LIMITS.descriptionMin);
    expect(ideas[1]!.suggestedTimeOfDay).toBe('golden_hour');
    expect(ideas[2]!.description.length).toBeLessThanOrEqual(SCENARIO_LIMITS.descriptionMax);
    expect(ideas[2]!.description.endsWith('scene.')).toBe(true);
    expect(ideas[3]!.scene.accent).toBe('#8a7f72');
    expect(ideas[4]!.scene.accent).toBe('#aabbcc');
    expect(new Set(ideas.map((i) => i.key)).size).toBe(6);
  });

  it('accepts a fenced reply or a bare array, and refuses a description that stays too short', () => {
    const six = Array.from({ length: 6 }, () => idea());
    expect(ideasFromModelReply(`\`\`\`json\n${JSON.stringify({ ideas: six })}\n\`\`\``, req)).toHaveLength(6);
    expect(ideasFromModelReply(JSON.stringify(six), req)).toHaveLength(6);
    expect(() => ideasFromModelReply(JSON.stringify({ ideas: [idea({ description: 'Short.' }), ...six.slice(1)] }), req)).toThrow('ideas.0.description is too short');
  });

  it('builds stable, readable keys and clamps at word boundaries', () => {
    expect(ideaKey('Café da manhã à beira-mar', 0)).toBe('cafe-da-manha-a-beira-mar-1');
    expect(ideaKey('!!!', 5)).toBe('idea-6');
    expect(clampText('one two three four five', 12)).toBe('one two…');
    expect(clampText('Short.', 40)).toBe('Short.');
  });

  it('estimates the cost of a suggestion from the usage', () => {
    expect(estimateChatCostUsd('gpt-5-mini', { prompt_tokens: 1200, completion_tokens: 900 })).toBeCloseTo((1200 * 0.25 + 900 * 2) / 1e6, 9);
    expect(estimateChatCostUsd('openai/gpt-5-mini-2025-08-07', { prompt_tokens: 1000, completion_tokens: 0 })).toBeCloseTo(0.00025, 9);
    expect(estimateChatCostUsd('llava', { prompt_tokens: 1, completion_tokens: 1 })).toBeNull();
  });
});
