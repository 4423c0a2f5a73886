/**
 * Idempotency keys of POST requests, after the IETF HTTPAPI draft "The Idempotency-Key HTTP Header
 * Field" (draft-ietf-httpapi-idempotency-key-header): a client sends `Idempotency-Key` with a
 * request it may have to send again (a timeout, a lost connection); the same key with the same
 * request answers the first answer again without running it again, so nothing is made or charged
 * twice.
 *
 * Keys are per user and remembered 24 hours. The first request with a key claims it ('running') in
 * one insert; a second request with that key meanwhile is told it conflicts (409). A key claimed
 * by a process that died is taken over once RUNNING_TAKEOVER_S have passed.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** Hours a key is remembered. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Seconds after which a key still 'running' counts as abandoned (its process died mid-request). */
export const RUNNING_TAKEOVER_S = 120;

/** What a claim found. */
export type IdempotencyClaim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; status: number; contentType: string | null; body: string }
  | { outcome: 'mismatch' }
  | { outcome: 'in_progress' };

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

/** The service on `db`; `now` is injectable for tests. */
export function createIdempotencyService(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Claims `key` of `userId` for a request whose fingerprint (hex SHA-256 of method, path and
     * body) is `fingerprint`. Output: 'claimed' (run the request, then `complete` or `release`),
     * 'replay' with the first answer, 'mismatch' (the key was used for another request), or
     * 'in_progress' (the first request with the key has not been answered yet).
     */
    async claim(userId: string, key: string, fingerprint: string): Promise<IdempotencyClaim> {
      const t = now();
      const expired = new Date(t.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
      const abandoned = new Date(t.getTime() - RUNNING_TAKEOVER_S * 1000);
      // One statement: insert the claim, or take over a key whose 24 hours are over or whose
      // request was abandoned. Nothing returned means someone else holds the key.
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint, state: 'running', createdAt: t })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { fingerprint, state: 'running', responseStatus: null, responseType: null, responseBody: null, createdAt: t },
          setWhere: sql`${idempotencyKeys.createdAt} < ${expired.toISOString()} or (${idempotencyKeys.state} = 'running' and ${idempotencyKeys.createdAt} < ${abandoned.toISOString()})`,
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) return { outcome: 'claimed' };
      const [held] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      // Released between the two statements: claim again.
      if (!held) return this.claim(userId, key, fingerprint);
      if (held.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (held.state !== 'done' || held.responseStatus === null) return { outcome: 'in_progress' };
      return { outcome: 'replay', status: held.responseStatus, contentType: held.responseType, body: held.responseBody ?? '' };
    },

    /** Stores the first answer of a claimed key: `status`, `contentType` and `body` (text). */
    async complete(userId: string, key: string, answer: { status: number; contentType: string | null; body: string }): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: answer.status, responseType: answer.contentType, responseBody: answer.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running')));
    },

    /** Forgets a claimed key whose answer is not to be replayed (a transient failure): it may be sent again. */
    async release(userId: string, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running')));
    },

    /** Deletes keys older than IDEMPOTENCY_TTL_HOURS. Output: how many. */
    async purge(): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now().getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000)))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
