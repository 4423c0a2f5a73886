/** Support tickets from the contact form and live chats, and their threads. */
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../shared/catalog';
import { TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_STATUSES } from '../../../shared/contracts/support';
import { SUPPORT_CHANNELS } from '../../../shared/contracts/support-chat';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable reference (#1001, #1002...). */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    /** The language the user wrote in (the UI language), for replies. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * How it started: the contact form ('form'), a live chat ('chat', Plus and Pro inside support
     * hours) or the direct thread with the account's dedicated manager ('manager', Pro).
     */
    channel: text('channel', { enum: SUPPORT_CHANNELS }).notNull().default('form'),
    /** The admin a 'manager' thread goes to (its emails and the console's "yours"); null otherwise. */
    assigneeId: text('assignee_id'),
    /** When the user last read the thread (opened it, or saw it in the chat); support replies after it are unread. */
    userReadAt: ts('user_read_at'),
    /** When an admin last read the thread in the chat console. */
    supportReadAt: ts('support_read_at'),
    /** Last typing signal of each side (a chat shows "typing" for CHAT_TYPING_TTL_MS after it). */
    userTypingAt: ts('user_typing_at'),
    supportTypingAt: ts('support_typing_at'),
    /** Last beat of the user's live channel: the user is online while it is recent; else a reply is emailed. */
    userSeenAt: ts('user_seen_at'),
    /** When the user's oldest unanswered message was sent; null once support answers. */
    waitingSince: ts('waiting_since'),
  },
  (t) => [index('support_tickets_user_created_idx').on(t.userId, t.createdAt), index('support_tickets_channel_status_idx').on(t.channel, t.status)],
);

/**
 * The thread of a ticket after its first message (kept in support_tickets.message): support's
 * replies and the user's follow-ups, oldest first. `user_id` is the ticket's owner (for the data
 * export and the account deletion, user-tables.ts), whoever wrote the message.
 */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'user' for the ticket's owner, 'support' for an admin's reply. */
    author: text('author', { enum: TICKET_AUTHORS }).notNull(),
    /** The admin who replied (like admin_audit_log.actor_id: kept as written); null for the owner's messages. */
    adminId: text('admin_id'),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Order of messages over all threads (a live chat resumes after the last one its client saw). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('support_ticket_messages_ticket_created_idx').on(t.ticketId, t.createdAt)],
);
