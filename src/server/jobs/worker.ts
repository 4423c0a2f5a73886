/** Starts the job workers of this process on a container's queue. */
import type { Container } from '../container';
import { CREDIT_RENEWALS_CRON, creditRenewalsJob, creditRenewalsJobHandler } from './credit-renewals-job';
import { generationJob, generationJobHandler, generationTimeoutSeconds } from './generation-job';
import { videoFinalizeJob, videoFinalizeJobHandler, videoJob, videoJobHandler } from './video-job';

/** Registers every job handler; on PGlite, first requeues jobs a crashed process left running. */
export async function startWorkers(container: Container): Promise<void> {
  const { queue, env } = container;
  const video = videoJob(env.VIDEO_TIMEOUT_SECONDS);
  const generationTimeoutS = generationTimeoutSeconds(env);
  const generation = generationJob(generationTimeoutS);
  await queue.recoverOrphans(generation);
  await queue.recoverOrphans(video);
  await queue.work(generation, generationJobHandler(container.generations, generationTimeoutS), env.WORKER_CONCURRENCY);
  // Videos are heavier (ffmpeg uses every core): one at a time per worker process.
  await queue.work(video, videoJobHandler(container.videos, env.VIDEO_TIMEOUT_SECONDS), 1);
  await queue.work(videoFinalizeJob, videoFinalizeJobHandler(container.videos), 1);
  await queue.work(creditRenewalsJob, creditRenewalsJobHandler(container.renewals), 1);
  await queue.schedule(creditRenewalsJob, CREDIT_RENEWALS_CRON, {});
  await queue.send(creditRenewalsJob, {});
}
