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
