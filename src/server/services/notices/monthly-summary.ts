/**
 * The monthly summary email: on the 1st of
 * each month (UTC), every confirmed user with 'Monthly summary' on gets last month's figures: images
 * made (Studio Photos packshots included), videos made, credits used (net of refunds, Studio Photos
 * included), and the credits left now. Months are calendar months in UTC.
 * The run is idempotent (one sent_notices row per user and month), and a worker that starts within
 * SUMMARY_CATCH_UP_DAYS of the 1st sends what a stopped server missed; later, nothing is sent.
 */
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { creditTransactions, generatedImages, notificationSettings, subscribers, user, videos } from '../../db/schema';
import { translator } from '../../i18n';
import { SPENDING_REASONS } from '../credit-reasons';
import { noticeEmail } from './notice-email';
import { recipientOf, sendOnce, toggleFooter, type NoticeDeps } from './notice-deps';

/** Cron (UTC) of the run: 08:00 on the 1st. */
export const MONTHLY_SUMMARY_CRON = '0 8 1 * *';
/** Days after the 1st during which a run still sends the previous month's summaries. */
export const SUMMARY_CATCH_UP_DAYS = 3;

const PAGE = 200;

/** The calendar month (UTC) before the one containing `now`: its start, end and 'YYYY-MM'. */
export function previousMonth(now: Date): { start: Date; end: Date; key: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return { start, end, key: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}` };
}

export interface MonthFigures {
  /**
   * Images made in the month and still in the library: generations' images and Studio Photos
   * packshots alike (both are `generated_images` rows, kind 'scene' or 'studio'). A packshot is
   * stored in the same transaction that marks its studio batch item succeeded, so this counts each
   * succeeded item once; failed items make no image and are not counted.
   */
  images: number;
  /** Videos that succeeded, by creation time. */
  videos: number;
  /** Credits spent net of refunds (SPENDING_REASONS of ../credit-reasons.ts: generations, videos, Studio Photos), never below 0. */
  creditsUsed: number;
  /** The balance now, in credits. */
  balance: number;
}

export function createMonthlySummaries(deps: NoticeDeps) {
  const { db } = deps;

  /** One user's figures for [start, end) (see MonthFigures for what each counts). */
  async function figures(userId: string, start: Date, end: Date): Promise<MonthFigures> {
    const [[images], [clips], [ledger], [sub]] = await Promise.all([
      db.select({ n: count() }).from(generatedImages).where(and(eq(generatedImages.userId, userId), gte(generatedImages.createdAt, start), lt(generatedImages.createdAt, end))),
      db
        .select({ n: count() })
        .from(videos)
        .where(and(eq(videos.userId, userId), eq(videos.status, 'succeeded'), gte(videos.createdAt, start), lt(videos.createdAt, end))),
      db
        .select({ used: sql<string>`coalesce(-sum(${creditTransactions.amount}), 0)` })
        .from(creditTransactions)
        .where(
          and(
            eq(creditTransactions.userId, userId),
            inArray(creditTransactions.reason, [...SPENDING_REASONS]),
            gte(creditTransactions.createdAt, start),
            lt(creditTransactions.createdAt, end),
          ),
        ),
      db.select({ balance: subscribers.creditsBalance }).from(subscribers).where(eq(subscribers.userId, userId)),
    ]);
    return { images: images?.n ?? 0, videos: clips?.n ?? 0, creditsUsed: Math.max(0, Number(ledger?.used ?? 0)), balance: sub?.balance ?? 0 };
  }

  return {
    figures,

    /**
     * Sends the previous month's summaries when `now` is within SUMMARY_CATCH_UP_DAYS of the 1st
     * (UTC). Output: the month and how many emails went out. A failed send is logged and retried by
     * the next run.
     */
    async run(now = new Date()): Promise<{ month: string | null; sent: number; failed: number }> {
      if (now.getUTCDate() > SUMMARY_CATCH_UP_DAYS) return { month: null, sent: 0, failed: 0 };
      const month = previousMonth(now);
      let sent = 0;
      let failed = 0;
      let after = '';
      for (;;) {
        const rows = await db
          .select({ id: user.id })
          .from(user)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
          .where(
            and(
              gt(user.id, after),
              eq(user.emailVerified, true),
              or(isNull(user.banned), eq(user.banned, false)),
              lt(user.createdAt, month.end),
              or(isNull(notificationSettings.userId), eq(notificationSettings.monthlySummary, true)),
            ),
          )
          .orderBy(asc(user.id))
          .limit(PAGE);
        for (const { id } of rows) {
          try {
            const ok = await sendOnce(deps, id, 'monthly-summary', month.key, async () => {
              const recipient = await recipientOf(db, id);
              if (!recipient?.reachable) return null;
              const f = await figures(id, month.start, month.end);
              const t = translator(recipient.language);
              const monthName = new Intl.DateTimeFormat(recipient.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(month.start);
              const number = (n: number) => new Intl.NumberFormat(recipient.language).format(n);
              return noticeEmail({
                to: recipient.email,
                name: recipient.name,
                language: recipient.language,
                subject: t('notices:monthlySummary.subject', { month: monthName }),
                paragraphs: [t('notices:monthlySummary.intro', { month: monthName })],
                facts: [
                  { label: t('notices:monthlySummary.images'), value: number(f.images) },
                  { label: t('notices:monthlySummary.videos'), value: number(f.videos) },
                  { label: t('notices:monthlySummary.used'), value: number(f.creditsUsed) },
                  { label: t('notices:monthlySummary.balance'), value: number(f.balance) },
                ],
                button: { label: t('notices:monthlySummary.button'), url: `${deps.publicUrl}/create` },
                footer: toggleFooter(deps, recipient, 'monthlySummary'),
              });
            });
            if (ok) sent += 1;
          } catch (error) {
            failed += 1;
            deps.logger.error({ err: error, userId: id, month: month.key }, 'monthly summary not sent');
          }
        }
        if (rows.length < PAGE) break;
        after = rows[rows.length - 1]!.id;
      }
      return { month: month.key, sent, failed };
    },
  };
}

export type MonthlySummaries = ReturnType<typeof createMonthlySummaries>;
