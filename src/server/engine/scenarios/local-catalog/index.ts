/** Language packs of the local scenario engine, one per supported language. */
import type { Language } from '../../../../shared/catalog';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { LanguagePack } from './language-pack';
import { pt } from './pt';

export const LANGUAGE_PACKS: Readonly<Record<Language, LanguagePack>> = { pt, en, fr, es, de };
