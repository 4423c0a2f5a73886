/**
 * Logs follow a request into its jobs: a job queued while serving a request logs that request's
 * id when it is queued and when it runs (in whichever process runs it), and so do the jobs it
 * queues in turn; the handler still gets the payload its schema allows, without the id.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../src/server/db/client';
import { createQueue, type JobDefinition } from '../../src/server/jobs/queue';
import { withRequestId } from '../../src/server/request-context';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-job-request-id-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const schema = z.object({ n: z.number() });
const first: JobDefinition<{ n: number }> = { name: 'request-id-first', parse: (d) => schema.parse(d), retryLimit: 0, expireInSeconds: 60 };
const second: JobDefinition<{ n: number }> = { name: 'request-id-second', parse: (d) => schema.parse(d), retryLimit: 0, expireInSeconds: 60 };

describe('request id in job logs', () => {
  it('is logged when the job is queued, when it runs, and by the jobs it queues', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const database = await openDatabase({ dataDir: dir });
    const queue = createQueue(database, logger);
    await queue.start();
    const seen: unknown[] = [];
    let done!: () => void;
    const finished = new Promise<void>((r) => (done = r));
    await queue.work(first, async (data, context) => {
      seen.push(data);
      context.logger.info('first job ran');
      await queue.send(second, { n: data.n + 1 });
    }, 1);
    await queue.work(second, async (data, context) => {
      seen.push(data);
      context.logger.info('second job ran');
      done();
    }, 1);

    await withRequestId('req-123', () => queue.send(first, { n: 1 }));
    await finished;
    await queue.stop();
    await queue.drain();
    await database.close();

    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    const queued = lines.filter((l) => l.msg === 'job queued');
    expect(queued.map((l) => [l.job, l.requestId])).toEqual([['request-id-first', 'req-123'], ['request-id-second', 'req-123']]);
    const ran = lines.filter((l) => l.msg === 'first job ran' || l.msg === 'second job ran');
    expect(ran).toHaveLength(2);
    for (const line of ran) expect(line).toMatchObject({ requestId: 'req-123', jobId: expect.any(String), attempt: 1 });
    expect(ran[0]!.jobId).toBe(queued[0]!.jobId);
    expect(ran[1]!.jobId).toBe(queued[1]!.jobId);
  });
});
