/**
 * POST /api/webhooks/mail: the mail provider's delivery events (bounces and complaints), signed
 * after the Standard Webhooks specification and checked on the raw body by services/mail-events.ts.
 * 404 when MAIL_EVENTS_SECRET is not set; 400 for a missing, wrong or stale signature; 200 for any
 * verified event (those Vitrine does not read change nothing).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import type { MailEventsService } from '../../services/mail-events';

/** Largest event body accepted, in bytes (an event is under 2 KB). */
const MAX_BODY_BYTES = 64 * 1024;

export function mailWebhookRouter(mailEvents: MailEventsService) {
  const router = new Hono<AppEnv>();
  router.post(
    '/mail',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new AppError(413, 'payload_too_large', 'validation', { details: 'body' }); } }),
    async (c) => {
      const result = await mailEvents.handle(await c.req.text(), (name) => c.req.header(name));
      return c.json({ received: true, type: result.type, suppressed: result.suppressed.length });
    },
  );
  return router;
}
