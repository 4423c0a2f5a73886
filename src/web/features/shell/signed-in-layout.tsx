/**
 * The gate of the signed-in pages: one layout route in router.tsx holds them
 * all. While the session is first read it shows 'Loading...'; signed out (no session, or one that
 * errored or expired: see useAuth) it sends the visitor to /signin, unless the page's route names its
 * own signed-out view in its handle (the video pages show the sign-in message in place).
 */
import type { ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAuth } from '@web/features/auth/session';
import { signInPath } from '@web/lib/session-expiry';
import { PageLoading } from './page-loading';

/** Route handle of a signed-in page: `signedOut` is shown to signed-out visitors instead of the redirect. */
export type SignedInHandle = { signedOut?: ComponentType };

/** Where signed-out visitors of a signed-in page go by default. */
export const SIGN_IN_PATH = '/signin';

function signedOutView(handles: readonly unknown[]): ComponentType | null {
  for (let i = handles.length - 1; i >= 0; i--) {
    const view = (handles[i] as SignedInHandle | undefined)?.signedOut;
    if (view) return view;
  }
  return null;
}

/** Renders the matched signed-in page for a signed-in user, else the page's signed-out view or the redirect. */
export function SignedInLayout() {
  const { user, isPending, sessionExpired } = useAuth();
  const matches = useMatches();
  const location = useLocation();
  if (isPending) return <PageLoading />;
  if (!user) {
    const SignedOut = signedOutView(matches.map((m) => m.handle));
    // Back to this page after signing in.
    return SignedOut ? <SignedOut /> : <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`, sessionExpired)} replace />;
  }
  return <Outlet />;
}

/** Default export for the lazy route. */
export default SignedInLayout;
