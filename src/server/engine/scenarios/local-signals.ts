/**
 * What the local idea engine reads from a scenario request: topics recognised in the features and
 * audience (any of the five languages, features weigh more), the colour mood of the product's
 * dominant colours, the photo's shape, transparency and top-down flag, and a seed hashed from the
 * whole request (never Math.random).
 */
import { FALLBACK_LANGUAGE, LANGUAGES, type Language, type ProductClass } from '../../../shared/catalog';
import { CLASS_PRIORITY, PRODUCT_CLASS_KEYWORDS } from './local-catalog/product-class-keywords';
import { colourMood, toHslList } from './colour';
import { TOPICS, type Topic } from './local-catalog/keywords';
import type { ProductShape } from './local-catalog/templates';
import type { ScenarioRequest } from '../../providers/ai/scenarios/scenario-provider';
import { hashString, matchKeywords, matchTopics, normaliseText } from './text-utils';

/** How much an audience keyword counts next to a features keyword, and the cap of matches per topic. */
const AUDIENCE_WEIGHT = 0.6;
const TOPIC_CAP = 2;

/** Cleaned fragments of the user's text, already cut to length, for quoting in descriptions. */
export interface UserFragments {
  features: string;
  audience: string;
}

export interface Signals {
  topics: Record<Topic, number>;
  mood: { warm: number; light: number };
  shape: ProductShape;
  hasAlpha: boolean;
  flatLay: boolean;
  /** Size class and kind of the product (productClassOf). */
  productClass: ProductClass;
  seed: number;
}

/**
 * The product's class from its features (and, weighing less, its audience): the class with the
 * most keyword matches (./local-catalog/product-class-keywords.ts), ties to the more specific kind
 * (vehicle, large, wearable, small); no match: tabletop.
 */
export function productClassOf(features: string, audience = ''): ProductClass {
  const fromFeatures = matchKeywords(features, PRODUCT_CLASS_KEYWORDS);
  const fromAudience = matchKeywords(audience, PRODUCT_CLASS_KEYWORDS);
  let best: ProductClass = 'tabletop';
  let bestScore = 0;
  for (const c of CLASS_PRIORITY) {
    const score = (fromFeatures[c] ?? 0) + AUDIENCE_WEIGHT * 0.5 * (fromAudience[c] ?? 0);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** The language to write in: the requested one when supported, else the fallback language (en). */
export function resolveLanguage(language: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;
}

/** Tall, wide or square from the photo's pixel size (15 % tolerance); unusable sizes count as square. */
export function productShape(width: number, height: number): ProductShape {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return 'square';
  const ratio = height / width;
  if (ratio > 1.15) return 'tall';
  if (ratio < 1 / 1.15) return 'wide';
  return 'square';
}

/** Reads the signals of a request (see the file docstring). The round is not part of the seed. */
export function readSignals(req: ScenarioRequest, language: Language): Signals {
  const features = String(req.features ?? '');
  const audience = String(req.audience ?? '');
  const analysis = req.analysis ?? { width: 0, height: 0, hasAlpha: false, dominantColors: [] };
  const fromFeatures = matchTopics(features);
  const fromAudience = matchTopics(audience);
  const topics = {} as Record<Topic, number>;
  for (const t of TOPICS) {
    topics[t] = Math.min(TOPIC_CAP, fromFeatures[t] ?? 0) + AUDIENCE_WEIGHT * Math.min(TOPIC_CAP, fromAudience[t] ?? 0);
  }
  const seed = hashString(
    [
      language,
      normaliseText(features),
      normaliseText(audience),
      analysis.width,
      analysis.height,
      analysis.hasAlpha ? 1 : 0,
      (analysis.dominantColors ?? []).join(',').toLowerCase(),
    ].join('|'),
  );
  return {
    topics,
    mood: colourMood(toHslList(analysis.dominantColors)),
    shape: productShape(analysis.width, analysis.height),
    hasAlpha: Boolean(analysis.hasAlpha),
    flatLay: Boolean(analysis.flatLay),
    productClass: productClassOf(features, audience),
    seed,
  };
}
