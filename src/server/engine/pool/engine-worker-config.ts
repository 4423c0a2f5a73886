/**
 * What the pool tells each engine worker when it starts it (in `VITRINE_ENGINE_CONFIG`, as JSON).
 */
import type { MattingEngineKind } from '../cutout/matting-engine';
import type { LocalMotionEngineOptions } from '../motion/local-motion-engine';

export interface EngineWorkerConfig {
  /** The matting engine of automatic cut-outs ('model': ISNet, falling back to GrabCut). */
  matting: MattingEngineKind;
  /** ffmpeg paths, the clip's timeout (ms) and the temporary directory of local videos. */
  motion: LocalMotionEngineOptions;
  /** Resident memory past which a worker exits (its task fails, a fresh worker replaces it), bytes; 0: no limit. */
  maxRssBytes: number;
  /** The worker's CPU priority (nice value, 0..19; higher yields the CPU to the web process). */
  niceness: number;
}
