/**
 * The AI engines of this process, from configuration: the scenario and image providers (hosted
 * ones by IMAGE_PROVIDER and SCENARIO_PROVIDER, with Vitrine's local engines as the defaults) and
 * the video engines (local camera moves, and the hosted engine by VIDEO_PROVIDER). Hosted images
 * and videos share one concurrency limit per vendor.
 */
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createLocalScenarioEngine, createMotionVideoProvider, createStudioImageProvider, scenarioIdeasCodec, type Engine } from '../engine';
import { createProviderLimiters } from '../providers/ai/provider-limiters';
import { createAiProviders, type AiProviders } from '../providers/ai/select';
import { createVideoEngines, type VideoEngines } from '../providers/ai/select-video';

export interface AiServices {
  ai: AiProviders;
  videoEngines: VideoEngines;
}

export interface AiOverrides {
  /** Replaces AI engines (tests: a renderer that fails on purpose). */
  ai?: Partial<AiProviders>;
  /** Replaces the video engines (tests: a fake hosted engine, a failing local one). */
  videoEngines?: VideoEngines;
}

/**
 * Builds the AI engines. Input: the configuration, the engine (whose local renderers are the
 * defaults), the logger and test overrides. Output: the providers and the video engines.
 */
export function createAi(env: Env, engine: Engine, logger: Logger, overrides: AiOverrides = {}): AiServices {
  const limiters = createProviderLimiters(env);
  const local = { images: createStudioImageProvider(engine), scenarios: createLocalScenarioEngine(), scenarioCodec: scenarioIdeasCodec };
  const ai = { ...createAiProviders(env, { local, limiters, logger }), ...overrides.ai };
  const videoEngines = overrides.videoEngines ?? createVideoEngines(env, { local: createMotionVideoProvider(engine), limiters });
  return { ai, videoEngines };
}
