/** Handlers of listing sets: validate, authorize, call the listing sets service. */
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import { translator } from '../../i18n';
import type { ListingSetsService } from '../../services/listing-sets';
import type { RateLimiter } from '../../services/rate-limiter';
import { createRouter } from '../openapi-app';
import { createListingSetRoute, getListingSetRoute, listingSetArchiveRoute, listListingSetsRoute, previewListingSetRoute } from './listing-sets.routes';

/** Previews a user may ask for per minute (each renders every slot of the set). */
export const LISTING_PREVIEWS_PER_MINUTE = 20;

export function listingSetsRouter(deps: {
  listingSets: ListingSetsService;
  rateLimiter: RateLimiter;
  /** Sets a user may start per minute (the generation limit). */
  setsPerMinute: number;
}) {
  const router = createRouter();
  for (const path of ['/listing-sets', '/listing-sets/*']) router.use(path, requireUser);
  const limit = async (key: string, max: number) => {
    const result = await deps.rateLimiter.consume(key, { windowS: 60, max });
    if (!result.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: result.retryAfterS });
  };

  router.openapi(previewListingSetRoute, async (c) => {
    const user = currentUser(c);
    await limit(`listing-preview:${user.id}`, LISTING_PREVIEWS_PER_MINUTE);
    return c.json(await deps.listingSets.preview(user.id, c.req.valid('json'), c.get('lang')), 200);
  });

  router.openapi(createListingSetRoute, async (c) => {
    const user = currentUser(c);
    await limit(`listing-set:${user.id}`, deps.setsPerMinute);
    return c.json(await deps.listingSets.create(user.id, c.req.valid('json'), c.get('lang')), 202);
  });

  router.openapi(listListingSetsRoute, async (c) => c.json({ items: await deps.listingSets.list(currentUser(c).id, translator(c.get('lang')), { productId: c.req.valid('query').productId }) }, 200));
  router.openapi(getListingSetRoute, async (c) => c.json(await deps.listingSets.get(currentUser(c).id, c.req.valid('param').id, translator(c.get('lang'))), 200));
  router.openapi(listingSetArchiveRoute, async (c) => {
    const { stream, filename } = await deps.listingSets.archive(currentUser(c).id, c.req.valid('param').id);
    return c.body(stream, 200, { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' }) as never;
  });

  return router;
}
