/**
 * Option catalogs shared by the web app and the server: image generation options, limits and
 * timings (docs/product.md). Every value here is validated again on the server.
 */
import { z } from 'zod';

import { LANGUAGES, THEMES } from './languages';

export { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, THEMES, type Language, type Theme } from './languages';
export const languageSchema = z.enum(LANGUAGES);
export const themeSchema = z.enum(THEMES);

/** Subscription tiers. */
export const TIERS = ['Free', 'Starter', 'Plus', 'Pro', 'Founders'] as const;
export type Tier = (typeof TIERS)[number];

/** Aspect ratios as width:height. */
export const ASPECT_RATIOS = ['3:2', '1:1', '2:3', '3:4', '9:16', '4:3', '16:9'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const aspectRatioSchema = z.enum(ASPECT_RATIOS);

export const QUALITIES = ['low', 'medium', 'high'] as const;
export type Quality = (typeof QUALITIES)[number];

/** JPEG quality (libjpeg scale, 1..100) of every output image by its quality setting, whatever engine made it. */
export const JPEG_QUALITY: Record<Quality, number> = { low: 82, medium: 88, high: 93 };

export const OUTPUT_FORMATS = ['png', 'jpg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const STYLES = ['lifestyle', 'studio', 'cinematic', 'natural', 'professional', 'minimal', 'vibrant'] as const;
export type Style = (typeof STYLES)[number];

/**
 * Advanced styles: an optional second choice on top of the style, each with a
 * visible effect on the set: lifestyle (warm, props, leaf light), professional
 * (clean sweep, podium, no gobo), casual (hand-held tilt, blinds light, warm), minimalist (no set
 * piece or props, smaller product, plain backdrop).
 */
export const ADVANCED_STYLES = ['lifestyle', 'professional', 'casual', 'minimalist'] as const;
export type AdvancedStyle = (typeof ADVANCED_STYLES)[number];

export const TIMES_OF_DAY = ['natural', 'golden_hour', 'night_light', 'soft_morning'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Surfaces the product can stand on in a rendered scene (scenario engine -> studio renderer). */
export const SURFACES = ['wood', 'marble', 'linen', 'concrete', 'paper', 'terrazzo', 'sand', 'glass'] as const;
export type Surface = (typeof SURFACES)[number];

/** Backdrops behind the product in a rendered scene (scenario engine -> studio renderer). */
export const BACKDROPS = ['wall', 'gradient', 'window', 'foliage', 'shelf', 'bokeh', 'seamless'] as const;
export type Backdrop = (typeof BACKDROPS)[number];

/**
 * Set pieces the local studio renderer builds under or around the product:
 * 'none' stands it on the surface; a podium (low cylinder), a plinth (tall block), steps (two
 * blocks), an arch behind it, blocks (a composition of a block and a sphere beside it).
 */
export const SET_PIECES = ['none', 'podium', 'plinth', 'steps', 'arch', 'blocks'] as const;
export type SetPiece = (typeof SET_PIECES)[number];

/** Light patterns (gobos) the key light casts across set and product. */
export const GOBOS = ['none', 'window', 'foliage', 'blinds'] as const;
export type Gobo = (typeof GOBOS)[number];

/**
 * Size class and kind of a product, read by the local idea engine from the product's features and
 * photo: small (jewellery, cosmetics), tabletop (food, drinks, gadgets), large (furniture,
 * appliances), vehicle, wearable. Sets, props and framing follow it (a vehicle stands on a floor,
 * never on a plinth). A top-down photo of several objects is a flat lay, read from the matte.
 */
export const PRODUCT_CLASSES = ['small', 'tabletop', 'large', 'vehicle', 'wearable'] as const;
export type ProductClass = (typeof PRODUCT_CLASSES)[number];

/**
 * Scene hints that a scenario idea passes to the image renderer. Colours are '#rrggbb'. `set`,
 * `gobo` and `productClass` are optional (ideas stored before they existed mean 'none').
 */
export const sceneHintsSchema = z.object({
  surface: z.enum(SURFACES),
  backdrop: z.enum(BACKDROPS),
  accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  set: z.enum(SET_PIECES).optional(),
  gobo: z.enum(GOBOS).optional(),
  /** The product's class (ideas stored before it existed mean 'tabletop'). */
  productClass: z.enum(PRODUCT_CLASSES).optional(),
});
export type SceneHints = z.infer<typeof sceneHintsSchema>;

/**
 * Credits a video costs. Images cost by quality: IMAGE_CREDITS_BY_QUALITY and
 * imageCost() in ./plans.ts.
 */
export const CREDIT_COST = { video: 5 } as const;

/** Max images per generation: 1 on Free, 3 on paid tiers. */
export const MAX_IMAGES_FREE = 1;
export const MAX_IMAGES_PAID = 3;

/** Upload limits: PNG or JPG up to 10 MB, 40 megapixels at most. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** Image settings of one generation request. */
export const imageSettingsSchema = z.object({
  aspectRatio: aspectRatioSchema,
  quality: z.enum(QUALITIES),
  count: z.number().int().min(1).max(MAX_IMAGES_PAID),
  format: z.enum(OUTPUT_FORMATS),
  highlightProduct: z.boolean(),
  style: z.enum(STYLES),
  timeOfDay: z.enum(TIMES_OF_DAY),
  /** Optional advanced style; absent = none. */
  advancedStyle: z.enum(ADVANCED_STYLES).optional(),
  /**
   * 'Let the AI redraw the product': with a hosted image engine, true lets the model
   * repaint the product (then checked by the fidelity check); absent or false keeps the product lock.
   * The local studio renderer always composes the product's own pixels.
   */
  redrawProduct: z.boolean().optional(),
});
export type ImageSettings = z.infer<typeof imageSettingsSchema>;

/** Long side of a rendered image in pixels (at least 1536 px). */
export const RENDER_LONG_SIDE_PX = 1536;

/**
 * Long side in pixels of an image made by the built-in studio renderer, by quality: each price buys
 * a size a seller can see. Low (1024 px) suits web pages and social posts; medium is the standard
 * 1536 px; high (2048 px) meets Shopify's recommended 2048x2048 for square product images and leaves
 * room for a marketplace's zoom (Amazon zooms images whose longest side is 1000 px or more).
 * Hosted engines keep RENDER_LONG_SIDE_PX; their quality is the model's own.
 */
export const LOCAL_RENDER_LONG_SIDE_PX: Record<Quality, number> = { low: 1024, medium: 1536, high: 2048 };

/**
 * The smallest product, as a share of a quality's long side, that the built-in studio renderer
 * draws without going soft: a product fills at most 90 % of the frame (MAX_FILL in
 * src/server/engine/studio/composition.ts) and stays sharp when its own pixels are enlarged up to
 * 1.8x (MAX_UPSCALE there), so its long side needs at least 0.9 / 1.8 = half the output's long side.
 * The cut-out's `too_small` warning uses the same share of the standard size.
 */
export const LOCAL_MIN_PRODUCT_SHARE = 0.5;

/**
 * Whether the built-in studio renderer can make `quality` from a product of `productLongSidePx`
 * (its box's long side in the photo, px) without enlarging it past what stays sharp. Low, the
 * smallest size, is always offered (a smaller product gets the cut-out's `too_small` warning); an
 * unknown size (null: the cut-out is not ready) offers every quality.
 * Rule: docs/product.md, 'What a quality buys'.
 */
export function localQualitySupported(quality: Quality, productLongSidePx: number | null): boolean {
  if (quality === QUALITIES[0] || productLongSidePx === null) return true;
  return productLongSidePx >= LOCAL_RENDER_LONG_SIDE_PX[quality] * LOCAL_MIN_PRODUCT_SHARE;
}

/** The best quality the built-in renderer offers for a product of `productLongSidePx` (px; null: unknown). */
export function bestLocalQuality(productLongSidePx: number | null): Quality {
  return [...QUALITIES].reverse().find((q) => localQualitySupported(q, productLongSidePx)) ?? QUALITIES[0];
}

/**
 * Output size in pixels for an aspect ratio: long side RENDER_LONG_SIDE_PX, short side rounded to an even
 * number so the ratio is exact where possible (3:2 -> 1536x1024, 9:16 -> 864x1536, 1:1 -> 1536x1536).
 */
export function outputSize(ratio: AspectRatio, longSide: number = RENDER_LONG_SIDE_PX): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  // Even, as video encoders with 4:2:0 chroma require (libx264 refuses odd sizes).
  const even = (v: number) => 2 * Math.round(v / 2);
  if (w >= h) return { width: longSide, height: even((longSide * h) / w) };
  return { width: even((longSide * w) / h), height: longSide };
}
