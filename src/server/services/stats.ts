/**
 * The stats card of the signed-in home (spec section 3 'User stats', section 7 counts):
 * images (generated + source) in total and since the first of the current month in the user's
 * time zone (issue 4),
 * favorites, the credit balance, credits used and credits received (from the ledger).
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditTransactions, generatedImages, imageFavorites, sourceImages } from '../db/schema';
import type { CreditsService } from './credits';

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

/** The stats service; `credits` gives the current balance (the credits service, the balance's only writer). */
export function createStatsService(db: Database, credits: Pick<CreditsService, 'balance'>) {
  return {
    /**
     * Stats of a user. `timeZone` is an IANA name (e.g. 'America/Sao_Paulo'); `now` is injectable
     * for tests. @throws RangeError for an unknown time zone (validate with isTimeZone first).
     */
    async forUser(userId: string, timeZone = 'UTC', now = new Date()): Promise<UserStats> {
      const monthStart = startOfMonth(now, timeZone);
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
        credits.balance(userId),
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

/** True when `value` is an IANA time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant when the month containing `now` began in `timeZone` (local midnight on the 1st).
 * @throws RangeError for an unknown time zone.
 */
export function startOfMonth(now: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  // Local midnight on the 1st = UTC midnight minus the zone's offset at that moment (found by
  // reading the wall clock of a first guess, twice to settle across offset changes).
  let guess = Date.UTC(year, month - 1, 1);
  for (let i = 0; i < 2; i += 1) {
    const wall = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(guess))
        .map((p) => [p.type, p.value]),
    );
    const asUtc = Date.UTC(Number(wall.year), Number(wall.month) - 1, Number(wall.day), Number(wall.hour), Number(wall.minute), Number(wall.second));
    guess += Date.UTC(year, month - 1, 1) - asUtc;
  }
  return new Date(guess);
}
