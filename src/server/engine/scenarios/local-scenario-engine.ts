/**
 * Local scenario engine (offline, rule-based, deterministic): six scenario ideas from
 * the user's product features, desired audience and the image analysis, written in the user's language.
 *
 * Which catalogue it deals from depends on the active image engine:
 * - the local studio renderer (IMAGE_PROVIDER=local, the default): studio-set recipes that name only
 *   what the renderer draws (studio-recipe-ideas.ts, local-catalog/studio-recipes.ts);
 * - a hosted generative model (openai, gemini, fal): the richer scene templates with kitchens,
 *   picnics and people (hosted-template-ideas.ts, local-catalog/templates.ts).
 * Topics are recognised from keywords in pt, en, fr, es and de (local-catalog/keywords.ts); colours,
 * shape, transparency and the top-down flag come from the analysis (local-signals.ts).
 * 'New ideas' asks for the next round: six ideas not shown in earlier rounds while unused ones remain,
 * then the cycle starts over (round-picker.ts). Same request and round -> same ideas. Never throws on
 * unusual input (empty texts, odd colours, bad sizes).
 */
import { buildTemplateIdeas } from './hosted-template-ideas';
import { readSignals, resolveLanguage, type UserFragments } from './local-signals';
import type { ScenarioIdea, ScenarioProvider, ScenarioRequest } from '../../providers/ai/scenarios/scenario-provider';
import { buildStudioIdeas } from './studio-recipe-ideas';
import { cleanFragment } from './text-utils';

export { productShape } from './local-signals';

/** Longest fragments of user text quoted in a description. */
const FEATURES_FRAGMENT_MAX = 90;
const AUDIENCE_FRAGMENT_MAX = 60;

/** Whether ideas should name only what the local studio renderer draws (no image engine given counts as local). */
export function usesStudioRecipes(req: Pick<ScenarioRequest, 'imageEngine'>): boolean {
  return (req.imageEngine ?? 'local') === 'local';
}

/**
 * Builds the six ideas synchronously (the provider below wraps this).
 * Input: a ScenarioRequest (its `round`, default 0, picks the round); unsupported languages fall back
 * to English. Output: exactly six ideas with unique keys, the last two premium. Deterministic; never
 * throws on unusual input.
 */
export function buildLocalScenarios(req: ScenarioRequest): ScenarioIdea[] {
  const language = resolveLanguage(req.language);
  const signals = readSignals(req, language);
  const fragments: UserFragments = {
    features: cleanFragment(String(req.features ?? ''), FEATURES_FRAGMENT_MAX),
    audience: cleanFragment(String(req.audience ?? ''), AUDIENCE_FRAGMENT_MAX),
  };
  const round = req.round ?? 0;
  const colours = req.analysis?.dominantColors;
  return usesStudioRecipes(req)
    ? buildStudioIdeas(language, signals, fragments, colours, round)
    : buildTemplateIdeas(language, signals, fragments, colours, round);
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
