/** OpenAPI routes of the admin area (admin role only; schemas: src/shared/contracts/admin.ts). */
import { createRoute } from '@hono/zod-openapi';
import { providerHealthSchema } from '../../../shared/contracts/admin';
import { errorResponses, errorSchema } from '../openapi-app';

export const providerHealthRoute = createRoute({
  method: 'get',
  path: '/admin/providers',
  tags: ['Admin'],
  summary: 'Configured AI providers (scenarios, images, videos) and the result of one cheap test call each',
  responses: {
    200: { description: 'The report', content: { 'application/json': { schema: providerHealthSchema } } },
    401: errorResponses[401],
    403: { description: 'Not an admin', content: { 'application/json': { schema: errorSchema } } },
  },
});
