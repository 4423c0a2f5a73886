/** Handlers of batches by API: rate limit, then the batches service. */
import { AppError } from '../../http/app-error';
import { describeFailure } from '../../http/batch-failures';
import { currentUser, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import type { ApiBatchesService } from '../../services/api-batches';
import type { RateLimiter } from '../../services/rate-limiter';
import { createRouter } from '../openapi-app';
import { apiBatchArchiveRoute, cancelApiBatchRoute, createApiBatchRoute, getApiBatchRoute } from './batches.routes';

export function batchesRouter(deps: {
  apiBatches: ApiBatchesService;
  rateLimiter: RateLimiter;
  /** Batches a user may start per minute (the generation limit, GENERATION_RATE_LIMIT_PER_MINUTE). */
  batchesPerMinute: number;
}) {
  const router = createRouter();
  for (const path of ['/batches', '/batches/*']) router.use(path, requireUser);

  router.openapi(createApiBatchRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`batches:${user.id}`, { windowS: 60, max: deps.batchesPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    const lang = c.get('lang');
    const batch = await deps.apiBatches.create(user.id, c.req.valid('json'), lang, describeFailure(translator(lang)));
    return c.json(batch, 202);
  });

  router.openapi(getApiBatchRoute, async (c) => {
    const batch = await deps.apiBatches.get(currentUser(c).id, c.req.valid('param').id, describeFailure(translator(c.get('lang'))));
    return c.json(batch, 200);
  });

  router.openapi(cancelApiBatchRoute, async (c) => {
    const batch = await deps.apiBatches.cancel(currentUser(c).id, c.req.valid('param').id, describeFailure(translator(c.get('lang'))));
    return c.json(batch, 200);
  });

  router.openapi(apiBatchArchiveRoute, async (c) => {
    const { stream, filename } = await deps.apiBatches.archive(currentUser(c).id, c.req.valid('param').id);
    return c.body(stream, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    }) as never;
  });

  return router;
}
