/** Handlers of the admin chat console and of account managers: behind requireAdmin; each calls one service. */
import { chatEventStream } from '../../http/chat-event-stream';
import { requireAdmin } from '../../http/require-admin';
import { currentUser } from '../../http/session';
import type { AdminServices } from '../../services/admin';
import { createRouter } from '../openapi-app';
import type { AccountManagersService } from '../../services/account-managers';
import {
  adminChatEventsRoute,
  adminChatMessageRoute,
  adminChatReadRoute,
  adminChatRoute,
  adminChatsRoute,
  adminChatTypingRoute,
  adminManagerRoute,
  assignManagerRoute,
  unassignManagerRoute,
} from './admin-chats.routes';

export function adminChatsRouter(deps: { admin: Pick<AdminServices, 'chats'>; accountManagers: AccountManagersService }) {
  const router = createRouter();
  router.use('/admin/chats', requireAdmin);
  router.use('/admin/chats/*', requireAdmin);
  router.use('/admin/users/:id/manager', requireAdmin);

  router.openapi(adminChatsRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.admin.chats.list(), 200);
  });
  router.openapi(adminChatRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.admin.chats.conversation(c.req.valid('param').id), 200);
  });
  router.openapi(adminChatMessageRoute, async (c) => {
    const user = currentUser(c);
    return c.json(await deps.admin.chats.send({ id: user.id, email: user.email }, c.req.valid('param').id, c.req.valid('json').message), 201);
  });
  router.openapi(adminChatTypingRoute, async (c) => {
    await deps.admin.chats.typing(c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(adminChatReadRoute, async (c) => {
    await deps.admin.chats.read(c.req.valid('param').id);
    return c.body(null, 204);
  });
  router.openapi(adminChatEventsRoute, async (c) => {
    const id = c.req.valid('param').id;
    await deps.admin.chats.poll(id, Number.MAX_SAFE_INTEGER);
    return chatEventStream(c, (after) => deps.admin.chats.poll(id, after)) as never;
  });

  router.openapi(adminManagerRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await deps.accountManagers.adminView(c.req.valid('param').id), 200);
  });
  router.openapi(assignManagerRoute, async (c) => {
    const user = currentUser(c);
    return c.json(await deps.accountManagers.assign({ id: user.id, email: user.email }, c.req.valid('param').id, c.req.valid('json').managerId), 200);
  });
  router.openapi(unassignManagerRoute, async (c) => {
    const user = currentUser(c);
    return c.json(await deps.accountManagers.unassign({ id: user.id, email: user.email }, c.req.valid('param').id), 200);
  });
  return router;
}
