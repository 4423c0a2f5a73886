/**
 * A small typed client for fal.ai's Queue API, used by the Kling image-to-video engine
 * (design.md 'Engines'; issue 5 item 4). Vendor docs:
 *   - Queue API: https://fal.ai/docs/documentation/model-apis/inference/queue
 *   - HTTP rules (auth, model ids, status/result/cancel URLs): https://fal.ai/docs/api-reference/inference-api
 *   - Cancel: https://fal.ai/docs/inference-api/queue/cancel
 *   - Error bodies: https://fal.ai/docs/documentation/model-apis/request-errors
 *   - Kling 2.1 standard image-to-video schema: https://fal.ai/models/fal-ai/kling-video/v2.1/standard/image-to-video/llms.txt
 *
 * Configuration comes in as options (src/server/env.ts reads FAL_KEY, FAL_QUEUE_URL, FAL_KLING_MODEL).
 *
 * Error policy: HTTP 429, 5xx, network errors and timeouts raise VideoProviderError(retryable=true);
 * other 4xx (401, 403, 404, 422 validation...) raise VideoProviderError(retryable=false) with fal's
 * error detail in the message. 429 is retried in place (the request was refused, so nothing was
 * queued); 5xx and network errors are retried in place only for idempotent GETs, never for submit
 * (a submit that failed mid-way may still have been queued, and billed).
 */
import { z } from 'zod';
import { VideoProviderError } from './video-provider';

/** Default image-to-video model (Kling 2.1 standard; fal model page above). */
export const FAL_KLING_DEFAULT_MODEL_ID = 'fal-ai/kling-video/v2.1/standard/image-to-video';
/** Default queue host. */
export const FAL_QUEUE_DEFAULT_BASE_URL = 'https://queue.fal.run';

/**
 * Input of fal's Kling image-to-video models (field names from the model's llms.txt schema).
 * `image_url` may be an https URL or a data URI (`data:image/jpeg;base64,...`).
 * Kling 2.1 standard documents prompt, image_url, duration, negative_prompt and cfg_scale; its output
 * follows the input image's aspect ratio. `aspect_ratio` exists on other Kling endpoints only.
 */
export interface FalKlingImageToVideoInput {
  prompt: string;
  image_url: string;
  /** Seconds, as a string enum. */
  duration: '5' | '10';
  aspect_ratio?: '16:9' | '9:16' | '1:1';
  negative_prompt?: string;
  /** Classifier-free guidance, 0..1 (fal default 0.5). */
  cfg_scale?: number;
}

/** Queue states (https://fal.ai/docs/documentation/model-apis/inference/queue 'Request Lifecycle'). */
export type FalQueueState = 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED';

/** What submit returns: fal's `request_id` and the URLs it gave for this request. */
export interface FalSubmitted {
  requestId: string;
  statusUrl: string;
  responseUrl: string;
  cancelUrl: string;
}

/** A status poll. `error`/`errorType` are set when a COMPLETED request failed. */
export interface FalQueueStatus {
  status: FalQueueState;
  /** 0-based position while IN_QUEUE. */
  queuePosition?: number;
  error?: string;
  errorType?: string;
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

/** What a cancel answered: queued requests are removed, running ones are signalled. */
export type FalCancelStatus = 'CANCELLATION_REQUESTED' | 'ALREADY_COMPLETED' | 'NOT_FOUND';

/** Per-call options: a caller signal (job cancellation / shutdown). */
export interface FalCallOptions {
  signal?: AbortSignal;
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
  /** First in-place retry delay, milliseconds (default 500, doubling; a Retry-After header wins, capped at 10 s). */
  retryBaseDelayMs?: number;
  /** Waits between in-place retries (injected by tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The queue operations for one model. */
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

const submitSchema = z.object({
  request_id: z.string().min(1),
  status_url: z.string().optional(),
  response_url: z.string().optional(),
  cancel_url: z.string().optional(),
});
const statusSchema = z.object({
  status: z.enum(['IN_QUEUE', 'IN_PROGRESS', 'COMPLETED']),
  queue_position: z.number().int().nonnegative().nullish(),
  error: z.string().nullish(),
  error_type: z.string().nullish(),
});
const resultSchema = z.object({
  video: z.object({
    url: z.string().min(1),
    content_type: z.string().nullish(),
    file_name: z.string().nullish(),
    file_size: z.number().nonnegative().nullish(),
  }),
});
const cancelSchema = z.object({ status: z.enum(['CANCELLATION_REQUESTED', 'ALREADY_COMPLETED', 'NOT_FOUND']) });

/** Sleeps `ms`, rejecting with the signal's reason if it aborts first. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, ms));
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Turns fal's error body into one line: `detail` is either a string (request errors, with
 * `error_type`) or a FastAPI-style list `[{ loc, msg, type }]` (model validation errors).
 */
export function describeFalError(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 500);
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  const parts: string[] = [];
  const detail = record.detail;
  if (typeof detail === 'string') parts.push(detail);
  else if (Array.isArray(detail)) {
    for (const item of detail.slice(0, 5)) {
      if (item && typeof item === 'object') {
        const { loc, msg } = item as { loc?: unknown; msg?: unknown };
        const where = Array.isArray(loc) ? loc.filter((p) => p !== 'body').join('.') : '';
        parts.push(`${where ? `${where}: ` : ''}${typeof msg === 'string' ? msg : JSON.stringify(item)}`);
      } else parts.push(String(item));
    }
  }
  if (typeof record.error_type === 'string') parts.push(`(${record.error_type})`);
  if (parts.length === 0 && typeof record.error === 'string') parts.push(record.error);
  if (parts.length === 0 && typeof record.message === 'string') parts.push(record.message);
  return parts.join('; ').slice(0, 500);
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Creates a queue client for one fal model.
 * @param options see FalQueueClientOptions (apiKey required; everything else has defaults).
 * @throws Error when apiKey or modelId is malformed (configuration error, at startup).
 */
export function createFalQueueClient(options: FalQueueClientOptions): FalQueueClient {
  const {
    apiKey,
    queueBaseUrl = FAL_QUEUE_DEFAULT_BASE_URL,
    modelId = FAL_KLING_DEFAULT_MODEL_ID,
    requestTimeoutMs = 30_000,
    maxRetries = 2,
    retryBaseDelayMs = 500,
    sleep = abortableSleep,
  } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  if (!apiKey) throw new Error('fal queue client: apiKey is required');
  const segments = modelId.split('/').filter(Boolean);
  if (segments.length < 2 || segments.some((s) => !/^[\w.-]+$/.test(s))) {
    throw new Error(`fal queue client: invalid model id '${modelId}'`);
  }
  const base = queueBaseUrl.replace(/\/+$/, '');
  // Status, result and cancel use only `owner/app`, not the endpoint path (inference-api 'Model IDs and paths').
  const appBase = `${base}/${segments[0]}/${segments[1]}`;
  const requestUrl = (requestId: string) => {
    if (!/^[\w-]{1,128}$/.test(requestId)) throw new VideoProviderError('fal: malformed request id', false);
    return `${appBase}/requests/${requestId}`;
  };

  /** One HTTP exchange with timeout, caller signal and the retry policy. Returns parsed JSON (or text) of a 2xx. */
  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    what: string,
    opts: { body?: unknown; signal?: AbortSignal; acceptStatus?: (status: number) => boolean },
  ): Promise<{ status: number; body: unknown }> {
    const idempotent = method !== 'POST';
    for (let attempt = 0; ; attempt += 1) {
      opts.signal?.throwIfAborted();
      const timeout = AbortSignal.timeout(requestTimeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      let failure: VideoProviderError;
      let wait: number | undefined;
      try {
        const res = await doFetch(url, {
          method,
          signal,
          headers: {
            Authorization: `Key ${apiKey}`,
            Accept: 'application/json',
            ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
        });
        const text = await res.text();
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          /* keep the text */
        }
        if (res.ok || opts.acceptStatus?.(res.status)) return { status: res.status, body };
        const detail = describeFalError(body) || res.statusText;
        const message = `fal ${what} failed: HTTP ${res.status}${detail ? ` ${detail}` : ''}`;
        if (res.status === 429) {
          failure = new VideoProviderError(message, true);
          wait = retryAfterMs(res.headers.get('retry-after'));
        } else if (res.status >= 500) {
          failure = new VideoProviderError(message, true);
          if (!idempotent) throw failure;
        } else {
          throw new VideoProviderError(message, false);
        }
      } catch (err) {
        if (err instanceof VideoProviderError) throw err;
        if (opts.signal?.aborted) throw opts.signal.reason;
        const timedOut = timeout.aborted;
        failure = new VideoProviderError(
          timedOut ? `fal ${what} timed out after ${requestTimeoutMs} ms` : `fal ${what} failed: ${(err as Error).message}`,
          true,
        );
        if (!idempotent) throw failure;
      }
      if (attempt >= maxRetries) throw failure;
      await sleep(Math.min(wait ?? retryBaseDelayMs * 2 ** attempt, 10_000), opts.signal);
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new VideoProviderError(`fal ${what}: unexpected response shape`, false);
    return parsed.data;
  }

  return {
    modelId,
    async submit(input, opts = {}) {
      let url = `${base}/${segments.join('/')}`;
      if (opts.webhookUrl) url += `?${new URLSearchParams({ fal_webhook: opts.webhookUrl }).toString()}`;
      const { body } = await call('POST', url, 'submit', { body: input, signal: opts.signal });
      const data = parse(submitSchema, body, 'submit');
      const own = requestUrl(data.request_id);
      return {
        requestId: data.request_id,
        statusUrl: data.status_url ?? `${own}/status`,
        responseUrl: data.response_url ?? own,
        cancelUrl: data.cancel_url ?? `${own}/cancel`,
      };
    },
    async status(requestId, opts = {}) {
      const { body } = await call('GET', `${requestUrl(requestId)}/status`, 'status', { signal: opts.signal });
      const data = parse(statusSchema, body, 'status');
      return {
        status: data.status,
        ...(data.queue_position != null ? { queuePosition: data.queue_position } : {}),
        ...(data.error ? { error: data.error } : {}),
        ...(data.error_type ? { errorType: data.error_type } : {}),
      };
    },
    async result(requestId, opts = {}) {
      const { body } = await call('GET', requestUrl(requestId), 'result', { signal: opts.signal });
      const { video } = parse(resultSchema, body, 'result');
      return {
        videoUrl: video.url,
        ...(video.content_type ? { contentType: video.content_type } : {}),
        ...(video.file_name ? { fileName: video.file_name } : {}),
        ...(video.file_size != null ? { fileSize: video.file_size } : {}),
      };
    },
    async cancel(requestId, opts = {}) {
      const { body } = await call('PUT', `${requestUrl(requestId)}/cancel`, 'cancel', {
        signal: opts.signal,
        acceptStatus: (s) => s === 400 || s === 404,
      });
      const parsed = cancelSchema.safeParse(body);
      if (!parsed.success) throw new VideoProviderError('fal cancel: unexpected response shape', false);
      return { status: parsed.data.status };
    },
  };
}
