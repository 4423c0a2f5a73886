/** OpenAPI routes of catalogue runs (schemas: src/shared/contracts/catalogue-runs.ts, api-batches.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { apiBatchSchema } from '../../../shared/contracts/api-batches';
import { catalogueQuoteSchema, catalogueRunRequestSchema } from '../../../shared/contracts/catalogue-runs';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const err = errorResponse;

export const quoteCatalogueRunRoute = createRoute({
  method: 'post',
  path: '/catalogue-runs/quote',
  tags: ['Batches'],
  summary: 'What a run over your products would take and cost, before starting it: products, products left out (no photo), credits, your balance and your plan’s maximum',
  request: { body: { required: true, content: { 'application/json': { schema: catalogueRunRequestSchema } } } },
  responses: {
    200: jsonResponse(catalogueQuoteSchema, 'The quote'),
    401: errorResponses[401],
    404: err('A product or brand kit named is not yours'),
    422: err("validation_failed; a listing template: listing_slot_unavailable (a kind the marketplace's rules ban), listing_too_many_images, listing_main_first"),
  },
});

export const startCatalogueRunRoute = createRoute({
  method: 'post',
  path: '/catalogue-runs',
  tags: ['Batches'],
  summary: 'Run one action (packshots with a preset, scene images, a short video, or a listing set from one template) over your products: one batch, one item per product with a photo, each charged and refunded on its own',
  description:
    "Each product's first photo is used; its SKU (else its title) is the item's reference and its folder in the batch's zip. A listing template is filled by each product from its own features, photos and scene images; what a product cannot fill is left out of its set, uncharged (the quote counts them). Follow it with GET /batches/{id}; cancel with POST /batches/{id}/cancel; download with GET /batches/{id}/archive.",
  request: { body: { required: true, content: { 'application/json': { schema: catalogueRunRequestSchema } } } },
  responses: {
    202: jsonResponse(apiBatchSchema, 'The run (a batch), queued'),
    401: errorResponses[401],
    402: err('insufficient_credits: the balance is below what the run costs'),
    403: err("catalogue_run_too_large (more products than your plan's run allows), too_many_images, scenario_locked, video_not_on_starter"),
    404: err('A product or brand kit named is not yours'),
    422: err("catalogue_run_empty (no selected product has a photo), validation_failed; a listing template: listing_slot_unavailable, listing_too_many_images, listing_main_first"),
    429: err('Too many runs in a minute'),
    503: err('queue_unavailable'),
  },
});

export const listCatalogueRunsRoute = createRoute({
  method: 'get',
  path: '/catalogue-runs',
  tags: ['Batches'],
  summary: 'Your 20 latest catalogue runs, newest first',
  responses: { 200: jsonResponse(z.object({ items: z.array(apiBatchSchema) }).meta({ id: 'CatalogueRunList' }), 'Runs'), 401: errorResponses[401] },
});
