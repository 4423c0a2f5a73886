/**
 * What a video shows: the product's name for the motion prompt and the video's title.
 *
 * Rules: the product is named from the features text the user wrote for it (a generated image:
 * generated_images -> generations -> scenarios.features; an uploaded photo: the latest ideas asked for it),
 * shortened to its first clause; without features, from the image analysis (the product's dominant colour:
 * 'Red product', 'Produto vermelho', ...); never from the scenario's title, which names a scene, not the
 * product. Five languages (pt, en, fr, es, de).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/catalog';
import type { Database } from '../../db/client';
import { generatedImages, generations, scenarios, sourceImages } from '../../db/schema';
import { confidentCutout } from '../../engine';
import { hueBucket, parseHex, rgbToHsl, type HueBucket } from '../../engine/scenarios/colour';
import { featureName } from '../../engine/scenarios/text-utils';

/** Longest product name, characters. */
export const PRODUCT_NAME_MAX = 60;

/** What is known about the product of one of the user's images. */
export interface ProductFacts {
  /** The features text the user wrote for it, or null. */
  features: string | null;
  /** Dominant colours of the source photo's product ('#rrggbb', most dominant first). */
  dominantColors: string[];
  /** The scenario title of a generated image (a scene, not the product), or null. */
  scenarioTitle: string | null;
  /**
   * For an uploaded photo with a ready cut-out: whether the local engine can make a parallax orbit
   * from it (a touched-up matte, or an automatic one it trusts: engine's confidentCutout). Null when
   * unknown before the video renders (a generated image is cut out then, as is a photo without a ready
   * cut-out).
   */
  orbitReady: boolean | null;
}

type Tone = HueBucket | 'white' | 'black' | 'grey';

/** Colour words per language; German carries the neuter ending used before 'Produkt'. */
const COLOUR_WORDS: Record<Language, Record<Tone, string>> = {
  en: {
    red: 'red', orange: 'orange', yellow: 'yellow', lime: 'lime green', green: 'green', teal: 'teal', cyan: 'cyan', blue: 'blue',
    indigo: 'indigo', purple: 'purple', pink: 'pink', white: 'white', black: 'black', grey: 'grey',
  },
  pt: {
    red: 'vermelho', orange: 'laranja', yellow: 'amarelo', lime: 'verde-limão', green: 'verde', teal: 'verde-azulado', cyan: 'ciano',
    blue: 'azul', indigo: 'anil', purple: 'roxo', pink: 'rosa', white: 'branco', black: 'preto', grey: 'cinza',
  },
  fr: {
    red: 'rouge', orange: 'orange', yellow: 'jaune', lime: 'vert citron', green: 'vert', teal: 'bleu canard', cyan: 'cyan', blue: 'bleu',
    indigo: 'indigo', purple: 'violet', pink: 'rose', white: 'blanc', black: 'noir', grey: 'gris',
  },
  es: {
    red: 'rojo', orange: 'naranja', yellow: 'amarillo', lime: 'verde lima', green: 'verde', teal: 'verde azulado', cyan: 'cian',
    blue: 'azul', indigo: 'índigo', purple: 'morado', pink: 'rosa', white: 'blanco', black: 'negro', grey: 'gris',
  },
  de: {
    red: 'Rotes', orange: 'Oranges', yellow: 'Gelbes', lime: 'Hellgrünes', green: 'Grünes', teal: 'Petrolfarbenes', cyan: 'Cyanfarbenes',
    blue: 'Blaues', indigo: 'Indigofarbenes', purple: 'Violettes', pink: 'Rosafarbenes', white: 'Weißes', black: 'Schwarzes', grey: 'Graues',
  },
};

/** 'Product' in each language, and how a colour word joins it. */
const PRODUCT_WORD: Record<Language, { bare: string; coloured: (colour: string) => string }> = {
  en: { bare: 'Product', coloured: (c) => `${c.charAt(0).toUpperCase()}${c.slice(1)} product` },
  pt: { bare: 'Produto', coloured: (c) => `Produto ${c}` },
  fr: { bare: 'Produit', coloured: (c) => `Produit ${c}` },
  es: { bare: 'Producto', coloured: (c) => `Producto ${c}` },
  de: { bare: 'Produkt', coloured: (c) => `${c} Produkt` },
};

/** The tone of a '#rrggbb' colour: a hue family, or white/black/grey for unsaturated colours. */
function toneOf(hex: string): Tone | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const { h, s, l } = rgbToHsl(rgb.r, rgb.g, rgb.b);
  if (l >= 0.88) return 'white';
  if (l <= 0.14) return 'black';
  if (s < 0.15) return 'grey';
  return hueBucket(h);
}

/**
 * The product's name.
 * Input: the facts (features, dominant colours) and the language. Output: at most PRODUCT_NAME_MAX
 * characters: the first clause of the features (capitalised), else the name of the first clear hue among
 * the three most dominant colours, or of the most dominant colour ('Red product'), else 'Product', in
 * that language. Never the scenario title. Never throws.
 */
export function productName(facts: Pick<ProductFacts, 'features' | 'dominantColors'>, language: Language): string {
  const named = featureName(facts.features ?? '', language, PRODUCT_NAME_MAX);
  if (named) return named;
  const words = PRODUCT_WORD[language] ?? PRODUCT_WORD.en;
  // A clear hue among the three most dominant colours names the product better than a shadow's black.
  const tones = facts.dominantColors.map(toneOf);
  const tone = tones.slice(0, 3).find((t) => t !== null && t !== 'black' && t !== 'white' && t !== 'grey') ?? tones.find((t) => t !== null);
  return tone ? words.coloured((COLOUR_WORDS[language] ?? COLOUR_WORDS.en)[tone]) : words.bare;
}

/**
 * Looks up what is known about the product of one of the user's images (module docstring).
 * Input: the user and the image id (generated or source). Output: ProductFacts (empty when the image is
 * unknown). Errors: the database's.
 */
export async function productFacts(db: Database, userId: string, imageId: string): Promise<ProductFacts> {
  const [generated] = await db
    .select({ features: scenarios.features, scenarioTitle: generatedImages.scenarioTitle, sourceImageId: generations.sourceImageId })
    .from(generatedImages)
    .innerJoin(generations, eq(generations.id, generatedImages.generationId))
    .leftJoin(scenarios, eq(scenarios.id, generations.scenarioId))
    .where(and(eq(generatedImages.id, imageId), eq(generatedImages.userId, userId)));
  const sourceId = generated ? generated.sourceImageId : imageId;
  const [source] = sourceId
    ? await db
        .select({
          dominantColors: sourceImages.dominantColors,
          cutoutStatus: sourceImages.cutoutStatus,
          matteKey: sourceImages.matteKey,
          confidence: sourceImages.cutoutConfidence,
          warnings: sourceImages.cutoutWarnings,
          strokes: sourceImages.cutoutStrokes,
        })
        .from(sourceImages)
        .where(and(eq(sourceImages.id, sourceId), eq(sourceImages.userId, userId)))
    : [];
  let features = generated?.features?.trim() || null;
  if (!generated && source) {
    const [latest] = await db
      .select({ features: scenarios.features })
      .from(scenarios)
      .where(and(eq(scenarios.sourceImageId, imageId), eq(scenarios.userId, userId)))
      .orderBy(desc(scenarios.createdAt))
      .limit(1);
    features = latest?.features.trim() || null;
  }
  // The video of an uploaded photo uses its stored matte (./video-cutout.ts): touched up, it is trusted.
  const stored = !generated && source?.cutoutStatus === 'ready' && source.matteKey ? source : null;
  const orbitReady = stored ? stored.strokes.length > 0 || confidentCutout({ confidence: stored.confidence ?? undefined, warnings: stored.warnings }) : null;
  return { features, dominantColors: source?.dominantColors ?? [], scenarioTitle: generated?.scenarioTitle ?? null, orbitReady };
}
