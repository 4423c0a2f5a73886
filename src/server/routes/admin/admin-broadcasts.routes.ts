/** OpenAPI routes of marketing broadcasts (schemas: src/shared/contracts/broadcasts.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  broadcastAudienceSchema,
  broadcastInputSchema,
  broadcastListSchema,
  broadcastPreviewQuerySchema,
  broadcastPreviewSchema,
  broadcastSchema,
} from '../../../shared/contracts/broadcasts';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const tags = ['Admin'];
const guarded = { 401: errorResponses[401], 403: errorResponse('Not an admin') } as const;
const notFound = { 404: errorResponse('No such broadcast') } as const;
const body = { required: true, content: { 'application/json': { schema: broadcastInputSchema } } } as const;

export const broadcastDetailSchema = z.object({ broadcast: broadcastSchema, audience: broadcastAudienceSchema }).meta({ id: 'BroadcastDetail' });

export const listBroadcastsRoute = createRoute({
  method: 'get',
  path: '/admin/broadcasts',
  tags,
  summary: 'Marketing broadcasts, newest first (50)',
  responses: { 200: jsonResponse(broadcastListSchema, 'The broadcasts'), ...guarded },
});

export const createBroadcastRoute = createRoute({
  method: 'post',
  path: '/admin/broadcasts',
  tags,
  summary: 'Write a broadcast: a draft for one consent category, in one or more languages',
  request: { body },
  responses: { 201: jsonResponse(broadcastSchema, 'The draft'), ...guarded, 422: errorResponses[422] },
});

export const getBroadcastRoute = createRoute({
  method: 'get',
  path: '/admin/broadcasts/{id}',
  tags,
  summary: 'One broadcast, its progress, and who it reaches now (opted in, by language, suppressed)',
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(broadcastDetailSchema, 'The broadcast'), ...guarded, ...notFound },
});

export const updateBroadcastRoute = createRoute({
  method: 'put',
  path: '/admin/broadcasts/{id}',
  tags,
  summary: 'Edit a draft (a new test is needed before sending)',
  request: { params: idParamsSchema, body },
  responses: { 200: jsonResponse(broadcastSchema, 'The draft'), ...guarded, ...notFound, 409: errorResponse('broadcast_not_draft'), 422: errorResponses[422] },
});

export const previewBroadcastRoute = createRoute({
  method: 'get',
  path: '/admin/broadcasts/{id}/preview',
  tags,
  summary: 'The email of one language as recipients get it: subject, HTML, text and the List-Unsubscribe headers',
  request: { params: idParamsSchema, query: broadcastPreviewQuerySchema },
  responses: { 200: jsonResponse(broadcastPreviewSchema, 'The email'), ...guarded, 404: errorResponse('No such broadcast, or no version in that language') },
});

export const testBroadcastRoute = createRoute({
  method: 'post',
  path: '/admin/broadcasts/{id}/test',
  tags,
  summary: 'Send every language version to yourself, marked [Test]; sending needs a test of the latest edit',
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(broadcastSchema, 'Tested'), ...guarded, ...notFound, 409: errorResponse('broadcast_not_draft') },
});

export const sendBroadcastRoute = createRoute({
  method: 'post',
  path: '/admin/broadcasts/{id}/send',
  tags,
  summary: 'Send a tested draft to everyone it reaches now, by a rate-limited job (audited)',
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(broadcastSchema, 'Sending'),
    ...guarded,
    ...notFound,
    409: errorResponse('broadcast_not_draft, broadcast_untested (send yourself a test of the latest edit), broadcast_no_recipients'),
  },
});

export const cancelBroadcastRoute = createRoute({
  method: 'post',
  path: '/admin/broadcasts/{id}/cancel',
  tags,
  summary: 'Stop a broadcast being sent: recipients not reached yet get nothing (audited)',
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(broadcastSchema, 'Cancelled'), ...guarded, ...notFound, 409: errorResponse('broadcast_not_sending') },
});
