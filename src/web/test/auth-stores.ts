/**
 * Unmounts the auth client's session stores at once, for the end of a test file.
 *
 * better-auth keeps the session in nanostores atoms. When the last component that reads the session
 * unmounts, an atom waits 1 s (nanostores' STORE_UNMOUNT_DELAY) before it unmounts itself and removes
 * its 'storage' listener from `window`. A test file that ends within that second would have the timer
 * fire after jsdom is torn down: 'window is not defined', an unhandled error that fails the run.
 * Unmounting the atoms while jsdom is still up leaves the timer nothing to do.
 */
import { cleanStores } from 'nanostores';
import { authClient } from '@web/lib/auth-client';

/** Runs every auth atom's unmount now (listeners removed, refresh timers cleared). */
export function unmountAuthStores(): void {
  // The client is a proxy over its routes: the atoms are read by name (the store cannot be listed).
  const { session, $sessionSignal } = authClient.$store.atoms;
  cleanStores(session, $sessionSignal);
}
