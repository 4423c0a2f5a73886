/**
 * Supported UI and content languages; pt is the default, en the
 * fallback. A module without zod: the web app's first load (i18n) reads it, and the schemas of
 * ./catalog.ts stay in the lazily loaded chunks (initial JS <= 180 KB gzip).
 */
export const LANGUAGES = ['pt', 'en', 'fr', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';
export const FALLBACK_LANGUAGE: Language = 'en';

/** Themes; storage key 'theme'. */
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
