/**
 * OpenAPI routes of the admin chat console and of account managers (schemas:
 * src/shared/contracts/support-chat.ts, src/shared/contracts/account-managers.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { idParamsSchema } from '../../../shared/contracts/common';
import { adminChatConversationSchema, adminChatListSchema, chatMessageRequestSchema, chatMessageSchema } from '../../../shared/contracts/support-chat';
import { adminAccountManagerSchema, assignManagerSchema } from '../../../shared/contracts/account-managers';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';
import { CHAT_EVENTS_DESCRIPTION, chatEventsQuerySchema } from '../support/support-chat.routes';

const tags = ['Admin'];
const guarded = { 401: errorResponses[401], 403: errorResponse('Not an admin') } as const;
const notFound = { 404: errorResponse('No such chat') } as const;

export const adminChatsRoute = createRoute({
  method: 'get',
  path: '/admin/chats',
  tags,
  summary: 'Live chats not closed: who is waiting (longest first), online and typing, the last message, unread count',
  responses: { 200: jsonResponse(adminChatListSchema, 'The conversations'), ...guarded },
});

export const adminChatRoute = createRoute({
  method: 'get',
  path: '/admin/chats/{id}',
  tags,
  summary: 'One live chat with its user and messages',
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(adminChatConversationSchema, 'The conversation'), ...guarded, ...notFound },
});

export const adminChatMessageRoute = createRoute({
  method: 'post',
  path: '/admin/chats/{id}/messages',
  tags,
  summary: "Answer in a live chat: the user sees it at once, or gets it by email when they are away",
  request: { params: idParamsSchema, body: { required: true, content: { 'application/json': { schema: chatMessageRequestSchema } } } },
  responses: {
    201: jsonResponse(chatMessageSchema, 'The message'),
    ...guarded,
    ...notFound,
    409: errorResponse('The chat is closed (code ticket_closed)'),
    422: errorResponses[422],
  },
});

export const adminChatTypingRoute = createRoute({
  method: 'post',
  path: '/admin/chats/{id}/typing',
  tags,
  summary: 'Tell the user support is typing (shown for 6 seconds)',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Recorded' }, ...guarded, ...notFound },
});

export const adminChatReadRoute = createRoute({
  method: 'post',
  path: '/admin/chats/{id}/read',
  tags,
  summary: 'Mark the chat read by support (the user sees their messages read)',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Recorded' }, ...guarded, ...notFound },
});

export const adminChatEventsRoute = createRoute({
  method: 'get',
  path: '/admin/chats/{id}/events',
  tags,
  summary: 'The live channel of a chat for support',
  description: CHAT_EVENTS_DESCRIPTION,
  request: { params: idParamsSchema, query: chatEventsQuerySchema },
  responses: { 200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } }, ...guarded, ...notFound },
});

export const adminManagerRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}/manager',
  tags,
  summary: "A user's dedicated account manager, whether their plan includes one (Pro), and the admins to choose from",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse(adminAccountManagerSchema, 'The assignment'), ...guarded, 404: errorResponse('No such user') },
});

export const assignManagerRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/manager',
  tags,
  summary: 'Assign an admin as the dedicated account manager of a Pro account (audited)',
  request: { params: z.object({ id: z.string().min(1).max(100) }), body: { required: true, content: { 'application/json': { schema: assignManagerSchema } } } },
  responses: {
    200: jsonResponse(adminAccountManagerSchema, 'The assignment'),
    ...guarded,
    404: errorResponse('No such user'),
    409: errorResponse("The user's plan has no dedicated manager (code manager_unavailable)"),
    422: errorResponse('The manager is not an admin (code manager_not_admin), or the request is invalid'),
  },
});

export const unassignManagerRoute = createRoute({
  method: 'delete',
  path: '/admin/users/{id}/manager',
  tags,
  summary: "End a user's account manager assignment (audited)",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse(adminAccountManagerSchema, 'The assignment'), ...guarded, 404: errorResponse('No such user') },
});
