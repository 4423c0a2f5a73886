/** Handlers of the API key routes: validate, authorize, call the API keys service. */
import { currentUser, requireUser } from '../../http/session';
import type { ApiKeysService } from '../../services/api-keys';
import { createRouter } from '../openapi-app';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from './api-keys.routes';

/** The router on the API keys service. */
export function apiKeysRouter(apiKeys: ApiKeysService) {
  const router = createRouter();
  for (const path of ['/api-keys', '/api-keys/*']) router.use(path, requireUser);
  router.openapi(createApiKeyRoute, async (c) => c.json(await apiKeys.create(currentUser(c).id, c.req.valid('json')), 201));
  router.openapi(listApiKeysRoute, async (c) => c.json({ keys: await apiKeys.list(currentUser(c).id) }, 200));
  router.openapi(revokeApiKeyRoute, async (c) => {
    await apiKeys.revoke(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
