/**
 * The server of the admin journey 'an admin retries a failed job' (e2e/admin.spec.ts), started in
 * the background by e2e/global-setup.ts while the first journeys run. It seeds its own data
 * directory (DATA_DIR) with one generation-render job failed the way pg-boss leaves a job whose last
 * attempt threw (a worker lost mid-render), writes that job's id to $DATA_DIR/failed-job-id, then
 * serves as `tsx src/server/main.ts serve` does, from this same process (one cold start of the
 * server's code instead of two). The job's generation does not exist, so the retried attempt finds
 * nothing to do and completes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
await container.database.executeSql(`update pgboss.job set retry_limit = 0 where name = 'generation-render'`);
const [job] = await boss.fetch('generation-render');
if (!job) throw new Error('no job to fail');
await boss.fail('generation-render', job.id, { message: 'worker lost during a restart' });
await boss.stop({ graceful: false, wait: true });
await container.close();
fs.writeFileSync(path.join(env.DATA_DIR, 'failed-job-id'), job.id);

// Serve on the seeded directory, as `tsx src/server/main.ts serve`.
process.argv.splice(2, process.argv.length - 2, 'serve');
await import('../src/server/main');
