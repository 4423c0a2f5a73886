/**
 * The stats card of the signed-in home (spec section 3 'User stats', section 7 counts):
 * images (generated + source) in total and since the first of the current month (UTC),
 * favorites, the credit balance, credits used and credits received (from the ledger).
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditTransactions, generatedImages, imageFavorites, sourceImages } from '../db/schema';

export interface UserStats {
  totalImages: number;
  imagesThisMonth: number;
  favoritesCount: number;
  /** Credits. */
  creditsBalance: number;
  /** Credits spent net of refunds. */
  creditsUsed: number;
  /** Credits received (grants and adjustments). */
  totalCredits: number;
}

export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService(db: Database, balanceOf: (userId: string) => Promise<number>) {
  return {
    async forUser(userId: string, now = new Date()): Promise<UserStats> {
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const countOf = async (table: typeof generatedImages | typeof sourceImages, since?: Date) => {
        const [row] = await db
          .select({ n: count() })
          .from(table)
          .where(and(eq(table.userId, userId), since ? gte(table.createdAt, since) : undefined));
        return row?.n ?? 0;
      };
      const [generated, sources, generatedMonth, sourcesMonth, [favorites], [ledger], balance] = await Promise.all([
        countOf(generatedImages),
        countOf(sourceImages),
        countOf(generatedImages, monthStart),
        countOf(sourceImages, monthStart),
        db.select({ n: count() }).from(imageFavorites).where(eq(imageFavorites.userId, userId)),
        db
          .select({
            used: sql<string>`coalesce(-sum(${creditTransactions.amount}) filter (where ${creditTransactions.reason} in ('generation_reserve','generation_refund','video_reserve','video_refund')), 0)`,
            received: sql<string>`coalesce(sum(${creditTransactions.amount}) filter (where ${creditTransactions.reason} in ('signup_grant','monthly_grant','admin_adjustment') and ${creditTransactions.amount} > 0), 0)`,
          })
          .from(creditTransactions)
          .where(eq(creditTransactions.userId, userId)),
        balanceOf(userId),
      ]);
      return {
        totalImages: generated + sources,
        imagesThisMonth: generatedMonth + sourcesMonth,
        favoritesCount: favorites?.n ?? 0,
        creditsBalance: balance,
        creditsUsed: Math.max(0, Number(ledger?.used ?? 0)),
        totalCredits: Number(ledger?.received ?? 0),
      };
    },
  };
}
