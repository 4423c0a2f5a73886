/**
 * Handlers of the notification and privacy routes. Unsubscribe links work without a session: the
 * signed token names the user and the category. POST /unsubscribe/one-click is the RFC 8058 target
 * of the List-Unsubscribe header (mail clients post `List-Unsubscribe=One-Click` to it).
 */
import { currentUser, requireUser } from '../../http/session';
import type { AccountChoices } from '../../services/account-choices';
import type { NoticesService } from '../../services/notices';
import { createRouter } from '../openapi-app';
import {
  getNotificationsRoute,
  getPrivacyRoute,
  unsubscribeRoute,
  updateNotificationsRoute,
  updatePrivacyRoute,
  watchingRoute,
} from './choices.routes';

export function choicesRouter(deps: { choices: AccountChoices; notices: NoticesService }) {
  const router = createRouter();
  for (const path of ['/me/notifications', '/me/privacy', '/me/watching']) router.use(path, requireUser);

  router.openapi(getNotificationsRoute, async (c) => c.json(await deps.choices.notifications(currentUser(c).id), 200));
  router.openapi(updateNotificationsRoute, async (c) => c.json(await deps.choices.updateNotifications(currentUser(c).id, c.req.valid('json')), 200));
  router.openapi(getPrivacyRoute, async (c) => c.json(await deps.choices.privacy(currentUser(c).id), 200));
  router.openapi(updatePrivacyRoute, async (c) => c.json(await deps.choices.updatePrivacy(currentUser(c).id, c.req.valid('json')), 200));

  router.openapi(watchingRoute, async (c) => {
    const { kind, id } = c.req.valid('json');
    await deps.notices.completion.heartbeat(currentUser(c).id, kind, id);
    return c.body(null, 204);
  });

  router.openapi(unsubscribeRoute, async (c) => {
    const { token, subscribe } = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.notices.unsubscribe(token, subscribe), 200);
  });

  // RFC 8058 one-click unsubscribe: the token is in the URL of the List-Unsubscribe header.
  router.post('/unsubscribe/one-click', async (c) => {
    await deps.notices.unsubscribe(c.req.query('token') ?? '');
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  return router;
}
