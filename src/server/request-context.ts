/**
 * The request a piece of work was started by, carried through async calls (AsyncLocalStorage), so
 * that a job queued while serving a request logs that request's id in the worker too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` as the current request's id (the HTTP edge, for each request). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** The id of the request being served, or undefined outside a request (jobs, cron, scripts). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
