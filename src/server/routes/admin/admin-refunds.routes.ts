/** OpenAPI routes of the admin's money-back requests (schemas: src/shared/contracts/money-back.ts). */
import { createRoute } from '@hono/zod-openapi';
import { idParamsSchema } from '../../../shared/contracts/common';
import { adminRefundsPageSchema, refundDecisionSchema, refundRequestViewSchema } from '../../../shared/contracts/money-back';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const tags = ['Admin'];
const guarded = { 401: errorResponses[401], 403: errorResponse('Not an admin') } as const;

export const adminRefundsRoute = createRoute({
  method: 'get',
  path: '/admin/refunds',
  tags,
  summary: 'Money-back requests: every pending one (oldest first), then the newest decided ones',
  responses: { 200: jsonResponse(adminRefundsPageSchema, 'The requests'), ...guarded },
});

export const approveRefundRoute = createRoute({
  method: 'post',
  path: '/admin/refunds/{id}/approve',
  tags,
  summary: "Approve a money-back request (audited): refund the first payment through the payment provider, end the subscription now, take back the period's unspent credits, email the user",
  request: { params: idParamsSchema, body: { required: true, content: { 'application/json': { schema: refundDecisionSchema } } } },
  responses: {
    200: jsonResponse(refundRequestViewSchema, 'The request, approved'),
    ...guarded,
    404: errorResponse('No such request'),
    409: errorResponse('refund_not_pending: decided already, or another approval is under way'),
    422: errorResponses[422],
    503: errorResponse('payment_provider_failed: the refund or the cancellation failed; the request stays pending and may be approved again'),
  },
});

export const declineRefundRoute = createRoute({
  method: 'post',
  path: '/admin/refunds/{id}/decline',
  tags,
  summary: 'Decline a money-back request (audited); the user is emailed and may ask again inside the window',
  request: { params: idParamsSchema, body: { required: true, content: { 'application/json': { schema: refundDecisionSchema } } } },
  responses: {
    200: jsonResponse(refundRequestViewSchema, 'The request, declined'),
    ...guarded,
    404: errorResponse('No such request'),
    409: errorResponse('refund_not_pending'),
    422: errorResponses[422],
  },
});
