/**
 * The words listing images draw and describe themselves with, in Vitrine's five languages (pt is
 * Brazilian Portuguese), and the figures in each language's number format (Intl.NumberFormat:
 * "25,5" in pt, fr, es and de; "25.5" in en). Units are written as the user chose them.
 */
import type { Language } from '../../../shared/languages';
import type { ListingSlotKind } from '../../../shared/listing-sets';

export interface ListingWords {
  width: string;
  height: string;
  depth: string;
  weight: string;
  /** Alt text of each slot kind: `{product}` is the product's name. */
  alt: Record<ListingSlotKind, string>;
  /** Joins a list: "a, b and c". */
  and: string;
  /** Alt text of a dimensions image after the kind's sentence: `{figures}`. */
  measures: string;
  /** Alt text of an infographic after the kind's sentence: `{features}`. */
  features: string;
}

export const LISTING_WORDS: Readonly<Record<Language, ListingWords>> = {
  pt: {
    width: 'Largura',
    height: 'Altura',
    depth: 'Profundidade',
    weight: 'Peso',
    alt: {
      main: '{product} em fundo branco',
      scene: '{product} em uso, em um ambiente',
      infographic: 'Destaques de {product}',
      dimensions: 'Medidas de {product}',
      detail: 'Detalhe de perto de {product}',
      angles: '{product} visto de outros ângulos',
      comparison: 'Tamanho de {product} em comparação',
    },
    and: 'e',
    measures: ': {figures}',
    features: ': {features}',
  },
  en: {
    width: 'Width',
    height: 'Height',
    depth: 'Depth',
    weight: 'Weight',
    alt: {
      main: '{product} on a white background',
      scene: '{product} in use, in a setting',
      infographic: 'Key features of {product}',
      dimensions: 'Dimensions of {product}',
      detail: 'Close-up detail of {product}',
      angles: '{product} from other angles',
      comparison: 'Size of {product} compared',
    },
    and: 'and',
    measures: ': {figures}',
    features: ': {features}',
  },
  fr: {
    width: 'Largeur',
    height: 'Hauteur',
    depth: 'Profondeur',
    weight: 'Poids',
    alt: {
      main: '{product} sur fond blanc',
      scene: '{product} en situation',
      infographic: 'Points forts de {product}',
      dimensions: 'Dimensions de {product}',
      detail: 'Détail en gros plan de {product}',
      angles: "{product} sous d'autres angles",
      comparison: 'Taille de {product} en comparaison',
    },
    and: 'et',
    measures: ' : {figures}',
    features: ' : {features}',
  },
  es: {
    width: 'Ancho',
    height: 'Alto',
    depth: 'Profundidad',
    weight: 'Peso',
    alt: {
      main: '{product} sobre fondo blanco',
      scene: '{product} en uso, en un ambiente',
      infographic: 'Características de {product}',
      dimensions: 'Medidas de {product}',
      detail: 'Detalle de cerca de {product}',
      angles: '{product} desde otros ángulos',
      comparison: 'Tamaño de {product} en comparación',
    },
    and: 'y',
    measures: ': {figures}',
    features: ': {features}',
  },
  de: {
    width: 'Breite',
    height: 'Höhe',
    depth: 'Tiefe',
    weight: 'Gewicht',
    alt: {
      main: '{product} vor weißem Hintergrund',
      scene: '{product} im Einsatz, in einer Umgebung',
      infographic: 'Merkmale von {product}',
      dimensions: 'Maße von {product}',
      detail: 'Nahaufnahme eines Details von {product}',
      angles: '{product} aus anderen Blickwinkeln',
      comparison: 'Größe von {product} im Vergleich',
    },
    and: 'und',
    measures: ': {figures}',
    features: ': {features}',
  },
};

/** A figure in the language's number format, up to 2 decimals, and its unit: "25,5 cm". */
export function formatMeasure(value: number, unit: string, language: Language): string {
  const locale = language === 'pt' ? 'pt-BR' : language;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: true }).format(value)} ${unit}`;
}

/** "a, b and c" in the language. */
export function joinList(items: string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${LISTING_WORDS[language].and} ${items.at(-1)}`;
}
