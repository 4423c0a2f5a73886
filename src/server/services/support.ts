/**
 * Help and support (spec section 3 'Support ticket', section 9 'Support'; issue 16 item 5): the
 * contact form creates a ticket, the user gets an acknowledgement in their language and the
 * support inbox gets the ticket with the user as Reply-To. The user lists their tickets and sees
 * each one's status. Emails are best effort: a mail failure is logged and the ticket stays stored.
 */
import { desc, eq } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import type { CreateTicket, Ticket, TicketList } from '../../shared/contracts/support';
import type { Database } from '../db/client';
import { supportTickets } from '../db/schema';
import type { Env } from '../env';
import { translator } from '../i18n';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { noticeEmail } from './notices/notice-email';
import { recipientOf } from './notices/notice-deps';
import { DomainError } from './domain-error';

/** Tickets a user may open per hour. */
export const TICKETS_PER_HOUR = 5;
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
        button: { label: t('notices:ticket.button'), url: `${deps.publicUrl}/account?tab=help` },
      }),
    );
    if (!deps.supportAddress) {
      logger.warn({ ticket: ticket.number }, 'support ticket stored but not emailed: set SUPPORT_EMAIL');
      return;
    }
    const s = translator(SUPPORT_LANGUAGE);
    await deps.mailer.send(
      noticeEmail({
        to: deps.supportAddress,
        name: 'Vitrine support',
        language: SUPPORT_LANGUAGE,
        subject: s('notices:ticket.supportSubject', { number: ticket.number, subject: ticket.subject }),
        paragraphs: [s('notices:ticket.supportBody')],
        facts: [
          { label: s('notices:ticket.reference'), value: `#${ticket.number}` },
          { label: s('notices:ticket.from'), value: `${user.name} <${user.email}>` },
          { label: s('notices:ticket.category'), value: s(`notices:ticket.categories.${ticket.category}`) },
          { label: s('notices:ticket.language'), value: language },
        ],
        quote: { label: s('notices:ticket.message'), text: ticket.message },
        replyTo: user.email,
      }),
    );
  }

  return {
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
