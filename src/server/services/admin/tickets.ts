/**
 * Support tickets for admins, on the tickets the contact form stores
 * (services/support.ts, table support_tickets): list, read with its thread (table
 * support_ticket_messages: replies and the user's follow-ups), reply (emailed in the ticket's
 * language, added to the thread the user reads in the app; the ticket becomes 'answered'), close. A
 * reply and a closing are also written to the audit log (what was sent, by whom, when). An email
 * cannot be part of a database transaction: the reply is sent first, then its message, status change
 * and audit row commit together.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminTicket, AdminTicketDetail } from '../../../shared/contracts/admin';
import type { TicketStatus } from '../../../shared/contracts/support';
import type { Database } from '../../db/client';
import { adminAuditLog, supportTicketMessages, supportTickets, user } from '../../db/schema';
import { translator } from '../../i18n';
import type { Mailer } from '../../providers/mail';
import { DomainError } from '../domain-error';
import { noticeEmail } from '../notices/notice-email';
import { auditView, recordAudit, type AdminActor } from './audit-log';

/** Statuses that still need an admin. */
const UNRESOLVED: TicketStatus[] = ['open', 'in_progress', 'answered'];

const columns = {
  id: supportTickets.id,
  number: supportTickets.number,
  subject: supportTickets.subject,
  category: supportTickets.category,
  status: supportTickets.status,
  language: supportTickets.language,
  message: supportTickets.message,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  userId: user.id,
  userName: user.name,
  userEmail: user.email,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function view(row: Row): AdminTicket {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category,
    status: row.status,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { id: row.userId, name: row.userName, email: row.userEmail },
  };
}

export interface AdminTicketsDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Where users' answers to a reply go (SUPPORT_EMAIL...); null: replies carry no Reply-To. */
  supportAddress: string | null;
}

export type AdminTicketsService = ReturnType<typeof createAdminTicketsService>;

export function createAdminTicketsService(deps: AdminTicketsDeps) {
  const { db } = deps;

  async function load(id: string): Promise<Row> {
    const [row] = await db.select(columns).from(supportTickets).innerJoin(user, eq(user.id, supportTickets.userId)).where(eq(supportTickets.id, id));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  return {
    /** Tickets, newest first: unresolved ones by default, one status, or all. */
    async list(query: { status: TicketStatus | 'all' | 'unresolved'; page: number; limit: number }) {
      const where: SQL | undefined =
        query.status === 'all' ? undefined : query.status === 'unresolved' ? inArray(supportTickets.status, UNRESOLVED) : eq(supportTickets.status, query.status);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(supportTickets)
          .innerJoin(user, eq(user.id, supportTickets.userId))
          .where(where)
          .orderBy(desc(supportTickets.createdAt))
          .limit(query.limit)
          .offset(query.page * query.limit),
        db.select({ n: count() }).from(supportTickets).where(where),
      ]);
      return { items: rows.map(view), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
    },

    /** One ticket with its first message, its thread and its history of replies and closing. @throws DomainError 'not_found'. */
    async detail(id: string): Promise<AdminTicketDetail> {
      const row = await load(id);
      const [history, messages] = await Promise.all([
        db
          .select()
          .from(adminAuditLog)
          .where(and(eq(adminAuditLog.targetType, 'ticket'), eq(adminAuditLog.targetId, id)))
          .orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id)),
        db
          .select({ id: supportTicketMessages.id, author: supportTicketMessages.author, body: supportTicketMessages.body, createdAt: supportTicketMessages.createdAt, adminEmail: user.email })
          .from(supportTicketMessages)
          .leftJoin(user, eq(user.id, supportTicketMessages.adminId))
          .where(eq(supportTicketMessages.ticketId, id))
          .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id)),
      ]);
      return {
        ...view(row),
        message: row.message,
        messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        history: history.map((h) => auditView(h, `#${row.number}`)),
      };
    },

    /**
     * Emails `message` to the ticket's author in the ticket's language, with their request quoted,
     * then adds it to the ticket's thread and marks the ticket 'answered', with the reply in the audit log.
     * @throws DomainError 'not_found'; what the mailer throws (nothing is recorded then).
     */
    async reply(actor: AdminActor, id: string, message: string): Promise<AdminTicketDetail> {
      const row = await load(id);
      const t = translator(row.language);
      await deps.mailer.send(
        noticeEmail({
          to: row.userEmail,
          name: row.userName,
          language: row.language,
          subject: t('notices:ticket.replySubject', { number: row.number, subject: row.subject }),
          paragraphs: [t('notices:ticket.replyBody'), message],
          quote: { label: t('notices:ticket.yourMessage'), text: row.message },
          button: { label: t('notices:ticket.button'), url: `${deps.publicUrl}/account?tab=help&ticket=${row.id}` },
          notes: [t('notices:ticket.replyNote')],
          ...(deps.supportAddress ? { replyTo: deps.supportAddress } : {}),
        }),
      );
      await db.transaction(async (tx) => {
        await tx.insert(supportTicketMessages).values({ ticketId: id, userId: row.userId, author: 'support', adminId: actor.id, body: message });
        await tx.update(supportTickets).set({ status: 'answered', updatedAt: new Date() }).where(eq(supportTickets.id, id));
        await recordAudit(tx, actor, {
          action: 'ticket.reply',
          targetType: 'ticket',
          targetId: id,
          before: { status: row.status },
          after: { status: 'answered', message, emailedTo: row.userEmail },
        });
      });
      return this.detail(id);
    },

    /** Closes a ticket (a closed one stays as it is and records nothing). @throws DomainError 'not_found'. */
    async close(actor: AdminActor, id: string, reason?: string): Promise<AdminTicketDetail> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, id)).for('update');
        if (!row) throw new DomainError('not_found');
        if (row.status === 'closed') return;
        await tx.update(supportTickets).set({ status: 'closed', updatedAt: new Date() }).where(eq(supportTickets.id, id));
        await recordAudit(tx, actor, {
          action: 'ticket.close',
          targetType: 'ticket',
          targetId: id,
          before: { status: row.status },
          after: { status: 'closed' },
          reason: reason ?? null,
        });
      });
      return this.detail(id);
    },
  };
}
