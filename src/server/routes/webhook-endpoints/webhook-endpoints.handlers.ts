/** Handlers of the webhook routes: validate, authorize, call the webhooks service. */
import { currentUser, requireUser } from '../../http/session';
import type { WebhooksService } from '../../services/webhooks';
import { createRouter } from '../openapi-app';
import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  getWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  resendWebhookDeliveryRoute,
  rotateWebhookSecretRoute,
  updateWebhookEndpointRoute,
} from './webhook-endpoints.routes';

/** The router on the webhooks service. */
export function webhookEndpointsRouter(webhooks: WebhooksService) {
  const router = createRouter();
  for (const path of ['/webhook-endpoints', '/webhook-endpoints/*', '/webhook-deliveries/*']) router.use(path, requireUser);
  router.openapi(createWebhookEndpointRoute, async (c) => c.json(await webhooks.create(currentUser(c).id, c.req.valid('json')), 201));
  router.openapi(listWebhookEndpointsRoute, async (c) => c.json({ endpoints: await webhooks.list(currentUser(c).id) }, 200));
  router.openapi(getWebhookEndpointRoute, async (c) => c.json(await webhooks.get(currentUser(c).id, c.req.valid('param').id), 200));
  router.openapi(updateWebhookEndpointRoute, async (c) => c.json(await webhooks.update(currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200));
  router.openapi(deleteWebhookEndpointRoute, async (c) => {
    await webhooks.remove(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(rotateWebhookSecretRoute, async (c) => c.json(await webhooks.rotateSecret(currentUser(c).id, c.req.valid('param').id), 200));
  router.openapi(listWebhookDeliveriesRoute, async (c) => c.json({ deliveries: await webhooks.deliveries(currentUser(c).id, c.req.valid('param').id) }, 200));
  router.openapi(resendWebhookDeliveryRoute, async (c) => c.json(await webhooks.resend(currentUser(c).id, c.req.valid('param').id), 202));
  return router;
}
