/**
 * OpenAPI routes of data exports and account deletion (schemas:
 * src/shared/contracts/account-data.ts; docs/decisions/007-account-data.md). The download and the deletion confirmation work without a
 * session: their signed tokens come from the emails.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  confirmDeletionSchema,
  dataExportListSchema,
  dataExportSchema,
  deletionConfirmedSchema,
  deletionRequestedSchema,
  exportDownloadQuerySchema,
} from '../../../shared/contracts/account-data';
import { idParamsSchema } from '../../../shared/contracts/common';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

export const requestExportRoute = createRoute({
  method: 'post',
  path: '/me/exports',
  tags: ['Account'],
  summary: 'Request a data export (one a day): a job builds the zip and emails a download link valid 7 days',
  responses: {
    202: jsonResponse(dataExportSchema, 'Requested'),
    401: errorResponses[401],
    429: errorResponse('An export was requested in the last 24 hours'),
    503: errorResponse('The job queue is unavailable'),
  },
});

export const listExportsRoute = createRoute({
  method: 'get',
  path: '/me/exports',
  tags: ['Account'],
  summary: "The user's data exports and when the next request is allowed",
  responses: { 200: jsonResponse(dataExportListSchema, 'Exports'), 401: errorResponses[401] },
});

export const downloadExportRoute = createRoute({
  method: 'get',
  path: '/exports/{id}/download',
  tags: ['Account'],
  summary: "A data export's zip, with the signed token of the emailed link (no sign-in needed; valid 7 days)",
  request: { params: idParamsSchema, query: exportDownloadQuerySchema },
  responses: {
    200: { description: 'The zip', content: { 'application/zip': { schema: z.any() } } },
    404: errorResponse('Invalid or expired link'),
  },
});

export const requestDeletionRoute = createRoute({
  method: 'post',
  path: '/me/deletion',
  tags: ['Account'],
  summary: 'Ask to delete the account: a confirmation link (valid 24 hours) is emailed; nothing changes yet',
  responses: { 202: jsonResponse(deletionRequestedSchema, 'Confirmation email sent'), 401: errorResponses[401], 429: errorResponse('Too many requests') },
});

export const confirmDeletionRoute = createRoute({
  method: 'post',
  path: '/account/deletion/confirm',
  tags: ['Account'],
  summary: "Confirm an account deletion with the emailed link's token: the account is locked, signed out everywhere and deleted by a job",
  request: { body: { required: true, content: { 'application/json': { schema: confirmDeletionSchema } } } },
  responses: { 200: jsonResponse(deletionConfirmedSchema, 'Deleting or deleted'), 404: errorResponse('Invalid or expired link'), 503: errorResponse('The job queue is unavailable') },
});
