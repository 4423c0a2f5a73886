/**
 * Ad copy candidates written by the local engine from templates in five languages: 3 to 5
 * headlines, sublines and calls to action from the product's title, its features, its audience,
 * the angle and the tone.
 *
 * Rules (as the chat model gets them, ../../providers/ai/copy): the copy restates what the seller
 * wrote and nothing more: no superlatives ("best", "perfect", "#1"), no claim the features do not
 * make, no urgency ("last chance", "only today"), and never a price, a discount or a date: an offer
 * appears only as the seller typed it. Templates are built from colons, dashes and "for ..." so
 * they need no gender or case agreement with the product's name.
 */
import type { Language } from '../../../shared/catalog';
import type { AdAngle, AdTone } from '../../../shared/ad-creatives';
import { AD_TEXT_LIMITS } from '../../../shared/ad-creatives';

export interface AdCopyInput {
  language: Language;
  angle: AdAngle;
  tone: AdTone;
  /** The product's name (its title), or null. */
  title: string | null;
  /** Free text: the product's features, comma, semicolon or line separated. */
  features: string;
  audience: string;
  brandName: string;
  /** The seller's own offer text, only for the 'offer' angle. */
  offer: string;
}

export interface AdCopyCandidates {
  headlines: string[];
  sublines: string[];
  ctas: string[];
}

type Fill = { title: string; f1: string; f2: string; f3: string; audience: string; brand: string; offer: string; list: string };
type Template = (x: Fill) => string | null;

interface LanguageCopy {
  and: string;
  headlines: Record<AdAngle, Template[]>;
  sublines: Template[];
  ctas: Record<AdTone, string[]>;
}

const cap = (s: string) => (s ? s[0]!.toLocaleUpperCase() + s.slice(1) : s);
const need = (...parts: string[]) => parts.every((p) => p.trim().length > 0);

const COPY: Record<Language, LanguageCopy> = {
  en: {
    and: 'and',
    headlines: {
      benefit: [(x) => `${cap(x.f1)}.`, (x) => (need(x.f2) ? `${cap(x.f1)}, ${x.f2}.` : null), (x) => `${x.title}: ${x.f1}`, (x) => (need(x.audience) ? `${cap(x.f1)}, for ${x.audience}` : null)],
      feature: [(x) => `${x.title}: ${x.f1}`, (x) => `Meet ${x.title}`, (x) => (need(x.f2) ? `${cap(x.f1)}. ${cap(x.f2)}.` : null), (x) => `${x.title}: ${x.list}`],
      audience: [(x) => (need(x.audience) ? `For ${x.audience}` : null), (x) => (need(x.audience) ? `${x.title}, made for ${x.audience}` : null), (x) => (need(x.audience) ? `${cap(x.audience)}: meet ${x.title}` : null), (x) => `${x.title} – ${x.f1}`],
      everyday: [(x) => `${x.title}, every day`, (x) => `Bring ${x.title} home`, (x) => `${cap(x.f1)}, day after day`, (x) => `${x.title} – ${x.f1}`],
      offer: [(x) => (need(x.offer) ? `${x.offer} – ${x.title}` : null), (x) => (need(x.offer) ? `${x.title}: ${x.offer}` : null), (x) => (need(x.offer) ? `${x.offer} on ${x.title}` : null)],
    },
    sublines: [(x) => `${cap(x.list)}.`, (x) => (need(x.audience) ? `${x.title} – ${x.f1}, made for ${x.audience}.` : null), (x) => (need(x.brand) ? `${x.title} by ${x.brand}: ${x.f1}.` : null), (x) => `${cap(x.f1)}. See every detail.`],
    ctas: { friendly: ['Take a look', 'Shop now', 'Discover it', 'Learn more'], premium: ['Discover', 'Shop now', 'Explore', 'Learn more'], playful: ['Get yours', 'Say hello', 'Shop now', 'Take a look'], technical: ['See the specs', 'Learn more', 'Shop now', 'Compare'] },
  },
  pt: {
    and: 'e',
    headlines: {
      benefit: [(x) => `${cap(x.f1)}.`, (x) => (need(x.f2) ? `${cap(x.f1)}, ${x.f2}.` : null), (x) => `${x.title}: ${x.f1}`, (x) => (need(x.audience) ? `${cap(x.f1)}, para ${x.audience}` : null)],
      feature: [(x) => `${x.title}: ${x.f1}`, (x) => `Conheça: ${x.title}`, (x) => (need(x.f2) ? `${cap(x.f1)}. ${cap(x.f2)}.` : null), (x) => `${x.title}: ${x.list}`],
      audience: [(x) => (need(x.audience) ? `Para ${x.audience}` : null), (x) => (need(x.audience) ? `${x.title}, para ${x.audience}` : null), (x) => (need(x.audience) ? `${cap(x.audience)}: conheça ${x.title}` : null), (x) => `${x.title} – ${x.f1}`],
      everyday: [(x) => `${x.title}, no dia a dia`, (x) => `Leve ${x.title} para casa`, (x) => `${cap(x.f1)}, todos os dias`, (x) => `${x.title} – ${x.f1}`],
      offer: [(x) => (need(x.offer) ? `${x.offer} – ${x.title}` : null), (x) => (need(x.offer) ? `${x.title}: ${x.offer}` : null), (x) => (need(x.offer) ? `${x.offer} em ${x.title}` : null)],
    },
    sublines: [(x) => `${cap(x.list)}.`, (x) => (need(x.audience) ? `${x.title} – ${x.f1}, para ${x.audience}.` : null), (x) => (need(x.brand) ? `${x.title}, de ${x.brand}: ${x.f1}.` : null), (x) => `${cap(x.f1)}. Veja todos os detalhes.`],
    ctas: { friendly: ['Veja mais', 'Comprar agora', 'Descubra', 'Saiba mais'], premium: ['Descubra', 'Comprar agora', 'Explore', 'Saiba mais'], playful: ['Quero o meu', 'Comprar agora', 'Dê uma olhada', 'Veja mais'], technical: ['Ver especificações', 'Saiba mais', 'Comprar agora', 'Comparar'] },
  },
  fr: {
    and: 'et',
    headlines: {
      benefit: [(x) => `${cap(x.f1)}.`, (x) => (need(x.f2) ? `${cap(x.f1)}, ${x.f2}.` : null), (x) => `${x.title} : ${x.f1}`, (x) => (need(x.audience) ? `${cap(x.f1)}, pour ${x.audience}` : null)],
      feature: [(x) => `${x.title} – ${x.f1}`, (x) => `Découvrez ${x.title}`, (x) => (need(x.f2) ? `${cap(x.f1)}. ${cap(x.f2)}.` : null), (x) => `${x.title} : ${x.list}`],
      audience: [(x) => (need(x.audience) ? `Pour ${x.audience}` : null), (x) => (need(x.audience) ? `${x.title}, pour ${x.audience}` : null), (x) => (need(x.audience) ? `${cap(x.audience)} : découvrez ${x.title}` : null), (x) => `${x.title} – ${x.f1}`],
      everyday: [(x) => `${x.title}, au quotidien`, (x) => `${x.title} chez vous`, (x) => `${cap(x.f1)}, jour après jour`, (x) => `${x.title} – ${x.f1}`],
      offer: [(x) => (need(x.offer) ? `${x.offer} – ${x.title}` : null), (x) => (need(x.offer) ? `${x.title} : ${x.offer}` : null), (x) => (need(x.offer) ? `${x.offer} sur ${x.title}` : null)],
    },
    sublines: [(x) => `${cap(x.list)}.`, (x) => (need(x.audience) ? `${x.title} – ${x.f1}, pour ${x.audience}.` : null), (x) => (need(x.brand) ? `${x.title} par ${x.brand} : ${x.f1}.` : null), (x) => `${cap(x.f1)}. Voyez chaque détail.`],
    ctas: { friendly: ['Voir plus', 'Acheter', 'Découvrir', 'En savoir plus'], premium: ['Découvrir', 'Acheter', 'Explorer', 'En savoir plus'], playful: ['Je craque', 'Acheter', 'Jeter un œil', 'Voir plus'], technical: ['Voir la fiche', 'En savoir plus', 'Acheter', 'Comparer'] },
  },
  es: {
    and: 'y',
    headlines: {
      benefit: [(x) => `${cap(x.f1)}.`, (x) => (need(x.f2) ? `${cap(x.f1)}, ${x.f2}.` : null), (x) => `${x.title}: ${x.f1}`, (x) => (need(x.audience) ? `${cap(x.f1)}, para ${x.audience}` : null)],
      feature: [(x) => `${x.title}: ${x.f1}`, (x) => `Conoce ${x.title}`, (x) => (need(x.f2) ? `${cap(x.f1)}. ${cap(x.f2)}.` : null), (x) => `${x.title}: ${x.list}`],
      audience: [(x) => (need(x.audience) ? `Para ${x.audience}` : null), (x) => (need(x.audience) ? `${x.title}, para ${x.audience}` : null), (x) => (need(x.audience) ? `${cap(x.audience)}: conoce ${x.title}` : null), (x) => `${x.title} – ${x.f1}`],
      everyday: [(x) => `${x.title}, en tu día a día`, (x) => `Lleva ${x.title} a casa`, (x) => `${cap(x.f1)}, cada día`, (x) => `${x.title} – ${x.f1}`],
      offer: [(x) => (need(x.offer) ? `${x.offer} – ${x.title}` : null), (x) => (need(x.offer) ? `${x.title}: ${x.offer}` : null), (x) => (need(x.offer) ? `${x.offer} en ${x.title}` : null)],
    },
    sublines: [(x) => `${cap(x.list)}.`, (x) => (need(x.audience) ? `${x.title} – ${x.f1}, para ${x.audience}.` : null), (x) => (need(x.brand) ? `${x.title}, de ${x.brand}: ${x.f1}.` : null), (x) => `${cap(x.f1)}. Mira cada detalle.`],
    ctas: { friendly: ['Ver más', 'Comprar ahora', 'Descúbrelo', 'Más información'], premium: ['Descubrir', 'Comprar ahora', 'Explorar', 'Más información'], playful: ['Lo quiero', 'Comprar ahora', 'Échale un ojo', 'Ver más'], technical: ['Ver especificaciones', 'Más información', 'Comprar ahora', 'Comparar'] },
  },
  de: {
    and: 'und',
    headlines: {
      benefit: [(x) => `${cap(x.f1)}.`, (x) => (need(x.f2) ? `${cap(x.f1)}, ${x.f2}.` : null), (x) => `${x.title}: ${x.f1}`, (x) => (need(x.audience) ? `${cap(x.f1)} – für ${x.audience}` : null)],
      feature: [(x) => `${x.title}: ${x.f1}`, (x) => `Entdecke ${x.title}`, (x) => (need(x.f2) ? `${cap(x.f1)}. ${cap(x.f2)}.` : null), (x) => `${x.title}: ${x.list}`],
      audience: [(x) => (need(x.audience) ? `Für ${x.audience}` : null), (x) => (need(x.audience) ? `${x.title} – für ${x.audience}` : null), (x) => (need(x.audience) ? `${cap(x.audience)}: entdeckt ${x.title}` : null), (x) => `${x.title} – ${x.f1}`],
      everyday: [(x) => `${x.title} für jeden Tag`, (x) => `Hol dir ${x.title} nach Hause`, (x) => `${cap(x.f1)}, Tag für Tag`, (x) => `${x.title} – ${x.f1}`],
      offer: [(x) => (need(x.offer) ? `${x.offer} – ${x.title}` : null), (x) => (need(x.offer) ? `${x.title}: ${x.offer}` : null), (x) => (need(x.offer) ? `${x.offer} auf ${x.title}` : null)],
    },
    sublines: [(x) => `${cap(x.list)}.`, (x) => (need(x.audience) ? `${x.title} – ${x.f1}, für ${x.audience}.` : null), (x) => (need(x.brand) ? `${x.title} von ${x.brand}: ${x.f1}.` : null), (x) => `${cap(x.f1)}. Sieh dir jedes Detail an.`],
    ctas: { friendly: ['Mehr sehen', 'Jetzt kaufen', 'Entdecken', 'Mehr erfahren'], premium: ['Entdecken', 'Jetzt kaufen', 'Ansehen', 'Mehr erfahren'], playful: ['Will ich haben', 'Jetzt kaufen', 'Reinschauen', 'Mehr sehen'], technical: ['Zu den Details', 'Mehr erfahren', 'Jetzt kaufen', 'Vergleichen'] },
  },
};

/** The features as short phrases: split on commas, semicolons, bullets and line breaks; trimmed, at most 48 characters each, without a trailing full stop. */
export function featurePhrases(features: string): string[] {
  return features
    .split(/[,;\n•·]+|\.\s+/u)
    .map((p) => p.trim().replace(/[.!]+$/u, '').replace(/\s+/gu, ' '))
    .filter((p) => p.length >= 2 && p.length <= 48);
}

/**
 * 3 to 5 candidates of each text (fewer headlines only for the offer angle without an offer, which
 * then falls back to the feature angle). Every candidate fits its text limit (src/shared/ad-creatives.ts).
 */
export function localAdCopy(input: AdCopyInput): AdCopyCandidates {
  const copy = COPY[input.language];
  const phrases = featurePhrases(input.features);
  const title = (input.title ?? '').trim() || cap(phrases[0] ?? '') || input.brandName.trim();
  const f1 = (phrases[0] ?? title).toLocaleLowerCase(input.language) === title.toLocaleLowerCase(input.language) ? (phrases[1] ?? phrases[0] ?? title) : (phrases[0] ?? title);
  const rest = phrases.filter((p) => p !== f1 && p.toLocaleLowerCase(input.language) !== title.toLocaleLowerCase(input.language));
  const lowerFirst = (s: string) => (s && s !== title && !/^[A-ZÀ-Ý]{2}/u.test(s) ? s[0]!.toLocaleLowerCase(input.language) + s.slice(1) : s);
  const three = [f1, ...rest].slice(0, 3).map(lowerFirst);
  const list = three.length > 1 ? `${three.slice(0, -1).join(', ')} ${copy.and} ${three[three.length - 1]}` : (three[0] ?? title);
  const fill: Fill = { title, f1: lowerFirst(f1), f2: lowerFirst(rest[0] ?? ''), f3: lowerFirst(rest[1] ?? ''), audience: input.audience.trim(), brand: input.brandName.trim(), offer: input.offer.trim(), list };
  const run = (templates: Template[], max: number) =>
    [...new Set(templates.map((t) => t(fill)).filter((s): s is string => Boolean(s && s.trim())).map((s) => s.replace(/\s+/gu, ' ').trim()))].filter((s) => s.length <= max);
  let headlines = run(copy.headlines[input.angle === 'offer' && !fill.offer ? 'feature' : input.angle], AD_TEXT_LIMITS.headline);
  if (headlines.length < 3) headlines = [...new Set([...headlines, ...run(copy.headlines.feature, AD_TEXT_LIMITS.headline), ...run(copy.headlines.benefit, AD_TEXT_LIMITS.headline)])];
  if (headlines.length === 0) headlines = [title.slice(0, AD_TEXT_LIMITS.headline)];
  // A headline of one or two words ("Crisp.") says least: it goes last.
  const words = (h: string) => h.split(/\s+/u).length;
  headlines = [...headlines.filter((h) => words(h) >= 3), ...headlines.filter((h) => words(h) < 3)];
  const sublines = run(copy.sublines, AD_TEXT_LIMITS.subline);
  return { headlines: headlines.slice(0, 5), sublines: sublines.slice(0, 5), ctas: copy.ctas[input.tone].slice(0, 4) };
}
