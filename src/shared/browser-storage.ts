/**
 * What the web app itself keeps in the browser: the one cookie it writes and its
 * local-storage keys. The cookie page lists these from here, and the code that writes them reads the
 * names from here, so the page cannot drift from the code (src/server/services/site/cookie-inventory.test.ts
 * fails when a new cookie writer appears).
 */

/** The sidebar's expanded/collapsed state (a cookie for 7 days). */
export const SIDEBAR_COOKIE = { name: 'sidebar_state', maxAgeSeconds: 60 * 60 * 24 * 7 } as const;

/** Local-storage keys of the web app, by what they hold. */
export const LOCAL_STORAGE_KEYS = {
  /** Theme chosen on this device: light, dark or auto. */
  theme: 'theme',
  /** Interface language chosen or detected on this device. */
  language: 'i18nextLng',
  /** One-shot flag that sends the home page to /pricing. */
  billing: 'billing',
} as const;
