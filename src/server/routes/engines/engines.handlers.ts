/**
 * What the web app needs to know about the image engine: whether a hosted model
 * paints the images, so the settings offer 'Let the AI redraw the product'. Signed-in users only.
 */
import { currentUser } from '../../http/session';
import type { ImageProvider } from '../../providers/ai/images/image-provider';
import { createRouter } from '../openapi-app';
import { imageEngineRoute } from './engines.routes';

/** The /image-engine route on the configured engine. */
export function enginesRouter(deps: { images: Pick<ImageProvider, 'name' | 'usesCutout' | 'supportsLock'> }) {
  const router = createRouter();
  router.openapi(imageEngineRoute, (c) => {
    currentUser(c);
    const { images } = deps;
    // The local studio renderer composes the product's cut-out itself; every other engine is a generative model.
    const hosted = images !== undefined && !images.usesCutout;
    return c.json({ name: images?.name ?? 'local-studio', hosted, productLock: hosted && images.supportsLock === true }, 200);
  });
  return router;
}
