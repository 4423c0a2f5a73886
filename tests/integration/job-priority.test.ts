/**
 * The order of waiting work on a real database and job queue (src/server/jobs/fair-order.ts):
 * accounts take turns, so one account's batch cannot hold up the others; within a turn, work of a
 * plan that sells 'Priority generation' (Plus, Pro) starts before older Free and Starter work, and
 * among equals the oldest starts first.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generations, subscribers } from '../../src/server/db/schema';
import { startWorkers } from '../../src/server/jobs/worker';
import { priorityOf } from '../../src/server/jobs/fair-order';
import { fastRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  // One generation at a time, so the order they are taken in is the order they finish in.
  t = await createTestApp({ WORKER_CONCURRENCY: '1' }, { ai: { images: fastRenderer() } });
  await t.container.queue.start();
});
afterEach(async () => {
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
  /** The generations in the order they finished (one worker: the order they were taken in). */
  async function finishOrder(ids: string[]): Promise<string[]> {
    const done = await t.container.database.db.select({ id: generations.id }).from(generations).where(inArray(generations.id, ids)).orderBy(asc(generations.finishedAt));
    return done.map((g) => g.id);
  }

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
    // Turn 0 for each account's first job, turn 1 for the second Free one; Plus and Pro first in a turn.
    expect(await priorities(ids)).toEqual({
      [freeFirst]: priorityOf(0, false),
      [starterSecond]: priorityOf(0, false),
      [freeThird]: priorityOf(1, false),
      [plusFourth]: priorityOf(0, true),
      [proFifth]: priorityOf(0, true),
    });

    await startWorkers(t.container);
    for (const [id, user] of [[freeFirst, free], [starterSecond, starter], [freeThird, free], [plusFourth, plus], [proFifth, pro]] as const) {
      expect((await waitForGeneration(t, user.cookie, id)).status).toBe('succeeded');
    }
    expect(await finishOrder(ids)).toEqual([plusFourth, proFifth, freeFirst, starterSecond, freeThird]);
  });

  it("takes turns between accounts: a batch sent first does not hold up another account's work", async () => {
    const batcher = await userOn('Starter');
    const other = await userOn('Free');
    const plus = await userOn('Plus');
    // One account asks for six generations, then two other accounts ask for theirs.
    const batch: string[] = [];
    for (let i = 0; i < 6; i += 1) batch.push(await batcher.generate());
    const otherFirst = await other.generate();
    const otherSecond = await other.generate();
    const plusBatch = [await plus.generate(), await plus.generate(), await plus.generate()];
    const ids = [...batch, otherFirst, otherSecond, ...plusBatch];

    await startWorkers(t.container);
    for (const id of batch) expect((await waitForGeneration(t, batcher.cookie, id)).status).toBe('succeeded');
    for (const id of [otherFirst, otherSecond]) expect((await waitForGeneration(t, other.cookie, id)).status).toBe('succeeded');
    for (const id of plusBatch) expect((await waitForGeneration(t, plus.cookie, id)).status).toBe('succeeded');
    // Turn by turn: the Plus job first in each of its three turns, then the others oldest first.
    expect(await finishOrder(ids)).toEqual([
      plusBatch[0], batch[0], otherFirst,
      plusBatch[1], batch[1], otherSecond,
      plusBatch[2], batch[2],
      batch[3], batch[4], batch[5],
    ]);
  });
});
