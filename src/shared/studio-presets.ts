/**
 * Studio Photos presets as data: what a marketplace-ready packshot of each kind
 * is, shared by the server (renderer, compliance check, API validation) and the web app (preset
 * picker, badges). A preset fixes the frame (size, format), offers the backgrounds, shadows and
 * alignments a seller may choose (the first of each is the default), and sets the share of the
 * frame the product fills.
 *
 * Fill (the 'product fills at least 85% of the frame' rule): the product's box is the bounding box
 * of its matte at alpha >= 128 (half covered) as placed in the frame; fill is the larger of
 * box width / frame width and box height / frame height, i.e. the product's longer relative
 * dimension, as Amazon measures the main image. A preset's `fill` is the share the renderer aims
 * at; `minFill` is the marketplace's own minimum where it documents one.
 *
 * Sources of the rules (read November 2026):
 * - Amazon main image: https://sellercentral.amazon.com/help/hub/reference/external/G1881 (pure white
 *   RGB 255,255,255; the product fills 85% or more of the frame; 1000 px on the longest side enables
 *   zoom, 1600 px or more recommended; no text, props or watermarks; JPEG preferred).
 * - Shopify: https://help.shopify.com/en/manual/online-store/images/theme-images (2048 x 2048 square
 *   product images).
 * - Etsy: https://help.etsy.com/hc/en-us/articles/115015663347 (2700 x 2025 px, 4:3, recommended).
 * - eBay: https://www.ebay.com/help/selling/listings/adding-pictures-listings?id=4148 (at least
 *   500 px on the longest side, 1600 px recommended; white or light background).
 * - Google Shopping: https://support.google.com/merchants/answer/6324350 (1500 x 1500 px or more
 *   recommended; no promotional overlays or watermarks; white, grey or light background; the product
 *   takes 75% to 90% of the image).
 * - Instagram feed: https://help.instagram.com/1631821640426723 (portrait 4:5, 1080 x 1350 px).
 */

export const STUDIO_PRESET_IDS = ['amazon', 'shopify', 'etsy', 'ebay', 'google_shopping', 'instagram', 'transparent', 'custom'] as const;
export type StudioPresetId = (typeof STUDIO_PRESET_IDS)[number];

/**
 * Shadows under the product: none; contact (a soft, faint ellipse where the product meets the
 * ground); soft drop (the silhouette, offset down and blurred, as if lifted off the page);
 * reflection (the product mirrored under its base, fading out, as on a glossy floor).
 */
export const STUDIO_SHADOWS = ['none', 'contact', 'soft_drop', 'reflection'] as const;
export type StudioShadow = (typeof STUDIO_SHADOWS)[number];

/** Where the product sits vertically (it is always centred horizontally). */
export const STUDIO_ALIGNMENTS = ['center', 'bottom', 'top'] as const;
export type StudioAlignment = (typeof STUDIO_ALIGNMENTS)[number];

export const STUDIO_FORMATS = ['jpg', 'png'] as const;
export type StudioFormat = (typeof STUDIO_FORMATS)[number];

/** A background: an opaque colour '#RRGGBB' (upper case) or 'transparent'. */
export type StudioBackground = string;
export const TRANSPARENT = 'transparent';
export const WHITE = '#FFFFFF';
/** The light grey offered where a marketplace accepts 'white or light grey'. */
export const LIGHT_GREY = '#F5F5F5';

/** Photos one batch may hold. */
export const STUDIO_BATCH_MAX = 50;
/** Credits one packshot costs, reserved with the batch. */
export const STUDIO_PACKSHOT_CREDITS = 1;

/** Frame limits of the Custom preset, px. */
export const STUDIO_SIZE_MIN = 500;
export const STUDIO_SIZE_MAX = 4000;
/** Most padding a Custom packshot may have on each side, percent of the frame. */
export const STUDIO_PADDING_MAX = 30;
/** Default padding of the Custom preset, percent of the frame on each side. */
export const STUDIO_PADDING_DEFAULT = 6;
/**
 * How far the measured fill may stray from the preset's share, as a fraction of the frame (2 points):
 * the box is measured where the placed matte crosses alpha 128, and a soft edge can make that
 * crossing jump by a few pixels as the scale changes. The marketplace's own limits (minFill,
 * maxFill) always hold.
 */
export const FILL_TOLERANCE = 0.02;

export interface StudioPreset {
  id: StudioPresetId;
  /** Frame size, px (Custom: the default, changeable). */
  width: number;
  height: number;
  /** Output format (Custom: the default, changeable). */
  format: StudioFormat;
  /** Backgrounds offered, the first is the default (Custom: any colour or transparent). */
  backgrounds: readonly StudioBackground[];
  /** Shadows offered, the first is the default. */
  shadows: readonly StudioShadow[];
  /** Alignments offered, the first is the default. */
  alignments: readonly StudioAlignment[];
  /** The share of the frame the product fills (longer relative dimension), 0..1. */
  fill: number;
  /** The marketplace's own minimum fill, when it documents one (checked on every output). */
  minFill: number | null;
  /** The marketplace's own maximum fill, when it documents one. */
  maxFill: number | null;
  /** Whether size, background, padding and format are the seller's choice. */
  custom: boolean;
  /** Where the preset's rules come from. */
  source: string | null;
}

const ALL_SHADOWS = STUDIO_SHADOWS;
const CENTER_FIRST: readonly StudioAlignment[] = ['center', 'bottom'];

/** Every preset by id. */
export const STUDIO_PRESETS: Readonly<Record<StudioPresetId, StudioPreset>> = {
  amazon: {
    id: 'amazon',
    width: 2000,
    height: 2000,
    format: 'jpg',
    backgrounds: [WHITE],
    shadows: ['none', 'contact'],
    alignments: CENTER_FIRST,
    fill: 0.9,
    minFill: 0.85,
    maxFill: null,
    custom: false,
    source: 'https://sellercentral.amazon.com/help/hub/reference/external/G1881',
  },
  shopify: {
    id: 'shopify',
    width: 2048,
    height: 2048,
    format: 'jpg',
    backgrounds: [WHITE, LIGHT_GREY],
    shadows: ['contact', 'none', 'soft_drop', 'reflection'],
    alignments: CENTER_FIRST,
    fill: 0.85,
    minFill: null,
    maxFill: null,
    custom: false,
    source: 'https://help.shopify.com/en/manual/online-store/images/theme-images',
  },
  etsy: {
    id: 'etsy',
    width: 2700,
    height: 2025,
    format: 'jpg',
    backgrounds: [WHITE, LIGHT_GREY],
    shadows: ['contact', 'none', 'soft_drop', 'reflection'],
    alignments: CENTER_FIRST,
    fill: 0.8,
    minFill: null,
    maxFill: null,
    custom: false,
    source: 'https://help.etsy.com/hc/en-us/articles/115015663347',
  },
  ebay: {
    id: 'ebay',
    width: 1600,
    height: 1600,
    format: 'jpg',
    backgrounds: [WHITE],
    shadows: ['none', 'contact'],
    alignments: CENTER_FIRST,
    fill: 0.85,
    minFill: null,
    maxFill: null,
    custom: false,
    source: 'https://www.ebay.com/help/selling/listings/adding-pictures-listings?id=4148',
  },
  google_shopping: {
    id: 'google_shopping',
    width: 1500,
    height: 1500,
    format: 'jpg',
    backgrounds: [WHITE, LIGHT_GREY],
    shadows: ['none', 'contact'],
    alignments: CENTER_FIRST,
    fill: 0.85,
    minFill: 0.75,
    maxFill: 0.9,
    custom: false,
    source: 'https://support.google.com/merchants/answer/6324350',
  },
  instagram: {
    id: 'instagram',
    width: 1080,
    height: 1350,
    format: 'jpg',
    backgrounds: [WHITE, LIGHT_GREY, '#F3EEE7', '#E9EEF3'],
    shadows: ['soft_drop', 'contact', 'reflection', 'none'],
    alignments: CENTER_FIRST,
    fill: 0.75,
    minFill: null,
    maxFill: null,
    custom: false,
    source: 'https://help.instagram.com/1631821640426723',
  },
  transparent: {
    id: 'transparent',
    width: 2000,
    height: 2000,
    format: 'png',
    backgrounds: [TRANSPARENT],
    shadows: ['none', 'contact'],
    alignments: CENTER_FIRST,
    fill: 0.9,
    minFill: null,
    maxFill: null,
    custom: false,
    source: null,
  },
  custom: {
    id: 'custom',
    width: 2000,
    height: 2000,
    format: 'jpg',
    backgrounds: [WHITE, LIGHT_GREY, TRANSPARENT],
    shadows: ALL_SHADOWS,
    alignments: STUDIO_ALIGNMENTS,
    fill: 1 - (2 * STUDIO_PADDING_DEFAULT) / 100,
    minFill: null,
    maxFill: null,
    custom: true,
    source: null,
  },
};

/** What a seller may change in a preset (the API's `options`); each field is optional. */
export interface StudioOptions {
  /** '#RRGGBB' or 'transparent'. */
  background?: string;
  shadow?: StudioShadow;
  alignment?: StudioAlignment;
  /** Custom only: frame size, px. */
  width?: number;
  height?: number;
  /** Custom only: space around the product's box on its limiting sides, percent of the frame. */
  padding?: number;
  /** Custom only. */
  format?: StudioFormat;
}

/** Everything the renderer needs for one packshot: a preset with the seller's options applied. */
export interface StudioSpec {
  preset: StudioPresetId;
  width: number;
  height: number;
  format: StudioFormat;
  /** '#RRGGBB' (upper case) or 'transparent'. */
  background: StudioBackground;
  shadow: StudioShadow;
  alignment: StudioAlignment;
  /** Share of the frame the product's box fills (longer relative dimension), 0..1. */
  fill: number;
  /** Lowest and highest fill the compliance check accepts, 0..1. */
  minFill: number;
  maxFill: number;
}

/** Why options do not fit a preset (one problem per field). */
export type StudioOptionProblem =
  | 'background_not_offered'
  | 'bad_background'
  | 'shadow_not_offered'
  | 'alignment_not_offered'
  | 'custom_only'
  | 'bad_size'
  | 'bad_padding'
  | 'transparent_needs_png';

const HEX = /^#[0-9A-F]{6}$/;

/** A background written the one way specs hold it ('#RRGGBB' upper case or 'transparent'), or null when it is neither. */
export function normaliseBackground(value: string): string | null {
  const v = value.trim();
  if (v.toLowerCase() === TRANSPARENT) return TRANSPARENT;
  const hex = v.toUpperCase();
  return HEX.test(hex) ? hex : null;
}

/**
 * Applies a seller's options to a preset.
 * Input: preset id and options (any subset). Output: `{ spec }`, or `{ problems }` naming each
 * option the preset does not allow (a marketplace preset keeps its size, format and fill; only
 * Custom changes them; a transparent background needs PNG).
 */
export function resolveStudioSpec(presetId: StudioPresetId, options: StudioOptions = {}): { spec: StudioSpec; problems?: undefined } | { spec?: undefined; problems: StudioOptionProblem[] } {
  const preset = STUDIO_PRESETS[presetId];
  const problems: StudioOptionProblem[] = [];
  let background = preset.backgrounds[0]!;
  if (options.background !== undefined) {
    const bg = normaliseBackground(options.background);
    if (!bg) problems.push('bad_background');
    else if (!preset.custom && !preset.backgrounds.includes(bg)) problems.push('background_not_offered');
    else background = bg;
  }
  const shadow = options.shadow ?? preset.shadows[0]!;
  if (!preset.shadows.includes(shadow)) problems.push('shadow_not_offered');
  const alignment = options.alignment ?? preset.alignments[0]!;
  if (!preset.alignments.includes(alignment)) problems.push('alignment_not_offered');

  let { width, height, format, fill } = preset;
  const customFields = [options.width, options.height, options.padding, options.format].some((v) => v !== undefined);
  if (!preset.custom && customFields) problems.push('custom_only');
  if (preset.custom) {
    width = options.width ?? width;
    height = options.height ?? height;
    const sizeOk = [width, height].every((v) => Number.isInteger(v) && v >= STUDIO_SIZE_MIN && v <= STUDIO_SIZE_MAX);
    if (!sizeOk) problems.push('bad_size');
    const padding = options.padding ?? STUDIO_PADDING_DEFAULT;
    if (!(padding >= 0 && padding <= STUDIO_PADDING_MAX)) problems.push('bad_padding');
    fill = 1 - (2 * padding) / 100;
    format = options.format ?? (background === TRANSPARENT ? 'png' : preset.format);
  }
  if (background === TRANSPARENT && format !== 'png') problems.push('transparent_needs_png');
  if (problems.length > 0) return { problems };
  const minFill = Math.max(preset.minFill ?? 0, fill - FILL_TOLERANCE);
  const maxFill = Math.min(preset.maxFill ?? 1, fill + FILL_TOLERANCE, 1);
  return { spec: { preset: presetId, width, height, format, background, shadow, alignment, fill, minFill, maxFill } };
}

/** The default spec of a preset (no options). */
export function defaultStudioSpec(presetId: StudioPresetId): StudioSpec {
  return resolveStudioSpec(presetId).spec!;
}
