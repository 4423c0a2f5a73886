/** Handlers of the admin's money-back requests: behind requireAdmin; each calls the money-back service. */
import { requireAdmin } from '../../http/require-admin';
import { currentUser } from '../../http/session';
import type { MoneyBackService } from '../../services/money-back';
import { createRouter } from '../openapi-app';
import { adminRefundsRoute, approveRefundRoute, declineRefundRoute } from './admin-refunds.routes';

/** `deps` is read lazily: the OpenAPI document is built without services. */
export function adminRefundsRouter(deps: { moneyBack: MoneyBackService }) {
  const router = createRouter();
  router.use('/admin/refunds', requireAdmin);
  router.use('/admin/refunds/*', requireAdmin);

  router.openapi(adminRefundsRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.moneyBack.list(), 200);
  });
  router.openapi(approveRefundRoute, async (c) => {
    const user = currentUser(c);
    return c.json(await deps.moneyBack.approve({ id: user.id, email: user.email }, c.req.valid('param').id, c.req.valid('json').reason), 200);
  });
  router.openapi(declineRefundRoute, async (c) => {
    const user = currentUser(c);
    return c.json(await deps.moneyBack.decline({ id: user.id, email: user.email }, c.req.valid('param').id, c.req.valid('json').reason), 200);
  });
  return router;
}
