/** Starts the job workers of this process on a container's queue. */
import type { Container } from '../container';
import { generationJob, generationJobHandler } from './generation-job';

/** Registers every job handler; on PGlite, first requeues jobs a crashed process left running. */
export async function startWorkers(container: Container): Promise<void> {
  const { queue, env } = container;
  await queue.recoverOrphans(generationJob);
  await queue.work(generationJob, generationJobHandler(container.generations), env.WORKER_CONCURRENCY);
}
