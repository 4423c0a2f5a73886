/**
 * Users for admins: search by email or name, one user's page (ledger,
 * generations with how each image kept its product (product lock or fidelity score), videos, support tickets, sessions), and the actions: grant or deduct credits through the credits
 * service (idempotent), set a complimentary tier, ban and unban (the columns and semantics of
 * better-auth's admin plugin), resend the confirmation email. Each action writes its audit row in
 * the same transaction as its change (./audit-log.ts); a replayed credit change writes nothing.
 */
import { asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tier } from '../../../shared/catalog';
import type { AdminUser, AdminUserDetail, AdminUserList, CreditAdjustment } from '../../../shared/contracts/admin';
import type { Database, Tx } from '../../db/client';
import { creditTransactions, generatedImages, generations, session, sourceImages, subscribers, supportTickets, user, videos } from '../../db/schema';
import { FIDELITY_THRESHOLD } from '../../engine/product/product-fidelity';
import type { CreditsService } from '../credits';
import { DomainError } from '../domain-error';
import { entitledTier } from '../tiers';
import { isAdminRole } from './roles';
import { recordAudit, type AdminActor } from './audit-log';

/** Rows of each list on a user's page. */
const DETAIL_LIMIT = 50;

/** Escapes LIKE wildcards so a search for 'a_b' matches those characters. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Latest activity of a user: a session used, a photo uploaded, a generation or a video started. */
const lastActive = sql<Date | string | null>`greatest(
  (select max(${session.updatedAt}) from ${session} where ${session.userId} = ${user.id}),
  (select max(${sourceImages.createdAt}) from ${sourceImages} where ${sourceImages.userId} = ${user.id}),
  (select max(${generations.createdAt}) from ${generations} where ${generations.userId} = ${user.id}),
  (select max(${videos.createdAt}) from ${videos} where ${videos.userId} = ${user.id})
)`;

const listColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  createdAt: user.createdAt,
  subscriptionTier: subscribers.subscriptionTier,
  subscribed: subscribers.subscribed,
  complimentaryTier: subscribers.complimentaryTier,
  trialTier: subscribers.trialTier,
  trialEndsAt: subscribers.trialEndsAt,
  creditsBalance: subscribers.creditsBalance,
  lastActiveAt: lastActive,
};

type ListRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string | null;
  banned: boolean | null;
  createdAt: Date;
  subscriptionTier: Tier | null;
  subscribed: boolean | null;
  complimentaryTier: Tier | null;
  trialTier: Tier | null;
  trialEndsAt: Date | null;
  creditsBalance: number | null;
  lastActiveAt: Date | string | null;
};

function iso(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toAdminUser(row: ListRow): AdminUser {
  // The tier whose rules apply, a free trial's included.
  const source = row.subscriptionTier
    ? { subscriptionTier: row.subscriptionTier, subscribed: row.subscribed ?? false, complimentaryTier: row.complimentaryTier, trialTier: row.trialTier, trialEndsAt: row.trialEndsAt }
    : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role ?? 'user',
    banned: row.banned ?? false,
    tier: entitledTier(source).tier,
    complimentaryTier: row.complimentaryTier,
    creditsBalance: row.creditsBalance ?? 0,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: iso(row.lastActiveAt),
  };
}

export interface AdminUsersDeps {
  db: Database;
  credits: CreditsService;
  /** Sends the confirmation email to an unconfirmed address (better-auth's sendVerificationEmail). */
  sendConfirmation(email: string): Promise<void>;
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, credits } = deps;

  async function lockedUser(tx: Tx, userId: string) {
    const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
    if (!row) throw new DomainError('not_found');
    return row;
  }

  return {
    /**
     * Users whose email or name contains `q` (case-insensitive), newest first; every user without `q`.
     * Input: q, page (0-based), limit. Output: the page and the total matching.
     */
    async search(query: { q?: string; page: number; limit: number }): Promise<AdminUserList> {
      const q = query.q?.trim();
      const where: SQL | undefined = q ? or(ilike(user.email, likePattern(q)), ilike(user.name, likePattern(q))) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(user)
          .leftJoin(subscribers, eq(subscribers.userId, user.id))
          .where(where)
          .orderBy(desc(user.createdAt), desc(user.id))
          .limit(query.limit)
          .offset(query.page * query.limit),
        db.select({ n: count() }).from(user).where(where),
      ]);
      return { items: rows.map((r) => toAdminUser(r as ListRow)), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
    },

    /** One user's page. @throws DomainError 'not_found'. */
    async detail(userId: string): Promise<AdminUserDetail> {
      const [row] = await db
        .select({ ...listColumns, banReason: user.banReason, banExpires: user.banExpires, subscriptionStatus: subscribers.subscriptionStatus })
        .from(user)
        .leftJoin(subscribers, eq(subscribers.userId, user.id))
        .where(eq(user.id, userId));
      if (!row) throw new DomainError('not_found');
      const [ledger, [sum], gens, vids, sessions, tickets] = await Promise.all([
        db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId)).orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id)).limit(DETAIL_LIMIT),
        db.select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int` }).from(creditTransactions).where(eq(creditTransactions.userId, userId)),
        db.select().from(generations).where(eq(generations.userId, userId)).orderBy(desc(generations.createdAt)).limit(DETAIL_LIMIT),
        db.select().from(videos).where(eq(videos.userId, userId)).orderBy(desc(videos.createdAt)).limit(DETAIL_LIMIT),
        db
          .select({ id: session.id, createdAt: session.createdAt, updatedAt: session.updatedAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
          .from(session)
          .where(eq(session.userId, userId))
          .orderBy(desc(session.updatedAt))
          .limit(DETAIL_LIMIT),
        db
          .select({ id: supportTickets.id, number: supportTickets.number, subject: supportTickets.subject, status: supportTickets.status, createdAt: supportTickets.createdAt })
          .from(supportTickets)
          .where(eq(supportTickets.userId, userId))
          .orderBy(desc(supportTickets.createdAt))
          .limit(DETAIL_LIMIT),
      ]);
      const images = gens.length
        ? await db
            .select({
              id: generatedImages.id,
              generationId: generatedImages.generationId,
              position: generatedImages.position,
              engine: generatedImages.engine,
              productLocked: generatedImages.productLocked,
              fidelityScore: generatedImages.fidelityScore,
            })
            .from(generatedImages)
            .where(inArray(generatedImages.generationId, gens.map((g) => g.id)))
            .orderBy(asc(generatedImages.position))
        : [];
      const paid = entitledTier(row.subscriptionTier ? { subscriptionTier: row.subscriptionTier, subscribed: row.subscribed ?? false, complimentaryTier: null } : null);
      return {
        user: toAdminUser(row as ListRow),
        banReason: row.banReason,
        banExpires: iso(row.banExpires),
        paidTier: paid.tier,
        subscriptionStatus: row.subscriptionStatus ?? 'none',
        ledger: ledger.map((l) => ({ id: l.id, amount: l.amount, balanceAfter: l.balanceAfter, reason: l.reason, reference: l.reference, createdAt: l.createdAt.toISOString() })),
        ledgerSum: Number(sum?.total ?? 0),
        generations: gens.map((g) => ({
          id: g.id,
          status: g.status,
          requestedCount: g.requestedCount,
          failedCount: g.failedCount,
          creditsReserved: g.creditsReserved,
          creditsRefunded: g.creditsRefunded,
          fidelityRefunds: g.fidelityRefunds,
          error: g.error,
          createdAt: g.createdAt.toISOString(),
          images: images
            .filter((i) => i.generationId === g.id)
            .map((i) => ({ id: i.id, position: i.position, engine: i.engine, productLocked: i.productLocked, fidelityScore: i.fidelityScore })),
        })),
        fidelityThreshold: FIDELITY_THRESHOLD,
        videos: vids.map((v) => ({
          id: v.id,
          title: v.title,
          status: v.status,
          engine: v.engine,
          creditsReserved: v.creditsReserved,
          creditsRefunded: v.creditsRefunded,
          error: v.error,
          createdAt: v.createdAt.toISOString(),
        })),
        tickets: tickets.map((tk) => ({ ...tk, createdAt: tk.createdAt.toISOString() })),
        sessions: sessions.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          updatedAt: s.updatedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        })),
      };
    },

    /**
     * Grants (amount > 0) or deducts (amount < 0) whole credits through the credits service, with
     * ledger reason 'admin_adjustment' and the admin's reason as the row's reference. The key is
     * scoped to the user: the same key again changes nothing and records nothing.
     * @returns applied (false for a replay) and the balance after.
     * @throws DomainError 'not_found' (no such user), 'insufficient_credits' (a deduction below 0).
     */
    async adjustCredits(actor: AdminActor, userId: string, input: CreditAdjustment): Promise<{ applied: boolean; balance: number }> {
      return db.transaction(async (tx) => {
        await lockedUser(tx, userId);
        await credits.ensureSubscriber(userId, tx);
        const [before] = await tx.select({ balance: subscribers.creditsBalance }).from(subscribers).where(eq(subscribers.userId, userId));
        const result = await credits.apply(
          {
            userId,
            amount: input.amount,
            reason: 'admin_adjustment',
            reference: input.reason,
            idempotencyKey: `admin_adjustment:${userId}:${input.idempotencyKey}`,
          },
          tx,
        );
        if (result.applied) {
          await recordAudit(tx, actor, {
            action: input.amount > 0 ? 'credits.grant' : 'credits.deduct',
            targetType: 'user',
            targetId: userId,
            before: { balance: before?.balance ?? 0 },
            after: { balance: result.balance, amount: input.amount },
            reason: input.reason,
          });
        }
        return result;
      });
    },

    /**
     * Sets (or with null removes) the user's complimentary tier: its rules apply while no paid
     * subscription is in force (services/tiers.ts). Setting the value it already has records nothing.
     * @throws DomainError 'not_found'.
     */
    async setComplimentaryTier(actor: AdminActor, userId: string, input: { tier: Exclude<Tier, 'Free'> | null; reason: string }): Promise<AdminUser> {
      await db.transaction(async (tx) => {
        await lockedUser(tx, userId);
        await credits.ensureSubscriber(userId, tx);
        const [row] = await tx.select({ complimentaryTier: subscribers.complimentaryTier }).from(subscribers).where(eq(subscribers.userId, userId)).for('update');
        const before = row?.complimentaryTier ?? null;
        if (before === input.tier) return;
        await tx.update(subscribers).set({ complimentaryTier: input.tier, updatedAt: new Date() }).where(eq(subscribers.userId, userId));
        await recordAudit(tx, actor, {
          action: 'tier.complimentary',
          targetType: 'user',
          targetId: userId,
          before: { complimentaryTier: before },
          after: { complimentaryTier: input.tier },
          reason: input.reason,
        });
      });
      return (await this.detail(userId)).user;
    },

    /**
     * Bans a user as better-auth's admin plugin does (banned, ban_reason, ban_expires; every session
     * revoked), so the plugin refuses their next sign-in. Admins cannot be banned (demote first), nor
     * can an admin ban themself. @throws DomainError 'not_found', 'cannot_ban_admin'.
     */
    async ban(actor: AdminActor, userId: string, input: { reason: string; days: number | null }): Promise<AdminUser> {
      await db.transaction(async (tx) => {
        const row = await lockedUser(tx, userId);
        if (row.id === actor.id || isAdminRole(row.role)) throw new DomainError('cannot_ban_admin');
        const banExpires = input.days ? new Date(Date.now() + input.days * 86_400_000) : null;
        await tx.update(user).set({ banned: true, banReason: input.reason, banExpires, updatedAt: new Date() }).where(eq(user.id, userId));
        const revoked = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
        await recordAudit(tx, actor, {
          action: 'user.ban',
          targetType: 'user',
          targetId: userId,
          before: { banned: row.banned ?? false, banReason: row.banReason, banExpires: iso(row.banExpires) },
          after: { banned: true, banReason: input.reason, banExpires: iso(banExpires), sessionsRevoked: revoked.length },
          reason: input.reason,
        });
      });
      return (await this.detail(userId)).user;
    },

    /** Lifts a ban (as the plugin's unbanUser does). Unbanning a user who is not banned records nothing. @throws DomainError 'not_found'. */
    async unban(actor: AdminActor, userId: string, input: { reason: string }): Promise<AdminUser> {
      await db.transaction(async (tx) => {
        const row = await lockedUser(tx, userId);
        if (!row.banned) return;
        await tx.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() }).where(eq(user.id, userId));
        await recordAudit(tx, actor, {
          action: 'user.unban',
          targetType: 'user',
          targetId: userId,
          before: { banned: true, banReason: row.banReason, banExpires: iso(row.banExpires) },
          after: { banned: false },
          reason: input.reason,
        });
      });
      return (await this.detail(userId)).user;
    },

    /**
     * Sends the confirmation email again to an unconfirmed user. An email cannot be part of a
     * database transaction: the audit row is written once the mail has been handed over.
     * @throws DomainError 'not_found', 'already_confirmed'; what the mailer throws.
     */
    async resendConfirmation(actor: AdminActor, userId: string, input: { reason: string }): Promise<void> {
      const [row] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
      if (!row) throw new DomainError('not_found');
      if (row.verified) throw new DomainError('already_confirmed');
      await deps.sendConfirmation(row.email);
      await recordAudit(db, actor, {
        action: 'user.resend_confirmation',
        targetType: 'user',
        targetId: userId,
        after: { email: row.email },
        reason: input.reason,
      });
    },
  };
}
