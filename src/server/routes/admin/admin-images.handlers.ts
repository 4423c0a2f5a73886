/**
 * Handler of the admin view of one generated image: behind requireAdmin (401
 * signed out, 403 for non-admins), so the fidelity score never reaches users' own API answers.
 */
import { requireAdmin } from '../../http/require-admin';
import type { GenerationsService } from '../../services/generations';
import { createRouter } from '../openapi-app';
import { imageDiagnosticsRoute } from './admin-images.routes';

/** The /admin/images routes. */
export function adminImagesRouter(deps: { generations: GenerationsService }) {
  const router = createRouter();
  router.use('/admin/images/*', requireAdmin);
  router.openapi(imageDiagnosticsRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.generations.imageDiagnostics(c.req.valid('param').id), 200);
  });
  return router;
}
