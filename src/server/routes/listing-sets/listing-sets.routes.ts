/** OpenAPI routes of listing sets: previews, sets, their zip (schemas: src/shared/contracts/listing-sets.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { createListingSetSchema, listingPreviewRequestSchema, listingPreviewSchema, listingSetSchema } from '../../../shared/contracts/listing-sets';
import { LISTING_IMAGE_CREDITS } from '../../../shared/listing-sets';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const json = jsonResponse;
const err = errorResponse;
const TAG = ['Listing sets'];
const idParam = z.object({ id: z.uuid() });
const refusals = 'listing_slot_unavailable (the marketplace forbids added text and graphics), listing_main_first, listing_too_many_images, listing_needs_dimensions, ad_text_unsupported, cutout_failed, validation_failed';

export const previewListingSetRoute = createRoute({
  method: 'post',
  path: '/listing-sets/preview',
  tags: TAG,
  summary: "Free previews of a set's images (640 px at most), with the checks of the full-size images",
  request: { body: { required: true, content: { 'application/json': { schema: listingPreviewRequestSchema } } } },
  responses: {
    200: json(listingPreviewSchema, 'One preview per slot, in listing order'),
    401: errorResponses[401],
    404: err('Product, photo, scene or brand kit not found'),
    409: err('listing_cutout_uncertain: touch up the cut-out first'),
    422: err(refusals),
    429: err('Too many previews in a minute'),
  },
});

export const createListingSetRoute = createRoute({
  method: 'post',
  path: '/listing-sets',
  tags: TAG,
  summary: `Make a listing set for one marketplace; ${LISTING_IMAGE_CREDITS} credit per image`,
  description:
    "Slots in listing order: main (the marketplace's packshot, checked for compliance), scene (an image of yours), infographic (3 to 5 callouts), dimensions (your figures and units, never guessed), detail (a region of your photo), angles (2 to 6 of the product's photos), comparison (your text). A slot the marketplace forbids is refused before anything is charged; an image whose text does not fit is not delivered and its credit is refunded; one failing another check is kept as flagged.",
  request: { body: { required: true, content: { 'application/json': { schema: createListingSetSchema } } } },
  responses: {
    202: json(listingSetSchema, 'Queued'),
    401: errorResponses[401],
    402: err('insufficient_credits'),
    404: err('Product, photo, scene or brand kit not found'),
    409: err('listing_cutout_uncertain: touch up the cut-out first (nothing is charged)'),
    422: err(refusals),
    429: err('Too many sets in a minute'),
    503: err('queue_unavailable (nothing is charged)'),
  },
});

export const listListingSetsRoute = createRoute({
  method: 'get',
  path: '/listing-sets',
  tags: TAG,
  summary: 'Your listing sets, newest first (50 at most), optionally those of one product',
  request: { query: z.object({ productId: z.uuid().optional() }) },
  responses: { 200: json(z.object({ items: z.array(listingSetSchema) }), 'The sets'), 401: errorResponses[401] },
});

export const getListingSetRoute = createRoute({
  method: 'get',
  path: '/listing-sets/{id}',
  tags: TAG,
  summary: 'A set with its images, their checks and alt texts',
  request: { params: idParam },
  responses: { 200: json(listingSetSchema, 'The set'), 401: errorResponses[401], 404: err('Not found') },
});

export const listingSetArchiveRoute = createRoute({
  method: 'get',
  path: '/listing-sets/{id}/archive',
  tags: TAG,
  summary: 'A zip of the set in listing order (01-main.jpg, 02-infographic.jpg, …) with alt-text.csv',
  request: { params: idParam },
  responses: {
    200: { description: 'application/zip, streamed', content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
    401: errorResponses[401],
    404: err('Not found, or no image made yet'),
  },
});
