/** A timer that stops early when a signal aborts. */

/**
 * Sleeps `ms` milliseconds.
 * @throws the signal's reason (rejects) when `signal` aborts before the time is up.
 */
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

/** The sleep function type the clients accept (tests inject a fake clock). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;
