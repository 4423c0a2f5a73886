/** Contract of the admin area (admin role only). */
import { z } from 'zod';

/** One AI engine's configuration and the result of one cheap test call. */
export const providerCheckSchema = z
  .object({
    kind: z.enum(['scenarios', 'images', 'videos']),
    provider: z.string().meta({ description: "'local', 'openai', 'gemini' or 'fal'" }),
    model: z.string().meta({ description: "Vendor model id, or the local engine's description" }),
    endpoint: z.string().nullable().meta({ description: 'Base URL called, without credentials or query; null for local engines' }),
    configured: z.boolean().meta({ description: 'Everything the provider needs is set (its key)' }),
    ok: z.boolean().meta({ description: 'The cheap test call succeeded (always true for local engines)' }),
    latencyMs: z.number().int().nullable(),
    error: z.string().nullable().meta({ description: 'Why it is not ok; never contains a secret' }),
    warnings: z.array(z.string()).meta({ description: 'What the model catalogue says about the configured model: retired, deprecated, unknown, no known price' }),
  })
  .meta({ id: 'ProviderCheck' });
export type ProviderCheck = z.infer<typeof providerCheckSchema>;

/** GET /admin/providers. */
export const providerHealthSchema = z
  .object({ ok: z.boolean(), checkedAt: z.string(), providers: z.array(providerCheckSchema) })
  .meta({ id: 'ProviderHealth' });
export type ProviderHealthReport = z.infer<typeof providerHealthSchema>;
