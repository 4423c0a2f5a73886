/** OpenAPI definitions of the creation flow (issue 3 API contract). */
import { createRoute, z } from '@hono/zod-openapi';
import { imageSettingsSchema, LANGUAGES } from '../../../shared/catalog';
import { GENERATION_STAGES, GENERATION_STATUSES } from '../../db/schema';
import { isStorableText, safeText, TEXT_LIMITS, UNSTORABLE_TEXT_MESSAGE } from '../../../shared/safe-text';
import { errorResponses, errorSchema } from '../openapi-app';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const err = (description: string) => json(errorSchema, description);

export const sourceImageSchema = z
  .object({
    id: z.uuid(),
    width: z.number().int().openapi({ description: 'Pixels, after EXIF orientation' }),
    height: z.number().int(),
    format: z.enum(['png', 'jpg']),
    createdAt: z.string(),
    analysis: z.object({
      hasAlpha: z.boolean(),
      dominantColors: z.array(z.string()),
      suggestedCutout: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
    }),
  })
  .openapi('SourceImage');

export const uploadSourceImageRoute = createRoute({
  method: 'post',
  path: '/source-images',
  tags: ['Creation'],
  summary: 'Upload a product photo (PNG or JPG, up to 10 MB, 40 megapixels)',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().optional().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    201: json(sourceImageSchema, 'Stored'),
    400: err('No file, or a file name with a NUL character'),
    401: errorResponses[401],
    403: err('storage_quota_exceeded: the plan\'s storage is full'),
    413: err('Over 10 MB or over 40 megapixels'),
    415: err('Not a PNG or JPG'),
    422: err('Broken image, or a file name over 255 characters'),
    429: err('More uploads in a minute than allowed (30 by default)'),
    503: err('server_busy: too many images being decoded; retry after Retry-After seconds'),
  },
});

/** The file name of an upload, kept for display: at most 255 characters after trimming, storable text. */
export const fileNameSchema = safeText(TEXT_LIMITS.fileName);

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(3, `${label} needs at least 3 characters`)
    .max(max, `${label} allows at most ${max} characters`)
    .refine(isStorableText, `${label} ${UNSTORABLE_TEXT_MESSAGE}`);

export const scenarioSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    premium: z.boolean(),
    locked: z.boolean().openapi({ description: "Premium and not unlocked by the user's plan" }),
    suggestedStyle: z.string(),
    suggestedTimeOfDay: z.string(),
  })
  .openapi('Scenario');

export const suggestScenariosRoute = createRoute({
  method: 'post',
  path: '/scenarios',
  tags: ['Creation'],
  summary: '6 scenario ideas for a source image, in the user language',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            sourceImageId: z.uuid(),
            features: text('features', TEXT_LIMITS.features),
            audience: text('audience', TEXT_LIMITS.audience),
            language: z.enum(LANGUAGES).optional(),
            engine: z
              .enum(['local'])
              .optional()
              .openapi({ description: "'local' asks for the offline rule-based ideas instead of the configured engine (e.g. after scenario_provider_failed)" }),
          }),
        },
      },
    },
  },
  responses: {
    200: json(z.object({ scenarios: z.array(scenarioSchema) }), 'Ideas'),
    401: errorResponses[401],
    404: err('Source image not found'),
    422: errorResponses[422],
    429: err('Too many suggestions from a hosted model in a minute'),
    502: err("scenario_provider_failed: the hosted scenario engine failed; ask again with engine 'local' for the offline ideas"),
  },
});

/** The settings schema shared with the web app (src/shared/catalog.ts). */
export const settingsSchema = imageSettingsSchema;

export const createGenerationRoute = createRoute({
  method: 'post',
  path: '/generations',
  tags: ['Creation'],
  summary: 'Start a generation: reserves 1 credit per image and queues the job',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ sourceImageId: z.uuid(), scenarioId: z.uuid(), settings: settingsSchema }),
        },
      },
    },
  },
  responses: {
    202: json(z.object({ id: z.uuid(), status: z.enum(GENERATION_STATUSES) }), 'Queued'),
    401: errorResponses[401],
    402: err('Not enough credits'),
    403: err('Premium scenario on Free, or more images than the plan allows'),
    404: err('Source image or scenario not found'),
    422: errorResponses[422],
    429: err('Too many generations in a minute'),
  },
});

export const generationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(GENERATION_STATUSES),
    stage: z.enum(GENERATION_STAGES),
    progress: z.number().int().min(0).max(100),
    requestedCount: z.number().int(),
    failedCount: z.number().int(),
    creditsReserved: z.number().int(),
    creditsRefunded: z.number().int(),
    settings: settingsSchema,
    scenarioTitle: z.string(),
    images: z.array(
      z.object({ id: z.uuid(), width: z.number().int(), height: z.number().int(), format: z.enum(['png', 'jpg']), createdAt: z.string() }),
    ),
    createdAt: z.string(),
  })
  .openapi('Generation');

export const getGenerationRoute = createRoute({
  method: 'get',
  path: '/generations/{id}',
  tags: ['Creation'],
  summary: 'Status, stage, progress and images of a generation',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: json(generationSchema, 'The generation'),
    401: errorResponses[401],
    404: err('Not found'),
  },
});
