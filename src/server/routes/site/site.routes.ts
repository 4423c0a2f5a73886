/**
 * OpenAPI routes of the public site: /site/legal and /site/landing
 * (schemas: src/shared/contracts/site.ts). Both are public by design: no session is needed.
 */
import { createRoute } from '@hono/zod-openapi';
import { landingInfoSchema, legalInfoSchema } from '../../../shared/contracts/site';
import { jsonResponse } from '../openapi-app';

export const getLegalInfoRoute = createRoute({
  method: 'get',
  path: '/site/legal',
  tags: ['Site'],
  summary: 'The operator, processors, cookies and retention periods the legal pages state',
  responses: {
    200: jsonResponse(legalInfoSchema, 'Legal facts of this instance'),
  },
});

export const getLandingInfoRoute = createRoute({
  method: 'get',
  path: '/site/landing',
  tags: ['Site'],
  summary: "This instance's own counts (cached for a few minutes) and the operator's testimonials and partners",
  responses: {
    200: jsonResponse(landingInfoSchema, 'Landing page figures'),
  },
});
