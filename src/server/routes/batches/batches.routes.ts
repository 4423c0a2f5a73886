/** OpenAPI routes of batches by API (schemas: src/shared/contracts/api-batches.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { API_BATCH_MAX, apiBatchSchema, createApiBatchSchema } from '../../../shared/contracts/api-batches';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const err = errorResponse;

export const createApiBatchRoute = createRoute({
  method: 'post',
  path: '/batches',
  tags: ['Batches'],
  summary: `Start a batch of 1 to ${API_BATCH_MAX} items: each a photo (id or URL) and a packshot preset, a scene idea or a video, or a product's listing set; each item is its own job, charge and refund`,
  description:
    "Checks the photos and ideas are yours, the plan's images per generation and premium ideas, and that your balance covers every item (nothing is reserved yet), then queues one job per item. An item's job fetches its photo when given by URL, writes six ideas from its features and audience when no idea is given, and starts its generation, packshot, video or listing set, which reserves that item's credits; a failure refunds them. An item that cannot start (photo unreachable or not an image, credits spent meanwhile, a listing slot its marketplace bans or a cut-out the engine doubted) fails, charged nothing. Webhooks: batch.item.completed or batch.item.failed for each item, then batch.completed.",
  request: { body: { required: true, content: { 'application/json': { schema: createApiBatchSchema } } } },
  responses: {
    202: jsonResponse(apiBatchSchema, 'Queued: the batch with every item queued'),
    401: errorResponses[401],
    402: err('insufficient_credits: the balance is below what every item costs'),
    403: err('too_many_images (a scene count above the plan allows), scenario_locked (a premium idea on Free), video_not_on_starter (a video item on a plan without videos)'),
    404: err("not_found: an item's photo, idea or product is not yours, or the idea belongs to another photo (the message names the item)"),
    422: err('validation_failed: a malformed request'),
    429: err('Too many batches in a minute'),
    503: err('queue_unavailable: no item could be queued (nothing is charged)'),
  },
});

export const getApiBatchRoute = createRoute({
  method: 'get',
  path: '/batches/{id}',
  tags: ['Batches'],
  summary: "A batch and every item's status, work, images, credits and error",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(apiBatchSchema, 'The batch'),
    401: errorResponses[401],
    404: err('Not found'),
  },
});

export const cancelApiBatchRoute = createRoute({
  method: 'post',
  path: '/batches/{id}/cancel',
  tags: ['Batches'],
  summary: 'Cancel a batch: items not yet started fail (batch_cancelled), charged nothing; scenes still rendering stop and are refunded; packshots and listing sets already rendering finish',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 200: jsonResponse(apiBatchSchema, 'The batch after cancelling'), 401: errorResponses[401], 404: err('Not found'), 409: err('batch_not_cancellable: it has ended') },
});

export const apiBatchArchiveRoute = createRoute({
  method: 'get',
  path: '/batches/{id}/archive',
  tags: ['Batches'],
  summary: "The batch's images as a zip: a folder per item named by its reference (SKU or handle), and manifest.csv (product, reference, source photo, output file, kind, preset, width, height, credits, alt text); a listing set's files are numbered in listing order (01-main.jpg…)",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'A zip, streamed', content: { 'application/zip': { schema: z.string().meta({ type: 'string', format: 'binary' }) } } },
    401: errorResponses[401],
    404: err('Not found, or no image yet'),
  },
});
