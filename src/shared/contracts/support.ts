/**
 * Contract of help and support: the contact form creates a ticket; the user lists their tickets and their status, reads
 * each ticket's thread (their message, support's replies, their follow-ups) and adds follow-ups.
 */
import { z } from 'zod';
import { safeText } from '../safe-text';

/** Ticket categories. */
export const TICKET_CATEGORIES = ['technical', 'billing', 'feature', 'account', 'general'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Where a ticket stands: new, being looked at, answered (by support, in the thread and by email), closed. */
export const TICKET_STATUSES = ['open', 'in_progress', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who wrote a message of a ticket's thread: the ticket's owner or support (an admin). */
export const TICKET_AUTHORS = ['user', 'support'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/**
 * The reply time every request gets, in hours. The hours support is in (live chat) are the
 * operator's: SUPPORT_HOURS, SUPPORT_TIMEZONE and SUPPORT_DAYS (src/shared/support-hours.ts).
 */
export const SUPPORT_RESPONSE_HOURS = 24;

/** Field limits of the contact form, in characters. */
export const TICKET_LIMITS = { subject: 150, message: 5000, messageMin: 10 } as const;

/** POST /support/tickets. */
export const createTicketSchema = z
  .object({
    subject: safeText(TICKET_LIMITS.subject, 1),
    category: z.enum(TICKET_CATEGORIES),
    message: safeText(TICKET_LIMITS.message, TICKET_LIMITS.messageMin),
  })
  .meta({ id: 'TicketRequest' });
export type CreateTicket = z.infer<typeof createTicketSchema>;

export const ticketSchema = z
  .object({
    id: z.uuid(),
    /** Human-readable reference, e.g. 1042 (shown as #1042). */
    number: z.number().int(),
    subject: z.string(),
    category: z.enum(TICKET_CATEGORIES),
    message: z.string(),
    status: z.enum(TICKET_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ items: z.array(ticketSchema) }).meta({ id: 'TicketList' });
export type TicketList = z.infer<typeof ticketListSchema>;

/** POST /support/tickets/{id}/messages: a follow-up, validated like the form's message. */
export const ticketFollowUpSchema = z
  .object({ message: safeText(TICKET_LIMITS.message, TICKET_LIMITS.messageMin) })
  .meta({ id: 'TicketFollowUp' });
export type TicketFollowUp = z.infer<typeof ticketFollowUpSchema>;

/** One message of a ticket's thread after the first one. Dates are ISO 8601. */
export const ticketMessageSchema = z
  .object({
    id: z.uuid(),
    author: z.enum(TICKET_AUTHORS),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'TicketMessage' });
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** GET /support/tickets/{id}: the ticket (its first message in `message`) and the rest of its thread, oldest first. */
export const ticketThreadSchema = ticketSchema
  .extend({
    messages: z.array(ticketMessageSchema),
    canFollowUp: z.boolean().meta({ description: 'False once the ticket is closed' }),
  })
  .meta({ id: 'TicketThread' });
export type TicketThread = z.infer<typeof ticketThreadSchema>;
