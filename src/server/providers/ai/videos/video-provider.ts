/**
 * The interfaces of video engines: the local ffmpeg motion engine
 * renders in one call; queue-based hosted models (fal.ai Kling) are submitted, polled and fetched.
 */
import type { StoredMatte } from '../images/image-provider';
import { ProviderError, type ProviderErrorDetails } from '../http/provider-error';

/** Output aspect ratios and durations of videos, from the API contract. */
import { VIDEO_ASPECT_RATIOS, VIDEO_DURATIONS, type VideoAspectRatio, type VideoDuration } from '../../../../shared/contracts/videos';

export { VIDEO_ASPECT_RATIOS, VIDEO_DURATIONS, type VideoAspectRatio, type VideoDuration };

/** Pixel size of a video: 1920x1080, 1080x1920 or 1080x1080. */
export function videoSize(ratio: VideoAspectRatio): { width: number; height: number } {
  return ratio === '16:9' ? { width: 1920, height: 1080 } : ratio === '9:16' ? { width: 1080, height: 1920 } : { width: 1080, height: 1080 };
}

export interface VideoRenderRequest {
  /** The still to animate: PNG or JPEG bytes. */
  image: Buffer;
  /** The stored matte of `image` when known (frames the clip on the product; enables the parallax move). */
  matte?: StoredMatte;
  /** Motion prompt, at most 500 characters. */
  prompt: string;
  durationSeconds: VideoDuration;
  aspectRatio: VideoAspectRatio;
  seed: number;
}

export interface RenderedVideo {
  /** MP4 bytes (H.264 High, yuv420p, +faststart). */
  data: Buffer;
  mime: 'video/mp4';
  width: number;
  height: number;
  /** Seconds. */
  durationSeconds: number;
  /** A JPEG frame of the video. */
  poster: Buffer;
}

/** A failed render; `retryable` says whether trying again may succeed (timeouts, 429, 5xx). */
export class VideoProviderError extends ProviderError {
  constructor(message: string, retryable: boolean, details: ProviderErrorDetails = {}) {
    super(message, retryable, details);
    this.name = 'VideoProviderError';
  }
}

/** An engine that renders in one call (the local ffmpeg engine). */
export interface VideoProvider {
  readonly name: string;
  /** @throws VideoProviderError; aborts (and kills any child process) when `signal` fires. */
  render(req: VideoRenderRequest, signal?: AbortSignal): Promise<RenderedVideo>;
}

/**
 * A queue-based engine (fal.ai): submit, wait (polling, stoppable), download.
 * Errors: every method throws VideoProviderError (`retryable` set) on a vendor failure.
 */
export interface HostedVideoEngine {
  readonly name: string;
  /** The vendor's model id, recorded on each video. */
  readonly model?: string;
  submit(req: VideoRenderRequest, options: { webhookUrl?: string; signal?: AbortSignal }): Promise<{ requestId: string }>;
  /** Resolves the result URL, or null when `isDone` reports the video finished another way. */
  waitForResult(requestId: string, options: { signal?: AbortSignal; isDone?: () => Promise<boolean> }): Promise<{ videoUrl: string } | null>;
  download(videoUrl: string, options: { signal?: AbortSignal }): Promise<Buffer>;
}
