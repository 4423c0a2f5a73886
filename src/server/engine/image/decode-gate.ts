/**
 * Bounds image decoding in the request path (work that costs memory is bounded per process; see
 * docs/security.md). A 40 MP photo decodes to 160 MB of RGBA, so at most
 * `concurrency` uploads (default 2) are decoded at once per process; up to `maxWaiting` more wait
 * their turn in FIFO order, and beyond that the caller is told to come back later.
 * Job handlers are bounded separately by WORKER_CONCURRENCY.
 */
import { createSemaphore } from '../../../shared/semaphore';

/** Thrown when the waiting line is full; `retryAfterS` is a hint in seconds. */
export class DecoderBusyError extends Error {
  constructor(readonly retryAfterS: number) {
    super('image decoder busy');
    this.name = 'DecoderBusyError';
  }
}

export interface DecodeGate {
  /** Decodes running now. */
  readonly active: number;
  /** Decodes waiting for a slot. */
  readonly waiting: number;
  /**
   * Runs `task` when a slot is free.
   * @throws DecoderBusyError at once when `maxWaiting` callers already wait; else whatever `task` throws.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Creates a gate: `concurrency` decodes at once (>= 1), `maxWaiting` callers in line (>= 0). */
export function createDecodeGate(options: { concurrency?: number; maxWaiting?: number; retryAfterS?: number } = {}): DecodeGate {
  const semaphore = createSemaphore(options.concurrency ?? 2);
  const maxWaiting = options.maxWaiting ?? 8;
  const retryAfterS = options.retryAfterS ?? 5;
  return {
    get active() {
      return semaphore.active;
    },
    get waiting() {
      return semaphore.waiting;
    },
    run(task) {
      if (semaphore.active >= semaphore.limit && semaphore.waiting >= maxWaiting) {
        return Promise.reject(new DecoderBusyError(retryAfterS));
      }
      return semaphore.run(task);
    },
  };
}
