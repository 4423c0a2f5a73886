/**
 * Who is signed in, for every API request with a cookie: the common case in one prepared query,
 * everything else through better-auth.
 *
 * better-auth's `getSession` builds an endpoint context, verifies the cookie's signature with
 * WebCrypto (importing the key each time), builds its session-and-user query, and filters both
 * records: most of the CPU an authenticated read costs. For the case that needs none of its writes,
 * this module does the same checks itself, with the same rules (better-auth 1.7, session route):
 *   - the session cookie (`authCookies.sessionToken`, `__Secure-` prefixed on https) is
 *     `<token>.<signature>`, the signature being base64 HMAC-SHA256 of the token with the app's
 *     secret (44 characters); a wrong or malformed signature is signed out, as in better-auth;
 *   - the session row with that token, joined to its user, must exist and not be expired;
 *   - a session due for its refresh (`expiresAt - expiresIn + updateAge <= now`), an expired one
 *     (whose row better-auth deletes), and a 'don't remember me' session go to better-auth's
 *     `getSession`, which does what it always did.
 * Sessions stay in the database only (no cookie cache): a revoked session is signed out at its
 * next request, in every process.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';
import type { SessionsService } from '../services/sessions';
import type { Auth } from './auth';

/** The signed-in user as requests use it, and the session's id. */
export interface ResolvedSession {
  user: { id: string; name: string; email: string; emailVerified: boolean; profession?: string | null; role?: string | null };
  sessionId: string;
}

/** Resolves the session of a request's headers; null when signed out, expired or invalid. Throws what better-auth or the database throw. */
export type SessionResolver = (headers: Headers) => Promise<ResolvedSession | null>;

/** What the resolver reads of better-auth's context (`auth.$context`). */
interface AuthContextPart {
  secret: string;
  authCookies: { sessionToken: { name: string }; dontRememberToken: { name: string } };
  sessionConfig: { expiresIn: number; updateAge: number };
}

/**
 * Builds the resolver on better-auth (`auth`, for its cookie names, secret, session lifetimes and
 * the cases it handles) and the sessions service (`findByToken`).
 */
export function createSessionResolver(auth: Auth, sessions: Pick<SessionsService, 'findByToken'>): SessionResolver {
  let context: Promise<AuthContextPart> | undefined;

  async function viaBetterAuth(headers: Headers): Promise<ResolvedSession | null> {
    const found = await auth.api.getSession({ headers });
    if (!found || found.session.expiresAt.getTime() <= Date.now()) return null;
    return { user: found.user as ResolvedSession['user'], sessionId: found.session.id };
  }

  return async (headers) => {
    const header = headers.get('cookie');
    if (!header) return null;
    context ??= auth.$context as unknown as Promise<AuthContextPart>;
    const { secret, authCookies, sessionConfig } = await context;
    const cookies = parseCookies(header);
    const value = cookies.get(authCookies.sessionToken.name);
    if (!value) return null;
    if (cookies.has(authCookies.dontRememberToken.name)) return viaBetterAuth(headers);
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (signature.length !== 44 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    const found = await sessions.findByToken(token);
    if (!found) return null;
    const expiresAt = found.expiresAt.getTime();
    const dueForRefresh = expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000 <= Date.now();
    if (expiresAt <= Date.now() || dueForRefresh) return viaBetterAuth(headers);
    return { user: found.user, sessionId: found.sessionId };
  };
}
