/**
 * Cross-site request forgery check for cookie-authenticated state changes, which must come from our
 * origin (docs/security.md; OWASP CSRF Prevention Cheat Sheet, 'Verifying origin with standard
 * headers' and 'Fetch Metadata').
 *
 * A POST, PUT, PATCH or DELETE that carries a Cookie header is accepted only when
 *   - its `Origin` is one of the app's origins (PUBLIC_URL's, plus trusted development origins), or
 *   - its `Sec-Fetch-Site` is `same-origin` (set by the browser itself; a page cannot forge it).
 * Otherwise it answers 403 `csrf_rejected` with a translated message. Safe methods and requests
 * without a cookie pass (the latter carry no session; they are refused later as signed out), and so
 * do requests made with an API key (`Authorization: Bearer`).
 *
 * Hono's own `csrf` middleware only inspects form-like content types (a JSON body passes
 * unchecked), so this check covers every content type. Webhook routes are not behind it: they
 * prove themselves by signature (routes/webhooks).
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { AppEnv } from './context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme://host[:port]) of a URL, or null when it does not parse. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The middleware. `allowedOrigins`: absolute URLs whose origins may send state changes (at least
 * the app's PUBLIC_URL). @throws AppError 403 'csrf_rejected'.
 */
export function csrfProtection(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => o !== null));
  return async (c, next) => {
    // A request made with an API key is not authenticated by its cookie (http/session.ts), and a
    // page cannot add an Authorization header to a cross-site request without CORS, which the API
    // does not answer: no forgery to guard against.
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie') || c.get('apiKey')) return next();
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) return next();
    if (c.req.header('sec-fetch-site') === 'same-origin') return next();
    c.get('logger').warn({ origin: origin ?? null, secFetchSite: c.req.header('sec-fetch-site') ?? null }, 'cross-origin state change refused');
    throw new AppError(403, 'csrf_rejected', 'csrfRejected');
  };
}
