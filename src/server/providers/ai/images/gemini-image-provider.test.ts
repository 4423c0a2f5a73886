/**
 * The Gemini image engine (Gemini 3.1 Flash Image by default) against a local fake of the Gemini API
 * (tests/helpers/fake-gemini-server.ts): the inline-data request with the aspect ratio and the
 * resolution (`imageSize`) the model catalogue allows, the inlineData answer converted to our exact
 * size, the cost from the reported tokens, Google's error bodies with RetryInfo, 5xx, blocked
 * answers, timeouts, and the key kept out of URLs and errors.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { googleError, startFakeGemini, type FakeGemini } from '../../../../../tests/helpers/fake-gemini-server';
import { ASPECT_RATIOS, type ImageSettings } from '../../../../shared/catalog';
import { createGeminiImageProvider, fitInlineBudget, geminiAspectRatio, geminiImageSize, INLINE_BUDGET_BYTES, REFERENCE_LONG_SIDE, type GeminiImageProviderOptions } from './gemini-image-provider';
import { ImageProviderError, type ImageRenderRequest } from './image-provider';

const KEY = 'AIzaSyTEST-gemini-key-0123456789abcdef';
const SCENARIO = 'A hand holds the product up towards the camera in front of a bright window.';

let fake: FakeGemini;
let sleeps: number[];
beforeEach(async () => {
  fake = await startFakeGemini({ apiKey: KEY });
  sleeps = [];
});
afterEach(async () => {
  await fake.close();
});

function provider(over: Partial<GeminiImageProviderOptions> = {}) {
  return createGeminiImageProvider({ apiKey: KEY, baseUrl: fake.baseUrl, sleep: async (ms) => void sleeps.push(ms), random: () => 0, ...over });
}

let photo: Buffer;
async function request(settings: Partial<ImageSettings> = {}): Promise<ImageRenderRequest> {
  photo ??= await sharp({ create: { width: 500, height: 700, channels: 3, background: '#30a060' } }).jpeg().toBuffer();
  return {
    source: photo,
    settings: { aspectRatio: '3:4', quality: 'medium', count: 1, format: 'png', highlightProduct: false, style: 'natural', timeOfDay: 'soft_morning', ...settings },
    scene: { surface: 'linen', backdrop: 'window', accent: '#ddeeff' },
    prompt: SCENARIO,
    variant: 1,
    seed: 3,
  };
}

async function rejection(p: Promise<unknown>): Promise<ImageProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageProviderError);
  return err as ImageProviderError;
}

describe('fitInlineBudget', () => {
  /** A noisy PNG (incompressible): about width*height*3 bytes. */
  const noise = (width: number, height: number) => {
    const raw = Buffer.alloc(width * height * 3);
    for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
    return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  };

  it('keeps small requests as they are', async () => {
    const small = { data: await noise(64, 64), mime: 'image/png' as const, width: 64, height: 64 };
    expect(await fitInlineBudget([small, small])).toEqual([small, small]);
  });

  it('sends the more photos as smaller JPEGs when the request would pass 20 MB, and keeps the first image', async () => {
    const big = { data: await noise(2048, 1600), mime: 'image/png' as const, width: 2048, height: 1600 };
    const images = [big, big, big];
    expect(images.reduce((s, i) => s + (i.data.length * 4) / 3, 0)).toBeGreaterThan(INLINE_BUDGET_BYTES);
    const fitted = await fitInlineBudget(images);
    expect(fitted[0]).toBe(big);
    for (const reference of fitted.slice(1)) {
      expect(reference.mime).toBe('image/jpeg');
      expect(Math.max(reference.width, reference.height)).toBe(REFERENCE_LONG_SIDE);
      expect((await sharp(reference.data).metadata()).format).toBe('jpeg');
    }
    expect(fitted.reduce((s, i) => s + Math.ceil(i.data.length / 3) * 4, 0)).toBeLessThanOrEqual(INLINE_BUDGET_BYTES);
  });
});

describe('Gemini image engine', () => {
  it('sends more photos of the product as further inline_data parts', async () => {
    const references = await Promise.all(['#111111', '#222222'].map((c) => sharp({ create: { width: 200, height: 200, channels: 3, background: c } }).png().toBuffer()));
    const engine = provider();
    expect(engine.maxInputImages).toBe(14);
    await engine.render({ ...(await request()), references });
    const parts = (fake.requests[0]!.body.contents as { parts: { text?: string; inline_data?: { mime_type: string; data: string } }[] }[])[0]!.parts;
    const images = parts.filter((p) => p.inline_data);
    expect(images.map((p) => p.inline_data!.data)).toEqual([photo, ...references].map((b) => b.toString('base64')));
    expect(images.map((p) => p.inline_data!.mime_type)).toEqual(['image/jpeg', 'image/png', 'image/png']);
    expect(parts[0]!.text).toContain('next 2 attached images are other photos of the same product');
  });

  it('sends the prompt and the photo as inline data with the aspect ratio, and converts the inlineData answer', async () => {
    const out = await provider().render(await request());
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.path).toBe('/v1beta/models/gemini-3.1-flash-image:generateContent');
    expect(req!.apiKey).toBe(KEY);
    expect(req!.queryKey).toBeNull();
    const body = req!.body as {
      contents: { parts: { text?: string; inline_data?: { mime_type: string; data: string } }[] }[];
      generationConfig: { responseModalities: string[]; imageConfig: { aspectRatio: string; imageSize?: string } };
    };
    const parts = body.contents[0]!.parts;
    expect(parts[0]!.text).toContain(SCENARIO);
    expect(parts[0]!.text).toContain('about 20 percent of the frame');
    expect(parts[1]!.inline_data!.mime_type).toBe('image/jpeg');
    expect(Buffer.from(parts[1]!.inline_data!.data, 'base64').equals(photo)).toBe(true);
    // Medium quality asks for 2K: our 1536 px output is larger than 1K.
    expect(body.generationConfig).toEqual({ responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '3:4', imageSize: '2K' } });

    // Gemini's 1792x2400 answer becomes our 1152x1536 PNG.
    expect([out.mime, out.format, out.width, out.height]).toEqual(['image/png', 'png', 1152, 1536]);
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1152, 1536]);
    expect(out.meta).toMatchObject({ provider: 'gemini', model: 'gemini-3.1-flash-image' });
    // The reported tokens at Gemini 3.1 Flash Image's rates: $0.50 per 1M input, $60 per 1M output image tokens.
    expect(out.meta!.estimatedCostUsd).toBeCloseTo((1548 * 0.5 + 1680 * 60) / 1e6, 6);
  });

  it('asks for 1K at low quality (about $0.067 an image) and prices a missing usage at the list price', async () => {
    fake.plan({
      status: 200,
      body: {
        candidates: [{ content: { parts: [{ inlineData: { mimeType: 'image/png', data: (await sharp({ create: { width: 896, height: 1200, channels: 3, background: '#000' } }).png().toBuffer()).toString('base64') } }] }, finishReason: 'STOP' }],
      },
    });
    const out = await provider().render(await request({ quality: 'low' }));
    expect((fake.requests[0]!.body.generationConfig as { imageConfig: unknown }).imageConfig).toEqual({ aspectRatio: '3:4', imageSize: '1K' });
    expect(out.meta!.estimatedCostUsd).toBeCloseTo(0.0672, 6);
    expect([geminiImageSize('gemini-3.1-flash-image', 'high'), geminiImageSize('gemini-3-pro-image', 'low'), geminiImageSize('some-future-image-model', 'medium')]).toEqual(['2K', '1K', undefined]);
  });

  it('Gemini 3 Pro Image: the same request shape, priced at $0.134 at 1K and 2K', async () => {
    const pro = await startFakeGemini({ apiKey: KEY, model: 'gemini-3-pro-image' });
    try {
      const out = await createGeminiImageProvider({ apiKey: KEY, baseUrl: pro.baseUrl, model: 'gemini-3-pro-image' }).render(await request({ aspectRatio: '16:9' }));
      expect(pro.requests[0]!.path).toBe('/v1beta/models/gemini-3-pro-image:generateContent');
      expect((pro.requests[0]!.body.generationConfig as { imageConfig: unknown }).imageConfig).toEqual({ aspectRatio: '16:9', imageSize: '2K' });
      expect([out.width, out.height]).toEqual([1536, 864]);
      expect(out.meta).toMatchObject({ model: 'gemini-3-pro-image' });
      expect(out.meta!.estimatedCostUsd).toBeCloseTo((1548 * 2 + 1680 * 120) / 1e6, 6);
    } finally {
      await pro.close();
    }
  });

  it('an id the catalogue does not know gets the common ratios, no imageSize and no cost estimate', async () => {
    const other = await startFakeGemini({ apiKey: KEY, model: 'gemini-9-image' });
    try {
      const out = await createGeminiImageProvider({ apiKey: KEY, baseUrl: other.baseUrl, model: 'gemini-9-image' }).render(await request());
      expect((other.requests[0]!.body.generationConfig as { imageConfig: unknown }).imageConfig).toEqual({ aspectRatio: '3:4' });
      expect(out.meta!.estimatedCostUsd).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('maps every one of our ratios to a Gemini ratio and returns our exact size for each', async () => {
    for (const ratio of ASPECT_RATIOS) {
      expect(geminiAspectRatio(ratio)).toBe(ratio);
      expect(geminiAspectRatio(ratio, 'gemini-3-pro-image')).toBe(ratio);
    }
    fake.resultFormat = 'jpeg';
    const out = await provider().render(await request({ aspectRatio: '16:9', format: 'jpg' }));
    expect([out.mime, out.width, out.height]).toEqual(['image/jpeg', 1536, 864]);
  });

  it("Google's error body: 400 INVALID_ARGUMENT is final; the key never appears", async () => {
    const wrong = 'AIzaSyWRONG-key-000000000000000000000';
    const err = await rejection(provider({ apiKey: wrong }).render(await request()));
    expect([err.retryable, err.status, err.code]).toEqual([false, 400, 'INVALID_ARGUMENT']);
    expect(err.message).toContain('API key not valid');
    expect(err.message).not.toContain(wrong);
    expect(err.message).not.toContain(KEY);
  });

  it('429 RESOURCE_EXHAUSTED honours the RetryInfo delay (and a Retry-After header), then succeeds', async () => {
    fake.plan(
      {
        status: 429,
        body: googleError(429, 'RESOURCE_EXHAUSTED', 'You exceeded your current quota.', [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '2s' }]),
      },
      { status: 429, body: googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted.'), headers: { 'retry-after': '4' } },
    );
    const out = await provider().render(await request());
    expect(out.width).toBe(1152);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([2000, 4000]);
  });

  it('500 and 503 are retried in place; persistent ones are retryable', async () => {
    fake.plan(
      { status: 503, body: googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.') },
      { status: 500, body: googleError(500, 'INTERNAL', 'An internal error has occurred.') },
    );
    expect((await provider().render(await request())).height).toBe(1536);
    expect(fake.requests).toHaveLength(3);
    fake.plan(...Array.from({ length: 3 }, () => ({ status: 503, body: googleError(503, 'UNAVAILABLE', 'The model is overloaded.') })));
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.code]).toEqual([true, 'UNAVAILABLE']);
  });

  it('a blocked prompt or a safety stop is final; an answer with only text may be retried', async () => {
    fake.plan({ status: 200, body: { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' }, usageMetadata: { promptTokenCount: 10 } } });
    const blocked = await rejection(provider().render(await request()));
    expect([blocked.retryable, blocked.code]).toEqual([false, 'PROHIBITED_CONTENT']);

    fake.plan({ status: 200, body: { candidates: [{ content: { parts: [] }, finishReason: 'IMAGE_SAFETY' }] } });
    expect((await rejection(provider().render(await request()))).retryable).toBe(false);

    fake.plan({ status: 200, body: { candidates: [{ content: { parts: [{ text: 'I cannot draw that right now.' }] }, finishReason: 'STOP' }] } });
    const textOnly = await rejection(provider().render(await request()));
    expect(textOnly.retryable).toBe(true);
    expect(textOnly.message).toContain('I cannot draw that right now.');
  });

  it('a hung answer hits the per-output deadline (retryable)', async () => {
    fake.plan({ status: 200, body: {}, delayMs: 3000 });
    const err = await rejection(provider({ deadlineMs: 300 }).render(await request()));
    expect([err.retryable, err.code]).toEqual([true, 'deadline_exceeded']);
  });

  it('refuses model ids that could change the URL path', () => {
    expect(() => createGeminiImageProvider({ apiKey: KEY, model: '../../v1/files' })).toThrow(/invalid model id/);
  });
});
