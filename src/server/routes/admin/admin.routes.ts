/**
 * OpenAPI routes of the admin area (admin role only: 401 signed out, 403 for anyone
 * else, checked on the server by requireAdmin; schemas: src/shared/contracts/admin.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminJobListSchema,
  adminTicketDetailSchema,
  adminTicketListSchema,
  adminTicketsQuerySchema,
  adminJobsQuerySchema,
  adminSessionSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  banRequestSchema,
  complimentaryTierSchema,
  creditAdjustmentResultSchema,
  creditAdjustmentSchema,
  jobActionResultSchema,
  jobParamsSchema,
  jobStatsSchema,
  overviewQuerySchema,
  overviewSchema,
  providerHealthSchema,
  providerMetricsSchema,
  reasonRequestSchema,
  ticketCloseSchema,
  ticketReplySchema,
} from '../../../shared/contracts/admin';
import { idParamsSchema } from '../../../shared/contracts/common';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const tags = ['Admin'];
/** The answers every admin route may give besides its own. */
const guarded = {
  401: errorResponses[401],
  403: errorResponse('Not an admin'),
} as const;
const userParams = z.object({ id: z.string().min(1).max(200) });
const body = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

export const providerHealthRoute = createRoute({
  method: 'get',
  path: '/admin/providers',
  tags,
  summary: 'Configured AI providers (scenarios, images, videos) and the result of one cheap test call each',
  responses: {
    200: { description: 'The report', content: { 'application/json': { schema: providerHealthSchema } } },
    ...guarded,
  },
});

export const adminSessionRoute = createRoute({
  method: 'get',
  path: '/admin/session',
  tags,
  summary: 'The signed-in admin (the web app asks before showing /admin)',
  responses: { 200: jsonResponse(adminSessionSchema, 'The admin'), ...guarded },
});

export const providerMetricsRoute = createRoute({
  method: 'get',
  path: '/admin/providers/metrics',
  tags,
  summary: "Each provider's outputs, failures, latency (p50, p95) and estimated cost over the last 7, 30 or 90 days",
  request: { query: overviewQuerySchema },
  responses: { 200: jsonResponse(providerMetricsSchema, 'Figures per provider'), ...guarded, 422: errorResponses[422] },
});

export const overviewRoute = createRoute({
  method: 'get',
  path: '/admin/overview',
  tags,
  summary: 'Sign-ups, active users, outputs, failures, credits, provider cost per UTC day, and revenue by tier',
  request: { query: overviewQuerySchema },
  responses: { 200: jsonResponse(overviewSchema, 'The overview'), ...guarded, 422: errorResponses[422] },
});

export const listUsersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags,
  summary: 'Users, newest first; `q` searches email and name',
  request: { query: adminUsersQuerySchema },
  responses: { 200: jsonResponse(adminUserListSchema, 'A page of users'), ...guarded, 422: errorResponses[422] },
});

export const userDetailRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  tags,
  summary: "A user with their ledger, generations, videos and sessions",
  request: { params: userParams },
  responses: { 200: jsonResponse(adminUserDetailSchema, 'The user'), ...guarded, 404: errorResponse('No such user') },
});

export const adjustCreditsRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/credits',
  tags,
  summary: 'Grant or deduct credits with a reason (idempotent by key; audited)',
  request: { params: userParams, body: body(creditAdjustmentSchema) },
  responses: {
    200: jsonResponse(creditAdjustmentResultSchema, 'Applied, or replayed (applied: false)'),
    ...guarded,
    402: errorResponse('The deduction is larger than the balance'),
    404: errorResponse('No such user'),
    422: errorResponses[422],
  },
});

export const complimentaryTierRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/complimentary-tier',
  tags,
  summary: 'Set or remove a complimentary tier (its rules apply without a paid subscription; audited)',
  request: { params: userParams, body: body(complimentaryTierSchema) },
  responses: { 200: jsonResponse(adminUserSchema, 'The user'), ...guarded, 404: errorResponse('No such user'), 422: errorResponses[422] },
});

export const banUserRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/ban',
  tags,
  summary: 'Ban a user (sessions revoked, sign-in refused; audited)',
  request: { params: userParams, body: body(banRequestSchema) },
  responses: {
    200: jsonResponse(adminUserSchema, 'The user'),
    ...guarded,
    404: errorResponse('No such user'),
    409: errorResponse('The user is an admin'),
    422: errorResponses[422],
  },
});

export const unbanUserRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/unban',
  tags,
  summary: 'Lift a ban (audited)',
  request: { params: userParams, body: body(reasonRequestSchema) },
  responses: { 200: jsonResponse(adminUserSchema, 'The user'), ...guarded, 404: errorResponse('No such user'), 422: errorResponses[422] },
});

export const resendConfirmationRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/resend-confirmation',
  tags,
  summary: 'Send the confirmation email again (audited)',
  request: { params: userParams, body: body(reasonRequestSchema) },
  responses: {
    204: { description: 'Sent' },
    ...guarded,
    404: errorResponse('No such user'),
    409: errorResponse('Already confirmed'),
    422: errorResponses[422],
  },
});

export const jobStatsRoute = createRoute({
  method: 'get',
  path: '/admin/jobs/stats',
  tags,
  summary: 'Jobs per queue: queued, running, retrying, failed, completed, cancelled',
  responses: { 200: jsonResponse(jobStatsSchema, 'Counts per queue'), ...guarded },
});

export const listJobsRoute = createRoute({
  method: 'get',
  path: '/admin/jobs',
  tags,
  summary: 'The newest jobs, optionally of one queue and state',
  request: { query: adminJobsQuerySchema },
  responses: { 200: jsonResponse(adminJobListSchema, 'Jobs'), ...guarded, 422: errorResponses[422] },
});

export const retryJobRoute = createRoute({
  method: 'post',
  path: '/admin/jobs/{queue}/{id}/retry',
  tags,
  summary: 'Put a failed job back in line for one more attempt (audited)',
  request: { params: jobParamsSchema },
  responses: {
    200: jsonResponse(jobActionResultSchema, 'The job'),
    ...guarded,
    404: errorResponse('No such job'),
    409: errorResponse('The job has not failed'),
  },
});

export const cancelJobRoute = createRoute({
  method: 'post',
  path: '/admin/jobs/{queue}/{id}/cancel',
  tags,
  summary: 'Cancel a waiting generation or video job; its credits are refunded exactly once (audited)',
  request: { params: jobParamsSchema },
  responses: {
    200: jsonResponse(jobActionResultSchema, 'The job and the credits refunded'),
    ...guarded,
    404: errorResponse('No such job'),
    409: errorResponse('The job is running or finished, or holds no credits'),
  },
});

export const auditLogRoute = createRoute({
  method: 'get',
  path: '/admin/audit',
  tags,
  summary: 'The audit log of admin actions, newest first (read-only)',
  request: { query: auditQuerySchema },
  responses: { 200: jsonResponse(auditPageSchema, 'A page of the log'), ...guarded, 422: errorResponses[422] },
});

export const listTicketsRoute = createRoute({
  method: 'get',
  path: '/admin/tickets',
  tags,
  summary: 'Support tickets, newest first (unresolved by default)',
  request: { query: adminTicketsQuerySchema },
  responses: { 200: jsonResponse(adminTicketListSchema, 'A page of tickets'), ...guarded, 422: errorResponses[422] },
});

export const ticketDetailRoute = createRoute({
  method: 'get',
  path: '/admin/tickets/{id}',
  tags,
  summary: "A ticket with its thread (the user's message, replies and follow-ups) and its audited replies and closings",
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(adminTicketDetailSchema, 'The ticket'), ...guarded, 404: errorResponse('No such ticket') },
});

export const replyTicketRoute = createRoute({
  method: 'post',
  path: '/admin/tickets/{id}/reply',
  tags,
  summary: "Reply to a ticket: added to the thread the user reads in the app and emailed in the ticket's language; the ticket becomes answered (audited)",
  request: { params: idParamsSchema, body: body(ticketReplySchema) },
  responses: { 200: jsonResponse(adminTicketDetailSchema, 'The ticket'), ...guarded, 404: errorResponse('No such ticket'), 422: errorResponses[422] },
});

export const closeTicketRoute = createRoute({
  method: 'post',
  path: '/admin/tickets/{id}/close',
  tags,
  summary: 'Close a ticket (audited)',
  request: { params: idParamsSchema, body: body(ticketCloseSchema) },
  responses: { 200: jsonResponse(adminTicketDetailSchema, 'The ticket'), ...guarded, 404: errorResponse('No such ticket'), 422: errorResponses[422] },
});
