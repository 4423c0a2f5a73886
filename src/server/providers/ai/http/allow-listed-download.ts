/**
 * Downloads of provider results (no server-side fetch of arbitrary URLs):
 * only https URLs on an allow-list of vendor host suffixes (or exact loopback origins given for
 * tests), no credentials in the URL, default port only, redirects followed by hand and re-checked
 * hop by hop, the content type checked, the size capped while streaming. Nothing is sent with the
 * request but `Accept`: vendor CDNs need no key, so no key can leak to another host.
 *
 * Transient failures (429, 5xx, network errors, timeouts) are retried in place with backoff (a
 * GET is safe to repeat) within the caller's deadline.
 */
import { abortableSleep, type Sleep } from './abortable-sleep';
import { backoffDelayMs } from './backoff';
import { providerError, type ProviderError, type ProviderErrorFactory } from './provider-error';
import { createRedactor } from './redact';
import type { Semaphore } from '../../../../shared/semaphore';

const MB = 1024 * 1024;

export interface AllowListedDownloaderOptions {
  /** Vendor name used in messages, e.g. 'fal'. */
  provider: string;
  /** Host suffixes a file may come from (`fal.media` also allows `v3.fal.media`). */
  allowList: readonly string[];
  /**
   * Exact loopback origins (e.g. `http://127.0.0.1:43123`) that may be fetched over plain http.
   * For tests against a local fake server only; anything not on 127.0.0.1/localhost/[::1] is refused.
   */
  insecureLoopbackOrigins?: readonly string[];
  /** Required content type prefix, e.g. 'image/' or 'video/'. */
  accept: string;
  /** Default size cap, bytes (default 50 MB). */
  maxBytes?: number;
  /** Per attempt, milliseconds (default 120 000). */
  timeoutMs?: number;
  /** In-place retries of transient failures (default 2). */
  maxRetries?: number;
  /** First backoff delay, milliseconds (default 500). */
  retryBaseDelayMs?: number;
  limiter?: Semaphore;
  errorFactory?: ProviderErrorFactory;
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: () => number;
  random?: () => number;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Overrides the default size cap, bytes. */
  maxBytes?: number;
  /** Overall deadline, epoch milliseconds. */
  deadlineAt?: number;
}

export interface DownloadedFile {
  data: Buffer;
  /** The content type the host declared (lower case, without parameters). */
  contentType: string;
}

export interface AllowListedDownloader {
  /**
   * Checks one URL against the rules without fetching it.
   * @returns the parsed URL. @throws ProviderError(retryable=false) 'download refused (...)'.
   */
  check(raw: string): URL;
  /**
   * Fetches a file.
   * @throws ProviderError: retryable=false for a refused URL or redirect, a wrong content type, an
   *   oversized or empty body, or a 4xx; retryable=true for 429/5xx/network errors/timeouts once the
   *   retries are spent. Rejects with `signal.reason` when the caller aborts.
   */
  download(url: string, options?: DownloadOptions): Promise<DownloadedFile>;
}

/** Whether `host` is one of `suffixes` or a subdomain of one. */
export function hostAllowed(host: string, suffixes: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return suffixes.some((raw) => {
    const s = raw.toLowerCase().replace(/^\.+/, '');
    return s.length > 0 && (h === s || h.endsWith(`.${s}`));
  });
}

/**
 * Creates a downloader.
 * @throws Error when an insecure origin is not an http loopback origin (configuration error).
 */
export function createAllowListedDownloader(options: AllowListedDownloaderOptions): AllowListedDownloader {
  const {
    provider,
    allowList,
    accept,
    maxBytes: defaultMaxBytes = 50 * MB,
    timeoutMs = 120_000,
    maxRetries = 2,
    retryBaseDelayMs = 500,
    limiter,
    errorFactory = providerError,
    sleep = abortableSleep,
    now = Date.now,
    random = Math.random,
  } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const redact = createRedactor();
  const what = `${provider} download`;
  const acceptLabel = accept.endsWith('/') ? `${accept}*` : accept;
  const insecureOrigins = new Set(
    (options.insecureLoopbackOrigins ?? []).map((origin) => {
      const url = new URL(origin);
      if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
        throw new Error(`${provider} download: insecure origin must be http loopback, got '${origin}'`);
      }
      return url.origin;
    }),
  );
  const fail = (message: string, retryable: boolean, status?: number): ProviderError =>
    errorFactory(redact(message), retryable, { provider, ...(status !== undefined ? { status } : {}) });

  function check(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw fail(`${what} refused: not a URL`, false);
    }
    const refused = (why: string) => fail(`${what} refused (${why}): ${url.protocol}//${url.host}`, false);
    if (url.username || url.password) throw refused('credentials in URL');
    if (url.protocol === 'http:' && insecureOrigins.has(url.origin)) return url;
    if (url.protocol !== 'https:') throw refused('https only');
    if (url.port !== '' && url.port !== '443') throw refused('non-standard port');
    if (!hostAllowed(url.hostname, allowList)) throw refused('host not allow-listed');
    return url;
  }

  async function once(first: URL, maxBytes: number, signal: AbortSignal | undefined, attemptMs: number): Promise<DownloadedFile> {
    const timeout = AbortSignal.timeout(attemptMs);
    const attemptSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let url = first;
    try {
      let res: Response | undefined;
      for (let hop = 0; hop <= 3; hop += 1) {
        res = await doFetch(url, { redirect: 'manual', signal: attemptSignal, headers: { Accept: `${acceptLabel}` } });
        if (res.status < 300 || res.status >= 400) break;
        const location = res.headers.get('location');
        await res.body?.cancel();
        if (!location || hop === 3) throw fail(`${what}: too many or empty redirects`, false);
        url = check(new URL(location, url).toString());
      }
      if (!res) throw fail(`${what}: no response`, true);
      if (!res.ok) {
        await res.body?.cancel();
        throw fail(`${what} failed: HTTP ${res.status}`, res.status === 429 || res.status >= 500 || res.status === 408, res.status);
      }
      const type = (res.headers.get('content-type') ?? '').toLowerCase().split(';')[0]!.trim();
      if (!type.startsWith(accept)) {
        await res.body?.cancel();
        throw fail(`${what} refused: content type '${type || 'none'}' is not ${acceptLabel}`, false);
      }
      const declared = Number(res.headers.get('content-length') ?? NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        await res.body?.cancel();
        throw fail(`${what} refused: ${declared} bytes exceeds ${maxBytes}`, false);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      if (res.body) {
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          total += value.byteLength;
          if (total > maxBytes) {
            await reader.cancel();
            throw fail(`${what} refused: more than ${maxBytes} bytes`, false);
          }
          chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
        }
      }
      if (total === 0) throw fail(`${what}: empty body`, false);
      return { data: Buffer.concat(chunks, total), contentType: type };
    } catch (err) {
      if (err instanceof Error && 'retryable' in err) throw err;
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw fail(`${what} timed out after ${attemptMs} ms`, true);
      const reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      throw fail(`${what} failed: ${reason}`, true);
    }
  }

  async function download(raw: string, opts: DownloadOptions = {}): Promise<DownloadedFile> {
    const { signal, deadlineAt } = opts;
    const maxBytes = opts.maxBytes ?? defaultMaxBytes;
    const url = check(raw);
    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      const remaining = deadlineAt === undefined ? Infinity : deadlineAt - now();
      if (remaining <= 0) throw fail(`${what} did not finish before its deadline`, true);
      const attemptMs = Math.max(1, Math.min(timeoutMs, remaining));
      try {
        const run = () => once(url, maxBytes, signal, attemptMs);
        return await (limiter ? limiter.run(run, signal) : run());
      } catch (err) {
        if (signal?.aborted) throw signal.reason;
        const retryable = err instanceof Error && 'retryable' in err && (err as ProviderError).retryable;
        if (!retryable || attempt >= maxRetries) throw err;
        const delay = backoffDelayMs(attempt, { baseMs: retryBaseDelayMs, maxMs: 10_000, random });
        if (deadlineAt !== undefined && now() + delay >= deadlineAt) throw err;
        await sleep(delay, signal);
      }
    }
  }

  return { check, download };
}
