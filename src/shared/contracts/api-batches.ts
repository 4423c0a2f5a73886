/**
 * Contract of batches by API: one request of up to API_BATCH_MAX items, each a product photo (one
 * of the user's source images, or a public URL fetched by the server) and what to make of it: a
 * Studio Photos packshot with a preset, scene images from an idea, a short video, or one of the
 * user's products' listing sets. Each item is its own job with
 * its own credit reservation and refund; the batch reports every item's status.
 */
import { z } from 'zod';
import { ADVANCED_STYLES, aspectRatioSchema, MAX_IMAGES_PAID, OUTPUT_FORMATS, QUALITIES, STYLES, TIMES_OF_DAY } from '../catalog';
import { isStorableText, TEXT_LIMITS, UNSTORABLE_TEXT_MESSAGE } from '../safe-text';
import { STUDIO_PRESET_IDS } from '../studio-presets';
import { createListingSetSchema } from './listing-sets';
import { studioOptionsSchema } from './studio';
import { MOTION_PROMPT_MAX, VIDEO_ASPECT_RATIOS, VIDEO_DURATIONS } from './videos';

/** Items one batch may hold. */
export const API_BATCH_MAX = 100;
/** Ideas the scene engine offers for a photo; `idea` picks one of them (1-based). */
export const API_BATCH_IDEAS = 6;

export const API_BATCH_STATUSES = ['processing', 'completed'] as const;
export type ApiBatchStatus = (typeof API_BATCH_STATUSES)[number];

/** queued: waiting for its job; running: its photo is being fetched or its images made; then one of the three ends. */
export const API_BATCH_ITEM_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export type ApiBatchItemStatus = (typeof API_BATCH_ITEM_STATUSES)[number];

export const API_BATCH_ITEM_TYPES = ['packshot', 'scene', 'video', 'listing'] as const;
export type ApiBatchItemType = (typeof API_BATCH_ITEM_TYPES)[number];

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${label} needs at least ${min} characters`)
    .max(max, `${label} allows at most ${max} characters`)
    .refine(isStorableText, `${label} ${UNSTORABLE_TEXT_MESSAGE}`);

const photoFields = {
  sourceImageId: z.uuid().optional().meta({ description: 'One of your source photos (give this or url)' }),
  url: z
    .string()
    .min(1)
    .max(2048)
    .optional()
    .meta({ description: 'A public http(s) address of the photo (give this or sourceImageId); fetched by the job with the same limits as POST /source-images', example: 'https://shop.example.com/products/cup.jpg' }),
  reference: text('reference', 1, 200).optional().meta({ description: 'Your own id for the item (a SKU or a handle), given back in its status and webhooks', example: 'SKU-1042' }),
};

/** A packshot: one Studio Photos packshot of the photo with a preset (1 credit). */
export const apiBatchPackshotItemSchema = z
  .object({
    type: z.literal('packshot'),
    ...photoFields,
    preset: z.enum(STUDIO_PRESET_IDS),
    options: studioOptionsSchema.optional(),
  })
  .strict()
  .meta({ id: 'ApiBatchPackshotItem' });

/** Scene settings: every field of a generation's settings, each with a default. */
export const apiBatchSceneSettingsSchema = z
  .object({
    aspectRatio: aspectRatioSchema.optional().meta({ description: "Default '1:1'" }),
    quality: z.enum(QUALITIES).optional().meta({ description: "Default 'low' (1 credit an image; medium 2, high 3)" }),
    count: z.number().int().min(1).max(MAX_IMAGES_PAID).optional().meta({ description: "Default 1; at most your plan's images per generation" }),
    format: z.enum(OUTPUT_FORMATS).optional().meta({ description: "Default 'jpg'" }),
    highlightProduct: z.boolean().optional(),
    style: z.enum(STYLES).optional().meta({ description: "Default: the idea's suggested style" }),
    timeOfDay: z.enum(TIMES_OF_DAY).optional().meta({ description: "Default: the idea's suggested time of day" }),
    advancedStyle: z.enum(ADVANCED_STYLES).optional(),
  })
  .strict()
  .meta({ id: 'ApiBatchSceneSettings' });
export type ApiBatchSceneSettings = z.infer<typeof apiBatchSceneSettingsSchema>;

/**
 * Scene images: from an idea you already have for the photo (`scenarioId`, with `sourceImageId`),
 * or from a new set of six ideas written from `features` and `audience`, of which `idea` (1 to 6,
 * default 1) is used.
 */
export const apiBatchSceneItemSchema = z
  .object({
    type: z.literal('scene'),
    ...photoFields,
    scenarioId: z.uuid().optional().meta({ description: 'An idea of the photo from POST /scenarios (needs sourceImageId)' }),
    features: text('features', 3, TEXT_LIMITS.features).optional().meta({ description: 'Without scenarioId: what the product is and does', example: 'Stoneware mug, 350 ml, matte glaze' }),
    audience: text('audience', 3, TEXT_LIMITS.audience).optional().meta({ description: 'Without scenarioId: who it is for', example: 'Coffee lovers' }),
    idea: z.number().int().min(1).max(API_BATCH_IDEAS).optional().meta({ description: 'Without scenarioId: which of the six ideas to use (default 1)' }),
    settings: apiBatchSceneSettingsSchema.optional(),
  })
  .strict()
  .meta({ id: 'ApiBatchSceneItem' });

/** A video: a short product clip made from the photo (5 credits; not on Starter). */
export const apiBatchVideoItemSchema = z
  .object({
    type: z.literal('video'),
    ...photoFields,
    durationSeconds: z.union(VIDEO_DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<5>, z.ZodLiteral<10>]).optional().meta({ description: 'Default 5' }),
    aspectRatio: z.enum(VIDEO_ASPECT_RATIOS).optional().meta({ description: "Default '1:1'" }),
    prompt: text('prompt', 1, MOTION_PROMPT_MAX).optional().meta({ description: 'The camera move; default: one written for the photo' }),
  })
  .strict()
  .meta({ id: 'ApiBatchVideoItem' });

/**
 * A listing set: one of your products' listing images for a marketplace, as POST /listing-sets
 * takes it (1 credit an image; the product's own photos only, so no url).
 */
export const apiBatchListingItemSchema = z
  .object({
    type: z.literal('listing'),
    ...createListingSetSchema.shape,
    reference: photoFields.reference,
  })
  .strict()
  .meta({ id: 'ApiBatchListingItem' });

export const apiBatchItemInputSchema = z
  .discriminatedUnion('type', [apiBatchPackshotItemSchema, apiBatchSceneItemSchema, apiBatchVideoItemSchema, apiBatchListingItemSchema])
  .superRefine((item, ctx) => {
    if (item.type === 'listing') return;
    if ((item.sourceImageId === undefined) === (item.url === undefined)) ctx.addIssue({ code: 'custom', message: 'give either sourceImageId or url', path: ['sourceImageId'] });
    if (item.type === 'scene') {
      if (item.scenarioId && !item.sourceImageId) ctx.addIssue({ code: 'custom', message: 'scenarioId needs sourceImageId (an idea belongs to a photo)', path: ['scenarioId'] });
      if (!item.scenarioId && (!item.features || !item.audience)) ctx.addIssue({ code: 'custom', message: 'give scenarioId, or features and audience', path: ['features'] });
      if (item.scenarioId && item.idea !== undefined) ctx.addIssue({ code: 'custom', message: 'idea picks among new ideas; it does not go with scenarioId', path: ['idea'] });
    }
  });
export type ApiBatchItemInput = z.infer<typeof apiBatchItemInputSchema>;

/** POST /batches. */
export const createApiBatchSchema = z
  .object({
    items: z
      .array(apiBatchItemInputSchema)
      .min(1)
      .max(API_BATCH_MAX)
      .meta({ description: `1 to ${API_BATCH_MAX} items, made in this order` }),
  })
  .strict()
  .meta({
    id: 'CreateApiBatch',
    example: {
      items: [
        { type: 'packshot', url: 'https://shop.example.com/products/cup.jpg', preset: 'amazon', reference: 'SKU-1042' },
        { type: 'scene', sourceImageId: '3f1c2b7e-8a41-4c55-9d3e-2f0a6b1c9d10', features: 'Stoneware mug, 350 ml, matte glaze', audience: 'Coffee lovers', idea: 2, settings: { count: 2, aspectRatio: '3:4' } },
      ],
    },
  });
export type CreateApiBatch = z.infer<typeof createApiBatchSchema>;

const errorSchema = z
  .object({
    code: z.string().meta({ description: 'An API error code (see the errors list), or render_failed' }),
    message: z.string().meta({ description: "In the request's language" }),
  })
  .nullable();

export const apiBatchItemSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().meta({ description: '0-based, in the order sent' }),
    reference: z.string().nullable(),
    productId: z.uuid().nullable().meta({ description: 'The product it was made for (catalogue runs)' }),
    type: z.enum(API_BATCH_ITEM_TYPES),
    status: z.enum(API_BATCH_ITEM_STATUSES),
    sourceImageId: z.uuid().nullable().meta({ description: 'The photo used (for a URL: once fetched)' }),
    generationId: z.uuid().nullable().meta({ description: 'Scene items: the generation, once started' }),
    studioBatchId: z.uuid().nullable().meta({ description: 'Packshot items: the Studio Photos batch of one, once started' }),
    videoId: z.uuid().nullable().meta({ description: 'Video items: the video, once started; its file at /videos/{id}/file' }),
    listingSetId: z.uuid().nullable().meta({ description: 'Listing items: the listing set, once started; its zip at /listing-sets/{id}/archive' }),
    images: z.array(z.object({ id: z.uuid(), file: z.string().meta({ description: 'API path of the file' }) })),
    creditsReserved: z.number().int(),
    creditsRefunded: z.number().int(),
    error: errorSchema,
  })
  .meta({ id: 'ApiBatchItem' });
export type ApiBatchItemView = z.infer<typeof apiBatchItemSchema>;

export const apiBatchSchema = z
  .object({
    id: z.uuid(),
    origin: z.enum(['api', 'catalogue']).meta({ description: 'api: POST /batches; catalogue: a run over your products' }),
    status: z.enum(API_BATCH_STATUSES).meta({ description: 'completed once every item has ended' }),
    cancelledAt: z.string().nullable().meta({ description: 'When it was cancelled: items not yet started ended failed (batch_cancelled), charged nothing' }),
    counts: z.object({
      total: z.number().int(),
      queued: z.number().int(),
      running: z.number().int(),
      succeeded: z.number().int(),
      partial: z.number().int(),
      failed: z.number().int(),
    }),
    creditsEstimated: z.number().int().meta({ description: 'What the items cost if all succeed (checked against the balance when the batch was made)' }),
    creditsCharged: z.number().int().meta({ description: 'Reserved by items that started, less their refunds' }),
    creditsRefunded: z.number().int(),
    items: z.array(apiBatchItemSchema),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiBatch' });
export type ApiBatchView = z.infer<typeof apiBatchSchema>;
