/**
 * Session expiry everywhere: any 401 from the API's
 * /api/v1 routes means the server no longer knows the session. The API clients report it here; the
 * auth provider (features/auth/session.tsx) listens, clears what the browser holds for the user,
 * signs out and sends the user to /signin with a message and the page to come back to.
 *
 * /api/auth answers 401 for a wrong password, which is not an expiry: only /api/v1 counts.
 */
import { LOCAL_STORAGE_KEYS } from '@shared/browser-storage';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The sign-in page. */
export const SIGN_IN_PATH = '/signin';
/** Query parameter carrying the path to return to after signing in. */
export const RETURN_PARAM = 'next';
/** Query parameter saying the session expired (the sign-in page shows the message). */
export const EXPIRED_PARAM = 'expired';

/** Subscribes to session expiries; returns the unsubscribe function. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a request URL or path is one of the API routes whose 401 means 'session expired'. */
export function isSessionScoped(url: string): boolean {
  let path = url;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    // keep the raw value
  }
  return path === '/api/v1' || path.startsWith('/api/v1/');
}

/**
 * Called by every API client with each answer's status and URL: a 401 from /api/v1 notifies the
 * listeners (once per call; the provider ignores repeats while it is already signing out).
 */
export function reportStatus(status: number, url: string): void {
  if (status !== 401 || !isSessionScoped(url)) return;
  for (const listener of [...listeners]) listener();
}

/**
 * A safe in-app path to return to from a `next` value: an absolute path on this origin (one leading
 * '/', no scheme, no '//' or '\' tricks), not the sign-in or sign-up page itself. Anything else gives
 * '/'.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, 'http://app.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://app.invalid') return '/';
  if (url.pathname === SIGN_IN_PATH || url.pathname === '/signup') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in address for a visitor who should come back to `returnTo` (path, query and hash);
 * `expired` adds the 'session expired' message.
 */
export function signInPath(returnTo: string, expired: boolean): string {
  const params = new URLSearchParams();
  if (expired) params.set(EXPIRED_PARAM, '1');
  const back = safeReturnPath(returnTo);
  if (back !== '/') params.set(RETURN_PARAM, back);
  const query = params.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}

/** Local-storage keys that belong to the device, not to the signed-in user (kept on sign-out). */
const DEVICE_KEYS: readonly string[] = [LOCAL_STORAGE_KEYS.theme, LOCAL_STORAGE_KEYS.language];

/**
 * Clears what the browser keeps for the signed-in user: every local-storage key except the device's
 * theme and language (signed-out visitors keep those), and session storage.
 * Storage that cannot be used (private mode) is skipped.
 */
export function clearLocalState(local: Storage | undefined = globalThis.localStorage, session: Storage | undefined = globalThis.sessionStorage): void {
  try {
    if (local) {
      const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter((k): k is string => k !== null);
      for (const key of keys) if (!DEVICE_KEYS.includes(key)) local.removeItem(key);
    }
  } catch {
    // storage unavailable
  }
  try {
    session?.clear();
  } catch {
    // storage unavailable
  }
}
