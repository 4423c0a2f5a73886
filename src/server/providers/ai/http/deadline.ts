/**
 * An overall deadline around one unit of provider work (one deadline per output): every HTTP attempt, retry wait, poll and download of that unit shares one AbortSignal
 * that fires when the time is up, and the caller's own signal still wins.
 */
import type { ProviderError } from './provider-error';

/** What the work function receives. */
export interface DeadlineScope {
  /** Aborts when the caller aborts or the deadline passes. */
  signal: AbortSignal;
  /** The deadline, epoch milliseconds by the given clock. */
  deadlineAt: number;
}

export interface DeadlineOptions {
  /** Time allowed, milliseconds. */
  deadlineMs: number;
  /** The caller's signal (job timeout, shutdown): its abort rejects with its own reason. */
  signal?: AbortSignal;
  /** Clock, epoch milliseconds (injected by tests). */
  now?: () => number;
  /** The error thrown when the deadline passes first (usually retryable). */
  onExpired: () => ProviderError;
}

/**
 * Runs `work` under a deadline.
 * @returns what `work` returned.
 * @throws `onExpired()` when the deadline aborted the work; the caller's `signal.reason` when the
 *   caller aborted; otherwise whatever `work` threw.
 */
export async function withDeadline<T>(options: DeadlineOptions, work: (scope: DeadlineScope) => Promise<T>): Promise<T> {
  const { deadlineMs, signal, now = Date.now, onExpired } = options;
  signal?.throwIfAborted();
  const timer = new AbortController();
  const handle = setTimeout(() => timer.abort(new Error('deadline')), Math.max(0, deadlineMs));
  handle.unref?.();
  const combined = signal ? AbortSignal.any([signal, timer.signal]) : timer.signal;
  try {
    return await work({ signal: combined, deadlineAt: now() + deadlineMs });
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    // The HTTP client may notice the deadline a moment before the timer does.
    if (err instanceof Error && (err as ProviderError).code === 'deadline_exceeded' && 'retryable' in err) throw onExpired();
    if (timer.signal.aborted) {
      // A provider error raised by the expiry itself (e.g. "did not finish before its deadline") is replaced
      // by the one uniform deadline error; any other error that raced it is kept.
      const reason = timer.signal.reason as unknown;
      if (err === reason || !(err instanceof Error) || !('retryable' in err) || (err as ProviderError).retryable) throw onExpired();
    }
    throw err;
  } finally {
    clearTimeout(handle);
  }
}
