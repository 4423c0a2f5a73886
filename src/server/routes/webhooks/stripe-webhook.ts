/**
 * POST /api/webhooks/stripe: Stripe's webhook endpoint. The signature is checked
 * on the raw body (https://docs.stripe.com/webhooks#verify-events); each event id is processed once,
 * and a replay answers 200 too. 400 for a missing, wrong or stale signature; 500 when processing
 * fails, so Stripe retries later.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import type { BillingService } from '../../services/billing';

/** Largest webhook body accepted, in bytes (Stripe events are a few KB). */
const MAX_BODY_BYTES = 512 * 1024;

/** The /stripe webhook route on the billing service (signature check and event processing). */
export function stripeWebhookRouter(billing: BillingService) {
  const router = new Hono<AppEnv>();
  router.post(
    '/stripe',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new AppError(413, 'payload_too_large', 'validation', { details: 'body' }); } }),
    async (c) => {
      const raw = Buffer.from(await c.req.arrayBuffer());
      // A missing, wrong or stale signature is the service's DomainError 'invalid_signature' (400).
      const result = await billing.handleWebhook(raw, c.req.header('stripe-signature'));
      return c.json({ received: true, duplicate: result.duplicate }, 200);
    },
  );
  return router;
}
