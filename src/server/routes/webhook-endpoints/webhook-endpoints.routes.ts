/**
 * OpenAPI routes of outgoing webhooks (schemas: src/shared/contracts/webhooks.ts): endpoints, their
 * secrets and their delivery log. API keys need the `webhooks` scope.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '../../../shared/contracts/webhooks';
import { errorResponse as err, errorResponses, jsonResponse as json } from '../openapi-app';

const tags = ['Webhooks'];

export const createWebhookEndpointRoute = createRoute({
  method: 'post',
  path: '/webhook-endpoints',
  tags,
  summary: 'Register an endpoint for some events; its signing secret (`whsec_…`) is in `secret`, answered this once',
  description:
    'Deliveries follow the Standard Webhooks specification: a POST of `{ type, timestamp, data }` with `webhook-id`, `webhook-timestamp` and `webhook-signature`. A 2xx answer within 10 s is a success; redirects are not followed. Failures are tried again after 5 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h and 8 h; an endpoint that fails for 3 days is disabled and its owner emailed.',
  request: { body: { required: true, content: { 'application/json': { schema: createWebhookEndpointSchema } } } },
  responses: {
    201: json(webhookEndpointWithSecretSchema, 'The endpoint and its secret'),
    401: errorResponses[401],
    409: err('too_many_webhook_endpoints: 10 already'),
    422: err('Invalid body, or a URL that is not http(s) (https in production) or has credentials (url_invalid)'),
  },
});

export const listWebhookEndpointsRoute = createRoute({
  method: 'get',
  path: '/webhook-endpoints',
  tags,
  summary: 'The endpoints, oldest first (never their secrets)',
  responses: { 200: json(webhookEndpointListSchema, 'Endpoints'), 401: errorResponses[401] },
});

export const getWebhookEndpointRoute = createRoute({
  method: 'get',
  path: '/webhook-endpoints/{id}',
  tags,
  summary: 'One endpoint',
  request: { params: idParamsSchema },
  responses: { 200: json(webhookEndpointSchema, 'The endpoint'), 401: errorResponses[401], 404: err('No such endpoint') },
});

export const updateWebhookEndpointRoute = createRoute({
  method: 'patch',
  path: '/webhook-endpoints/{id}',
  tags,
  summary: 'Change the events or description, or disable and enable the endpoint (enabling clears its failure record)',
  request: { params: idParamsSchema, body: { required: true, content: { 'application/json': { schema: updateWebhookEndpointSchema } } } },
  responses: { 200: json(webhookEndpointSchema, 'The endpoint'), 401: errorResponses[401], 404: err('No such endpoint'), 422: errorResponses[422] },
});

export const deleteWebhookEndpointRoute = createRoute({
  method: 'delete',
  path: '/webhook-endpoints/{id}',
  tags,
  summary: 'Delete the endpoint and its delivery log',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 404: err('No such endpoint') },
});

export const rotateWebhookSecretRoute = createRoute({
  method: 'post',
  path: '/webhook-endpoints/{id}/rotate-secret',
  tags,
  summary: 'A new signing secret, answered this once; for 24 hours deliveries carry signatures with both the new and the previous secret',
  request: { params: idParamsSchema },
  responses: { 200: json(webhookEndpointWithSecretSchema, 'The endpoint and its new secret'), 401: errorResponses[401], 404: err('No such endpoint') },
});

export const listWebhookDeliveriesRoute = createRoute({
  method: 'get',
  path: '/webhook-endpoints/{id}/deliveries',
  tags,
  summary: 'The last 50 deliveries to the endpoint, newest first: event, status, attempts, last response code and duration',
  request: { params: idParamsSchema },
  responses: { 200: json(webhookDeliveryListSchema, 'Deliveries'), 401: errorResponses[401], 404: err('No such endpoint') },
});

export const resendWebhookDeliveryRoute = createRoute({
  method: 'post',
  path: '/webhook-deliveries/{id}/retry',
  tags,
  summary: 'Send a delivery again now, with the same webhook-id and body',
  request: { params: z.object({ id: z.string().min(1).max(40) }) },
  responses: { 202: json(webhookDeliverySchema, 'Queued'), 401: errorResponses[401], 404: err('No such delivery') },
});
