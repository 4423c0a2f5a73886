/**
 * The engine of this process, from configuration: a pool of ENGINE_WORKERS worker processes (by
 * default one per core, 1 to 4), or the engine in this process when ENGINE_WORKERS=0 or when a test
 * replaces one of its parts (a fake matting engine or packshot renderer cannot cross a process).
 */
import os from 'node:os';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createEnginePool, createInlineEngine, defaultEngineWorkers, type Engine } from '../engine';
import type { MattingEngine } from '../engine/cutout/matting-engine';
import type { Packshot, PackshotInput } from '../engine/packshot/packshot';

/** V8 heap of one worker, MB: the pixel buffers live outside it; this bounds the JS objects around them. */
const WORKER_HEAP_MB = 1024;

export interface EngineOverrides {
  /** Replaces the engine (tests). */
  engine?: Engine;
  /** Replaces the cut-out's matting engine (tests: a fast fake); the engine then runs in this process. */
  matting?: MattingEngine;
  /** Replaces the packshot renderer (tests); the engine then runs in this process. */
  studioRender?: (input: PackshotInput) => Promise<Packshot>;
}

/**
 * Builds the engine. Input: the configuration, the logger and test overrides. Output: an Engine;
 * the caller closes it with the container.
 */
export function createEngine(env: Env, logger: Logger, overrides: EngineOverrides = {}): Engine {
  if (overrides.engine) return overrides.engine;
  const motion = { ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH, timeoutMs: env.VIDEO_TIMEOUT_SECONDS * 1000 };
  const workers = env.ENGINE_WORKERS ?? defaultEngineWorkers(os.availableParallelism());
  if (workers === 0 || overrides.matting || overrides.studioRender) {
    return createInlineEngine({
      matting: overrides.matting ?? env.CUTOUT_ENGINE,
      onMattingFallback: (error) => logger.error({ err: error }, 'the cut-out model cannot run; cut-outs use GrabCut'),
      motion,
      ...(overrides.studioRender ? { packshotRender: overrides.studioRender } : {}),
    });
  }
  logger.debug({ workers, queue: env.ENGINE_QUEUE, maxRssMb: env.ENGINE_WORKER_MAX_RSS_MB }, 'engine workers starting');
  return createEnginePool({
    workers,
    maxQueue: env.ENGINE_QUEUE,
    workerMaxRssBytes: env.ENGINE_WORKER_MAX_RSS_MB * 1024 * 1024,
    workerHeapMb: WORKER_HEAP_MB,
    worker: { matting: env.CUTOUT_ENGINE, motion, niceness: 10 },
    onWorkerExit: (error) => logger.warn({ err: error }, 'an idle engine worker stopped; a new one replaces it'),
  });
}
