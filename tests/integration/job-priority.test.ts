/**
 * 'Priority generation' on a real database and job queue: work of a plan that sells it (Plus, Pro)
 * is queued with a higher priority and starts before older waiting work of Free and Starter
 * users; among equal priorities the oldest starts first.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, subscribers } from '../../src/server/db/schema';
import { startWorkers } from '../../src/server/jobs/worker';
import { PRIORITY_JOB } from '../../src/server/services/tiers';
import { fastRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // One generation at a time, so the order they are taken in is the order they finish in.
  t = await createTestApp({ WORKER_CONCURRENCY: '1' }, { ai: { images: fastRenderer() } });
  await t.container.queue.start();
});
afterAll(async () => {
  await t?.close();
});

const settings = { aspectRatio: '1:1', quality: 'low', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } as const;

/** A signed-in user on `tier` with a photo and an idea; `generate()` starts one generation and answers its id. */
async function userOn(tier: 'Free' | 'Starter' | 'Plus' | 'Pro') {
  const { cookie, userId } = await signUpAndSignIn(t);
  if (tier !== 'Free') await t.container.database.db.update(subscribers).set({ subscriptionTier: tier, subscribed: true }).where(eq(subscribers.userId, userId));
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
  const source = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
  const ideas = await t.request('/api/v1/scenarios', { method: 'POST', cookie, json: { sourceImageId: source.id, features: 'Porcelain espresso cup', audience: 'Coffee lovers', language: 'en' } });
  const scenarioId = ((await ideas.json()) as { scenarios: { id: string; locked: boolean }[] }).scenarios.find((s) => !s.locked)!.id;
  return {
    cookie,
    async generate(): Promise<string> {
      const res = await t.request('/api/v1/generations', { method: 'POST', cookie, json: { sourceImageId: source.id, scenarioId, settings } });
      expect(res.status).toBe(202);
      return ((await res.json()) as { id: string }).id;
    },
  };
}

/** The priority pg-boss holds for the render job of each generation. */
async function priorities(ids: string[]): Promise<Record<string, number>> {
  const { rows } = await t.container.database.executeSql(`select data->>'generationId' as id, priority from pgboss.job where name = 'generation-render'`);
  const out: Record<string, number> = {};
  for (const row of rows as { id: string; priority: number }[]) if (ids.includes(row.id)) out[row.id] = row.priority;
  return out;
}

describe('priority generation', () => {
  it('takes waiting Plus and Pro work before older Free and Starter work, oldest first within each', async () => {
    const free = await userOn('Free');
    const starter = await userOn('Starter');
    const plus = await userOn('Plus');
    const pro = await userOn('Pro');
    // Free and Starter users ask first; Plus and Pro users after them.
    const freeFirst = await free.generate();
    const starterSecond = await starter.generate();
    const freeThird = await free.generate();
    const plusFourth = await plus.generate();
    const proFifth = await pro.generate();
    const ids = [freeFirst, starterSecond, freeThird, plusFourth, proFifth];
    expect(await priorities(ids)).toEqual({ [freeFirst]: 0, [starterSecond]: 0, [freeThird]: 0, [plusFourth]: PRIORITY_JOB, [proFifth]: PRIORITY_JOB });

    await startWorkers(t.container);
    for (const [id, user] of [[freeFirst, free], [starterSecond, starter], [freeThird, free], [plusFourth, plus], [proFifth, pro]] as const) {
      expect((await waitForGeneration(t, user.cookie, id)).status).toBe('succeeded');
    }
    const done = await t.container.database.db.select({ id: generations.id }).from(generations).where(inArray(generations.id, ids)).orderBy(asc(generations.finishedAt));
    expect(done.map((g) => g.id)).toEqual([plusFourth, proFifth, freeFirst, starterSecond, freeThird]);
  });
});
