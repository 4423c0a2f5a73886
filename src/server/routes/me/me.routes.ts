/** GET /api/v1/me: the signed-in user, tier and credit balance (issue 2 API contract). */
import { createRoute, z } from '@hono/zod-openapi';
import { TIERS } from '../../../shared/catalog';
import { errorResponses } from '../openapi-app';

export const meSchema = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string(), profession: z.string().nullable() }),
    tier: z.enum(TIERS),
    subscribed: z.boolean(),
    subscriptionEnd: z.string().nullable().openapi({ description: 'ISO 8601' }),
    creditsBalance: z.number().int().openapi({ description: 'Whole credits' }),
  })
  .openapi('Me');

export const getMeRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Account'],
  summary: 'The signed-in user with tier and credits',
  responses: {
    200: { description: 'The account', content: { 'application/json': { schema: meSchema } } },
    401: errorResponses[401],
  },
});
