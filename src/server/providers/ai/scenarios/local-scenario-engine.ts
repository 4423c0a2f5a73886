/**
 * Local scenario engine (design.md 'Engines': offline, rule-based, deterministic): six scenario ideas from
 * the user's product features, desired audience and the image analysis, written in the user's language.
 *
 * Rules:
 * - Topics (coffee, skincare, kids, fitness, eco, luxury, office, gift, outdoor...) are recognised from
 *   keywords in any of pt, en, fr, es, de (local-catalog/keywords.ts), accents and case ignored. Features
 *   weigh more than the audience.
 * - Each scene template (local-catalog/templates.ts) scores: topic weights x topic matches + a base prior
 *   + colour mood fit (warm/cool, light/dark from analysis.dominantColors) + product shape fit (from
 *   width/height) + a small jitter seeded by a hash of the whole request (never Math.random).
 * - Four regular and two premium templates are picked greedily, best first, with penalties for repeating
 *   a surface, backdrop, style or time of day; no two ideas share a surface + backdrop. Premium ideas last.
 * - The accent colour is a muted complementary / analogous / split-complementary hue of the product's key
 *   colour (colour.ts); achromatic products get the scene's own hue.
 * - Descriptions: the scene text, a sentence quoting a cleaned fragment of the features and audience,
 *   then light, accent colour, framing and style sentences as long as the text stays <= 900 characters.
 * Same request -> same ideas. Never throws on unusual input (empty texts, odd colours, bad sizes).
 */
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../../shared/catalog';
import { accentColour, colourMood, hueBucket, keyHue, toHslList } from './colour';
import { LANGUAGE_PACKS } from './local-catalog';
import { TOPICS, type Topic } from './local-catalog/keywords';
import type { LanguagePack } from './local-catalog/language-pack';
import { SCENE_TEMPLATES, type ProductShape, type SceneTemplate } from './local-catalog/templates';
import {
  PREMIUM_SCENARIO_COUNT,
  SCENARIO_COUNT,
  SCENARIO_LIMITS,
  type ScenarioIdea,
  type ScenarioProvider,
  type ScenarioRequest,
} from './scenario-provider';
import { cleanFragment, fill, hashString, matchTopics, normaliseText, seededUnit } from './text-utils';

/** Longest fragments of user text quoted in a description. */
const FEATURES_FRAGMENT_MAX = 90;
const AUDIENCE_FRAGMENT_MAX = 60;

/** Scoring weights (see the file docstring). */
const AUDIENCE_WEIGHT = 0.6;
const TOPIC_CAP = 2;
const MOOD_WEIGHT = 0.35;
const ALPHA_BONUS = 0.15;
const JITTER = 0.45;
const PENALTY = { surface: 0.6, backdrop: 0.4, style: 0.25, timeOfDay: 0.1 } as const;

/** The language to write in: the requested one when supported, else the fallback language (en). */
function resolveLanguage(language: unknown): Language {
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

interface Signals {
  topics: Record<Topic, number>;
  mood: { warm: number; light: number };
  shape: ProductShape;
  hasAlpha: boolean;
  seed: number;
}

function readSignals(req: ScenarioRequest, language: Language): Signals {
  const features = String(req.features ?? '');
  const audience = String(req.audience ?? '');
  const analysis = req.analysis ?? { width: 0, height: 0, hasAlpha: false, dominantColors: [] };
  const fromFeatures = matchTopics(features);
  const fromAudience = matchTopics(audience);
  const topics = {} as Record<Topic, number>;
  for (const t of TOPICS) {
    topics[t] = Math.min(TOPIC_CAP, fromFeatures[t] ?? 0) + AUDIENCE_WEIGHT * Math.min(TOPIC_CAP, fromAudience[t] ?? 0);
  }
  const colours = toHslList(analysis.dominantColors);
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
    mood: colourMood(colours),
    shape: productShape(analysis.width, analysis.height),
    hasAlpha: Boolean(analysis.hasAlpha),
    seed,
  };
}

function scoreTemplate(t: SceneTemplate, s: Signals): number {
  let score = t.base;
  for (const [topic, weight] of Object.entries(t.topics) as [Topic, number][]) score += weight * s.topics[topic];
  score += MOOD_WEIGHT * (s.mood.warm * t.mood.warm + s.mood.light * t.mood.light);
  score += t.shape[s.shape] ?? 0;
  if (s.hasAlpha && (t.premium || t.key === 'studio-plinth')) score += ALPHA_BONUS;
  score += JITTER * seededUnit(s.seed, t.key);
  return score;
}

/** Greedy diverse pick of `count` templates from a pool, given those already picked. */
function pickDiverse(
  pool: readonly SceneTemplate[],
  count: number,
  picked: SceneTemplate[],
  scores: ReadonlyMap<string, number>,
): SceneTemplate[] {
  const chosen: SceneTemplate[] = [];
  const remaining = [...pool];
  while (chosen.length < count && remaining.length > 0) {
    let bestIndex = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    remaining.forEach((t, i) => {
      const others = [...picked, ...chosen];
      if (others.some((o) => o.surface === t.surface && o.backdrop === t.backdrop)) return;
      let score = scores.get(t.key) ?? 0;
      for (const o of others) {
        if (o.surface === t.surface) score -= PENALTY.surface;
        if (o.backdrop === t.backdrop) score -= PENALTY.backdrop;
        if (o.style === t.style) score -= PENALTY.style;
        if (o.timeOfDay === t.timeOfDay) score -= PENALTY.timeOfDay;
      }
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    });
    if (bestIndex < 0) break;
    const [t] = remaining.splice(bestIndex, 1);
    if (t) chosen.push(t);
  }
  return chosen;
}

function pickVariant(variants: readonly string[], seed: number, label: string): string {
  return variants[Math.floor(seededUnit(seed, label) * variants.length)] ?? variants[0] ?? '';
}

interface UserFragments {
  features: string;
  audience: string;
}

function describe(
  t: SceneTemplate,
  pack: LanguagePack,
  fragments: UserFragments,
  colourName: string,
  s: Signals,
): string {
  const { features, audience } = fragments;
  const kind = features && audience ? 'both' : features ? 'features' : audience ? 'audience' : 'none';
  const weave = fill(pickVariant(pack.weave[kind], s.seed, `weave:${t.key}`), {
    features: features ? pack.quote(features) : '',
    audience: audience ? pack.quote(audience) : '',
  });
  const required = [pack.templates[t.key].scene, weave];
  const optional = [
    pack.lighting[t.timeOfDay],
    fill(pack.accent, { colour: colourName }),
    pack.shape[s.shape],
    pack.style[t.style],
  ];
  let text = required.join(' ');
  for (const sentence of optional) {
    if (text.length + 1 + sentence.length <= SCENARIO_LIMITS.descriptionMax) text = `${text} ${sentence}`;
  }
  return pack.finish(text);
}

/**
 * Builds the six ideas synchronously (the provider below wraps this).
 * Input: a ScenarioRequest; unsupported languages fall back to English. Output: exactly six ideas with
 * unique keys, the last two premium. Deterministic; never throws on unusual input.
 */
export function buildLocalScenarios(req: ScenarioRequest): ScenarioIdea[] {
  const language = resolveLanguage(req.language);
  const pack = LANGUAGE_PACKS[language];
  const signals = readSignals(req, language);
  const scores = new Map(SCENE_TEMPLATES.map((t) => [t.key, scoreTemplate(t, signals)] as const));

  const regularPool = SCENE_TEMPLATES.filter((t) => !t.premium);
  const premiumPool = SCENE_TEMPLATES.filter((t) => t.premium);
  const regular = pickDiverse(regularPool, SCENARIO_COUNT - PREMIUM_SCENARIO_COUNT, [], scores);
  const premium = pickDiverse(premiumPool, PREMIUM_SCENARIO_COUNT, regular, scores);

  const fragments: UserFragments = {
    features: cleanFragment(String(req.features ?? ''), FEATURES_FRAGMENT_MAX),
    audience: cleanFragment(String(req.audience ?? ''), AUDIENCE_FRAGMENT_MAX),
  };
  const productHue = keyHue(toHslList(req.analysis?.dominantColors));

  return [...regular, ...premium].map((t) => {
    const accent = accentColour(productHue, t.harmony, t.fallbackHue, t.tone, seededUnit(signals.seed, `flip:${t.key}`) < 0.5);
    const colourName = pack.colours[hueBucket(accent.hsl.h)][t.tone === 'light' ? 0 : 1];
    const text = pack.templates[t.key];
    return {
      key: t.key,
      title: pack.finish(text.title),
      summary: pack.finish(text.summary),
      description: describe(t, pack, fragments, colourName, signals),
      premium: t.premium,
      scene: { surface: t.surface, backdrop: t.backdrop, accent: accent.hex },
      suggestedStyle: t.style,
      suggestedTimeOfDay: t.timeOfDay,
    };
  });
}

/**
 * The local default ScenarioProvider ('local'). suggest() resolves to buildLocalScenarios(req); it rejects
 * with the signal's reason when the signal is already aborted. No network, no keys, no randomness.
 */
export function createLocalScenarioEngine(): ScenarioProvider {
  return {
    name: 'local',
    async suggest(req: ScenarioRequest, signal?: AbortSignal): Promise<ScenarioIdea[]> {
      signal?.throwIfAborted();
      return buildLocalScenarios(req);
    },
  };
}
