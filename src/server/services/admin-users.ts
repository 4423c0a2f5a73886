/**
 * Who is an administrator. Self-hosters make admins two ways (README 'Administrators'):
 *   - ADMIN_EMAILS: those addresses get the 'admin' role when their email is confirmed or when they
 *     sign in with a confirmed email (an unconfirmed sign-up never becomes admin);
 *   - `npm run users -- promote <email>` / `demote <email>` (src/server/main.ts) for any account.
 * Removing an address from ADMIN_EMAILS does not demote it; use `demote`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema';

/** Result of a role change. */
export type RoleChange = 'changed' | 'unchanged' | 'not_found';

export type AdminUsers = ReturnType<typeof createAdminUsers>;

/** @param adminEmails lower-case addresses from ADMIN_EMAILS. */
export function createAdminUsers(db: Database, adminEmails: readonly string[] = []) {
  const listed = new Set(adminEmails.map((e) => e.toLowerCase()));

  async function setRole(email: string, role: 'admin' | 'user'): Promise<RoleChange> {
    const [row] = await db
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
    if (!row) return 'not_found';
    if ((row.role ?? 'user') === role) return 'unchanged';
    await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, row.id));
    return 'changed';
  }

  return {
    /** Gives the account with this email the 'admin' role. */
    promote: (email: string) => setRole(email, 'admin'),
    /** Gives the account with this email the plain 'user' role. */
    demote: (email: string) => setRole(email, 'user'),
    /**
     * Applies ADMIN_EMAILS to one account: promotes it when its email is listed and confirmed.
     * @returns true when the role was changed.
     */
    async applyAdminEmails(userId: string): Promise<boolean> {
      if (listed.size === 0) return false;
      const [row] = await db
        .select({ email: user.email, verified: user.emailVerified, role: user.role })
        .from(user)
        .where(eq(user.id, userId));
      if (!row || !row.verified || !listed.has(row.email.toLowerCase()) || row.role === 'admin') return false;
      await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, userId));
      return true;
    },
  };
}
