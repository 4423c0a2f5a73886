/**
 * The 'broadcast-send' job `{ broadcastId }`: sends a slice of a marketing broadcast at the
 * configured rate and queues itself again while recipients remain (services/broadcasts.ts). Each
 * recipient's row is claimed before its email goes out, so a job that runs again after a restart
 * goes on from the first row still pending and sends no one twice.
 */
import type { BroadcastsService } from '../services/broadcasts';
import { SLICE_SECONDS } from '../services/broadcasts';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type BroadcastData = JobPayload<'broadcast-send'>;

export const broadcastSendJob: JobDefinition<BroadcastData> = {
  name: 'broadcast-send',
  parse: (data) => JOB_PAYLOADS['broadcast-send'].parse(data),
  retryLimit: 5,
  // A slice, plus the batch in flight when it ends (one mailer timeout at most).
  expireInSeconds: SLICE_SECONDS + 120,
};

export function broadcastSendJobHandler(broadcasts: Pick<BroadcastsService, 'run'>): JobHandler<BroadcastData> {
  return async ({ broadcastId }) => {
    await broadcasts.run(broadcastId);
  };
}

/** The registry's entry: 1 worker per process (the rate limit is per broadcast run). */
export function broadcastSendJobEntry(): RegisteredJob<'broadcast-send'> {
  return {
    definition: broadcastSendJob,
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => broadcastSendJobHandler(services.broadcasts),
  };
}
