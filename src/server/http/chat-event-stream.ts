/**
 * The live channel of a chat conversation as server-sent events (WHATWG HTML, "Server-sent
 * events"). The stream polls the database (`poll`), so any web process serves any conversation
 * and nothing lives in one process's memory:
 * - `message` events carry one chat message as JSON, their `id` the message's sequence number, so
 *   a client that reconnects (EventSource sends `Last-Event-ID`) gets every message after it;
 * - `state` events carry typing, read and online state as JSON, sent when it changes;
 * - `gone` ends the stream when the conversation no longer exists for this reader;
 * - `beat` every HEARTBEAT_MS keeps proxies from closing an idle connection and tells the client
 *   the connection is alive (a client that hears nothing for a while opens a new one).
 * The first event sets the client's reconnection delay (`retry`). A stream ends after
 * MAX_STREAM_MS; the client reconnects and resumes, so no connection is held forever.
 */
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { streamSSE } from 'hono/streaming';
import type { ChatMessage, ChatState } from '../../shared/contracts/support-chat';
import { DomainError } from '../services/domain-error';

/** Delay between two polls of the database, in milliseconds. */
export const CHAT_POLL_MS = 1000;
/** Delay a client waits before reconnecting, in milliseconds (the `retry` field). */
export const CHAT_RETRY_MS = 2000;
/** Time between two `beat` events, in milliseconds. */
export const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 5 * 60_000;

/** Where a client resumes: the larger of `Last-Event-ID` and the `after` query parameter (message sequence numbers), else 0. */
export function resumeAfter(c: Context<AppEnv>): number {
  const parse = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : 0);
  return Math.max(parse(c.req.header('Last-Event-ID')), parse(c.req.query('after')));
}

/**
 * Answers `c` with the event stream of one conversation. `poll(after)` returns the messages after
 * sequence `after` and the state; a DomainError 'not_found' from it ends the stream with `gone`.
 * Other errors are logged and end the stream (the client reconnects and resumes).
 */
export function chatEventStream(c: Context<AppEnv>, poll: (after: number) => Promise<{ messages: ChatMessage[]; state: ChatState }>, options: { pollMs?: number } = {}) {
  const pollMs = options.pollMs ?? CHAT_POLL_MS;
  let after = resumeAfter(c);
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const started = Date.now();
    let lastBeat = started;
    let lastState = '';
    await stream.writeSSE({ event: 'ready', data: String(after), retry: CHAT_RETRY_MS });
    while (!stream.aborted && !stream.closed && Date.now() - started < MAX_STREAM_MS) {
      let update: Awaited<ReturnType<typeof poll>>;
      try {
        update = await poll(after);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'not_found') await stream.writeSSE({ event: 'gone', data: '' });
        else c.get('logger').warn({ err: error }, 'chat event stream ended by an error; the client reconnects');
        return;
      }
      for (const message of update.messages) {
        await stream.writeSSE({ event: 'message', id: String(message.seq), data: JSON.stringify(message) });
        after = message.seq;
      }
      const state = JSON.stringify(update.state);
      if (state !== lastState) {
        await stream.writeSSE({ event: 'state', data: state });
        lastState = state;
      }
      if (Date.now() - lastBeat >= HEARTBEAT_MS) {
        await stream.writeSSE({ event: 'beat', data: '' });
        lastBeat = Date.now();
      }
      await stream.sleep(pollMs);
    }
  });
}
