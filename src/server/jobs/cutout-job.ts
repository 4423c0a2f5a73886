/** The cut-out job of a source photo: payload `{ sourceImageId }`, queued right after upload. */
import os from 'node:os';
import { defaultEngineWorkers } from '../engine/pool/engine-pool';
import type { Env } from '../env';
import type { CutoutsService } from '../services/cutouts';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export type CutoutJobData = JobPayload<'source-cutout'>;

/** Seconds one cut-out may take (a 40 MP photo on a busy 2-core machine stays well under it). */
export const CUTOUT_TIMEOUT_S = 120;

/** The job definition: one retry, then the photo's cut-out is marked failed. */
export const cutoutJob: JobDefinition<CutoutJobData> = {
  name: 'source-cutout',
  parse: (data) => JOB_PAYLOADS['source-cutout'].parse(data),
  retryLimit: 1,
  expireInSeconds: CUTOUT_TIMEOUT_S + 60,
};

/** Runs the cut-out, aborted after CUTOUT_TIMEOUT_S. */
export function cutoutJobHandler(cutouts: CutoutsService): JobHandler<CutoutJobData> {
  return async ({ sourceImageId }, context) => {
    await cutouts.run(sourceImageId, { lastAttempt: context.lastAttempt, signal: AbortSignal.timeout(CUTOUT_TIMEOUT_S * 1000) });
  };
}

/**
 * The registry's entry. As many cut-outs at once as the engine has workers (ENGINE_WORKERS, else
 * its default for this machine's cores; at least 1), each loading the model once; more wait in the queue.
 */
export function cutoutJobEntry(env: Env): RegisteredJob<'source-cutout'> {
  return {
    definition: cutoutJob,
    concurrency: Math.max(1, env.ENGINE_WORKERS ?? defaultEngineWorkers(os.availableParallelism())),
    recoverOrphans: true,
    handler: (services) => cutoutJobHandler(services.cutouts),
  };
}
