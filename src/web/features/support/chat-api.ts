/**
 * Live chat with support: whether it is open and the user's conversation (GET /support/chat),
 * starting a chat and sending messages, typing and read signals, and the unread count of the
 * sidebar (GET /support/unread). The live channel itself is lib/use-chat-stream.ts; what it brings
 * is merged into the same cached conversation.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ChatConversation, ChatMessage, ChatState, ManagerThread, SupportChat } from '@shared/contracts/support-chat';
import { api, unwrap } from '@web/lib/api-client';
import { withChatMessage } from '@web/lib/use-chat-stream';
import { TICKETS_KEY } from './api';

export const CHAT_KEY = ['support', 'chat'] as const;
export const UNREAD_KEY = ['support', 'unread'] as const;
export const MANAGER_KEY = ['support', 'manager'] as const;

/** The cache of a thread: the live chat's or the manager thread's answer, both holding `conversation`. */
export type ThreadKey = typeof CHAT_KEY | typeof MANAGER_KEY;
type ThreadData = { conversation: ChatConversation | null };

/** How often the unread count is asked again, in milliseconds. */
const UNREAD_EVERY_MS = 60_000;

/** Availability and the open conversation. Asked again every minute, so the hours follow the clock. */
export function useSupportChat() {
  return useQuery({
    queryKey: CHAT_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/support/chat', { signal })) as Promise<SupportChat>,
    refetchInterval: 60_000,
  });
}

/** Replies from support not read yet, over every request (0 while signed out or on errors). */
export function useSupportUnread(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/support/unread', { signal })),
    enabled,
    refetchInterval: UNREAD_EVERY_MS,
    select: (data) => data.count,
  });
}

/** Cache updates of a thread's conversation (`key`): a message added once, the state replaced. */
export function useChatCache(key: ThreadKey = CHAT_KEY) {
  const client = useQueryClient();
  return {
    addMessage(message: ChatMessage) {
      client.setQueryData<ThreadData>(key, (old) =>
        old?.conversation ? { ...old, conversation: { ...old.conversation, messages: withChatMessage(old.conversation.messages, message) } } : old,
      );
    },
    setState(state: ChatState) {
      client.setQueryData<ThreadData>(key, (old) => (old?.conversation ? { ...old, conversation: { ...old.conversation, state } } : old));
    },
    /** Records in the cache that the user read the conversation at `at` (the server's state says so on its next event). */
    markedRead(at: string) {
      client.setQueryData<ThreadData>(key, (old) =>
        old?.conversation ? { ...old, conversation: { ...old.conversation, state: { ...old.conversation.state, userReadAt: at } } } : old,
      );
    },
    refresh() {
      void client.invalidateQueries({ queryKey: key, exact: true });
      void client.invalidateQueries({ queryKey: TICKETS_KEY, exact: true });
    },
  };
}

/** Starts a chat (or adds to the open one); the conversation is cached at once. */
export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => unwrap(api.POST('/support/chat', { body: { message } })),
    onSuccess: (conversation) => {
      client.setQueryData<SupportChat>(CHAT_KEY, (old) => (old ? { ...old, conversation } : old));
      void client.invalidateQueries({ queryKey: TICKETS_KEY, exact: true });
    },
  });
}

/** Sends a message to chat `id` (a live chat or a manager thread, cached under `key`); it joins the cached conversation. */
export function useSendChatMessage(id: string, key: ThreadKey = CHAT_KEY) {
  const cache = useChatCache(key);
  return useMutation({
    mutationFn: (message: string) => unwrap(api.POST('/support/chat/{id}/messages', { params: { path: { id } }, body: { message } })),
    onSuccess: (message) => cache.addMessage(message),
  });
}

/** Tells support the user is typing (best effort). */
export function sendChatTyping(id: string): void {
  void api.POST('/support/chat/{id}/typing', { params: { path: { id } } }).catch(() => undefined);
}

/**
 * Marks chat `id` read; the unread count is asked again. The function is the same on every render,
 * and one call at a time goes out per chat (a render while the first is in flight sends nothing).
 */
export function useMarkChatRead() {
  const client = useQueryClient();
  const inFlight = useRef(new Set<string>());
  return useCallback(
    async (id: string): Promise<boolean> => {
      if (inFlight.current.has(id)) return false;
      inFlight.current.add(id);
      try {
        await api.POST('/support/chat/{id}/read', { params: { path: { id } } });
        void client.invalidateQueries({ queryKey: UNREAD_KEY });
        return true;
      } catch {
        // Best effort: the next read marks it.
        return false;
      } finally {
        inFlight.current.delete(id);
      }
    },
    [client],
  );
}

/** The user's dedicated manager (null without one) and the thread with them. */
export function useManagerThread() {
  return useQuery({
    queryKey: MANAGER_KEY,
    queryFn: ({ signal }) => unwrap(api.GET('/support/manager', { signal })) as Promise<ManagerThread>,
  });
}

/** Writes to the dedicated manager (starts the thread or adds to it); the thread is cached at once. */
export function useStartManagerThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => unwrap(api.POST('/support/manager', { body: { message } })),
    onSuccess: (conversation) => {
      client.setQueryData<ManagerThread>(MANAGER_KEY, (old) => (old ? { ...old, conversation } : old));
      void client.invalidateQueries({ queryKey: TICKETS_KEY, exact: true });
    },
  });
}
