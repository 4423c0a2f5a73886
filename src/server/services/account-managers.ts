/**
 * Dedicated account managers (docs/product.md, "Help and support"): an admin assigns one admin
 * user as the manager of an account whose plan includes a dedicated manager (Pro). The user's Help
 * tab shows the manager's name and photo and a direct thread with them (services/support-chat.ts,
 * channel 'manager'). The assignment holds while the plan includes it: it is not shown once the plan
 * ends, and the scheduled sweep (the credit-renewals job) deletes it. Assigning and removing are
 * written to the audit log.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AccountManager, AdminAccountManager } from '../../shared/contracts/account-managers';
import type { Database } from '../db/client';
import { accountManagers, user } from '../db/schema';
import type { Logger } from '../logger';
import { recordAudit, type AdminActor } from './admin/audit-log';
import { DomainError } from './domain-error';
import { planOf, rulesOf } from './tiers';

/** App-relative path of a managed user's view of their manager's photo. */
export const MANAGER_PHOTO_PATH = '/api/v1/support/manager/photo';

export interface AccountManagersDeps {
  db: Database;
  logger: Logger;
  /** A user's stored profile photo (WebP) and its version, or null. */
  photoOf(userId: string): Promise<{ data: Buffer; version: string } | null>;
}

export type AccountManagersService = ReturnType<typeof createAccountManagersService>;

export function createAccountManagersService(deps: AccountManagersDeps) {
  const { db, logger } = deps;

  async function includesManager(userId: string): Promise<boolean> {
    return rulesOf(await planOf(db, userId)).features.includes('dedicatedManager');
  }

  /** The admins who can manage accounts: users with the admin role, by name. */
  async function candidates() {
    const rows = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.role, 'admin'));
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The assignment row joined with the manager, whatever the plan. */
  async function assignment(userId: string) {
    const [row] = await db
      .select({ managerId: accountManagers.managerId, assignedAt: accountManagers.assignedAt, name: user.name, email: user.email })
      .from(accountManagers)
      .innerJoin(user, eq(user.id, accountManagers.managerId))
      .where(eq(accountManagers.userId, userId));
    return row ?? null;
  }

  return {
    /**
     * The user's manager while their plan includes one: id, name and photo URL (null without a
     * stored photo); else null.
     */
    async managerOf(userId: string): Promise<(AccountManager & { id: string; email: string }) | null> {
      const row = await assignment(userId);
      if (!row || !(await includesManager(userId))) return null;
      const photo = await deps.photoOf(row.managerId);
      return { id: row.managerId, email: row.email, name: row.name, photoUrl: photo ? `${MANAGER_PHOTO_PATH}?v=${photo.version}` : null };
    },

    /** The manager's photo for the user they manage. @throws DomainError 'not_found' without a manager or a photo. */
    async photoFor(userId: string): Promise<{ data: Buffer; version: string }> {
      const row = await assignment(userId);
      if (!row || !(await includesManager(userId))) throw new DomainError('not_found');
      const photo = await deps.photoOf(row.managerId);
      if (!photo) throw new DomainError('not_found');
      return photo;
    },

    /** For the admin user page: the manager, whether the plan allows one, and the admins to choose from. @throws DomainError 'not_found'. */
    async adminView(userId: string): Promise<AdminAccountManager> {
      const [target] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!target) throw new DomainError('not_found');
      const [row, eligible, admins] = await Promise.all([assignment(userId), includesManager(userId), candidates()]);
      return {
        eligible,
        manager: row ? { id: row.managerId, name: row.name, email: row.email, assignedAt: row.assignedAt.toISOString() } : null,
        candidates: admins.filter((a) => a.id !== userId),
      };
    },

    /**
     * Makes admin `managerId` the manager of `userId` (replacing any other), audited.
     * @throws DomainError 'not_found' (no such user); 'manager_unavailable' when the user's plan has
     * no dedicated manager; 'manager_not_admin' when `managerId` is not an admin (or is the user).
     */
    async assign(actor: AdminActor, userId: string, managerId: string): Promise<AdminAccountManager> {
      const [target] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!target) throw new DomainError('not_found');
      if (!(await includesManager(userId))) throw new DomainError('manager_unavailable');
      const [manager] = await db.select({ id: user.id }).from(user).where(and(eq(user.id, managerId), eq(user.role, 'admin')));
      if (!manager || managerId === userId) throw new DomainError('manager_not_admin');
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(accountManagers).where(eq(accountManagers.userId, userId)).for('update');
        if (before?.managerId === managerId) return;
        await tx
          .insert(accountManagers)
          .values({ userId, managerId, assignedBy: actor.id })
          .onConflictDoUpdate({ target: accountManagers.userId, set: { managerId, assignedBy: actor.id, assignedAt: new Date() } });
        await recordAudit(tx, actor, {
          action: 'manager.assign',
          targetType: 'user',
          targetId: userId,
          before: { managerId: before?.managerId ?? null },
          after: { managerId },
        });
      });
      return this.adminView(userId);
    },

    /** Ends the user's assignment, audited (nothing without one). @throws DomainError 'not_found'. */
    async unassign(actor: AdminActor, userId: string): Promise<AdminAccountManager> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(accountManagers).where(eq(accountManagers.userId, userId)).returning();
        if (!removed) return;
        await recordAudit(tx, actor, { action: 'manager.unassign', targetType: 'user', targetId: userId, before: { managerId: removed.managerId }, after: { managerId: null } });
      });
      return this.adminView(userId);
    },

    /** Deletes the assignments of accounts whose plan no longer includes a manager. Output: how many ended. */
    async sweep(): Promise<{ managersEnded: number }> {
      const rows = await db.select({ userId: accountManagers.userId }).from(accountManagers);
      const ended: string[] = [];
      for (const { userId } of rows) if (!(await includesManager(userId))) ended.push(userId);
      if (ended.length) {
        await db.delete(accountManagers).where(inArray(accountManagers.userId, ended));
        logger.info({ users: ended }, 'account manager assignments ended with their plan');
      }
      return { managersEnded: ended.length };
    },
  };
}
