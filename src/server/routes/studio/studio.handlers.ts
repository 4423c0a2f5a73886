/** Handlers of Studio Photos: validate, authorize, call the batches service. */
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import type { RateLimiter } from '../../services/rate-limiter';
import type { StudioBatchesService } from '../../services/studio-batches';
import { createRouter } from '../openapi-app';
import { createStudioBatchRoute, getStudioBatchRoute, studioBatchArchiveRoute } from './studio.routes';

export function studioRouter(deps: {
  studio: StudioBatchesService;
  rateLimiter: RateLimiter;
  /** Batches a user may start per minute (the generation limit, GENERATION_RATE_LIMIT_PER_MINUTE). */
  batchesPerMinute: number;
}) {
  const router = createRouter();
  for (const path of ['/studio-batches', '/studio-batches/*']) router.use(path, requireUser);

  router.openapi(createStudioBatchRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`studio:${user.id}`, { windowS: 60, max: deps.batchesPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    const created = await deps.studio.create(user.id, c.req.valid('json'));
    return c.json(created, 202);
  });

  router.openapi(studioBatchArchiveRoute, async (c) => {
    const { stream, filename } = await deps.studio.archive(currentUser(c).id, c.req.valid('param').id);
    return c.body(stream, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    }) as never;
  });

  router.openapi(getStudioBatchRoute, async (c) => {
    const view = await deps.studio.get(currentUser(c).id, c.req.valid('param').id, translator(c.get('lang')));
    return c.json(view, 200);
  });

  return router;
}
