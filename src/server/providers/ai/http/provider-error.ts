/**
 * The error every provider adapter throws: a message safe to log
 * (API keys redacted before it is built) and `retryable`, which says whether trying the same work
 * again later may succeed (429, 5xx, network errors, timeouts) or not (bad input, 4xx, refusals).
 *
 * ImageProviderError and VideoProviderError extend it, so services keep checking their own type
 * while the shared HTTP client (./provider-http-client.ts) builds either through a factory.
 */

/** Facts about a failed provider call; every field is optional. */
export interface ProviderErrorDetails {
  /** Short vendor name, e.g. 'openai', 'gemini', 'fal'. */
  provider?: string;
  /** HTTP status of the vendor's answer, when there was one. */
  status?: number;
  /** The vendor's error code or type, e.g. OpenAI `insufficient_quota`, Google `RESOURCE_EXHAUSTED`. */
  code?: string;
  /** How long the vendor asked us to wait before trying again, milliseconds. */
  retryAfterMs?: number;
}

/** A failed call to an outside AI provider. The message never contains a secret. */
export class ProviderError extends Error {
  readonly provider?: string;
  readonly status?: number;
  readonly code?: string;
  readonly retryAfterMs?: number;

  constructor(
    message: string,
    readonly retryable: boolean,
    details: ProviderErrorDetails = {},
  ) {
    super(message);
    this.name = 'ProviderError';
    if (details.provider !== undefined) this.provider = details.provider;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }
}

/** Builds the adapter's own error type (ImageProviderError, VideoProviderError...) from a redacted message. */
export type ProviderErrorFactory = (message: string, retryable: boolean, details: ProviderErrorDetails) => ProviderError;

/** The default factory: a plain ProviderError. */
export const providerError: ProviderErrorFactory = (message, retryable, details) => new ProviderError(message, retryable, details);

/** Whether `error` is a ProviderError marked retryable. */
export function isRetryableProviderError(error: unknown): boolean {
  return error instanceof ProviderError && error.retryable;
}
