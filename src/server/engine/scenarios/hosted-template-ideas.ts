/**
 * Ideas from the richer scene templates (kitchens, picnics, people...: local-catalog/templates.ts),
 * used when the active image engine is a hosted generative model (IMAGE_PROVIDER=openai|gemini|fal)
 * that can paint them.
 *
 * Scoring per template: topic weights x topic matches + base prior + colour mood fit + shape fit +
 * a small bonus for cut-outs on the studio plinth and premium scenes + a seeded jitter. Rounds as in
 * round-picker.ts; no two ideas of a round share a surface + backdrop.
 */
import type { Language } from '../../../shared/catalog';
import { accentColour, hueBucket, keyHue, toHslList } from './colour';
import { LANGUAGE_PACKS } from './local-catalog';
import type { Topic } from './local-catalog/keywords';
import type { LanguagePack } from './local-catalog/language-pack';
import { SCENE_TEMPLATES, type SceneTemplate } from './local-catalog/templates';
import type { Signals, UserFragments } from './local-signals';
import { pickRound } from './round-picker';
import { PREMIUM_SCENARIO_COUNT, SCENARIO_COUNT, SCENARIO_LIMITS, type ScenarioIdea } from '../../providers/ai/scenarios/scenario-provider';
import { fill, seededUnit } from './text-utils';

const MOOD_WEIGHT = 0.35;
const ALPHA_BONUS = 0.15;
const JITTER = 0.45;
const PENALTY = { surface: 0.6, backdrop: 0.4, style: 0.25, timeOfDay: 0.1 } as const;

function scoreTemplate(t: SceneTemplate, s: Signals, cycle: number): number {
  let score = t.base;
  for (const [topic, weight] of Object.entries(t.topics) as [Topic, number][]) score += weight * s.topics[topic];
  score += MOOD_WEIGHT * (s.mood.warm * t.mood.warm + s.mood.light * t.mood.light);
  score += t.shape[s.shape] ?? 0;
  if (s.hasAlpha && (t.premium || t.key === 'studio-plinth')) score += ALPHA_BONUS;
  score += JITTER * seededUnit(s.seed, cycle === 0 ? t.key : `${cycle}:${t.key}`);
  return score;
}

function penalty(a: SceneTemplate, b: SceneTemplate): number {
  let p = 0;
  if (a.surface === b.surface) p += PENALTY.surface;
  if (a.backdrop === b.backdrop) p += PENALTY.backdrop;
  if (a.style === b.style) p += PENALTY.style;
  if (a.timeOfDay === b.timeOfDay) p += PENALTY.timeOfDay;
  return p;
}

function pickVariant(variants: readonly string[], seed: number, label: string): string {
  return variants[Math.floor(seededUnit(seed, label) * variants.length)] ?? variants[0] ?? '';
}

function describe(t: SceneTemplate, pack: LanguagePack, fragments: UserFragments, colourName: string, s: Signals): string {
  const { features, audience } = fragments;
  const kind = features && audience ? 'both' : features ? 'features' : audience ? 'audience' : 'none';
  const weave = fill(pickVariant(pack.weave[kind], s.seed, `weave:${t.key}`), {
    features: features ? pack.quote(features) : '',
    audience: audience ? pack.quote(audience) : '',
  });
  const required = [pack.templates[t.key].scene, weave];
  const optional = [pack.lighting[t.timeOfDay], fill(pack.accent, { colour: colourName }), pack.shape[s.shape], pack.style[t.style]];
  let text = required.join(' ');
  for (const sentence of optional) {
    if (text.length + 1 + sentence.length <= SCENARIO_LIMITS.descriptionMax) text = `${text} ${sentence}`;
  }
  return pack.finish(text);
}

/**
 * The six template ideas of one round for a request's signals, written in `language`.
 * @param round 0 for the first suggestion, 1, 2... for 'New ideas'.
 */
export function buildTemplateIdeas(language: Language, signals: Signals, fragments: UserFragments, dominantColors: readonly string[] | undefined, round: number): ScenarioIdea[] {
  const pack = LANGUAGE_PACKS[language];
  const productHue = keyHue(toHslList(dominantColors));
  const picked = pickRound(SCENE_TEMPLATES, round, {
    score: (t, cycle) => scoreTemplate(t, signals, cycle),
    penalty,
    clash: (a, b) => a.surface === b.surface && a.backdrop === b.backdrop,
    regularCount: SCENARIO_COUNT - PREMIUM_SCENARIO_COUNT,
    premiumCount: PREMIUM_SCENARIO_COUNT,
  });
  return picked.map((t) => {
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
