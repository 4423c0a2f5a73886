/**
 * What the web app needs to know about the image engine: whether a hosted model
 * paints the images, so the settings offer 'Let the AI redraw the product'. Signed-in users only.
 */
import { currentUser } from '../../http/session';
import type { ImageEngineService } from '../../services/image-engine';
import { createRouter } from '../openapi-app';
import { imageEngineRoute } from './engines.routes';

/** The /image-engine route on the image-engine service. */
export function enginesRouter(deps: { imageEngine: ImageEngineService }) {
  const router = createRouter();
  router.openapi(imageEngineRoute, (c) => {
    currentUser(c);
    return c.json(deps.imageEngine.describe(), 200);
  });
  return router;
}
