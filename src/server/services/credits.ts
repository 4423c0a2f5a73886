/**
 * The credits service: the only writer of `subscribers.credits_balance`.
 *
 * Every change is one transaction holding a conditional balance update (the balance never goes
 * below 0; the CHECK constraint backs this up) and its ledger row in `credit_transactions`. A
 * change carries an idempotency key: applying the same key twice changes nothing the second time,
 * so grants, reservations and refunds are safe to replay from retried jobs and webhooks.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { creditTransactions, subscribers, type CreditReason } from '../db/schema';
import { DomainError } from './domain-error';

/** Credits granted to a newly confirmed user on the Free tier. */
export const SIGNUP_GRANT_CREDITS = 10;

export interface CreditChange {
  userId: string;
  /** Signed whole credits: positive grants or refunds, negative reservations. */
  amount: number;
  reason: CreditReason;
  idempotencyKey: string;
  /** What the change is about (generation id, video id, invoice id...). */
  reference?: string;
}

export interface CreditChangeResult {
  /** False when a change with the same idempotency key was applied before. */
  applied: boolean;
  /** Balance after the change (or the current balance when not applied), in credits. */
  balance: number;
}

class AlreadyApplied extends Error {}

export type CreditsService = ReturnType<typeof createCreditsService>;

/** Told of each change written (metrics): its amount and reason. */
export type CreditChangeObserver = (change: Pick<CreditChange, 'amount' | 'reason'>) => void;

/**
 * Builds the credits service on a database. `observe` is told of each change once it is written
 * (inside a caller's transaction: once the change is applied there, as the caller's last statement).
 */
export function createCreditsService(db: Database, observe?: CreditChangeObserver) {
  async function currentBalance(executor: Database | Tx, userId: string): Promise<number> {
    const [row] = await executor
      .select({ balance: subscribers.creditsBalance })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    return row?.balance ?? 0;
  }

  /**
   * Applies one change inside `tx`. Throws DomainError 'insufficient_credits' when a debit
   * exceeds the balance, AlreadyApplied when the key exists (caller rolls back).
   */
  async function applyIn(tx: Tx, change: CreditChange): Promise<number> {
    if (!Number.isInteger(change.amount) || change.amount === 0) {
      throw new Error(`credit change must be a non-zero whole number, got ${change.amount}`);
    }
    const seen = await tx
      .select({ id: creditTransactions.id })
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, change.idempotencyKey));
    if (seen.length > 0) throw new AlreadyApplied();
    const updated = await tx
      .update(subscribers)
      .set({ creditsBalance: sql`${subscribers.creditsBalance} + ${change.amount}`, updatedAt: new Date() })
      .where(and(eq(subscribers.userId, change.userId), sql`${subscribers.creditsBalance} + ${change.amount} >= 0`))
      .returning({ balance: subscribers.creditsBalance });
    const row = updated[0];
    if (!row) {
      throw new DomainError('insufficient_credits',  {
        required: Math.abs(change.amount),
      });
    }
    const inserted = await tx
      .insert(creditTransactions)
      .values({
        userId: change.userId,
        amount: change.amount,
        balanceAfter: row.balance,
        reason: change.reason,
        reference: change.reference ?? null,
        idempotencyKey: change.idempotencyKey,
      })
      .onConflictDoNothing({ target: creditTransactions.idempotencyKey })
      .returning({ id: creditTransactions.id });
    if (inserted.length === 0) throw new AlreadyApplied();
    return row.balance;
  }

  return {
    /**
     * Creates the user's `subscribers` row (Free, 0 credits) if missing.
     * Idempotent; safe inside or outside a transaction.
     */
    async ensureSubscriber(userId: string, executor: Database | Tx = db): Promise<void> {
      await executor.insert(subscribers).values({ userId }).onConflictDoNothing({ target: subscribers.userId });
    },

    /**
     * Applies a change in its own transaction (or inside `tx` when given, so it commits with the
     * caller's other writes). @throws DomainError 'insufficient_credits' when a debit is short.
     */
    async apply(change: CreditChange, tx?: Tx): Promise<CreditChangeResult> {
      if (tx) {
        // A nested savepoint keeps the caller's transaction usable when the key was already applied.
        try {
          const balance = await tx.transaction((inner) => applyIn(inner, change));
          observe?.(change);
          return { applied: true, balance };
        } catch (error) {
          if (error instanceof AlreadyApplied) return { applied: false, balance: await currentBalance(tx, change.userId) };
          throw error;
        }
      }
      try {
        const balance = await db.transaction((t) => applyIn(t, change));
        observe?.(change);
        return { applied: true, balance };
      } catch (error) {
        if (error instanceof AlreadyApplied) return { applied: false, balance: await currentBalance(db, change.userId) };
        throw error;
      }
    },

    /**
     * Gives a newly confirmed user their subscriber row and the Free grant of 10 credits,
     * once per user whatever the number of calls.
     */
    async grantSignupCredits(userId: string): Promise<CreditChangeResult> {
      await this.ensureSubscriber(userId);
      return this.apply({
        userId,
        amount: SIGNUP_GRANT_CREDITS,
        reason: 'signup_grant',
        idempotencyKey: `signup_grant:${userId}`,
      });
    },

    /**
     * Which of `keys` were already applied (a ledger row holds them). Input: idempotency keys.
     * Output: the subset found, e.g. to skip the outputs of a generation already refunded.
     */
    async appliedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: creditTransactions.idempotencyKey })
        .from(creditTransactions)
        .where(inArray(creditTransactions.idempotencyKey, [...keys]));
      return new Set(rows.map((r) => r.key));
    },

    /** Current balance in credits (0 when the user has no subscriber row). */
    balance(userId: string): Promise<number> {
      return currentBalance(db, userId);
    },

    /** Ledger rows of a user, newest first. */
    async history(userId: string, limit = 50) {
      return db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.userId, userId))
        .orderBy(desc(creditTransactions.createdAt))
        .limit(limit);
    },
  };
}
