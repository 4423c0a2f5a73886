/**
 * i18n for the web app: i18next + react-i18next with browser language detection (local storage,
 * navigator, html tag; cached in local storage). Supported: pt, en, fr, es, de; fallback en; Portuguese
 * when nothing usable is detected. Resources are bundled from src/shared/locales/<lng>/<namespace>.json
 * (shared with the server), so initialisation is synchronous and nothing renders untranslated.
 */
import i18n, { type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@shared/catalog';

// Every namespace except the server-only email templates.
const files = import.meta.glob<Record<string, unknown>>(
  ['../../shared/locales/*/*.json', '!../../shared/locales/*/emails.json'],
  { eager: true, import: 'default' },
);

/** Builds `{ [lng]: { [namespace]: json } }` from the bundled locale files. */
function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, json] of Object.entries(files)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    const [, lng, ns] = m as unknown as [string, string, string];
    (resources[lng] ??= {})[ns] = json as Record<string, string>;
  }
  return resources;
}

/** Whether a value is one of the supported UI languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const detector = new LanguageDetector();
// Last resort of the detection order: the app default (pt) rather than the translation fallback (en).
detector.addDetector({ name: 'appDefault', lookup: () => DEFAULT_LANGUAGE });

i18n
  .use(detector)
  .use(initReactI18next)
  .init({
    resources: buildResources(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    ns: ['common', 'auth', 'errors'],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag', 'appDefault'],
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
      // 'pt-BR' -> 'pt', 'en-US' -> 'en'
      convertDetectedLanguage: (lng: string) => lng.split(/[-_]/)[0]?.toLowerCase() ?? lng,
    },
    react: { useSuspense: false },
  });

function syncHtmlLang(lng: string | undefined): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
syncHtmlLang(i18n.resolvedLanguage);
i18n.on('languageChanged', () => syncHtmlLang(i18n.resolvedLanguage));

export default i18n;
