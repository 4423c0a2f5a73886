/**
 * Where the links in account emails land: sign-up confirmation links go to the app root, and
 * always land on a page that says the email is confirmed. The root page shows the confirmation when it carries EMAIL_CONFIRMED_PARAM; an
 * invalid or expired link comes back with better-auth's `error` parameter added.
 */

/** Query parameter that makes the app root show 'Email confirmed'. */
export const EMAIL_CONFIRMED_PARAM = 'emailConfirmed';

/** The callback of every sign-up confirmation link: the app root, marked. */
export const EMAIL_CONFIRMED_CALLBACK = `/?${EMAIL_CONFIRMED_PARAM}=1`;

/** Query parameter of the confirmation landing that holds the in-app page the user was on their way to. */
export const EMAIL_CONFIRMED_NEXT_PARAM = 'next';

/**
 * The confirmation callback for a sign-up that began on its way to `next` (an in-app path such as
 * '/pricing?trial=Plus', already checked by the caller): the marked app root with `next` kept, so
 * the confirmed page can continue there. Without a `next` (or with '/'), the plain callback.
 */
export function emailConfirmedCallback(next: string | null): string {
  if (!next || next === '/') return EMAIL_CONFIRMED_CALLBACK;
  return `${EMAIL_CONFIRMED_CALLBACK}&${EMAIL_CONFIRMED_NEXT_PARAM}=${encodeURIComponent(next)}`;
}
