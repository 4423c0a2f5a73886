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

describe('queue shutdown', () => {
  it('records a job stopped by the shutdown before the database closes', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const database = await openDatabase({ dataDir: dir });
      const queue = createQueue(database, createLogger('silent'));
      await queue.start();
      let started!: () => void;
      const running = new Promise<void>((r) => (started = r));
      let stopEngine!: (error: Error) => void;
      await queue.work(
        slow,
        async () => {
          started();
          // Stands for an engine task that the shutdown stops.
          await new Promise<void>((_, reject) => (stopEngine = reject));
        },
        1,
      );
      await queue.send(slow, { n: 1 });
      await running;

      await queue.stop({ graceful: false });
      stopEngine(new Error('the engine closed'));
      await queue.drain();
      await database.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(unhandled).toEqual([]);

      const reopened = await openDatabase({ dataDir: dir });
      const { rows } = await reopened.executeSql(`select state from pgboss.job where name = $1`, [slow.name]);
      await reopened.close();
      expect(rows).toEqual([{ state: 'failed' }]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('abandons a job that outlives the wait: back in line, and its late end sends nothing to the closed database', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const stuck: JobDefinition<{ n: number }> = { ...slow, name: 'shutdown-stuck', retryLimit: 1 };
      const database = await openDatabase({ dataDir: abandonDir });
      const queue = createQueue(database, createLogger('silent'));
      await queue.start();
      let started!: () => void;
      const running = new Promise<void>((r) => (started = r));
      let outsideSystemFails!: (error: Error) => void;
      await queue.work(
        stuck,
        async () => {
          started();
          // Stands for a call to an outside system that answers only after the shutdown.
          await new Promise<void>((_, reject) => (outsideSystemFails = reject));
        },
        1,
      );
      await queue.send(stuck, { n: 1 });
      await running;

      await queue.stop({ graceful: false });
      await queue.drain(50);
      await database.close();
      outsideSystemFails(new Error('the vendor timed out'));
      await new Promise((r) => setTimeout(r, 200));
      expect(unhandled).toEqual([]);

      const reopened = await openDatabase({ dataDir: abandonDir });
      const { rows } = await reopened.executeSql(`select state from pgboss.job where name = $1`, [stuck.name]);
      await reopened.close();
      expect(rows).toEqual([{ state: 'retry' }]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
