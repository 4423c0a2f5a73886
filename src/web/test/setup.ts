/** Test setup for web component tests: English UI with every namespace loaded, clean DOM between tests. */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import i18n, { LAZY_NAMESPACES } from '@web/i18n';
import { resetAuthStores } from '@web/test/auth-stores';

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// findBy*/waitFor wait up to 15 s (the library's default is 1 s): a busy CI machine can take
// seconds to render a lazy chunk, and a test must not fail for being slow.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // In the app, pages load their namespaces with their route; tests render components directly.
  await i18n.loadNamespaces([...LAZY_NAMESPACES]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The auth stores are reset at the end of each file: their delayed unmount must not outlive jsdom,
// and the files that share modules must not inherit a session (see auth-stores.ts).
afterAll(() => {
  resetAuthStores();
});
