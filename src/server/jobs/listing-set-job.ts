/** The render job of a listing set: payload `{ setId }`. */
import type { ListingSetsService } from '../services/listing-sets';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export type ListingSetJobData = JobPayload<'listing-set'>;

/** Seconds one attempt may take: up to 9 images at a few seconds each, with room for a busy machine. */
export const LISTING_SET_TIMEOUT_S = 600;

export const listingSetJob: JobDefinition<ListingSetJobData> = {
  name: 'listing-set',
  parse: (data) => JOB_PAYLOADS['listing-set'].parse(data),
  retryLimit: 2,
  expireInSeconds: LISTING_SET_TIMEOUT_S + 60,
};

/** Runs the set; on the last attempt, whatever was not made is refunded instead of thrown. */
export function listingSetJobHandler(listingSets: ListingSetsService): JobHandler<ListingSetJobData> {
  return async ({ setId }, context) => {
    const signal = AbortSignal.timeout(LISTING_SET_TIMEOUT_S * 1000);
    try {
      await listingSets.run(setId, { signal });
    } catch (error) {
      context.logger.error({ err: error, listingSetId: setId }, 'listing set attempt failed');
      if (context.lastAttempt) {
        await listingSets.abandon(setId, error instanceof Error ? error.message : String(error));
        return;
      }
      throw error;
    }
  };
}

/** The registry's entry: one set at a time per process; it renders two images at once itself. */
export function listingSetJobEntry(): RegisteredJob<'listing-set'> {
  return {
    definition: listingSetJob,
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => {
      const run = listingSetJobHandler(services.listingSets);
      // Then the end of the batch item (a catalogue run's product) it was made for, if any.
      return async (data, context) => {
        await run(data, context);
        await services.apiBatches.workSettled(data.setId);
      };
    },
  };
}
