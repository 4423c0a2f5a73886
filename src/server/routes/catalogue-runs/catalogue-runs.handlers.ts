/** Handlers of catalogue runs: rate limit, then the catalogue runs service. */
import { AppError } from '../../http/app-error';
import { describeFailure } from '../../http/batch-failures';
import { currentUser, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import type { ApiBatchesService } from '../../services/api-batches';
import type { CatalogueRunsService } from '../../services/catalogue-runs';
import type { RateLimiter } from '../../services/rate-limiter';
import { createRouter } from '../openapi-app';
import { listCatalogueRunsRoute, quoteCatalogueRunRoute, startCatalogueRunRoute } from './catalogue-runs.routes';

export function catalogueRunsRouter(deps: { catalogueRuns: CatalogueRunsService; apiBatches: ApiBatchesService; rateLimiter: RateLimiter; runsPerMinute: number }) {
  const router = createRouter();
  for (const path of ['/catalogue-runs', '/catalogue-runs/*']) router.use(path, requireUser);

  router.openapi(quoteCatalogueRunRoute, async (c) => c.json(await deps.catalogueRuns.quote(currentUser(c).id, c.req.valid('json'), c.get('lang')), 200));

  router.openapi(startCatalogueRunRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`batches:${user.id}`, { windowS: 60, max: deps.runsPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    const lang = c.get('lang');
    return c.json(await deps.catalogueRuns.start(user.id, c.req.valid('json'), lang, describeFailure(translator(lang))), 202);
  });

  router.openapi(listCatalogueRunsRoute, async (c) => c.json({ items: await deps.apiBatches.list(currentUser(c).id, 'catalogue', describeFailure(translator(c.get('lang')))) }, 200));

  return router;
}
