/** OpenAPI routes of live chat with support (schemas: src/shared/contracts/support-chat.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { idParamsSchema } from '../../../shared/contracts/common';
import { chatConversationSchema, chatMessageRequestSchema, chatMessageSchema, managerThreadSchema, supportChatSchema, supportUnreadSchema } from '../../../shared/contracts/support-chat';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const tags = ['Support'];
const body = { required: true, content: { 'application/json': { schema: chatMessageRequestSchema } } } as const;

/** The query of an event stream: where to resume when the client cannot send Last-Event-ID. */
export const chatEventsQuerySchema = z.object({
  after: z.string().regex(/^\d{1,15}$/).optional().meta({ description: 'Resume after this message sequence number (Last-Event-ID wins when larger)' }),
});

/** The description of a chat's event stream (both sides). */
export const CHAT_EVENTS_DESCRIPTION =
  'Server-sent events: `message` (a ChatMessage; the event id is its seq, so a reconnecting client resumes with Last-Event-ID), `state` (a ChatState, when it changes), `gone` (the conversation is not there), and `beat` every 15 s';

export const supportChatRoute = createRoute({
  method: 'get',
  path: '/support/chat',
  tags,
  summary: 'Whether live chat is open for the user now (plan and support hours), and their conversation that is not closed',
  responses: { 200: jsonResponse(supportChatSchema, 'Availability and conversation'), 401: errorResponses[401] },
});

export const startChatRoute = createRoute({
  method: 'post',
  path: '/support/chat',
  tags,
  summary: 'Start a live chat with its first message (or add it to the chat already open); Plus and Pro, inside support hours',
  request: { body },
  responses: {
    201: jsonResponse(chatConversationSchema, 'The conversation'),
    401: errorResponses[401],
    409: errorResponse('Live chat is not open for this user now (code chat_unavailable): send the contact form'),
    422: errorResponses[422],
    429: errorResponse('Too many chat messages in 10 minutes'),
  },
});

export const sendChatMessageRoute = createRoute({
  method: 'post',
  path: '/support/chat/{id}/messages',
  tags,
  summary: "Add a message to the user's chat (after support hours it goes on as a ticket)",
  request: { params: idParamsSchema, body },
  responses: {
    201: jsonResponse(chatMessageSchema, 'The message'),
    401: errorResponses[401],
    404: errorResponse('No such chat of this user'),
    409: errorResponse('The chat is closed (ticket_closed) or the plan no longer includes live chat (chat_unavailable)'),
    422: errorResponses[422],
    429: errorResponse('Too many chat messages in 10 minutes'),
  },
});

export const chatTypingRoute = createRoute({
  method: 'post',
  path: '/support/chat/{id}/typing',
  tags,
  summary: 'Tell support the user is typing (shown for 6 seconds)',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Recorded' }, 401: errorResponses[401], 404: errorResponse('No such chat of this user') },
});

export const chatReadRoute = createRoute({
  method: 'post',
  path: '/support/chat/{id}/read',
  tags,
  summary: 'Mark the chat read by the user (support sees it read; the unread count drops)',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Recorded' }, 401: errorResponses[401], 404: errorResponse('No such chat of this user') },
});

export const chatEventsRoute = createRoute({
  method: 'get',
  path: '/support/chat/{id}/events',
  tags,
  summary: "The live channel of the user's chat; while it is connected the user counts as online",
  description: CHAT_EVENTS_DESCRIPTION,
  request: { params: idParamsSchema, query: chatEventsQuerySchema },
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    401: errorResponses[401],
    404: errorResponse('No such chat of this user'),
  },
});

export const supportUnreadRoute = createRoute({
  method: 'get',
  path: '/support/unread',
  tags,
  summary: 'Replies from support the user has not read yet, over all their requests and chats (the sidebar badge)',
  responses: { 200: jsonResponse(supportUnreadSchema, 'The count'), 401: errorResponses[401] },
});

export const managerThreadRoute = createRoute({
  method: 'get',
  path: '/support/manager',
  tags,
  summary: "The user's dedicated account manager (Pro, assigned by an admin) and their direct thread that is not closed",
  responses: { 200: jsonResponse(managerThreadSchema, 'The manager (null without one) and the thread'), 401: errorResponses[401] },
});

export const startManagerThreadRoute = createRoute({
  method: 'post',
  path: '/support/manager',
  tags,
  summary: 'Write to the dedicated account manager (starts the thread, or adds to the open one); the manager is emailed. Messages, typing, read and events then use /support/chat/{id}/...',
  request: { body },
  responses: {
    201: jsonResponse(chatConversationSchema, 'The thread'),
    401: errorResponses[401],
    409: errorResponse('No dedicated manager for this account (code manager_unavailable)'),
    422: errorResponses[422],
    429: errorResponse('Too many chat messages in 10 minutes'),
  },
});

export const managerPhotoRoute = createRoute({
  method: 'get',
  path: '/support/manager/photo',
  tags,
  summary: "The dedicated manager's profile photo (WebP), for the account they manage",
  request: { query: z.object({ v: z.string().max(64).optional() }) },
  responses: {
    200: { description: 'The photo', content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
    401: errorResponses[401],
    404: errorResponse('No manager, or no photo'),
  },
});
