/**
 * The admin side of live chat (services/support-chat.ts): the conversations not closed, with who
 * is waiting and since when; one conversation; support's messages, typing and read state; the
 * live channel's poll. A reply to a user who is away (their live channel silent for CHAT_ONLINE_MS)
 * is also emailed to them in the chat's language, once until they come back. The threads of Pro
 * accounts with their dedicated manager are here too, marked with the manager. Closing a chat is
 * closing its ticket (./tickets.ts), which the audit log records.
 */
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AdminChat, AdminChatConversation, AdminChatList, ChatMessage, ChatState } from '../../../shared/contracts/support-chat';
import type { Database } from '../../db/client';
import { supportTicketMessages, supportTickets, user } from '../../db/schema';
import { translator } from '../../i18n';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail';
import { DomainError } from '../domain-error';
import { noticeEmail } from '../notices/notice-email';
import { CHAT_ONLINE_MS, chatConversationOf, chatMessagesAfter, chatStateOf } from '../support-chat';
import type { AdminActor } from './audit-log';

/** Live chats and the threads with a dedicated manager. */
const LIVE = inArray(supportTickets.channel, ['chat', 'manager']);

/** Most conversations listed. */
const LIST_LIMIT = 100;

export interface AdminChatsDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Where a user's answer to an emailed reply goes (SUPPORT_EMAIL...); null: no Reply-To. */
  supportAddress: string | null;
  now?: () => Date;
}

export type AdminChatsService = ReturnType<typeof createAdminChatsService>;

export function createAdminChatsService(deps: AdminChatsDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(id: string) {
    const [row] = await db
      .select({ ticket: supportTickets, user: { id: user.id, name: user.name, email: user.email } })
      .from(supportTickets)
      .innerJoin(user, eq(user.id, supportTickets.userId))
      .where(and(eq(supportTickets.id, id), LIVE));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  /** Emails support's message to the user who is away, unless one was emailed since they were last seen. */
  async function mailIfAway(ticket: typeof supportTickets.$inferSelect, to: { name: string; email: string }, body: string, at: Date) {
    if (ticket.userSeenAt && at.getTime() - ticket.userSeenAt.getTime() < CHAT_ONLINE_MS) return;
    const since = ticket.userSeenAt ?? ticket.createdAt;
    const [earlier] = await db
      .select({ n: count() })
      .from(supportTicketMessages)
      .where(and(eq(supportTicketMessages.ticketId, ticket.id), eq(supportTicketMessages.author, 'support'), gt(supportTicketMessages.createdAt, since)));
    // The message just stored is one of them: more than one means the user was already told.
    if (Number(earlier?.n ?? 0) > 1) return;
    const t = translator(ticket.language);
    try {
      await deps.mailer.send(
        noticeEmail({
          to: to.email,
          name: to.name,
          language: ticket.language,
          subject: t('notices:chat.awaySubject', { number: ticket.number }),
          paragraphs: [t('notices:chat.awayBody'), body],
          quote: { label: t('notices:ticket.yourMessage'), text: ticket.message },
          button: { label: t('notices:chat.button'), url: `${deps.publicUrl}/account?tab=help` },
          notes: [t('notices:ticket.replyNote')],
          ...(deps.supportAddress ? { replyTo: deps.supportAddress } : {}),
        }),
      );
    } catch (error) {
      logger.error({ err: error, ticket: ticket.number }, 'live chat reply email failed; the message is stored');
    }
  }

  return {
    /** Chats not closed: waiting ones first (longest wait first), then the latest active. */
    async list(): Promise<AdminChatList> {
      const at = now();
      const rows = await db
        .select({ ticket: supportTickets, user: { id: user.id, name: user.name, email: user.email } })
        .from(supportTickets)
        .innerJoin(user, eq(user.id, supportTickets.userId))
        .where(and(LIVE, ne(supportTickets.status, 'closed')))
        .orderBy(sql`${supportTickets.waitingSince} asc nulls last`, desc(supportTickets.updatedAt))
        .limit(LIST_LIMIT);
      const ids = rows.map((r) => r.ticket.id);
      const [lasts, unread] = ids.length
        ? await Promise.all([
            db
              .selectDistinctOn([supportTicketMessages.ticketId], {
                ticketId: supportTicketMessages.ticketId,
                author: supportTicketMessages.author,
                body: supportTicketMessages.body,
                createdAt: supportTicketMessages.createdAt,
              })
              .from(supportTicketMessages)
              .where(inArray(supportTicketMessages.ticketId, ids))
              .orderBy(supportTicketMessages.ticketId, desc(supportTicketMessages.seq)),
            db
              .select({ ticketId: supportTicketMessages.ticketId, n: count() })
              .from(supportTicketMessages)
              .innerJoin(supportTickets, eq(supportTickets.id, supportTicketMessages.ticketId))
              .where(
                and(
                  inArray(supportTicketMessages.ticketId, ids),
                  eq(supportTicketMessages.author, 'user'),
                  sql`${supportTicketMessages.createdAt} > coalesce(${supportTickets.supportReadAt}, '-infinity'::timestamptz)`,
                ),
              )
              .groupBy(supportTicketMessages.ticketId),
          ])
        : [[], []];
      const assigneeIds = [...new Set(rows.map((r) => r.ticket.assigneeId).filter((a): a is string => a !== null))];
      const assignees = assigneeIds.length ? await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, assigneeIds)) : [];
      const items: AdminChat[] = rows.map(({ ticket, user: u }) => {
        const last = lasts.find((l) => l.ticketId === ticket.id);
        const state = chatStateOf(ticket, at);
        const firstUnread = ticket.supportReadAt === null || ticket.createdAt > ticket.supportReadAt ? 1 : 0;
        return {
          id: ticket.id,
          number: ticket.number,
          status: ticket.status,
          language: ticket.language,
          channel: ticket.channel === 'manager' ? 'manager' : 'chat',
          assignee: assignees.find((a) => a.id === ticket.assigneeId) ?? null,
          user: u,
          waitingSince: ticket.waitingSince?.toISOString() ?? null,
          lastMessage: last
            ? { author: last.author, body: last.body, createdAt: last.createdAt.toISOString() }
            : { author: 'user', body: ticket.message, createdAt: ticket.createdAt.toISOString() },
          unread: Number(unread.find((n) => n.ticketId === ticket.id)?.n ?? 0) + firstUnread,
          userOnline: state.userOnline,
          userTyping: state.userTyping,
        };
      });
      return { items, waiting: items.filter((i) => i.waitingSince !== null).length };
    },

    /** One chat with its user. @throws DomainError 'not_found'. */
    async conversation(id: string): Promise<AdminChatConversation> {
      const row = await load(id);
      return { ...(await chatConversationOf(db, row.ticket, now())), user: row.user, language: row.ticket.language };
    },

    /**
     * Adds support's message: the chat is answered and nobody waits; emailed to the user when they
     * are away. Output: the message.
     * @throws DomainError 'not_found'; 'ticket_closed'.
     */
    async send(actor: AdminActor, id: string, body: string): Promise<ChatMessage> {
      const at = now();
      const { ticket, message } = await db.transaction(async (tx) => {
        const [ticket] = await tx.select().from(supportTickets).where(and(eq(supportTickets.id, id), LIVE)).for('update');
        if (!ticket) throw new DomainError('not_found');
        if (ticket.status === 'closed') throw new DomainError('ticket_closed');
        const [message] = await tx.insert(supportTicketMessages).values({ ticketId: id, userId: ticket.userId, author: 'support', adminId: actor.id, body }).returning();
        await tx
          .update(supportTickets)
          .set({ status: 'answered', waitingSince: null, supportTypingAt: null, supportReadAt: at, updatedAt: at })
          .where(eq(supportTickets.id, id));
        return { ticket, message: message! };
      });
      const { user: to } = await load(id);
      await mailIfAway(ticket, to, body, at);
      return { id: message.id, seq: message.seq, author: message.author, body: message.body, createdAt: message.createdAt.toISOString() };
    },

    /** Records that support is typing (shown to the user for CHAT_TYPING_TTL_MS). @throws DomainError 'not_found'. */
    async typing(id: string): Promise<void> {
      const rows = await db
        .update(supportTickets)
        .set({ supportTypingAt: now() })
        .where(and(eq(supportTickets.id, id), LIVE))
        .returning({ id: supportTickets.id });
      if (rows.length === 0) throw new DomainError('not_found');
    },

    /** Marks the chat read by support (the user sees "Read"). @throws DomainError 'not_found'. */
    async read(id: string): Promise<void> {
      const rows = await db
        .update(supportTickets)
        .set({ supportReadAt: now() })
        .where(and(eq(supportTickets.id, id), LIVE))
        .returning({ id: supportTickets.id });
      if (rows.length === 0) throw new DomainError('not_found');
    },

    /** One beat of support's live channel: messages after sequence `after`, and the state. @throws DomainError 'not_found'. */
    async poll(id: string, after: number): Promise<{ messages: ChatMessage[]; state: ChatState }> {
      const { ticket } = await load(id);
      return { messages: await chatMessagesAfter(db, id, after), state: chatStateOf(ticket, now()) };
    },
  };
}
