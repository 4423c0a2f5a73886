/**
 * Puts the auth client's session stores back as a fresh page has them, for the end of a test file.
 *
 * better-auth keeps the session in nanostores atoms. When the last component that reads the session
 * unmounts, an atom waits 1 s (nanostores' STORE_UNMOUNT_DELAY) before it unmounts itself and removes
 * its 'storage' listener from `window`. A test file that ends within that second would have the timer
 * fire after jsdom is torn down: 'window is not defined', an unhandled error that fails the run.
 * Unmounting the session atom while jsdom is still up leaves the timer nothing to do.
 *
 * The web files that share their modules (vitest.config.ts, project 'web-shared') also share these
 * atoms: the session one file signed in with would still be there in the next. The session atom is
 * set back to its initial value (no data, pending), and the session signal is flipped, which makes
 * the client treat any session it fetched before as stale.
 */
import { cleanStores } from 'nanostores';
import { authClient } from '@web/lib/auth-client';

/**
 * Runs the session atom's unmount now (its window listener removed, refresh timers cleared) and
 * clears the session. The session signal is flipped, never cleaned: cleaning a store drops all its
 * listeners, and the client's own listener on the signal (which marks a fetched session stale when
 * a sign-in or sign-out flips it) is added once, when the module loads.
 */
export function resetAuthStores(): void {
  // The client is a proxy over its routes: the atoms are read by name (the store cannot be listed).
  const { session, $sessionSignal } = authClient.$store.atoms;
  if (!session || !$sessionSignal) throw new Error('the auth client has no session atoms: better-auth changed its store');
  // `.value`, not `.get()`: reading an unmounted store with get() mounts it for a moment, which
  // would start the session's window listeners and their delayed unmount again.
  const { refetch } = session.value as { refetch: unknown };
  session.set({ data: null, error: null, isPending: true, isRefetching: false, refetch });
  $sessionSignal.set(!$sessionSignal.value);
  cleanStores(session);
}
