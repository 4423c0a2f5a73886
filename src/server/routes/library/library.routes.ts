/** OpenAPI definitions of the library (issue 3 API contract). */
import { createRoute, z } from '@hono/zod-openapi';
import { safeText, TEXT_LIMITS } from '../../../shared/safe-text';
import { errorResponses, errorSchema } from '../openapi-app';

const err = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });

export const libraryItemSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(['generated', 'source']),
    width: z.number().int(),
    height: z.number().int(),
    format: z.enum(['png', 'jpg']),
    prompt: z.string(),
    title: z.string().nullable(),
    favorite: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('LibraryItem');

export const listImagesRoute = createRoute({
  method: 'get',
  path: '/images',
  tags: ['Library'],
  summary: "The user's generated or source images",
  request: {
    query: z.object({
      type: z.enum(['generated', 'source']).default('generated'),
      q: safeText(TEXT_LIMITS.search).optional(),
      sort: z.enum(['newest', 'oldest']).default('newest'),
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(24),
    }),
  },
  responses: {
    200: {
      description: 'A page of images',
      content: { 'application/json': { schema: z.object({ items: z.array(libraryItemSchema), nextCursor: z.string().nullable() }) } },
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
    query: z.object({ size: z.enum(['full', 'thumb']).default('full'), download: z.enum(['0', '1']).default('0') }),
  },
  responses: {
    200: { description: 'The image', content: { 'image/png': { schema: z.any() }, 'image/jpeg': { schema: z.any() } } },
    401: errorResponses[401],
    404: err('Not found'),
  },
});

/** Most images in one zip archive. */
export const ARCHIVE_MAX_IMAGES = 100;

export const imageArchiveRoute = createRoute({
  method: 'get',
  path: '/images/archive',
  tags: ['Library'],
  summary: 'A zip of several images (download all or selected)',
  request: {
    query: z.object({
      ids: z
        .string()
        .max(20_000)
        // Repeated ids count once (issue 11 item 5: an id repeated 30 times is one image, not 30).
        .transform((s) => [...new Set(s.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))])
        .pipe(z.array(z.uuid()).min(1).max(ARCHIVE_MAX_IMAGES))
        .openapi({ description: `Comma-separated image ids; repeats count once; at most ${ARCHIVE_MAX_IMAGES} images` }),
    }),
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

export const favoriteRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/images/{id}/favorite',
    tags: ['Library'],
    summary: method === 'put' ? 'Mark an image as favorite' : 'Unmark a favorite image',
    request: { params: z.object({ id: z.uuid() }) },
    responses: { 204: { description: 'Done' }, 401: errorResponses[401], 404: err('Not found') },
  });
