/** Handlers of the /me routes: authorize, call the account service. */
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { AccountService } from '../../services/account';
import { createRouter } from '../openapi-app';
import { getMeRoute } from './me.routes';

export function meRouter(account: AccountService) {
  const router = createRouter();
  router.use('/me', requireUser);
  router.openapi(getMeRoute, async (c) => {
    const summary = await account.summary(currentUser(c).id);
    if (!summary) throw new AppError(401, 'unauthorized', 'unauthorized');
    return c.json(summary, 200);
  });
  return router;
}
