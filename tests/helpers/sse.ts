/**
 * Reads a server-sent event stream (WHATWG HTML, "Server-sent events") from a fetch Response until
 * `done(events)` holds, then cancels it. Events are parsed as the spec says for the fields used
 * here: `event`, `data` (lines joined by \n), `id`, `retry`; comment lines are skipped.
 */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

/** Parses complete events from `text`; returns them and the unfinished rest. */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const blocks = text.split(/\r\n\r\n|\n\n|\r\r/);
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    const event: SseEvent = { event: 'message', data: '' };
    const data: string[] = [];
    let any = false;
    for (const line of block.split(/\r\n|\n|\r/)) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      any = true;
      if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') event.id = value;
      else if (field === 'retry') event.retry = Number(value);
    }
    if (!any) continue;
    event.data = data.join('\n');
    events.push(event);
  }
  return { events, rest };
}

/** Reads events until `done` holds or the stream ends; fails after `timeoutMs`. */
export async function readSse(res: Response, done: (events: SseEvent[]) => boolean, timeoutMs = 10_000): Promise<SseEvent[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const timer = setTimeout(() => void reader.cancel(new Error('timed out')), timeoutMs);
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      const parsed = parseSse(buffer);
      buffer = parsed.rest;
      events.push(...parsed.events);
      if (done(events)) break;
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
  if (!done(events)) throw new Error(`the stream ended or timed out after ${events.length} events: ${JSON.stringify(events.map((e) => e.event))}`);
  return events;
}
