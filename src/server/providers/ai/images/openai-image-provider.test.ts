/**
 * The OpenAI image edits engine against a local fake of OpenAI's API (tests/helpers/fake-openai-server.ts):
 * the multipart body OpenAI receives, base64 results decoded and converted to our exact size and
 * format, OpenAI's error bodies, 429 with retry headers, 5xx, timeouts, and the key never in errors.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../../tests/helpers/fake-openai-server';
import type { ImageSettings } from '../../../../shared/catalog';
import { ImageProviderError, type ImageRenderRequest } from './image-provider';
import { createOpenAiImageProvider, openAiImageSize, supportsInputFidelity, type OpenAiImageProviderOptions } from './openai-image-provider';

const KEY = 'sk-test-openai-0123456789abcdef';
const SCENARIO = 'The product stands on a warm oak counter in a welcoming kitchen, beside a steaming mug.';

let fake: FakeOpenAi;
let sleeps: number[];
beforeEach(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
  sleeps = [];
});
afterEach(async () => {
  await fake.close();
});

function provider(over: Partial<OpenAiImageProviderOptions> = {}) {
  return createOpenAiImageProvider({
    apiKey: KEY,
    baseUrl: fake.baseUrl,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0,
    ...over,
  });
}

let photo: Buffer;
async function request(settings: Partial<ImageSettings> = {}): Promise<ImageRenderRequest> {
  photo ??= await sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } } }).png().toBuffer();
  return {
    source: photo,
    settings: { aspectRatio: '16:9', quality: 'high', count: 1, format: 'jpg', highlightProduct: true, style: 'studio', timeOfDay: 'natural', ...settings },
    scene: { surface: 'wood', backdrop: 'window', accent: '#aa5533' },
    prompt: SCENARIO,
    variant: 0,
    seed: 7,
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

async function angle(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 300, channels: 3, background: colour } }).jpeg().toBuffer();
}

describe('OpenAI image edits', () => {
  it('sends more photos of the product as repeated image[] parts after the photo', async () => {
    const references = [await angle('#112233'), await angle('#445566'), await angle('#778899')];
    const engine = provider();
    expect(engine.maxInputImages).toBe(16);
    await engine.render({ ...(await request()), references });
    const [edit] = fake.edits;
    expect(edit!.files.map((f) => f.field)).toEqual(['image[]', 'image[]', 'image[]', 'image[]']);
    expect(edit!.files[0]!.bytes.equals(photo)).toBe(true);
    expect(edit!.files.slice(1).map((f, i) => f.bytes.equals(references[i]!))).toEqual([true, true, true]);
    expect(edit!.fields.prompt).toContain('next 3 attached images are other photos of the same product');
  });

  it('sends an edit instruction as the prompt with the image to edit', async () => {
    await provider().render({ ...(await request()), instruction: 'Make the background a pale blue.' });
    const [edit] = fake.edits;
    expect(edit!.files.map((f) => f.field)).toEqual(['image']);
    expect(edit!.fields.prompt).toContain('Instruction: Make the background a pale blue.');
    expect(edit!.fields.prompt).not.toContain(SCENARIO);
  });

  it('sends the photo as the image file part with the documented fields, and returns our exact size and format', async () => {
    const out = await provider().render(await request());
    expect(fake.edits).toHaveLength(1);
    const [edit] = fake.edits;
    expect(edit!.authorization).toBe(`Bearer ${KEY}`);
    expect(edit!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(edit!.fields).toMatchObject({
      model: 'gpt-image-2',
      n: '1',
      size: '1536x864',
      quality: 'high',
      output_format: 'jpeg',
    });
    // gpt-image-2 reads input images at high fidelity by itself; OpenAI says to omit the field.
    expect(edit!.fields).not.toHaveProperty('input_fidelity');
    expect(edit!.fields.prompt).toContain(SCENARIO);
    expect(edit!.fields.prompt).toContain('label, printed text and logo');
    expect(edit!.files).toHaveLength(1);
    const [file] = edit!.files;
    expect([file!.field, file!.type, file!.filename]).toEqual(['image', 'image/png', 'product.png']);
    expect(file!.bytes.equals(photo)).toBe(true);

    expect([out.mime, out.format, out.width, out.height]).toEqual(['image/jpeg', 'jpg', 1536, 864]);
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1536, 864]);
    expect(out.meta).toMatchObject({ provider: 'openai', model: 'gpt-image-2' });
    expect(out.meta!.latencyMs).toBeGreaterThanOrEqual(0);
    // The fake's usage: 300 text + 1000 image input tokens, 4160 output tokens.
    expect(out.meta!.estimatedCostUsd).toBeCloseTo((300 * 5 + 1000 * 8 + 4160 * 30) / 1e6, 6);
  });

  it('maps our seven ratios to sizes each model supports', () => {
    const flexible = ['3:2', '1:1', '2:3', '3:4', '9:16', '4:3', '16:9'].map((r) => openAiImageSize('gpt-image-2', r as ImageSettings['aspectRatio']));
    expect(flexible).toEqual([
      { width: 1536, height: 1024 },
      { width: 1536, height: 1536 },
      { width: 1024, height: 1536 },
      { width: 1152, height: 1536 },
      { width: 864, height: 1536 },
      { width: 1536, height: 1152 },
      { width: 1536, height: 864 },
    ]);
    for (const s of flexible) {
      expect(s.width % 16).toBe(0);
      expect(s.height % 16).toBe(0);
    }
    expect(openAiImageSize('gpt-image-1.5', '16:9')).toEqual({ width: 1536, height: 1024 });
    expect(openAiImageSize('gpt-image-1.5', '9:16')).toEqual({ width: 1024, height: 1536 });
    expect(openAiImageSize('gpt-image-1-mini', '1:1')).toEqual({ width: 1024, height: 1024 });
    expect([supportsInputFidelity('gpt-image-2'), supportsInputFidelity('gpt-image-1.5'), supportsInputFidelity('gpt-image-1-mini'), supportsInputFidelity('dall-e-2')]).toEqual([
      false,
      true,
      false,
      false,
    ]);
    // Ids the catalogue does not know: before version 2 yes (not the mini ones), from 2 on no.
    expect([supportsInputFidelity('gpt-image-1.7'), supportsInputFidelity('gpt-image-2.5'), supportsInputFidelity('gpt-image-3')]).toEqual([true, false, false]);
  });

  it('older models: renders the nearest fixed size, then crops to the exact ratio; no input_fidelity on mini', async () => {
    const out = await provider({ model: 'gpt-image-1.5' }).render(await request({ aspectRatio: '9:16', format: 'png', quality: 'low' }));
    expect(fake.edits[0]!.fields).toMatchObject({ model: 'gpt-image-1.5', size: '1024x1536', quality: 'low', output_format: 'png', input_fidelity: 'high' });
    expect([out.mime, out.width, out.height]).toEqual(['image/png', 864, 1536]);

    await provider({ model: 'gpt-image-1-mini' }).render(await request({ aspectRatio: '1:1' }));
    expect(fake.edits[1]!.fields.size).toBe('1024x1024');
    expect(fake.edits[1]!.fields).not.toHaveProperty('input_fidelity');
  });

  it('detects the real type of the result from its bytes (WebP answered for a PNG request)', async () => {
    fake.resultFormat = 'webp';
    fake.resultSize = { width: 1024, height: 1024 };
    const out = await provider().render(await request({ aspectRatio: '1:1', format: 'png' }));
    const meta = await sharp(out.data).metadata();
    expect([out.mime, meta.format, meta.width, meta.height]).toEqual(['image/png', 'png', 1536, 1536]);
  });

  it("OpenAI's error body: 400 is final with its message and code", async () => {
    fake.plan({ status: 400, body: { error: { message: 'Your request was rejected by the safety system.', type: 'image_generation_user_error', param: null, code: 'moderation_blocked' } } });
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.status, err.code]).toEqual([false, 400, 'moderation_blocked']);
    expect(err.message).toContain('rejected by the safety system');
    expect(fake.edits).toHaveLength(1);
  });

  it('never puts the API key in errors, even when OpenAI echoes the key it got', async () => {
    const wrong = 'sk-proj-WRONGKEY-abcdefghijklmnopqrstuvwxyz';
    const err = await rejection(provider({ apiKey: wrong }).render(await request()));
    expect([err.retryable, err.status, err.code]).toEqual([false, 401, 'invalid_api_key']);
    expect(err.message).toContain('Incorrect API key provided');
    expect(err.message).not.toContain(wrong);
    expect(err.message).not.toContain('WRONGKEY');
  });

  it('429 honours retry-after-ms and Retry-After, then succeeds', async () => {
    fake.plan(
      { status: 429, body: { error: { message: 'Rate limit reached for gpt-image-2', type: 'requests', code: 'rate_limit_exceeded' } }, headers: { 'retry-after-ms': '1200' } },
      { status: 429, body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }, headers: { 'retry-after': '3' } },
    );
    const out = await provider().render(await request());
    expect(out.width).toBe(1536);
    expect(fake.edits).toHaveLength(3);
    expect(sleeps).toEqual([1200, 3000]);
  });

  it('429 insufficient_quota is a billing state: not retried, not retryable', async () => {
    fake.plan({ status: 429, body: { error: { message: 'You exceeded your current quota.', type: 'insufficient_quota', param: null, code: 'insufficient_quota' } } });
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.code]).toEqual([false, 'insufficient_quota']);
    expect(fake.edits).toHaveLength(1);
  });

  it('5xx is retried in place (OpenAI documents it as safe); when it persists the error is retryable', async () => {
    fake.plan({ status: 500, body: { error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } } });
    expect((await provider().render(await request())).width).toBe(1536);
    expect(fake.edits).toHaveLength(2);

    fake.plan(...Array.from({ length: 3 }, () => ({ status: 503, body: { error: { message: 'Service unavailable', type: 'server_error', code: null } } })));
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.status]).toEqual([true, 503]);
    expect(fake.edits).toHaveLength(5);
  });

  it('an answer slower than the per-output deadline fails as retryable; a caller abort rejects with its reason', async () => {
    fake.plan({ status: 200, body: {}, delayMs: 3000 });
    const err = await rejection(provider({ deadlineMs: 300 }).render(await request()));
    expect([err.retryable, err.code]).toEqual([true, 'deadline_exceeded']);
    expect(err.message).toContain('did not finish within');

    fake.plan({ status: 200, body: {}, delayMs: 3000 });
    const controller = new AbortController();
    const pending = provider().render(await request(), controller.signal);
    setTimeout(() => controller.abort(new Error('job cancelled')), 50);
    await expect(pending).rejects.toThrow('job cancelled');
  });

  it('a response without an image, or with bytes that are not an image, is final', async () => {
    fake.plan({ status: 200, body: { created: 1, data: [] } });
    expect((await rejection(provider().render(await request()))).retryable).toBe(false);
    fake.plan({ status: 200, body: { created: 1, data: [{ b64_json: Buffer.from('<html>not an image</html>').toString('base64') }] } });
    const junk = await rejection(provider().render(await request()));
    expect([junk.retryable, junk.message]).toEqual([false, expect.stringContaining('not a readable image')]);
  });

  it('product lock: sends the canvas as the image and the mask (PNG with alpha, same size), hands back a result of another shape as sent', async () => {
    const base = await request({ aspectRatio: '16:9', format: 'png' });
    const canvas = await sharp({ create: { width: 1536, height: 864, channels: 3, background: '#808080' } }).png().toBuffer();
    const mask = await sharp({ create: { width: 1536, height: 864, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const maskInverted = await sharp({ create: { width: 1536, height: 864, channels: 3, background: '#ffffff' } }).greyscale().png().toBuffer();
    // A result of another shape: with the lock it comes back as sent (no crop, no second
    // compression); the lock's composite stretches it onto our frame.
    fake.resultSize = { width: 1024, height: 1024 };
    let painted: Buffer | undefined;
    fake.paint = async (_edit, size) => {
      const quarter = await sharp({ create: { width: size.width / 4, height: size.height, channels: 3, background: '#ff0000' } }).png().toBuffer();
      painted = await sharp({ create: { ...size, channels: 3, background: '#0000ff' } }).composite([{ input: quarter, left: 0, top: 0 }]).png().toBuffer();
      return painted;
    };
    const out = await provider().render({ ...base, lock: { canvas, mask, maskInverted, box: { x: 600, y: 300, width: 300, height: 400 } } });
    const edit = fake.edits[0]!;
    expect(edit.files.map((f) => [f.field, f.type])).toEqual([
      ['image', 'image/png'],
      ['mask', 'image/png'],
    ]);
    expect(edit.files[0]!.bytes.equals(canvas)).toBe(true);
    expect(edit.files[1]!.bytes.equals(mask)).toBe(true);
    expect(edit.fields.prompt).toContain('Paint only the masked area');
    expect([out.width, out.height, out.mime, out.format]).toEqual([1024, 1024, 'image/png', 'png']);
    // The painted pixels, not a resized or recompressed copy (PNG is lossless both ways).
    const pixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
    expect((await pixels(out.data)).equals(await pixels(painted!))).toBe(true);
  });

});
