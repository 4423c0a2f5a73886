/**
 * OpenAPI routes of the notification and privacy choices: the toggles, the
 * 'watching' heartbeat of a generation or video page, and unsubscribe links (schemas:
 * src/shared/contracts/notifications.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import {
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  privacySettingsSchema,
  privacySettingsUpdateSchema,
  unsubscribeRequestSchema,
  unsubscribeResultSchema,
  watchingSchema,
} from '../../../shared/contracts/notifications';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

export const getNotificationsRoute = createRoute({
  method: 'get',
  path: '/me/notifications',
  tags: ['Account'],
  summary: 'The six notification toggles (defaults when never saved)',
  responses: { 200: jsonResponse(notificationSettingsSchema, 'Toggles'), 401: errorResponses[401] },
});

export const updateNotificationsRoute = createRoute({
  method: 'put',
  path: '/me/notifications',
  tags: ['Account'],
  summary: 'Save some notification toggles (marketing, new features and promotions are stored consent)',
  request: { body: { required: true, content: { 'application/json': { schema: notificationSettingsUpdateSchema } } } },
  responses: { 200: jsonResponse(notificationSettingsSchema, 'Saved'), 401: errorResponses[401], 422: errorResponses[422] },
});

export const getPrivacyRoute = createRoute({
  method: 'get',
  path: '/me/privacy',
  tags: ['Account'],
  summary: 'The four privacy toggles (defaults when never saved)',
  responses: { 200: jsonResponse(privacySettingsSchema, 'Toggles'), 401: errorResponses[401] },
});

export const updatePrivacyRoute = createRoute({
  method: 'put',
  path: '/me/privacy',
  tags: ['Account'],
  summary: 'Save some privacy toggles',
  request: { body: { required: true, content: { 'application/json': { schema: privacySettingsUpdateSchema } } } },
  responses: { 200: jsonResponse(privacySettingsSchema, 'Saved'), 401: errorResponses[401], 422: errorResponses[422] },
});

export const watchingRoute = createRoute({
  method: 'put',
  path: '/me/watching',
  tags: ['Account'],
  summary: "The page of a generation or video is open (heartbeat every 10 s): the 'generation complete' email goes only to users who left",
  request: { body: { required: true, content: { 'application/json': { schema: watchingSchema } } } },
  responses: { 204: { description: 'Recorded' }, 401: errorResponses[401], 404: errorResponse('Not found'), 422: errorResponses[422] },
});

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags: ['Account'],
  summary: "Turn off (or, with subscribe: true, back on) the email category of an unsubscribe link's token; no sign-in needed",
  request: { body: { required: true, content: { 'application/json': { schema: unsubscribeRequestSchema } } } },
  responses: { 200: jsonResponse(unsubscribeResultSchema, 'Done'), 404: errorResponse('Invalid or expired link'), 422: errorResponses[422] },
});
