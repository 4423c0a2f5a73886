/** OpenAPI routes of ad creatives: brand kits, copy, previews and ad sets (schemas: src/shared/contracts/ad-creatives.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { AD_EXTRA_VARIANT_CREDITS, AD_SET_CREDITS } from '../../../shared/ad-creatives';
import { adCopyRequestSchema, adCopySchema, adPreviewRequestSchema, adPreviewSchema, adSetSchema, brandKitFieldsSchema, brandKitSchema, createAdSetSchema } from '../../../shared/contracts/ad-creatives';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const json = jsonResponse;
const err = errorResponse;
const TAG = ['Ad creatives'];
const idParam = z.object({ id: z.uuid() });

export const listBrandKitsRoute = createRoute({
  method: 'get',
  path: '/brand-kits',
  tags: TAG,
  summary: 'Your brand kits (at most 10)',
  responses: { 200: json(z.object({ items: z.array(brandKitSchema) }), 'The kits, oldest first'), 401: errorResponses[401] },
});

export const createBrandKitRoute = createRoute({
  method: 'post',
  path: '/brand-kits',
  tags: TAG,
  summary: 'Create a brand kit: name, 1 to 5 colours, a heading and a body font from the bundled set, a tone',
  request: { body: { required: true, content: { 'application/json': { schema: brandKitFieldsSchema } } } },
  responses: { 201: json(brandKitSchema, 'Created'), 401: errorResponses[401], 409: err('brand_kit_limit: 10 kits already'), 422: errorResponses[422] },
});

export const updateBrandKitRoute = createRoute({
  method: 'put',
  path: '/brand-kits/{id}',
  tags: TAG,
  summary: "Replace a brand kit's fields (the logo stays)",
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: brandKitFieldsSchema } } } },
  responses: { 200: json(brandKitSchema, 'Updated'), 401: errorResponses[401], 404: err('Not found'), 422: errorResponses[422] },
});

export const deleteBrandKitRoute = createRoute({
  method: 'delete',
  path: '/brand-kits/{id}',
  tags: TAG,
  summary: 'Delete a brand kit and its logo (sets made with it keep what they were made with)',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 404: err('Not found') },
});

export const uploadBrandLogoRoute = createRoute({
  method: 'post',
  path: '/brand-kits/{id}/logo',
  tags: TAG,
  summary: "Set the kit's logo: PNG, JPG, WebP or SVG, at most 5 MB and 8000 px a side",
  description: 'An SVG with scripts, event handlers, foreign content, entities or references to other files or addresses is refused; a safe one is rasterised. Only a PNG is kept.',
  request: { params: idParam, body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: z.any().optional().meta({ type: 'string', format: 'binary' }) }) } } } },
  responses: {
    200: json(brandKitSchema, 'The kit with its logo'),
    400: err('file_missing'),
    401: errorResponses[401],
    404: err('Not found'),
    413: err('logo_too_large'),
    422: err('logo_not_image, logo_svg_unsafe'),
    429: err('Too many uploads in a minute'),
  },
});

export const deleteBrandLogoRoute = createRoute({
  method: 'delete',
  path: '/brand-kits/{id}/logo',
  tags: TAG,
  summary: "Remove the kit's logo",
  request: { params: idParam },
  responses: { 200: json(brandKitSchema, 'The kit without a logo'), 401: errorResponses[401], 404: err('Not found') },
});

export const getBrandLogoRoute = createRoute({
  method: 'get',
  path: '/brand-kits/{id}/logo',
  tags: TAG,
  summary: "The kit's logo as a PNG",
  request: { params: idParam, query: z.object({ v: z.string().max(20).optional() }) },
  responses: { 200: { description: 'image/png', content: { 'image/png': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } }, 401: errorResponses[401], 404: err('Not found') },
});

export const adCopyRoute = createRoute({
  method: 'post',
  path: '/ad-copy',
  tags: TAG,
  summary: "3 to 5 candidates of each text in your language: headlines, sublines, calls to action",
  description: "Written from the product's features and audience, the angle and the tone, by the local templates or, when configured, the chat model with the same rules: no superlatives, no claim the features don't make, no urgency, never a price or discount you did not write. Free.",
  request: { body: { required: true, content: { 'application/json': { schema: adCopyRequestSchema } } } },
  responses: { 200: json(adCopySchema, 'The candidates'), 401: errorResponses[401], 404: err('Product not found'), 422: errorResponses[422], 429: err('Too many requests in a minute') },
});

export const previewAdSetRoute = createRoute({
  method: 'post',
  path: '/ad-sets/preview',
  tags: TAG,
  summary: 'Free previews of one variant in each placement (480 px at most), with the checks of the full-size creative',
  request: { body: { required: true, content: { 'application/json': { schema: adPreviewRequestSchema } } } },
  responses: {
    200: json(adPreviewSchema, 'One preview and check report per placement'),
    401: errorResponses[401],
    403: err('ad_plan_limit'),
    404: err('Brand kit, photo, image or product not found'),
    422: err('ad_variants_invalid, ad_layout_needs_text, ad_text_unsupported, cutout_failed'),
    429: err('Too many previews in a minute'),
  },
});

export const createAdSetRoute = createRoute({
  method: 'post',
  path: '/ad-sets',
  tags: TAG,
  summary: `Make an ad set: one design in every chosen placement and variant; ${AD_SET_CREDITS} credits, plus ${AD_EXTRA_VARIANT_CREDITS} per variant after the first`,
  description:
    'Variants differ only in the declared dimension (headline, layout or colour) and are named A to E. Each creative is checked (text fit, WCAG contrast, product clear of text, safe zone, logo aspect ratio, glyphs, file size, text share); one whose text does not fit is not delivered and its share is refunded; one failing another check is kept as flagged. Plan limits: Free 3 placements and 2 variants with a visible mark; paid plans every placement and 5 variants.',
  request: { body: { required: true, content: { 'application/json': { schema: createAdSetSchema } } } },
  responses: {
    202: json(adSetSchema, 'Queued'),
    401: errorResponses[401],
    402: err('insufficient_credits'),
    403: err('ad_plan_limit'),
    404: err('Brand kit, photo, image or product not found'),
    422: err('ad_variants_invalid, ad_layout_needs_text, ad_text_unsupported, validation_failed'),
    429: err('Too many sets in a minute'),
    503: err('queue_unavailable (nothing is charged)'),
  },
});

export const listAdSetsRoute = createRoute({
  method: 'get',
  path: '/ad-sets',
  tags: TAG,
  summary: 'Your ad sets, newest first (50 at most), optionally those of one product',
  request: { query: z.object({ productId: z.uuid().optional() }) },
  responses: { 200: json(z.object({ items: z.array(adSetSchema) }), 'The sets'), 401: errorResponses[401] },
});

export const getAdSetRoute = createRoute({
  method: 'get',
  path: '/ad-sets/{id}',
  tags: TAG,
  summary: 'A set with its creatives and their checks',
  request: { params: idParam },
  responses: { 200: json(adSetSchema, 'The set'), 401: errorResponses[401], 404: err('Not found') },
});

export const adSetArchiveRoute = createRoute({
  method: 'get',
  path: '/ad-sets/{id}/archive',
  tags: TAG,
  summary: 'A zip of the set: a folder per placement, <variant>-<placement> files, and manifest.csv with the texts for your ad manager',
  request: { params: idParam },
  responses: {
    200: { description: 'application/zip, streamed', content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
    401: errorResponses[401],
    404: err('Not found, or no creative made yet'),
  },
});
