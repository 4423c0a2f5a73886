/** OpenAPI routes of the library (schemas: src/shared/contracts/library.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { archiveQuerySchema, BULK_MAX_IMAGES, bulkDeleteSchema, imageFileQuerySchema, libraryPageSchema, listImagesQuerySchema } from '../../../shared/contracts/library';
import { errorResponse, errorResponses } from '../openapi-app';

const err = errorResponse;

export const listImagesRoute = createRoute({
  method: 'get',
  path: '/images',
  tags: ['Library'],
  summary: "The user's generated or source images",
  request: {
    query: listImagesQuerySchema,
  },
  responses: {
    200: {
      description: 'A page of images',
      content: { 'application/json': { schema: libraryPageSchema } },
    },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

export const imageFileRoute = createRoute({
  method: 'get',
  path: '/images/{id}/file',
  tags: ['Library'],
  summary: 'The image bytes with their real Content-Type (size=thumb: 512 px WebP)',
  request: {
    params: z.object({ id: z.uuid() }),
    query: imageFileQuerySchema,
  },
  responses: {
    200: { description: 'The image', content: { 'image/png': { schema: z.any() }, 'image/jpeg': { schema: z.any() } } },
    302: { description: 'With S3_PRESIGNED_DOWNLOADS, the full-size file at a presigned address of the bucket, valid 5 minutes (Location)' },
    401: errorResponses[401],
    404: err('Not found'),
  },
});

export const imageArchiveRoute = createRoute({
  method: 'get',
  path: '/images/archive',
  tags: ['Library'],
  summary: 'A zip of several images (download all or selected)',
  request: {
    query: archiveQuerySchema,
  },
  responses: {
    200: { description: 'application/zip', content: { 'application/zip': { schema: z.any() } } },
    401: errorResponses[401],
    404: err('Not found'),
  },
});

export const deleteImageRoute = createRoute({
  method: 'delete',
  path: '/images/{id}',
  tags: ['Library'],
  summary: 'Delete an image and its stored file',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 404: err('Not found') },
});

export const bulkDeleteImagesRoute = createRoute({
  method: 'post',
  path: '/images/delete',
  tags: ['Library'],
  summary: `Delete up to ${BULK_MAX_IMAGES} of your images (generated or source) and their stored files at once`,
  description: 'Every id is checked first: one that is not yours (or is gone) deletes nothing and answers 404.',
  request: { body: { required: true, content: { 'application/json': { schema: bulkDeleteSchema } } } },
  responses: {
    200: { description: 'Deleted', content: { 'application/json': { schema: z.object({ deleted: z.number().int() }).meta({ id: 'BulkDeleteResult' }) } } },
    401: errorResponses[401],
    404: err('An image is not yours, or is gone: nothing was deleted'),
    422: err(`validation_failed: no id, more than ${BULK_MAX_IMAGES}, or not ids`),
  },
});

export const favoriteRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/images/{id}/favorite',
    tags: ['Library'],
    summary: method === 'put' ? 'Mark an image as favorite' : 'Unmark a favorite image',
    request: { params: z.object({ id: z.uuid() }) },
    responses: { 204: { description: 'Done' }, 401: errorResponses[401], 404: err('Not found') },
  });
