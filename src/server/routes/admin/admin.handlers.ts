/**
 * Handlers of the admin area: every route behind requireAdmin (401 signed out, 403 for
 * non-admins), registered before any route of the group. Handlers validate, name the acting admin
 * and call one admin service; the services write the audit log.
 */
import { requireAdmin } from '../../http/require-admin';
import { currentUser } from '../../http/session';
import type { AdminActor, AdminServices } from '../../services/admin';
import type { ProviderHealthService } from '../../services/provider-health';
import { createRouter } from '../openapi-app';
import {
  adjustCreditsRoute,
  adminSessionRoute,
  auditLogRoute,
  banUserRoute,
  cancelJobRoute,
  closeTicketRoute,
  complimentaryTierRoute,
  jobStatsRoute,
  listJobsRoute,
  listTicketsRoute,
  listUsersRoute,
  overviewRoute,
  providerHealthRoute,
  providerMetricsRoute,
  replyTicketRoute,
  resendConfirmationRoute,
  retryJobRoute,
  ticketDetailRoute,
  unbanUserRoute,
  userDetailRoute,
} from './admin.routes';

/** The acting admin of a request (behind requireAdmin). */
function actorOf(c: Parameters<typeof currentUser>[0]): AdminActor {
  const user = currentUser(c);
  return { id: user.id, email: user.email };
}

/** The /admin routes; `providerHealth` runs the checks (one cheap call per hosted engine). */
export function adminRouter(deps: { providerHealth: ProviderHealthService; admin: AdminServices }) {
  const router = createRouter();
  router.use('/admin/*', requireAdmin);
  router.use('/admin/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  router.openapi(providerHealthRoute, async (c) => c.json(await deps.providerHealth.check(), 200));

  router.openapi(adminSessionRoute, (c) => {
    const user = currentUser(c);
    return c.json({ id: user.id, name: user.name, email: user.email }, 200);
  });

  router.openapi(providerMetricsRoute, async (c) => c.json(await deps.admin.metrics.providers(c.req.valid('query').days), 200));
  router.openapi(overviewRoute, async (c) => c.json(await deps.admin.metrics.overview(c.req.valid('query').days), 200));

  router.openapi(listUsersRoute, async (c) => c.json(await deps.admin.users.search(c.req.valid('query')), 200));
  router.openapi(userDetailRoute, async (c) => c.json(await deps.admin.users.detail(c.req.valid('param').id), 200));
  router.openapi(adjustCreditsRoute, async (c) =>
    c.json(await deps.admin.users.adjustCredits(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  router.openapi(complimentaryTierRoute, async (c) =>
    c.json(await deps.admin.users.setComplimentaryTier(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  router.openapi(banUserRoute, async (c) => c.json(await deps.admin.users.ban(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200));
  router.openapi(unbanUserRoute, async (c) => c.json(await deps.admin.users.unban(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200));
  router.openapi(resendConfirmationRoute, async (c) => {
    await deps.admin.users.resendConfirmation(actorOf(c), c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });

  router.openapi(jobStatsRoute, async (c) => c.json(await deps.admin.jobs.stats(), 200));
  router.openapi(listJobsRoute, async (c) => c.json(await deps.admin.jobs.list(c.req.valid('query')), 200));
  router.openapi(retryJobRoute, async (c) => {
    const { queue, id } = c.req.valid('param');
    return c.json(await deps.admin.jobs.retry(actorOf(c), queue, id), 200);
  });
  router.openapi(cancelJobRoute, async (c) => {
    const { queue, id } = c.req.valid('param');
    return c.json(await deps.admin.jobs.cancel(actorOf(c), queue, id), 200);
  });

  router.openapi(listTicketsRoute, async (c) => c.json(await deps.admin.tickets.list(c.req.valid('query')), 200));
  router.openapi(ticketDetailRoute, async (c) => c.json(await deps.admin.tickets.detail(c.req.valid('param').id), 200));
  router.openapi(replyTicketRoute, async (c) =>
    c.json(await deps.admin.tickets.reply(actorOf(c), c.req.valid('param').id, c.req.valid('json').message), 200),
  );
  router.openapi(closeTicketRoute, async (c) =>
    c.json(await deps.admin.tickets.close(actorOf(c), c.req.valid('param').id, c.req.valid('json').reason), 200),
  );

  router.openapi(auditLogRoute, async (c) => c.json(await deps.admin.audit.list(c.req.valid('query')), 200));

  return router;
}
