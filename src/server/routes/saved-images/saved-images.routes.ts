/** OpenAPI route to save an image made with 'Auto-save images' off (docs/decisions/005-auto-save.md). */
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, errorResponses } from '../openapi-app';

export const saveImageRoute = createRoute({
  method: 'post',
  path: '/images/{id}/save',
  tags: ['Library'],
  summary: "Put a generated image in the library (images made with 'Auto-save images' off wait for this; deleted after 24 hours without it)",
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 204: { description: 'In the library' }, 401: errorResponses[401], 404: errorResponse('Not found, or already deleted') },
});
