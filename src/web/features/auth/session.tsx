/**
 * Session state for the web app. The session comes from better-auth's
 * useSession; a session that errors or whose expiry is in the past counts as signed out. When the user
 * goes away, user-scoped cached queries are dropped.
 *
 * Session expiry everywhere: when any API call answers 401 (lib/session-expiry.ts)
 * while a user is signed in, the user counts as signed out at once, every cached query and the user's
 * local state are cleared, the server session is signed out, and `onSessionExpired` receives the
 * sign-in address carrying the message flag and the page to return to.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { isAdminRole } from '@shared/roles';
import { authClient } from '@web/lib/auth-client';
import { clearLocalState, onSessionExpired as onApiSessionExpired, signInPath } from '@web/lib/session-expiry';

/** The signed-in user as the web app sees it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  profession?: string | null;
  /** App-relative URL of the profile photo (GET /api/v1/me/avatar?v=…), or null. */
  image?: string | null;
  /**
   * Holds the admin role (`user.role` of better-auth's admin plugin, in the session answer): only shows
   * the way to /admin; every admin route checks the role on the server.
   */
  isAdmin?: boolean;
};

type AuthContextValue = {
  user: SessionUser | null;
  /** True until the first session answer arrives. */
  isPending: boolean;
  signOut: () => Promise<void>;
  /** Re-reads the session from the server. */
  refresh: () => Promise<void>;
  /** True once the API said the session is gone, until a user signs in again (the sign-in page says so). */
  sessionExpired: boolean;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Whether an expiry (Date, ISO string or epoch) lies in the past. */
export function isExpired(expiresAt: unknown, now: number = Date.now()): boolean {
  if (expiresAt == null) return false;
  const t =
    expiresAt instanceof Date ? expiresAt.getTime() : typeof expiresAt === 'number' ? expiresAt : Date.parse(String(expiresAt));
  return Number.isFinite(t) && t <= now;
}

/** Query keys that belong to the signed-in user (dropped on sign-out). */
export const USER_QUERY_KEYS = [['me'], ['billing']] as const;

/** The page the browser shows now (path, query and hash), to come back to after signing in again. */
function currentLocation(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Provides the current user to the app; place inside a QueryClientProvider. `onSessionExpired`
 * receives the sign-in address (e.g. '/signin?expired=1&next=%2Flibrary') when the API says the
 * session is gone; the app navigates there.
 */
export function AuthProvider({ children, onSessionExpired }: { children: ReactNode; onSessionExpired?: (signInPath: string) => void }) {
  const { data, isPending: loading, error, refetch } = authClient.useSession();
  const queryClient = useQueryClient();
  // The session the API refused: treated as signed out until the server confirms it is gone.
  const [expiredSession, setExpiredSession] = useState<string | null>(null);
  // Pending only until the first answer: later refetches (after sign-in/up) must not unmount pages.
  const settled = useRef(false);
  if (!loading) settled.current = true;
  const isPending = loading && !settled.current;

  const sessionKey = data?.session ? String((data.session as { id?: unknown }).id ?? data.session.token ?? '') : null;
  const valid = !error && !!data?.user && !isExpired(data.session?.expiresAt) && (expiredSession === null || sessionKey !== expiredSession);
  const user: SessionUser | null = valid && data
    ? {
        id: data.user.id,
        name: data.user.name,
        email: data.user.email,
        emailVerified: data.user.emailVerified,
        profession: (data.user as { profession?: string | null }).profession ?? null,
        image: data.user.image ?? null,
        isAdmin: isAdminRole((data.user as { role?: string | null }).role),
      }
    : null;

  const userId = user?.id ?? null;
  const prevUserId = useRef<string | null>(null);
  useEffect(() => {
    if (prevUserId.current && prevUserId.current !== userId) {
      for (const key of USER_QUERY_KEYS) queryClient.removeQueries({ queryKey: key });
    }
    prevUserId.current = userId;
  }, [userId, queryClient]);

  useEffect(() => {
    if (error) console.error('Session could not be read; treating as signed out', error);
  }, [error]);

  const signOut = useCallback(async () => {
    try {
      await authClient.signOut();
    } finally {
      for (const key of USER_QUERY_KEYS) queryClient.removeQueries({ queryKey: key });
      await refetch();
    }
  }, [queryClient, refetch]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // A 401 from the API while signed in: sign out everywhere and go to the sign-in page.
  const live = useRef({ userId, sessionKey, onSessionExpired });
  live.current = { userId, sessionKey, onSessionExpired };
  const expiring = useRef(false);
  useEffect(
    () =>
      onApiSessionExpired(() => {
        const { userId: current, sessionKey: key, onSessionExpired: go } = live.current;
        if (!current || expiring.current) return;
        expiring.current = true;
        const target = signInPath(currentLocation(), true);
        setExpiredSession(key ?? '');
        queryClient.clear();
        clearLocalState();
        go?.(target);
        void (async () => {
          try {
            await authClient.signOut();
          } catch {
            // the server has already forgotten the session
          } finally {
            await refetch();
            expiring.current = false;
          }
        })();
      }),
    [queryClient, refetch],
  );

  const stableUser = useMemo(() => user, [userId, user?.name, user?.email, user?.emailVerified, user?.profession, user?.image, user?.isAdmin]); // eslint-disable-line react-hooks/exhaustive-deps
  const sessionExpired = expiredSession !== null && !stableUser;
  const value = useMemo(() => ({ user: stableUser, isPending, signOut, refresh, sessionExpired }), [stableUser, isPending, signOut, refresh, sessionExpired]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The current user and session actions; throws outside AuthProvider. */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
