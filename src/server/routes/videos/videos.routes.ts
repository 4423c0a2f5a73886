/** OpenAPI routes of the videos (schemas: src/shared/contracts/videos.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  createVideoSchema,
  listVideosQuerySchema,
  motionPromptRequestSchema,
  motionPromptSchema,
  videoCreatedSchema,
  videoFileQuerySchema,
  videoPageSchema,
  videoSchema,
} from '../../../shared/contracts/videos';
import { errorResponse, errorResponses } from '../openapi-app';

const err = errorResponse;
const idParam = z.object({ id: z.uuid() });

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
          schema: createVideoSchema,
        },
      },
    },
  },
  responses: {
    202: { description: 'Queued', content: { 'application/json': { schema: videoCreatedSchema } } },
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
          schema: motionPromptRequestSchema,
        },
      },
    },
  },
  responses: {
    200: { description: 'The prompt', content: { 'application/json': { schema: motionPromptSchema } } },
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
  request: { query: listVideosQuerySchema },
  responses: {
    200: {
      description: 'A page of videos',
      content: { 'application/json': { schema: videoPageSchema } },
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
  request: { params: idParam, query: videoFileQuerySchema },
  responses: {
    200: { description: 'video/mp4', content: { 'video/mp4': { schema: z.any() } } },
    206: { description: 'Partial content', content: { 'video/mp4': { schema: z.any() } } },
    302: { description: 'With S3_PRESIGNED_DOWNLOADS, the video at a presigned address of the bucket, valid 5 minutes, which answers Range requests too (Location)' },
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
