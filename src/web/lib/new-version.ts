/**
 * A deploy replaces the build's hashed chunks, so a page opened before it asks for chunks that no
 * longer exist (the server answers 404, never cached). This tells that error apart, and reloads the
 * page once to get the new build; a second failure within RELOAD_WINDOW_MS does not reload again
 * (the 'new version' screen asks the user instead of reloading in a loop).
 * Vite's guide ('Load error handling') describes the `vite:preloadError` event this answers too.
 */

/** Where the time of the last reload for a new version is kept (per tab). */
export const NEW_VERSION_RELOAD_KEY = 'vitrine:new-version-reload';
/** A failure this soon after such a reload is not reloaded again, ms. */
export const RELOAD_WINDOW_MS = 30_000;

/**
 * Whether `error` is a module or stylesheet of the build that could not be loaded: the messages of
 * Chromium ('Failed to fetch dynamically imported module'), Firefox ('error loading dynamically
 * imported module'), Safari ('Importing a module script failed') and Vite's preload ('Unable to
 * preload CSS').
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

/**
 * Reloads the page for the new build unless it was already reloaded for that within
 * RELOAD_WINDOW_MS. Output: true when a reload was started. Storage that cannot be written
 * (private modes) counts as already reloaded, so it never loops.
 */
export function reloadOnceForNewVersion(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    const last = Number(storage.getItem(NEW_VERSION_RELOAD_KEY) ?? 0);
    if (now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(NEW_VERSION_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
