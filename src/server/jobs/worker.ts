/** Starts the job workers of this process on a container's queue. */
import type { Container } from '../container';
import type { JobName } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';
import type { JobServices, RegisteredJob } from './registry';

/**
 * Registers every job handler of the registry (container.jobs); on PGlite, first requeues jobs a
 * crashed process left running. Scheduled jobs get their cron and one run now.
 */
export async function startWorkers(container: Container): Promise<void> {
  const { queue, jobs } = container;
  const services: JobServices = {
    savedImages: container.savedImages,
    generations: container.generations,
    videos: container.videos,
    renewals: container.renewals,
    trials: container.trials,
    accountManagers: container.accountManagers,
    cutouts: container.cutouts,
    studio: container.studio,
    adSets: container.adSets,
    listingSets: container.listingSets,
    notices: container.notices,
    accountData: container.accountData,
    idempotency: container.idempotency,
    webhooks: container.webhooks,
    apiBatches: container.apiBatches,
    productImports: container.productImports,
    broadcasts: container.broadcasts,
  };
  const entries = Object.values(jobs.entries) as RegisteredJob<JobName>[];
  for (const entry of entries) if (entry.recoverOrphans) await queue.recoverOrphans(entry.definition as JobDefinition<object>);
  for (const entry of entries) {
    await queue.work(entry.definition as JobDefinition<object>, entry.handler(services) as JobHandler<object>, entry.concurrency);
  }
  for (const entry of entries) {
    if (!entry.cron) continue;
    await queue.schedule(entry.definition as JobDefinition<object>, entry.cron, {});
    await queue.send(entry.definition as JobDefinition<object>, {});
  }
}
