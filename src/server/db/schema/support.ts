/** Support tickets from the contact form (spec section 3 'Support ticket'; issue 16 item 5). */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../shared/catalog';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../../shared/contracts/support';
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
  },
  (t) => [index('support_tickets_user_created_idx').on(t.userId, t.createdAt)],
);
