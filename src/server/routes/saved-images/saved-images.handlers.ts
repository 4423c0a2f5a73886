/** Handler of the save-to-library route: authorize, call the saved-images service. */
import { currentUser, requireUser } from '../../http/session';
import type { SavedImagesService } from '../../services/saved-images';
import { createRouter } from '../openapi-app';
import { saveImageRoute } from './saved-images.routes';

export function savedImagesRouter(savedImages: SavedImagesService) {
  const router = createRouter();
  router.use('/images/*', requireUser);
  router.openapi(saveImageRoute, async (c) => {
    await savedImages.save(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
