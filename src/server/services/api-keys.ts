/**
 * API keys: made, listed and revoked by their owner (with a session), and checked on every request
 * that carries `Authorization: Bearer vtr_live_…`.
 *
 * A key is `vtr_live_` and 43 base62 characters (256 bits from the system's random source), a
 * recognisable prefix as GitHub's and Stripe's tokens have, so secret scanners find a leaked one.
 * Only its SHA-256 is stored: a key of that entropy needs no slow hash, and a stolen table gives
 * no key. The key is answered once, at creation. Revoking is immediate in every process (every
 * request looks the key up). The owner's ban or deletion ends their keys too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, MAX_API_KEYS, type ApiKeyScope, type ApiKeyView, type CreateApiKey, type CreatedApiKey } from '../../shared/contracts/api-keys';
import type { Database } from '../db/client';
import { apiKeys, subscribers, user } from '../db/schema';
import { entitledTier } from './tiers';
import type { Tier } from '../../shared/catalog';
import { DomainError } from './domain-error';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Characters after the prefix: 43 base62 characters carry 256 bits. */
const KEY_BODY_LENGTH = 43;
/** Characters of the key kept to recognise it in lists: the prefix and 4 more. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;
/** The last-use time is written at most once a minute per key (a write per request would cost every call). */
const LAST_USED_RESOLUTION_S = 60;

/** `length` base62 characters from the system's random source, without modulo bias. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 x 62: bytes at or above it would favour the first characters.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Hex SHA-256 of a key, as stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether `value` has a key's shape (prefix, length, alphabet); anything else is refused before any lookup. */
export function looksLikeApiKey(value: string): boolean {
  return value.length === API_KEY_PREFIX.length + KEY_BODY_LENGTH && value.startsWith(API_KEY_PREFIX) && /^[0-9A-Za-z]+$/.test(value.slice(API_KEY_PREFIX.length));
}

/** The caller a valid key stands for: its owner (as a session's user) and the key's id and scopes. */
export interface ApiKeyCaller {
  user: { id: string; name: string; email: string; emailVerified: boolean; profession: string | null; role: string | null };
  /** The key, its scopes, and the tier of its owner's plan (for its rate limit). */
  key: { id: string; scopes: ApiKeyScope[]; tier: Tier };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

function viewOf(row: typeof apiKeys.$inferSelect): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The service on `db`. */
export function createApiKeysService(db: Database) {
  // Every API call looks its key up: one prepared statement joining the owner.
  const byHash = db
    .select({
      keyId: apiKeys.id,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      profession: user.profession,
      role: user.role,
      banned: user.banned,
      banExpires: user.banExpires,
      subscriptionTier: subscribers.subscriptionTier,
      subscribed: subscribers.subscribed,
      complimentaryTier: subscribers.complimentaryTier,
      trialTier: subscribers.trialTier,
      trialEndsAt: subscribers.trialEndsAt,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .leftJoin(subscribers, eq(subscribers.userId, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('hash')), isNull(apiKeys.revokedAt)))
    .prepare('api_key_by_hash');

  return {
    /**
     * Makes a key for `userId` with `input.name` and `input.scopes`. Output: the key (this once)
     * and its view. @throws DomainError 'too_many_api_keys' when the user already holds MAX_API_KEYS.
     */
    async create(userId: string, input: CreateApiKey): Promise<CreatedApiKey> {
      const key = `${API_KEY_PREFIX}${randomBase62(KEY_BODY_LENGTH)}`;
      const scopes = [...new Set(input.scopes)];
      const row = await db.transaction(async (tx) => {
        // The owner's row is locked so that two requests at once cannot both pass the cap.
        await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
        const [held] = await tx.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
        if ((held?.n ?? 0) >= MAX_API_KEYS) throw new DomainError('too_many_api_keys', { max: MAX_API_KEYS });
        const [inserted] = await tx
          .insert(apiKeys)
          .values({ userId, name: input.name.trim(), prefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashApiKey(key), scopes })
          .returning();
        return inserted!;
      });
      return { ...viewOf(row), key };
    },

    /** The user's keys that are not revoked, oldest first. */
    async list(userId: string): Promise<ApiKeyView[]> {
      const rows = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
      return rows.map(viewOf);
    },

    /** Revokes the user's key `id`: it answers 401 from the next request on. @throws DomainError 'not_found' when missing, revoked or someone else's. */
    async revoke(userId: string, id: string): Promise<void> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      if (rows.length === 0) throw new DomainError('not_found');
    },

    /**
     * The caller of a bearer `key`: null when it is not a key, unknown, revoked, or its owner is
     * banned. Records the use (to the minute). `now` is injectable for tests.
     */
    async authenticate(key: string, now = new Date()): Promise<ApiKeyCaller | null> {
      if (!looksLikeApiKey(key)) return null;
      const [row] = await byHash.execute({ hash: hashApiKey(key) });
      if (!row) return null;
      if (row.banned && (!row.banExpires || row.banExpires.getTime() > now.getTime())) return null;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_S * 1000) {
        await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.keyId));
      }
      return {
        user: { id: row.id, name: row.name, email: row.email, emailVerified: row.emailVerified, profession: row.profession ?? null, role: row.role ?? null },
        key: {
          id: row.keyId,
          scopes: row.scopes as ApiKeyScope[],
          tier: entitledTier(row.subscriptionTier === null ? null : { subscriptionTier: row.subscriptionTier, subscribed: row.subscribed ?? false, complimentaryTier: row.complimentaryTier, trialTier: row.trialTier, trialEndsAt: row.trialEndsAt }).tier,
        },
      };
    },
  };
}
