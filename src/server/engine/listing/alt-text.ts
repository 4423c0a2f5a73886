/**
 * The alt text of a listing image, written from what the image holds (the product's name, the
 * slot's kind, the user's callouts and figures) in the set's language: for screen readers and
 * search, as Shopify's media `alt` field describes it ("a word or phrase to share the nature or
 * contents of a media"). At most LISTING_TEXT_LIMITS.altText characters, cut at a word.
 */
import type { ListingDimensions, ListingSlot } from '../../../shared/contracts/listing-sets';
import type { Language } from '../../../shared/languages';
import { LISTING_TEXT_LIMITS } from '../../../shared/listing-sets';
import { formatMeasure, joinList, LISTING_WORDS } from './listing-words';

/** Alt text of `slot` for a product named `product`. Output: one sentence, no trailing period. */
export function listingAltText(slot: ListingSlot, product: string, language: Language, dimensions: ListingDimensions | null): string {
  const words = LISTING_WORDS[language];
  let text = words.alt[slot.kind].replace('{product}', product.trim());
  if (slot.kind === 'infographic') text += words.features.replace('{features}', joinList(slot.callouts.map((c) => c.title.trim()), language));
  if (slot.kind === 'dimensions' && dimensions) {
    const figures = [`${words.width} ${formatMeasure(dimensions.width, dimensions.unit, language)}`, `${words.height} ${formatMeasure(dimensions.height, dimensions.unit, language)}`];
    if (dimensions.depth !== undefined) figures.push(`${words.depth} ${formatMeasure(dimensions.depth, dimensions.unit, language)}`);
    if (dimensions.weight !== undefined && dimensions.weightUnit) figures.push(`${words.weight} ${formatMeasure(dimensions.weight, dimensions.weightUnit, language)}`);
    text += words.measures.replace('{figures}', figures.join(', '));
  }
  if (slot.kind === 'comparison') text += words.features.replace('{features}', slot.title.trim());
  if (text.length <= LISTING_TEXT_LIMITS.altText) return text;
  const cut = text.slice(0, LISTING_TEXT_LIMITS.altText - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,:;]$/u, '')}…`;
}
