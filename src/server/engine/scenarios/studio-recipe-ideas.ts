/**
 * Ideas from the local studio recipes, used when the active image engine is the
 * local studio renderer: each idea names only what the renderer draws (set piece, surface, backdrop,
 * gobo, palette, light) and carries those as scene hints.
 *
 * Scoring per recipe: topic weights x topic matches + base prior + colour mood fit + shape fit +
 * a bonus for cut-outs (transparent photos) on clean sweeps and gradients + a small seeded jitter.
 * A top-down photo (flat lay) is laid flat on the surface seen from above, with no set piece and no
 * backdrop: its ideas are named after the surface and the light pattern or palette instead.
 * Rounds: see round-picker.ts (4 regular + 2 premium per round, five rounds per cycle).
 */
import type { Gobo, Language } from '../../../shared/catalog';
import { accentColour, hueBucket, keyHue, toHslList } from './colour';
import { LANGUAGE_PACKS } from './local-catalog';
import type { Topic } from './local-catalog/keywords';
import { STUDIO_PACKS } from './local-catalog/studio-index';
import { recipesFor, STUDIO_RECIPES, type Palette, type StudioRecipe } from './local-catalog/studio-recipes';
import type { FloorSurface } from './local-catalog/studio-pack';
import type { Signals, UserFragments } from './local-signals';
import { pickRound } from './round-picker';
import { PREMIUM_SCENARIO_COUNT, SCENARIO_COUNT, SCENARIO_LIMITS, type ScenarioIdea } from '../../providers/ai/scenarios/scenario-provider';
import { featureName, fill, seededUnit } from './text-utils';

const MOOD_WEIGHT = 0.35;
const JITTER = 0.4;
const PENALTY = { set: 0.45, surface: 0.6, backdrop: 0.35, gobo: 0.3, style: 0.25, timeOfDay: 0.1 } as const;

/** The fit of a recipe for the request's signals; `cycle` reshuffles the jitter once every recipe was shown. */
export function scoreRecipe(r: StudioRecipe, s: Signals, cycle = 0): number {
  let score = r.base;
  for (const [topic, weight] of Object.entries(r.topics) as [Topic, number][]) score += weight * s.topics[topic];
  score += MOOD_WEIGHT * (s.mood.warm * r.mood.warm + s.mood.light * r.mood.light);
  score += r.shape[s.shape] ?? 0;
  if (s.hasAlpha) score += r.cutout;
  score += JITTER * seededUnit(s.seed, cycle === 0 ? r.key : `${cycle}:${r.key}`);
  return score;
}

function penalty(a: StudioRecipe, b: StudioRecipe): number {
  let p = 0;
  if (a.set !== 'none' && a.set === b.set) p += PENALTY.set;
  if (a.surface === b.surface) p += PENALTY.surface;
  if (a.backdrop === b.backdrop) p += PENALTY.backdrop;
  if (a.gobo !== 'none' && a.gobo === b.gobo) p += PENALTY.gobo;
  if (a.style === b.style) p += PENALTY.style;
  if (a.timeOfDay === b.timeOfDay) p += PENALTY.timeOfDay;
  return p;
}

/** What a flat-lay idea is named after besides its surface: the gobo, or the palette without one. */
function flatTitleKey(r: StudioRecipe): Exclude<Gobo, 'none'> | Palette {
  return r.gobo === 'none' ? r.palette : r.gobo;
}

/**
 * The recipes of one round for these signals (4 regular, then 2 premium), from those that suit the
 * product's class (a flat lay is laid on a tabletop surface whatever it is).
 */
export function pickRecipes(s: Signals, round: number): StudioRecipe[] {
  return pickRound(recipesFor(s.flatLay ? 'tabletop' : s.productClass), round, {
    score: (r, cycle) => scoreRecipe(r, s, cycle),
    penalty,
    // Flat lays show no backdrop, so two ideas on one surface must differ in light or palette.
    clash: (a, b) => a.surface === b.surface && (a.backdrop === b.backdrop || (s.flatLay && flatTitleKey(a) === flatTitleKey(b))),
    regularCount: SCENARIO_COUNT - PREMIUM_SCENARIO_COUNT,
    premiumCount: PREMIUM_SCENARIO_COUNT,
  });
}

/** Longest product name and audience a summary carries, characters. */
const SUMMARY_NAME_MAX = 40;

/**
 * The summary of an idea, one sentence: the set, surface and backdrop, with the product named by
 * the user's features and the audience they wrote, when those fit within SCENARIO_LIMITS.summaryMax;
 * else the generic sentence ('The product on a low round podium...').
 */
function ideaSummary(r: StudioRecipe, language: Language, fragments: UserFragments, flat: boolean, floor: string | null): string {
  const pack = LANGUAGE_PACKS[language];
  const studio = STUDIO_PACKS[language];
  const place = { surface: flat ? studio.on[r.surface] : (floor ?? studio.on[r.surface]), backdrop: studio.against[r.backdrop] };
  const generic = pack.finish(fill(flat ? studio.flat.summary : studio.summary[r.set], place));
  const product = featureName(fragments.features, language, SUMMARY_NAME_MAX);
  const audienceName = featureName(fragments.audience, language, SUMMARY_NAME_MAX);
  // A common noun inside the sentence starts lower-case, except in German, where nouns are capitalised;
  // a word in capitals (an acronym, a brand) is kept as it is.
  const audience = language === 'de' || /^\p{Lu}{2}/u.test(audienceName) ? audienceName : audienceName.charAt(0).toLocaleLowerCase(language) + audienceName.slice(1);
  const named = flat ? studio.named.flat : studio.named.summary[r.set];
  const forWhom = audience ? fill(studio.named.audience, { audience }) : '';
  // The longest that fits: the product, the set, the backdrop and the audience; then without the
  // backdrop (the image shows it); then without the audience; then the generic sentence.
  const candidates = product
    ? [
        ...(forWhom ? [fill(named, { ...place, product }).replace(/\.$/, `${forWhom}.`), fill(named.replace(', {backdrop}', ''), { ...place, product }).replace(/\.$/, `${forWhom}.`)] : []),
        fill(named, { ...place, product }),
      ]
    : forWhom
      ? [fill(flat ? studio.flat.summary : studio.summary[r.set], place).replace(/\.$/, `${forWhom}.`)]
      : [];
  for (const candidate of candidates) {
    const text = pack.finish(candidate);
    if (text.length <= SCENARIO_LIMITS.summaryMax) return text;
  }
  return generic;
}

/**
 * One idea from a recipe, written in `language`.
 * Input: the recipe, the language, the user's fragments, the product's key hue (null when
 * achromatic), the signals. Output: a ScenarioIdea within SCENARIO_LIMITS. Deterministic.
 */
export function recipeIdea(r: StudioRecipe, language: Language, fragments: UserFragments, productHue: number | null, s: Signals): ScenarioIdea {
  const pack = LANGUAGE_PACKS[language];
  const studio = STUDIO_PACKS[language];
  const accent = accentColour(productHue, r.palette, r.fallbackHue, r.tone, seededUnit(s.seed, `flip:${r.key}`) < 0.5);
  const colour = pack.colours[hueBucket(accent.hsl.h)][r.tone === 'light' ? 0 : 1];

  const { features, audience } = fragments;
  const kind = features && audience ? 'both' : features ? 'features' : audience ? 'audience' : 'none';
  const variants = pack.weave[kind];
  const weave = fill(variants[Math.floor(seededUnit(s.seed, `weave:${r.key}`) * variants.length)] ?? variants[0] ?? '', {
    features: features ? pack.quote(features) : '',
    audience: audience ? pack.quote(audience) : '',
  });
  const flat = s.flatLay;
  // A large product or a vehicle stands on a floor, named as one.
  const floor = !flat && (s.productClass === 'large' || s.productClass === 'vehicle') && r.surface in studio.floor ? studio.floor[r.surface as FloorSurface] : null;
  const required = [
    flat ? studio.flat.set : fill(studio.set[r.set], { colour }),
    floor ? fill(studio.floorSurface, { surface: floor }) : studio.surface[r.surface],
    ...(flat ? [] : [studio.backdrop[r.backdrop]]),
    studio.gobo[r.gobo],
    weave,
  ];
  const optional = [fill(studio.palette[r.palette], { colour }), studio.lighting[r.timeOfDay], studio.shape[s.shape], studio.style[r.style]];
  let description = required.join(' ');
  for (const sentence of optional) {
    if (description.length + 1 + sentence.length <= SCENARIO_LIMITS.descriptionMax) description = `${description} ${sentence}`;
  }
  return {
    key: r.key,
    title: pack.finish(flat ? fill(studio.flat.title[flatTitleKey(r)], { surface: studio.surfaceName[r.surface] }) : studio.titles[r.key]),
    summary: ideaSummary(r, language, fragments, flat, floor),
    description: pack.finish(description),
    premium: r.premium,
    scene: { surface: r.surface, backdrop: r.backdrop, accent: accent.hex, set: flat ? 'none' : r.set, gobo: r.gobo, productClass: s.productClass },
    suggestedStyle: r.style,
    suggestedTimeOfDay: r.timeOfDay,
  };
}

/**
 * The six studio ideas of one round for a request's signals, written in `language`.
 * @param round 0 for the first suggestion, 1, 2... for 'New ideas'.
 */
export function buildStudioIdeas(language: Language, signals: Signals, fragments: UserFragments, dominantColors: readonly string[] | undefined, round: number): ScenarioIdea[] {
  const productHue = keyHue(toHslList(dominantColors));
  const ideas = pickRecipes(signals, round).map((r) => recipeIdea(r, language, fragments, productHue, signals));
  if (!signals.flatLay) return ideas;
  // Flat lays: a title already taken in this suggestion is named after the time of day instead.
  const studio = STUDIO_PACKS[language];
  const taken = new Set<string>();
  return ideas.map((idea) => {
    const recipe = STUDIO_RECIPES.find((r) => r.key === idea.key);
    const title =
      taken.has(idea.title) && recipe
        ? LANGUAGE_PACKS[language].finish(fill(studio.flat.byTime[recipe.timeOfDay], { surface: studio.surfaceName[recipe.surface] }))
        : idea.title;
    taken.add(title);
    return { ...idea, title };
  });
}
