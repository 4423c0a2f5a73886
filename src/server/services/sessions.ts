/**
 * A user's active sessions, with 'sign out everywhere else',
 * read from and deleted in better-auth's `session` table: a deleted row is a signed-out browser at
 * its next request (sessions are not cached in cookies here; auth/auth.ts). Session tokens never
 * leave the server: the list carries ids only.
 */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { SessionView } from '../../shared/contracts/profile';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';

/** A session found by its token, with the fields of its user that requests use. */
export interface SessionByToken {
  sessionId: string;
  expiresAt: Date;
  user: { id: string; name: string; email: string; emailVerified: boolean; profession: string | null; role: string | null };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService(db: Database) {
  // Every request with a cookie runs this: built and prepared once, one round trip each time.
  const byToken = db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      profession: user.profession,
      role: user.role,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_by_token');

  return {
    /**
     * The session whose token is `token` and its user, in one prepared query; null when there is
     * none (signed out, revoked, deleted account). Expiry is the caller's to check.
     */
    async findByToken(token: string): Promise<SessionByToken | null> {
      const [row] = await byToken.execute({ token });
      if (!row) return null;
      const { sessionId, expiresAt, userId, ...fields } = row;
      return { sessionId, expiresAt, user: { id: userId, ...fields } };
    },

    /** The user's unexpired sessions, most recently active first; `currentId` is marked current. */
    async list(userId: string, currentId: string | null, now = new Date()): Promise<SessionView[]> {
      const rows = await db
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
        .orderBy(desc(session.updatedAt));
      const views = rows.map((row) => ({
        id: row.id,
        current: row.id === currentId,
        userAgent: row.userAgent?.slice(0, 512) || null,
        ipAddress: row.ipAddress || null,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
      return views.sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Signs out every session of the user but `currentId`. Returns how many were signed out. */
    async revokeOthers(userId: string, currentId: string): Promise<number> {
      const deleted = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, currentId)))
        .returning({ id: session.id });
      return deleted.length;
    },

    /** Signs out one session of the user. Returns false when the user has no such session. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(session)
        .where(and(eq(session.userId, userId), eq(session.id, id)))
        .returning({ id: session.id });
      return deleted.length > 0;
    },
  };
}
