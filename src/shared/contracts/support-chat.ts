/**
 * Contract of live chat with support, on the ticket thread (a chat is a ticket whose channel is
 * 'chat'): Plus and Pro users chat inside the support hours; the live channel is a server-sent
 * event stream per conversation (`message` events carry `seq` as their id, so a reconnecting
 * client resumes after the last one it saw; `state` events carry typing and read state).
 */
import { z } from 'zod';
import { safeText } from '../safe-text';
import { TICKET_AUTHORS, TICKET_STATUSES } from './support';

/** How a support thread started: the contact form, a live chat, or the thread with the account's dedicated manager. */
export const SUPPORT_CHANNELS = ['form', 'chat', 'manager'] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** How long a typing signal lasts without another, in milliseconds. */
export const CHAT_TYPING_TTL_MS = 6000;

export const supportHoursSchema = z
  .object({
    opens: z.string().meta({ description: 'HH:MM in the time zone', example: '09:00' }),
    closes: z.string().meta({ description: 'HH:MM in the time zone, exclusive', example: '18:00' }),
    timeZone: z.string().meta({ description: 'IANA time zone of the operator', example: 'Europe/Lisbon' }),
    days: z.array(z.number().int().min(1).max(7)).meta({ description: 'ISO weekdays, 1 Monday to 7 Sunday' }),
  })
  .meta({ id: 'SupportHours' });

export const chatAvailabilitySchema = z
  .object({
    /** True when a chat can start or go on live now: the plan includes it and support is in. */
    live: z.boolean(),
    /** Whether the user's plan includes live chat (Plus and Pro). */
    planIncludesChat: z.boolean(),
    /** Whether support is inside its hours now. */
    withinHours: z.boolean(),
    hours: supportHoursSchema,
    /** When support opens next (ISO 8601), when it is closed now; else null. */
    nextOpening: z.string().nullable(),
    /** Hours within which a ticket is answered. */
    responseHours: z.number().int(),
  })
  .meta({ id: 'ChatAvailability' });
export type ChatAvailability = z.infer<typeof chatAvailabilitySchema>;

export const chatMessageSchema = z
  .object({
    id: z.uuid(),
    /** Order of the message in all chats; the id of its stream event. */
    seq: z.number().int(),
    author: z.enum(TICKET_AUTHORS),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatStateSchema = z
  .object({
    status: z.enum(TICKET_STATUSES),
    /** Support is typing now. */
    supportTyping: z.boolean(),
    /** The user is typing now. */
    userTyping: z.boolean(),
    /** When support last read the conversation (ISO 8601), or null. */
    supportReadAt: z.string().nullable(),
    /** When the user last read the conversation (ISO 8601), or null. */
    userReadAt: z.string().nullable(),
    /** The user has the conversation open now (their live channel is connected). */
    userOnline: z.boolean(),
  })
  .meta({ id: 'ChatState' });
export type ChatState = z.infer<typeof chatStateSchema>;

export const chatConversationSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    createdAt: z.string(),
    /** The first message and the rest, oldest first (the first one is the ticket's message, seq 0). */
    messages: z.array(chatMessageSchema),
    state: chatStateSchema,
  })
  .meta({ id: 'ChatConversation' });
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** GET /support/chat: whether chat is live now, and the user's conversation that is not closed. */
export const supportChatSchema = z
  .object({ availability: chatAvailabilitySchema, conversation: chatConversationSchema.nullable() })
  .meta({ id: 'SupportChat' });
export type SupportChat = z.infer<typeof supportChatSchema>;

/** POST /support/chat and POST /support/chat/{id}/messages. */
export const chatMessageRequestSchema = z.object({ message: safeText(CHAT_MESSAGE_MAX, 1) }).meta({ id: 'ChatMessageRequest' });
export type ChatMessageRequest = z.infer<typeof chatMessageRequestSchema>;

/** GET /support/manager: the user's dedicated manager (Pro) and their thread with them. */
export const managerThreadSchema = z
  .object({
    manager: z.object({ name: z.string(), photoUrl: z.string().nullable() }).nullable(),
    conversation: chatConversationSchema.nullable(),
  })
  .meta({ id: 'ManagerThread' });
export type ManagerThread = z.infer<typeof managerThreadSchema>;

/** GET /support/unread: replies from support the user has not read, over all their requests. */
export const supportUnreadSchema = z.object({ count: z.number().int() }).meta({ id: 'SupportUnread' });

/** A live conversation in the admin list: who is waiting, since when, and the last words. */
export const adminChatSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(TICKET_STATUSES),
    language: z.string(),
    /** A live chat, or the thread of a Pro account with its dedicated manager. */
    channel: z.enum(['chat', 'manager']),
    /** The manager a 'manager' thread goes to. */
    assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    /** When the user's oldest unanswered message was sent (ISO 8601); null when support answered last. */
    waitingSince: z.string().nullable(),
    lastMessage: z.object({ author: z.enum(TICKET_AUTHORS), body: z.string(), createdAt: z.string() }),
    /** Messages from the user support has not read. */
    unread: z.number().int(),
    userOnline: z.boolean(),
    userTyping: z.boolean(),
  })
  .meta({ id: 'AdminChat' });
export type AdminChat = z.infer<typeof adminChatSchema>;

export const adminChatListSchema = z
  .object({
    items: z.array(adminChatSchema),
    /** Conversations whose user is waiting for an answer. */
    waiting: z.number().int(),
  })
  .meta({ id: 'AdminChatList' });
export type AdminChatList = z.infer<typeof adminChatListSchema>;

/** GET /admin/chats/{id}: the conversation with its user. */
export const adminChatConversationSchema = chatConversationSchema
  .extend({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }), language: z.string() })
  .meta({ id: 'AdminChatConversation' });
export type AdminChatConversation = z.infer<typeof adminChatConversationSchema>;
