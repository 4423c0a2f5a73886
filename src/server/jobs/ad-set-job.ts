/** The render job of an ad set: payload `{ setId }`. */
import type { AdSetsService } from '../services/ad-sets';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export type AdSetJobData = JobPayload<'ad-set'>;

/** Seconds one attempt may take: up to 5 variants x 14 placements at about a second each, with room for a busy machine. */
export const AD_SET_TIMEOUT_S = 600;

export const adSetJob: JobDefinition<AdSetJobData> = {
  name: 'ad-set',
  parse: (data) => JOB_PAYLOADS['ad-set'].parse(data),
  retryLimit: 2,
  expireInSeconds: AD_SET_TIMEOUT_S + 60,
};

/** Runs the set; on the last attempt, whatever was not made is refunded instead of thrown. */
export function adSetJobHandler(adSets: AdSetsService): JobHandler<AdSetJobData> {
  return async ({ setId }, context) => {
    const signal = AbortSignal.timeout(AD_SET_TIMEOUT_S * 1000);
    try {
      await adSets.run(setId, { signal });
    } catch (error) {
      context.logger.error({ err: error, adSetId: setId }, 'ad set attempt failed');
      if (context.lastAttempt) {
        await adSets.abandon(setId, error instanceof Error ? error.message : String(error));
        return;
      }
      throw error;
    }
  };
}

/** The registry's entry: one set at a time per process; it renders two creatives at once itself. */
export function adSetJobEntry(): RegisteredJob<'ad-set'> {
  return {
    definition: adSetJob,
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => adSetJobHandler(services.adSets),
  };
}
