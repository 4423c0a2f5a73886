/**
 * The fal.ai image engine (FLUX.2 [pro] edit by default, Seedream, FLUX.1 Kontext) against the local
 * fake of fal's queue (tests/helpers/fake-fal-server.ts, which checks each model's input schema):
 * submit bodies of the three model families, the cost from the model catalogue, the queue states
 * IN_QUEUE -> IN_PROGRESS -> COMPLETED, failed requests, 429/5xx on submit, the deadline (with a
 * cancel), the download allow-list, the safety flag, and the key kept out of errors. Waits use an
 * injected sleep and clock.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeFal, type FakeFal } from '../../../../../tests/helpers/fake-fal-server';
import type { ImageSettings } from '../../../../shared/catalog';
import { createFalImageProvider, falImageFamily, seedreamImageSize, type FalImageProviderOptions } from './fal-image-provider';
import { estimateFalImageCostUsd } from './price-table';
import { ImageProviderError, type ImageRenderRequest } from './image-provider';

const KEY = 'fal-key-id-1234:fal-secret-abcdefghijklmnop';
const KONTEXT = 'fal-ai/flux-pro/kontext';
const SEEDREAM = 'fal-ai/bytedance/seedream/v4/edit';
const SEEDREAM_45 = 'fal-ai/bytedance/seedream/v4.5/edit';
const FLUX2 = 'fal-ai/flux-2-pro/edit';

let fake: FakeFal | undefined;
let currentModel: string;
let clock: number;
let sleeps: number[];
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(modelId: string, resultFormat: 'png' | 'jpeg' = 'jpeg') {
  const image = await sharp({ create: { width: 832, height: 1248, channels: 3, background: '#884422' } })
    [resultFormat]()
    .toBuffer();
  fake = await startFakeFal({ apiKey: KEY, modelId, image, imageContentType: `image/${resultFormat}` });
  currentModel = modelId;
  fake.sequence = ['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED'];
  clock = 1_000_000;
  sleeps = [];
  return fake;
}

function provider(over: Partial<FalImageProviderOptions> = {}) {
  return createFalImageProvider({
    apiKey: KEY,
    model: currentModel,
    queueBaseUrl: fake!.baseUrl,
    insecureLoopbackOrigins: [fake!.baseUrl],
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    random: () => 0,
    ...over,
  });
}

let photo: Buffer;
async function request(settings: Partial<ImageSettings> = {}): Promise<ImageRenderRequest> {
  photo ??= await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2266aa' } }).png().toBuffer();
  return {
    source: photo,
    settings: { aspectRatio: '2:3', quality: 'medium', count: 1, format: 'png', highlightProduct: true, style: 'vibrant', timeOfDay: 'night_light', ...settings },
    scene: { surface: 'concrete', backdrop: 'bokeh', accent: '#ff00aa' },
    prompt: 'The product sits on a concrete ledge above a night-time city.',
    variant: 2,
    seed: 1234,
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

describe('fal image engine', () => {
  it('FLUX.2 [pro] edit (the default): image_urls, our exact image_size, png/jpeg, priced by the megapixel', async () => {
    const f = await start(FLUX2);
    const out = await provider({ model: undefined }).render(await request({ aspectRatio: '16:9', format: 'jpg' }));
    expect(f.requests[0]!.path).toBe(`/${FLUX2}`);
    const body = f.submitted[0]!.body;
    expect(body).toEqual({
      prompt: expect.stringContaining('concrete ledge'),
      image_urls: [`data:image/png;base64,${photo.toString('base64')}`],
      image_size: { width: 1536, height: 864 },
      output_format: 'jpeg',
      safety_tolerance: '2',
      enable_safety_checker: true,
      seed: 1234,
    });
    expect([out.mime, out.width, out.height]).toEqual(['image/jpeg', 1536, 864]);
    // $0.03 for the first output megapixel, $0.015 for the second (1536x864 is 1.27 MP) and for the 640x480 photo.
    expect(out.meta).toMatchObject({ provider: 'fal', model: FLUX2, estimatedCostUsd: 0.06 });
    // fal's own examples: 1024x1024 costs $0.03, 1920x1080 $0.045 (without inputs).
    expect([estimateFalImageCostUsd(FLUX2, { width: 1024, height: 1024 }), estimateFalImageCostUsd(FLUX2, { width: 1920, height: 1080 })]).toEqual([0.03, 0.045]);

    // Kontext's most permissive tolerance is clamped to FLUX.2's ('5').
    await provider({ safetyTolerance: '6' }).render(await request());
    expect(f.submitted[1]!.body.safety_tolerance).toBe('5');
  });

  it('Seedream 4.5: image_size of at least 2560x1440 pixels, cost unknown (no price on fal\'s pages)', async () => {
    const f = await start(SEEDREAM_45, 'png');
    const out = await provider().render(await request({ aspectRatio: '16:9' }));
    expect(f.submitted[0]!.body).toMatchObject({ image_urls: [expect.stringMatching(/^data:image\/png;base64,/)], image_size: { width: 2560, height: 1440 }, num_images: 1, max_images: 1 });
    for (const ratio of ['1:1', '2:3', '3:4', '9:16', '4:3', '3:2'] as const) {
      const size = seedreamImageSize(ratio, SEEDREAM_45);
      expect(size.width * size.height).toBeGreaterThanOrEqual(2560 * 1440);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(4096);
    }
    expect(out.meta!.estimatedCostUsd).toBeNull();
  });

  it('FLUX.1 Kontext: submits the documented input, walks the queue states, downloads and converts the result', async () => {
    const f = await start(KONTEXT);
    const out = await provider().render(await request());
    expect(f.submitted).toHaveLength(1);
    const body = f.submitted[0]!.body;
    expect(body).toMatchObject({ aspect_ratio: '2:3', num_images: 1, output_format: 'png', safety_tolerance: '2', seed: 1234 });
    expect(String(body.prompt)).toContain('concrete ledge');
    expect(body.image_url).toBe(`data:image/png;base64,${photo.toString('base64')}`);
    expect(f.calls('status')).toHaveLength(3);
    expect(f.calls('result')).toHaveLength(1);
    expect(f.calls('cancel')).toHaveLength(0);
    expect(f.requests.every((r) => r.authorization === `Key ${KEY}`)).toBe(true);
    // Poll backoff 1 s then 2 s (jitter 0 here).
    expect(sleeps).toEqual([1000, 2000]);
    // fal answered a JPEG; we deliver the requested PNG at our exact size.
    expect([out.mime, out.format, out.width, out.height]).toEqual(['image/png', 'png', 1024, 1536]);
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 1536]);
    expect(out.meta).toMatchObject({ provider: 'fal', model: KONTEXT, estimatedCostUsd: 0.04 });
  });

  it('Seedream: image_urls and an image_size of at least 1024 px a side', async () => {
    const f = await start(SEEDREAM, 'png');
    const out = await provider({ model: SEEDREAM }).render(await request({ aspectRatio: '16:9', format: 'jpg' }));
    const body = f.submitted[0]!.body;
    expect(body).toMatchObject({ image_urls: [`data:image/png;base64,${photo.toString('base64')}`], image_size: { width: 1820, height: 1024 }, num_images: 1, max_images: 1, enable_safety_checker: true });
    expect(body).not.toHaveProperty('aspect_ratio');
    expect(seedreamImageSize('1:1')).toEqual({ width: 1536, height: 1536 });
    expect([out.mime, out.width, out.height]).toEqual(['image/jpeg', 1536, 864]);
    expect(out.meta!.estimatedCostUsd).toBe(0.03);
  });

  it('a request that completes with an error is final and fetches no result', async () => {
    const f = await start(KONTEXT);
    f.failure = { error: 'Image too small', error_type: 'image_too_small' };
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.code]).toEqual([false, 'image_too_small']);
    expect(err.message).toContain('Image too small');
    expect(f.calls('result')).toHaveLength(0);
  });

  it('429 on submit is retried after Retry-After; 5xx on submit is retryable but never repeated', async () => {
    const f = await start(KONTEXT);
    f.plan('submit', { status: 429, body: { detail: 'Too many requests' }, headers: { 'retry-after': '2' } });
    await provider().render(await request());
    expect(f.calls('submit')).toHaveLength(2);
    expect(sleeps[0]).toBe(2000);

    f.plan('submit', { status: 503, body: { detail: 'No runner available', error_type: 'runner_scheduling_failure' } });
    const err = await rejection(provider().render(await request()));
    expect([err.retryable, err.status]).toEqual([true, 503]);
    expect(f.calls('submit')).toHaveLength(3);
  });

  it('5xx on status polls is ridden out until COMPLETED', async () => {
    const f = await start(KONTEXT);
    f.plan('status', { status: 500, body: { detail: 'Internal Server Error' } }, { status: 502, body: 'Bad Gateway' }, { status: 502, body: 'Bad Gateway' });
    const out = await provider().render(await request());
    expect(out.height).toBe(1536);
    expect(f.calls('status').length).toBeGreaterThanOrEqual(4);
  });

  it('a request that never completes hits the per-output deadline (retryable) and is cancelled', async () => {
    const f = await start(KONTEXT);
    f.sequence = ['IN_QUEUE', 'IN_PROGRESS'];
    const err = await rejection(provider({ deadlineMs: 20_000 }).render(await request()));
    expect([err.retryable, err.code]).toEqual([true, 'deadline_exceeded']);
    expect(err.message).toBe('fal image: did not finish within 20 s');
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(5000);
    await expect.poll(() => f.calls('cancel').length).toBe(1);
    expect(f.calls('result')).toHaveLength(0);
  });

  it('downloads only from fal hosts, and refuses results flagged by the safety checker', async () => {
    const f = await start(KONTEXT);
    f.resultUrl = 'https://evil.example.com/steal.png';
    const refused = await rejection(provider().render(await request()));
    expect([refused.retryable, refused.message]).toEqual([false, expect.stringContaining('host not allow-listed')]);

    f.resultUrl = null;
    f.nsfw = true;
    const flagged = await rejection(provider().render(await request()));
    expect([flagged.retryable, flagged.code]).toEqual([false, 'nsfw']);
  });

  it('never puts the key in errors', async () => {
    await start(KONTEXT);
    const wrong = 'wrong-key-id-999:wrong-secret-zyxwvutsrq';
    const err = await rejection(provider({ apiKey: wrong }).render(await request()));
    expect([err.retryable, err.status]).toEqual([false, 401]);
    expect(err.message).not.toContain('wrong-secret');
    expect(err.message).not.toContain(wrong);
  });

  it('knows the three model families and refuses others at creation', () => {
    expect([
      falImageFamily(KONTEXT),
      falImageFamily('fal-ai/flux-pro/kontext/max'),
      falImageFamily(SEEDREAM),
      falImageFamily(SEEDREAM_45),
      falImageFamily(FLUX2),
      falImageFamily('fal-ai/flux-2-max/edit'),
      falImageFamily('fal-ai/flux/dev'),
      falImageFamily('fal-ai/kling-video/v2.6/pro/image-to-video'),
    ]).toEqual(['kontext', 'kontext', 'seedream', 'seedream', 'flux2', 'flux2', null, null]);
    expect(() => createFalImageProvider({ apiKey: KEY, model: 'fal-ai/flux/dev' })).toThrow(/not a FLUX.2 edit, Seedream edit or FLUX.1 Kontext model/);
  });

  it('product lock: paints through FLUX.1 [pro] Fill with the canvas and the white-is-paint mask, priced per output megapixel', async () => {
    const FILL = 'fal-ai/flux-pro/v1/fill';
    const image = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#3377aa' } }).png().toBuffer();
    fake = await startFakeFal({ apiKey: KEY, modelId: FLUX2, extraModelIds: [FILL], image, imageContentType: 'image/png' });
    fake.sequence = ['IN_PROGRESS', 'COMPLETED'];
    currentModel = FLUX2;
    clock = 1_000_000;
    sleeps = [];
    const canvas = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#808080' } }).png().toBuffer();
    const mask = await sharp({ create: { width: 1024, height: 1536, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const maskInverted = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#ffffff' } }).greyscale().png().toBuffer();
    const engine = provider();
    expect(engine.supportsLock).toBe(true);
    const rendered = await engine.render({ ...(await request()), lock: { canvas, mask, maskInverted, box: { x: 300, y: 600, width: 400, height: 600 } } });
    const { body, modelId } = fake.submitted[0]!;
    expect(modelId).toBe(FILL);
    expect(body).toEqual({
      prompt: expect.stringContaining('Paint only the masked area'),
      image_url: `data:image/png;base64,${canvas.toString('base64')}`,
      mask_url: `data:image/png;base64,${maskInverted.toString('base64')}`,
      num_images: 1,
      output_format: 'png',
      safety_tolerance: '2',
      seed: 1234,
    });
    expect([rendered.width, rendered.height, rendered.format]).toEqual([1024, 1536, 'png']);
    // 1024x1536 is 1.5 megapixels, billed as 2 at $0.05.
    expect(rendered.meta).toMatchObject({ provider: 'fal', model: FILL, estimatedCostUsd: 0.1 });
  });

  it('sends more photos of the product as further image_urls to FLUX.2, none to Kontext', async () => {
    const references = await Promise.all(['#111111', '#222222', '#333333'].map((c) => sharp({ create: { width: 200, height: 200, channels: 3, background: c } }).png().toBuffer()));
    const uri = (b: Buffer, type = 'png') => `data:image/${type};base64,${b.toString('base64')}`;
    await start(FLUX2);
    const engine = provider();
    expect(engine.maxInputImages).toBe(8);
    await engine.render({ ...(await request()), references });
    const body = fake!.submitted[0]!.body as { image_urls: string[]; prompt: string };
    expect(body.image_urls).toEqual([uri(photo), ...references.map((r) => uri(r))]);
    expect(body.prompt).toContain('next 3 attached images are other photos');
    await fake!.close();
    await start(KONTEXT);
    const kontext = provider();
    expect(kontext.maxInputImages).toBe(1);
    await kontext.render({ ...(await request()), references });
    expect(fake!.submitted[0]!.body).toMatchObject({ image_url: uri(photo) });
    expect((fake!.submitted[0]!.body as { prompt: string }).prompt).not.toContain('other photos');
  });

  it('refuses a fill model as the configured image model (it needs a mask)', () => {
    expect(() => createFalImageProvider({ apiKey: KEY, model: 'fal-ai/flux-pro/v1/fill' })).toThrow(/not a FLUX.2 edit/);
  });
});
