/**
 * The FAQ of the help centre, with search and
 * categories: the questions by category, the product facts their answers quote (read from the
 * plan catalogue and option catalogs, so an answer cannot drift from the code), and the search over
 * questions and answers in the current language.
 *
 * Search: the query is split into words; words that say nothing in that language ('how', 'do',
 * 'como', 'wie'...) are dropped unless nothing else is left; an entry matches when every remaining
 * word occurs in its question or answer, ignoring case and accents ('credito' finds 'créditos',
 * 'loschen' finds 'löschen'), a plural also finding its singular ('créditos' finds 'crédito').
 * Entries whose question holds more of the words come first.
 *
 * Studio Photos answers quote src/shared/studio-presets.ts (batch size, credits per packshot, each
 * preset's frame and fill); what the checks cover follows server/engine/packshot/packshot-compliance.ts
 * and what is refunded follows server/services/studio-batches.ts.
 */
import type { TFunction } from 'i18next';
import { ASPECT_RATIOS, LANGUAGES, MAX_IMAGES_FREE, MAX_IMAGES_PAID, UPLOAD_MAX_BYTES, type Language } from '@shared/catalog';
import { ARCHIVE_MAX_IMAGES } from '@shared/contracts/library';
import { FREE_RENEWAL_DAYS, IMAGE_CREDITS_BY_QUALITY, MONEY_BACK_DAYS, planFor, VIDEO_CREDITS } from '@shared/plans';
import { STUDIO_BATCH_MAX, STUDIO_PACKSHOT_CREDITS, STUDIO_PRESET_IDS, STUDIO_PRESETS, STUDIO_SIZE_MAX, STUDIO_SIZE_MIN, type StudioPresetId } from '@shared/studio-presets';

/** The questions of each category, in display order (texts: help.json `faq.items.<id>`). */
export const FAQ_CATEGORIES = {
  gettingStarted: ['whatIs', 'firstImages', 'photoTips', 'languages'],
  credits: ['whatCredits', 'freePlan', 'plans', 'rollover', 'failed', 'changePlan', 'refund', 'payment'],
  images: ['ideas', 'settings', 'howMany', 'duration', 'sameProduct', 'adjust', 'cutout'],
  studio: ['studioWhat', 'studioWhite', 'studioPresets', 'studioNotCharged', 'studioDownload'],
  videos: ['videoWhat', 'videoCost'],
  library: ['library', 'download', 'storage'],
  account: ['emailPassword', 'export', 'deleteAccount', 'signedOut', 'support'],
  selfHosting: ['selfHost', 'engines', 'api'],
} as const;

export type FaqCategory = keyof typeof FAQ_CATEGORIES;
export const FAQ_CATEGORY_IDS = Object.keys(FAQ_CATEGORIES) as FaqCategory[];

/** One question with its answer, already translated. */
export type FaqEntry = { id: string; category: FaqCategory; question: string; answer: string };

/** Session lifetime in days (the server's better-auth option; also stated on /privacy from the server). */
export const SESSION_DAYS = 7;

/** Storage size in the language's units: '500 MB', '10 GB'. */
function formatBytes(bytes: number, language: string): string {
  const gb = bytes / 1024 ** 3;
  const [value, unit] = gb >= 1 ? [gb, 'gigabyte'] : [bytes / 1024 ** 2, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** A monthly price in euros in the language's format: '€19.99', '49 €'. */
function formatPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}

/** A Studio preset's frame, '2000 × 2000' (as the studio page writes it). */
function presetSize(id: StudioPresetId): string {
  const { width, height } = STUDIO_PRESETS[id];
  return `${width} × ${height}`;
}

/** A share of the frame (0..1) as a whole percent: 0.85 -> 85. */
function percent(share: number | null): number {
  return Math.round((share ?? 0) * 100);
}

/** The product facts the answers quote, from the catalogues (interpolation values of `faq.items`). */
export function faqFacts(language: string): Record<string, string | number> {
  const plan = (tier: Parameters<typeof planFor>[0]) => planFor(tier);
  return {
    freeCredits: plan('Free').monthlyCredits,
    renewalDays: FREE_RENEWAL_DAYS,
    freeMax: MAX_IMAGES_FREE,
    paidMax: MAX_IMAGES_PAID,
    low: IMAGE_CREDITS_BY_QUALITY.low,
    medium: IMAGE_CREDITS_BY_QUALITY.medium,
    high: IMAGE_CREDITS_BY_QUALITY.high,
    video: VIDEO_CREDITS,
    uploadMb: UPLOAD_MAX_BYTES / 1024 ** 2,
    ratios: ASPECT_RATIOS.length,
    ratioList: ASPECT_RATIOS.join(', '),
    languages: LANGUAGES.length,
    moneyBackDays: MONEY_BACK_DAYS,
    archiveMax: ARCHIVE_MAX_IMAGES,
    sessionDays: SESSION_DAYS,
    foundersPrice: formatPrice(plan('Founders').prices.month, language),
    foundersCredits: plan('Founders').monthlyCredits,
    starterPrice: formatPrice(plan('Starter').prices.month, language),
    starterCredits: plan('Starter').monthlyCredits,
    plusPrice: formatPrice(plan('Plus').prices.month, language),
    plusCredits: plan('Plus').monthlyCredits,
    proPrice: formatPrice(plan('Pro').prices.month, language),
    proCredits: plan('Pro').monthlyCredits,
    freeStorage: formatBytes(plan('Free').storageQuotaBytes, language),
    starterStorage: formatBytes(plan('Starter').storageQuotaBytes, language),
    plusStorage: formatBytes(plan('Plus').storageQuotaBytes, language),
    proStorage: formatBytes(plan('Pro').storageQuotaBytes, language),
    studioMax: STUDIO_BATCH_MAX,
    studioCredits: STUDIO_PACKSHOT_CREDITS,
    presetCount: STUDIO_PRESET_IDS.length,
    customMin: STUDIO_SIZE_MIN,
    customMax: STUDIO_SIZE_MAX,
    amazonSize: presetSize('amazon'),
    amazonFill: percent(STUDIO_PRESETS.amazon.fill),
    amazonMinFill: percent(STUDIO_PRESETS.amazon.minFill),
    shopifySize: presetSize('shopify'),
    etsySize: presetSize('etsy'),
    ebaySize: presetSize('ebay'),
    googleSize: presetSize('google_shopping'),
    googleMinFill: percent(STUDIO_PRESETS.google_shopping.minFill),
    googleMaxFill: percent(STUDIO_PRESETS.google_shopping.maxFill),
    instagramSize: presetSize('instagram'),
    transparentSize: presetSize('transparent'),
  };
}

/** Every entry of the FAQ in category order, translated with `t` (namespace 'help'). */
export function faqEntries(t: TFunction, language: string): FaqEntry[] {
  const facts = faqFacts(language);
  return FAQ_CATEGORY_IDS.flatMap((category) =>
    FAQ_CATEGORIES[category].map((id) => ({
      id,
      category,
      question: t(`help:faq.items.${id}.q`, facts),
      answer: t(`help:faq.items.${id}.a`, facts),
    })),
  );
}

/** Words that carry no meaning in a search, by language (compared after normalising). */
const STOP_WORDS: Record<Language, readonly string[]> = {
  en: ['a', 'an', 'and', 'are', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'which', 'why', 'with', 'you', 'your'],
  pt: ['a', 'as', 'com', 'como', 'da', 'de', 'do', 'e', 'em', 'eu', 'meu', 'minha', 'na', 'no', 'o', 'os', 'onde', 'para', 'por', 'posso', 'qual', 'quando', 'que', 'se', 'um', 'uma'],
  fr: ['a', 'au', 'comment', 'de', 'des', 'du', 'en', 'est', 'et', 'je', 'la', 'le', 'les', 'ma', 'mes', 'mon', 'ou', 'pour', 'quand', 'que', 'quel', 'quelle', 'qui', 'un', 'une'],
  es: ['a', 'como', 'con', 'cual', 'cuando', 'de', 'del', 'donde', 'el', 'en', 'es', 'la', 'las', 'los', 'mi', 'mis', 'o', 'para', 'por', 'puedo', 'que', 'se', 'un', 'una', 'y'],
  de: ['auf', 'das', 'der', 'die', 'ein', 'eine', 'ich', 'ist', 'kann', 'mein', 'meine', 'mit', 'und', 'was', 'wie', 'wo', 'zu'],
};

/** One character folded for search: lower case, accents removed ('É' -> 'e', 'ß' -> 'ss'). */
function foldChar(ch: string, language: string): string {
  return ch.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language).replace('ß', 'ss');
}

/** `text` folded for search, with the index in `text` of each folded character. */
function fold(text: string, language: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = foldChar(ch, language);
    for (let i = 0; i < f.length; i++) origin.push(index);
    folded += f;
    index += ch.length;
  }
  return { folded, origin };
}

/** The words of a query, folded, without the language's stop words (unless only those were typed). */
export function queryTerms(query: string, language: string): string[] {
  const words = fold(query, language).folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const stop = STOP_WORDS[(LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en'];
  const meaningful = words.filter((w) => !stop.includes(w));
  return [...new Set(meaningful.length ? meaningful : words)];
}

/** The forms of a folded query word that count as a match: the word, and without a plural 's'. */
function termForms(term: string): string[] {
  return term.length > 3 && term.endsWith('s') ? [term, term.slice(0, -1)] : [term];
}

/** Whether folded `text` holds a form of `term`. */
function holds(text: string, term: string): boolean {
  return termForms(term).some((form) => text.includes(form));
}

/**
 * The entries matching `query` in `language`, best first (more query words in the question first,
 * then FAQ order). An empty query gives every entry.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string, language: string): FaqEntry[] {
  const terms = queryTerms(query, language);
  if (terms.length === 0) return [...entries];
  const scored: { entry: FaqEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const question = fold(entry.question, language).folded;
    const answer = fold(entry.answer, language).folded;
    if (!terms.every((term) => holds(question, term) || holds(answer, term))) return;
    const score = terms.filter((term) => holds(question, term)).length;
    scored.push({ entry, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.entry);
}

/** Ranges [start, end) of `text` where the query's words occur, merged and in order (for highlighting). */
export function matchRanges(text: string, query: string, language: string): [number, number][] {
  const terms = queryTerms(query, language);
  if (terms.length === 0) return [];
  const { folded, origin } = fold(text, language);
  const ranges: [number, number][] = [];
  for (const term of terms.flatMap(termForms)) {
    let at = folded.indexOf(term);
    while (at !== -1) {
      const start = origin[at]!;
      const last = origin[at + term.length - 1]!;
      const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
      ranges.push([start, end]);
      at = folded.indexOf(term, at + term.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const prev = merged[merged.length - 1];
    if (prev && r[0] <= prev[1]) prev[1] = Math.max(prev[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}
