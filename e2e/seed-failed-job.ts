/**
 * Seeds a data directory for the admin journey 'an admin retries a failed job': migrates the
 * database and leaves one generation-render job failed, as pg-boss leaves a job whose last attempt
 * threw (a worker lost mid-render). Its generation does not exist, so the retried attempt finds
 * nothing to do and completes. Run with DATA_DIR set, before a server opens that directory.
 * Prints the job id.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { createContainer } from '../src/server/container';
import { loadEnv } from '../src/server/env';

const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '' });
const container = await createContainer(env);
await container.database.migrate();
await container.queue.start();
await container.jobs.enqueue('generation-render', { generationId: randomUUID() });
await container.queue.stop();

const boss = new PgBoss({ db: { executeSql: container.database.executeSql } } as PgBoss.ConstructorOptions);
await boss.start();
// The last attempt: pg-boss fails a job for good once its retries are spent.
await container.database.executeSql(`update pgboss.job set retry_limit = 0 where name = 'generation-render'`);
const [job] = await boss.fetch('generation-render');
if (!job) throw new Error('no job to fail');
await boss.fail('generation-render', job.id, { message: 'worker lost during a restart' });
await boss.stop({ graceful: false, wait: true });
await container.database.close();
console.log(job.id);
