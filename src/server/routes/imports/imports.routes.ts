/** OpenAPI routes of product imports and shop connections (schemas: src/shared/contracts/product-imports.ts, products.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  connectShopSchema,
  csvImportRequestSchema,
  importListSchema,
  importSchema,
  shopConnectionListSchema,
  shopConnectionSchema,
  shopifyImportSchema,
  shopifyPreviewRequestSchema,
  shopifyPreviewSchema,
} from '../../../shared/contracts/product-imports';
import { csvPreviewRequestSchema, csvPreviewSchema } from '../../../shared/contracts/products';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const err = errorResponse;
const idParam = z.object({ id: z.uuid() });
const STORE_ERRORS =
  'shopify_invalid_store, shopify_private_address, shopify_not_a_store (no Shopify product list at that address), shopify_password_protected, shopify_not_found (404), shopify_unauthorized (401/403: the token was refused or lacks read_products)';

export const previewCsvImportRoute = createRoute({
  method: 'post',
  path: '/imports/csv/preview',
  tags: ['Products'],
  summary: 'Read a CSV of products without importing it: the columns found and every row with its line and what is wrong with it',
  description:
    'Columns: title, sku, image_url (one or several), features, audience, tags, description, named in English, Portuguese, French, Spanish or German. UTF-8 with or without BOM, or Windows-1252; comma, semicolon or tab; quoted fields may hold line breaks. Up to 5 MB and 1,000 rows.',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: csvPreviewRequestSchema } } } },
  responses: {
    200: jsonResponse(csvPreviewSchema, 'The rows, each with its problems (none: it can be imported)'),
    400: err('file_missing'),
    401: errorResponses[401],
    413: err('csv_too_large: over 5 MB'),
    422: err('csv_empty, csv_column_missing (no title or image column), csv_unreadable (a quote never closed: the message gives the line), csv_too_many_rows (over 1,000)'),
  },
});

export const previewShopifyRoute = createRoute({
  method: 'post',
  path: '/imports/shopify/preview',
  tags: ['Products'],
  summary: "A Shopify store's products (title, first photo, variants), to choose which to import",
  description:
    "Reads the store's public products.json, or its Admin API when you connected the store with an access token (POST /shop-connections). Up to 1,000 products. Products imported before name your product (importing them again updates it).",
  request: { body: { required: true, content: { 'application/json': { schema: shopifyPreviewRequestSchema } } } },
  responses: {
    200: jsonResponse(shopifyPreviewSchema, "The store's products"),
    401: errorResponses[401],
    422: err(STORE_ERRORS),
    502: err('shopify_unavailable (5xx), shopify_timeout, shopify_unreachable'),
    503: err('shopify_rate_limited: the store kept answering 429 after waiting its Retry-After'),
  },
});

export const createImportRoute = createRoute({
  method: 'post',
  path: '/imports',
  tags: ['Products'],
  summary: "Import products: a Shopify store's (JSON) or a CSV's rows (multipart `file`), as a job",
  description:
    "Answers at once with the import and its items; follow it with GET /imports/{id}. Each product's photos are fetched and checked like uploads (at least 300 px on the shorter side); a product whose photo fails fails alone, and bad CSV rows are skipped with their line. Importing again updates products: Shopify ones by their id in the store, CSV ones by SKU.",
  request: {
    body: {
      // Not marked required: each content type's validator then runs only for its own type.
      required: false,
      content: { 'application/json': { schema: shopifyImportSchema }, 'multipart/form-data': { schema: csvImportRequestSchema } },
    },
  },
  responses: {
    202: jsonResponse(importSchema, 'The import, queued'),
    400: err('file_missing'),
    401: errorResponses[401],
    413: err('csv_too_large: over 5 MB'),
    422: err(`import_empty (no row or product to import), the CSV errors of POST /imports/csv/preview, ${STORE_ERRORS}`),
    502: err('shopify_unavailable, shopify_timeout, shopify_unreachable'),
    503: err('shopify_rate_limited; queue_unavailable (the import could not be queued: nothing is kept)'),
  },
});

export const listImportsRoute = createRoute({
  method: 'get',
  path: '/imports',
  tags: ['Products'],
  summary: 'Your 20 latest imports with their counts',
  responses: { 200: jsonResponse(importListSchema, 'Imports, newest first'), 401: errorResponses[401] },
});

export const getImportRoute = createRoute({
  method: 'get',
  path: '/imports/{id}',
  tags: ['Products'],
  summary: "An import's status, progress and every row's or product's outcome, with errors in your language",
  request: { params: idParam },
  responses: { 200: jsonResponse(importSchema, 'The import'), 401: errorResponses[401], 404: err('Not found') },
});

export const cancelImportRoute = createRoute({
  method: 'post',
  path: '/imports/{id}/cancel',
  tags: ['Products'],
  summary: 'Stop an import: items not yet done are skipped; products already imported stay',
  request: { params: idParam },
  responses: { 200: jsonResponse(importSchema, 'The import, cancelled'), 401: errorResponses[401], 404: err('Not found'), 409: err('import_not_cancellable: it has ended') },
});

export const listShopConnectionsRoute = createRoute({
  method: 'get',
  path: '/shop-connections',
  tags: ['Products'],
  summary: 'Your private stores connected with an access token',
  responses: { 200: jsonResponse(shopConnectionListSchema, 'Connections (tokens shown by their last 4 characters)'), 401: errorResponses[401] },
});

export const connectShopRoute = createRoute({
  method: 'post',
  path: '/shop-connections',
  tags: ['Products'],
  summary: 'Connect a private Shopify store with an Admin API access token (checked now, stored encrypted)',
  request: { body: { required: true, content: { 'application/json': { schema: connectShopSchema } } } },
  responses: {
    201: jsonResponse(shopConnectionSchema, 'The connection'),
    401: errorResponses[401],
    422: err(STORE_ERRORS),
    502: err('shopify_unavailable, shopify_timeout, shopify_unreachable'),
    503: err('shopify_rate_limited'),
  },
});

export const deleteShopConnectionRoute = createRoute({
  method: 'delete',
  path: '/shop-connections/{id}',
  tags: ['Products'],
  summary: 'Remove a connection and its token',
  request: { params: idParam },
  responses: { 204: { description: 'Removed' }, 401: errorResponses[401], 404: err('Not found') },
});
