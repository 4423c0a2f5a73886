/**
 * Contract of catalogue runs: one action over many of the user's products at once (Studio Photos
 * packshots with a preset, scene images, a short video, or a listing set from one template), made
 * as one batch whose items are the products, each
 * charged and refunded on its own (the batch is followed at GET /batches/{id}).
 */
import { z } from 'zod';
import { CATALOGUE_LISTING_KINDS, LISTING_MARKETPLACES, LISTING_MAX_SLOTS } from '../listing-sets';
import { STUDIO_PRESET_IDS } from '../studio-presets';
import { safeText, TEXT_LIMITS } from '../safe-text';
import { API_BATCH_IDEAS, apiBatchSceneSettingsSchema } from './api-batches';
import { PRODUCT_LIMITS } from './products';
import { studioOptionsSchema } from './studio';
import { VIDEO_ASPECT_RATIOS } from './videos';

/** Products one selection may name by id. */
export const CATALOGUE_SELECTION_MAX = 1000;

/** Which products: the ones named, or those matching a tag and words (none given: all of them). */
export const catalogueSelectionSchema = z
  .object({
    productIds: z.array(z.uuid()).min(1).max(CATALOGUE_SELECTION_MAX).optional().meta({ description: 'These products (else every product matching tag and q)' }),
    tag: safeText(PRODUCT_LIMITS.tag, 1).optional(),
    q: safeText(TEXT_LIMITS.search, 1).optional().meta({ description: 'Words of the title, SKU or tags' }),
  })
  .strict()
  .meta({ id: 'CatalogueSelection' });
export type CatalogueSelection = z.infer<typeof catalogueSelectionSchema>;

/** What to make for each product, from its first photo. */
export const catalogueActionSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('packshot'), preset: z.enum(STUDIO_PRESET_IDS), options: studioOptionsSchema.optional() }).strict(),
    z
      .object({
        type: z.literal('scene'),
        idea: z.number().int().min(1).max(API_BATCH_IDEAS).optional().meta({ description: "Which of the six ideas written from each product's features and audience (default 1)" }),
        settings: apiBatchSceneSettingsSchema.optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal('video'),
        durationSeconds: z.union([z.literal(5), z.literal(10)]).optional().meta({ description: 'Default 5' }),
        aspectRatio: z.enum(VIDEO_ASPECT_RATIOS).optional().meta({ description: "Default '1:1'" }),
      })
      .strict(),
    z
      .object({
        type: z.literal('listing'),
        marketplace: z.enum(LISTING_MARKETPLACES),
        kinds: z
          .array(z.enum(CATALOGUE_LISTING_KINDS))
          .min(1)
          .max(LISTING_MAX_SLOTS)
          .refine((kinds) => kinds[0] === 'main', { message: 'a listing template starts with the main image' })
          .meta({
            description:
              "The template: the set's images in listing order, the main image first. Each product fills it from its own data: main (its cover's packshot); infographic (3 to 5 callouts from its features, left out with fewer than 3); detail (its most detailed regions, by rank); angles (its photos, left out with fewer than 2); scene (its newest scene image, left out without one)",
          }),
        brandKitId: z.uuid().optional().meta({ description: "Fonts and colour of one of your brand kits (default: Vitrine's)" }),
      })
      .strict(),
  ])
  .meta({ id: 'CatalogueAction' });
export type CatalogueAction = z.infer<typeof catalogueActionSchema>;

/** POST /catalogue-runs and /catalogue-runs/quote. */
export const catalogueRunRequestSchema = z.object({ selection: catalogueSelectionSchema, action: catalogueActionSchema }).strict().meta({ id: 'CatalogueRunRequest' });
export type CatalogueRunRequest = z.infer<typeof catalogueRunRequestSchema>;

export const catalogueQuoteSchema = z
  .object({
    products: z.number().int().meta({ description: 'Products selected that have a photo: one item each' }),
    withoutPhotos: z.number().int().meta({ description: 'Products selected without a photo (left out)' }),
    credits: z.number().int().meta({ description: 'What the run costs if every item succeeds' }),
    balance: z.number().int(),
    maxProducts: z.number().int().meta({ description: 'Products one run may take on your plan' }),
    leftOut: z
      .array(z.object({ kind: z.enum(CATALOGUE_LISTING_KINDS), products: z.number().int() }))
      .optional()
      .meta({ description: "Listing sets: the template's images some products cannot fill (left out of their sets, not charged), and for how many products" }),
  })
  .meta({ id: 'CatalogueQuote' });
export type CatalogueQuote = z.infer<typeof catalogueQuoteSchema>;

/** Who a scene is for when a product says nothing: written in the run's language. */
export const DEFAULT_AUDIENCE: Record<string, string> = {
  pt: 'Compradores online',
  en: 'Online shoppers',
  fr: 'Acheteurs en ligne',
  es: 'Compradores en línea',
  de: 'Online-Käufer',
};
