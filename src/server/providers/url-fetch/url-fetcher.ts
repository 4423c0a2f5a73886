/**
 * Fetching a URL a user gave (a product photo's address, a webhook endpoint), safe from
 * server-side request forgery (OWASP SSRF Prevention Cheat Sheet):
 *   - http and https only, no user name or password in the URL, at most 2048 characters;
 *   - every connection goes through request-filtering-agent, which checks the address after DNS
 *     resolution (so a name that resolves to 127.0.0.1, 10.x, 169.254.169.254 or ::1 is refused,
 *     and a DNS answer cannot change between the check and the connection): loopback, private,
 *     link-local, metadata and every other non-unicast address are refused;
 *   - redirects are followed by hand, at most `maxRedirects`, each new address checked again;
 *   - the body is read up to `maxBytes` (a larger Content-Length is refused before reading) and
 *     the whole exchange, redirects included, within `timeoutMs`.
 * `allowPrivate` lifts the address rule, for development and tests only (env.ts refuses it in
 * production).
 */
import http from 'node:http';
import https from 'node:https';
import { useAgent } from 'request-filtering-agent';

/** Why a fetch failed; each becomes a translated 4xx naming the cause. */
export type UrlFetchFailure = 'invalid_url' | 'private_address' | 'too_large' | 'timeout' | 'too_many_redirects' | 'unreachable' | 'http_status';

/** A fetch that failed: `reason`, and the remote status for 'http_status'. */
export class UrlFetchError extends Error {
  constructor(
    readonly reason: UrlFetchFailure,
    readonly status?: number,
  ) {
    super(`url fetch failed: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'UrlFetchError';
  }
}

export interface UrlFetchOptions {
  /** Bytes the body may have. */
  maxBytes: number;
  /** Milliseconds for the whole fetch, redirects included. */
  timeoutMs: number;
  /** Redirects followed (each checked again); default 5. */
  maxRedirects?: number;
  /** HTTP method (default GET) and body, for POSTs such as webhook deliveries. */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface FetchedUrl {
  /** The body, at most `maxBytes`. */
  bytes: Buffer;
  status: number;
  contentType: string | null;
  /** The address answered from, after redirects. */
  finalUrl: string;
  /** The answer's headers, names in lower case (e.g. `retry-after` of a 429). */
  headers: Record<string, string | string[] | undefined>;
}

/** Fetches user-given URLs. */
export interface UrlFetcher {
  /**
   * GETs (or POSTs) `url` under the rules above. A 2xx answer (or any answer when
   * `acceptAnyStatus`) resolves. @throws UrlFetchError
   */
  fetch(url: string, options: UrlFetchOptions & { acceptAnyStatus?: boolean }): Promise<FetchedUrl>;
}

/** Longest URL taken (the practical limit of browsers and most servers). */
export const MAX_URL_LENGTH = 2048;

/** The URL if it is one Vitrine may fetch (http or https, no credentials); else throws 'invalid_url'. */
export function checkUrl(value: string): URL {
  if (value.length > MAX_URL_LENGTH) throw new UrlFetchError('invalid_url');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UrlFetchError('invalid_url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) throw new UrlFetchError('invalid_url');
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The fetcher. `allowPrivate` (every address) and `allowAddresses` (these IP addresses only) are
 * for development and tests only.
 */
export function createUrlFetcher(options: { allowPrivate?: boolean; allowAddresses?: string[]; userAgent?: string } = {}): UrlFetcher {
  const userAgent = options.userAgent ?? 'Vitrine (+https://github.com/vitrine)';

  function once(url: URL, init: UrlFetchOptions, signal: AbortSignal): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer | null }> {
    return new Promise((resolve, reject) => {
      const agent = useAgent(url.href, { allowPrivateIPAddress: options.allowPrivate === true, allowIPAddressList: options.allowAddresses ?? [], keepAlive: false });
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        {
          method: init.method ?? 'GET',
          agent,
          signal,
          headers: { 'user-agent': userAgent, accept: '*/*', ...(init.headers ?? {}), ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}) },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (REDIRECTS.has(status)) {
            response.resume();
            resolve({ status, headers: response.headers, body: null });
            return;
          }
          const declared = Number(response.headers['content-length']);
          if (Number.isFinite(declared) && declared > init.maxBytes) {
            response.destroy();
            reject(new UrlFetchError('too_large'));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > init.maxBytes) {
              response.destroy();
              reject(new UrlFetchError('too_large'));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      if (init.body !== undefined) request.write(init.body);
      request.end();
    });
  }

  return {
    async fetch(value, init) {
      let url = checkUrl(value);
      const maxRedirects = init.maxRedirects ?? 5;
      const signal = AbortSignal.timeout(init.timeoutMs);
      try {
        for (let redirects = 0; ; redirects += 1) {
          const answer = await once(url, init, signal);
          if (answer.body === null) {
            if (redirects >= maxRedirects) throw new UrlFetchError('too_many_redirects');
            const location = answer.headers.location;
            if (!location) throw new UrlFetchError('unreachable');
            url = checkUrl(new URL(location, url).href);
            // A 303, or a 301/302 after a POST, turns into a GET without a body (RFC 9110, 15.4).
            if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && init.method === 'POST')) init = { ...init, method: 'GET', body: undefined };
            continue;
          }
          if (!init.acceptAnyStatus && (answer.status < 200 || answer.status >= 300)) throw new UrlFetchError('http_status', answer.status);
          const type = answer.headers['content-type'];
          return { bytes: answer.body, status: answer.status, contentType: typeof type === 'string' ? type : null, finalUrl: url.href, headers: answer.headers };
        }
      } catch (error) {
        if (error instanceof UrlFetchError) throw error;
        if (signal.aborted) throw new UrlFetchError('timeout');
        const message = error instanceof Error ? error.message : String(error);
        // request-filtering-agent's refusal: "DNS lookup <address> … is not allowed".
        if (/is not allowed/i.test(message)) throw new UrlFetchError('private_address');
        throw new UrlFetchError('unreachable');
      }
    },
  };
}
