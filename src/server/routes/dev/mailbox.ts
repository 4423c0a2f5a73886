/**
 * Dev mail outbox (issue 2): GET /api/dev/mailbox lists stored emails newest first as
 * `[{ id, to, subject, text, html, links, createdAt }]`. Answers 404 when SMTP is configured.
 */
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import type { Mailer } from '../../providers/mail';

export function devMailboxRouter(mailer: Mailer) {
  const router = new Hono<AppEnv>();
  router.get('/mailbox', async (c) => {
    if (!mailer.list) throw new AppError(404, 'not_found', 'mailboxDisabled');
    return c.json(await mailer.list());
  });
  return router;
}
