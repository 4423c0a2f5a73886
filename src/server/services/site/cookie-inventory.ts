/**
 * The cookies this instance may set: the cookies actually set, listed from the code, not written by
 * hand. better-auth's names and lifetimes come from better-auth itself (`getCookies` and the
 * options the app passes it: https://www.better-auth.com/docs/concepts/cookies), so a prefix, a
 * `__Secure-` name under https or a new option shows up here without editing text; the web app's
 * own cookie comes from src/shared/browser-storage.ts.
 *
 * cookie-inventory.test.ts scans the source for cookie writers and the legal integration test
 * collects every Set-Cookie of the account journeys: a cookie that is not listed here fails them.
 */
import type { BetterAuthOptions } from 'better-auth';
import { createCookieGetter, getCookies } from 'better-auth/cookies';
import { SIDEBAR_COOKIE } from '../../../shared/browser-storage';
import type { CookieInfo } from '../../../shared/contracts/site';

/** better-auth's default session lifetime when `session.expiresIn` is not set (7 days). */
const DEFAULT_SESSION_S = 7 * 24 * 3600;
/** Lifetime of better-auth's signed OAuth `state` cookie (database state strategy): 5 minutes. */
const OAUTH_STATE_S = 300;
/** Lifetime of the encrypted `oauth_state` cookie (cookie state strategy): 10 minutes. */
const OAUTH_STATE_COOKIE_S = 600;
/** better-auth's default cookie-cache lifetime: 5 minutes. */
const COOKIE_CACHE_S = 300;

/** The cookie name better-auth builds for `name` (prefix, `__Secure-` under https, overrides). */
function authCookieName(options: BetterAuthOptions, name: string): string {
  return createCookieGetter(options)(name).name;
}

/** True when at least one OAuth provider is configured (social providers or a generic OAuth plugin). */
function oauthEnabled(options: BetterAuthOptions): boolean {
  const social = Object.values(options.socialProviders ?? {}).some((p) => p && (p as { enabled?: boolean }).enabled !== false);
  const generic = (options.plugins ?? []).some((p) => p.id === 'generic-oauth');
  return social || generic;
}

/**
 * Every cookie the server (better-auth with `options`) and the web app may set, in the order the
 * cookie page shows them. Cookies that only exist with an option (cookie cache, account cookie,
 * OAuth, admin impersonation) are listed only when that option is on.
 */
export function cookieInventory(options: BetterAuthOptions): CookieInfo[] {
  const names = getCookies(options);
  const sessionS = options.session?.expiresIn ?? DEFAULT_SESSION_S;
  const list: CookieInfo[] = [
    { name: names.sessionToken.name, purpose: 'session', maxAgeSeconds: sessionS, httpOnly: true, setBy: 'server' },
    // Set at sign-in with 'remember me' off: the session then ends with the browser.
    { name: names.dontRememberToken.name, purpose: 'dontRemember', maxAgeSeconds: null, httpOnly: true, setBy: 'server' },
  ];
  if (options.session?.cookieCache?.enabled) {
    list.push({ name: names.sessionData.name, purpose: 'sessionCache', maxAgeSeconds: options.session.cookieCache.maxAge ?? COOKIE_CACHE_S, httpOnly: true, setBy: 'server' });
  }
  if (options.account?.storeAccountCookie) {
    list.push({ name: names.accountData.name, purpose: 'accountCache', maxAgeSeconds: options.session?.cookieCache?.maxAge ?? COOKIE_CACHE_S, httpOnly: true, setBy: 'server' });
  }
  if (oauthEnabled(options)) {
    const cookieStrategy = options.account?.storeStateStrategy === 'cookie';
    list.push({
      name: authCookieName(options, cookieStrategy ? 'oauth_state' : 'state'),
      purpose: 'oauthState',
      maxAgeSeconds: cookieStrategy ? OAUTH_STATE_COOKIE_S : OAUTH_STATE_S,
      httpOnly: true,
      setBy: 'server',
    });
  }
  if ((options.plugins ?? []).some((p) => p.id === 'admin')) {
    // Set only while an administrator acts as another user (the admin plugin's impersonation).
    list.push({ name: authCookieName(options, 'admin_session'), purpose: 'impersonation', maxAgeSeconds: sessionS, httpOnly: true, setBy: 'server' });
  }
  list.push({ name: SIDEBAR_COOKIE.name, purpose: 'sidebar', maxAgeSeconds: SIDEBAR_COOKIE.maxAgeSeconds, httpOnly: false, setBy: 'browser' });
  return list;
}
