/**
 * The engine run in a pool of worker processes (tinypool's `child_process` runtime), so that no
 * cut-out, render or packshot runs on the event loop that serves HTTP.
 *
 * Why processes, not threads: a native crash or an out-of-memory abort in a worker thread takes
 * the whole process down, and onnxruntime-node has known fatal errors with sessions in several
 * worker threads of one process. A child process that dies fails only its task; the pool starts a
 * fresh one. The price is that bytes are copied through the IPC channel (structured clone,
 * `serialization: 'advanced'`) instead of transferred, which is why the façade passes encoded
 * images, never decoded pixels. docs/decisions/008-engine-worker-processes.md has the measurements.
 *
 * - `workers` processes run one task each; `maxQueue` more tasks may wait in memory, past that a
 *   verb throws EngineBusyError at once (jobs then wait in the job queue and retry). Waiting tasks
 *   a request needs go before background work (./engine-task-queue.ts).
 * - Each worker exits past `workerMaxRssBytes` of resident memory: its task fails with
 *   EngineCrashError, like a worker killed by the system.
 * - An AbortSignal given to a verb stops the worker running it (SIGTERM; it stops its ffmpeg) and
 *   the verb rejects with the signal's reason.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import type { Engine, EngineVerb } from '../engine';
import { createInlineEngine } from '../inline-engine';
import { EngineBusyError, EngineCrashError, fromErrorRecord } from '../engine-errors';
import type { EngineWorkerConfig } from './engine-worker-config';
import type { TaskAnswer } from './engine-worker';
import { EngineTaskQueue, INTERACTIVE_VERBS } from './engine-task-queue';

export interface EnginePoolOptions {
  /** Worker processes (at least 1). */
  workers: number;
  /** Tasks that may wait for a worker, beyond those running. */
  maxQueue: number;
  /** Resident memory past which a worker exits, bytes (0: no limit). */
  workerMaxRssBytes: number;
  /** V8 heap limit of each worker, MB. */
  workerHeapMb: number;
  worker: Omit<EngineWorkerConfig, 'maxRssBytes'>;
  /** Told when an idle worker dies (a busy one fails its task instead); the pool starts another. */
  onWorkerExit?: (error: Error) => void;
}

/** A pool's engine, with a look at its load and a test hook. */
export interface EnginePool extends Engine {
  /** Tasks running and waiting, and the pids of the live workers. */
  stats(): { running: number; waiting: number; workers: number };
  /** Test hook: runs a task that kills its own worker the way a native crash would. @throws EngineCrashError. */
  crashOneWorkerForTest(): Promise<void>;
}

/** The default number of workers for `cores` CPU cores: one per core, at least 1 and at most 4. */
export function defaultEngineWorkers(cores: number): number {
  return Math.max(1, Math.min(4, cores));
}

const VERBS: EngineVerb[] = [
  'prepareUpload',
  'avatar',
  'thumbnail',
  'cutout',
  'touchUp',
  'flatLay',
  'productCut',
  'cutoutPng',
  'renderStudio',
  'productLock',
  'compositeLocked',
  'productFidelity',
  'packshot',
  'renderMotion',
  'renderAd',
  'renderListing',
  'brandLogo',
  'finishImage',
  'labelOverlay',
];

/**
 * Bytes come back from a worker as Uint8Array (structured clone): views of the same memory as
 * Buffers, which the callers' code expects (no copy).
 */
function asBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(asBuffers);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asBuffers(v)]));
  }
  return value;
}

/**
 * Starts the pool (its workers start at once and load their modules; the model loads on the first cut-out).
 * Input: EnginePoolOptions. Output: an EnginePool; call `close()` to stop the workers.
 */
export function createEnginePool(options: EnginePoolOptions): EnginePool {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const workers = Math.max(1, Math.floor(options.workers));
  const config: EngineWorkerConfig = { ...options.worker, maxRssBytes: options.workerMaxRssBytes };
  const pool = new Tinypool({
    filename: new URL('./engine-worker.ts', import.meta.url).href,
    runtime: 'child_process',
    minThreads: workers,
    maxThreads: workers,
    maxQueue: Math.max(0, options.maxQueue),
    // Requests someone waits on go before queued background work (./engine-task-queue.ts).
    taskQueue: new EngineTaskQueue() as never,
    serialization: 'advanced',
    execArgv: ['--import', tsx, `--max-old-space-size=${Math.max(256, Math.floor(options.workerHeapMb))}`],
    env: { ...process.env, VITRINE_ENGINE_CONFIG: JSON.stringify(config) } as Record<string, string>,
  });
  // An idle worker that dies is reported here (tinypool would otherwise throw it as an unhandled 'error').
  pool.on('error', (error: Error) => options.onWorkerExit?.(error));
  let running = 0;

  async function run(verb: EngineVerb | 'crash', input: unknown, signal?: AbortSignal): Promise<unknown> {
    signal?.throwIfAborted();
    running += 1;
    let answer: TaskAnswer;
    try {
      answer = verb === 'crash'
        ? ((await pool.run(null, { name: 'crashForTest' })) as TaskAnswer)
        : ((await pool.run({ verb, input, [Tinypool.queueOptionsSymbol]: { interactive: INTERACTIVE_VERBS.has(verb) } }, { name: 'runTask', ...(signal ? { signal } : {}) })) as TaskAnswer);
    } catch (error) {
      if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');
      const message = error instanceof Error ? error.message : String(error);
      if (/queue is at limit|No task queue available/i.test(message)) throw new EngineBusyError();
      throw new EngineCrashError(`the engine worker stopped during ${verb}: ${message}`);
    } finally {
      running -= 1;
    }
    if (!answer.ok) throw fromErrorRecord(answer.error);
    return asBuffers(answer.result);
  }

  const engine = Object.fromEntries(VERBS.map((verb) => [verb, (input: unknown, signal?: AbortSignal) => run(verb, input, signal)])) as unknown as Omit<Engine, 'close' | 'imageSize' | 'orientedSize'>;
  // Header reads decode no pixels: answered here, without a copy of the bytes to a worker.
  const inline = createInlineEngine();
  return {
    ...engine,
    imageSize: (input) => inline.imageSize(input),
    orientedSize: (input) => inline.orientedSize(input),
    stats: () => ({ running: Math.min(running, workers), waiting: Math.max(0, running - workers), workers: pool.threads.length }),
    async crashOneWorkerForTest() {
      await run('crash', null);
    },
    async close() {
      await pool.destroy();
    },
  };
}
