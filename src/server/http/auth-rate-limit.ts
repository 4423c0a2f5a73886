/**
 * Rate limits on the auth endpoints: sign-in and password reset per IP and per email;
 * sign-up and confirmation resends likewise. Counters live in the database (rate-limiter.ts).
 * The per-email sign-in limit counts failed attempts only and a successful sign-in clears it,
 * so a stranger's failures cannot lock the owner out for longer than it takes
 * them to fail `perMinute` times, and the owner's own successes never count.
 * A refused attempt gets 429 with Retry-After; its body carries better-auth's `{ code, message }`
 * and the API's `{ error: { code, message } }` so every client reads it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RateLimiter } from '../services/rate-limiter';
import type { AppEnv } from './context';
import { authStyleError } from './auth-error-response';

/** Auth paths (under /api/auth) that are limited. */
export const LIMITED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
  '/reset-password',
  // Also limited: guessing the current password with a stolen session, mail sent to any address, OAuth starts.
  '/change-password',
  '/change-email',
  '/sign-in/social',
] as const;

/** Client IP: the first X-Forwarded-For hop when behind a trusted proxy, else the socket address. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Middleware for /api/auth/*: `perMinute` attempts per IP and per email on each limited path. */
export function authRateLimit(limiter: RateLimiter, perMinute: number, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sub = c.req.path.replace(/^\/api\/auth/, '');
    const limited = c.req.method === 'POST' && LIMITED_AUTH_PATHS.find((p) => sub === p);
    if (!limited) return next();
    const keys = [`auth:ip:${limited}:${clientIp(c, trustProxy)}`];
    let emailKey: string | null = null;
    try {
      // c.req.json() reads the body cached by the text guard (the raw stream is already read).
      const body = (await c.req.json()) as { email?: unknown };
      if (typeof body.email === 'string' && body.email.trim()) {
        emailKey = `auth:email:${limited}:${body.email.trim().toLowerCase()}`;
      }
    } catch {
      // Not JSON: better-auth answers the bad body itself.
    }
    // Sign-in: the per-email counter holds failures only (checked here, recorded after the answer).
    const failuresOnly = limited === '/sign-in/email' ? emailKey : null;
    if (emailKey && !failuresOnly) keys.push(emailKey);
    const rule = { windowS: 60, max: perMinute };
    let retryAfterS = 0;
    for (const key of keys) {
      const result = await limiter.consume(key, rule);
      if (!result.allowed) retryAfterS = Math.max(retryAfterS, result.retryAfterS);
    }
    if (failuresOnly) {
      const result = await limiter.check(failuresOnly, rule);
      if (!result.allowed) retryAfterS = Math.max(retryAfterS, result.retryAfterS);
    }
    if (retryAfterS > 0) {
      c.header('Retry-After', String(retryAfterS));
      return authStyleError(c, 429, 'rate_limited', 'rateLimited', { seconds: retryAfterS });
    }
    await next();
    if (failuresOnly) {
      if (c.res.status >= 200 && c.res.status < 300) await limiter.reset(failuresOnly);
      else if (c.res.status >= 400 && c.res.status < 500) await limiter.consume(failuresOnly, rule);
    }
  };
}
