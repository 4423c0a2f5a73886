/**
 * Ad creatives: the placements Vitrine renders (exact pixel sizes and safe zones), the layout
 * families, brand kit options (fonts, tones, colours), copy angles, the variant dimensions, the
 * text limits and the credit prices. Shared by the web app and the server.
 *
 * Sizes and safe zones come from each platform's own documentation, cited per placement and in
 * docs/ad-placements.md; where a platform documents no safe zone, `safe.documented` is false and
 * the zone is Vitrine's own margin (6% of the shorter side), so text never touches an edge.
 * Credits and plan limits: docs/product.md, 'Ad creatives'.
 */
import type { Tier } from './catalog';

export const AD_PLATFORMS = ['meta', 'google', 'pinterest', 'linkedin', 'tiktok'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/** Insets from each edge, px at the placement's size, that text and logos keep clear of. */
export interface SafeInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface AdPlacement {
  id: AdPlacementId;
  platform: AdPlatform;
  width: number;
  height: number;
  /** Where text may go; `documented` false when the platform publishes none (Vitrine's margin). */
  safe: SafeInsets & { documented: boolean };
  /** The largest JPEG the platform accepts, bytes (Google's uploaded image ads: 150 KB); null when none is documented. */
  maxBytes: number | null;
  /** The share of the image text may cover (Google responsive display: 20%), 0..1; null when none. */
  maxTextShare: number | null;
  /** The platform's page the figures come from. */
  source: string;
}

export const AD_PLACEMENT_IDS = [
  'meta-feed-square',
  'meta-feed-portrait',
  'meta-stories',
  'meta-reels',
  'google-300x250',
  'google-336x280',
  'google-728x90',
  'google-300x600',
  'google-320x50',
  'google-responsive-landscape',
  'google-responsive-square',
  'pinterest-standard',
  'linkedin-single-image',
  'tiktok-vertical',
] as const;
export type AdPlacementId = (typeof AD_PLACEMENT_IDS)[number];

/** Vitrine's margin where a platform documents no safe zone: 6% of the shorter side, at least 4 px. */
export function defaultMargin(width: number, height: number): number {
  return Math.max(4, Math.round(Math.min(width, height) * 0.06));
}

function margin(width: number, height: number): AdPlacement['safe'] {
  const m = defaultMargin(width, height);
  return { top: m, right: m, bottom: m, left: m, documented: false };
}

const META_FEED = 'https://developers.facebook.com/docs/instagram/ads-api/reference/media-requirements/';
const META_STORY = 'https://www.facebook.com/business/ads-guide/update/image/facebook-story/outcome-awareness';
const GOOGLE_UPLOADED = 'https://support.google.com/google-ads/answer/1722096';
const GOOGLE_RESPONSIVE = 'https://support.google.com/google-ads/answer/17090561';
const GOOGLE_BYTES = 150 * 1024;

function placement(id: AdPlacementId, platform: AdPlatform, width: number, height: number, source: string, extra: Partial<Pick<AdPlacement, 'safe' | 'maxBytes' | 'maxTextShare'>> = {}): AdPlacement {
  return { id, platform, width, height, safe: extra.safe ?? margin(width, height), maxBytes: extra.maxBytes ?? null, maxTextShare: extra.maxTextShare ?? null, source };
}

/**
 * Meta's Stories pages: "roughly 14% (250 pixels) of the top and 20% (340 pixels) of the bottom"
 * free of text and logos; the percentages are used (the larger of the two figures on 1920 px).
 * Reels: Meta publishes no image safe zone; the stricter figure found (14% top, 35% bottom, 6% each
 * side, third-party guides) is used so text clears the Reels buttons and caption. TikTok publishes
 * its zones only as template files: the same strict zone is used.
 */
const STORIES_SAFE = { top: Math.round(1920 * 0.14), right: defaultMargin(1080, 1920), bottom: Math.round(1920 * 0.2), left: defaultMargin(1080, 1920), documented: true };
const REELS_SAFE = { top: Math.round(1920 * 0.14), right: Math.round(1080 * 0.06), bottom: Math.round(1920 * 0.35), left: Math.round(1080 * 0.06), documented: false };

export const AD_PLACEMENTS: Record<AdPlacementId, AdPlacement> = {
  'meta-feed-square': placement('meta-feed-square', 'meta', 1080, 1080, META_FEED),
  'meta-feed-portrait': placement('meta-feed-portrait', 'meta', 1080, 1350, META_FEED),
  'meta-stories': placement('meta-stories', 'meta', 1080, 1920, META_STORY, { safe: STORIES_SAFE }),
  'meta-reels': placement('meta-reels', 'meta', 1080, 1920, META_STORY, { safe: REELS_SAFE }),
  'google-300x250': placement('google-300x250', 'google', 300, 250, GOOGLE_UPLOADED, { maxBytes: GOOGLE_BYTES }),
  'google-336x280': placement('google-336x280', 'google', 336, 280, GOOGLE_UPLOADED, { maxBytes: GOOGLE_BYTES }),
  'google-728x90': placement('google-728x90', 'google', 728, 90, GOOGLE_UPLOADED, { maxBytes: GOOGLE_BYTES }),
  'google-300x600': placement('google-300x600', 'google', 300, 600, GOOGLE_UPLOADED, { maxBytes: GOOGLE_BYTES }),
  'google-320x50': placement('google-320x50', 'google', 320, 50, GOOGLE_UPLOADED, { maxBytes: GOOGLE_BYTES }),
  'google-responsive-landscape': placement('google-responsive-landscape', 'google', 1200, 628, GOOGLE_RESPONSIVE, { maxTextShare: 0.2 }),
  'google-responsive-square': placement('google-responsive-square', 'google', 1200, 1200, GOOGLE_RESPONSIVE, { maxTextShare: 0.2 }),
  'pinterest-standard': placement('pinterest-standard', 'pinterest', 1000, 1500, 'https://help.pinterest.com/en/business/article/pinterest-product-specs'),
  'linkedin-single-image': placement('linkedin-single-image', 'linkedin', 1200, 628, 'https://www.linkedin.com/help/lms/answer/a426534'),
  'tiktok-vertical': placement('tiktok-vertical', 'tiktok', 1080, 1920, 'https://ads.tiktok.com/help/article/tiktok-auction-in-feed-ads', { safe: REELS_SAFE }),
};

/**
 * Layout families: where the product, the texts, the logo and the badge go. Each adapts to every
 * placement by its own rules (stacked on tall sizes, side by side on wide ones, text only on thin
 * banners), never by cropping a finished design.
 */
export const AD_LAYOUTS = ['product-left', 'product-right', 'hero-centre', 'colour-split', 'offer-badge', 'quote-card', 'headline-first', 'minimal', 'carousel-card'] as const;
export type AdLayout = (typeof AD_LAYOUTS)[number];

/** Fonts bundled from @fontsource (OFL-1.1): latin + latin-ext files, 400 and 700. */
export const AD_FONTS = ['inter', 'roboto', 'montserrat', 'playfair-display', 'lora', 'dm-sans', 'noto-sans'] as const;
export type AdFont = (typeof AD_FONTS)[number];
export const AD_FONT_LABELS: Record<AdFont, string> = {
  inter: 'Inter',
  roboto: 'Roboto',
  montserrat: 'Montserrat',
  'playfair-display': 'Playfair Display',
  lora: 'Lora',
  'dm-sans': 'DM Sans',
  'noto-sans': 'Noto Sans',
};

export const AD_TONES = ['friendly', 'premium', 'playful', 'technical'] as const;
export type AdTone = (typeof AD_TONES)[number];

/** What the copy leads with. 'offer' needs the user's own offer text (a price or discount is never invented). */
export const AD_ANGLES = ['benefit', 'feature', 'audience', 'everyday', 'offer'] as const;
export type AdAngle = (typeof AD_ANGLES)[number];

/** The one thing A/B variants differ in. */
export const AD_VARIANT_DIMENSIONS = ['headline', 'layout', 'colour'] as const;
export type AdVariantDimension = (typeof AD_VARIANT_DIMENSIONS)[number];
export const AD_VARIANT_NAMES = ['A', 'B', 'C', 'D', 'E'] as const;

export const AD_OUTPUT_FORMATS = ['png', 'jpg'] as const;
export type AdOutputFormat = (typeof AD_OUTPUT_FORMATS)[number];

/** Text limits, characters (Meta: headline 40, primary text 125; a badge stays a few words). */
export const AD_TEXT_LIMITS = { headline: 60, subline: 125, cta: 24, badge: 24, quote: 160, quoteAuthor: 40, brandName: 40 } as const;

/** Brand kit limits. */
export const BRAND_KIT_LIMITS = { kits: 10, colours: { min: 1, max: 5 }, logoBytes: 5 * 1024 * 1024, logoMaxSide: 8000, name: 40 } as const;

/** A colour as #rrggbb. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** Credits: one design in every chosen placement, and each variant after the first. */
export const AD_SET_CREDITS = 2;
export const AD_EXTRA_VARIANT_CREDITS = 1;

/** Credits a set of `variants` variants costs (any number of placements within the plan's limit). */
export function adSetCredits(variants: number): number {
  return AD_SET_CREDITS + AD_EXTRA_VARIANT_CREDITS * Math.max(0, variants - 1);
}

export interface AdPlanLimits {
  /** Placements one set may take. */
  placements: number;
  /** Variants one set may take. */
  variants: number;
  /** Whether creatives carry a visible "Made with Vitrine" mark. */
  watermark: boolean;
}

/** Free: 3 placements, 2 variants, a visible mark. Paid plans: every placement, 5 variants, no mark. */
export function adPlanLimits(tier: Tier): AdPlanLimits {
  return tier === 'Free' ? { placements: 3, variants: 2, watermark: true } : { placements: AD_PLACEMENT_IDS.length, variants: AD_VARIANT_NAMES.length, watermark: false };
}
