/** API calls of Account → API: the account's API keys. */
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas, unwrap } from '@web/lib/api-client';

/** One key as listed (never the key itself). */
export type ApiKeyView = Schemas['ApiKey'];
/** POST /api/v1/api-keys answer: the key, shown this once. */
export type CreatedApiKey = Schemas['CreatedApiKey'];
/** POST /api/v1/api-keys body. */
export type CreateApiKey = Schemas['CreateApiKey'];

export const API_KEYS_KEY = ['me', 'api-keys'] as const;

/** The keys that are not revoked, oldest first. */
export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: ({ signal }) => unwrap(api.GET('/api-keys', { signal })) });
}

/** POST /api/v1/api-keys. @throws ApiError (409 too_many_api_keys, 422) */
export function createApiKey(body: CreateApiKey): Promise<CreatedApiKey> {
  return unwrap(api.POST('/api-keys', { body }));
}

/** DELETE /api/v1/api-keys/{id}. @throws ApiError */
export async function revokeApiKey(id: string): Promise<void> {
  await unwrap(api.DELETE('/api-keys/{id}', { params: { path: { id } } }));
}

/** One webhook endpoint (never its secret). */
export type WebhookEndpointView = Schemas['WebhookEndpoint'];
/** An endpoint with its secret, answered once (creation, rotation). */
export type WebhookEndpointWithSecret = Schemas['WebhookEndpointWithSecret'];
/** One delivery of the log. */
export type WebhookDeliveryView = Schemas['WebhookDelivery'];

export const WEBHOOKS_KEY = ['me', 'webhook-endpoints'] as const;

/** The account's webhook endpoints. */
export function useWebhookEndpoints() {
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: ({ signal }) => unwrap(api.GET('/webhook-endpoints', { signal })) });
}

/** POST /api/v1/webhook-endpoints. @throws ApiError (409 too_many_webhook_endpoints, 422 url_invalid) */
export function createWebhookEndpoint(body: Schemas['CreateWebhookEndpoint']): Promise<WebhookEndpointWithSecret> {
  return unwrap(api.POST('/webhook-endpoints', { body }));
}

/** PATCH /api/v1/webhook-endpoints/{id}. @throws ApiError */
export function updateWebhookEndpoint(id: string, body: Schemas['UpdateWebhookEndpoint']): Promise<WebhookEndpointView> {
  return unwrap(api.PATCH('/webhook-endpoints/{id}', { params: { path: { id } }, body }));
}

/** DELETE /api/v1/webhook-endpoints/{id}. @throws ApiError */
export async function deleteWebhookEndpoint(id: string): Promise<void> {
  await unwrap(api.DELETE('/webhook-endpoints/{id}', { params: { path: { id } } }));
}

/** POST /api/v1/webhook-endpoints/{id}/rotate-secret. @throws ApiError */
export function rotateWebhookSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return unwrap(api.POST('/webhook-endpoints/{id}/rotate-secret', { params: { path: { id } } }));
}

/** The endpoint's last 50 deliveries, newest first (refreshed every 5 s while shown). */
export function useWebhookDeliveries(id: string | null) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    enabled: id !== null,
    refetchInterval: 5000,
    queryFn: ({ signal }) => unwrap(api.GET('/webhook-endpoints/{id}/deliveries', { params: { path: { id: id! } }, signal })),
  });
}

/** POST /api/v1/webhook-deliveries/{id}/retry. @throws ApiError */
export function resendWebhookDelivery(id: string): Promise<WebhookDeliveryView> {
  return unwrap(api.POST('/webhook-deliveries/{id}/retry', { params: { path: { id } } }));
}
