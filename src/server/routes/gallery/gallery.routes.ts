/**
 * OpenAPI routes of the community gallery (schemas: src/shared/contracts/gallery.ts):
 * the public listing and files (no sign-in, cached one minute), the user's own publications, and the
 * admins' hide and restore.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminGalleryPageSchema,
  galleryFileQuerySchema,
  galleryPageSchema,
  galleryQuerySchema,
  hideGalleryItemSchema,
  myPublicationsSchema,
} from '../../../shared/contracts/gallery';
import { idParamsSchema } from '../../../shared/contracts/common';
import { errorResponse, errorResponses, errorSchema, jsonResponse } from '../openapi-app';

const forbidden = { description: 'Not an admin', content: { 'application/json': { schema: errorSchema } } };

export const listGalleryRoute = createRoute({
  method: 'get',
  path: '/gallery',
  tags: ['Gallery'],
  summary: 'Published images of the community gallery, newest first (public; cached for 60 s)',
  request: { query: galleryQuerySchema },
  responses: { 200: jsonResponse(galleryPageSchema, 'A page'), 422: errorResponses[422] },
});

export const galleryFileRoute = createRoute({
  method: 'get',
  path: '/gallery/{id}/file',
  tags: ['Gallery'],
  summary: 'A published image (public; size=thumb: 512 px WebP, the default)',
  request: { params: idParamsSchema, query: galleryFileQuerySchema },
  responses: {
    200: { description: 'The image', content: { 'image/webp': { schema: z.any() }, 'image/png': { schema: z.any() }, 'image/jpeg': { schema: z.any() } } },
    404: errorResponse('Not published'),
  },
});

export const myPublicationsRoute = createRoute({
  method: 'get',
  path: '/gallery/mine',
  tags: ['Gallery'],
  summary: "The user's published images and whether their public gallery choice is on",
  responses: { 200: jsonResponse(myPublicationsSchema, 'Publications'), 401: errorResponses[401] },
});

export const publishRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/gallery/mine/{id}',
    tags: ['Gallery'],
    summary: method === 'put' ? 'Publish one of your generated images (needs the public gallery choice on)' : 'Take one of your images out of the gallery',
    request: { params: idParamsSchema },
    responses: {
      204: { description: 'Done' },
      401: errorResponses[401],
      404: errorResponse('Not one of your generated images'),
      409: errorResponse('The public gallery choice is off'),
    },
  });

export const adminGalleryRoute = createRoute({
  method: 'get',
  path: '/admin/gallery',
  tags: ['Admin'],
  summary: 'Every published image, hidden ones included, newest first',
  request: { query: galleryQuerySchema },
  responses: { 200: jsonResponse(adminGalleryPageSchema, 'A page'), 401: errorResponses[401], 403: forbidden },
});

export const adminGalleryFileRoute = createRoute({
  method: 'get',
  path: '/admin/gallery/{id}/file',
  tags: ['Admin'],
  summary: 'A published image, hidden ones included (size=thumb: 512 px WebP, the default)',
  request: { params: idParamsSchema, query: galleryFileQuerySchema },
  responses: {
    200: { description: 'The image', content: { 'image/webp': { schema: z.any() }, 'image/png': { schema: z.any() }, 'image/jpeg': { schema: z.any() } } },
    401: errorResponses[401],
    403: forbidden,
    404: errorResponse('Not published'),
  },
});

export const hideGalleryRoute = createRoute({
  method: 'put',
  path: '/admin/gallery/{id}/hidden',
  tags: ['Admin'],
  summary: 'Hide a published image from the gallery (recorded in the audit log)',
  request: { params: idParamsSchema, body: { required: true, content: { 'application/json': { schema: hideGalleryItemSchema } } } },
  responses: { 204: { description: 'Hidden' }, 401: errorResponses[401], 403: forbidden, 404: errorResponse('Not published'), 422: errorResponses[422] },
});

export const restoreGalleryRoute = createRoute({
  method: 'delete',
  path: '/admin/gallery/{id}/hidden',
  tags: ['Admin'],
  summary: 'Show a hidden image in the gallery again (recorded in the audit log)',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Restored' }, 401: errorResponses[401], 403: forbidden, 404: errorResponse('Not published') },
});
