/**
 * Exponential backoff with jitter, for in-place retries of provider calls and for queue polling
 * (https://aws.amazon.com/builders-library/timeouts-retries-and-backoff-with-jitter/).
 */

export interface BackoffOptions {
  /** Delay before the first retry, milliseconds. */
  baseMs: number;
  /** Longest delay, milliseconds (applied before jitter). */
  maxMs: number;
  /** Fraction of the delay that is randomised, 0..1 (default 0.5: "equal jitter"). */
  jitter?: number;
  /** 0..1 random source (injected by tests). */
  random?: () => number;
}

/**
 * The wait before retry number `attempt` (0 for the first retry): `min(maxMs, baseMs * 2^attempt)`,
 * of which the `jitter` fraction is replaced by a random share, so concurrent clients spread out.
 * @returns milliseconds, between (1 - jitter) and 1 times the capped exponential delay.
 */
export function backoffDelayMs(attempt: number, options: BackoffOptions): number {
  const { baseMs, maxMs, jitter = 0.5, random = Math.random } = options;
  const capped = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  const share = Math.min(1, Math.max(0, jitter));
  return Math.round(capped * (1 - share) + capped * share * random());
}
