/**
 * When the job queue cannot take a job, the reservation made with the generation or video is
 * refunded at once and the user gets a translated 503 (nothing stuck, nothing lost).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enlargedSample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function upload(cookie: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await enlargedSample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('job queue outage', () => {
  it('refunds a generation and a video that could not be queued', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const sourceImageId = await upload(cookie);
    const ideas = await t.request('/api/v1/scenarios', {
      method: 'POST',
      cookie,
      json: { sourceImageId, features: 'Ceramic cup', audience: 'Coffee lovers', language: 'en' },
    });
    const scenario = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!;
    t.container.queue.send = async () => {
      throw new Error('queue down');
    };

    const generation = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      lang: 'en',
      json: {
        sourceImageId,
        scenarioId: scenario.id,
        settings: { aspectRatio: '1:1', quality: 'medium', count: 1, format: 'png', highlightProduct: true, style: 'lifestyle', timeOfDay: 'natural' },
      },
    });
    expect(generation.status).toBe(503);
    expect(((await generation.json()) as { error: { message: string } }).error.message).toBe(
      'The service is busy. Nothing was charged; please try again in a moment.',
    );
    expect(await t.container.credits.balance(userId)).toBe(10);

    const video = await t.request('/api/v1/videos', {
      method: 'POST',
      cookie,
      json: { imageId: sourceImageId, durationSeconds: 5, aspectRatio: '16:9' },
    });
    expect(video.status).toBe(503);
    expect(await t.container.credits.balance(userId)).toBe(10);
    const list = (await (await t.request('/api/v1/videos', { cookie })).json()) as { items: { status: string; creditsRefunded: number }[] };
    expect(list.items[0]).toMatchObject({ status: 'failed', creditsRefunded: 5 });
  });
});
