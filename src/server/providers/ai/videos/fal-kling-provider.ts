/**
 * fal.ai Kling image-to-video engine: submit to fal's queue,
 * then poll from the job worker with backoff and an overall deadline, or complete early when fal's
 * webhook arrives; download the result from fal's CDN at once (vendor URLs expire).
 *
 * Nothing here runs in a request handler, and the only URLs ever fetched are
 * fal's own, checked against a host allow-list. Polling, retries, the
 * deadline and the allow-listed download are the code every fal model shares (../fal/fal-queue.ts,
 * ../http).
 *
 * Vendor docs:
 *   - Queue: https://fal.ai/docs/documentation/model-apis/inference/queue
 *   - Webhooks: https://fal.ai/docs/documentation/model-apis/inference/webhooks
 *   - Kling 2.6 Pro image-to-video (the default): https://fal.ai/models/fal-ai/kling-video/v2.6/pro/image-to-video/llms.txt
 *     input `prompt`, `start_image_url`, `duration` ('5' | '10'), `negative_prompt`, `generate_audio`
 *     (default true; $0.14 a second with audio, $0.07 without: we send false, our clips are silent).
 *   - Kling 2.1 standard image-to-video: https://fal.ai/models/fal-ai/kling-video/v2.1/standard/image-to-video/llms.txt
 *     input `prompt`, `image_url`, `duration`, `negative_prompt`, `cfg_scale`.
 *   Which field carries the still, and whether `generate_audio` and `cfg_scale` exist, is read from
 *   the model catalogue (../model-catalog.ts) for the client's model id.
 */
import sharp from 'sharp';
import { z } from 'zod';
import { describeFalError } from '../fal/fal-errors';
import { FAL_DEFAULT_DOWNLOAD_ALLOW_LIST } from '../fal/fal-media';
import { waitForFalResult } from '../fal/fal-queue';
import { abortableSleep, createAllowListedDownloader, type ProviderErrorFactory, type Semaphore } from '../http';
import { findModel, type ModelRequestShape } from '../model-catalog';
import type { FalKlingImageToVideoInput, FalQueueClient } from './fal-queue-client';
import { VideoProviderError, videoSize, type VideoRenderRequest } from './video-provider';

export { FAL_DEFAULT_DOWNLOAD_ALLOW_LIST };

/** Options of createFalKlingProvider. */
export interface FalKlingProviderOptions {
  client: FalQueueClient;
  /** First wait between status polls, milliseconds (default 2000; doubles up to maxPollIntervalMs). */
  pollIntervalMs?: number;
  /** Longest wait between status polls, milliseconds (default 15 000). */
  maxPollIntervalMs?: number;
  /** Overall time allowed from submission to result, milliseconds (default 10 minutes). */
  deadlineMs?: number;
  /** Host suffixes a result may be downloaded from (https only). Default FAL_DEFAULT_DOWNLOAD_ALLOW_LIST. */
  downloadAllowList?: readonly string[];
  /**
   * Exact loopback origins (e.g. `http://127.0.0.1:43123`) that may be downloaded over plain http.
   * For tests against a local fake server only; anything not on 127.0.0.1/localhost/[::1] is rejected.
   */
  insecureLoopbackOrigins?: readonly string[];
  /** Per download, milliseconds (default 120 000). */
  downloadTimeoutMs?: number;
  /**
   * Centre-crop the still to the requested aspect ratio (and re-encode as JPEG) before sending it,
   * because Kling's output follows the input image's shape. Default true.
   */
  fitImageToAspectRatio?: boolean;
  /** Also send `aspect_ratio` (only for Kling endpoints whose schema has it; 2.1 standard does not). Default false. */
  sendAspectRatio?: boolean;
  /** Sent as `negative_prompt` when set. */
  negativePrompt?: string;
  /** Sent as `cfg_scale` (0..1) when set and the model's schema has it. */
  cfgScale?: number;
  fetch?: typeof fetch;
  /** Shared fal concurrency limit for downloads (FAL_MAX_CONCURRENCY). */
  limiter?: Semaphore;
  /** Waits between polls (injected by tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Clock, epoch milliseconds (injected by tests). */
  now?: () => number;
  /** 0..1 random source for the poll jitter (injected by tests). */
  random?: () => number;
}

/** A parsed fal webhook delivery. */
export interface FalWebhookEvent {
  /** fal's queue request id (stable across fal's retries and duplicate deliveries). */
  requestId: string;
  ok: boolean;
  /** Why the request failed (`error` plus fal's detail) when `ok` is false. */
  error?: string;
  /** The video URL when the payload carried one (otherwise fetch it with waitForResult/result). */
  videoUrl?: string;
}

/** The queue-based Kling engine. */
export interface FalKlingProvider {
  readonly name: 'fal-kling';
  /**
   * Queues one render: the still as a data URI, the prompt, duration '5' or '10'.
   * @param req the render request (image bytes PNG/JPEG, prompt at most 500 characters).
   * @param options.webhookUrl fal calls it (POST) when the request finishes.
   * @returns fal's request id, to be stored on the job before anything else happens.
   * @throws VideoProviderError (retryable for 429/5xx/network; not for bad input or 4xx).
   */
  submit(req: VideoRenderRequest, options?: { webhookUrl?: string; signal?: AbortSignal }): Promise<{ requestId: string }>;
  /**
   * Polls until COMPLETED (backoff pollIntervalMs doubling to maxPollIntervalMs, up to 10 % jitter) and
   * fetches the result. Transient poll failures (429, 5xx, network) are retried until the deadline.
   * @param options.isDone checked before every poll; when it answers true (the webhook completed the
   *   job first) polling stops and the call returns null.
   * @param options.startedAt epoch ms the request was submitted (a resumed job keeps its original deadline).
   * @returns the result's video URL, or null when `isDone` short-circuited.
   * @throws VideoProviderError(retryable=true) when the deadline passes; (retryable=false) when fal
   *   reports the request failed or answers 4xx. Rejects with the signal's reason when `signal` aborts.
   */
  waitForResult(
    requestId: string,
    options?: { signal?: AbortSignal; isDone?: () => Promise<boolean>; startedAt?: number },
  ): Promise<{ videoUrl: string } | null>;
  /**
   * Downloads a result video from an allow-listed fal host (https only; redirects re-checked).
   * @param options.maxBytes refuse larger files (default 200 MB).
   * @returns the bytes. @throws VideoProviderError: retryable=false for a refused URL, a non-video
   *   content type, an oversized or empty body, or 4xx; retryable=true for 429/5xx/network/timeouts.
   */
  download(videoUrl: string, options?: { signal?: AbortSignal; maxBytes?: number }): Promise<Buffer>;
  /**
   * Validates a webhook POST body `{ request_id, gateway_request_id, status: 'OK'|'ERROR', payload, error?, payload_error? }`.
   * Pure and stable: the same body always gives the same result (deduplication is the caller's).
   * @returns null when the body is not a fal webhook.
   */
  parseWebhook(body: unknown): FalWebhookEvent | null;
}

const webhookSchema = z.object({
  request_id: z.string().min(1).max(128),
  gateway_request_id: z.string().nullish(),
  status: z.enum(['OK', 'ERROR']),
  payload: z.unknown().optional(),
  error: z.string().nullish(),
  payload_error: z.string().nullish(),
});
const webhookVideoSchema = z.object({ video: z.object({ url: z.string().min(1) }) });

const MB = 1024 * 1024;

function imageMime(image: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (image.length >= 8 && image.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (image.length >= 3 && image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff) return 'image/jpeg';
  if (image.length >= 12 && image.toString('latin1', 0, 4) === 'RIFF' && image.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The request fields of a Kling model: the catalogue's, else Kling 2.1's (`image_url`, `cfg_scale`, no audio field). */
export function klingRequestShape(modelId: string): Required<Pick<ModelRequestShape, 'imageField' | 'generateAudio' | 'cfgScale'>> {
  const request = findModel('fal', modelId)?.request;
  return { imageField: request?.imageField ?? 'image_url', generateAudio: request?.generateAudio ?? false, cfgScale: request?.cfgScale ?? !request };
}

/**
 * Creates the fal Kling engine around a queue client.
 * @throws Error on invalid options (configuration error, at startup).
 */
export function createFalKlingProvider(options: FalKlingProviderOptions): FalKlingProvider {
  const {
    client,
    pollIntervalMs = 2000,
    maxPollIntervalMs = 15_000,
    deadlineMs = 10 * 60_000,
    downloadAllowList = FAL_DEFAULT_DOWNLOAD_ALLOW_LIST,
    downloadTimeoutMs = 120_000,
    fitImageToAspectRatio = true,
    sendAspectRatio = false,
    sleep = abortableSleep,
    now = Date.now,
    random = Math.random,
  } = options;
  if (!(pollIntervalMs > 0) || !(maxPollIntervalMs >= pollIntervalMs) || !(deadlineMs > 0)) {
    throw new Error('fal provider: poll intervals and deadline must be positive, max >= first');
  }
  const errorFactory: ProviderErrorFactory = (message, retryable, details) => new VideoProviderError(message, retryable, details);
  const shape = klingRequestShape(client.modelId);
  const downloader = createAllowListedDownloader({
    provider: 'fal',
    allowList: downloadAllowList,
    insecureLoopbackOrigins: options.insecureLoopbackOrigins,
    accept: 'video/',
    maxBytes: 200 * MB,
    timeoutMs: downloadTimeoutMs,
    limiter: options.limiter,
    errorFactory,
    fetch: options.fetch,
    sleep,
    now,
    random,
  });

  async function toImageUrl(req: VideoRenderRequest): Promise<string> {
    const mime = imageMime(req.image);
    if (!mime) throw new VideoProviderError('fal submit: the image is not PNG, JPEG or WebP', false);
    if (!fitImageToAspectRatio) return `data:${mime};base64,${req.image.toString('base64')}`;
    const { width, height } = videoSize(req.aspectRatio);
    try {
      const jpeg = await sharp(req.image)
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch (err) {
      throw new VideoProviderError(`fal submit: unreadable image (${(err as Error).message})`, false);
    }
  }

  return {
    name: 'fal-kling',

    async submit(req, opts = {}) {
      const prompt = req.prompt.trim();
      if (!prompt) throw new VideoProviderError('fal submit: empty prompt', false);
      if (req.durationSeconds !== 5 && req.durationSeconds !== 10) {
        throw new VideoProviderError(`fal submit: unsupported duration ${String(req.durationSeconds)}`, false);
      }
      const input: FalKlingImageToVideoInput = {
        prompt: prompt.slice(0, 2500),
        [shape.imageField]: await toImageUrl(req),
        duration: req.durationSeconds === 10 ? '10' : '5',
        ...(sendAspectRatio ? { aspect_ratio: req.aspectRatio } : {}),
        ...(options.negativePrompt ? { negative_prompt: options.negativePrompt } : {}),
        ...(options.cfgScale !== undefined && shape.cfgScale ? { cfg_scale: options.cfgScale } : {}),
        ...(shape.generateAudio ? { generate_audio: false } : {}),
      };
      const submitted = await client.submit(input, { webhookUrl: opts.webhookUrl, signal: opts.signal });
      return { requestId: submitted.requestId };
    },

    async waitForResult(requestId, opts = {}) {
      const result = await waitForFalResult(client, requestId, (o) => client.result(requestId, o), {
        pollIntervalMs,
        maxPollIntervalMs,
        deadlineMs,
        ...(opts.startedAt !== undefined ? { startedAt: opts.startedAt } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.isDone ? { isDone: opts.isDone } : {}),
        errorFactory,
        sleep,
        now,
        random,
      });
      return result ? { videoUrl: result.videoUrl } : null;
    },

    async download(videoUrl, opts = {}) {
      const { data } = await downloader.download(videoUrl, { signal: opts.signal, maxBytes: opts.maxBytes ?? 200 * MB });
      return data;
    },

    parseWebhook(body) {
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) return null;
      const { request_id: requestId, status, payload, error } = parsed.data;
      if (status === 'ERROR') {
        const detail = describeFalError(payload);
        return { requestId, ok: false, error: [error, detail].filter(Boolean).join(': ') || 'fal request failed' };
      }
      const video = webhookVideoSchema.safeParse(payload);
      if (video.success) return { requestId, ok: true, videoUrl: video.data.video.url };
      // No video in the body (e.g. `payload: null` + `payload_error`): fetch the result from the queue instead.
      return { requestId, ok: true };
    },
  };
}
