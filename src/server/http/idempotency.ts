/**
 * The `Idempotency-Key` request header on POST /api/v1/* (services/idempotency.ts has the rules'
 * source, the IETF HTTPAPI draft). For a signed-in caller (session or API key) sending the header:
 *   - the key must be 1-255 printable ASCII characters (a structured-field string in quotes, as
 *     the draft writes it, or bare, as most APIs take it); else 400 `invalid_idempotency_key`;
 *   - the same key with the same method, path and body answers the first answer again, with its
 *     status and body and `Idempotent-Replayed: true`, without running the request again;
 *   - the same key with another request answers 422 `idempotency_key_reused`;
 *   - while the first request with the key runs, another answers 409 `idempotency_key_in_use`.
 * Final answers are kept (2xx and 4xx). An answer that says "try again" (5xx, 408, 409, 429) is
 * not kept, so the same key may be sent again once the cause is gone. Answers that carry a secret
 * shown once (new API keys, webhook signing secrets) are never stored: those routes ignore the header.
 * The body fingerprint: a JSON body as sent; a multipart body with its boundary replaced, so the
 * same fields and files sent again by a client library that draws a new boundary match.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { IdempotencyService } from '../services/idempotency';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/** Bytes of a non-JSON body read for its fingerprint; a larger body is refused by its route's own limit first. */
const FINGERPRINT_MAX_BYTES = 12 * 1024 * 1024;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/**
 * POSTs whose answer carries a secret shown once (an API key, a webhook signing secret): their
 * answers are never stored, so these routes do not take the header (it is ignored).
 */
const SECRET_ANSWERS = [/^\/api\/v1\/api-keys\/?$/, /^\/api\/v1\/webhook-endpoints\/?$/, /^\/api\/v1\/webhook-endpoints\/[^/]+\/rotate-secret\/?$/];

/** Whether POST `path` answers a secret, and so takes no Idempotency-Key. */
export function answersSecret(path: string): boolean {
  return SECRET_ANSWERS.some((pattern) => pattern.test(path));
}

/** Statuses that tell the client to try again: never replayed. */
const TRANSIENT = new Set([408, 409, 425, 429]);

/** The key of an `Idempotency-Key` header value (quotes of a structured-field string removed); null when malformed. */
export function parseIdempotencyKey(value: string): string | null {
  const trimmed = value.trim();
  const key = /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  return KEY_PATTERN.test(key) ? key : null;
}

/** Reads at most `max` bytes of `stream`; null when it holds more. */
async function readCapped(stream: ReadableStream<Uint8Array>, max: number): Promise<Buffer | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Hex SHA-256 of the request's method, path, query and body; null when the body is too large to read. */
async function fingerprintOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | null> {
  const hash = createHash('sha256').update(`${c.req.method} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}\n`);
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json/i.test(type)) {
    // The text guard has read (and cached) a JSON body already.
    hash.update(await c.req.text());
  } else if (c.req.raw.body) {
    const bytes = await readCapped(c.req.raw.clone().body!, FINGERPRINT_MAX_BYTES);
    if (!bytes) return null;
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    hash.update(boundary ? bytes.toString('latin1').split(boundary).join('') : bytes.toString('latin1'));
  }
  return hash.digest('hex');
}

/** The middleware on `service`. */
export function idempotency(service: IdempotencyService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('idempotency-key');
    const user = c.get('user');
    if (c.req.method !== 'POST' || header === undefined || !user || answersSecret(c.req.path)) return next();
    const key = parseIdempotencyKey(header);
    if (!key) throw new AppError(400, 'invalid_idempotency_key', 'invalidIdempotencyKey');
    const fingerprint = await fingerprintOf(c);
    // Too large to fingerprint: the route's own body limit answers it.
    if (!fingerprint) return next();
    const claim = await service.claim(user.id, key, fingerprint);
    if (claim.outcome === 'mismatch') throw new AppError(422, 'idempotency_key_reused', 'idempotencyKeyReused');
    if (claim.outcome === 'in_progress') throw new AppError(409, 'idempotency_key_in_use', 'idempotencyKeyInUse');
    if (claim.outcome === 'replay') {
      const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
      if (claim.contentType) headers['Content-Type'] = claim.contentType;
      return new Response(claim.status === 204 ? null : claim.body, { status: claim.status, headers });
    }
    try {
      await next();
    } catch (error) {
      await service.release(user.id, key);
      throw error;
    }
    const status = c.res.status;
    const contentType = c.res.headers.get('content-type');
    const textual = !contentType || /json|text/i.test(contentType);
    if (status >= 500 || TRANSIENT.has(status) || !textual) {
      await service.release(user.id, key);
      return;
    }
    const body = status === 204 ? '' : await c.res.clone().text();
    await service.complete(user.id, key, { status, contentType, body });
  };
}
