/**
 * Contract of catalogue runs: one action over many of the user's products at once (Studio Photos
 * packshots with a preset, scene images, or a short video), made as one batch whose items are the products, each
 * charged and refunded on its own (the batch is followed at GET /batches/{id}).
 */
import { z } from 'zod';
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
