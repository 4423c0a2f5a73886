/** OpenAPI route of the admin view of one generated image (admin role only). */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { imageDiagnosticsSchema } from '../../../shared/contracts/admin-images';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

export const imageDiagnosticsRoute = createRoute({
  method: 'get',
  path: '/admin/images/{id}',
  tags: ['Admin'],
  summary: 'How a generated image was made: engine, model, product lock, fidelity score',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(imageDiagnosticsSchema, 'The image'),
    401: errorResponses[401],
    403: errorResponse('Not an admin'),
    404: errorResponse('No such image'),
  },
});
