/**
 * Handlers of live chat and of the thread with a dedicated manager, for signed-in users, each on
 * their own threads; messages are rate limited per user.
 */
import { chatEventStream } from '../../http/chat-event-stream';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { RateLimiter } from '../../services/rate-limiter';
import { CHAT_MESSAGES_PER_10_MIN, type SupportChatService } from '../../services/support-chat';
import { createRouter } from '../openapi-app';
import type { AccountManagersService } from '../../services/account-managers';
import {
  chatEventsRoute,
  chatReadRoute,
  chatTypingRoute,
  managerPhotoRoute,
  managerThreadRoute,
  sendChatMessageRoute,
  startChatRoute,
  startManagerThreadRoute,
  supportChatRoute,
  supportUnreadRoute,
} from './support-chat.routes';

export function supportChatRouter(deps: { supportChat: SupportChatService; accountManagers: Pick<AccountManagersService, 'photoFor'>; rateLimiter: RateLimiter }) {
  const router = createRouter();
  router.use('/support/chat', requireUser);
  router.use('/support/chat/*', requireUser);
  router.use('/support/unread', requireUser);
  router.use('/support/manager', requireUser);
  router.use('/support/manager/*', requireUser);

  const limit = async (userId: string) => {
    const result = await deps.rateLimiter.consume(`chat-message:${userId}`, { windowS: 600, max: CHAT_MESSAGES_PER_10_MIN });
    if (!result.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: result.retryAfterS });
  };

  router.openapi(supportChatRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await deps.supportChat.current(currentUser(c).id), 200);
  });

  router.openapi(startChatRoute, async (c) => {
    const user = currentUser(c);
    await limit(user.id);
    return c.json(await deps.supportChat.start(user.id, c.req.valid('json').message, c.get('lang')), 201);
  });

  router.openapi(sendChatMessageRoute, async (c) => {
    const user = currentUser(c);
    await limit(user.id);
    return c.json(await deps.supportChat.send(user.id, c.req.valid('param').id, c.req.valid('json').message), 201);
  });

  router.openapi(chatTypingRoute, async (c) => {
    await deps.supportChat.typing(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  router.openapi(chatReadRoute, async (c) => {
    await deps.supportChat.read(currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  router.openapi(chatEventsRoute, async (c) => {
    const userId = currentUser(c).id;
    const id = c.req.valid('param').id;
    // A stranger's or unknown id is a 404 before the stream opens.
    await deps.supportChat.poll(userId, id, Number.MAX_SAFE_INTEGER);
    return chatEventStream(c, (after) => deps.supportChat.poll(userId, id, after)) as never;
  });

  router.openapi(managerThreadRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await deps.supportChat.managerThread(currentUser(c).id), 200);
  });

  router.openapi(startManagerThreadRoute, async (c) => {
    const user = currentUser(c);
    await limit(user.id);
    return c.json(await deps.supportChat.startManager(user.id, c.req.valid('json').message, c.get('lang')), 201);
  });

  router.openapi(managerPhotoRoute, async (c) => {
    const photo = await deps.accountManagers.photoFor(currentUser(c).id);
    const current = c.req.valid('query').v === photo.version;
    return c.body(new Uint8Array(photo.data), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(photo.data.length),
      'Cache-Control': current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });

  router.openapi(supportUnreadRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ count: await deps.supportChat.unread(currentUser(c).id) }, 200);
  });
  return router;
}
