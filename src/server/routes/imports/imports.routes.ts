/** OpenAPI routes of product imports (schemas: src/shared/contracts/products.ts). */
import { createRoute } from '@hono/zod-openapi';
import { csvPreviewRequestSchema, csvPreviewSchema } from '../../../shared/contracts/products';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const err = errorResponse;

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
