/**
 * Live chat with support for the user (docs/product.md, "Help and support"). A chat is a support
 * ticket whose channel is 'chat': its first message is the ticket's message and the rest are
 * thread messages, so admins answer it beside the other tickets and it stays in the user's
 * requests. Plus and Pro users start a chat inside the support hours (SUPPORT_HOURS,
 * SUPPORT_TIMEZONE, SUPPORT_DAYS); outside them, and on other plans, the web app sends the contact
 * form instead (a ticket answered within 24 hours). An open chat takes messages after the hours
 * end: it goes on as a ticket. The direct thread with a Pro account's dedicated manager
 * (./account-managers.ts) is a ticket of channel 'manager' that works the same way, at any hour,
 * and is emailed to the manager.
 *
 * Every state lives in the database, so any web process can serve any side of a conversation: the
 * live channel polls `poll` (messages after a sequence number, typing and read state) and its beat
 * marks the user online (`user_seen_at`); support's reply to a user who is away is emailed.
 */
import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Language } from '../../shared/catalog';
import {
  CHAT_TYPING_TTL_MS,
  type ChatAvailability,
  type ChatConversation,
  type ChatMessage,
  type ChatState,
  type SupportChat,
} from '../../shared/contracts/support-chat';
import { SUPPORT_RESPONSE_HOURS } from '../../shared/contracts/support';
import { isWithinSupportHours, nextSupportOpening, type SupportHours } from '../../shared/support-hours';
import type { Database, Tx } from '../db/client';
import { supportTicketMessages, supportTickets } from '../db/schema';
import { translator } from '../i18n';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { DomainError } from './domain-error';
import { noticeEmail } from './notices/notice-email';
import { recipientOf } from './notices/notice-deps';
import type { AccountManagersService } from './account-managers';
import { planOf, rulesOf } from './tiers';

/** A user whose live channel beat within this many milliseconds is online; a reply to anyone else is emailed. */
export const CHAT_ONLINE_MS = 30_000;
/** Chat messages a user may send in 10 minutes. */
export const CHAT_MESSAGES_PER_10_MIN = 60;
/** Characters of the first message kept as the ticket's subject. */
const SUBJECT_CHARS = 80;
/** Language of the support inbox's copy. */
const SUPPORT_LANGUAGE: Language = 'en';

type TicketRow = typeof supportTickets.$inferSelect;

/** Threads that live like a chat: live chats and the threads with a dedicated manager. */
const LIVE = inArray(supportTickets.channel, ['chat', 'manager']);

/** The conversation's state as both sides see it at `now`. */
export function chatStateOf(row: TicketRow, now: Date): ChatState {
  const recent = (at: Date | null, ms: number) => at !== null && now.getTime() - at.getTime() < ms;
  return {
    status: row.status,
    supportTyping: row.status !== 'closed' && recent(row.supportTypingAt, CHAT_TYPING_TTL_MS),
    userTyping: row.status !== 'closed' && recent(row.userTypingAt, CHAT_TYPING_TTL_MS),
    supportReadAt: row.supportReadAt?.toISOString() ?? null,
    userReadAt: row.userReadAt?.toISOString() ?? null,
    userOnline: recent(row.userSeenAt, CHAT_ONLINE_MS),
  };
}

/** The ticket's first message as a chat message (sequence 0: before every thread message). */
function firstMessage(row: TicketRow): ChatMessage {
  return { id: row.id, seq: 0, author: 'user', body: row.message, createdAt: row.createdAt.toISOString() };
}

/** Thread messages of a ticket after sequence `after`, oldest first. */
export async function chatMessagesAfter(db: Database | Tx, ticketId: string, after: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(supportTicketMessages)
    .where(and(eq(supportTicketMessages.ticketId, ticketId), gt(supportTicketMessages.seq, after)))
    .orderBy(asc(supportTicketMessages.seq));
  return rows.map((m) => ({ id: m.id, seq: m.seq, author: m.author, body: m.body, createdAt: m.createdAt.toISOString() }));
}

/** The whole conversation of a chat ticket. */
export async function chatConversationOf(db: Database | Tx, row: TicketRow, now: Date): Promise<ChatConversation> {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    messages: [firstMessage(row), ...(await chatMessagesAfter(db, row.id, 0))],
    state: chatStateOf(row, now),
  };
}

/** The first line of a message, cut to SUBJECT_CHARS characters with an ellipsis. */
export function chatSubject(message: string): string {
  const line = message.split('\n', 1)[0]!.trim();
  return line.length > SUBJECT_CHARS ? `${line.slice(0, SUBJECT_CHARS - 1).trimEnd()}…` : line;
}

export interface SupportChatDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where a new chat is announced (SUPPORT_EMAIL...); null: nowhere (admins see it in the console). */
  supportAddress: string | null;
  hours: SupportHours;
  /** The account's dedicated manager while the plan includes one. */
  managers: Pick<AccountManagersService, 'managerOf'>;
  /** PUBLIC_URL without a trailing slash (links in the manager's emails). */
  publicUrl: string;
  /** The clock (tests). */
  now?: () => Date;
}

export type SupportChatService = ReturnType<typeof createSupportChatService>;

export function createSupportChatService(deps: SupportChatDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function availability(userId: string): Promise<ChatAvailability> {
    const at = now();
    const planIncludesChat = rulesOf(await planOf(db, userId)).features.includes('liveChat');
    const withinHours = isWithinSupportHours(deps.hours, at);
    return {
      live: planIncludesChat && withinHours,
      planIncludesChat,
      withinHours,
      hours: deps.hours,
      nextOpening: withinHours ? null : (nextSupportOpening(deps.hours, at)?.toISOString() ?? null),
      responseHours: SUPPORT_RESPONSE_HOURS,
    };
  }

  /** The user's chat or manager thread. @throws DomainError 'not_found' when it is not theirs or neither. */
  async function owned(userId: string, id: string): Promise<TicketRow> {
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId), LIVE));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  /** The user's newest thread of `channel` that is not closed, or null. */
  async function openChat(userId: string, channel: 'chat' | 'manager' = 'chat'): Promise<TicketRow | null> {
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.userId, userId), eq(supportTickets.channel, channel), ne(supportTickets.status, 'closed')))
      .orderBy(desc(supportTickets.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** Emails the support inbox that a chat started (best effort; nothing without an inbox). */
  async function announce(row: TicketRow, user: { email: string; name: string }) {
    if (!deps.supportAddress) return;
    const s = translator(SUPPORT_LANGUAGE);
    try {
      await deps.mailer.send(
        noticeEmail({
          to: deps.supportAddress,
          name: 'Vitrine support',
          language: SUPPORT_LANGUAGE,
          subject: s('notices:chat.supportSubject', { number: row.number, subject: row.subject }),
          paragraphs: [s('notices:chat.supportBody')],
          facts: [
            { label: s('notices:ticket.reference'), value: `#${row.number}` },
            { label: s('notices:ticket.from'), value: `${user.name} <${user.email}>` },
            { label: s('notices:ticket.language'), value: row.language },
          ],
          quote: { label: s('notices:ticket.message'), text: row.message },
          replyTo: user.email,
        }),
      );
    } catch (error) {
      logger.error({ err: error, ticket: row.number }, 'live chat announcement email failed; the chat is stored');
    }
  }

  /** Emails the manager of a 'manager' thread the user's words (best effort), in SUPPORT_LANGUAGE. */
  async function tellManager(row: TicketRow, body: string) {
    const manager = await deps.managers.managerOf(row.userId);
    const user = await recipientOf(db, row.userId);
    if (!manager || !user) return;
    const s = translator(SUPPORT_LANGUAGE);
    try {
      await deps.mailer.send(
        noticeEmail({
          to: manager.email,
          name: manager.name,
          language: SUPPORT_LANGUAGE,
          subject: s('notices:manager.subject', { name: user.name }),
          paragraphs: [s('notices:manager.body', { name: user.name })],
          quote: { label: s('notices:ticket.message'), text: body },
          button: { label: s('notices:manager.button'), url: `${deps.publicUrl}/admin/chats/${row.id}` },
          replyTo: user.email,
        }),
      );
    } catch (error) {
      logger.error({ err: error, ticket: row.number }, 'account manager email failed; the message is stored');
    }
  }

  /** Adds a user's message to an open chat in `tx`: the chat waits for support again. */
  async function addUserMessage(tx: Tx, row: TicketRow, body: string, at: Date) {
    await tx.insert(supportTicketMessages).values({ ticketId: row.id, userId: row.userId, author: 'user', body });
    await tx
      .update(supportTickets)
      .set({
        status: row.status === 'answered' ? 'open' : row.status,
        waitingSince: sql`coalesce(${supportTickets.waitingSince}, ${at.toISOString()}::timestamptz)`,
        userTypingAt: null,
        userReadAt: at,
        updatedAt: at,
      })
      .where(eq(supportTickets.id, row.id));
  }

  return {
    availability,

    /** The user's dedicated manager (null without one) and their thread with them that is not closed (or null). */
    async managerThread(userId: string) {
      const manager = await deps.managers.managerOf(userId);
      const row = manager ? await openChat(userId, 'manager') : null;
      return { manager: manager ? { name: manager.name, photoUrl: manager.photoUrl } : null, conversation: row ? await chatConversationOf(db, row, now()) : null };
    },

    /**
     * Starts the thread with the user's dedicated manager with its first message (or adds it to the
     * open one); the manager is emailed. At any hour. Output: the conversation.
     * @throws DomainError 'manager_unavailable' without a manager (or once the plan ended).
     */
    async startManager(userId: string, message: string, language: Language): Promise<ChatConversation> {
      const at = now();
      const manager = await deps.managers.managerOf(userId);
      if (!manager) throw new DomainError('manager_unavailable');
      const existing = await openChat(userId, 'manager');
      if (existing) {
        const waiting = existing.waitingSince !== null;
        await db.transaction((tx) => addUserMessage(tx, existing, message, at));
        if (!waiting) await tellManager(existing, message);
        return chatConversationOf(db, (await openChat(userId, 'manager')) ?? existing, now());
      }
      const [row] = await db
        .insert(supportTickets)
        .values({ userId, channel: 'manager', assigneeId: manager.id, subject: chatSubject(message), category: 'account', message, language, waitingSince: at, userReadAt: at, userSeenAt: at })
        .returning();
      logger.info({ userId, ticket: row!.number }, 'account manager thread started');
      await tellManager(row!, message);
      return chatConversationOf(db, row!, now());
    },

    /** Whether chat is live for the user now, and their conversation that is not closed (or null). */
    async current(userId: string): Promise<SupportChat> {
      const [available, row] = await Promise.all([availability(userId), openChat(userId)]);
      return { availability: available, conversation: row ? await chatConversationOf(db, row, now()) : null };
    },

    /**
     * Starts a chat with its first message (a ticket of channel 'chat', category 'general', its
     * subject the message's first line), or adds the message to the chat already open.
     * Input: the validated message and the UI language (support answers in it).
     * Output: the conversation.
     * @throws DomainError 'chat_unavailable' when the plan lacks live chat or support is outside its
     * hours (the contact form is the way then); 'unauthorized' when the user is gone.
     */
    async start(userId: string, message: string, language: Language): Promise<ChatConversation> {
      const at = now();
      const available = await availability(userId);
      if (!available.live) throw new DomainError('chat_unavailable');
      const user = await recipientOf(db, userId);
      if (!user) throw new DomainError('unauthorized');
      const existing = await openChat(userId);
      if (existing) {
        await db.transaction((tx) => addUserMessage(tx, existing, message, at));
        return chatConversationOf(db, (await openChat(userId)) ?? existing, now());
      }
      const [row] = await db
        .insert(supportTickets)
        .values({ userId, channel: 'chat', subject: chatSubject(message), category: 'general', message, language, waitingSince: at, userReadAt: at, userSeenAt: at })
        .returning();
      logger.info({ userId, ticket: row!.number }, 'live chat started');
      await announce(row!, user);
      return chatConversationOf(db, row!, now());
    },

    /**
     * Adds the user's message to their chat (also after the hours: it goes on as a ticket).
     * Output: the message.
     * @throws DomainError 'not_found' (not their chat); 'ticket_closed'; 'chat_unavailable' when
     * their plan no longer includes live chat.
     */
    async send(userId: string, id: string, body: string): Promise<ChatMessage> {
      const at = now();
      let notify: TicketRow | null = null;
      // The manager is checked before the transaction: its queries run outside it.
      const thread = await owned(userId, id);
      if (thread.channel === 'manager' && !(await deps.managers.managerOf(userId))) throw new DomainError('manager_unavailable');
      const message = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(supportTickets)
          .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId), LIVE))
          .for('update');
        if (!row) throw new DomainError('not_found');
        if (row.status === 'closed') throw new DomainError('ticket_closed');
        if (row.channel === 'chat' && !rulesOf(await planOf(tx, userId)).features.includes('liveChat')) throw new DomainError('chat_unavailable');
        notify = row.channel === 'manager' && row.waitingSince === null ? row : null;
        await addUserMessage(tx, row, body, at);
        const [last] = await tx
          .select()
          .from(supportTicketMessages)
          .where(eq(supportTicketMessages.ticketId, id))
          .orderBy(desc(supportTicketMessages.seq))
          .limit(1);
        return last!;
      });
      if (notify) await tellManager(notify, body);
      return { id: message.id, seq: message.seq, author: message.author, body: message.body, createdAt: message.createdAt.toISOString() };
    },

    /** Records that the user is typing in their chat (shown to support for CHAT_TYPING_TTL_MS). @throws DomainError 'not_found'. */
    async typing(userId: string, id: string): Promise<void> {
      const rows = await db
        .update(supportTickets)
        .set({ userTypingAt: now() })
        .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId), LIVE, ne(supportTickets.status, 'closed')))
        .returning({ id: supportTickets.id });
      if (rows.length === 0) await owned(userId, id);
    },

    /** Marks the user's chat read now (support sees "read"; the unread count drops). @throws DomainError 'not_found'. */
    async read(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      await db.update(supportTickets).set({ userReadAt: now() }).where(eq(supportTickets.id, id));
    },

    /**
     * One beat of the user's live channel: marks them online and returns the messages after
     * sequence `after` and the state. @throws DomainError 'not_found'.
     */
    async poll(userId: string, id: string, after: number): Promise<{ messages: ChatMessage[]; state: ChatState }> {
      const at = now();
      const [row] = await db
        .update(supportTickets)
        .set({ userSeenAt: at })
        .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId), LIVE))
        .returning();
      if (!row) throw new DomainError('not_found');
      return { messages: await chatMessagesAfter(db, id, after), state: chatStateOf(row, at) };
    },

    /** Replies from support the user has not read, over all their requests (the sidebar badge). */
    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(supportTicketMessages)
        .innerJoin(supportTickets, eq(supportTickets.id, supportTicketMessages.ticketId))
        .where(
          and(
            eq(supportTickets.userId, userId),
            eq(supportTicketMessages.author, 'support'),
            sql`${supportTicketMessages.createdAt} > coalesce(${supportTickets.userReadAt}, '-infinity'::timestamptz)`,
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}
