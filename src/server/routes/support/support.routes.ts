/** OpenAPI routes of help and support (issue 16 item 5; schemas: src/shared/contracts/support.ts). */
import { createRoute } from '@hono/zod-openapi';
import { createTicketSchema, ticketListSchema, ticketSchema } from '../../../shared/contracts/support';
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
