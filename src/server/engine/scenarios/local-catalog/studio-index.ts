/** Studio-recipe texts per supported language. */
import type { Language } from '../../../../shared/catalog';
import { studioDe } from './studio-de';
import { studioEn } from './studio-en';
import { studioEs } from './studio-es';
import { studioFr } from './studio-fr';
import type { StudioPack } from './studio-pack';
import { studioPt } from './studio-pt';

export const STUDIO_PACKS: Readonly<Record<Language, StudioPack>> = { pt: studioPt, en: studioEn, fr: studioFr, es: studioEs, de: studioDe };
