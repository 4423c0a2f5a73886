/** OpenAPI routes of help and support (schemas: src/shared/contracts/support.ts). */
import { createRoute } from '@hono/zod-openapi';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createTicketSchema, ticketFollowUpSchema, ticketListSchema, ticketSchema, ticketThreadSchema } from '../../../shared/contracts/support';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

export const createTicketRoute = createRoute({
  method: 'post',
  path: '/support/tickets',
  tags: ['Support'],
  summary: 'Send the contact form: creates a ticket, emails an acknowledgement to the user and the ticket to support',
  request: { body: { required: true, content: { 'application/json': { schema: createTicketSchema } } } },
  responses: {
    201: jsonResponse(ticketSchema, 'The ticket'),
    401: errorResponses[401],
    422: errorResponses[422],
    429: errorResponse('Too many tickets in an hour'),
  },
});

export const listTicketsRoute = createRoute({
  method: 'get',
  path: '/support/tickets',
  tags: ['Support'],
  summary: "The user's tickets and their status, newest first",
  responses: { 200: jsonResponse(ticketListSchema, 'Tickets'), 401: errorResponses[401] },
});

export const ticketThreadRoute = createRoute({
  method: 'get',
  path: '/support/tickets/{id}',
  tags: ['Support'],
  summary: "One of the user's tickets with its thread: their message, support's replies and their follow-ups, oldest first",
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(ticketThreadSchema, 'The ticket and its thread'),
    401: errorResponses[401],
    404: errorResponse('No such ticket of this user'),
    422: errorResponses[422],
  },
});

export const followUpTicketRoute = createRoute({
  method: 'post',
  path: '/support/tickets/{id}/messages',
  tags: ['Support'],
  summary: 'Add a follow-up to a ticket that is not closed: an answered ticket is reopened and support is emailed',
  request: { params: idParamsSchema, body: { required: true, content: { 'application/json': { schema: ticketFollowUpSchema } } } },
  responses: {
    201: jsonResponse(ticketThreadSchema, 'The ticket and its thread, with the follow-up'),
    401: errorResponses[401],
    404: errorResponse('No such ticket of this user'),
    409: errorResponse('The ticket is closed (code ticket_closed)'),
    422: errorResponses[422],
    429: errorResponse('Too many follow-ups in an hour'),
  },
});
