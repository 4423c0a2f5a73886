/**
 * Dev mail outbox (development only, locked down as below): GET /api/dev/mailbox lists stored
 * emails newest first as `[{ id, to, subject, text, html, links, createdAt }]`.
 *
 * Who may read it (docs/security.md):
 *   - with SMTP_URL set, or with NODE_ENV=production, the route does not exist (404);
 *   - an admin session may always read it;
 *   - anyone else only while the server is bound to a loopback address (HOST 127.0.0.1, ::1 or
 *     localhost, the default), the request did not pass through a proxy (no Forwarded,
 *     X-Forwarded-For or X-Real-IP header), and it names a loopback host (its Host header is
 *     localhost, 127.x.x.x or [::1]): then only people on this machine can reach it, and a web page
 *     elsewhere cannot read it by pointing its own domain name at 127.0.0.1 (DNS rebinding: the
 *     browser then sends that domain as the Host);
 *   - otherwise 401 when signed out, 403 when signed in without the admin role.
 */
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { isAdmin } from '../../http/require-admin';
import type { DevMailboxService } from '../../services/dev-mailbox';

/** Whether a bind address (HOST) only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/** Headers a reverse proxy adds; their presence means the client may be anywhere. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

export interface MailboxOptions {
  /** NODE_ENV === 'production': no mailbox route at all. */
  production: boolean;
  /** The HOST the server listens on. */
  host: string;
}

/** Whether the mailbox routes exist for this configuration (an outbox mailer, outside production). */
export function mailboxEnabled(mailbox: DevMailboxService, options: MailboxOptions): boolean {
  return mailbox.hasOutbox() && !options.production;
}

/** The /api/dev router; mount it after the session middleware (admins are recognised by session). */
export function devMailboxRouter(mailbox: DevMailboxService, options: MailboxOptions) {
  const router = new Hono<AppEnv>();
  const enabled = mailboxEnabled(mailbox, options);
  const loopback = isLoopbackHost(options.host);
  router.get('/mailbox', async (c) => {
    if (!enabled) throw new AppError(404, 'not_found', 'mailboxDisabled');
    const user = c.get('user');
    // The URL's host is the request's Host header (Node's HTTP server builds the URL from it).
    const local = loopback && PROXY_HEADERS.every((h) => c.req.header(h) === undefined) && isLoopbackHost(new URL(c.req.url).hostname);
    if (!isAdmin(user) && !local) {
      if (!user) throw new AppError(401, 'unauthorized', 'mailboxAdminsOnly');
      throw new AppError(403, 'forbidden', 'mailboxAdminsOnly');
    }
    c.header('Cache-Control', 'no-store');
    return c.json(await mailbox.list());
  });
  return router;
}
