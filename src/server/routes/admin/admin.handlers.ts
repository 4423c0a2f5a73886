/** Handlers of the admin area: every route behind requireAdmin (401 signed out, 403 for non-admins). */
import { requireAdmin } from '../../http/require-admin';
import type { ProviderHealthService } from '../../services/provider-health';
import { createRouter } from '../openapi-app';
import { providerHealthRoute } from './admin.routes';

/** The /admin routes; `providerHealth` runs the checks (one cheap call per hosted engine). */
export function adminRouter(deps: { providerHealth: ProviderHealthService }) {
  const router = createRouter();
  router.use('/admin/*', requireAdmin);

  router.openapi(providerHealthRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.providerHealth.check(), 200);
  });

  return router;
}
