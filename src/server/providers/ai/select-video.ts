/**
 * Chooses the video engine from configuration: the local ffmpeg motion
 * engine by default, fal.ai Kling image-to-video with VIDEO_PROVIDER=fal and FAL_KEY.
 */
import type { Env } from '../../env';
import { createFalKlingProvider } from './videos/fal-kling-provider';
import { createFalQueueClient } from './videos/fal-queue-client';
import { createProviderLimiters, type ProviderLimiters } from './provider-limiters';
import type { HostedVideoEngine, VideoProvider } from './videos/video-provider';

export interface VideoEngines {
  local: VideoProvider | null;
  hosted: (HostedVideoEngine & { parseWebhook(body: unknown): { requestId: string } | null }) | null;
}

/**
 * The video engines of this process.
 * @param options.limiters per-vendor concurrency limits shared with the image engines (fal's is used here).
 */
export function createVideoEngines(env: Env, options: { local: VideoProvider; limiters?: ProviderLimiters }): VideoEngines {
  if (env.VIDEO_PROVIDER === 'fal' && env.FAL_KEY) {
    const limiter = (options.limiters ?? createProviderLimiters(env)).fal;
    const client = createFalQueueClient({ apiKey: env.FAL_KEY, queueBaseUrl: env.FAL_QUEUE_URL, modelId: env.FAL_KLING_MODEL, limiter });
    return { local: null, hosted: { ...createFalKlingProvider({ client, limiter }), model: env.FAL_KLING_MODEL } };
  }
  return {
    local: options.local,
    hosted: null,
  };
}
