/**
 * Who makes the request: an API key (`Authorization: Bearer vtr_live_…`), else the better-auth
 * session of the cookie. An expired, revoked or malformed session counts as signed out; a bearer
 * key that is wrong, revoked or whose owner is banned answers 401 (the caller meant to sign in).
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { ApiKeyScope } from '../../shared/contracts/api-keys';
import type { Tier } from '../../shared/catalog';
import type { AppEnv, SessionUser } from './context';

/** Resolves a bearer API key to its owner and the key's id and scopes; null when not valid. */
export type ApiKeyResolver = (key: string) => Promise<{ user: SessionUser; key: { id: string; scopes: ApiKeyScope[]; tier: Tier } } | null>;

/**
 * Sets `c.var.user` (or null), `c.var.sessionId` and `c.var.apiKey` for every request: from the
 * bearer key through `resolveKey` when a request under /api/v1 has an `Authorization: Bearer` header
 * (its cookie is then ignored), else from the cookie through `resolve` (auth/session-resolver.ts). A session
 * that cannot be read counts as signed out. @throws AppError 401 'invalid_api_key' for a bearer
 * token that is not a valid key.
 */
export function sessionMiddleware(
  resolve: (headers: Headers) => Promise<{ user: SessionUser; sessionId: string } | null>,
  resolveKey?: ApiKeyResolver,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let user: SessionUser | null = null;
    let sessionId: string | null = null;
    c.set('apiKey', null);
    const authorization = c.req.header('authorization');
    // API keys are for /api/v1 only; elsewhere (the development mailbox) the header means nothing.
    if (resolveKey && authorization && c.req.path.startsWith('/api/v1/') && /^bearer(\s|$)/i.test(authorization)) {
      const caller = await resolveKey(authorization.replace(/^bearer\s+/i, '').trim());
      if (!caller) throw new AppError(401, 'invalid_api_key', 'invalidApiKey');
      c.set('user', caller.user);
      c.set('sessionId', null);
      c.set('apiKey', caller.key);
      return next();
    }
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
