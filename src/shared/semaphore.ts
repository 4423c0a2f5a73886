/**
 * A counting semaphore: at most `limit` concurrent holders, the rest wait in FIFO order
 * (per-provider concurrency limits). One is created per vendor from configuration
 * (OPENAI_MAX_CONCURRENCY, GEMINI_MAX_CONCURRENCY, FAL_MAX_CONCURRENCY) and shared by every client
 * of that vendor in the process.
 */

export interface Semaphore {
  /** Most concurrent holders. */
  readonly limit: number;
  /** Current holders. */
  readonly active: number;
  /** Callers waiting for a permit. */
  readonly waiting: number;
  /**
   * Waits for a permit.
   * @returns a release function (calling it more than once is harmless).
   * @throws the signal's reason when `signal` aborts while waiting (no permit is then held).
   */
  acquire(signal?: AbortSignal): Promise<() => void>;
  /** Runs `task` while holding a permit; the permit is released however `task` ends. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/**
 * Creates a semaphore.
 * @param limit concurrent holders, an integer >= 1.
 * @throws RangeError for any other limit (configuration error).
 */
export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`semaphore limit must be an integer >= 1, got ${limit}`);
  let active = 0;
  const queue: { grant: () => void }[] = [];

  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next.grant();
      else active -= 1;
    };
  }

  const semaphore: Semaphore = {
    limit,
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (active < limit) {
        active += 1;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            // The permit passes from the releasing holder to this waiter: `active` is unchanged.
            resolve(releaser());
          },
        };
        const onAbort = () => {
          const index = queue.indexOf(entry);
          if (index >= 0) queue.splice(index, 1);
          reject(signal?.reason);
        };
        queue.push(entry);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    async run(task, signal) {
      const release = await semaphore.acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
  return semaphore;
}
