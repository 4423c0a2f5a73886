/**
 * The engine pool's waiting line, in two lanes: tasks a person is waiting on in a request (an
 * upload read, a profile photo, a thumbnail, a brand logo) go before background work (cut-outs,
 * renders, packshots, videos that jobs run), first come first served within each lane. Without it,
 * a profile photo saved while a catalogue run or a bulk action keeps every worker busy waits behind
 * all of their queued tasks. Running tasks are never interrupted.
 * The shape is tinypool's `TaskQueue` (size, push, shift, remove); a task's lane is read from its
 * queue options (`Tinypool.queueOptionsSymbol`), set by ./engine-pool.ts.
 */
import Tinypool from 'tinypool';
import type { EngineVerb } from '../engine';

/** Verbs that answer a request someone is waiting on. */
export const INTERACTIVE_VERBS: ReadonlySet<EngineVerb> = new Set<EngineVerb>(['prepareUpload', 'avatar', 'thumbnail', 'brandLogo']);

/** The queue options a task carries: its lane. */
export type EngineQueueOptions = { interactive: boolean };

type QueuedTask = { readonly [key: symbol]: unknown; cancel(): void };

/** A two-lane task queue for tinypool (see the module's docstring). */
export class EngineTaskQueue {
  private readonly interactive: QueuedTask[] = [];
  private readonly background: QueuedTask[] = [];

  /** Tasks waiting in both lanes. */
  get size(): number {
    return this.interactive.length + this.background.length;
  }

  /** Adds a task at the end of its lane. */
  push(task: QueuedTask): void {
    const options = task[Tinypool.queueOptionsSymbol] as EngineQueueOptions | null | undefined;
    (options?.interactive ? this.interactive : this.background).push(task);
  }

  /** The next task: the oldest interactive one, else the oldest background one; null when none waits. */
  shift(): QueuedTask | null {
    return this.interactive.shift() ?? this.background.shift() ?? null;
  }

  /** Takes a waiting task out (it was aborted). */
  remove(task: QueuedTask): void {
    for (const lane of [this.interactive, this.background]) {
      const at = lane.indexOf(task);
      if (at >= 0) {
        lane.splice(at, 1);
        return;
      }
    }
  }
}
