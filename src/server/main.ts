/**
 * Entry point. `serve` (default): migrations, API, web app and the in-process job worker on
 * PORT. `worker`: the job worker alone (scale-out on PostgreSQL). `migrate`: apply migrations.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createContainer } from './container';
import { EnvError, loadEnv } from './env';
import { startWorkers } from './jobs/worker';

async function main(command: string): Promise<void> {
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
if (!['serve', 'worker', 'migrate'].includes(command)) {
  console.error(`Unknown command "${command}". Use serve, worker or migrate.`);
  process.exit(1);
}
main(command).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
