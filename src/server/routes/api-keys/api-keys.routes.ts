/**
 * OpenAPI routes of API keys (schemas: src/shared/contracts/api-keys.ts). They keep the browser
 * session: a key cannot make, list or revoke keys (http/api-key-access.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '../../../shared/contracts/api-keys';
import { idParamsSchema } from '../../../shared/contracts/common';
import { errorResponse as err, errorResponses, jsonResponse as json } from '../openapi-app';

export const createApiKeyRoute = createRoute({
  method: 'post',
  path: '/api-keys',
  tags: ['API keys'],
  summary: 'Make an API key with a name and scopes; the key is in `key`, answered this once',
  request: { body: { required: true, content: { 'application/json': { schema: createApiKeySchema } } } },
  responses: {
    201: json(createdApiKeySchema, 'The key, shown this once'),
    401: errorResponses[401],
    403: err('Made with an API key: keys are managed with a session'),
    409: err('too_many_api_keys: the account already holds 20 keys'),
    422: errorResponses[422],
  },
});

export const listApiKeysRoute = createRoute({
  method: 'get',
  path: '/api-keys',
  tags: ['API keys'],
  summary: 'The keys that are not revoked, oldest first: name, prefix, scopes, creation and last use (never the key)',
  responses: { 200: json(apiKeyListSchema, 'Keys'), 401: errorResponses[401], 403: err('Made with an API key') },
});

export const revokeApiKeyRoute = createRoute({
  method: 'delete',
  path: '/api-keys/{id}',
  tags: ['API keys'],
  summary: 'Revoke a key: from the next request on, it answers 401',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Revoked' }, 401: errorResponses[401], 403: err('Made with an API key'), 404: err('No such key') },
});
