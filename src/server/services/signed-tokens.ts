/**
 * Signed tokens for links that work without signing in: unsubscribe links, data export downloads,
 * account deletion confirmation.
 *
 * A token is `<payload>.<signature>`, both base64url: the payload is JSON
 * `{ p: purpose, s: subject, e: expiry (epoch seconds), d?: data }` and the signature is
 * HMAC-SHA256 of the payload text under a key derived from the app secret (AUTH_SECRET or the
 * generated DATA_DIR/auth-secret, the secret better-auth signs sessions with). The purpose is part of
 * the signed payload, so a token made for one purpose never passes as another; the signature is
 * compared in constant time (crypto.timingSafeEqual). RFC 2104 (HMAC), RFC 4648 section 5 (base64url).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed token may be used for. */
export const TOKEN_PURPOSES = ['unsubscribe', 'export-download', 'account-deletion'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A verified token's content. */
export interface TokenClaims {
  purpose: TokenPurpose;
  /** What the token is about: a user id or an export id. */
  subject: string;
  /** Expiry. */
  expiresAt: Date;
  /** Extra signed values (e.g. the email category of an unsubscribe link). */
  data: Record<string, string>;
}

/** Longest token accepted, in characters (bounds the work on hostile input). */
export const MAX_TOKEN_LENGTH = 1024;

type Payload = { p: string; s: string; e: number; d?: Record<string, string> };

/** The signing key: derived from the app secret, so these tokens never share a key with sessions. */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('vitrine-signed-token-v1').digest();
}

function sign(secret: string, payloadText: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payloadText).digest();
}

/**
 * Makes a token.
 * Input: the app secret, the purpose, the subject, the lifetime in seconds (> 0), optional string
 * data and the current time. Output: the URL-safe token.
 */
export function createSignedToken(
  secret: string,
  input: { purpose: TokenPurpose; subject: string; ttlSeconds: number; data?: Record<string, string> },
  now: Date = new Date(),
): string {
  if (!(input.ttlSeconds > 0)) throw new RangeError('ttlSeconds must be positive');
  const payload: Payload = { p: input.purpose, s: input.subject, e: Math.floor(now.getTime() / 1000) + Math.floor(input.ttlSeconds) };
  if (input.data && Object.keys(input.data).length > 0) payload.d = input.data;
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${sign(secret, text).toString('base64url')}`;
}

/**
 * Checks a token for `purpose`. Output: its claims, or null when the token is malformed, signed
 * with another key, made for another purpose or expired at `now`. Never throws.
 */
export function verifySignedToken(secret: string, token: string | null | undefined, purpose: TokenPurpose, now: Date = new Date()): TokenClaims | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [text, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(text) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const expected = sign(secret, text);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (payload.p !== purpose || typeof payload.s !== 'string' || typeof payload.e !== 'number') return null;
  if (payload.e * 1000 <= now.getTime()) return null;
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload.d ?? {})) if (typeof v === 'string') data[k] = v;
  return { purpose, subject: payload.s, expiresAt: new Date(payload.e * 1000), data };
}
