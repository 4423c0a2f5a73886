/**
 * The landing of sign-up confirmation links. better-auth builds
 * the link with the callbackURL the client sent, or '/' when it sent none: the confirmation re-sent
 * at sign-in (`emailVerification.sendOnSignIn`) has none and used to land on the plain landing page.
 * Such links get the marked app root (src/shared/auth-links.ts), which says the email is confirmed;
 * a page a client chose on purpose is kept.
 * better-auth's link shape: https://www.better-auth.com/docs/concepts/email#email-verification
 */
import { EMAIL_CONFIRMED_CALLBACK } from '../../shared/auth-links';

/** `url` (better-auth's /verify-email link) with its callbackURL set to the marked root when absent or '/'. */
export function withConfirmationLanding(url: string): string {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return url;
  }
  const callback = link.searchParams.get('callbackURL');
  if (callback && callback !== '/') return url;
  link.searchParams.set('callbackURL', EMAIL_CONFIRMED_CALLBACK);
  return link.toString();
}
