/** GET /api/v1/me: the signed-in user, tier and credit balance (issue 2 API contract). */
import { createRoute, z } from '@hono/zod-openapi';
import { LANGUAGES, THEMES, TIERS } from '../../../shared/catalog';
import { isTimeZone } from '../../services/stats';
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

export const preferencesSchema = z
  .object({ theme: z.enum(THEMES).nullable(), language: z.enum(LANGUAGES).nullable() })
  .openapi('Preferences');

export const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/me/preferences',
  tags: ['Account'],
  summary: 'Saved theme and language (nulls when never saved)',
  responses: {
    200: { description: 'Preferences', content: { 'application/json': { schema: preferencesSchema } } },
    401: errorResponses[401],
  },
});

export const updatePreferencesRoute = createRoute({
  method: 'put',
  path: '/me/preferences',
  tags: ['Account'],
  summary: 'Save the theme and/or the language',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({ theme: z.enum(THEMES).optional(), language: z.enum(LANGUAGES).optional() })
            .refine((v) => v.theme !== undefined || v.language !== undefined, 'theme or language is required'),
        },
      },
    },
  },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: preferencesSchema } } },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

export const statsSchema = z
  .object({
    totalImages: z.number().int(),
    imagesThisMonth: z.number().int(),
    favoritesCount: z.number().int(),
    creditsBalance: z.number().int(),
    creditsUsed: z.number().int(),
    totalCredits: z.number().int(),
  })
  .openapi('UserStats');

export const getStatsRoute = createRoute({
  method: 'get',
  path: '/me/stats',
  tags: ['Account'],
  summary: "Stats card of the home page ('this month' from the 1st in the user's time zone)",
  request: {
    query: z.object({
      tz: z
        .string()
        .max(64)
        .refine(isTimeZone, 'unknown time zone')
        .default('UTC')
        .openapi({ description: 'IANA time zone, e.g. Europe/Lisbon' }),
    }),
  },
  responses: {
    200: { description: 'Stats', content: { 'application/json': { schema: statsSchema } } },
    401: errorResponses[401],
  },
});
