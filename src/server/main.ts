/**
 * Entry point.
 *   - `serve` (default): migrations, API, web app and the in-process job worker on PORT.
 *   - `worker`: the job worker alone (scale-out on PostgreSQL).
 *   - `migrate`: apply migrations.
 *   - `providers check` (`npm run providers:check`): which AI providers are configured and whether a
 *     cheap test call to each succeeds; prints a table, exits 1 when one is not ok. Opens no database.
 *   - `users promote <email>` / `users demote <email>` (`npm run users -- promote <email>`): gives an
 *     account the admin role or takes it away. With the embedded database, stop the server first.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createContainer } from './container';
import { EnvError, loadEnv, type Env } from './env';
import { startWorkers } from './jobs/worker';
import { supportAddressOf } from './services/support';
import { createProviderHealthService, formatHealthTable } from './services/provider-health';

const USAGE = 'Use serve, worker, migrate, providers check, users promote <email> or users demote <email>.';

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

  const container = await createContainer(env);
  const { logger } = container;
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
if (!['serve', 'worker', 'migrate', 'providers', 'users'].includes(command)) {
  console.error(`Unknown command "${command}". ${USAGE}`);
  process.exit(1);
}
main(command, process.argv.slice(3)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
