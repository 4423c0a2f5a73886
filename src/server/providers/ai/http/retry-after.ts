/**
 * How long a vendor asks us to wait before retrying, from its response headers:
 *   - `retry-after-ms`: milliseconds, a decimal number (OpenAI;
 *     https://github.com/openai/openai-node/blob/master/src/client.ts, `retry-after-ms`).
 *   - `Retry-After`: delay-seconds or an HTTP-date (RFC 9110 section 10.2.3,
 *     https://www.rfc-editor.org/rfc/rfc9110#field.retry-after).
 */

/**
 * Reads the wait a response asks for.
 * @param headers the response headers.
 * @param now current time, epoch milliseconds (injected by tests).
 * @returns milliseconds >= 0, or undefined when no usable header is present.
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const header = headers.get('retry-after');
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
