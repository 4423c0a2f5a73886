/** OpenAPI routes of a source photo's cut-out (schemas: src/shared/contracts/cutout.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { sourceImageSchema } from '../../../shared/contracts/creation';
import { cutoutFileQuerySchema, cutoutSchema, touchUpSchema } from '../../../shared/contracts/cutout';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const json = jsonResponse;
const err = errorResponse;

export const getSourceImageRoute = createRoute({
  method: 'get',
  path: '/source-images/{id}',
  tags: ['Creation'],
  summary: 'A source photo with its analysis and the state of its cut-out',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: json(sourceImageSchema, 'The source photo'),
    401: errorResponses[401],
    404: err('Not found'),
  },
});

export const cutoutFileRoute = createRoute({
  method: 'get',
  path: '/source-images/{id}/cutout',
  tags: ['Creation'],
  summary: "The product cut out: a PNG with alpha at the photo's size (or at most maxSide px); 202 while the cut-out runs",
  request: { params: z.object({ id: z.uuid() }), query: cutoutFileQuerySchema },
  responses: {
    200: { description: 'RGBA PNG: the photo with the matte as alpha, edge colours cleaned of the old background', content: { 'image/png': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
    202: json(cutoutSchema, 'Not ready yet: status and progress'),
    401: errorResponses[401],
    404: err('Not found'),
    422: err('cutout_failed: the cut-out could not be made; the message says why'),
  },
});

export const touchUpCutoutRoute = createRoute({
  method: 'put',
  path: '/source-images/{id}/cutout/strokes',
  tags: ['Creation'],
  summary: 'Touch up the cut-out: Keep and Remove strokes recompute the matte with them as hard constraints; no strokes restores the automatic cut-out',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { required: true, content: { 'application/json': { schema: touchUpSchema } } },
  },
  responses: {
    200: json(cutoutSchema, 'The new cut-out (ready), saved with the photo: later images and videos use it'),
    401: errorResponses[401],
    404: err('Not found'),
    409: err('cutout_not_ready: the automatic cut-out has not finished'),
    422: errorResponses[422],
    503: err('server_busy: too many images being processed; retry after Retry-After seconds'),
  },
});
