/**
 * Error answers for /api/auth/* routes handled before better-auth: the API's
 * `{ error: { code, message } }` plus better-auth's own `{ code, message }`, so its client shows the
 * translated message too.
 */
import type { Context } from 'hono';
import { translator } from '../i18n';
import type { AppEnv } from './context';

/** An error response in both the API's and better-auth's shapes (for /api/auth/* routes). */
export function authStyleError(c: Context<AppEnv>, status: 400 | 413 | 422 | 429, code: string, messageKey: string, params: Record<string, string | number> = {}) {
  const message = translator(c.get('lang'))(`errors:${messageKey}`, params);
  return c.json({ code: code.toUpperCase(), message, error: { code, message } }, status);
}

