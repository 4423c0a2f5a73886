/**
 * Free trials of paid plans, without a card (docs/product.md, 'Free trials'):
 * - `start`: TRIAL_DAYS days of a plan that has `trialCredits` (src/shared/plans.ts), for a user with
 *   no paid subscription in force; one per user and one per email address ever, across deleted
 *   accounts (the address kept as a SHA-256 hash: ../db/schema/trials.ts). The plan's trial credits
 *   are granted in the same transaction (ledger reason 'trial_grant'), and the plan's rules apply at
 *   once (./tiers.ts `entitledTier`).
 * - `sweep` (the scheduled credit-renewals job): the day before the end, one reminder email; at the
 *   end, a trial whose user now pays is 'converted' (nothing taken back), else 'expired': the user is
 *   back on Free and what is left of the trial's credits is taken back (reason 'trial_expiry'):
 *   the trial's credits less the credits spent since it started (reservations less refunds), never
 *   more than the balance. Each step is idempotent (ledger idempotency keys, rows claimed by their
 *   timestamps), so overlapping runs act once.
 * Subscribing during a trial goes through the ordinary checkout (Stripe Checkout, or the test mode's
 * page): the paid tier wins from its first verified payment event.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Language, Tier } from '../../shared/catalog';
import { planFor, TRIAL_DAYS, type PaidTier } from '../../shared/plans';
import type { Database } from '../db/client';
import { creditTransactions, subscribers, trials, user as userTable, userPreferences } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { LIVE_STATUSES } from './billing/billing-common';
import { SPENDING_REASONS } from './credit-reasons';
import type { CreditsService } from './credits';
import { DomainError } from './domain-error';
import { trialEmail, type TrialEmailKind } from './trial-emails';

/** A trial as the billing display shows it. */
export interface TrialView {
  tier: Tier;
  credits: number;
  startedAt: Date;
  endsAt: Date;
  /** Null while it runs. */
  outcome: 'expired' | 'converted' | null;
}

/** Rows looked at per sweep and step; the job runs every 15 minutes, so a backlog drains over runs. */
const BATCH = 200;

/** The hash an address is kept as: SHA-256 (hex) of it trimmed and lower-cased. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export type TrialsService = ReturnType<typeof createTrialsService>;

export function createTrialsService(deps: { db: Database; credits: CreditsService; mailer: Mailer; logger: Logger; publicUrl: string }) {
  const { db, credits, mailer, logger } = deps;

  /** Sends one trial email in the user's saved language (else Portuguese); a failure is logged, never thrown. */
  async function notify(userId: string, kind: TrialEmailKind, trial: { tier: Tier; endsAt: Date; credits: number }, extra: { takenBack?: number } = {}) {
    try {
      const [row] = await db
        .select({ email: userTable.email, name: userTable.name, language: userPreferences.language })
        .from(userTable)
        .leftJoin(userPreferences, eq(userPreferences.userId, userTable.id))
        .where(eq(userTable.id, userId));
      if (!row) return;
      const language: Language = row.language ?? 'pt';
      await mailer.send(trialEmail(kind, { to: row.email, name: row.name, language, tier: trial.tier, endsAt: trial.endsAt, credits: trial.credits, takenBack: extra.takenBack ?? 0, publicUrl: deps.publicUrl }));
    } catch (error) {
      logger.warn({ err: error, userId, kind }, 'trial email failed');
    }
  }

  return {
    /**
     * Starts a trial of `tier` for `userId` at `now`.
     * @returns the trial.
     * @throws DomainError 'trial_unavailable' (the plan has no trial, or a paid subscription is in
     *   force), 'trial_used' (this user or this email address had one), 'unauthorized'.
     */
    async start(userId: string, tier: PaidTier, now = new Date()): Promise<TrialView> {
      const granted = planFor(tier).trialCredits;
      if (granted === null) throw new DomainError('trial_unavailable');
      await credits.ensureSubscriber(userId);
      const trial = await db.transaction(async (tx) => {
        const [sub] = await tx.select().from(subscribers).where(eq(subscribers.userId, userId)).for('update');
        if (!sub) throw new DomainError('unauthorized');
        if (sub.subscribed && sub.subscriptionTier !== 'Free' && LIVE_STATUSES.includes(sub.subscriptionStatus)) throw new DomainError('trial_unavailable');
        const [account] = await tx.select({ email: userTable.email }).from(userTable).where(eq(userTable.id, userId));
        if (!account) throw new DomainError('unauthorized');
        const hash = emailHash(account.email);
        const [inserted] = await tx
          .insert(trials)
          .values({ userId, emailHash: hash, tier, credits: granted, startedAt: now, endsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000) })
          .onConflictDoNothing()
          .returning();
        // Either unique key (the user, the address) already holds a trial.
        if (!inserted) throw new DomainError('trial_used');
        await tx.update(subscribers).set({ trialTier: tier, trialEndsAt: inserted.endsAt, updatedAt: now }).where(eq(subscribers.userId, userId));
        await credits.apply({ userId, amount: granted, reason: 'trial_grant', reference: inserted.id, idempotencyKey: `trial_grant:${inserted.id}` }, tx);
        return inserted;
      });
      logger.info({ userId, tier, trialId: trial.id }, 'trial started');
      await notify(userId, 'started', trial);
      return { tier: trial.tier, credits: trial.credits, startedAt: trial.startedAt, endsAt: trial.endsAt, outcome: null };
    },

    /** The user's trial (running or ended), or null when they never had one. */
    async of(userId: string): Promise<TrialView | null> {
      const [row] = await db.select().from(trials).where(eq(trials.userId, userId));
      return row ? { tier: row.tier, credits: row.credits, startedAt: row.startedAt, endsAt: row.endsAt, outcome: row.outcome } : null;
    },

    /**
     * Sends the reminders due and ends the trials due at `now` (see the module's docstring).
     * @returns how many reminders went out and trials ended.
     */
    async sweep(now = new Date()): Promise<{ reminded: number; ended: number }> {
      let reminded = 0;
      let ended = 0;
      const dayBefore = new Date(now.getTime() + 86_400_000);
      const due = await db
        .select()
        .from(trials)
        .where(and(isNull(trials.endedAt), isNull(trials.remindedAt), lte(trials.endsAt, dayBefore), sql`${trials.endsAt} > ${now.toISOString()}::timestamptz`))
        .limit(BATCH);
      for (const trial of due) {
        // Claimed by its timestamp: a second run sends nothing.
        const [claimed] = await db.update(trials).set({ remindedAt: now }).where(and(eq(trials.id, trial.id), isNull(trials.remindedAt))).returning({ id: trials.id });
        if (!claimed || !trial.userId) continue;
        const [sub] = await db.select({ subscribed: subscribers.subscribed, tier: subscribers.subscriptionTier }).from(subscribers).where(eq(subscribers.userId, trial.userId));
        if (sub?.subscribed && sub.tier !== 'Free') continue;
        reminded += 1;
        await notify(trial.userId, 'endsSoon', trial);
      }

      const ending = await db.select().from(trials).where(and(isNull(trials.endedAt), lte(trials.endsAt, now))).limit(BATCH);
      for (const trial of ending) {
        const result = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(trials).where(and(eq(trials.id, trial.id), isNull(trials.endedAt))).for('update');
          if (!row) return null;
          if (!row.userId) {
            await tx.update(trials).set({ endedAt: now, outcome: 'expired', creditsTakenBack: 0 }).where(eq(trials.id, row.id));
            return null;
          }
          const [sub] = await tx.select().from(subscribers).where(eq(subscribers.userId, row.userId)).for('update');
          const paying = !!sub && sub.subscribed && sub.subscriptionTier !== 'Free' && LIVE_STATUSES.includes(sub.subscriptionStatus);
          let takenBack = 0;
          if (!paying && sub) {
            const [spent] = await tx
              .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int` })
              .from(creditTransactions)
              .where(and(eq(creditTransactions.userId, row.userId), inArray(creditTransactions.reason, [...SPENDING_REASONS]), gte(creditTransactions.createdAt, row.startedAt)));
            const used = Math.max(0, -Number(spent?.total ?? 0));
            takenBack = Math.min(sub.creditsBalance, Math.max(0, row.credits - used));
            if (takenBack > 0) {
              await credits.apply({ userId: row.userId, amount: -takenBack, reason: 'trial_expiry', reference: row.id, idempotencyKey: `trial_expiry:${row.id}` }, tx);
            }
          }
          await tx.update(subscribers).set({ trialTier: null, trialEndsAt: null, updatedAt: now }).where(eq(subscribers.userId, row.userId));
          await tx.update(trials).set({ endedAt: now, outcome: paying ? 'converted' : 'expired', creditsTakenBack: takenBack }).where(eq(trials.id, row.id));
          return { userId: row.userId, paying, takenBack, row };
        });
        if (!result) continue;
        ended += 1;
        logger.info({ userId: result.userId, trialId: trial.id, converted: result.paying, takenBack: result.takenBack }, 'trial ended');
        if (!result.paying) await notify(result.userId, 'ended', result.row, { takenBack: result.takenBack });
      }
      return { reminded, ended };
    },
  };
}
