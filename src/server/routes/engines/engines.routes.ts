/** OpenAPI route describing the configured image engine (schema: src/shared/contracts/engines.ts). */
import { createRoute } from '@hono/zod-openapi';
import { imageEngineSchema } from '../../../shared/contracts/engines';
import { errorResponses, jsonResponse } from '../openapi-app';

export const imageEngineRoute = createRoute({
  method: 'get',
  path: '/image-engine',
  tags: ['Creation'],
  summary: 'The configured image engine: local renderer or hosted model, and whether it keeps the product by the product lock',
  responses: {
    200: jsonResponse(imageEngineSchema, 'The engine'),
    401: errorResponses[401],
  },
});
