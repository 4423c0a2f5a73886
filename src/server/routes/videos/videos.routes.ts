/** OpenAPI definitions of the video routes (issue 5 API contract). */
import { createRoute, z } from '@hono/zod-openapi';
import { safeText, TEXT_LIMITS } from '../../../shared/safe-text';
import { LANGUAGES } from '../../../shared/catalog';
import { VIDEO_STAGES, VIDEO_STATUSES } from '../../db/schema';
import { VIDEO_ASPECT_RATIOS } from '../../providers/ai/videos/video-provider';
import { errorResponses, errorSchema } from '../openapi-app';

const err = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });
const idParam = z.object({ id: z.uuid() });

export const videoSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(VIDEO_STATUSES),
    stage: z.enum(VIDEO_STAGES),
    progress: z.number().int().min(0).max(100),
    durationSeconds: z.number().int().openapi({ description: 'Seconds: 5 or 10' }),
    aspectRatio: z.enum(VIDEO_ASPECT_RATIOS),
    width: z.number().int(),
    height: z.number().int(),
    prompt: z.string(),
    imageId: z.uuid(),
    creditsRefunded: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('Video');

export const createVideoRoute = createRoute({
  method: 'post',
  path: '/videos',
  tags: ['Videos'],
  summary: 'Start a 5 or 10 s 1080p video from an image: reserves 5 credits and queues the job',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            imageId: z.uuid(),
            prompt: safeText(TEXT_LIMITS.motionPrompt).optional(),
            durationSeconds: z.union([z.literal(5), z.literal(10)]),
            aspectRatio: z.enum(VIDEO_ASPECT_RATIOS),
            language: z.enum(LANGUAGES).optional(),
          }),
        },
      },
    },
  },
  responses: {
    202: { description: 'Queued', content: { 'application/json': { schema: z.object({ id: z.uuid(), status: z.enum(VIDEO_STATUSES) }) } } },
    401: errorResponses[401],
    402: err('Not enough credits'),
    403: err('Not available on this plan'),
    404: err('Image not found'),
    422: errorResponses[422],
  },
});

export const motionPromptRoute = createRoute({
  method: 'post',
  path: '/videos/motion-prompt',
  tags: ['Videos'],
  summary: 'A suggested motion prompt for an image',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ imageId: z.uuid(), features: safeText(TEXT_LIMITS.features).optional(), language: z.enum(LANGUAGES).optional() }),
        },
      },
    },
  },
  responses: {
    200: { description: 'The prompt', content: { 'application/json': { schema: z.object({ prompt: z.string() }) } } },
    401: errorResponses[401],
    403: err('Not available on this plan'),
    404: err('Image not found'),
  },
});

export const listVideosRoute = createRoute({
  method: 'get',
  path: '/videos',
  tags: ['Videos'],
  summary: "The user's videos, newest first",
  request: { query: z.object({ cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(100).default(24) }) },
  responses: {
    200: {
      description: 'A page of videos',
      content: { 'application/json': { schema: z.object({ items: z.array(videoSchema), nextCursor: z.string().nullable() }) } },
    },
    401: errorResponses[401],
  },
});

export const getVideoRoute = createRoute({
  method: 'get',
  path: '/videos/{id}',
  tags: ['Videos'],
  summary: 'Status, progress and facts of a video',
  request: { params: idParam },
  responses: { 200: { description: 'The video', content: { 'application/json': { schema: videoSchema } } }, 401: errorResponses[401], 404: err('Not found') },
});

export const videoFileRoute = createRoute({
  method: 'get',
  path: '/videos/{id}/file',
  tags: ['Videos'],
  summary: 'The MP4 (HTTP Range supported; download=1 for an attachment)',
  request: { params: idParam, query: z.object({ download: z.enum(['0', '1']).default('0') }) },
  responses: {
    200: { description: 'video/mp4', content: { 'video/mp4': { schema: z.any() } } },
    206: { description: 'Partial content', content: { 'video/mp4': { schema: z.any() } } },
    401: errorResponses[401],
    404: err('Not found'),
    416: { description: 'Range not satisfiable' },
  },
});

export const videoPosterRoute = createRoute({
  method: 'get',
  path: '/videos/{id}/poster',
  tags: ['Videos'],
  summary: 'A JPEG frame of the video',
  request: { params: idParam },
  responses: { 200: { description: 'image/jpeg', content: { 'image/jpeg': { schema: z.any() } } }, 401: errorResponses[401], 404: err('Not found') },
});

export const deleteVideoRoute = createRoute({
  method: 'delete',
  path: '/videos/{id}',
  tags: ['Videos'],
  summary: 'Delete a video and its files',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 404: err('Not found') },
});
