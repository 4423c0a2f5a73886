/**
 * The engine's local renderers behind the provider interfaces services use for every image and
 * video engine (../providers/ai/images/image-provider.ts, ../providers/ai/videos/video-provider.ts),
 * so the configured engine, local or hosted, is one value to the generation and video services.
 */
import { ImageProviderError, type ImageProvider } from '../providers/ai/images/image-provider';
import { VideoProviderError, type VideoProvider } from '../providers/ai/videos/video-provider';
import type { Engine } from './engine';
import { EngineBusyError, EngineCrashError } from './engine-errors';

/** A worker that crashed or a full pool, as the renderer's retryable error (the job tries again, then refunds). */
function retryable<E extends Error>(make: (message: string) => E): (error: unknown) => never {
  return (error) => {
    if (error instanceof EngineCrashError || error instanceof EngineBusyError) throw make(error.message);
    throw error;
  };
}

/** The name of the local studio renderer as an image engine: what its generated images are stored with. */
export const LOCAL_STUDIO_ENGINE = 'local-studio';

/**
 * The local studio renderer as an ImageProvider: it composes the product's cut-out (`req.matte`,
 * cut out here when absent) into a procedural studio set, in the engine's workers.
 * @throws ImageProviderError (retryable when a worker crashed or the pool is full).
 */
export function createStudioImageProvider(engine: Engine): ImageProvider {
  const fail = retryable((message) => new ImageProviderError(message, true));
  return {
    name: LOCAL_STUDIO_ENGINE,
    usesCutout: true,
    async render(req, signal) {
      try {
        let matte = req.matte;
        if (!matte) {
          const made = await engine.cutout({ photo: req.source, fingerprint: null }, signal).catch((error: unknown) => {
            if (signal?.aborted || error instanceof EngineCrashError || error instanceof EngineBusyError) throw error;
            throw new ImageProviderError(`cut-out failed: ${error instanceof Error ? error.message : String(error)}`, false);
          });
          matte = { png: made.mattePng, method: made.method, confidence: made.confidence, warnings: made.warnings };
        }
        return await engine.renderStudio(
          { source: req.source, matte, settings: req.settings, scene: req.scene, prompt: req.prompt, variant: req.variant, seed: req.seed, ...(req.adjust ? { adjust: req.adjust } : {}), ...(req.language ? { language: req.language } : {}) },
          signal,
        );
      } catch (error) {
        return fail(error);
      }
    },
  };
}

/**
 * The local motion engine (ffmpeg camera moves) as a VideoProvider, in the engine's workers.
 * @throws VideoProviderError (retryable when a worker crashed or the pool is full, or on a timeout).
 */
export function createMotionVideoProvider(engine: Engine): VideoProvider {
  const fail = retryable((message) => new VideoProviderError(message, true));
  return {
    name: 'local-motion',
    async render(req, signal) {
      try {
        return await engine.renderMotion(req, signal);
      } catch (error) {
        return fail(error);
      }
    },
  };
}
