/** OpenAPI routes of Studio Photos (schemas: src/shared/contracts/studio.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { createStudioBatchSchema, studioBatchCreatedSchema, studioBatchSchema } from '../../../shared/contracts/studio';
import { STUDIO_BATCH_MAX } from '../../../shared/studio-presets';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const json = jsonResponse;
const err = errorResponse;

export const createStudioBatchRoute = createRoute({
  method: 'post',
  path: '/studio-batches',
  tags: ['Studio Photos'],
  summary: `Start a batch of packshots: one per source photo (1 to ${STUDIO_BATCH_MAX}) with one preset; reserves 1 credit per photo and queues one job`,
  description:
    "Each packshot is made from the photo's cut-out in use (automatic or touched up), checked against its preset (size, format, exact background outside the product and its shadow, fill, sRGB, no metadata) and saved to the library. A photo whose packshot fails is refunded its credit once.",
  request: { body: { required: true, content: { 'application/json': { schema: createStudioBatchSchema } } } },
  responses: {
    202: json(studioBatchCreatedSchema, 'Queued: the batch id, the credits reserved and the spec every packshot follows'),
    401: errorResponses[401],
    402: err('insufficient_credits: the balance is below 1 credit per photo'),
    404: err('A photo not found (or not yours)'),
    422: err("validation_failed: a malformed request, or options the preset does not offer (Custom alone changes size, padding and format)"),
    429: err('Too many batches in a minute'),
    503: err('queue_unavailable: the job could not be queued (nothing is charged)'),
  },
});

export const getStudioBatchRoute = createRoute({
  method: 'get',
  path: '/studio-batches/{id}',
  tags: ['Studio Photos'],
  summary: 'Progress of a batch and its packshots, each with its compliance report',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: json(studioBatchSchema, 'The batch'),
    401: errorResponses[401],
    404: err('Not found'),
  },
});

export const studioBatchArchiveRoute = createRoute({
  method: 'get',
  path: '/studio-batches/{id}/archive',
  tags: ['Studio Photos'],
  summary: "'Download all': a zip of the batch's packshots, named from each photo's file name and the preset (e.g. red-mug_amazon.jpg)",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'application/zip, streamed', content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
    401: errorResponses[401],
    404: err('Not found, or no packshot made yet'),
  },
});
