/**
 * Counts the file store's failed calls in the metrics (vitrine_storage_errors_total{operation}),
 * without changing what the store does: every call is passed through and its error rethrown as is.
 */
import type { Storage } from '../providers/storage';
import type { Metrics } from './metrics';

/** The Storage methods whose failures are counted (`kind` and driver extras pass through). */
const OPERATIONS = ['put', 'get', 'size', 'getRange', 'getStream', 'delete', 'putFile', 'deletePrefix', 'check'] as const;

/**
 * `storage` with each call of OPERATIONS counted in `metrics` when it throws.
 * Input: a Storage (local or S3, with its extra members kept) and the process's metrics.
 * Output: a Storage of the same kind. Throws what `storage` throws.
 */
export function withStorageMetrics<S extends Storage>(storage: S, metrics: Pick<Metrics, 'countStorageError'>): S {
  const wrapped = { ...storage } as unknown as Record<string, unknown>;
  for (const operation of OPERATIONS) {
    const call = (storage[operation] as (...args: unknown[]) => Promise<unknown>).bind(storage);
    wrapped[operation] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        metrics.countStorageError(operation);
        throw error;
      }
    };
  }
  return wrapped as S;
}
