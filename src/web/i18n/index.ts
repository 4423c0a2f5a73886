/**
 * i18n for the web app: i18next + react-i18next. Supported: pt, en, fr, es, de; translation fallback en;
 * Portuguese when nothing usable is detected. Detection order: local storage, browser
 * navigator, html tag; the result is cached in local storage. A signed-in user's saved language is applied
 * on top of this by the preferences provider.
 *
 * Locale files live in src/shared/locales/<lng>/<namespace>.json (shared with the server). The small
 * namespaces every page needs ('common', 'errors') are bundled for all languages, so the shell renders
 * translated at once; the others load with the route that uses them (see `ROUTE_NAMESPACES` in the
 * router), for the current language and the fallback only.
 */
import i18n, { type BackendModule, type ReadCallback, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES } from '@shared/languages';
import { isLanguage, resolveLocalLanguage } from '@web/features/preferences/resolve';

export { isLanguage };

/** Namespaces bundled with the entry (every language). */
export const EAGER_NAMESPACES = ['common', 'errors'] as const;
/** Namespaces loaded on demand. */
export const LAZY_NAMESPACES = ['auth', 'create', 'library', 'home', 'pages', 'video', 'billing', 'account', 'admin', 'studio', 'help', 'legal', 'notifications', 'privacy', 'support', 'products', 'ads', 'listing'] as const;
/** Any namespace of the web app. */
export type Namespace = (typeof EAGER_NAMESPACES)[number] | (typeof LAZY_NAMESPACES)[number];

/** Local-storage key of the cached UI language. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const eagerFiles = import.meta.glob<Record<string, unknown>>(
  ['../../shared/locales/*/common.json', '../../shared/locales/*/errors.json'],
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../../shared/locales/*/*.json',
    '!../../shared/locales/*/common.json',
    '!../../shared/locales/*/errors.json',
    '!../../shared/locales/*/emails.json',
    '!../../shared/locales/*/notices.json',
  ],
  { import: 'default' },
);

/** Builds `{ [lng]: { [namespace]: json } }` from the bundled locale files. */
function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, json] of Object.entries(eagerFiles)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    const [, lng, ns] = m as unknown as [string, string, string];
    (resources[lng] ??= {})[ns] = json as Record<string, string>;
  }
  return resources;
}

/** Loads the other namespaces from their own chunks. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyFiles[`../../shared/locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (json) => callback(null, json as Record<string, string>),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};
(lazyBackend as BackendModule & { callbackApi: boolean }).callbackApi = true;

const detector = new LanguageDetector();
// One detector applying the documented order, so the same function is used here and in tests.
detector.addDetector({
  name: 'vitrine',
  lookup: () => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // storage unavailable (private mode): ignore
    }
    const nav = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
    const htmlLang = typeof document === 'undefined' ? null : document.documentElement.lang;
    return resolveLocalLanguage({ stored, navigatorLanguages: nav, htmlLang });
  },
});

i18n
  .use(lazyBackend)
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: buildResources(),
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['vitrine'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
  })
  .catch((e: unknown) => console.error('i18n initialisation failed', e));

/** Loads namespaces for the current language (and the fallback); resolves even when loading fails. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !EAGER_NAMESPACES.includes(ns as (typeof EAGER_NAMESPACES)[number]));
  if (missing.length === 0) return;
  try {
    await i18n.loadNamespaces([...missing]);
  } catch (e) {
    console.error('Could not load translations', missing, e);
  }
}

function syncHtmlLang(lng: string | undefined): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
syncHtmlLang(i18n.resolvedLanguage);
i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));

export default i18n;
