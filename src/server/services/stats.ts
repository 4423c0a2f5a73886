/**
 * The stats card of the signed-in home: images (generated + source) in total and since the first
 * of the current month in the user's time zone, favorites, and the credit figures. The credit
 * figures are the billing display's (one source, so the dashboard and the billing tab agree): the balance, the credits used in the
 * current allowance period and the plan's monthly allowance.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { generatedImages, imageFavorites, sourceImages } from '../db/schema';
import type { BillingSummaryService } from './billing/billing-summary';

export interface UserStats {
  totalImages: number;
  imagesThisMonth: number;
  favoritesCount: number;
  /** Credits (the billing display's `remaining`). */
  creditsBalance: number;
  /** Credits spent net of refunds in the current allowance period (the billing display's `usedThisPeriod`). */
  creditsUsed: number;
  /** The plan's monthly allowance (the billing display's `monthlyAllowance`). */
  totalCredits: number;
}

export type StatsService = ReturnType<typeof createStatsService>;

/** The stats service; `billing` gives the credit figures (the billing display, their one source). */
export function createStatsService(db: Database, billing: Pick<BillingSummaryService, 'summary'>) {
  // One statement for the five counts, built and prepared once (the dashboard asks on every visit):
  // the embedded database runs statements one at a time, so each round trip saved is time other
  // requests do not wait. Unsaved images ('Auto-save images' off, decision 005) are not in the library.
  const userId = sql.placeholder('userId');
  const monthStart = sql.placeholder('monthStart');
  const countsQuery = db
    .select({
      generated: sql<number>`(select count(*)::int from ${generatedImages} where ${generatedImages.userId} = ${userId} and ${generatedImages.saved})`,
      generatedMonth: sql<number>`(select count(*)::int from ${generatedImages} where ${generatedImages.userId} = ${userId} and ${generatedImages.saved} and ${generatedImages.createdAt} >= ${monthStart})`,
      sources: sql<number>`(select count(*)::int from ${sourceImages} where ${sourceImages.userId} = ${userId})`,
      sourcesMonth: sql<number>`(select count(*)::int from ${sourceImages} where ${sourceImages.userId} = ${userId} and ${sourceImages.createdAt} >= ${monthStart})`,
      favorites: sql<number>`(select count(*)::int from ${imageFavorites} where ${imageFavorites.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('user_stats_counts');

  return {
    /**
     * Stats of a user. `timeZone` is an IANA name (e.g. 'America/Sao_Paulo'); `now` is injectable
     * for tests. @throws RangeError for an unknown time zone (validate with isTimeZone first).
     */
    async forUser(userId: string, timeZone = 'UTC', now = new Date()): Promise<UserStats> {
      const [counts, summary] = await Promise.all([
        countsQuery.execute({ userId, monthStart: startOfMonth(now, timeZone).toISOString() }),
        billing.summary(userId, now),
      ]);
      const { generated = 0, generatedMonth = 0, sources = 0, sourcesMonth = 0, favorites = 0 } = counts[0] ?? {};
      return {
        totalImages: generated + sources,
        imagesThisMonth: generatedMonth + sourcesMonth,
        favoritesCount: favorites,
        creditsBalance: summary.remaining,
        creditsUsed: summary.usedThisPeriod,
        totalCredits: summary.monthlyAllowance,
      };
    },
  };
}

/**
 * Date formats per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one. Bounded by the runtime's list of zones (about 600).
 */
const monthFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', hourCycle: 'h23' });
    monthFormats.set(timeZone, format);
  }
  return format;
}

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** True when `value` is an IANA time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    monthFormat(value);
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
    monthFormat(timeZone)
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
      wallFormat(timeZone)
        .formatToParts(new Date(guess))
        .map((p) => [p.type, p.value]),
    );
    const asUtc = Date.UTC(Number(wall.year), Number(wall.month) - 1, Number(wall.day), Number(wall.hour), Number(wall.minute), Number(wall.second));
    guess += Date.UTC(year, month - 1, 1) - asUtc;
  }
  return new Date(guess);
}
