/**
 * The HTTP client every AI provider adapter uses: one vendor, one base URL, its
 * auth headers, and the same rules for all of them:
 *
 *   - a timeout per HTTP request (`requestTimeoutMs`) and an optional overall deadline per call
 *     (`deadlineAt`, epoch ms) that no attempt and no retry wait may pass;
 *   - in-place retries with exponential backoff and jitter (./backoff.ts) on 429, honouring
 *     `retry-after-ms` and `Retry-After` (./retry-after.ts), and on 5xx, 408 and network errors
 *     only when the request is safe to repeat: GET/PUT/DELETE always; a POST only when its caller
 *     says the vendor documents that repeating it is safe (`retryServerErrors: true`), since a
 *     submit that failed mid-way may still have been queued and billed;
 *   - a per-vendor concurrency limit (./semaphore.ts): at most `limiter.limit` requests in flight;
 *   - errors built by the adapter's factory (./provider-error.ts) with `retryable`, the HTTP status
 *     and the vendor's error code, their messages passed through the redactor (./redact.ts) so API
 *     keys never reach an error message or a log line;
 *   - response bodies read with a size cap.
 *
 * A caller's AbortSignal (job cancellation, shutdown) rejects with the signal's own reason,
 * unwrapped, so callers can tell it apart from a provider failure.
 */
import type { Logger } from '../../../logger';
import { abortableSleep, type Sleep } from './abortable-sleep';
import { backoffDelayMs } from './backoff';
import { providerError, type ProviderError, type ProviderErrorDetails, type ProviderErrorFactory } from './provider-error';
import { createRedactor, type Redactor } from './redact';
import { retryAfterMs } from './retry-after';
import type { Semaphore } from '../../../../shared/semaphore';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A vendor's error body turned into one line and its machine-readable code. */
export interface VendorErrorSummary {
  message: string;
  code?: string;
  /** A wait the body asks for (e.g. Google's RetryInfo `retryDelay`), milliseconds; headers win. */
  retryAfterMs?: number;
}

/** Reads a vendor's error body (JSON already parsed, or text). */
export type VendorErrorDescriber = (body: unknown, status: number) => VendorErrorSummary;

export interface ProviderHttpClientOptions {
  /** Short vendor name used in messages and logs, e.g. 'openai'. */
  provider: string;
  /** Base URL; request paths are appended to it (a trailing slash is ignored). */
  baseUrl: string;
  /** Headers sent with every request, usually the credentials. Their values are redacted from messages. */
  headers?: Record<string, string>;
  /** More values to redact (API keys sent some other way). */
  secrets?: readonly (string | undefined)[];
  fetch?: typeof fetch;
  /** Per HTTP request, milliseconds (default 60 000). */
  requestTimeoutMs?: number;
  /** In-place retries after the first attempt (default 2). */
  maxRetries?: number;
  /** First backoff delay, milliseconds (default 500; doubles per retry, with jitter). */
  retryBaseDelayMs?: number;
  /**
   * Longest wait between attempts, milliseconds (default 20 000). A vendor asking for a longer
   * `Retry-After` gets no in-place retry: the call fails as retryable, carrying `retryAfterMs`.
   */
  maxRetryDelayMs?: number;
  /** Shared per-vendor concurrency limit. */
  limiter?: Semaphore;
  /** Reads the vendor's error body (default: a generic reader of `error.message` / `detail` / text). */
  describeError?: VendorErrorDescriber;
  /**
   * Overrides whether an HTTP failure is retryable (return undefined to keep the default: 408,
   * 429 and 5xx are). E.g. OpenAI's 429 `insufficient_quota` is a billing state, not a rate limit.
   */
  isRetryable?: (status: number, code: string | undefined) => boolean | undefined;
  /** Builds the adapter's own error type (default ProviderError). */
  errorFactory?: ProviderErrorFactory;
  /** Receives one warning per retry (messages are redacted). */
  logger?: Pick<Logger, 'warn'>;
  /** Waits between attempts (injected by tests). */
  sleep?: Sleep;
  /** Clock, epoch milliseconds, for deadlines (injected by tests). */
  now?: () => number;
  /** 0..1 random source for the backoff jitter (injected by tests). */
  random?: () => number;
}

export interface ProviderRequest {
  method: HttpMethod;
  /** Path below the base URL, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  /** JSON body (sent with `Content-Type: application/json`). */
  json?: unknown;
  /** multipart/form-data body (fetch sets the boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  /** What the call does, for messages: 'image edit', 'submit', 'status'... */
  what: string;
  /** Caller cancellation: rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** Overall deadline, epoch milliseconds (by the client's clock): no attempt or wait goes past it. */
  deadlineAt?: number;
  /**
   * Retry 5xx, 408 and network errors in place. Default: true for GET, PUT and DELETE, false for
   * POST. Set true on a POST only when the vendor documents that repeating it is safe.
   */
  retryServerErrors?: boolean;
  /** Statuses (besides 2xx) returned to the caller instead of raising, e.g. 404 on a cancel. */
  acceptStatus?: (status: number) => boolean;
  /** Refuse larger response bodies, bytes (default 64 MB). */
  maxResponseBytes?: number;
}

export interface ProviderResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON, or null when empty. */
  body: unknown;
  /** Attempts made, 1 when the first one succeeded. */
  attempts: number;
}

export interface ProviderHttpClient {
  readonly provider: string;
  readonly baseUrl: string;
  /** Removes secrets from any text. */
  readonly redact: Redactor;
  /**
   * Sends one request with the module's timeout, retry and concurrency rules.
   * @returns the answer of a 2xx (or an accepted status).
   * @throws the adapter's ProviderError: retryable for 408/429/5xx/network errors/timeouts/deadline,
   *   not retryable for other 4xx or an oversized body; rejects with `signal.reason` on a caller abort.
   */
  request(req: ProviderRequest): Promise<ProviderResponse>;
  /** Builds an error of the adapter's type with a redacted message and this provider's name. */
  error(message: string, retryable: boolean, details?: ProviderErrorDetails): ProviderError;
}

const MB = 1024 * 1024;

/** Generic error-body reader: OpenAI/Google `{ error: { message, code|status|type } }`, `{ detail }`, `{ message }`, text. */
export function describeGenericError(body: unknown): VendorErrorSummary {
  if (typeof body === 'string') return { message: body.slice(0, 500) };
  if (!body || typeof body !== 'object') return { message: '' };
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    const code = [e.code, e.status, e.type].find((v) => typeof v === 'string' && v) as string | undefined;
    return { message: typeof e.message === 'string' ? e.message.slice(0, 500) : '', ...(code ? { code } : {}) };
  }
  if (typeof error === 'string') return { message: error.slice(0, 500) };
  if (typeof record.detail === 'string') return { message: record.detail.slice(0, 500) };
  if (typeof record.message === 'string') return { message: record.message.slice(0, 500) };
  return { message: '' };
}

/** Reads a body up to `maxBytes`; returns null when it is larger. */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
  return Buffer.concat(chunks, total);
}

function parseBody(bytes: Buffer): unknown {
  if (bytes.length === 0) return null;
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Header names that carry credentials. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-goog-api-key', 'x-api-key', 'api-key']);

/** The secret parts of credential headers: the whole value, the token after its scheme, and `id:secret` halves. */
function credentialValues(headers: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!CREDENTIAL_HEADERS.has(name.toLowerCase()) || !value) continue;
    const token = value.trim().split(/\s+/).pop() ?? '';
    out.push(value, token, ...token.split(':'));
  }
  return out.filter((v) => v.length >= 8);
}

/**
 * Creates a client for one vendor.
 * @throws Error when `baseUrl` is not an http(s) URL (configuration error, at startup).
 */
export function createProviderHttpClient(options: ProviderHttpClientOptions): ProviderHttpClient {
  const {
    provider,
    requestTimeoutMs = 60_000,
    maxRetries = 2,
    retryBaseDelayMs = 500,
    maxRetryDelayMs = 20_000,
    limiter,
    describeError = describeGenericError,
    errorFactory = providerError,
    logger,
    sleep = abortableSleep,
    now = Date.now,
    random = Math.random,
  } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const baseHeaders = options.headers ?? {};
  const redact = createRedactor([...credentialValues(baseHeaders), ...(options.secrets ?? [])]);
  let parsedBase: URL;
  try {
    parsedBase = new URL(options.baseUrl);
  } catch {
    throw new Error(`${provider} client: invalid base URL`);
  }
  if (parsedBase.protocol !== 'https:' && parsedBase.protocol !== 'http:') throw new Error(`${provider} client: base URL must be http(s)`);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  const error = (message: string, retryable: boolean, details: ProviderErrorDetails = {}) =>
    errorFactory(redact(message), retryable, { provider, ...details });

  function defaultRetryable(status: number): boolean {
    return status === 408 || status === 429 || status >= 500;
  }

  async function request(req: ProviderRequest): Promise<ProviderResponse> {
    const { method, what, signal, deadlineAt } = req;
    const retryServerErrors = req.retryServerErrors ?? method !== 'POST';
    const maxResponseBytes = req.maxResponseBytes ?? 64 * MB;
    const url = `${baseUrl}${req.path}${req.query && Object.keys(req.query).length ? `?${new URLSearchParams(req.query).toString()}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...baseHeaders, ...req.headers };
    let body: string | FormData | undefined;
    if (req.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.form) {
      body = req.form;
    }
    const deadlineError = () => error(`${provider} ${what} did not finish before its deadline`, true, { code: 'deadline_exceeded' });

    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      const remaining = deadlineAt === undefined ? Infinity : deadlineAt - now();
      if (remaining <= 0) throw deadlineError();

      // Wait for a permit of the vendor's concurrency limit, within the deadline.
      let release: (() => void) | undefined;
      if (limiter) {
        const waitSignals = [signal, Number.isFinite(remaining) ? AbortSignal.timeout(remaining) : undefined].filter(
          (s): s is AbortSignal => s !== undefined,
        );
        try {
          release = await limiter.acquire(waitSignals.length ? AbortSignal.any(waitSignals) : undefined);
        } catch {
          if (signal?.aborted) throw signal.reason;
          throw deadlineError();
        }
      }

      const attemptMs = Math.max(1, Math.min(requestTimeoutMs, remaining));
      const timeout = AbortSignal.timeout(attemptMs);
      const attemptSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let failure: ProviderError;
      let wait: number | undefined;
      let mayRetry: boolean;
      try {
        const res = await doFetch(url, { method, headers, body, signal: attemptSignal });
        const bytes = await readCapped(res, maxResponseBytes);
        if (bytes === null) {
          throw error(`${provider} ${what}: response larger than ${maxResponseBytes} bytes`, false, { status: res.status });
        }
        const parsed = parseBody(bytes);
        if (res.ok || req.acceptStatus?.(res.status)) return { status: res.status, headers: res.headers, body: parsed, attempts: attempt + 1 };
        const { message: detail, code, retryAfterMs: bodyRetryAfter } = describeError(parsed, res.status);
        const retryAfter = retryAfterMs(res.headers, now()) ?? bodyRetryAfter;
        const retryable = options.isRetryable?.(res.status, code) ?? defaultRetryable(res.status);
        const text = detail || res.statusText;
        failure = error(`${provider} ${what} failed: HTTP ${res.status}${text ? ` ${text}` : ''}`, retryable, {
          status: res.status,
          ...(code ? { code } : {}),
          ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
        });
        if (!retryable) throw failure;
        if (res.status === 429) {
          // Refused before any work started: always safe to repeat.
          mayRetry = true;
          if (retryAfter !== undefined) {
            if (retryAfter > maxRetryDelayMs) throw failure;
            wait = retryAfter;
          }
        } else {
          mayRetry = retryServerErrors;
        }
      } catch (err) {
        if (err instanceof Error && 'retryable' in err && (err as ProviderError).retryable === false) throw err;
        if (signal?.aborted) throw signal.reason;
        if (err instanceof Error && 'retryable' in err) {
          failure = err as ProviderError;
          mayRetry = false;
        } else if (timeout.aborted) {
          failure = attemptMs < requestTimeoutMs ? deadlineError() : error(`${provider} ${what} timed out after ${requestTimeoutMs} ms`, true, { code: 'timeout' });
          mayRetry = retryServerErrors;
        } else {
          const reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
          failure = error(`${provider} ${what} failed: ${reason}`, true, { code: 'network_error' });
          mayRetry = retryServerErrors;
        }
      } finally {
        release?.();
      }

      if (!mayRetry || attempt >= maxRetries) throw failure;
      const delay = Math.min(wait ?? backoffDelayMs(attempt, { baseMs: retryBaseDelayMs, maxMs: maxRetryDelayMs, random }), maxRetryDelayMs);
      if (deadlineAt !== undefined && now() + delay >= deadlineAt) throw failure;
      logger?.warn({ provider, what, attempt: attempt + 1, status: failure.status, waitMs: delay }, redact(`${failure.message}; retrying`));
      await sleep(delay, signal);
    }
  }

  return { provider, baseUrl, redact, request, error };
}
