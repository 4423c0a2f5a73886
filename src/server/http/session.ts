/**
 * Session middleware: resolves the better-auth session from the request's cookie. An expired,
 * revoked or malformed session counts as signed out.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { AppEnv, SessionUser } from './context';

/**
 * Sets `c.var.user` (or null) and `c.var.sessionId` for every request, from `resolve`
 * (auth/session-resolver.ts). A session that cannot be read counts as signed out.
 */
export function sessionMiddleware(resolve: (headers: Headers) => Promise<{ user: SessionUser; sessionId: string } | null>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let user: SessionUser | null = null;
    let sessionId: string | null = null;
    if (c.req.header('cookie')) {
      try {
        const session = await resolve(c.req.raw.headers);
        if (session) {
          user = session.user;
          sessionId = session.sessionId;
        }
      } catch (error) {
        c.get('logger').warn({ err: error }, 'invalid session treated as signed out');
      }
    }
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
  };
}

/** Answers 401 unless signed in. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError(401, 'unauthorized', 'unauthorized');
  await next();
};

/** The signed-in user; call only behind `requireUser`. @throws AppError 401 otherwise. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError(401, 'unauthorized', 'unauthorized');
  return user;
}
