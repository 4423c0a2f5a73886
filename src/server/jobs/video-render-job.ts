/** The render job of a video: payload `{ videoId }`. */
import type { Env } from '../env';
import type { VideosService } from '../services/videos';
import { afterRender } from './completion-notice-job';
import type { RegisteredJob } from './job-entry';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export type VideoJobData = JobPayload<'video-render'>;

/** Seconds a hosted engine may take, polling included. */
export const HOSTED_VIDEO_DEADLINE_S = 600;

/** The job definition; `timeoutS` is the longest a render may take (local or hosted). */
export function videoJob(timeoutS: number): JobDefinition<VideoJobData> {
  return {
    name: 'video-render',
    parse: (data) => JOB_PAYLOADS['video-render'].parse(data),
    retryLimit: 2,
    expireInSeconds: Math.max(timeoutS, HOSTED_VIDEO_DEADLINE_S) + 60,
  };
}

/**
 * Runs the video; the attempt is aborted after `timeoutS` (ffmpeg killed, job retried or refunded). With the
 * local engine the attempt starts with the still's product cut-out (stored matte, or ~1.3 s of ISNet), so the
 * clip is framed on the product (services/videos/video-cutout.ts).
 */
export function videoJobHandler(videos: VideosService, timeoutS: number): JobHandler<VideoJobData> {
  return async ({ videoId }, context) => {
    const signal = AbortSignal.timeout(timeoutS * 1000);
    await videos.run(videoId, { lastAttempt: context.lastAttempt, signal });
  };
}

/**
 * The registry's entry: VIDEO_TIMEOUT_SECONDS per attempt, then the completion check and the webhook event. Videos are
 * heavier (ffmpeg uses every core): one at a time per worker process.
 */
export function videoJobEntry(env: Env): RegisteredJob<'video-render'> {
  return {
    definition: videoJob(env.VIDEO_TIMEOUT_SECONDS),
    concurrency: 1,
    recoverOrphans: true,
    handler: (services) => {
      const render = afterRender(videoJobHandler(services.videos, env.VIDEO_TIMEOUT_SECONDS), () => services.notices, 'video', (d) => d.videoId);
      // Then its webhook event, once the video is final (a hosted one finishes in 'video-finalize').
      return async (data, context) => {
        await render(data, context);
        await services.webhooks.videoSettled(data.videoId);
        // A batch item's video: the item ends with it (services/api-batches.ts).
        await services.apiBatches.workSettled(data.videoId);
      };
    },
  };
}
