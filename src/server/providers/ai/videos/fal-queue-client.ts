/**
 * fal.ai's Queue API for the Kling image-to-video engine: the
 * shared fal queue client (../fal/fal-queue.ts, on the shared provider HTTP client ../http) typed
 * for Kling's input and output, raising VideoProviderError.
 *
 * Vendor docs:
 *   - Queue API: https://fal.ai/docs/documentation/model-apis/inference/queue
 *   - Kling 2.6 Pro image-to-video schema (the default): https://fal.ai/models/fal-ai/kling-video/v2.6/pro/image-to-video/llms.txt
 *   - Kling 2.1 standard image-to-video schema: https://fal.ai/models/fal-ai/kling-video/v2.1/standard/image-to-video/llms.txt
 *
 * Configuration comes in as options (src/server/env.ts reads FAL_KEY, FAL_QUEUE_URL, FAL_KLING_MODEL).
 * Error policy: see ../fal/fal-queue.ts (429 retried in place; 5xx and network errors retried in
 * place for GETs only, never for submit).
 */
import { z } from 'zod';
import type { Logger } from '../../../logger';
import { createFalQueue, FAL_QUEUE_DEFAULT_BASE_URL, type FalCallOptions, type FalCancelStatus, type FalQueueState, type FalQueueStatus, type FalSubmitted } from '../fal/fal-queue';
import type { Semaphore, Sleep } from '../http';
import { DEFAULT_MODELS } from '../model-catalog';
import { VideoProviderError } from './video-provider';

export { abortableSleep } from '../http';
export { describeFalError } from '../fal/fal-errors';
export { FAL_QUEUE_DEFAULT_BASE_URL, type FalCallOptions, type FalCancelStatus, type FalQueueState, type FalQueueStatus, type FalSubmitted };

/** Default image-to-video model (Kling 2.6 Pro; fal model page above). */
export const FAL_KLING_DEFAULT_MODEL_ID = DEFAULT_MODELS.falVideo;

/**
 * Input of fal's Kling image-to-video models (field names from each model's llms.txt schema). The
 * still goes as `image_url` (Kling 2.1, 2.5) or `start_image_url` (Kling 2.6 Pro, 3.0 Pro), an https
 * URL or a data URI (`data:image/jpeg;base64,...`); the model catalogue says which. Kling 2.6 and 3.0
 * take `generate_audio` (default true, and audio costs twice as much); 2.1 and 2.5 take `cfg_scale`.
 * The output follows the input image's aspect ratio; `aspect_ratio` exists on other Kling endpoints only.
 */
export interface FalKlingImageToVideoInput {
  prompt: string;
  image_url?: string;
  start_image_url?: string;
  /** Seconds, as a string enum. */
  duration: '5' | '10';
  aspect_ratio?: '16:9' | '9:16' | '1:1';
  negative_prompt?: string;
  /** Classifier-free guidance, 0..1 (fal default 0.5). */
  cfg_scale?: number;
  /** Native audio (Kling 2.6 and later). */
  generate_audio?: boolean;
}

/** The video a completed request produced (fal File object). */
export interface FalVideoResult {
  /** Where fal serves the file (fal CDN; expires, so copy it at once). */
  videoUrl: string;
  contentType?: string;
  fileName?: string;
  /** Bytes. */
  fileSize?: number;
}

/** Options of createFalQueueClient. */
export interface FalQueueClientOptions {
  /** fal API key, sent as `Authorization: Key <apiKey>`. */
  apiKey: string;
  /** Queue host, default https://queue.fal.run (tests point it at a local fake). */
  queueBaseUrl?: string;
  /** Model id `owner/app[/path]`, default FAL_KLING_DEFAULT_MODEL_ID. */
  modelId?: string;
  fetch?: typeof fetch;
  /** Per HTTP request, milliseconds (default 30 000). */
  requestTimeoutMs?: number;
  /** In-place retries of 429 (and of 5xx/network errors on GETs), default 2. */
  maxRetries?: number;
  /** First in-place retry delay, milliseconds (default 500, doubling with jitter; a Retry-After header wins). */
  retryBaseDelayMs?: number;
  /** Shared fal concurrency limit (FAL_MAX_CONCURRENCY). */
  limiter?: Semaphore;
  logger?: Pick<Logger, 'warn'>;
  /** Waits between in-place retries (injected by tests). */
  sleep?: Sleep;
}

/** The queue operations for one Kling model. */
export interface FalQueueClient {
  readonly modelId: string;
  /**
   * `POST {base}/{modelId}[?fal_webhook=<url>]` with the JSON input.
   * @returns fal's request id and URLs. @throws VideoProviderError (see module policy).
   */
  submit(input: FalKlingImageToVideoInput, options?: FalCallOptions & { webhookUrl?: string }): Promise<FalSubmitted>;
  /** `GET {base}/{owner}/{app}/requests/{id}/status` (202 while queued/running, 200 when completed). */
  status(requestId: string, options?: FalCallOptions): Promise<FalQueueStatus>;
  /**
   * `GET {base}/{owner}/{app}/requests/{id}`: the model output `{ video: { url, content_type, file_name, file_size } }`.
   * @throws VideoProviderError(retryable=false) when the request failed (4xx with fal's detail) or the output has no video.
   */
  result(requestId: string, options?: FalCallOptions): Promise<FalVideoResult>;
  /** `PUT {base}/{owner}/{app}/requests/{id}/cancel`; 'ALREADY_COMPLETED' and 'NOT_FOUND' are answers, not errors. */
  cancel(requestId: string, options?: FalCallOptions): Promise<{ status: FalCancelStatus }>;
}

const resultSchema = z.object({
  video: z.object({
    url: z.string().min(1),
    content_type: z.string().nullish(),
    file_name: z.string().nullish(),
    file_size: z.number().nonnegative().nullish(),
  }),
});

/**
 * Creates a queue client for one Kling model.
 * @param options see FalQueueClientOptions (apiKey required; everything else has defaults).
 * @throws Error when apiKey or modelId is malformed (configuration error, at startup).
 */
export function createFalQueueClient(options: FalQueueClientOptions): FalQueueClient {
  const queue = createFalQueue<FalKlingImageToVideoInput>({
    ...options,
    modelId: options.modelId ?? FAL_KLING_DEFAULT_MODEL_ID,
    errorFactory: (message, retryable, details) => new VideoProviderError(message, retryable, details),
  });
  return {
    modelId: queue.modelId,
    submit: (input, opts) => queue.submit(input, opts),
    status: (requestId, opts) => queue.status(requestId, opts),
    async result(requestId, opts) {
      const { video } = queue.parse(resultSchema, await queue.result(requestId, opts), 'result');
      return {
        videoUrl: video.url,
        ...(video.content_type ? { contentType: video.content_type } : {}),
        ...(video.file_name ? { fileName: video.file_name } : {}),
        ...(video.file_size != null ? { fileSize: video.file_size } : {}),
      };
    },
    cancel: (requestId, opts) => queue.cancel(requestId, opts),
  };
}
