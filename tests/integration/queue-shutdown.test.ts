/**
 * Shutting down while a job runs: the job's last statement (marking it failed) reaches the
 * database before the database closes, nothing is rejected unhandled, and the job is not left
 * 'active' on disk. A job that outlives the shutdown's wait is abandoned: it is back in line (its
 * retry), and nothing is sent or rejected unhandled when its handler ends after the database closed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createQueue, type JobDefinition } from '../../src/server/jobs/queue';
import { createLogger } from '../../src/server/logger';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-queue-shutdown-'));
const abandonDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-queue-abandon-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(abandonDir, { recursive: true, force: true });
});

const slow: JobDefinition<{ n: number }> = { name: 'shutdown-check', parse: (data) => data as { n: number }, retryLimit: 0, expireInSeconds: 60 };

/**
 * Opens a queue on the database in `dataDir` and starts one job of `definition` whose handler waits
 * until the test fails it (`failTask`): a task the shutdown stops, or an outside system that answers
 * late. Unhandled rejections are collected from here on; call `stopWatching` at the end.
 */
async function runningJob(dataDir: string, definition: JobDefinition<{ n: number }>) {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const database = await openDatabase({ dataDir });
  const queue = createQueue(database, createLogger('silent'));
  await queue.start();
  let started!: () => void;
  const running = new Promise<void>((r) => (started = r));
  let failTask!: (error: Error) => void;
  await queue.work(
    definition,
    async () => {
      started();
      await new Promise<void>((_, reject) => (failTask = reject));
    },
    1,
  );
  await queue.send(definition, { n: 1 });
  await running;
  return {
    database,
    queue,
    unhandled,
    failTask: (error: Error) => failTask(error),
    stopWatching: () => process.off('unhandledRejection', onUnhandled),
  };
}

/** The job states of `definition` on the database in `dataDir`, reopened. */
async function statesOnDisk(dataDir: string, definition: JobDefinition<{ n: number }>) {
  const reopened = await openDatabase({ dataDir });
  const { rows } = await reopened.executeSql(`select state from pgboss.job where name = $1`, [definition.name]);
  await reopened.close();
  return rows;
}

describe('queue shutdown', () => {
  it('records a job stopped by the shutdown before the database closes', async () => {
    const job = await runningJob(dir, slow);
    try {
      await job.queue.stop({ graceful: false });
      // The engine task the shutdown stops.
      job.failTask(new Error('the engine closed'));
      await job.queue.drain();
      await job.database.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(job.unhandled).toEqual([]);
      expect(await statesOnDisk(dir, slow)).toEqual([{ state: 'failed' }]);
    } finally {
      job.stopWatching();
    }
  });

  it('abandons a job that outlives the wait: back in line, and its late end sends nothing to the closed database', async () => {
    const stuck: JobDefinition<{ n: number }> = { ...slow, name: 'shutdown-stuck', retryLimit: 1 };
    const job = await runningJob(abandonDir, stuck);
    try {
      await job.queue.stop({ graceful: false });
      await job.queue.drain(50);
      await job.database.close();
      // An outside system that answers only after the shutdown.
      job.failTask(new Error('the vendor timed out'));
      await new Promise((r) => setTimeout(r, 200));
      expect(job.unhandled).toEqual([]);
      expect(await statesOnDisk(abandonDir, stuck)).toEqual([{ state: 'retry' }]);
    } finally {
      job.stopWatching();
    }
  });
});
