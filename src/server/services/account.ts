/** Reads of a user's account state for GET /api/v1/me. */
import { eq, sql } from 'drizzle-orm';
import type { Tier } from '../../shared/catalog';
import type { Database } from '../db/client';
import { subscribers, user as userTable } from '../db/schema';
import { entitledTier } from './tiers';

export interface AccountSummary {
  user: { id: string; name: string; email: string; profession: string | null };
  tier: Tier;
  subscribed: boolean;
  /** ISO 8601 or null. */
  subscriptionEnd: string | null;
  /** Whole credits. */
  creditsBalance: number;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(db: Database) {
  // Asked on every page of the app: built and prepared once.
  const summaryQuery = db
    .select({
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      profession: userTable.profession,
      tier: subscribers.subscriptionTier,
      complimentaryTier: subscribers.complimentaryTier,
      trialTier: subscribers.trialTier,
      trialEndsAt: subscribers.trialEndsAt,
      subscribed: subscribers.subscribed,
      subscriptionEnd: subscribers.subscriptionEnd,
      creditsBalance: subscribers.creditsBalance,
    })
    .from(userTable)
    .leftJoin(subscribers, eq(subscribers.userId, userTable.id))
    .where(eq(userTable.id, sql.placeholder('userId')))
    .prepare('account_summary');

  return {
    /**
     * The user with their plan and balance. A user without a subscriber row reads as Free with
     * 0 credits (the same fallback as a failed subscription read). Returns null for an unknown user.
     */
    async summary(userId: string): Promise<AccountSummary | null> {
      const [row] = await summaryQuery.execute({ userId });
      if (!row) return null;
      return {
        user: { id: row.id, name: row.name, email: row.email, profession: row.profession },
        // The tier whose rules apply: paid, else a trial in force, else complimentary, else Free.
        tier: row.tier ? entitledTier({ subscriptionTier: row.tier, subscribed: row.subscribed ?? false, complimentaryTier: row.complimentaryTier, trialTier: row.trialTier, trialEndsAt: row.trialEndsAt }).tier : 'Free',
        subscribed: row.subscribed ?? false,
        subscriptionEnd: row.subscriptionEnd?.toISOString() ?? null,
        creditsBalance: row.creditsBalance ?? 0,
      };
    },
  };
}
