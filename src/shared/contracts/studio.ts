/**
 * Contract of Studio Photos: batches of marketplace-ready packshots, one per source
 * photo, made with one preset (src/shared/studio-presets.ts), each with its compliance report.
 */
import { z } from 'zod';
import {
  STUDIO_ALIGNMENTS,
  STUDIO_BATCH_MAX,
  STUDIO_FORMATS,
  STUDIO_PADDING_MAX,
  STUDIO_PRESET_IDS,
  STUDIO_SHADOWS,
  STUDIO_SIZE_MAX,
  STUDIO_SIZE_MIN,
} from '../studio-presets';

export const STUDIO_BATCH_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export type StudioBatchStatus = (typeof STUDIO_BATCH_STATUSES)[number];

export const STUDIO_ITEM_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type StudioItemStatus = (typeof STUDIO_ITEM_STATUSES)[number];

/**
 * Why an item failed (it is refunded): its photo was deleted or cannot be read, its cut-out could
 * not be made, rendering failed, or the packshot broke its preset's rules.
 */
export const STUDIO_ITEM_FAILURES = ['source_missing', 'cutout_failed', 'render_failed', 'not_compliant'] as const;
export type StudioItemFailure = (typeof STUDIO_ITEM_FAILURES)[number];

/** What a seller may change in a preset; marketplace presets accept only the background, shadow and alignment they offer. */
export const studioOptionsSchema = z
  .object({
    background: z.string().max(11).optional().meta({ description: "'#RRGGBB' or 'transparent'; marketplace presets accept only the colours they offer" }),
    shadow: z.enum(STUDIO_SHADOWS).optional(),
    alignment: z.enum(STUDIO_ALIGNMENTS).optional(),
    width: z.number().int().min(STUDIO_SIZE_MIN).max(STUDIO_SIZE_MAX).optional().meta({ description: 'Custom only: frame width, px' }),
    height: z.number().int().min(STUDIO_SIZE_MIN).max(STUDIO_SIZE_MAX).optional().meta({ description: 'Custom only: frame height, px' }),
    padding: z.number().min(0).max(STUDIO_PADDING_MAX).optional().meta({ description: 'Custom only: space around the product on its limiting sides, percent of the frame' }),
    format: z.enum(STUDIO_FORMATS).optional().meta({ description: "Custom only; a transparent background needs 'png'" }),
  })
  .strict()
  .meta({ id: 'StudioOptions' });

/** POST /studio-batches. */
export const createStudioBatchSchema = z
  .object({
    sourceImageIds: z
      .array(z.uuid())
      .min(1)
      .max(STUDIO_BATCH_MAX)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { message: 'each photo once' })
      .meta({ description: `1 to ${STUDIO_BATCH_MAX} of your source photos, each once; one packshot each` }),
    preset: z.enum(STUDIO_PRESET_IDS),
    options: studioOptionsSchema.optional(),
  })
  .meta({ id: 'CreateStudioBatch' });
export type CreateStudioBatch = z.infer<typeof createStudioBatchSchema>;

/** The frame and look a batch was made with: the preset with the options applied. */
export const studioSpecSchema = z
  .object({
    preset: z.enum(STUDIO_PRESET_IDS),
    width: z.number().int(),
    height: z.number().int(),
    format: z.enum(STUDIO_FORMATS),
    background: z.string().meta({ description: "'#RRGGBB' or 'transparent'" }),
    shadow: z.enum(STUDIO_SHADOWS),
    alignment: z.enum(STUDIO_ALIGNMENTS),
    fill: z.number().meta({ description: "Share of the frame the product's box fills (its longer relative dimension), 0..1" }),
    minFill: z.number(),
    maxFill: z.number(),
  })
  .meta({ id: 'StudioSpec' });

/** The checks run on every packshot, read back from its encoded bytes. */
export const complianceSchema = z
  .object({
    passed: z.boolean().meta({ description: 'Every check passed: the packshot meets its preset' }),
    width: z.number().int(),
    height: z.number().int(),
    format: z.enum(STUDIO_FORMATS),
    background: z.string().meta({ description: "The background painted: '#RRGGBB' or 'transparent'" }),
    backgroundPurity: z.number().meta({ description: "Percent of the pixels outside the product, its soft edge and shadow (and the JPEG blocks they touch) that are exactly the background; 100 to pass" }),
    backgroundPixels: z.number().int().meta({ description: 'How many pixels that is' }),
    fill: z.number().meta({ description: "Percent of the frame the product's box fills (its longer relative dimension)" }),
    minFill: z.number().meta({ description: 'Lowest fill accepted, percent' }),
    maxFill: z.number().meta({ description: 'Highest fill accepted, percent' }),
    colourSpace: z.string().meta({ description: "'srgb' to pass" }),
    metadataStripped: z.boolean().meta({ description: 'No EXIF, XMP, IPTC, text chunks, nor an ICC profile other than sRGB' }),
    checks: z.object({
      size: z.boolean(),
      format: z.boolean(),
      background: z.boolean(),
      fill: z.boolean(),
      colourSpace: z.boolean(),
      metadata: z.boolean(),
      cutout: z
        .boolean()
        .optional()
        .meta({ description: 'The cut-out is confident and holds no stray piece (absent on packshots made before this check)' }),
    }),
  })
  .meta({ id: 'StudioCompliance' });
export type ComplianceReport = z.infer<typeof complianceSchema>;

/** One photo of a batch and its packshot. */
export const studioItemSchema = z
  .object({
    position: z.number().int().meta({ description: '0-based, in the order the photos were sent' }),
    sourceImageId: z.uuid().nullable().meta({ description: 'Null once the photo is deleted' }),
    sourceName: z.string().meta({ description: "The photo's file name" }),
    status: z.enum(STUDIO_ITEM_STATUSES),
    failure: z.enum(STUDIO_ITEM_FAILURES).nullable(),
    error: z.string().nullable().meta({ description: "Why it failed, in the request's language" }),
    image: z
      .object({ id: z.uuid(), width: z.number().int(), height: z.number().int(), format: z.enum(STUDIO_FORMATS), fileName: z.string().meta({ description: 'Its name in the zip' }) })
      .nullable()
      .meta({ description: 'The packshot in the library (null until made, or when it failed or was deleted)' }),
    compliance: complianceSchema.nullable(),
  })
  .meta({ id: 'StudioItem' });
export type StudioItemView = z.infer<typeof studioItemSchema>;

/** GET /studio-batches/{id}. */
export const studioBatchSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(STUDIO_BATCH_STATUSES),
    progress: z.number().int().min(0).max(100),
    spec: studioSpecSchema,
    requestedCount: z.number().int(),
    doneCount: z.number().int().meta({ description: 'Items finished, made or failed' }),
    failedCount: z.number().int(),
    creditsReserved: z.number().int(),
    creditsRefunded: z.number().int(),
    items: z.array(studioItemSchema),
    createdAt: z.string(),
  })
  .meta({ id: 'StudioBatch' });
export type StudioBatchView = z.infer<typeof studioBatchSchema>;

/** 202 answer of POST /studio-batches. */
export const studioBatchCreatedSchema = z
  .object({ id: z.uuid(), status: z.literal('queued'), creditsReserved: z.number().int(), spec: studioSpecSchema })
  .meta({ id: 'StudioBatchCreated' });
export type StudioBatchCreated = z.infer<typeof studioBatchCreatedSchema>;
