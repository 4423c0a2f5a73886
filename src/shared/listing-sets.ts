/**
 * Listing sets: the images of one product's listing on a marketplace (a main packshot, then
 * secondary images: scenes, an infographic, a dimensions drawing, detail crops, other angles, a
 * size comparison), each slot following the marketplace's own rules.
 *
 * Sources: docs/listing-images.md (each marketplace's pages, quoted and dated). Sizes: the Studio
 * Photos preset of the marketplace (docs/product.md, "Studio Photos presets"); Mercado Livre: its
 * upload size, 1200 x 1200, with the cover's 95 % fill.
 */
import { defaultStudioSpec, type StudioSpec } from './studio-presets';

export const LISTING_MARKETPLACES = ['amazon', 'shopify', 'etsy', 'ebay', 'mercado_livre', 'google_shopping'] as const;
export type ListingMarketplace = (typeof LISTING_MARKETPLACES)[number];

/** The kinds of image a listing set can hold, in the order a listing usually shows them. */
export const LISTING_SLOT_KINDS = ['main', 'scene', 'infographic', 'dimensions', 'detail', 'angles', 'comparison'] as const;
export type ListingSlotKind = (typeof LISTING_SLOT_KINDS)[number];

/**
 * Why a slot kind is not offered on a marketplace (translated in the `listing` namespace):
 * - no_added_text: eBay's picture policy bans "added text, artwork or marketing material" and
 *   added borders on every photo;
 * - no_seller_text: Mercado Livre bans "logos del vendedor, texto o similares" and checks text
 *   and logos on secondary images too.
 */
export const LISTING_SLOT_REASONS = ['no_added_text', 'no_seller_text'] as const;
export type ListingSlotReason = (typeof LISTING_SLOT_REASONS)[number];

export interface ListingSlotRule {
  allowed: boolean;
  /** Why not, when not allowed. */
  reason: ListingSlotReason | null;
}

export interface ListingMarketplaceRules {
  id: ListingMarketplace;
  /** Size of every image of the set, px (the main packshot's size). */
  width: number;
  height: number;
  /** Most images the marketplace shows in one listing, when it documents it (else Vitrine's cap). */
  maxImages: number;
  /** The main packshot's spec: background, fill, size (checked by the packshot compliance check). */
  main: StudioSpec;
  slots: Readonly<Record<ListingSlotKind, ListingSlotRule>>;
  /** The marketplace's pages the rules come from (docs/listing-images.md). */
  sources: readonly string[];
}

/** Most images Vitrine makes in one set: Amazon's one main image and eight alternates. */
export const LISTING_MAX_SLOTS = 9;

const ALL: ListingSlotRule = { allowed: true, reason: null };
const allowAll = (): Record<ListingSlotKind, ListingSlotRule> => Object.fromEntries(LISTING_SLOT_KINDS.map((k) => [k, ALL])) as Record<ListingSlotKind, ListingSlotRule>;
const withoutText = (reason: ListingSlotReason): Record<ListingSlotKind, ListingSlotRule> => ({
  ...allowAll(),
  infographic: { allowed: false, reason },
  dimensions: { allowed: false, reason },
  comparison: { allowed: false, reason },
});

/** Mercado Livre's cover photo: pure white, 1200 x 1200 upload size, the product taking 95 % of the space. */
const MERCADO_LIVRE_MAIN: StudioSpec = { preset: 'custom', width: 1200, height: 1200, format: 'jpg', background: '#FFFFFF', shadow: 'none', alignment: 'center', fill: 0.95, minFill: 0.93, maxFill: 0.97 };

/** Every marketplace's rules by id. */
export const LISTING_RULES: Readonly<Record<ListingMarketplace, ListingMarketplaceRules>> = {
  amazon: {
    id: 'amazon',
    width: 2000,
    height: 2000,
    maxImages: 9,
    main: defaultStudioSpec('amazon'),
    slots: allowAll(),
    sources: ['https://sellercentral.amazon.fr/gp/help/external/G1881?language=en_FR', 'https://sellercentral.amazon.com/gp/help/external/G75PWC4THA8J269P'],
  },
  shopify: {
    id: 'shopify',
    width: 2048,
    height: 2048,
    maxImages: LISTING_MAX_SLOTS,
    main: defaultStudioSpec('shopify'),
    slots: allowAll(),
    sources: ['https://shopify.dev/docs/apps/online-store/media/products'],
  },
  etsy: {
    id: 'etsy',
    width: 2700,
    height: 2025,
    maxImages: LISTING_MAX_SLOTS,
    main: defaultStudioSpec('etsy'),
    slots: allowAll(),
    sources: ['https://www.etsy.com/legal/policy/listing-image-requirements/253962679005'],
  },
  ebay: {
    id: 'ebay',
    width: 1600,
    height: 1600,
    maxImages: LISTING_MAX_SLOTS,
    main: defaultStudioSpec('ebay'),
    slots: withoutText('no_added_text'),
    sources: ['https://www.ebay.com/help/policies/listing-policies/picture-policy?id=4370'],
  },
  mercado_livre: {
    id: 'mercado_livre',
    width: 1200,
    height: 1200,
    maxImages: LISTING_MAX_SLOTS,
    main: MERCADO_LIVRE_MAIN,
    slots: withoutText('no_seller_text'),
    sources: ['https://developers.mercadolibre.com.ar/es_ar/es_ar/trabajar-con-imagenes', 'https://www.mercadolibre.com.ar/ayuda/Fotos-en-Pagina-Principal_1024'],
  },
  google_shopping: {
    id: 'google_shopping',
    width: 1500,
    height: 1500,
    maxImages: LISTING_MAX_SLOTS,
    main: defaultStudioSpec('google_shopping'),
    slots: allowAll(),
    sources: ['https://support.google.com/merchants/answer/6324350', 'https://support.google.com/merchants/answer/6324370'],
  },
};

/** Units of the product's dimensions and weight: the user's choice, never converted. */
export const LENGTH_UNITS = ['cm', 'mm', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const WEIGHT_UNITS = ['kg', 'g', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Limits of what a user writes into a set (characters after trimming, counts). */
export const LISTING_TEXT_LIMITS = {
  title: 60,
  calloutTitle: 28,
  calloutText: 72,
  comparisonLine: 90,
  altText: 250,
  callouts: { min: 3, max: 5 },
  comparisonLines: { min: 1, max: 3 },
  detailRegions: { min: 1, max: 3 },
  angles: { min: 2, max: 6 },
  scenes: 3,
} as const;

/** Largest figure a dimension or weight can take (any unit). */
export const LISTING_MAX_MEASURE = 100_000;

/** Credits: each image of a set costs one, whatever its kind (a Studio packshot's price; docs/decisions/023-listing-sets.md). */
export const LISTING_IMAGE_CREDITS = 1;

/** A listing file name in listing order: `01-main.jpg`, `02-infographic.jpg` (position from 1). */
export function listingFileName(position: number, kind: ListingSlotKind, ext: 'jpg' | 'png' = 'jpg'): string {
  return `${String(position).padStart(2, '0')}-${kind}.${ext}`;
}

/** A detail crop's side, as a share of the product's longer side in its photo (the engine's detail crops). */
export const LISTING_DETAIL_SHARE = 0.35;

/**
 * How far a catalogue run may enlarge a photo's pixels for a detail crop: a product too small in its
 * photo for a crop within this factor at the marketplace's width goes without (nobody previews a
 * run's images before they are charged; one product at a time, a crop enlarged more is made and
 * flagged).
 */
export const CATALOGUE_DETAIL_MAX_ENLARGEMENT = 3;

/** How far a detail crop enlarges the photo's pixels: the marketplace's width over the crop's side (`LISTING_DETAIL_SHARE` of the product's longer side, px). */
export function detailEnlargement(productLongSidePx: number, marketplaceWidthPx: number): number {
  return marketplaceWidthPx / Math.max(1, productLongSidePx * LISTING_DETAIL_SHARE);
}

/** The kinds a catalogue run's listing template can hold: those each product's own photos, features and library can fill (figures and comparison lines are written per product). */
export const CATALOGUE_LISTING_KINDS = ['main', 'scene', 'infographic', 'detail', 'angles'] as const satisfies readonly ListingSlotKind[];
export type CatalogueListingKind = (typeof CATALOGUE_LISTING_KINDS)[number];

/** The first words of `text` that fit in `max` characters, and what is left (both trimmed). A first word longer than `max` is cut. */
function wordsWithin(text: string, max: number): [string, string] {
  if (text.length <= max) return [text, ''];
  const cut = text.lastIndexOf(' ', max);
  const head = (cut > 0 ? text.slice(0, cut) : text.slice(0, max)).trim();
  return [head, text.slice(head.length).trim()];
}

/** A feature line's lead and explanation, split at its first `:` or spaced dash (` - `, ` – `, ` — `), the lead at most `max` characters; null without one. */
function leadOf(line: string, max: number): [string, string] | null {
  const match = /\s*(?::|\s[-–—])\s+/u.exec(line);
  if (!match || match.index < 2) return null;
  const lead = line.slice(0, match.index).trim();
  const rest = line.slice(match.index + match[0].length).trim();
  return lead.length <= max && rest ? [lead, rest] : null;
}

/**
 * Infographic callouts from a product's features: one per line, `•` bullet or `;` (per `,` when
 * there is none of those), list marks dropped, at most `LISTING_TEXT_LIMITS.callouts.max`. A line longer than a callout's title
 * is split where it says so, at a lead ending in `:` or a spaced dash (the bullet style Amazon's
 * listings use: "DISHWASHER SAFE: …"), else after the first words that fit the title; the rest
 * becomes the line of text (cut at a word with `…` when even that is too long). Icons start as
 * `check`. Input: free text. Output: 0 to 5 callouts; an infographic needs 3.
 */
export function calloutsFromFeatures(features: string): { icon: 'check'; title: string; text?: string }[] {
  const L = LISTING_TEXT_LIMITS;
  const clean = (parts: string[]) => parts.map((s) => s.trim().replace(/^[-*·]\s*/u, '').replace(/\s+/gu, ' ')).filter(Boolean);
  // Lines, bullets and semicolons part features; commas only when nothing else does (a feature may hold commas).
  const split = clean(features.split(/\r?\n|[•;]/u));
  const parts = split.length > 1 ? split : clean(features.split(/,/u));
  return parts
    .slice(0, L.callouts.max)
    .map((line) => {
      const [title, rest] = (line.length > L.calloutTitle && leadOf(line, L.calloutTitle)) || wordsWithin(line, L.calloutTitle);
      if (!rest) return { icon: 'check' as const, title };
      const [text, more] = wordsWithin(rest, L.calloutText - 1);
      return { icon: 'check' as const, title, text: more ? `${text}…` : text };
    });
}
