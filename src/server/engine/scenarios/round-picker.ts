/**
 * Rounds of ideas ('New ideas'): a catalogue is dealt into rounds of
 * `regularCount` regular + `premiumCount` premium entries, best first, each round picked greedily
 * for fit and variety among what earlier rounds left. Round r of a cycle never repeats an entry of
 * rounds 0..r-1; once every full round has been dealt the cycle starts over with a reshuffled order.
 * Deterministic: the same scores and round give the same entries.
 */

export interface Pickable {
  key: string;
  premium: boolean;
}

export interface RoundOptions<T extends Pickable> {
  /** Score of an entry in a given cycle (0 for the first); higher is a better fit. */
  score(entry: T, cycle: number): number;
  /** Penalty for picking `entry` next to `other` in one round (shared surface, style...). */
  penalty(entry: T, other: T): number;
  /** Entries that must never share a round (e.g. the same surface + backdrop). */
  clash?(entry: T, other: T): boolean;
  regularCount: number;
  premiumCount: number;
}

/** Greedy pick of `count` entries from `remaining` (removed from it), given those already in the round. */
function pickInto<T extends Pickable>(remaining: T[], count: number, round: T[], scores: ReadonlyMap<string, number>, options: RoundOptions<T>): T[] {
  const chosen: T[] = [];
  while (chosen.length < count && remaining.length > 0) {
    const others = [...round, ...chosen];
    let bestIndex = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    let bestClashes = true;
    remaining.forEach((entry, i) => {
      const clashes = options.clash ? others.some((o) => options.clash?.(entry, o)) : false;
      let score = scores.get(entry.key) ?? 0;
      for (const o of others) score -= options.penalty(entry, o);
      // An entry that clashes is only taken when every remaining entry clashes.
      if ((bestClashes && !clashes) || (clashes === bestClashes && score > bestScore)) {
        bestScore = score;
        bestIndex = i;
        bestClashes = clashes;
      }
    });
    const [entry] = remaining.splice(bestIndex, 1);
    if (entry) chosen.push(entry);
  }
  return chosen;
}

/** How many full rounds a catalogue holds (at least 1). */
export function roundsIn(catalogue: readonly Pickable[], regularCount: number, premiumCount: number): number {
  const regular = catalogue.filter((e) => !e.premium).length;
  const premium = catalogue.filter((e) => e.premium).length;
  return Math.max(1, Math.min(Math.floor(regular / regularCount), Math.floor(premium / premiumCount)));
}

/**
 * The entries of round `round` (0 = first suggestion): regular ones first, then premium.
 * Input: the catalogue, the round (any integer; negative or non-finite counts as 0), scoring options.
 * Output: regularCount + premiumCount entries with unique keys (fewer only if the catalogue is smaller).
 */
export function pickRound<T extends Pickable>(catalogue: readonly T[], round: number, options: RoundOptions<T>): T[] {
  const total = roundsIn(catalogue, options.regularCount, options.premiumCount);
  const safeRound = Number.isFinite(round) && round > 0 ? Math.floor(round) : 0;
  const cycle = Math.floor(safeRound / total);
  const index = safeRound % total;
  const scores = new Map(catalogue.map((e) => [e.key, options.score(e, cycle)] as const));
  const regular = catalogue.filter((e) => !e.premium);
  const premium = catalogue.filter((e) => e.premium);
  let dealt: T[] = [];
  for (let r = 0; r <= index; r += 1) {
    const picked = pickInto(regular, options.regularCount, [], scores, options);
    dealt = [...picked, ...pickInto(premium, options.premiumCount, picked, scores, options)];
  }
  // A small catalogue: top up from the whole catalogue rather than return fewer entries.
  const need = options.regularCount + options.premiumCount;
  if (dealt.length < need) {
    const keys = new Set(dealt.map((e) => e.key));
    const spareRegular = catalogue.filter((e) => !e.premium && !keys.has(e.key));
    const sparePremium = catalogue.filter((e) => e.premium && !keys.has(e.key));
    const regularPart = dealt.filter((e) => !e.premium);
    const premiumPart = dealt.filter((e) => e.premium);
    regularPart.push(...pickInto(spareRegular, options.regularCount - regularPart.length, regularPart, scores, options));
    premiumPart.push(...pickInto(sparePremium, options.premiumCount - premiumPart.length, regularPart, scores, options));
    dealt = [...regularPart, ...premiumPart];
  }
  return dealt;
}
