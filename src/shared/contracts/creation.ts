/**
 * Contract of the creation flow: uploads, scenario ideas, generations. The status and
 * stage enums are the database's too (db/schema builds its enums from them).
 */
import { z } from 'zod';
import { imageSettingsSchema, LANGUAGES, TIMES_OF_DAY } from '../catalog';
import { isStorableText, TEXT_LIMITS, UNSTORABLE_TEXT_MESSAGE } from '../safe-text';
import { cutoutSchema } from './cutout';

export const GENERATION_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const GENERATION_STAGES = ['queued', 'analyzing_image', 'generating_scenarios', 'generating_images', 'done'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/** Output formats of stored images. */
export const IMAGE_FORMATS = ['png', 'jpg'] as const;

/** A product box in pixels. */
export const boxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** An uploaded product photo. */
export const sourceImageSchema = z
  .object({
    id: z.uuid(),
    width: z.number().int().meta({ description: 'Pixels, after EXIF orientation' }),
    height: z.number().int(),
    format: z.enum(IMAGE_FORMATS),
    createdAt: z.string(),
    analysis: z.object({
      hasAlpha: z.boolean(),
      dominantColors: z.array(z.string()),
      suggestedCutout: boxSchema,
    }),
    cutout: cutoutSchema,
  })
  .meta({ id: 'SourceImage' });
export type SourceImageView = z.infer<typeof sourceImageSchema>;

/** POST /source-images: multipart with one `file` (PNG or JPG, up to 10 MB, 40 megapixels). */
export const uploadSourceImageSchema = z.object({ file: z.any().optional().meta({ type: 'string', format: 'binary' }) });

/** POST /source-images as JSON: a product photo fetched from a public http(s) address (10 MB, 15 s, 5 redirects). */
export const uploadSourceImageByUrlSchema = z
  .object({ url: z.string().min(1).max(2048).meta({ description: 'A public http:// or https:// address of a PNG, JPG, WebP or HEIC image', example: 'https://shop.example.com/products/cup.jpg' }) })
  .meta({ id: 'UploadSourceImageByUrl' });

/** The file name of an upload, kept for display: at most 255 characters after trimming, storable text. */
export const fileNameSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.fileName, `allows at most ${TEXT_LIMITS.fileName} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

const briefText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(3, `${label} needs at least 3 characters`)
    .max(max, `${label} allows at most ${max} characters`)
    .refine(isStorableText, `${label} ${UNSTORABLE_TEXT_MESSAGE}`);

/** POST /scenarios: the brief for six ideas. */
export const suggestScenariosSchema = z.object({
  sourceImageId: z.uuid(),
  features: briefText('features', TEXT_LIMITS.features),
  audience: briefText('audience', TEXT_LIMITS.audience),
  language: z.enum(LANGUAGES).optional(),
  engine: z
    .enum(['local'])
    .optional()
    .meta({ description: "'local' asks for the offline rule-based ideas instead of the configured engine (e.g. after scenario_provider_failed)" }),
  round: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .optional()
    .meta({
      description:
        "'New ideas' round: 0 (default) for the first suggestion, then 1, 2... The offline engine answers six ideas not offered in earlier rounds of the same brief while unused ones remain, then starts over; hosted engines may ignore it",
    }),
});
export type SuggestScenariosRequest = z.infer<typeof suggestScenariosSchema>;

/** A scenario idea. */
export const scenarioSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    premium: z.boolean(),
    locked: z.boolean().meta({ description: "Premium and not unlocked by the user's plan" }),
    suggestedStyle: z.string(),
    suggestedTimeOfDay: z.string(),
  })
  .meta({ id: 'Scenario' });
export type Scenario = z.infer<typeof scenarioSchema>;

/** The answer of POST /scenarios. */
export const scenariosSchema = z.object({ scenarios: z.array(scenarioSchema) });

/** The settings of a generation (shared with the web app's settings panel). */
export const settingsSchema = imageSettingsSchema;

/** More photos of the same product a generation may carry (other angles). */
export const MAX_REFERENCE_IMAGES = 3;

/** POST /generations. */
export const createGenerationSchema = z.object({
  sourceImageId: z.uuid(),
  scenarioId: z.uuid(),
  settings: settingsSchema,
  referenceImageIds: z
    .array(z.uuid())
    .max(MAX_REFERENCE_IMAGES, `allows at most ${MAX_REFERENCE_IMAGES} more photos`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a photo')
    .optional()
    .meta({ description: "Up to 3 more of the user's own uploaded photos of the same product (other angles), not the main one; hosted engines send them as references" }),
});
export type CreateGenerationRequest = z.infer<typeof createGenerationSchema>;

/** Longest edit instruction, characters. */
export const EDIT_INSTRUCTION_MAX = 1000;

/** POST /images/{id}/edits: what to change in a generated image. */
export const createImageEditSchema = z
  .object({
    instruction: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(EDIT_INSTRUCTION_MAX, `allows at most ${EDIT_INSTRUCTION_MAX} characters`)
      .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
      .meta({ description: 'What to change, in the user\'s words (1..1000 characters)' }),
  })
  .meta({ id: 'CreateImageEdit' });
export type CreateImageEditRequest = z.infer<typeof createImageEditSchema>;

/**
 * Limits of an adjustment of a local studio render (POST /images/{id}/adjustments): how far across
 * the product may move (a fraction of the frame's width either way from where the render put it)
 * and how much it may shrink or grow (a factor of its size). The renderer still keeps the product
 * inside the frame and standing on its surface.
 */
export const ADJUST_LIMITS = { offsetX: 0.3, sizeMin: 0.7, sizeMax: 1.3 } as const;
/** The set colours an adjustment may pick besides the idea's own (hex, lower case). */
export const ADJUST_SET_COLOURS = ['#e9e4dc', '#d9c2a7', '#b8c4b0', '#a9bccd', '#d8b4b0', '#3b3f46'] as const;
/** Where the key light comes from in an adjustment: as the render chose ('auto'), or a side. */
export const ADJUST_LIGHT_SIDES = ['auto', 'left', 'right'] as const;

/** What an adjustment changes; every field is optional and defaults to the image as it is. */
export const imageAdjustmentSchema = z
  .object({
    offsetX: z
      .number()
      .min(-ADJUST_LIMITS.offsetX)
      .max(ADJUST_LIMITS.offsetX)
      .optional()
      .meta({ description: "Move across, a fraction of the frame's width (-0.3 left .. 0.3 right)" }),
    size: z.number().min(ADJUST_LIMITS.sizeMin).max(ADJUST_LIMITS.sizeMax).optional().meta({ description: "Product size factor (0.7 .. 1.3)" }),
    lightSide: z.enum(ADJUST_LIGHT_SIDES).optional().meta({ description: 'Side the key light comes from' }),
    timeOfDay: z.enum(TIMES_OF_DAY).optional().meta({ description: "The idea's light: another time of day" }),
    setColour: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .refine((c) => (ADJUST_SET_COLOURS as readonly string[]).includes(c), 'must be one of the offered set colours')
      .nullable()
      .optional()
      .meta({ description: "Colour of the set pieces and accents, one of ADJUST_SET_COLOURS; null keeps the idea's own" }),
  })
  .strict();
export type ImageAdjustment = z.infer<typeof imageAdjustmentSchema>;

/**
 * What a local studio render is drawn with beyond its generation's settings and idea: the seed and
 * variant it was drawn with, and the adjustments made to it since (stored with each adjusted image,
 * so the next adjustment starts from it).
 */
export type RenderAdjustment = ImageAdjustment & { seed: number; variant: number };

/**
 * What Adjust offers on an image: the values it was drawn with, and what a new variant costs
 * (one image of its quality, credits). Absent or null on images Adjust cannot draw again.
 */
export const imageAdjustOfferSchema = z
  .object({
    current: imageAdjustmentSchema.required({ offsetX: true, size: true, lightSide: true, timeOfDay: true }),
    newVariantCredits: z.number().int().positive(),
    newVariantLocked: z.boolean().meta({ description: "A new variant draws the idea again: true when the idea is premium and the user's plan does not unlock premium ideas (the request would answer 403 scenario_locked)" }),
  })
  .meta({ id: 'ImageAdjustOffer' });
export type ImageAdjustOffer = z.infer<typeof imageAdjustOfferSchema>;

/** POST /images/{id}/adjustments: the changes, and whether to draw a new variant (charged). */
export const createImageAdjustmentSchema = z
  .object({
    adjustment: imageAdjustmentSchema,
    newVariant: z
      .boolean()
      .default(false)
      .meta({ description: 'Draw the set again with a new seed (charged like one image at its quality); false keeps the seed (free)' }),
  })
  .strict()
  .meta({ id: 'CreateImageAdjustment' });
export type CreateImageAdjustmentRequest = z.infer<typeof createImageAdjustmentSchema>;

/** The answer of POST /generations (and of an edit or an adjustment, which are generations of one image). */
export const generationCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(GENERATION_STATUSES),
  creditsReserved: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'Whole credits reserved: count x the price of one image at the chosen quality (low 1, medium 2, high 3); an edit 1; an adjustment 0, or one image for a new variant' }),
});
export type GenerationCreated = z.infer<typeof generationCreatedSchema>;

/** An image of a generation. */
export const generationImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(IMAGE_FORMATS),
  saved: z.boolean().meta({ description: "In the library; false when made with 'Auto-save images' off and not saved yet (deleted 24 hours after it was made)" }),
  adjust: imageAdjustOfferSchema.nullable().optional().meta({ description: 'A local studio render that Adjust can draw again; null for other images' }),
  createdAt: z.string(),
});

/** Status, stage, progress and images of a generation. */
export const generationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(GENERATION_STATUSES),
    stage: z.enum(GENERATION_STAGES),
    progress: z.number().int().min(0).max(100),
    requestedCount: z.number().int(),
    failedCount: z.number().int(),
    creditsReserved: z.number().int().meta({ description: 'Whole credits reserved when the generation was created (count x the price per image at its quality)' }),
    creditsRefunded: z.number().int().meta({ description: "Whole credits given back for images not produced: each one's share of creditsReserved" }),
    settings: settingsSchema,
    scenarioTitle: z.string(),
    productChangedCount: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Images refunded because the product changed too much in them (fidelity check, when the AI may redraw the product)' }),
    notice: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "Translated message about images refunded because the product changed, e.g. 'The product changed too much in this image, so its credits were refunded.'; null when none" }),
    images: z.array(generationImageSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'Generation' });
export type GenerationView = z.infer<typeof generationSchema>;
