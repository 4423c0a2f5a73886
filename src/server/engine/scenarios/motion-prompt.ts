/**
 * Motion-prompt helper of the video creator: a short prompt (<= 500 characters, in the user's language)
 * describing one simple camera move - push-in, pull-out, pan left, pan right or an orbit-like parallax -
 * that the local video renderer (via parseMotionIntent) and video providers understand.
 *
 * Move rules, in order:
 * 1. a move named explicitly in the scenario or features text (a strong term, see motion-intent.ts);
 * 2. otherwise from the topics found in scenario + features (local-catalog/keywords.ts):
 *    luxury/fashion/tech -> orbit; gift/festive/home -> pull-out (a reveal); beach/outdoor/urban -> pan
 *    (left or right, seeded by a hash of the text); food/coffee/skincare/drinks/wellness or nothing -> push-in.
 * 3. with `orbit: false` (the image has no cut-out the local engine can build a parallax from), an orbit,
 *    named or chosen, becomes a push-in: the suggestion never promises a move the clip would not make.
 * Deterministic; never throws; unsupported languages fall back to English.
 */
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../shared/catalog';
import { LANGUAGE_PACKS } from './local-catalog';
import type { Topic } from './local-catalog/keywords';
import { detectMotionIntent, type MotionIntent } from './motion-intent';
import { SCENARIO_LIMITS, type MotionPromptRequest } from '../../providers/ai/scenarios/scenario-provider';
import { cleanFragment, fill, hashString, matchTopics, normaliseText, seededUnit } from './text-utils';

const FEATURES_FRAGMENT_MAX = 60;
const SCENARIO_FRAGMENT_MAX = 80;

const MOVE_TOPICS: Record<'orbit' | 'pull_out' | 'pan' | 'push_in', readonly Topic[]> = {
  push_in: ['food', 'coffee', 'skincare', 'drinks', 'wellness'],
  orbit: ['luxury', 'fashion', 'tech'],
  pull_out: ['gift', 'festive', 'home'],
  pan: ['beach', 'outdoor', 'urban'],
};

/**
 * The camera move suggestMotionPrompt describes for a request (exported so callers can store the intent
 * next to the prompt). Output: one of 'push_in' | 'pull_out' | 'pan_left' | 'pan_right' | 'orbit'.
 */
export function chooseMotionIntent(req: MotionPromptRequest): MotionIntent {
  const intent = chooseAnyIntent(req);
  return intent === 'orbit' && req.orbit === false ? 'push_in' : intent;
}

function chooseAnyIntent(req: MotionPromptRequest): MotionIntent {
  const scenario = String(req.scenario ?? '');
  const features = String(req.features ?? '');
  const explicit = detectMotionIntent(scenario, 2) ?? detectMotionIntent(features, 2);
  if (explicit) return explicit;

  const topics = matchTopics(`${scenario}\n${features}`);
  const sum = (list: readonly Topic[]) => list.reduce((acc, t) => acc + (topics[t] ?? 0), 0);
  // Ties keep the earlier move in this order; push-in gets a head start as the safe default.
  const ranked: Array<[keyof typeof MOVE_TOPICS, number]> = [
    ['push_in', sum(MOVE_TOPICS.push_in) + 0.5],
    ['orbit', sum(MOVE_TOPICS.orbit)],
    ['pull_out', sum(MOVE_TOPICS.pull_out)],
    ['pan', sum(MOVE_TOPICS.pan)],
  ];
  let best = ranked[0] ?? ['push_in', 0];
  for (const entry of ranked) if (entry[1] > best[1]) best = entry;
  if (best[0] !== 'pan') return best[0];
  const seed = hashString(normaliseText(`${scenario} ${features}`));
  return seededUnit(seed, 'pan') < 0.5 ? 'pan_left' : 'pan_right';
}

/**
 * Suggests a motion prompt for the video creator.
 * Input: features (free text), language, optional scenario text. Output: at most 500 characters in that
 * language: the camera move, the product kept sharp (with a short quoted fragment of the features),
 * the setting (when a scenario is given) and a closing line on smooth, cut-free motion.
 */
export function suggestMotionPrompt(req: MotionPromptRequest): string {
  const language: Language = (LANGUAGES as readonly unknown[]).includes(req.language) ? req.language : FALLBACK_LANGUAGE;
  const pack = LANGUAGE_PACKS[language];
  const intent = chooseMotionIntent(req);
  const features = cleanFragment(String(req.features ?? ''), FEATURES_FRAGMENT_MAX);
  const scenario = cleanFragment(String(req.scenario ?? ''), SCENARIO_FRAGMENT_MAX);

  const move = pack.motion.moves[intent];
  const subject = features ? fill(pack.motion.subjectWithFeatures, { features: pack.quote(features) }) : pack.motion.subject;
  const setting = scenario ? fill(pack.motion.scenario, { scenario: pack.quote(scenario) }) : '';
  const candidates = [
    [move, subject, setting, pack.motion.closing],
    [move, subject, pack.motion.closing],
    [move, pack.motion.subject, pack.motion.closing],
  ];
  for (const parts of candidates) {
    const text = pack.finish(parts.filter(Boolean).join(' '));
    if (text.length <= SCENARIO_LIMITS.motionPromptMax) return text;
  }
  return pack.finish(move).slice(0, SCENARIO_LIMITS.motionPromptMax);
}
