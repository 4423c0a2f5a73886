/** OpenAPI definitions of the admin area (admin role only). */
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, errorSchema } from '../openapi-app';

export const providerCheckSchema = z
  .object({
    kind: z.enum(['scenarios', 'images', 'videos']),
    provider: z.string().openapi({ description: "'local', 'openai', 'gemini' or 'fal'" }),
    model: z.string().openapi({ description: "Vendor model id, or the local engine's description" }),
    endpoint: z.string().nullable().openapi({ description: 'Base URL called, without credentials or query; null for local engines' }),
    configured: z.boolean().openapi({ description: "Everything the provider needs is set (its key)" }),
    ok: z.boolean().openapi({ description: 'The cheap test call succeeded (always true for local engines)' }),
    latencyMs: z.number().int().nullable(),
    error: z.string().nullable().openapi({ description: 'Why it is not ok; never contains a secret' }),
  })
  .openapi('ProviderCheck');

export const providerHealthSchema = z
  .object({
    ok: z.boolean(),
    checkedAt: z.string(),
    providers: z.array(providerCheckSchema),
  })
  .openapi('ProviderHealth');

export const providerHealthRoute = createRoute({
  method: 'get',
  path: '/admin/providers',
  tags: ['Admin'],
  summary: 'Configured AI providers (scenarios, images, videos) and the result of one cheap test call each',
  responses: {
    200: { description: 'The report', content: { 'application/json': { schema: providerHealthSchema } } },
    401: errorResponses[401],
    403: { description: 'Not an admin', content: { 'application/json': { schema: errorSchema } } },
  },
});
