/**
 * Limits on /api/auth/* request bodies, before better-auth parses them:
 *   - a body over 64 KB (declared or streamed) answers 413 `request_too_large`;
 *   - a JSON body's account fields must fit: name and profession 100 characters, email 254, any URL
 *     (callbackURL, redirectTo, image) 2048; otherwise 422 `validation_failed`.
 * Errors carry better-auth's `{ code, message }` and the API's `{ error: { code, message } }`.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { TEXT_LIMITS } from '../../shared/safe-text';
import type { AppEnv } from './context';
import { authStyleError } from './auth-error-response';

/** Largest accepted /api/auth/* body, in bytes. */
export const AUTH_BODY_MAX_BYTES = 64 * 1024;

/** Longest accepted value of each account field, in characters (after trimming). */
export const AUTH_FIELD_LIMITS = {
  name: TEXT_LIMITS.name,
  profession: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  newEmail: TEXT_LIMITS.email,
  callbackURL: 2048,
  redirectTo: 2048,
  image: 2048,
} as const;

const limited = (max: number) =>
  z
    .string()
    .refine((v) => v.trim().length <= max, `allows at most ${max} characters`)
    .nullish();

/**
 * The account fields of any /api/auth/* JSON body, with their limits; other fields pass through to
 * better-auth, which validates them itself.
 */
export const authAccountFieldsSchema = z.looseObject(
  Object.fromEntries(Object.entries(AUTH_FIELD_LIMITS).map(([field, max]) => [field, limited(max)])) as Record<
    keyof typeof AUTH_FIELD_LIMITS,
    ReturnType<typeof limited>
  >,
);

/** Size cap: 413 in both error shapes. */
export const authBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: AUTH_BODY_MAX_BYTES,
  onError: (c) => authStyleError(c as never, 413, 'request_too_large', 'requestTooLarge'),
});

/** Field limits on JSON bodies: 422 naming the first field that is too long. */
export const authFieldLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST' || !/\bjson\b/i.test(c.req.header('content-type') ?? '')) return next();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return next();
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const checked = authAccountFieldsSchema.safeParse(body);
    if (!checked.success) {
      const details = checked.error.issues.map((issue) => `${issue.path.join('.')} (${issue.message})`).slice(0, 3).join('; ');
      return authStyleError(c, 422, 'validation_failed', 'validation', { details });
    }
  }
  return next();
};
