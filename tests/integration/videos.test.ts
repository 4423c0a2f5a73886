/**
 * Videos over HTTP on a real database: access by tier with its refusal messages,
 * 5 credits reserved and refunded exactly once on failure, ownership, HTTP Range, and the fal.ai
 * path: a webhook completes the job early, a duplicated webhook changes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exiftoolSourceType } from '../helpers/exiftool';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, sourceImages, subscribers, videos } from '../../src/server/db/schema';
import { parseMotionIntent } from '../../src/server/engine/scenarios/motion-intent';
import { createFalKlingProvider } from '../../src/server/providers/ai/videos/fal-kling-provider';
import { createFalQueueClient } from '../../src/server/providers/ai/videos/fal-queue-client';
import { VideoProviderError, type VideoProvider } from '../../src/server/providers/ai/videos/video-provider';
import { ffprobe, runFfmpeg } from '../../src/server/providers/media/ffmpeg';
import { studioStillAtRatio } from '../../src/server/services/videos/video-still';
import { startFakeFal, type FakeFal } from '../helpers/fake-fal-server';
import { sample } from '../helpers/samples';
import { createTestApp, localPath, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';
import { itOnPgliteOnly } from '../helpers/test-database';

async function setTier(t: TestApp, userId: string, tier: 'Starter' | 'Plus') {
  await t.container.database.db.update(subscribers).set({ subscriptionTier: tier, subscribed: true }).where(eq(subscribers.userId, userId));
}

async function uploadSource(t: TestApp, cookie: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'coffee_cup.png', { type: 'image/png' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Uploads a sample, picks the first scenario idea and generates one image; returns its id. */
async function generateImage(t: TestApp, cookie: string): Promise<string> {
  const sourceId = await uploadSource(t, cookie);
  const ideas = await t.request('/api/v1/scenarios', {
    method: 'POST',
    cookie,
    json: { sourceImageId: sourceId, features: 'Porcelain espresso cup', audience: 'Coffee lovers' },
  });
  const [idea] = ((await ideas.json()) as { scenarios: { id: string }[] }).scenarios;
  const generation = await t.request('/api/v1/generations', {
    method: 'POST',
    cookie,
    json: {
      sourceImageId: sourceId,
      scenarioId: idea!.id,
      settings: { aspectRatio: '16:9', quality: 'low', count: 1, format: 'jpg', highlightProduct: true, style: 'lifestyle', timeOfDay: 'golden_hour' },
    },
  });
  const generated = await waitForGeneration(t, cookie, ((await generation.json()) as { id: string }).id);
  expect(generated.status).toBe('succeeded');
  return generated.images[0]!.id;
}

async function waitForVideo(t: TestApp, cookie: string, id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await (await t.request(`/api/v1/videos/${id}`, { cookie })).json()) as {
      status: string;
      creditsRefunded: number;
      width: number;
      height: number;
      title: string | null;
    };
    if (body.status === 'succeeded' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`video ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('videos with the local engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { worker: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses signed-out visitors and Starter, each with its message', async () => {
    const out = await t.request('/api/v1/videos', { lang: 'en' });
    expect(out.status).toBe(401);
    expect(((await out.json()) as { error: { message: string } }).error.message).toBe('Please sign in to access video features.');
    const { cookie, userId } = await signUpAndSignIn(t);
    const imageId = await uploadSource(t, cookie);
    await setTier(t, userId, 'Starter');
    const res = await t.request('/api/v1/videos', { method: 'POST', cookie, lang: 'en', json: { imageId, durationSeconds: 5, aspectRatio: '16:9' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'video_not_available',
        message: 'Video generation is not available on the Starter plan. Upgrade to Plus for video access, or try our Free tier to test the feature!',
      },
    });
    expect(await t.container.credits.balance(userId)).toBe(10);
  });

  itOnPgliteOnly('turns a generated image into a 5 s 1080p video for 5 credits (Plus), serves it with Range to its owner only, and deletes it', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    await setTier(t, userId, 'Plus');
    // A generated image first (the local studio renderer), then a video from it.
    const imageId = await generateImage(t, cookie);
    // The suggested motion prompt names the product from its features, never by the scenario's title.
    const suggested = await t.request('/api/v1/videos/motion-prompt', { method: 'POST', cookie, json: { imageId, language: 'en' } });
    expect(suggested.status).toBe(200);
    expect(((await suggested.json()) as { prompt: string }).prompt).toMatch(/The product \(“Porcelain espresso cup”\)/);
    const created = await t.request('/api/v1/videos', {
      method: 'POST',
      cookie,
      json: { imageId, prompt: 'Slow push-in towards the cup', durationSeconds: 5, aspectRatio: '16:9' },
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    expect(await t.container.credits.balance(userId)).toBe(10 - 1 - 5);
    const done = await waitForVideo(t, cookie, id);
    expect(done).toMatchObject({ status: 'succeeded', width: 1920, height: 1080, creditsRefunded: 0, title: 'Porcelain espresso cup' });
    const [row] = await t.container.database.db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ engine: 'local-motion', model: 'local-motion', estimatedCostUsd: '0.000000' });
    expect(row!.latencyMs).toBeGreaterThan(0);

    const full = await t.request(`/api/v1/videos/${id}/file`, { cookie });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const size = Number(full.headers.get('content-length'));
    const partial = await t.request(`/api/v1/videos/${id}/file`, { cookie, headers: { range: 'bytes=0-99' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);
    expect((await t.request(`/api/v1/videos/${id}/file`, { cookie, headers: { range: `bytes=${size}-` } })).status).toBe(416);
    const mp4 = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-video-')), 'v.mp4');
    fs.writeFileSync(mp4, Buffer.from(await (await t.request(`/api/v1/videos/${id}/file?download=1`, { cookie })).arrayBuffer()));
    const probe = await ffprobe(mp4);
    const stream = probe.streams.find((st) => st.codec_type === 'video')!;
    expect([stream.codec_name, stream.width, stream.height, stream.pix_fmt]).toEqual(['h264', 1920, 1080, 'yuv420p']);
    // A camera moved over the seller's photo by program: the MP4's XMP says so, as exiftool reads it.
    expect(await exiftoolSourceType(fs.readFileSync(mp4), 'mp4')).toBe('compositeSynthetic');
    expect(Number(probe.format.duration)).toBeCloseTo(5, 1);
    const poster = await t.request(`/api/v1/videos/${id}/poster`, { cookie });
    expect(poster.headers.get('content-type')).toBe('image/jpeg');

    for (const p of [`/api/v1/videos/${id}`, `/api/v1/videos/${id}/file`, `/api/v1/videos/${id}/poster`]) {
      expect({ p, status: (await t.request(p, { cookie: other.cookie })).status }).toEqual({ p, status: 404 });
    }
    expect((await t.request(`/api/v1/videos/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const otherUse = await t.request('/api/v1/videos', { method: 'POST', cookie: other.cookie, json: { imageId, durationSeconds: 5, aspectRatio: '1:1' } });
    expect(otherUse.status).toBe(404);

    const list = (await (await t.request('/api/v1/videos', { cookie })).json()) as { items: { id: string }[] };
    expect(list.items.map((v) => v.id)).toEqual([id]);
    expect((await t.request(`/api/v1/videos/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.request(`/api/v1/videos/${id}/file`, { cookie })).status).toBe(404);
    expect(fs.existsSync(path.join(t.container.env.dataDir, 'storage', 'users', userId, 'videos', `${id}.mp4`))).toBe(false);
    // It waits up to waitForVideo's 90 s for a real 1080p H.264 clip (ffmpeg, then ffprobe), which the
    // suite's 60 s default cut short on a loaded 2-core machine.
  }, 150_000);

  itOnPgliteOnly('draws a studio render again at the video ratio instead of extending it, and makes the 9:16 clip from it', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await setTier(t, userId, 'Plus');
    const imageId = await generateImage(t, cookie); // 16:9, by the local studio renderer
    const { db } = t.container.database;
    const deps = { db, storage: t.container.storage, engine: t.container.engine, logger: t.container.logger };
    const still = { imageId, imageType: 'generated', userId, videoId: 'test' };
    const portrait = await studioStillAtRatio(deps, { ...still, aspectRatio: '9:16' });
    expect(portrait).not.toBeNull();
    // The same idea drawn at 9:16, at high quality: 1152 x 2048.
    expect(await sharp(portrait!).metadata()).toMatchObject({ format: 'png', width: 1152, height: 2048 });
    // The image's own ratio needs nothing redrawn; another user's image and an upload are not redrawn.
    expect(await studioStillAtRatio(deps, { ...still, aspectRatio: '16:9' })).toBeNull();
    expect(await studioStillAtRatio(deps, { ...still, userId: (await signUpAndSignIn(t)).userId, aspectRatio: '9:16' })).toBeNull();
    const sourceId = await uploadSource(t, cookie);
    expect(await studioStillAtRatio(deps, { ...still, imageId: sourceId, imageType: 'source', aspectRatio: '9:16' })).toBeNull();

    const created = await t.request('/api/v1/videos', { method: 'POST', cookie, json: { imageId, prompt: 'Slow push-in towards the cup', durationSeconds: 5, aspectRatio: '9:16' } });
    expect(created.status).toBe(202);
    const done = await waitForVideo(t, cookie, ((await created.json()) as { id: string }).id);
    expect(done).toMatchObject({ status: 'succeeded', width: 1080, height: 1920, creditsRefunded: 0 });
  }, 150_000);

  itOnPgliteOnly('names a video of an uploaded photo without features from the image analysis (five languages)', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await setTier(t, userId, 'Plus');
    const imageId = await uploadSource(t, cookie);
    const suggested = await t.request('/api/v1/videos/motion-prompt', { method: 'POST', cookie, json: { imageId, language: 'fr' } });
    expect(((await suggested.json()) as { prompt: string }).prompt).toMatch(/Le produit \(«\s*Produit \p{L}+/u);
    const created = await t.request('/api/v1/videos', { method: 'POST', cookie, json: { imageId, prompt: 'zoom in', durationSeconds: 5, aspectRatio: '9:16', language: 'de' } });
    const { id } = (await created.json()) as { id: string };
    const [row] = await t.container.database.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.title).toMatch(/^\p{L}+es Produkt$/u);
    expect((await waitForVideo(t, cookie, id)).status).toBe('succeeded');
  });

  it('suggests an orbit for an uploaded photo only when its cut-out can carry the parallax', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await setTier(t, userId, 'Plus');
    const imageId = await uploadSource(t, cookie);
    const deadline = Date.now() + 60_000;
    let status = 'pending';
    while (status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await t.container.database.db.select({ status: sourceImages.cutoutStatus }).from(sourceImages).where(eq(sourceImages.id, imageId));
      status = row!.status;
    }
    expect(status).toBe('ready');
    const suggest = async () => {
      const res = await t.request('/api/v1/videos/motion-prompt', { method: 'POST', cookie, json: { imageId, features: 'Luxury gold watch', language: 'en' } });
      expect(res.status).toBe(200);
      return parseMotionIntent(((await res.json()) as { prompt: string }).prompt);
    };
    const setCutout = (values: Partial<typeof sourceImages.$inferInsert>) => t.container.database.db.update(sourceImages).set(values).where(eq(sourceImages.id, imageId));
    await setCutout({ cutoutConfidence: 0.95, cutoutWarnings: [], cutoutStrokes: [] });
    expect(await suggest()).toBe('orbit');
    // An automatic cut-out the engine does not trust for a parallax: the clip would push in, so the suggestion does.
    await setCutout({ cutoutConfidence: 0.4 });
    expect(await suggest()).toBe('push_in');
    await setCutout({ cutoutConfidence: 0.95, cutoutWarnings: ['uncertain_edges'] });
    expect(await suggest()).toBe('push_in');
    // Touched up by the seller: trusted.
    await setCutout({ cutoutStrokes: [{ mode: 'keep', radius: 0.02, points: [[0.5, 0.5]] }] });
    expect(await suggest()).toBe('orbit');
  });

  it('answers 402 in the request language when 5 credits are not there', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const imageId = await uploadSource(t, cookie);
    await t.container.credits.apply({ userId, amount: -8, reason: 'admin_adjustment', idempotencyKey: `drain:${userId}` });
    const res = await t.request('/api/v1/videos', { method: 'POST', cookie, lang: 'de', json: { imageId, durationSeconds: 10, aspectRatio: '9:16' } });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Nicht genügend Credits. Benötigt: 5. Dein Guthaben: 2.');
  });
});

describe('a failing render', () => {
  let t: TestApp;
  const broken: VideoProvider = {
    name: 'broken',
    async render() {
      throw new VideoProviderError('ffmpeg exited with code 1', false);
    },
  };
  beforeAll(async () => {
    t = await createTestApp({}, { worker: true, videoEngines: { local: broken, hosted: null } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refunds the 5 credits exactly once', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const imageId = await uploadSource(t, cookie);
    const created = await t.request('/api/v1/videos', { method: 'POST', cookie, json: { imageId, durationSeconds: 5, aspectRatio: '1:1' } });
    const { id } = (await created.json()) as { id: string };
    const done = await waitForVideo(t, cookie, id);
    expect(done).toMatchObject({ status: 'failed', creditsRefunded: 5 });
    await t.container.videos.run(id, { lastAttempt: true });
    await t.container.videos.finalize(id);
    const ledger = await t.container.database.db.select().from(creditTransactions).where(eq(creditTransactions.reference, id));
    expect(ledger.map((r) => [r.reason, r.amount]).sort()).toEqual([
      ['video_refund', 5],
      ['video_reserve', -5],
    ]);
    expect(await t.container.credits.balance(userId)).toBe(10);
  });
});

describe('videos with fal.ai Kling (fake queue server)', () => {
  let t: TestApp;
  let fal: FakeFal;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-fal-'));
    const file = path.join(dir, 'clip.mp4');
    await runFfmpeg(['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', file], { timeoutMs: 60_000 });
    const modelId = 'fal-ai/kling-video/v2.1/standard/image-to-video';
    fal = await startFakeFal({ apiKey: 'test-fal-key', modelId, video: fs.readFileSync(file) });
    const client = createFalQueueClient({ apiKey: 'test-fal-key', queueBaseUrl: fal.baseUrl, modelId });
    // A poll interval longer than the test: completion can only come from the webhook.
    const hosted = { ...createFalKlingProvider({ client, pollIntervalMs: 600_000, maxPollIntervalMs: 600_000, insecureLoopbackOrigins: [fal.baseUrl] }), model: modelId };
    t = await createTestApp({}, { worker: true, videoEngines: { local: null, hosted } });
  });
  afterAll(async () => {
    await t?.container.queue.stop({ graceful: false });
    await t?.close();
    await fal?.close();
  });

  it('submits the image, and the webhook completes the video early; a duplicated webhook changes nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    await setTier(t, userId, 'Plus');
    // A generated image first (the local studio renderer), then a video from it.
    const imageId = await generateImage(t, cookie);
    const created = await t.request('/api/v1/videos', {
      method: 'POST',
      cookie,
      json: { imageId, prompt: 'Orbit around the cup', durationSeconds: 10, aspectRatio: '9:16' },
    });
    const { id } = (await created.json()) as { id: string };
    await expect.poll(() => fal.submitted.length, { timeout: 20_000 }).toBe(1);
    const submission = fal.submitted[0]!;
    expect(submission.body).toMatchObject({ prompt: 'Orbit around the cup', duration: '10' });
    expect(String(submission.body.image_url)).toMatch(/^data:image\/(png|jpeg);base64,/);
    expect(submission.webhookUrl).toMatch(new RegExp(`/api/webhooks/fal/${id}\\?token=`));

    // A forged call without the token is refused.
    const forged = await t.request(`/api/webhooks/fal/${id}?token=nope`, { method: 'POST', json: { request_id: submission.requestId, status: 'OK', payload: {} } });
    expect(forged.status).toBe(401);

    // The render job queries the status once right after submitting, then sleeps for its interval.
    await expect.poll(() => fal.statusCalls, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const pollsBeforeCompletion = fal.statusCalls;
    fal.complete(submission.requestId);
    const webhookBody = { request_id: submission.requestId, gateway_request_id: submission.requestId, status: 'OK', payload: { video: { url: 'https://evil.example/x.mp4' } } };
    const hook = await t.request(localPath(submission.webhookUrl!), { method: 'POST', json: webhookBody });
    expect(hook.status).toBe(200);
    const done = await waitForVideo(t, cookie, id, 45_000);
    // The only status query after completion is the webhook job's own check before it fetches the
    // result: the polling job (10-minute interval) never saw it, so the webhook finished the video.
    expect(fal.statusCalls).toBe(pollsBeforeCompletion + 1);
    // The engine's 640x360 answer is delivered at the requested 1080x1920.
    expect(done).toMatchObject({ status: 'succeeded', width: 1080, height: 1920, creditsRefunded: 0 });
    const again = await t.request(localPath(submission.webhookUrl!), { method: 'POST', json: webhookBody });
    expect(again.status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    const file = await t.request(`/api/v1/videos/${id}/file`, { cookie });
    expect(file.status).toBe(200);
    // A hosted model's clip: its MP4 says it was generated, as exiftool reads it.
    expect(await exiftoolSourceType(Buffer.from(await file.arrayBuffer()), 'mp4')).toBe('trainedAlgorithmicMedia');
    const ledger = await t.container.database.db.select().from(creditTransactions).where(eq(creditTransactions.reference, id));
    expect(ledger.map((r) => r.amount)).toEqual([-5]);
    // Provider, model, latency and estimated cost are recorded on the video.
    const [row] = await t.container.database.db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ engine: 'fal-kling', model: 'fal-ai/kling-video/v2.1/standard/image-to-video', estimatedCostUsd: '0.560000' }); // 10 s: 0.28 + 5 x 0.056
    expect(row!.latencyMs).toBeGreaterThan(0);
  });
});
