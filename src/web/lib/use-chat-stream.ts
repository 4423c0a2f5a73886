/**
 * Follows a chat conversation's live channel (server-sent events, /api/v1/.../events) with the
 * browser's EventSource. The browser reconnects by itself after a network drop, sending the last
 * event id, so the server resends every message after it; when the server refuses the stream
 * (an error status closes an EventSource for good) this hook opens a new one after RECONNECT_MS,
 * resuming from the last message seen (`?after=`). A connection can also die without an error (a
 * network change leaves it half open): when the browser goes offline, or nothing (not even the
 * server's `beat`, every 15 s) arrives for SILENCE_MS, the stream is closed and opened again once
 * the browser is online, from the last message seen. Messages and state go to the handlers; `gone`
 * (the conversation is not there) stops it. Output: whether the channel is connected now.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatState } from '@shared/contracts/support-chat';

/** Delay before a stream the server refused is opened again, in milliseconds. */
const RECONNECT_MS = 3000;
/** Silence after which a connection is taken for dead, in milliseconds (two beats missed). */
const SILENCE_MS = 40_000;

export interface ChatStreamHandlers {
  onMessage(message: ChatMessage): void;
  onState(state: ChatState): void;
  onGone?(): void;
}

/** `path` below /api/v1 (e.g. `/support/chat/{id}/events`), or null for no stream; `after`: the last message sequence already shown. */
export function useChatStream(path: string | null, after: number, handlers: ChatStreamHandlers): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const lastSeq = useRef(after);
  lastSeq.current = Math.max(lastSeq.current, after);

  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastHeard = Date.now();
    let stopped = false;
    const close = () => {
      clearTimeout(timer);
      source?.close();
      source = null;
      setConnected(false);
    };
    const open = () => {
      close();
      if (stopped || !navigator.onLine) return;
      const url = `/api/v1${path}${lastSeq.current > 0 ? `?after=${lastSeq.current}` : ''}`;
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      lastHeard = Date.now();
      const heard = () => {
        lastHeard = Date.now();
      };
      stream.addEventListener('ready', () => {
        heard();
        setConnected(true);
      });
      stream.addEventListener('beat', heard);
      stream.addEventListener('message', (event) => {
        heard();
        const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
        lastSeq.current = Math.max(lastSeq.current, message.seq);
        latest.current.onMessage(message);
      });
      stream.addEventListener('state', (event) => {
        heard();
        latest.current.onState(JSON.parse((event as MessageEvent<string>).data) as ChatState);
      });
      stream.addEventListener('gone', () => {
        stopped = true;
        close();
        latest.current.onGone?.();
      });
      stream.onerror = () => {
        setConnected(false);
        if (stream.readyState === EventSource.CLOSED && !stopped) timer = setTimeout(open, RECONNECT_MS);
      };
    };
    const watchdog = setInterval(() => {
      if (source && Date.now() - lastHeard > SILENCE_MS) open();
    }, SILENCE_MS / 4);
    window.addEventListener('offline', close);
    window.addEventListener('online', open);
    open();
    return () => {
      stopped = true;
      clearInterval(watchdog);
      window.removeEventListener('offline', close);
      window.removeEventListener('online', open);
      close();
    };
  }, [path]);

  return connected;
}

/** Adds `message` to `messages` once (by id), in sequence order. */
export function withChatMessage<T extends { id: string; seq: number }>(messages: readonly T[], message: T): T[] {
  if (messages.some((m) => m.id === message.id)) return [...messages];
  return [...messages, message].sort((a, b) => a.seq - b.seq);
}
