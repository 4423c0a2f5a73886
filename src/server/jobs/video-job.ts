/** The render job of a video: payload `{ videoId }` (issue 5 item 3). */
import type { VideosService } from '../services/videos';
import { JOB_PAYLOADS, type JobPayload } from './job-payloads';
import type { JobDefinition, JobHandler } from './queue';

export type VideoJobData = JobPayload<'video-render'>;

/** Seconds a hosted engine may take, polling included (design.md 'Lessons' 4). */
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

/** Fetches a hosted engine's finished result right after its webhook: payload `{ videoId }`. */
export const videoFinalizeJob: JobDefinition<VideoJobData> = {
  name: 'video-finalize',
  parse: (data) => JOB_PAYLOADS['video-finalize'].parse(data),
  retryLimit: 2,
  expireInSeconds: 300,
};

/** Runs the finalize step with a 4-minute limit. */
export function videoFinalizeJobHandler(videos: VideosService): JobHandler<VideoJobData> {
  return async ({ videoId }) => {
    await videos.finalize(videoId, { signal: AbortSignal.timeout(240_000) });
  };
}
