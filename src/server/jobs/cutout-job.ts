/** The cut-out job of a source photo: payload `{ sourceImageId }` (issue 13 item 4), queued right after upload. */
import type { CutoutsService } from '../services/cutouts';
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
