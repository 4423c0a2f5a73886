/**
 * OpenAPI routes of the profile, its photo, the active sessions and the sign-in options (schemas:
 * src/shared/contracts/profile.ts). Email and password changes are
 * better-auth's own endpoints: POST /api/auth/change-email, POST /api/auth/change-password.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  authOptionsSchema,
  profileSaveResultSchema,
  profileSchema,
  revokedSessionsSchema,
  sessionListSchema,
  updateProfileSchema,
  uploadAvatarSchema,
} from '../../../shared/contracts/profile';
import { errorResponse as err, errorResponses, jsonResponse as json } from '../openapi-app';

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/me/profile',
  tags: ['Account'],
  summary: 'The profile: names, profession, bio, photo URL, email and how the account signs in',
  responses: { 200: json(profileSchema, 'The profile'), 401: errorResponses[401] },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/me/profile',
  tags: ['Account'],
  summary: 'Save the profile fields (display name required; names and profession up to 100 characters, bio up to 500)',
  request: { body: { required: true, content: { 'application/json': { schema: updateProfileSchema } } } },
  responses: {
    200: json(profileSaveResultSchema, 'Saved; authProfileUpdated false when only the profile row was saved'),
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

export const uploadAvatarRoute = createRoute({
  method: 'post',
  path: '/me/avatar',
  tags: ['Account'],
  summary: 'Set the profile photo: PNG or JPG up to 10 MB, cropped square (cropX, cropY, cropSize in pixels; centre square by default), stored as 512x512 WebP',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadAvatarSchema } } } },
  responses: {
    201: json(profileSaveResultSchema, 'Stored'),
    400: err('No file, or text with a NUL character'),
    401: errorResponses[401],
    413: err('Over 10 MB or over 40 megapixels'),
    415: err('Not a PNG or JPG'),
    422: err('Broken image, or a crop outside the photo'),
    429: err('More uploads in a minute than allowed'),
    503: err('server_busy: retry after Retry-After seconds'),
  },
});

export const deleteAvatarRoute = createRoute({
  method: 'delete',
  path: '/me/avatar',
  tags: ['Account'],
  summary: 'Remove the profile photo and its stored file',
  responses: { 200: json(profileSaveResultSchema, 'Removed'), 401: errorResponses[401] },
});

export const getAvatarRoute = createRoute({
  method: 'get',
  path: '/me/avatar',
  tags: ['Account'],
  summary: "The signed-in user's photo (512x512 WebP); cached for a year when `v` names the current version",
  request: { query: z.object({ v: z.string().max(64).optional() }) },
  responses: {
    200: { description: 'The photo', content: { 'image/webp': { schema: z.any() } } },
    401: errorResponses[401],
    404: err('No photo'),
  },
});

export const listSessionsRoute = createRoute({
  method: 'get',
  path: '/me/sessions',
  tags: ['Account'],
  summary: 'The signed-in browsers and devices (this one first)',
  responses: { 200: json(sessionListSchema, 'Sessions'), 401: errorResponses[401] },
});

export const revokeOtherSessionsRoute = createRoute({
  method: 'post',
  path: '/me/sessions/revoke-others',
  tags: ['Account'],
  summary: 'Sign out everywhere else',
  responses: { 200: json(revokedSessionsSchema, 'Signed out'), 401: errorResponses[401] },
});

export const revokeSessionRoute = createRoute({
  method: 'delete',
  path: '/me/sessions/{id}',
  tags: ['Account'],
  summary: 'Sign out one session',
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 204: { description: 'Signed out' }, 401: errorResponses[401], 404: err('No such session') },
});

export const authOptionsRoute = createRoute({
  method: 'get',
  path: '/auth-options',
  tags: ['Account'],
  summary: 'What the sign-in form offers on this server: Google and/or GitHub when their keys are set (public)',
  responses: { 200: json(authOptionsSchema, 'Sign-in options') },
});
