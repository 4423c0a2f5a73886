/**
 * Options every hosted provider adapter takes besides its own (key, base URL, model): the overall
 * deadline, the in-place retry policy, the shared per-vendor concurrency limit, and the clock,
 * sleep, random and fetch that tests inject.
 */
import type { Logger } from '../../../logger';
import type { Sleep } from './abortable-sleep';
import type { Semaphore } from '../../../../shared/semaphore';

export interface ProviderAdapterOptions {
  /** Overall time per output (image, suggestion), milliseconds: attempts and retry waits included. */
  deadlineMs?: number;
  /** Per HTTP attempt, milliseconds (default: the deadline). */
  requestTimeoutMs?: number;
  /** In-place retries of 429/5xx/network errors (default 2). */
  maxRetries?: number;
  /** First retry delay, milliseconds (default 1000). */
  retryBaseDelayMs?: number;
  /** The vendor's shared concurrency limit (e.g. OPENAI_MAX_CONCURRENCY). */
  limiter?: Semaphore;
  logger?: Pick<Logger, 'warn' | 'info'>;
  fetch?: typeof fetch;
  sleep?: Sleep;
  /** Clock, epoch milliseconds. */
  now?: () => number;
  /** 0..1 random source for backoff jitter. */
  random?: () => number;
}
