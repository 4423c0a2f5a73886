/**
 * better-auth client for the web app: same origin, base path /api/auth, and every request carries the
 * current UI language so server messages come back translated.
 */
import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { EMAIL_CONFIRMED_CALLBACK } from '@shared/auth-links';
import { currentLanguage } from '@web/lib/api';

/** The app's auth client (sign-up, sign-in, sessions, verification and password reset). */
export const authClient = createAuthClient({
  baseURL: typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
  basePath: '/api/auth',
  plugins: [inferAdditionalFields({ user: { profession: { type: 'string', required: false } } })],
  fetchOptions: {
    // Resolve fetch at call time (the client would otherwise keep the one present at start-up).
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
    onRequest(ctx) {
      ctx.headers.set('Accept-Language', currentLanguage());
    },
  },
});

/** Paths the auth emails send the user back to (same origin); confirmations land on the app root. */
export const AUTH_CALLBACKS = {
  emailConfirmation: EMAIL_CONFIRMED_CALLBACK,
  resetPassword: '/reset-password',
} as const;
