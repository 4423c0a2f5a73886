/**
 * A restart in the middle of a job finishes the generation: the first
 * process dies while rendering; the next one finds the job it left running, retries it and
 * completes it, with the credits reserved once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../../src/server/container';
import { creditTransactions } from '../../src/server/db/schema';
import { startWorkers } from '../../src/server/jobs/worker';
import { fastRenderer, hangingRenderer } from '../helpers/fake-renderers';
import { sample } from '../helpers/samples';
import { onPostgres } from '../helpers/test-database';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';

let t: TestApp;
const hanging = hangingRenderer();
beforeAll(async () => {
  t = await createTestApp({}, { ai: { images: hanging.provider }, worker: true });
});
afterAll(async () => {
  await t?.close();
});

describe('restart mid-job', () => {
  it.skipIf(onPostgres())(
    'resumes the job a crashed process left running (PGlite: one process owns the database)',
    async () => {
      const { cookie, userId } = await signUpAndSignIn(t);
      const form = new FormData();
      form.append('file', new File([new Uint8Array(sample('coffee_cup.png'))], 'cup.png', { type: 'image/png' }));
      const source = (await (await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
      const res = await t.request('/api/v1/scenarios', {
        method: 'POST',
        cookie,
        json: { sourceImageId: source.id, features: 'Espresso cup', audience: 'Cafe owners' },
      });
      const [idea] = ((await res.json()) as { scenarios: { id: string }[] }).scenarios;
      const created = await t.request('/api/v1/generations', {
        method: 'POST',
        cookie,
        json: {
          sourceImageId: source.id,
          scenarioId: idea!.id,
          settings: { aspectRatio: '4:3', quality: 'low', count: 1, format: 'png', highlightProduct: false, style: 'studio', timeOfDay: 'natural' },
        },
      });
      expect(created.status).toBe(202);
      const { id } = (await created.json()) as { id: string };
      await hanging.started;
      const running = (await (await t.request(`/api/v1/generations/${id}`, { cookie })).json()) as { status: string; stage: string };
      expect(running).toMatchObject({ status: 'running', stage: 'generating_images' });

      // The process "dies": its worker stops without finishing the job.
      await t.container.queue.stop({ graceful: false });

      // A new process on the same database, with a working engine.
      const restarted = await createContainer(t.container.env, { pglite: t.database.pglite, ai: { images: fastRenderer() } });
      await restarted.queue.start();
      await startWorkers(restarted);
      const done = await waitForGeneration(t, cookie, id);
      expect(done.status).toBe('succeeded');
      expect(done.images).toHaveLength(1);
      const ledger = await restarted.database.db.select().from(creditTransactions).where(eq(creditTransactions.reference, id));
      expect(ledger.map((r) => r.amount)).toEqual([-1]);
      expect(await restarted.credits.balance(userId)).toBe(9);
      await restarted.queue.stop();
    },
  );
});
