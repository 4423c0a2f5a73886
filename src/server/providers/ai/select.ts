/**
 * Chooses the AI engines from configuration. With no keys, the local
 * engines: the rule-based scenario catalog and the studio renderer, both deterministic renderers,
 * not generative models. IMAGE_PROVIDER=openai|gemini|fal selects a hosted image model (its key is
 * required by src/server/env.ts), with the per-output deadline IMAGE_PROVIDER_TIMEOUT_SECONDS and
 * the vendor's shared concurrency limit; IMAGE_PROVIDER=comfyui the user's own ComfyUI server at
 * COMFYUI_URL with its workflows (COMFYUI_WORKFLOW, COMFYUI_INPAINT_WORKFLOW) and its own limit
 * COMFYUI_MAX_CONCURRENCY. SCENARIO_PROVIDER=openai selects an OpenAI-compatible chat
 * model for scenario ideas (OPENAI_BASE_URL, OPENAI_SCENARIO_MODEL, deadline
 * SCENARIO_PROVIDER_TIMEOUT_SECONDS), sharing the OpenAI concurrency limit with the image engine.
 */
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { createComfyUiImageProvider } from './images/comfyui-image-provider';
import { createFalImageProvider } from './images/fal-image-provider';
import { createGeminiImageProvider } from './images/gemini-image-provider';
import type { ImageProvider } from './images/image-provider';
import { createOpenAiImageProvider } from './images/openai-image-provider';
import { createSemaphore } from './http';
import { createProviderLimiters, type ProviderLimiters } from './provider-limiters';
import { createOpenAiScenarioProvider } from './scenarios/openai-scenario-provider';
import { createOpenAiAdCopyProvider, type AdCopyProvider } from './copy/openai-ad-copy-provider';
import type { ScenarioIdeasCodec, ScenarioProvider } from './scenarios/scenario-provider';

/**
 * Vitrine's own engines, the defaults without configuration, and the rules a hosted scenario model
 * is briefed with: given by the composition root (they live in src/server/engine, which adapters
 * do not import).
 */
export interface LocalEngines {
  /** The local studio renderer, as an ImageProvider. */
  images: ImageProvider;
  /** The offline rule-based scenario catalogue. */
  scenarios: ScenarioProvider;
  /** How a chat model is briefed and its reply read. */
  scenarioCodec: ScenarioIdeasCodec;
}

export interface AiProviders {
  /** The configured scenario engine (SCENARIO_PROVIDER). */
  scenarios: ScenarioProvider;
  /** The offline rule-based catalog, always available: the fallback a user may ask for when a hosted engine fails. */
  localScenarios: ScenarioProvider;
  images: ImageProvider;
  /** Ad copy from the chat model configured for scenario ideas; null: the local templates write it. */
  adCopy: AdCopyProvider | null;
}

/** The configuration the scenario engines read. */
export type ScenarioProviderEnv = Pick<
  Env,
  | 'SCENARIO_PROVIDER'
  | 'SCENARIO_PROVIDER_TIMEOUT_SECONDS'
  | 'SCENARIO_BASE_URL'
  | 'SCENARIO_API_KEY'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_SCENARIO_MODEL'
  | 'OPENAI_MAX_CONCURRENCY'
>;

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
  | 'COMFYUI_URL'
  | 'COMFYUI_API_KEY'
  | 'COMFYUI_WORKFLOW'
  | 'COMFYUI_INPAINT_WORKFLOW'
  | 'COMFYUI_MAX_CONCURRENCY'
>;

/**
 * The image engine chosen by IMAGE_PROVIDER ('local' by default).
 * @throws Error when the selected provider's key is missing (env.ts already refuses that at start),
 *   or a ComfyUI workflow cannot be read or lacks its placeholders.
 */
export function createImageProvider(env: ImageProviderEnv, options: { local: Pick<LocalEngines, 'images'>; limiters?: ProviderLimiters; logger?: Logger }): ImageProvider {
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
    case 'comfyui':
      if (!env.COMFYUI_URL) throw new Error("COMFYUI_URL is required when IMAGE_PROVIDER is 'comfyui'");
      return createComfyUiImageProvider({
        baseUrl: env.COMFYUI_URL,
        apiKey: env.COMFYUI_API_KEY,
        workflowPath: env.COMFYUI_WORKFLOW,
        inpaintWorkflowPath: env.COMFYUI_INPAINT_WORKFLOW,
        deadlineMs,
        // One ComfyUI server per process: its own limit, not shared with the hosted vendors.
        limiter: createSemaphore(env.COMFYUI_MAX_CONCURRENCY),
        logger,
      });
    default:
      return options.local.images;
  }
}

/**
 * The scenario engine chosen by SCENARIO_PROVIDER ('local' by default). The OpenAI-compatible engine
 * talks to SCENARIO_BASE_URL (default OPENAI_BASE_URL) and sends SCENARIO_API_KEY (default
 * OPENAI_API_KEY) when set (env.ts requires it for api.openai.com; Ollama and other local
 * servers take none).
 */
export function createScenarioProvider(env: ScenarioProviderEnv, options: { local: Pick<LocalEngines, 'scenarios' | 'scenarioCodec'>; limiters?: ProviderLimiters; logger?: Logger }): ScenarioProvider {
  if (env.SCENARIO_PROVIDER !== 'openai') return options.local.scenarios;
  return createOpenAiScenarioProvider({
    codec: options.local.scenarioCodec,
    apiKey: env.SCENARIO_API_KEY ?? env.OPENAI_API_KEY,
    baseUrl: env.SCENARIO_BASE_URL ?? env.OPENAI_BASE_URL,
    model: env.OPENAI_SCENARIO_MODEL,
    deadlineMs: env.SCENARIO_PROVIDER_TIMEOUT_SECONDS * 1000,
    limiter: options.limiters?.openai ?? createSemaphore(env.OPENAI_MAX_CONCURRENCY),
    logger: options.logger,
  });
}

/**
 * The AI engines of this process.
 * @param env configuration; @param options.limiters the per-vendor limits shared with the video engines.
 */
export function createAiProviders(env: ImageProviderEnv & ScenarioProviderEnv, options: { local: LocalEngines; limiters?: ProviderLimiters; logger?: Logger }): AiProviders {
  const limiters = options.limiters ?? createProviderLimiters(env);
  const shared = { ...options, limiters };
  return { scenarios: createScenarioProvider(env, shared), localScenarios: options.local.scenarios, images: createImageProvider(env, shared), adCopy: createAdCopyProvider(env, shared) };
}

/** The ad copy writer: the OpenAI-compatible chat endpoint of scenario ideas when SCENARIO_PROVIDER is 'openai', else null. */
export function createAdCopyProvider(env: ScenarioProviderEnv, options: { limiters?: ProviderLimiters; logger?: Logger }): AdCopyProvider | null {
  if (env.SCENARIO_PROVIDER !== 'openai') return null;
  return createOpenAiAdCopyProvider({
    apiKey: env.SCENARIO_API_KEY ?? env.OPENAI_API_KEY,
    baseUrl: env.SCENARIO_BASE_URL ?? env.OPENAI_BASE_URL,
    model: env.OPENAI_SCENARIO_MODEL,
    deadlineMs: env.SCENARIO_PROVIDER_TIMEOUT_SECONDS * 1000,
    limiter: options.limiters?.openai ?? createSemaphore(env.OPENAI_MAX_CONCURRENCY),
    logger: options.logger,
  });
}
