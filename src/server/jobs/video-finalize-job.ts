/** Fetches a hosted engine's finished video right after its webhook: payload `{ videoId }`. */
import type { VideosService } from '../services/videos';
import { afterRender } from './completion-notice-job';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

type VideoFinalizeData = JobPayload<'video-finalize'>;

/** The job definition: two retries, 5 minutes before an attempt is considered lost. */
export const videoFinalizeJob: JobDefinition<VideoFinalizeData> = {
  name: 'video-finalize',
  parse: (data) => JOB_PAYLOADS['video-finalize'].parse(data),
  retryLimit: 2,
  expireInSeconds: 300,
};

/** Runs the finalize step with a 4-minute limit. */
export function videoFinalizeJobHandler(videos: VideosService): JobHandler<VideoFinalizeData> {
  return async ({ videoId }) => {
    await videos.finalize(videoId, { signal: AbortSignal.timeout(240_000) });
  };
}

/** The registry's entry: one worker per process, then the completion check. */
export function videoFinalizeJobEntry(): RegisteredJob<'video-finalize'> {
  return {
    definition: videoFinalizeJob,
    concurrency: 1,
    recoverOrphans: false,
    handler: (services) => {
      const finalize = afterRender(videoFinalizeJobHandler(services.videos), () => services.notices, 'video', (d) => d.videoId);
      return async (data, context) => {
        await finalize(data, context);
        await services.webhooks.videoSettled(data.videoId);
        // A batch item's video: the item ends with it (services/api-batches.ts).
        await services.apiBatches.workSettled(data.videoId);
      };
    },
  };
}
