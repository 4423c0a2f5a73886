/**
 * Help and support: the
 * contact form creates a ticket, the user gets an acknowledgement in their language and the
 * support inbox gets the ticket with the user as Reply-To. The user lists their tickets and sees
 * each one's status, reads a ticket's thread (their message, support's replies, their follow-ups,
 * oldest first) and adds follow-ups while the ticket is not closed; a follow-up reopens an answered
 * ticket and is emailed to the support inbox. Emails are best effort: a mail failure is logged and
 * the ticket or message stays stored.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import type { CreateTicket, Ticket, TicketList, TicketMessage, TicketThread } from '../../shared/contracts/support';
import type { Database } from '../db/client';
import { supportTicketMessages, supportTickets } from '../db/schema';
import type { Env } from '../env';
import { translator } from '../i18n';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { noticeEmail } from './notices/notice-email';
import { recipientOf } from './notices/notice-deps';
import { DomainError } from './domain-error';

/** Tickets a user may open per hour. */
export const TICKETS_PER_HOUR = 5;
/** Follow-ups a user may add per hour, over all their tickets. */
export const FOLLOW_UPS_PER_HOUR = 20;
/** Most tickets listed. */
export const TICKET_LIST_LIMIT = 50;
/** Language of the copy sent to the support inbox. */
const SUPPORT_LANGUAGE: Language = 'en';

/** Where tickets are emailed: SUPPORT_EMAIL, else OPERATOR_EMAIL, else the first ADMIN_EMAILS address; null with none. */
export function supportAddressOf(env: Pick<Env, 'SUPPORT_EMAIL' | 'OPERATOR_EMAIL' | 'ADMIN_EMAILS'>): string | null {
  return env.SUPPORT_EMAIL ?? env.OPERATOR_EMAIL ?? env.ADMIN_EMAILS[0] ?? null;
}

function view(row: typeof supportTickets.$inferSelect): Ticket {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A ticket's messages after the first one, oldest first. */
export async function ticketMessages(db: Database, ticketId: string): Promise<(TicketMessage & { adminId: string | null })[]> {
  const rows = await db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  return rows.map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: m.createdAt.toISOString(), adminId: m.adminId }));
}

export type SupportService = ReturnType<typeof createSupportService>;

export function createSupportService(deps: { db: Database; mailer: Mailer; publicUrl: string; logger: Logger; supportAddress: string | null }) {
  const { db, logger } = deps;

  async function mail(ticket: Ticket, language: Language, user: { email: string; name: string }) {
    const t = translator(language);
    const category = t(`notices:ticket.categories.${ticket.category}`);
    await deps.mailer.send(
      noticeEmail({
        to: user.email,
        name: user.name,
        language,
        subject: t('notices:ticket.ackSubject', { number: ticket.number, subject: ticket.subject }),
        paragraphs: [t('notices:ticket.ackBody')],
        facts: [
          { label: t('notices:ticket.reference'), value: `#${ticket.number}` },
          { label: t('notices:ticket.category'), value: category },
        ],
        quote: { label: t('notices:ticket.yourMessage'), text: ticket.message },
        button: { label: t('notices:ticket.button'), url: `${deps.publicUrl}/account?tab=help&ticket=${ticket.id}` },
      }),
    );
    const s = translator(SUPPORT_LANGUAGE);
    await mailInbox(ticket, user, {
      subject: s('notices:ticket.supportSubject', { number: ticket.number, subject: ticket.subject }),
      paragraph: s('notices:ticket.supportBody'),
      facts: [
        { label: s('notices:ticket.category'), value: s(`notices:ticket.categories.${ticket.category}`) },
        { label: s('notices:ticket.language'), value: language },
      ],
      text: ticket.message,
    });
  }

  /**
   * Emails the support inbox about a ticket, in SUPPORT_LANGUAGE, the user as Reply-To: the
   * reference and sender, then `facts`, then the user's words. Nothing without an inbox (logged).
   */
  async function mailInbox(
    ticket: Ticket,
    user: { email: string; name: string },
    content: { subject: string; paragraph: string; facts: { label: string; value: string }[]; text: string },
  ) {
    if (!deps.supportAddress) {
      logger.warn({ ticket: ticket.number }, 'support ticket message stored but not emailed: set SUPPORT_EMAIL');
      return;
    }
    const s = translator(SUPPORT_LANGUAGE);
    await deps.mailer.send(
      noticeEmail({
        to: deps.supportAddress,
        name: 'Vitrine support',
        language: SUPPORT_LANGUAGE,
        subject: content.subject,
        paragraphs: [content.paragraph],
        facts: [
          { label: s('notices:ticket.reference'), value: `#${ticket.number}` },
          { label: s('notices:ticket.from'), value: `${user.name} <${user.email}>` },
          ...content.facts,
        ],
        quote: { label: s('notices:ticket.message'), text: content.text },
        replyTo: user.email,
      }),
    );
  }

  /** Emails a follow-up to the support inbox, the user as Reply-To (nothing without an inbox). */
  async function mailFollowUp(ticket: Ticket, body: string, user: { email: string; name: string }) {
    const s = translator(SUPPORT_LANGUAGE);
    await mailInbox(ticket, user, {
      subject: s('notices:ticket.followUpSubject', { number: ticket.number, subject: ticket.subject }),
      paragraph: s('notices:ticket.followUpBody'),
      facts: [],
      text: body,
    });
  }

  /** The user's ticket with its thread, marked read. @throws DomainError 'not_found' when it is not theirs. */
  async function thread(userId: string, id: string): Promise<TicketThread> {
    const [row] = await db.select().from(supportTickets).where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)));
    if (!row) throw new DomainError('not_found');
    // Reading the thread reads support's replies (the unread count of the sidebar drops).
    await db.update(supportTickets).set({ userReadAt: new Date() }).where(eq(supportTickets.id, id));
    const messages = (await ticketMessages(db, id)).map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: m.createdAt }));
    return { ...view(row), messages, canFollowUp: row.status !== 'closed' };
  }

  return {
    thread,

    /**
     * Adds the user's follow-up to their ticket: stored, the ticket reopened when it was answered
     * (updatedAt moves), then emailed to the support inbox (best effort). Input: the validated text.
     * Output: the thread with the follow-up.
     * @throws DomainError 'not_found' when the ticket is not the user's; 'ticket_closed' when it is closed.
     */
    async followUp(userId: string, id: string, body: string): Promise<TicketThread> {
      const row = await db.transaction(async (tx) => {
        const [ticket] = await tx
          .select()
          .from(supportTickets)
          .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
          .for('update');
        if (!ticket) throw new DomainError('not_found');
        if (ticket.status === 'closed') throw new DomainError('ticket_closed');
        await tx.insert(supportTicketMessages).values({ ticketId: id, userId, author: 'user', body });
        const status = ticket.status === 'answered' ? 'open' : ticket.status;
        const [updated] = await tx.update(supportTickets).set({ status, updatedAt: new Date() }).where(eq(supportTickets.id, id)).returning();
        return updated!;
      });
      logger.info({ userId, ticket: row.number }, 'support ticket follow-up added');
      try {
        const user = await recipientOf(db, userId);
        if (user) await mailFollowUp(view(row), body, user);
      } catch (error) {
        logger.error({ err: error, ticket: row.number }, 'support ticket follow-up email failed; the message is stored');
      }
      return thread(userId, id);
    },

    /**
     * Creates a ticket and sends the acknowledgement and the support copy.
     * Input: the validated form and the language the user writes in (the UI language).
     * @throws DomainError 'unauthorized' when the user no longer exists.
     */
    async create(userId: string, input: CreateTicket, language: Language): Promise<Ticket> {
      const user = await recipientOf(db, userId);
      if (!user) throw new DomainError('unauthorized');
      const [row] = await db.insert(supportTickets).values({ userId, ...input, language }).returning();
      const ticket = view(row!);
      logger.info({ userId, ticket: ticket.number, category: ticket.category }, 'support ticket created');
      try {
        await mail(ticket, language, user);
      } catch (error) {
        logger.error({ err: error, ticket: ticket.number }, 'support ticket emails failed; the ticket is stored');
      }
      return ticket;
    },

    /** The user's tickets, newest first (at most TICKET_LIST_LIMIT). */
    async list(userId: string): Promise<TicketList> {
      const rows = await db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(desc(supportTickets.createdAt)).limit(TICKET_LIST_LIMIT);
      return { items: rows.map(view) };
    },
  };
}
