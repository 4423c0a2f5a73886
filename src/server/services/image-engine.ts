/**
 * What the web app needs to know about the configured image engine: its name, whether a hosted
 * model paints the images (so the settings offer 'Let the AI redraw the product') and whether it
 * keeps the product's own pixels by the product lock.
 */
import type { ImageEngineView } from '../../shared/contracts/engines';
import type { ImageProvider } from '../providers/ai/images/image-provider';

/** The parts of an image engine this service reads. */
export type DescribedImageEngine = Pick<ImageProvider, 'name' | 'usesCutout' | 'supportsLock'>;

export type ImageEngineService = ReturnType<typeof createImageEngineService>;

/**
 * The image-engine service. `engine` returns the configured image engine when asked (undefined:
 * none configured, the local studio renderer is meant).
 */
export function createImageEngineService(engine: () => DescribedImageEngine | undefined) {
  return {
    /** The configured engine as GET /image-engine shows it. Never throws. */
    describe(): ImageEngineView {
      const images = engine();
      // The local studio renderer composes the product's cut-out itself; every other engine is a generative model.
      const hosted = images !== undefined && !images.usesCutout;
      return { name: images?.name ?? 'local-studio', hosted, productLock: hosted && images.supportsLock === true };
    },
  };
}
