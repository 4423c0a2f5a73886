/**
 * OpenAPI routes of the account: /me, /me/preferences, /me/create-settings, /me/stats (schemas:
 * src/shared/contracts/me.ts, profile.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { meSchema, preferencesSchema, statsSchema, updatePreferencesSchema } from '../../../shared/contracts/me';
import { createSettingsSchema } from '../../../shared/contracts/profile';
import { isTimeZone } from '../../services/stats';
import { errorResponses } from '../openapi-app';

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

export const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/me/preferences',
  tags: ['Account'],
  summary: 'Saved theme and language (nulls when never saved) and the auto-save switches',
  responses: {
    200: { description: 'Preferences', content: { 'application/json': { schema: preferencesSchema } } },
    401: errorResponses[401],
  },
});

export const updatePreferencesRoute = createRoute({
  method: 'put',
  path: '/me/preferences',
  tags: ['Account'],
  summary: 'Save any of the theme, the language and the auto-save switches',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: updatePreferencesSchema,
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

export const getCreateSettingsRoute = createRoute({
  method: 'get',
  path: '/me/create-settings',
  tags: ['Account'],
  summary: "The create screen's starting settings: the last generation's when 'Auto-save settings' is on, else null",
  responses: {
    200: { description: 'Settings', content: { 'application/json': { schema: createSettingsSchema } } },
    401: errorResponses[401],
  },
});

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
