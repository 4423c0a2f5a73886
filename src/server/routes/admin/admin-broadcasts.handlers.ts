/** Handlers of marketing broadcasts: behind requireAdmin; each calls the broadcasts service. */
import { requireAdmin } from '../../http/require-admin';
import { currentUser } from '../../http/session';
import type { BroadcastsService } from '../../services/broadcasts';
import { createRouter } from '../openapi-app';
import {
  cancelBroadcastRoute,
  createBroadcastRoute,
  getBroadcastRoute,
  listBroadcastsRoute,
  previewBroadcastRoute,
  sendBroadcastRoute,
  testBroadcastRoute,
  updateBroadcastRoute,
} from './admin-broadcasts.routes';

export function adminBroadcastsRouter(deps: { broadcasts: BroadcastsService }) {
  const router = createRouter();
  router.use('/admin/broadcasts', requireAdmin);
  router.use('/admin/broadcasts/*', requireAdmin);
  const actor = (c: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(c);
    return { id: user.id, email: user.email };
  };

  router.openapi(listBroadcastsRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await deps.broadcasts.list() }, 200);
  });
  router.openapi(createBroadcastRoute, async (c) => c.json(await deps.broadcasts.create(actor(c), c.req.valid('json')), 201));
  router.openapi(getBroadcastRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.broadcasts.get(c.req.valid('param').id), 200);
  });
  router.openapi(updateBroadcastRoute, async (c) => c.json(await deps.broadcasts.update(c.req.valid('param').id, c.req.valid('json')), 200));
  router.openapi(previewBroadcastRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.broadcasts.preview(actor(c), c.req.valid('param').id, c.req.valid('query').language), 200);
  });
  router.openapi(testBroadcastRoute, async (c) => c.json(await deps.broadcasts.sendTest(actor(c), c.req.valid('param').id), 200));
  router.openapi(sendBroadcastRoute, async (c) => c.json(await deps.broadcasts.start(actor(c), c.req.valid('param').id), 200));
  router.openapi(cancelBroadcastRoute, async (c) => c.json(await deps.broadcasts.cancel(actor(c), c.req.valid('param').id), 200));
  return router;
}
