/**
 * Entry point.
 *   - `serve` (default): migrations, API, web app and the in-process job worker on PORT.
 *   - `worker`: the job worker alone (scale-out on PostgreSQL).
 *   - `migrate`: apply migrations.
 *   - `providers check` (`npm run providers:check`): which AI providers are configured and whether a
 *     cheap test call to each succeeds; prints a table, exits 1 when one is not ok. Opens no database.
 *   - `users promote <email>` / `users demote <email>` (`npm run users -- promote <email>`): gives an
 *     account the admin role or takes it away. With the embedded database, stop the server first.
 *   - `storage migrate` (`npm run storage:migrate`): copies DATA_DIR/storage into the S3 bucket the
 *     configuration names (STORAGE_DRIVER=s3); resumable, sizes verified; exits 1 when a file failed.
 *   - `db copy` (`npm run db:copy`): copies the embedded database (DATA_DIR/db) into the empty
 *     PostgreSQL database of DATABASE_URL, in one transaction; exits 1 when it refuses or fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client';
import { copyDatabase, DatabaseCopyRefused } from './services/database-copy';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createMetricsApp } from './http/metrics-route';
import { createContainer } from './container';
import { checkStorage, createStorage, StorageUnavailableError } from './providers/storage';
import { migrateLocalStorage } from './services/storage-migration';
import { EnvError, loadEnv, type Env } from './env';
import { startWorkers } from './jobs/worker';
import { supportAddressOf } from './services/support';
import { createProviderHealthService, formatHealthTable } from './services/provider-health';

const USAGE = 'Use serve, worker, migrate, providers check, users promote <email>, users demote <email>, storage migrate or db copy.';

/** `db copy`: the embedded database into PostgreSQL; exit code 1 when refused or failed. */
async function dbCopy(env: Env): Promise<number> {
  if (!env.DATABASE_URL) {
    console.error('Set DATABASE_URL to the empty PostgreSQL database to copy into (DATA_DIR names the embedded install).');
    return 1;
  }
  const dbDir = path.join(env.dataDir, 'db');
  if (!fs.existsSync(dbDir)) {
    console.error(`No embedded database in ${dbDir}: set DATA_DIR to the install's folder.`);
    return 1;
  }
  const source = await openDatabase({ dataDir: dbDir });
  const target = await openDatabase({ databaseUrl: env.DATABASE_URL });
  try {
    // The source is brought to this version's schema first, as a start would.
    await source.migrate();
    console.log(`Copying ${dbDir} into PostgreSQL...`);
    const report = await copyDatabase(source, target, (table, rows) => console.log(`  ${table}: ${rows} ${rows === 1 ? 'row' : 'rows'}`));
    const total = report.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Copied ${total} rows of ${report.tables.length} tables. Start Vitrine with DATABASE_URL set; DATA_DIR/db can be removed once you have checked it.`);
    return 0;
  } catch (error) {
    if (error instanceof DatabaseCopyRefused) console.error(error.message);
    else console.error(`The copy failed and nothing was kept in PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await source.close();
    await target.close();
  }
}

/** `storage migrate`: local files into the configured bucket; exit code 1 when a file failed. */
async function storageMigrate(env: Env): Promise<number> {
  if (env.STORAGE_DRIVER !== 's3') {
    console.error("Set STORAGE_DRIVER=s3 and the S3_* variables of the bucket to copy into (see .env.example).");
    return 1;
  }
  const target = createStorage(env);
  try {
    await checkStorage(target);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const root = path.join(env.dataDir, 'storage');
  console.log(`Copying ${root} into the bucket ${env.S3_BUCKET}...`);
  let seen = 0;
  const report = await migrateLocalStorage(root, target, ({ key, outcome, reason }) => {
    seen += 1;
    if (outcome === 'failed') console.error(`  failed: ${key}: ${reason}`);
    else if (seen % 100 === 0) console.log(`  ${seen} files...`);
  });
  const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
  console.log(`Copied ${files(report.copied)} (${(report.bytes / 1e6).toFixed(1)} MB), ${report.skipped} already in the bucket, ${report.failed.length} failed.`);
  if (report.failed.length > 0) console.error('Run the command again to retry the failed files.');
  else console.log('Every file is in the bucket. Start Vitrine with STORAGE_DRIVER=s3; DATA_DIR/storage can be removed once you have checked it.');
  return report.failed.length > 0 ? 1 : 0;
}

/** `providers check`: prints the health table; exit code 1 when an engine is not ok. */
async function providersCheck(env: Env): Promise<number> {
  const report = await createProviderHealthService(env).check();
  console.log(formatHealthTable(report));
  console.log(report.ok ? '\nAll AI providers are ok.' : '\nSome AI providers are not ok (see the error column).');
  return report.ok ? 0 : 1;
}

/** `users promote|demote <email>`: changes one account's role. */
async function usersCommand(env: Env, action: string | undefined, email: string | undefined): Promise<number> {
  if ((action !== 'promote' && action !== 'demote') || !email) {
    console.error('Usage: users promote <email> | users demote <email>');
    return 1;
  }
  const container = await createContainer(env, {});
  try {
    await container.database.migrate();
    const result = action === 'promote' ? await container.adminUsers.promote(email) : await container.adminUsers.demote(email);
    const role = action === 'promote' ? 'admin' : 'user';
    if (result === 'not_found') {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    console.log(result === 'changed' ? `${email} now has the role '${role}'.` : `${email} already has the role '${role}'.`);
    return 0;
  } finally {
    await container.close();
  }
}

async function main(command: string, args: string[]): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (command === 'providers') {
    if (args[0] !== 'check') {
      console.error(`Unknown command "providers ${args[0] ?? ''}". ${USAGE}`);
      process.exit(1);
    }
    process.exit(await providersCheck(env));
  }
  if (command === 'users') process.exit(await usersCommand(env, args[0], args[1]));
  if (command === 'db') {
    if (args[0] !== 'copy') {
      console.error(`Unknown command "db ${args[0] ?? ''}". ${USAGE}`);
      process.exit(1);
    }
    process.exit(await dbCopy(env));
  }
  if (command === 'storage') {
    if (args[0] !== 'migrate') {
      console.error(`Unknown command "storage ${args[0] ?? ''}". ${USAGE}`);
      process.exit(1);
    }
    process.exit(await storageMigrate(env));
  }

  const container = await createContainer(env);
  const { logger } = container;
  try {
    await checkStorage(container.storage);
  } catch (error) {
    // Wrong bucket, credentials or endpoint: stop now, naming the variable, rather than fail every upload.
    if (!(error instanceof StorageUnavailableError)) throw error;
    console.error(error.message);
    await container.close();
    process.exit(1);
  }
  if (container.storage.kind === 's3') logger.info({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT ?? 'Amazon S3' }, 'object storage ready');
  await container.database.migrate();
  logger.info({ database: container.database.kind }, 'database ready');
  if (command === 'migrate') {
    await container.close();
    return;
  }

  await container.queue.start();
  if (command === 'worker' || env.WORKER_IN_PROCESS) {
    await startWorkers(container);
    logger.info({ concurrency: env.WORKER_CONCURRENCY }, 'job worker started');
  }

  const stops: (() => Promise<void>)[] = [];
  if (env.METRICS_PORT) {
    const hostname = env.METRICS_HOST ?? env.HOST;
    const metricsServer = serve({ fetch: createMetricsApp(container.metrics).fetch, port: env.METRICS_PORT, hostname }, (info) => {
      logger.info({ port: info.port, host: hostname }, 'metrics listener ready (GET /metrics)');
    });
    stops.push(() => new Promise((resolve) => metricsServer.close(() => resolve())));
  }
  if (command === 'serve') {
    const app = createApp(container);
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      logger.info({ port: info.port, url: env.publicUrl, mail: container.mailer.kind }, `Vitrine is running at ${env.publicUrl}`);
      const missing = container.legal.missingOperatorVariables();
      if (missing.length) logger.warn({ missing }, `The legal pages say the operator has not provided ${missing.join(', ')}: set them (see .env.example)`);
      if (!supportAddressOf(env)) logger.warn('Contact-form tickets are stored but emailed to no one: set SUPPORT_EMAIL (see .env.example)');
    });
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    for (const stop of stops) await stop().catch((err: unknown) => logger.error({ err }, 'stop failed'));
    await container.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

const command = process.argv[2] ?? 'serve';
if (!['serve', 'worker', 'migrate', 'providers', 'users', 'storage', 'db'].includes(command)) {
  console.error(`Unknown command "${command}". ${USAGE}`);
  process.exit(1);
}
main(command, process.argv.slice(3)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
