/** Handlers of the support routes: signed-in users only, each on their own tickets; new tickets and follow-ups are rate limited per user. */
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { RateLimiter } from '../../services/rate-limiter';
import { FOLLOW_UPS_PER_HOUR, TICKETS_PER_HOUR, type SupportService } from '../../services/support';
import { createRouter } from '../openapi-app';
import { createTicketRoute, followUpTicketRoute, listTicketsRoute, ticketThreadRoute } from './support.routes';

export function supportRouter(deps: { support: SupportService; rateLimiter: RateLimiter }) {
  const router = createRouter();
  router.use('/support/*', requireUser);

  router.openapi(createTicketRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`ticket:${user.id}`, { windowS: 3600, max: TICKETS_PER_HOUR });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    return c.json(await deps.support.create(user.id, c.req.valid('json'), c.get('lang')), 201);
  });

  router.openapi(listTicketsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await deps.support.list(currentUser(c).id), 200);
  });

  router.openapi(ticketThreadRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await deps.support.thread(currentUser(c).id, c.req.valid('param').id), 200);
  });

  router.openapi(followUpTicketRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`ticket-message:${user.id}`, { windowS: 3600, max: FOLLOW_UPS_PER_HOUR });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    return c.json(await deps.support.followUp(user.id, c.req.valid('param').id, c.req.valid('json').message), 201);
  });
  return router;
}
