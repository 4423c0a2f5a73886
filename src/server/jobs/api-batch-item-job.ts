/**
 * The 'api-batch-item' job `{ itemId }`: starts one item of a batch by API (services/api-batches.ts):
 * fetches its photo when given by URL, writes its ideas when asked, then starts its generation or
 * packshot, whose own render job does the rendering, the charge and the refunds.
 */
import type { ApiBatchesService } from '../services/api-batches';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type ItemData = JobPayload<'api-batch-item'>;

/**
 * Seconds one attempt may take: a photo fetched by URL (15 s), its upload checks in the engine's
 * workers, and ideas from a hosted scenario engine (up to a minute), with room for a busy machine.
 */
export const API_BATCH_ITEM_TIMEOUT_S = 180;

export const apiBatchItemJob: JobDefinition<ItemData> = {
  name: 'api-batch-item',
  parse: (data) => JOB_PAYLOADS['api-batch-item'].parse(data),
  retryLimit: 2,
  expireInSeconds: API_BATCH_ITEM_TIMEOUT_S,
};

/** Starts the item; its last attempt ends the item as failed instead of throwing. */
export function apiBatchItemJobHandler(batches: Pick<ApiBatchesService, 'runItem'>): JobHandler<ItemData> {
  return async ({ itemId }, context) => {
    await batches.runItem(itemId, { lastAttempt: context.lastAttempt });
  };
}

/** The registry's entry: 2 workers per process (an item mostly waits on a URL or the database). */
export function apiBatchItemJobEntry(): RegisteredJob<'api-batch-item'> {
  return {
    definition: apiBatchItemJob,
    concurrency: 2,
    recoverOrphans: true,
    handler: (services) => apiBatchItemJobHandler(services.apiBatches),
  };
}
