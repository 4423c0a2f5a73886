/**
 * One engine worker: a child process of the pool (./engine-pool.ts) that runs the engine's verbs
 * in its own thread (../inline-engine.ts), one task at a time.
 *
 * Started by tinypool with `VITRINE_ENGINE_CONFIG` (JSON of `EngineWorkerConfig`) in its
 * environment. On start it lowers its own CPU priority (nice 10) so that the process serving HTTP
 * wins the cores whenever both want them, and it watches its resident memory: past
 * `maxRssBytes` it exits at once, which fails only its current task (the pool starts a fresh
 * worker). The segmentation model is loaded once per worker, on the first cut-out.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createInlineEngine } from '../inline-engine';
import type { Engine, EngineVerb } from '../engine';
import { toErrorRecord, type ErrorRecord } from '../engine-errors';
import type { EngineWorkerConfig } from './engine-worker-config';

/** What a task answers: its result, or the error it threw as a plain record. */
export type TaskAnswer = { ok: true; result: unknown } | { ok: false; error: ErrorRecord };

const config = JSON.parse(process.env.VITRINE_ENGINE_CONFIG ?? '{}') as Partial<EngineWorkerConfig>;

lowerPriority(config.niceness ?? 10);

/**
 * Lowers the CPU priority of this process to `niceness`, thread by thread. On Linux a priority
 * belongs to each thread, and a thread inherits it only when it is created: the threads Node
 * started before this code ran (V8's helpers, libuv's pool, from which sharp's libvips threads are
 * spawned) would keep the default priority and compete with the web process. proc(5) lists the
 * threads in /proc/self/task; setpriority(2) takes a thread id. Elsewhere, the process's main
 * thread only.
 */
function lowerPriority(niceness: number): void {
  try {
    os.setPriority(niceness);
    if (process.platform !== 'linux') return;
    for (const tid of fs.readdirSync('/proc/self/task')) {
      try {
        os.setPriority(Number(tid), niceness);
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // Not allowed here: run at the default priority.
  }
}

const engine: Engine = createInlineEngine({
  ...(config.matting ? { matting: config.matting } : {}),
  ...(config.motion ? { motion: config.motion } : {}),
  onMattingFallback: (error) => process.stderr.write(`engine worker ${process.pid}: the cut-out model cannot run (${error.message}); cut-outs use GrabCut\n`),
});

if (config.maxRssBytes && config.maxRssBytes > 0) {
  const limit = config.maxRssBytes;
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > limit) {
      process.stderr.write(`engine worker ${process.pid}: ${Math.round(rss / 1048576)} MB resident, over its ${Math.round(limit / 1048576)} MB limit; exiting\n`);
      process.exit(70);
    }
  }, 100).unref();
}

// The web process is gone (crashed, killed): its IPC channel closes, and a worker must not outlive it.
process.on('disconnect', () => {
  for (const controller of running) controller.abort(new Error('the web process is gone'));
  setTimeout(() => process.exit(0), 200).unref();
});

// The pool stops a worker with SIGTERM (task aborted or pool closed): end any ffmpeg it started first.
const running = new Set<AbortController>();
process.on('SIGTERM', () => {
  for (const controller of running) controller.abort(new Error('the engine worker is stopping'));
  setTimeout(() => process.exit(143), 200).unref();
});

/**
 * Runs one verb. Input: `{ verb, input }` as the pool sends it. Output: the verb's result, or its
 * error as a record (so its class survives the trip back); never throws.
 */
export async function runTask(task: { verb: EngineVerb; input: unknown }): Promise<TaskAnswer> {
  const controller = new AbortController();
  running.add(controller);
  try {
    const verb = engine[task.verb] as (input: unknown, signal?: AbortSignal) => Promise<unknown>;
    if (typeof verb !== 'function') throw new Error(`unknown engine verb ${String(task.verb)}`);
    return { ok: true, result: await verb(task.input, controller.signal) };
  } catch (error) {
    return { ok: false, error: toErrorRecord(error) };
  } finally {
    running.delete(controller);
  }
}

/** Test hook of the crash handling: the worker dies the way a native crash would (SIGKILL). */
export async function crashForTest(): Promise<never> {
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => undefined);
}
