/**
 * Outgoing webhooks, after the Standard Webhooks specification (standardwebhooks.com): event types,
 * endpoints and the delivery log. Each delivery is a POST of `{ type, timestamp, data }` with the
 * headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` of
 * `id.timestamp.body` with the endpoint's secret).
 */
import { z } from 'zod';

/** Every event a webhook endpoint can receive. */
export const WEBHOOK_EVENTS = [
  'generation.completed',
  'generation.failed',
  'video.completed',
  'video.failed',
  'studio_batch.completed',
  'batch.item.completed',
  'batch.item.failed',
  'batch.completed',
  'credits.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Endpoints one account may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .refine((e) => new Set(e).size === e.length, 'each event once')
  .meta({ description: 'The events sent to this endpoint' });

/** POST /webhook-endpoints. */
export const createWebhookEndpointSchema = z
  .object({
    url: z.string().min(1).max(2048).meta({ description: 'Where events are POSTed: https (http allowed outside production), a public address', example: 'https://shop.example.com/hooks/vitrine' }),
    events: eventsSchema,
    description: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'CreateWebhookEndpoint' });
export type CreateWebhookEndpoint = z.infer<typeof createWebhookEndpointSchema>;

/** PATCH /webhook-endpoints/{id}: change the events or description, or enable and disable. */
export const updateWebhookEndpointSchema = z
  .object({ events: eventsSchema.optional(), description: z.string().trim().max(200).nullable().optional(), enabled: z.boolean().optional() })
  .meta({ id: 'UpdateWebhookEndpoint' });
export type UpdateWebhookEndpoint = z.infer<typeof updateWebhookEndpointSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabledReason: z.enum(['owner', 'failing']).nullable().meta({ description: 'failing: every delivery failed for 3 days' }),
    failingSince: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

/** POST /webhook-endpoints and POST …/rotate-secret answers: the secret, this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({
    secret: z.string().meta({ description: 'The signing secret (`whsec_…`), shown this once. After a rotation the previous one keeps signing for 24 hours' }),
  })
  .meta({ id: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) }).meta({ id: 'WebhookEndpointList' });

export const webhookDeliverySchema = z
  .object({
    id: z.string().meta({ description: 'The message id sent as webhook-id' }),
    eventType: z.enum(WEBHOOK_EVENTS),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastDurationMs: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) }).meta({ id: 'WebhookDeliveryList' });
