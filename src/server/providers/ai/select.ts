/**
 * Chooses the AI engines from configuration (design.md 'Engines'). With no keys, the local
 * engines: the rule-based scenario catalog and the studio renderer, both deterministic renderers,
 * not generative models. IMAGE_PROVIDER=openai|gemini|fal selects a hosted image model (its key is
 * required by src/server/env.ts), with the per-output deadline IMAGE_PROVIDER_TIMEOUT_SECONDS and
 * the vendor's shared concurrency limit.
 */
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createFalImageProvider } from './images/fal-image-provider';
import { createGeminiImageProvider } from './images/gemini-image-provider';
import type { ImageProvider } from './images/image-provider';
import { createLocalStudioRenderer } from './images/local-studio-renderer';
import { createOpenAiImageProvider } from './images/openai-image-provider';
import { createProviderLimiters, type ProviderLimiters } from './provider-limiters';
import { createLocalScenarioEngine } from './scenarios/local-scenario-engine';
import type { ScenarioProvider } from './scenarios/scenario-provider';

export interface AiProviders {
  scenarios: ScenarioProvider;
  images: ImageProvider;
}

/** The configuration the image engines read. */
export type ImageProviderEnv = Pick<
  Env,
  | 'IMAGE_PROVIDER'
  | 'IMAGE_PROVIDER_TIMEOUT_SECONDS'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_IMAGE_MODEL'
  | 'OPENAI_MAX_CONCURRENCY'
  | 'GEMINI_API_KEY'
  | 'GEMINI_BASE_URL'
  | 'GEMINI_IMAGE_MODEL'
  | 'GEMINI_MAX_CONCURRENCY'
  | 'FAL_KEY'
  | 'FAL_QUEUE_URL'
  | 'FAL_IMAGE_MODEL'
  | 'FAL_MAX_CONCURRENCY'
>;

/**
 * The image engine chosen by IMAGE_PROVIDER ('local' by default).
 * @throws Error when the selected provider's key is missing (env.ts already refuses that at start).
 */
export function createImageProvider(env: ImageProviderEnv, options: { limiters?: ProviderLimiters; logger?: Logger } = {}): ImageProvider {
  const limiters = options.limiters ?? createProviderLimiters(env);
  const deadlineMs = env.IMAGE_PROVIDER_TIMEOUT_SECONDS * 1000;
  const logger = options.logger;
  switch (env.IMAGE_PROVIDER) {
    case 'openai':
      if (!env.OPENAI_API_KEY) throw new Error("OPENAI_API_KEY is required when IMAGE_PROVIDER is 'openai'");
      return createOpenAiImageProvider({
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_IMAGE_MODEL,
        deadlineMs,
        limiter: limiters.openai,
        logger,
      });
    case 'gemini':
      if (!env.GEMINI_API_KEY) throw new Error("GEMINI_API_KEY is required when IMAGE_PROVIDER is 'gemini'");
      return createGeminiImageProvider({
        apiKey: env.GEMINI_API_KEY,
        baseUrl: env.GEMINI_BASE_URL,
        model: env.GEMINI_IMAGE_MODEL,
        deadlineMs,
        limiter: limiters.gemini,
        logger,
      });
    case 'fal':
      if (!env.FAL_KEY) throw new Error("FAL_KEY is required when IMAGE_PROVIDER is 'fal'");
      return createFalImageProvider({
        apiKey: env.FAL_KEY,
        queueBaseUrl: env.FAL_QUEUE_URL,
        model: env.FAL_IMAGE_MODEL,
        deadlineMs,
        limiter: limiters.fal,
        logger,
      });
    default:
      return createLocalStudioRenderer();
  }
}

/**
 * The AI engines of this process.
 * @param env configuration; @param options.limiters the per-vendor limits shared with the video engines.
 */
export function createAiProviders(env: ImageProviderEnv, options: { limiters?: ProviderLimiters; logger?: Logger } = {}): AiProviders {
  return { scenarios: createLocalScenarioEngine(), images: createImageProvider(env, options) };
}
