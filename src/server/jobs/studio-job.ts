/** The render job of a Studio Photos batch: payload `{ batchId }`. */
import type { StudioBatchesService } from '../services/studio-batches';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export type StudioJobData = JobPayload<'studio-batch'>;

/**
 * Seconds one attempt of a batch may take: 50 photos at about a second each, plus the cut-outs of
 * photos whose cut-out job has not finished yet (a few seconds each), with room for a busy machine.
 */
export const STUDIO_BATCH_TIMEOUT_S = 900;

/** The job definition: two retries, then every item not made is refunded. */
export const studioJob: JobDefinition<StudioJobData> = {
  name: 'studio-batch',
  parse: (data) => JOB_PAYLOADS['studio-batch'].parse(data),
  retryLimit: 2,
  expireInSeconds: STUDIO_BATCH_TIMEOUT_S + 60,
};

/** Runs the batch; on the last attempt, whatever was not made is refunded instead of thrown. */
export function studioJobHandler(studio: StudioBatchesService): JobHandler<StudioJobData> {
  return async ({ batchId }, context) => {
    const signal = AbortSignal.timeout(STUDIO_BATCH_TIMEOUT_S * 1000);
    try {
      await studio.run(batchId, { lastAttempt: context.lastAttempt, signal });
    } catch (error) {
      context.logger.error({ err: error, studioBatchId: batchId }, 'studio batch attempt failed');
      if (context.lastAttempt) {
        await studio.abandon(batchId, error instanceof Error ? error.message : String(error));
        return;
      }
      throw error;
    }
  };
}

/**
 * The registry's entry: one batch at a time per process; it renders STUDIO_RENDER_CONCURRENCY
 * packshots at once itself.
 */
export function studioJobEntry(): RegisteredJob<'studio-batch'> {
  return {
    definition: studioJob,
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => {
      const run = studioJobHandler(services.studio);
      // Then its webhook event, once the batch is final (an attempt that throws is retried first),
      // and the end of the batch item by API it was made for, if any.
      return async (data, context) => {
        await run(data, context);
        await services.webhooks.studioBatchSettled(data.batchId);
        await services.apiBatches.workSettled(data.batchId);
      };
    },
  };
}
