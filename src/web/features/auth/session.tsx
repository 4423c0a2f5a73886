/**
 * Session state for the web app (spec section 4 'Session'). The session comes from better-auth's
 * useSession; a session that errors or whose expiry is in the past counts as signed out. When the user
 * goes away, user-scoped cached queries are dropped.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { authClient } from '@web/lib/auth-client';

/** The signed-in user as the web app sees it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  profession?: string | null;
};

type AuthContextValue = {
  user: SessionUser | null;
  /** True until the first session answer arrives. */
  isPending: boolean;
  signOut: () => Promise<void>;
  /** Re-reads the session from the server. */
  refresh: () => Promise<void>;
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

/** Provides the current user to the app; place inside a QueryClientProvider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending: loading, error, refetch } = authClient.useSession();
  const queryClient = useQueryClient();
  // Pending only until the first answer: later refetches (after sign-in/up) must not unmount pages.
  const settled = useRef(false);
  if (!loading) settled.current = true;
  const isPending = loading && !settled.current;

  const valid = !error && !!data?.user && !isExpired(data.session?.expiresAt);
  const user: SessionUser | null = valid && data
    ? {
        id: data.user.id,
        name: data.user.name,
        email: data.user.email,
        emailVerified: data.user.emailVerified,
        profession: (data.user as { profession?: string | null }).profession ?? null,
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

  const stableUser = useMemo(() => user, [userId, user?.name, user?.email, user?.emailVerified, user?.profession]); // eslint-disable-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ user: stableUser, isPending, signOut, refresh }), [stableUser, isPending, signOut, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The current user and session actions; throws outside AuthProvider. */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
