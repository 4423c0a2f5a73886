/**
 * Where the links in account emails land: sign-up confirmation links go to the app root, and
 * always land on a page that says the email is confirmed. The root page shows the confirmation when it carries EMAIL_CONFIRMED_PARAM; an
 * invalid or expired link comes back with better-auth's `error` parameter added.
 */

/** Query parameter that makes the app root show 'Email confirmed'. */
export const EMAIL_CONFIRMED_PARAM = 'emailConfirmed';

/** The callback of every sign-up confirmation link: the app root, marked. */
export const EMAIL_CONFIRMED_CALLBACK = `/?${EMAIL_CONFIRMED_PARAM}=1`;
