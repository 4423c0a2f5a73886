/**
 * Resolution order of the theme and the UI language, as pure
 * functions so every branch is testable.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, THEMES, type Language, type Theme } from '@shared/languages';

/** Whether a value is one of light, dark, auto. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Whether a value is one of the supported UI languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'pt-BR' -> 'pt', 'EN_us' -> 'en'; null when not a supported language. */
export function primaryLanguage(tag: unknown): Language | null {
  if (typeof tag !== 'string' || !tag) return null;
  const primary = tag.split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/**
 * The theme to use: a signed-in user's saved theme wins; otherwise the local-storage value if it is
 * light, dark or auto; otherwise light.
 */
export function resolveTheme({ saved, stored }: { saved?: unknown; stored?: unknown }): Theme {
  if (isTheme(saved)) return saved;
  if (isTheme(stored)) return stored;
  return 'light';
}

/** Where the local language detection looks, in order. */
export type LanguageSources = {
  /** The language cached in local storage. */
  stored?: unknown;
  /** navigator.languages (or [navigator.language]). */
  navigatorLanguages?: readonly unknown[];
  /** The lang attribute of <html>. */
  htmlLang?: unknown;
};

/**
 * The language before the account is known: local storage if supported, else the first browser
 * language whose primary part is supported, else the html tag, else Portuguese.
 */
export function resolveLocalLanguage({ stored, navigatorLanguages = [], htmlLang }: LanguageSources): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of navigatorLanguages) {
    const lng = primaryLanguage(tag);
    if (lng) return lng;
  }
  return primaryLanguage(htmlLang) ?? DEFAULT_LANGUAGE;
}

/** The language to use: a signed-in user's saved language wins over local detection. */
export function resolveLanguage({ saved, ...local }: LanguageSources & { saved?: unknown }): Language {
  return isLanguage(saved) ? saved : resolveLocalLanguage(local);
}
