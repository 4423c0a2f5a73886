/**
 * The embedded PGlite database run on a thread of its own, behind an object with the part of
 * PGlite's API that the drizzle driver and the job queue use (`query`, `exec`, `transaction`,
 * `close`). PostgreSQL in WebAssembly is synchronous: run on the event loop that serves HTTP, each
 * query stalls every other request for its whole run (a few milliseconds per read, far more for a
 * dashboard aggregate or the job queue's polls). On its own thread, the event loop only sends the
 * query and receives the rows.
 *
 * Row values cross by structured clone (Dates, Uint8Arrays, bigints keep their types). Type
 * parsers can only keep a type's raw text (`parsers` whose functions return their input, as the
 * drizzle driver passes): any other parser is refused.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import { fromErrorRecord, type ThreadAnswer, type ThreadRequest } from './pglite-thread-protocol';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, type: number) => unknown> };

/** What runs queries: the database, or one open transaction of it. */
export interface ThreadQueryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Array<Results>>;
}

/** PGlite on its own thread. */
export interface PgliteThread extends ThreadQueryable {
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: ThreadQueryable & { rollback(): Promise<void>; closed: boolean }) => Promise<T>): Promise<T>;
  /** Closes the database and ends the thread. */
  close(): Promise<void>;
  readonly closed: boolean;
}

/**
 * Opens PGlite in `dataDir` on a new thread. Output: the database, once open.
 * @throws the database's own error when it cannot be opened (a damaged or locked folder).
 */
export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | null = null;

  const opened = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (answer: ThreadAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(fromErrorRecord(answer.error));
  });
  const fail = (error: Error) => {
    stopped = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));

  function send<T>(request: Omit<ThreadRequest, 'id'>): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    if (closed && request.op !== 'close') return Promise.reject(new Error('the database thread stopped (closed)'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  function rawTypes(options?: QueryOptions): number[] | undefined {
    if (!options?.parsers) return undefined;
    const types = Object.keys(options.parsers).map(Number);
    for (const type of types) {
      if (options.parsers[type]!('raw', type) !== 'raw') throw new Error(`the database thread keeps raw text only: parser for type ${type} refused`);
    }
    return types;
  }

  function queryable(tx?: number): ThreadQueryable {
    return {
      query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        send<Results<T>>({ op: 'query', ...(tx === undefined ? {} : { tx }), text, params, ...(options?.rowMode ? { rowMode: options.rowMode } : {}), ...(options?.parsers ? { rawTypes: rawTypes(options) } : {}) } as ThreadRequest),
      exec: (text: string) => send<Array<Results>>({ op: 'exec', ...(tx === undefined ? {} : { tx }), text } as ThreadRequest),
    };
  }

  await opened;
  return {
    ...queryable(),
    async transaction<T>(fn: Parameters<PgliteThread['transaction']>[0]): Promise<T> {
      const tx = await send<number>({ op: 'begin' });
      let finished = false;
      const handle = {
        ...queryable(tx),
        get closed() {
          return finished;
        },
        async rollback() {
          if (finished) return;
          finished = true;
          await send({ op: 'rollback', tx } as ThreadRequest);
        },
      };
      try {
        const result = (await fn(handle)) as T;
        if (!finished) {
          finished = true;
          await send({ op: 'commit', tx } as ThreadRequest);
        }
        return result;
      } catch (error) {
        if (!finished) {
          finished = true;
          await send({ op: 'rollback', tx } as ThreadRequest).catch(() => undefined);
        }
        throw error;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!stopped) await send({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
    get closed() {
      return closed;
    },
  };
}

/** The thread's database seen as the PGlite instance the drizzle driver expects (it uses only the methods above). */
export function asPglite(thread: PgliteThread): PGlite {
  return thread as unknown as PGlite;
}
