/** Handlers of data exports and account deletion. */
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { AccountDataService } from '../../services/account-data';
import type { RateLimiter } from '../../services/rate-limiter';
import { createRouter } from '../openapi-app';
import { confirmDeletionRoute, downloadExportRoute, listExportsRoute, requestDeletionRoute, requestExportRoute } from './account-data.routes';

/** The /me/exports, /exports/{id}/download and /me/deletion routes on the account-data service. */
export function accountDataRouter(deps: { accountData: AccountDataService; rateLimiter: RateLimiter }) {
  const router = createRouter();
  router.use('/me/exports', requireUser);
  router.use('/me/deletion', requireUser);

  router.openapi(requestExportRoute, async (c) => c.json(await deps.accountData.exports.request(currentUser(c).id), 202));

  router.openapi(listExportsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await deps.accountData.exports.list(currentUser(c).id), 200);
  });

  router.openapi(downloadExportRoute, async (c) => {
    const file = await deps.accountData.exports.download(c.req.valid('param').id, c.req.valid('query').token);
    return c.body(file.body, 200, {
      'Content-Type': 'application/zip',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    }) as never;
  });

  router.openapi(requestDeletionRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`deletion:${user.id}`, { windowS: 3600, max: 3 });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    return c.json(await deps.accountData.deletion.request(user.id), 202);
  });

  router.openapi(confirmDeletionRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: await deps.accountData.deletion.confirm(c.req.valid('json').token) }, 200);
  });
  return router;
}
