/**
 * Text helpers of the local scenario engine: accent- and case-insensitive normalisation, keyword-pattern
 * matching (syntax in ./local-catalog/keywords.ts), cleaning of user text before it is quoted in a
 * description, and a small deterministic hash (FNV-1a, 32 bit) used instead of Math.random.
 */
import { TOPICS, TOPIC_KEYWORDS, type Topic } from './local-catalog/keywords';

/**
 * Lower case, accents removed (NFD), 'ß' -> 'ss', 'æ'/'œ' expanded, every run of non-alphanumeric characters
 * turned into one space, trimmed. 'Café Crème' -> 'cafe creme'; 'Hautpflege-Set' -> 'hautpflege set'.
 */
export function normaliseText(text: string): string {
  return String(text ?? '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A pattern matcher compiled once per pattern (see keywords.ts for the syntax). */
interface CompiledPattern {
  phrase: boolean;
  test(tokens: readonly string[], joined: string): boolean;
}

function compile(pattern: string): CompiledPattern {
  if (pattern.includes(' ')) {
    const open = pattern.endsWith('*');
    const body = ` ${open ? pattern.slice(0, -1) : pattern}${open ? '' : ' '}`;
    return { phrase: true, test: (_t, joined) => joined.includes(body) };
  }
  if (pattern.startsWith('*') && pattern.endsWith('*')) {
    const core = pattern.slice(1, -1);
    return { phrase: false, test: (tokens) => tokens.some((t) => t.includes(core)) };
  }
  if (pattern.startsWith('*')) {
    const core = pattern.slice(1);
    return { phrase: false, test: (tokens) => tokens.some((t) => t.endsWith(core)) };
  }
  if (pattern.endsWith('*')) {
    const core = pattern.slice(0, -1);
    return { phrase: false, test: (tokens) => tokens.some((t) => t.startsWith(core)) };
  }
  return { phrase: false, test: (tokens) => tokens.includes(pattern) };
}

/**
 * Counts, per key, how many distinct keyword patterns of `table` occur in a text (any of the five
 * languages); the same rules as matchTopics. Compiled tables are cached per table object.
 */
const compiledTables = new WeakMap<object, ReadonlyArray<{ key: string; pattern: string; matcher: CompiledPattern }>>();
export function matchKeywords<K extends string>(text: string, table: Readonly<Record<K, readonly string[]>>): Partial<Record<K, number>> {
  let compiled = compiledTables.get(table);
  if (!compiled) {
    compiled = (Object.keys(table) as K[]).flatMap((key) => table[key].map((pattern) => ({ key, pattern, matcher: compile(pattern) })));
    compiledTables.set(table, compiled);
  }
  let joined = ` ${normaliseText(text)} `;
  const counts: Partial<Record<K, number>> = {};
  const consumed: string[] = [];
  for (const { key, pattern, matcher } of compiled) {
    if (matcher.phrase && matcher.test([], joined)) {
      counts[key as K] = (counts[key as K] ?? 0) + 1;
      consumed.push(pattern.replace(/\*$/, ''));
    }
  }
  for (const phrase of consumed) joined = joined.split(` ${phrase}`).join(' ');
  const tokens = joined.split(' ').filter(Boolean);
  for (const { key, matcher } of compiled) {
    if (!matcher.phrase && matcher.test(tokens, joined)) counts[key as K] = (counts[key as K] ?? 0) + 1;
  }
  return counts;
}

/**
 * Counts, per topic, how many distinct keyword patterns occur in a text (any of the five languages).
 * Phrases are matched first and removed, so 'haut de gamme' counts as luxury and not as German 'Haut'.
 */
export function matchTopics(text: string): Partial<Record<Topic, number>> {
  return matchKeywords(text, TOPIC_KEYWORDS);
}

const QUOTE_CHARS = /["“”„‟«»‹›‚‘`´]/g;
const URL_OR_EMAIL = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/gi;
const EDGE_PUNCT = /^[\s,;:.!?\-–—•·*_/\\|)\]}'’]+|[\s,;:.!?\-–—•·*_/\\|(\[{'’]+$/gu;

/**
 * Turns free user text into a short fragment that can be quoted inside a sentence: removes markup tags,
 * URLs, e-mail addresses, emoji, control characters, quotation marks and markup symbols; joins lines and list bullets
 * with commas; keeps the first sentence when it is long enough; cuts at a word (preferably a comma)
 * boundary so the result is at most maxLength characters ('…' appended when cut). Returns '' when nothing
 * meaningful (fewer than 2 letters) remains.
 */
export function cleanFragment(raw: string, maxLength: number): string {
  let text = String(raw ?? '')
    .replace(/<[^>]{0,200}>/g, ' ')
    .replace(URL_OR_EMAIL, ' ')
    .replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, ' ')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*(?:[-*•·▪–—]|\d+[.)])\s+/gm, '')
    .replace(/\s*\n+\s*/g, ', ')
    .replace(QUOTE_CHARS, '')
    .replace(/[<>{}[\]|\\^~#=_*]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:.!?])/g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .trim();
  text = text.replace(EDGE_PUNCT, '').trim();
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return '';

  // Prefer the first sentence when it carries enough meaning.
  const sentenceEnd = /[.!?;](?:\s|$)/.exec(text);
  if (sentenceEnd && sentenceEnd.index >= 20) text = text.slice(0, sentenceEnd.index);
  text = text.replace(EDGE_PUNCT, '').trim();
  if (text.length <= maxLength) return text;

  const room = maxLength - 1; // keep one character for the ellipsis
  const head = text.slice(0, room + 1);
  const comma = head.lastIndexOf(',');
  const space = head.lastIndexOf(' ');
  let cut = comma >= room * 0.6 ? comma : space >= room * 0.5 ? space : room;
  cut = Math.min(cut, room);
  return `${text.slice(0, cut).replace(EDGE_PUNCT, '').trim()}…`;
}

/** FNV-1a 32-bit hash of a string (deterministic seed source). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic number in [0, 1) from a seed and a label. */
export function seededUnit(seed: number, label: string): number {
  return hashString(`${seed.toString(16)}:${label}`) / 0x1_0000_0000;
}

/** Replaces {name} placeholders; unknown names are left untouched. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The product's name from the features the user wrote: their first clause (up to a comma,
 * semicolon, colon, parenthesis or a spaced dash), cleaned (cleanFragment) and capitalised in
 * `language`; the whole features when the first clause is under 3 characters.
 * Input: free text, a language, the most characters kept. Output: the name, or '' when the
 * features hold none.
 */
export function featureName(features: string, language: string, maxLength: number): string {
  const cleaned = cleanFragment(features ?? '', maxLength * 2);
  const clause = cleaned.split(/[,;:(]|\s[-–—]\s/)[0]?.trim() ?? '';
  const named = cleanFragment(clause.length >= 3 ? clause : cleaned, maxLength);
  return named ? `${named.charAt(0).toLocaleUpperCase(language)}${named.slice(1)}` : '';
}
