/** Handlers of the /me routes: authorize, call one service. */
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { AccountService } from '../../services/account';
import type { PreferencesService } from '../../services/preferences';
import type { StatsService } from '../../services/stats';
import { createRouter } from '../openapi-app';
import { getCreateSettingsRoute, getMeRoute, getPreferencesRoute, getStatsRoute, updatePreferencesRoute } from './me.routes';

export function meRouter(deps: { account: AccountService; preferences: PreferencesService; stats: StatsService }) {
  const router = createRouter();
  router.use('/me', requireUser);
  router.use('/me/*', requireUser);
  router.openapi(getMeRoute, async (c) => {
    const summary = await deps.account.summary(currentUser(c).id);
    if (!summary) throw new AppError(401, 'unauthorized', 'unauthorized');
    return c.json(summary, 200);
  });
  router.openapi(getPreferencesRoute, async (c) => c.json(await deps.preferences.get(currentUser(c).id), 200));
  router.openapi(updatePreferencesRoute, async (c) =>
    c.json(await deps.preferences.update(currentUser(c).id, c.req.valid('json')), 200),
  );
  router.openapi(getCreateSettingsRoute, async (c) =>
    c.json({ settings: await deps.preferences.createSettings(currentUser(c).id) }, 200),
  );
  router.openapi(getStatsRoute, async (c) =>
    c.json(await deps.stats.forUser(currentUser(c).id, c.req.valid('query').tz), 200),
  );
  return router;
}
