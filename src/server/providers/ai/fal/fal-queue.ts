/**
 * A typed client for fal.ai's Queue API, shared by every fal model we run: Kling image-to-video
 * (../videos/fal-kling-provider.ts) and the FLUX.2, Seedream and FLUX.1 Kontext image models
 * (../images/fal-image-provider.ts). It sits on the shared provider HTTP client (../http), so fal
 * calls get the same timeouts, retries, deadline, concurrency limit and redaction as every vendor.
 *
 * Vendor docs:
 *   - Queue API: https://fal.ai/docs/documentation/model-apis/inference/queue
 *   - HTTP rules (auth `Authorization: Key <key>`, model ids, status/result/cancel URLs):
 *     https://fal.ai/docs/api-reference/inference-api
 *   - Cancel: https://fal.ai/docs/inference-api/queue/cancel
 *   - Error bodies: https://fal.ai/docs/documentation/model-apis/request-errors
 *
 * Error policy: HTTP 429, 5xx, network errors and timeouts are retryable; other 4xx (401, 403, 404,
 * 422 validation...) are not, with fal's detail in the message. 429 is retried in place (the request
 * was refused, so nothing was queued); 5xx and network errors are retried in place only for the
 * idempotent GETs and PUT, never for submit (a submit that failed mid-way may still have been queued,
 * and billed; fal documents no idempotency key).
 */
import { z } from 'zod';
import type { Logger } from '../../../logger';
import {
  abortableSleep,
  createProviderHttpClient,
  providerError,
  type ProviderError,
  type ProviderErrorFactory,
  type ProviderHttpClient,
  type Semaphore,
  type Sleep,
} from '../http';
import { summarizeFalError } from './fal-errors';

/** Default queue host. */
export const FAL_QUEUE_DEFAULT_BASE_URL = 'https://queue.fal.run';

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

/** What a cancel answered: queued requests are removed, running ones are signalled. */
export type FalCancelStatus = 'CANCELLATION_REQUESTED' | 'ALREADY_COMPLETED' | 'NOT_FOUND';

/** Per-call options: a caller signal (job cancellation / shutdown) and an overall deadline (epoch ms). */
export interface FalCallOptions {
  signal?: AbortSignal;
  deadlineAt?: number;
}

/** Options of createFalQueue. */
export interface FalQueueOptions {
  /** fal API key, sent as `Authorization: Key <apiKey>`. */
  apiKey: string;
  /** Queue host, default https://queue.fal.run (tests point it at a local fake). */
  queueBaseUrl?: string;
  /** Model id `owner/app[/path]`, e.g. 'fal-ai/flux-pro/kontext'. */
  modelId: string;
  fetch?: typeof fetch;
  /** Per HTTP request, milliseconds (default 30 000). */
  requestTimeoutMs?: number;
  /** In-place retries of 429 (and of 5xx/network errors on GET/PUT), default 2. */
  maxRetries?: number;
  /** First in-place retry delay, milliseconds (default 500, doubling with jitter; a Retry-After header wins). */
  retryBaseDelayMs?: number;
  /** Shared fal concurrency limit (FAL_MAX_CONCURRENCY). */
  limiter?: Semaphore;
  /** Builds the caller's error type (VideoProviderError, ImageProviderError). */
  errorFactory?: ProviderErrorFactory;
  logger?: Pick<Logger, 'warn'>;
  /** Waits between in-place retries (injected by tests). */
  sleep?: Sleep;
  random?: () => number;
  now?: () => number;
}

/** The queue operations for one model; `TInput` is the model's input schema. */
export interface FalQueue<TInput> {
  readonly modelId: string;
  /** The HTTP client underneath (its `error` builds errors of the caller's type). */
  readonly http: ProviderHttpClient;
  /**
   * `POST {base}/{modelId}[?fal_webhook=<url>]` with the JSON input.
   * @returns fal's request id and URLs. @throws the caller's ProviderError (see module policy).
   */
  submit(input: TInput, options?: FalCallOptions & { webhookUrl?: string }): Promise<FalSubmitted>;
  /** `GET {base}/{owner}/{app}/requests/{id}/status` (202 while queued/running, 200 when completed). */
  status(requestId: string, options?: FalCallOptions): Promise<FalQueueStatus>;
  /**
   * `GET {base}/{owner}/{app}/requests/{id}`: the model's output, unparsed.
   * @throws ProviderError(retryable=false) when the request failed (4xx with fal's detail).
   */
  result(requestId: string, options?: FalCallOptions): Promise<unknown>;
  /** `PUT {base}/{owner}/{app}/requests/{id}/cancel`; 'ALREADY_COMPLETED' and 'NOT_FOUND' are answers, not errors. */
  cancel(requestId: string, options?: FalCallOptions): Promise<{ status: FalCancelStatus }>;
  /** Validates a response body; @throws ProviderError(retryable=false) 'fal <what>: unexpected response shape'. */
  parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T;
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
const cancelSchema = z.object({ status: z.enum(['CANCELLATION_REQUESTED', 'ALREADY_COMPLETED', 'NOT_FOUND']) });

/**
 * Creates a queue client for one fal model.
 * @throws Error when apiKey or modelId is malformed (configuration error, at startup).
 */
export function createFalQueue<TInput>(options: FalQueueOptions): FalQueue<TInput> {
  const { apiKey, queueBaseUrl = FAL_QUEUE_DEFAULT_BASE_URL, modelId, errorFactory = providerError } = options;
  if (!apiKey) throw new Error('fal queue client: apiKey is required');
  const segments = modelId.split('/').filter(Boolean);
  if (segments.length < 2 || segments.some((s) => !/^[\w.-]+$/.test(s))) {
    throw new Error(`fal queue client: invalid model id '${modelId}'`);
  }
  const http = createProviderHttpClient({
    provider: 'fal',
    baseUrl: queueBaseUrl,
    headers: { Authorization: `Key ${apiKey}` },
    secrets: [apiKey],
    fetch: options.fetch,
    requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 500,
    limiter: options.limiter,
    describeError: summarizeFalError,
    errorFactory,
    logger: options.logger,
    sleep: options.sleep ?? abortableSleep,
    random: options.random,
    now: options.now,
  });
  const base = queueBaseUrl.replace(/\/+$/, '');
  // Status, result and cancel use only `owner/app`, not the endpoint path (inference-api 'Model IDs and paths').
  const appPath = `/${segments[0]}/${segments[1]}`;
  const requestPath = (requestId: string) => {
    if (!/^[\w-]{1,128}$/.test(requestId)) throw http.error('fal: malformed request id', false);
    return `${appPath}/requests/${requestId}`;
  };

  function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw http.error(`fal ${what}: unexpected response shape`, false);
    return parsed.data;
  }

  return {
    modelId,
    http,
    parse,
    async submit(input, opts = {}) {
      const { body } = await http.request({
        method: 'POST',
        path: `/${segments.join('/')}`,
        ...(opts.webhookUrl ? { query: { fal_webhook: opts.webhookUrl } } : {}),
        json: input,
        what: 'submit',
        signal: opts.signal,
        deadlineAt: opts.deadlineAt,
        retryServerErrors: false,
      });
      const data = parse(submitSchema, body, 'submit');
      const own = `${base}${requestPath(data.request_id)}`;
      return {
        requestId: data.request_id,
        statusUrl: data.status_url ?? `${own}/status`,
        responseUrl: data.response_url ?? own,
        cancelUrl: data.cancel_url ?? `${own}/cancel`,
      };
    },
    async status(requestId, opts = {}) {
      const { body } = await http.request({ method: 'GET', path: `${requestPath(requestId)}/status`, what: 'status', signal: opts.signal, deadlineAt: opts.deadlineAt });
      const data = parse(statusSchema, body, 'status');
      return {
        status: data.status,
        ...(data.queue_position != null ? { queuePosition: data.queue_position } : {}),
        ...(data.error ? { error: data.error } : {}),
        ...(data.error_type ? { errorType: data.error_type } : {}),
      };
    },
    async result(requestId, opts = {}) {
      const { body } = await http.request({ method: 'GET', path: requestPath(requestId), what: 'result', signal: opts.signal, deadlineAt: opts.deadlineAt });
      return body;
    },
    async cancel(requestId, opts = {}) {
      const { body } = await http.request({
        method: 'PUT',
        path: `${requestPath(requestId)}/cancel`,
        what: 'cancel',
        signal: opts.signal,
        deadlineAt: opts.deadlineAt,
        acceptStatus: (s) => s === 400 || s === 404,
      });
      return { status: parse(cancelSchema, body, 'cancel').status };
    },
  };
}

/** Options of waitForFalResult. */
export interface FalWaitOptions {
  /** First wait between status polls, milliseconds (doubles up to maxPollIntervalMs, plus up to 10 % jitter). */
  pollIntervalMs: number;
  /** Longest wait between status polls, milliseconds. */
  maxPollIntervalMs: number;
  /** Overall time allowed from `startedAt` to result, milliseconds. */
  deadlineMs: number;
  /** Epoch ms the request was submitted (a resumed job keeps its original deadline). Default: now. */
  startedAt?: number;
  signal?: AbortSignal;
  /** Checked before every poll; when it answers true polling stops and the call returns null. */
  isDone?: () => Promise<boolean>;
  errorFactory: ProviderErrorFactory;
  sleep?: Sleep;
  /** Clock, epoch milliseconds (injected by tests). */
  now?: () => number;
  /** 0..1 random source for the poll jitter (injected by tests). */
  random?: () => number;
}

/**
 * Polls a queued request until COMPLETED and fetches its result with `fetchResult`. Transient poll
 * failures (429, 5xx, network) are retried until the deadline. The deadline bounds the waits between
 * polls; each poll is bounded by the client's per-request timeout, and callers that need a hard
 * stop pass a `signal` that aborts at their deadline.
 * @returns what `fetchResult` returned, or null when `isDone` short-circuited.
 * @throws ProviderError(retryable=true) when the deadline passes; (retryable=false) when fal reports
 *   the request failed, or a non-retryable error of status/fetchResult. Rejects with the signal's
 *   reason when `signal` aborts.
 */
export async function waitForFalResult<T>(
  client: { status(requestId: string, options?: FalCallOptions): Promise<FalQueueStatus> },
  requestId: string,
  fetchResult: (options: FalCallOptions) => Promise<T>,
  options: FalWaitOptions,
): Promise<T | null> {
  const { signal, isDone, errorFactory, pollIntervalMs, maxPollIntervalMs, deadlineMs, sleep = abortableSleep, now = Date.now, random = Math.random } = options;
  const startedAt = options.startedAt ?? now();
  const deadlineAt = startedAt + deadlineMs;
  let interval = pollIntervalMs;
  let lastTransient = '';
  for (;;) {
    signal?.throwIfAborted();
    if (isDone && (await isDone())) return null;
    if (now() >= deadlineAt) {
      throw errorFactory(
        `fal request ${requestId} not finished within ${Math.round(deadlineMs / 1000)} s${lastTransient ? ` (last error: ${lastTransient})` : ''}`,
        true,
        { provider: 'fal', code: 'deadline_exceeded' },
      );
    }
    try {
      const st = await client.status(requestId, { signal });
      if (st.status === 'COMPLETED') {
        if (st.error) {
          throw errorFactory(`fal request failed: ${st.error}${st.errorType ? ` (${st.errorType})` : ''}`, false, {
            provider: 'fal',
            ...(st.errorType ? { code: st.errorType } : {}),
          });
        }
        return await fetchResult({ signal });
      }
      lastTransient = '';
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (!(err instanceof Error) || !('retryable' in err) || !(err as ProviderError).retryable) throw err;
      lastTransient = err.message;
    }
    const remaining = deadlineAt - now();
    const jitter = interval * 0.1 * random();
    await sleep(Math.max(0, Math.min(interval + jitter, remaining)), signal);
    interval = Math.min(interval * 2, maxPollIntervalMs);
  }
}
