/**
 * Server-side translations for API error messages and emails, read from the same locale files
 * as the web app (src/shared/locales/<language>/<namespace>.json). pt is the default language,
 * en the fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../shared/catalog';

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shared', 'locales');
const SERVER_NAMESPACES = ['errors', 'emails', 'notices'] as const;

function loadResources(): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = {};
    for (const ns of SERVER_NAMESPACES) {
      const file = path.join(LOCALES_DIR, lng, `${ns}.json`);
      resources[lng][ns] = JSON.parse(fs.readFileSync(file, 'utf8')) as Resource[string][string];
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  resources: loadResources(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A translator bound to one language; keys are `namespace:key` or keys of `errors`. */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/** True when `value` is one of the supported languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header value (RFC 9110 q-values),
 * e.g. 'de-CH,de;q=0.9,en;q=0.8' -> 'de'. Returns pt when nothing matches.
 */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
