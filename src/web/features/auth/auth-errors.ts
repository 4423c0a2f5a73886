/**
 * Maps auth errors (better-auth `{ code, message, status }`, or thrown exceptions) to the app's
 * user-facing messages ('Incorrect email or password.', 'This email is already registered...'),
 * translated.
 */
import type { TFunction } from 'i18next';

/** The error shape better-auth's client returns. */
export type AuthErrorLike = { code?: string | undefined; message?: string | undefined; status?: number | undefined } | null | undefined;

/** What went wrong, for screens that react differently (e.g. offer 'Resend confirmation email'). */
export type AuthErrorKind = 'alreadyRegistered' | 'invalidCredentials' | 'emailNotVerified' | 'rateLimited' | 'invalidToken' | 'other';

/** A translated message plus its kind; `key` is the i18n key when the message is ours (re-translatable). */
export type AuthErrorInfo = { kind: AuthErrorKind; message: string; key?: string };

const ALREADY_REGISTERED = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);
const INVALID_TOKEN = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/**
 * Turns an auth error into a message. `fallbackKey` is the auth-namespace key used when the server gave
 * no message (defaults to the generic 'An unexpected error occurred.').
 */
export function describeAuthError(
  error: AuthErrorLike,
  t: TFunction,
  fallbackKey: string = 'messages.unexpected',
): AuthErrorInfo {
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  if (error?.status === 429 || code === 'TOO_MANY_REQUESTS' || code === 'RATE_LIMITED') {
    return { kind: 'rateLimited', message: t('auth:messages.tooManyAttempts'), key: 'auth:messages.tooManyAttempts' };
  }
  if (ALREADY_REGISTERED.has(code) || /already (registered|exists)/i.test(message)) {
    return { kind: 'alreadyRegistered', message: t('auth:messages.alreadyRegistered'), key: 'auth:messages.alreadyRegistered' };
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || /invalid (login credentials|email or password)/i.test(message)) {
    return { kind: 'invalidCredentials', message: t('auth:messages.invalidCredentials'), key: 'auth:messages.invalidCredentials' };
  }
  if (code === 'EMAIL_NOT_VERIFIED') {
    return { kind: 'emailNotVerified', message: t('auth:messages.emailNotVerified'), key: 'auth:messages.emailNotVerified' };
  }
  if (code === 'BANNED_USER') {
    // better-auth's admin plugin refuses a banned account's sign-in; its message is English only.
    return { kind: 'other', message: t('auth:messages.banned'), key: 'auth:messages.banned' };
  }
  if (INVALID_TOKEN.has(code)) {
    return { kind: 'invalidToken', message: t('auth:resetPassword.invalidTitle'), key: 'auth:resetPassword.invalidTitle' };
  }
  if (code === 'RESET_PASSWORD_DISABLED') {
    return { kind: 'other', message: t('auth:messages.resetNotConfigured'), key: 'auth:messages.resetNotConfigured' };
  }
  if (code === 'PASSWORD_TOO_SHORT') {
    return { kind: 'other', message: t('auth:validation.passwordMin'), key: 'auth:validation.passwordMin' };
  }
  // Unknown errors: the server's own (translated) message when it sent one, else the fallback.
  const usable = message && !/^HTTP_\d+$/.test(message) && error?.status !== 0;
  return usable ? { kind: 'other', message } : { kind: 'other', message: t(`auth:${fallbackKey}`), key: `auth:${fallbackKey}` };
}

/** Message for an exception thrown while calling the server (network down, bug). */
export function unexpectedError(t: TFunction, e: unknown): AuthErrorInfo {
  console.error(e);
  return { kind: 'other', message: t('auth:messages.unexpected'), key: 'auth:messages.unexpected' };
}
