import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, NEW_VERSION_RELOAD_KEY, RELOAD_WINDOW_MS, reloadOnceForNewVersion } from './new-version';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('new version of the build', () => {
  it("tells a chunk that could not load apart from other errors, in each browser's words", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/cookies-Gone0000.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/index-Gone0000.css'))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });

  it('reloads once, not again within the window, and again after it', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(storage, 1_000_000, reload)).toBe(true);
    expect(storage.data.get(NEW_VERSION_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForNewVersion(storage, 1_000_000 + RELOAD_WINDOW_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewVersion(storage, 1_000_000 + RELOAD_WINDOW_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when it cannot remember having reloaded (storage refused)', () => {
    const reload = vi.fn();
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadOnceForNewVersion(refusing, 5, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
