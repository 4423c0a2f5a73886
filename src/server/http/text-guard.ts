/**
 * Refuses unstorable text anywhere in an API request: a NUL character or an
 * unpaired surrogate in the path, in a query value, or in any string or key of a JSON body
 * answers 400 `invalid_text` with a translated message, before any handler or database sees it.
 * The zod schemas of free-text fields refuse the same text again (shared/safe-text.ts); multipart
 * file names are checked by the upload route.
 *
 * Auth routes (/api/auth/*) get the error in better-auth's shape too (`{ code, message }`) so its
 * client shows the message. Webhooks (/api/webhooks/*) are left alone: their bodies must reach the
 * signature check byte for byte, and the payload is the vendor's, not user text.
 */
import type { MiddlewareHandler } from 'hono';
import { containsUnstorableText, isStorableText } from '../../shared/safe-text';
import { AppError } from './app-error';
import { authStyleError } from './auth-error-response';
import type { AppEnv } from './context';

/** Whether the request's path or query carries unstorable text. */
function urlHasBadText(url: string): boolean {
  const parsed = new URL(url);
  if (/%00/i.test(parsed.pathname) || /%00/i.test(parsed.search)) return true;
  for (const [key, value] of parsed.searchParams) {
    if (!isStorableText(key) || !isStorableText(value)) return true;
  }
  return false;
}

/** The middleware, for /api/*. Reads (and caches) JSON bodies of state-changing requests. */
export const textGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.path.startsWith('/api/webhooks/')) return next();
  const auth = c.req.path.startsWith('/api/auth/');
  const refuse = () => {
    if (auth) return authStyleError(c, 400, 'invalid_text', 'invalidText');
    throw new AppError(400, 'invalid_text', 'invalidText');
  };
  if (urlHasBadText(c.req.url)) return refuse();
  const type = c.req.header('content-type') ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /\bjson\b/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await c.req.text());
    } catch {
      // Not valid JSON: the route's own validation answers it.
      return next();
    }
    if (containsUnstorableText(parsed)) return refuse();
  }
  return next();
};
