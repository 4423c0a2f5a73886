/**
 * API keys (Account → API): what a key may do, how one is asked for, and how it is shown.
 * A key is `vtr_live_` followed by 43 base62 characters; it is answered once, at creation.
 */
import { z } from 'zod';
import type { Tier } from '../catalog';

/** What a key may do: read the account's data; make images and videos (spends credits); manage webhook endpoints. */
export const API_KEY_SCOPES = ['read', 'generate', 'webhooks'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The prefix every key starts with, so secret scanners and people can recognise a leaked one. */
export const API_KEY_PREFIX = 'vtr_live_';

/**
 * Requests a minute an API key may make, by the plan of its owner: the IETF RateLimit-Policy
 * ("minute";q=…;w=60) every answer to a key carries. Browser sessions have their own limits.
 */
export const API_REQUESTS_PER_MINUTE: Readonly<Record<Tier, number>> = { Free: 60, Starter: 120, Plus: 300, Pro: 600, Founders: 600 };

/** Keys one account may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;

/** POST /api-keys. */
export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1).max(100).meta({ description: 'A label to recognise the key by, 1-100 characters' }),
    scopes: z
      .array(z.enum(API_KEY_SCOPES))
      .min(1)
      .max(API_KEY_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, 'each scope once')
      .meta({ description: 'read: the account, library, jobs and files; generate: uploads, generations, cut-outs, studio batches and videos (spends credits); webhooks: webhook endpoints' }),
  })
  .meta({ id: 'CreateApiKey' });
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** One key as lists show it: never the key itself. */
export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The key\'s first 13 characters, e.g. "vtr_live_Ab3d"' }),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable().meta({ description: 'Last request made with the key, to the minute; null when never used' }),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyView = z.infer<typeof apiKeySchema>;

/** POST /api-keys answer: the key, this once. */
export const createdApiKeySchema = apiKeySchema
  .extend({ key: z.string().meta({ description: 'The key. It is shown this once: store it in a secret manager' }) })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** GET /api-keys. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
