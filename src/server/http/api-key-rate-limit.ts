/**
 * Rate limits of API keys, by the plan of the key's owner (API_REQUESTS_PER_MINUTE), counted in
 * the database so that every process enforces one limit. Every answer to a key carries the IETF
 * HTTPAPI "RateLimit header fields for HTTP" draft's fields:
 *   RateLimit-Policy: "minute";q=<requests a minute>;w=60
 *   RateLimit: "minute";r=<requests left>;t=<seconds until the window resets>
 * Over the limit: 429 `rate_limited` with `Retry-After`. Browser sessions are not counted here
 * (their uploads, generations and sign-ins have their own limits).
 */
import type { MiddlewareHandler } from 'hono';
import { API_REQUESTS_PER_MINUTE } from '../../shared/contracts/api-keys';
import type { RateLimiter } from '../services/rate-limiter';
import { AppError } from './app-error';
import type { AppEnv } from './context';

const WINDOW_S = 60;

/** The middleware on `limiter`. */
export function apiKeyRateLimit(limiter: Pick<RateLimiter, 'consume'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.get('apiKey');
    if (!key) return next();
    const quota = API_REQUESTS_PER_MINUTE[key.tier];
    const result = await limiter.consume(`api-key:${key.id}`, { windowS: WINDOW_S, max: quota });
    const policy = `"minute";q=${quota};w=${WINDOW_S}`;
    const state = `"minute";r=${result.remaining ?? 0};t=${result.resetS ?? WINDOW_S}`;
    if (!result.allowed) {
      c.header('RateLimit-Policy', policy);
      c.header('RateLimit', state);
      c.header('Retry-After', String(result.retryAfterS));
      throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: result.retryAfterS });
    }
    await next();
    c.res.headers.set('RateLimit-Policy', policy);
    c.res.headers.set('RateLimit', state);
  };
}
