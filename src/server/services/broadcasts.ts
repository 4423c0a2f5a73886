/**
 * Marketing broadcasts (docs/product.md, 'Marketing emails'): an admin writes an email for one
 * consent category in one or more languages, previews it, sends a test to themselves, then sends.
 *
 * - Audience: confirmed, not banned users who opted in to the category (a consent toggle, off by
 *   default), whose language was written, and whose address the mail provider has not reported as
 *   bouncing or complaining (`email_suppressions`, ./mail-events.ts). Each gets the version in
 *   their language.
 * - `start` (needs a test sent after the last edit: 'broadcast_untested') writes one delivery row
 *   per recipient in one statement, then queues the 'broadcast-send' job.
 * - `run` (the job) sends in slices of SLICE_SECONDS at most `ratePerSecond` emails a second, then
 *   queues itself again. A row is claimed ('sending') before its email goes out and marked after;
 *   consent and suppression are checked again at that moment. A row a crash left 'sending' is
 *   marked failed ('interrupted') and never sent again, so a restart sends no one a duplicate.
 * - Every email carries the category's one-click unsubscribe (RFC 8058 List-Unsubscribe and
 *   List-Unsubscribe-Post headers), the unsubscribe page and the notification settings link
 *   (./notices/notice-deps.ts `toggleFooter`).
 */
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages';
import type { Broadcast, BroadcastCategory, BroadcastContent, BroadcastLocale } from '../../shared/contracts/broadcasts';
import type { Database, Tx } from '../db/client';
import { broadcastDeliveries, broadcasts, emailSuppressions, notificationSettings, user as userTable, userPreferences } from '../db/schema';
import type { JobEnqueuer } from '../jobs/job-payloads';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from '../providers/mail';
import { recordAudit, type AdminActor } from './admin/audit-log';
import { DomainError } from './domain-error';
import { noticeEmail } from './notices/notice-email';
import { toggleFooter } from './notices/notice-deps';

/** How long one run of the job sends before it queues itself again, in seconds. */
export const SLICE_SECONDS = 60;
/** A row claimed longer ago than this (seconds) was left by a crash: failed, never resent. */
const CLAIM_LEASE_SECONDS = 120;
/** Longest mailer error kept on a row, in characters. */
const ERROR_MAX = 300;

type BroadcastRow = typeof broadcasts.$inferSelect;

export interface BroadcastsDeps {
  db: Database;
  mailer: Mailer;
  jobs: JobEnqueuer;
  logger: Logger;
  /** Signs the unsubscribe links. */
  secret: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** BROADCAST_RATE_PER_SECOND: emails a second at most. */
  ratePerSecond: number;
  /** Waits `ms` (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

/** The body's paragraphs: blocks separated by blank lines, single line breaks kept inside one. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Builds the email of one language for one recipient. */
export function broadcastEmail(
  deps: Pick<BroadcastsDeps, 'secret' | 'publicUrl'>,
  input: { category: BroadcastCategory; locale: BroadcastLocale; language: Language; to: { id: string; email: string; name: string }; subjectPrefix?: string },
): MailMessage {
  return noticeEmail({
    to: input.to.email,
    name: input.to.name,
    language: input.language,
    subject: `${input.subjectPrefix ?? ''}${input.locale.subject}`,
    paragraphs: paragraphsOf(input.locale.body),
    ...(input.locale.button ? { button: { label: input.locale.button.label, url: input.locale.button.url } } : {}),
    footer: toggleFooter(deps, { id: input.to.id, language: input.language }, input.category),
  });
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;

export function createBroadcastsService(deps: BroadcastsDeps) {
  const { db, mailer, logger } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** The user's language as stored, else the default (a constant written inline, so GROUP BY matches the select). */
  const languageSql = sql<string>`coalesce(${userPreferences.language}, ${sql.raw(`'${DEFAULT_LANGUAGE}'`)})`;

  /** Opted in to `category`, confirmed, not banned, not suppressed (and, with `languages`, written for). */
  function audienceWhere(category: BroadcastCategory, options: { suppressed: boolean }) {
    return and(
      eq(notificationSettings[category], true),
      eq(userTable.emailVerified, true),
      sql`coalesce(${userTable.banned}, false) = false`,
      options.suppressed
        ? sql`exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = lower(trim(${userTable.email})))`
        : sql`not exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = lower(trim(${userTable.email})))`,
    );
  }

  /**
   * Who a broadcast reaches now, in one query grouped by language and suppression: opted in,
   * confirmed and not banned, by the language they get (written ones only), how many are in a
   * language that was not written, and how many addresses are suppressed (bounced or complained).
   */
  async function audience(executor: Database | Tx, row: Pick<BroadcastRow, 'category' | 'content'>) {
    const written = Object.keys(row.content) as Language[];
    const suppressedSql = sql<boolean>`(${emailSuppressions.email} is not null)`;
    const rows = await executor
      .select({ language: languageSql, suppressed: suppressedSql, n: sql<number>`count(*)::int` })
      .from(notificationSettings)
      .innerJoin(userTable, eq(userTable.id, notificationSettings.userId))
      .leftJoin(userPreferences, eq(userPreferences.userId, userTable.id))
      .leftJoin(emailSuppressions, eq(emailSuppressions.email, sql`lower(trim(${userTable.email}))`))
      .where(and(eq(notificationSettings[row.category], true), eq(userTable.emailVerified, true), sql`coalesce(${userTable.banned}, false) = false`))
      .groupBy(languageSql, suppressedSql);
    let suppressed = 0;
    const byLanguageRows: { language: string; n: number }[] = [];
    for (const r of rows) {
      if (r.suppressed) suppressed += Number(r.n);
      else byLanguageRows.push(r);
    }
    const byLanguage: Partial<Record<Language, number>> = {};
    let total = 0;
    let withoutLanguage = 0;
    for (const r of byLanguageRows) {
      const language = LANGUAGES.find((l) => l === r.language);
      if (language && written.includes(language)) {
        byLanguage[language] = Number(r.n);
        total += Number(r.n);
      } else withoutLanguage += Number(r.n);
    }
    return { total, byLanguage, withoutLanguage, suppressed };
  }

  async function progressOf(row: BroadcastRow): Promise<Broadcast['progress']> {
    if (row.status === 'draft') return null;
    const counts = await db
      .select({ status: broadcastDeliveries.status, n: sql<number>`count(*)::int` })
      .from(broadcastDeliveries)
      .where(eq(broadcastDeliveries.broadcastId, row.id))
      .groupBy(broadcastDeliveries.status);
    const of = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    return { recipients: row.recipients ?? 0, pending: of('pending') + of('sending'), sent: of('sent'), failed: of('failed'), skipped: of('skipped') };
  }

  async function view(row: BroadcastRow): Promise<Broadcast> {
    return {
      id: row.id,
      category: row.category,
      content: row.content,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      testedAt: row.testedAt && row.testedAt >= row.updatedAt ? row.testedAt.toISOString() : null,
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      progress: await progressOf(row),
    };
  }

  async function rowOf(id: string): Promise<BroadcastRow> {
    const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  async function adminOf(actor: AdminActor): Promise<{ id: string; email: string; name: string }> {
    const [row] = await db.select({ id: userTable.id, email: userTable.email, name: userTable.name }).from(userTable).where(eq(userTable.id, actor.id));
    if (!row) throw new DomainError('unauthorized');
    return row;
  }

  /** Sends one claimed delivery; returns its final status. Never throws for a mailer failure. */
  async function deliver(row: BroadcastRow, delivery: { id: string; userId: string; language: Language }, recipient: { email: string; name: string; optedIn: boolean | null; banned: boolean | null; suppressed: boolean } | undefined, now: Date) {
    const locale = row.content[delivery.language];
    const skip = !recipient ? 'account deleted' : !recipient.optedIn ? 'unsubscribed' : recipient.banned ? 'banned' : recipient.suppressed ? 'suppressed' : !locale ? 'language removed' : null;
    if (skip || !recipient || !locale) {
      await db.update(broadcastDeliveries).set({ status: 'skipped', error: skip }).where(eq(broadcastDeliveries.id, delivery.id));
      return 'skipped' as const;
    }
    try {
      await mailer.send(broadcastEmail(deps, { category: row.category, locale, language: delivery.language, to: { id: delivery.userId, email: recipient.email, name: recipient.name } }));
      await db.update(broadcastDeliveries).set({ status: 'sent', sentAt: now }).where(eq(broadcastDeliveries.id, delivery.id));
      return 'sent' as const;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      await db.update(broadcastDeliveries).set({ status: 'failed', error: message }).where(eq(broadcastDeliveries.id, delivery.id));
      logger.warn({ err: error, broadcastId: row.id, deliveryId: delivery.id }, 'broadcast email failed');
      return 'failed' as const;
    }
  }

  return {
    /** The newest 50 broadcasts. */
    async list(): Promise<Broadcast[]> {
      const rows = await db.select().from(broadcasts).orderBy(desc(broadcasts.createdAt)).limit(50);
      return Promise.all(rows.map(view));
    },

    /** One broadcast with who it reaches now. @throws DomainError 'not_found' */
    async get(id: string) {
      const row = await rowOf(id);
      return { broadcast: await view(row), audience: await audience(db, row) };
    },

    /** A new draft. */
    async create(actor: AdminActor, input: { category: BroadcastCategory; content: BroadcastContent }, now = new Date()): Promise<Broadcast> {
      const [row] = await db.insert(broadcasts).values({ category: input.category, content: input.content, createdBy: actor.id, createdAt: now, updatedAt: now }).returning();
      return view(row!);
    },

    /** Edits a draft (the test must be sent again). @throws DomainError 'not_found', 'broadcast_not_draft' */
    async update(id: string, input: { category: BroadcastCategory; content: BroadcastContent }, now = new Date()): Promise<Broadcast> {
      const [row] = await db
        .update(broadcasts)
        .set({ category: input.category, content: input.content, updatedAt: now, testedAt: null })
        .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'draft')))
        .returning();
      if (!row) {
        await rowOf(id);
        throw new DomainError('broadcast_not_draft');
      }
      return view(row);
    },

    /**
     * The email of `language` as a recipient gets it (the admin stands in as the recipient: the
     * unsubscribe links are theirs). @throws DomainError 'not_found', 'broadcast_language_missing'
     */
    async preview(actor: AdminActor, id: string, language: Language) {
      const row = await rowOf(id);
      const locale = row.content[language];
      if (!locale) throw new DomainError('broadcast_language_missing');
      const message = broadcastEmail(deps, { category: row.category, locale, language, to: await adminOf(actor) });
      return { language, subject: message.subject, html: message.html ?? '', text: message.text, headers: message.headers ?? {} };
    },

    /**
     * Sends every written language to the admin, subjects marked '[Test · XX]'; records the test
     * for the current content. @throws DomainError 'not_found', 'broadcast_not_draft'
     */
    async sendTest(actor: AdminActor, id: string, now = new Date()): Promise<Broadcast> {
      const row = await rowOf(id);
      if (row.status !== 'draft') throw new DomainError('broadcast_not_draft');
      const to = await adminOf(actor);
      for (const [language, locale] of Object.entries(row.content) as [Language, BroadcastLocale][]) {
        await mailer.send(broadcastEmail(deps, { category: row.category, locale, language, to, subjectPrefix: `[Test · ${language.toUpperCase()}] ` }));
      }
      // Only when nobody edited it meanwhile: the test is of this content.
      const [updated] = await db.update(broadcasts).set({ testedAt: now }).where(and(eq(broadcasts.id, id), eq(broadcasts.updatedAt, row.updatedAt))).returning();
      return view(updated ?? (await rowOf(id)));
    },

    /**
     * Starts sending a tested draft: one delivery row per recipient, then the job (audited).
     * @returns the broadcast, 'sending'. @throws DomainError 'not_found', 'broadcast_not_draft',
     *   'broadcast_untested', 'broadcast_no_recipients'
     */
    async start(actor: AdminActor, id: string, now = new Date()): Promise<Broadcast> {
      const started = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for('update');
        if (!row) throw new DomainError('not_found');
        if (row.status !== 'draft') throw new DomainError('broadcast_not_draft');
        if (!row.testedAt || row.testedAt < row.updatedAt) throw new DomainError('broadcast_untested');
        const written = Object.keys(row.content);
        await tx.execute(sql`
          insert into ${broadcastDeliveries} (broadcast_id, user_id, language)
          select ${row.id}, ${userTable.id}, ${languageSql}
          from ${notificationSettings}
          join ${userTable} on ${userTable.id} = ${notificationSettings.userId}
          left join ${userPreferences} on ${userPreferences.userId} = ${userTable.id}
          where ${audienceWhere(row.category, { suppressed: false })}
            and ${languageSql} in (${sql.join(written.map((l) => sql`${l}`), sql`, `)})
          on conflict do nothing`);
        const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(broadcastDeliveries).where(eq(broadcastDeliveries.broadcastId, row.id));
        const recipients = Number(count?.n ?? 0);
        if (recipients === 0) throw new DomainError('broadcast_no_recipients');
        const [updated] = await tx.update(broadcasts).set({ status: 'sending', startedAt: now, startedBy: actor.id, recipients }).where(eq(broadcasts.id, row.id)).returning();
        await recordAudit(tx, actor, {
          action: 'broadcast.send',
          targetType: 'broadcast',
          targetId: row.id,
          before: { status: 'draft' },
          after: { status: 'sending', category: row.category, languages: written, recipients },
        });
        return updated!;
      });
      await deps.jobs.enqueue('broadcast-send', { broadcastId: started.id });
      logger.info({ broadcastId: started.id, recipients: started.recipients }, 'broadcast started');
      return view(started);
    },

    /** Stops a broadcast being sent: what was not sent yet is skipped (audited). @throws DomainError 'not_found', 'broadcast_not_sending' */
    async cancel(actor: AdminActor, id: string, now = new Date()): Promise<Broadcast> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(broadcasts).set({ status: 'cancelled', finishedAt: now }).where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'sending'))).returning();
        if (!updated) {
          const [exists] = await tx.select({ id: broadcasts.id }).from(broadcasts).where(eq(broadcasts.id, id));
          throw new DomainError(exists ? 'broadcast_not_sending' : 'not_found');
        }
        await tx.update(broadcastDeliveries).set({ status: 'skipped', error: 'cancelled' }).where(and(eq(broadcastDeliveries.broadcastId, id), eq(broadcastDeliveries.status, 'pending')));
        await recordAudit(tx, actor, { action: 'broadcast.cancel', targetType: 'broadcast', targetId: id, before: { status: 'sending' }, after: { status: 'cancelled' } });
        return updated;
      });
      return view(row);
    },

    /**
     * One run of the 'broadcast-send' job (see the module's docstring): sends for up to
     * `sliceSeconds`, then queues itself again while rows are pending, or marks the broadcast sent.
     * @returns what this run did.
     */
    async run(broadcastId: string, sliceSeconds = SLICE_SECONDS): Promise<{ sent: number; failed: number; skipped: number; interrupted: number; done: boolean }> {
      const result = { sent: 0, failed: 0, skipped: 0, interrupted: 0, done: false };
      const startedAt = Date.now();
      const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, broadcastId));
      if (!row || row.status !== 'sending') return { ...result, done: true };
      const stale = await db
        .update(broadcastDeliveries)
        .set({ status: 'failed', error: 'interrupted' })
        .where(and(eq(broadcastDeliveries.broadcastId, broadcastId), eq(broadcastDeliveries.status, 'sending'), lt(broadcastDeliveries.claimedAt, new Date(Date.now() - CLAIM_LEASE_SECONDS * 1000))))
        .returning({ id: broadcastDeliveries.id });
      result.interrupted = stale.length;
      if (stale.length > 0) logger.warn({ broadcastId, rows: stale.length }, 'broadcast: rows left sending by an interrupted run marked failed, not sent again');

      const rate = Math.max(1, deps.ratePerSecond);
      sending: while (Date.now() - startedAt < sliceSeconds * 1000) {
        const [current] = await db.select({ status: broadcasts.status }).from(broadcasts).where(eq(broadcasts.id, broadcastId));
        if (current?.status !== 'sending') return { ...result, done: true };
        const secondStart = Date.now();
        for (let i = 0; i < rate; i += 1) {
          // One row at a time, claimed just before its email: a crash leaves at most one row 'sending'.
          const now = new Date();
          const claimed = await db.execute(sql`
            update ${broadcastDeliveries} set status = 'sending', claimed_at = ${now.toISOString()}::timestamptz
            where id = (
              select id from ${broadcastDeliveries}
              where broadcast_id = ${broadcastId} and status = 'pending'
              order by id limit 1 for update skip locked)
            returning id, user_id, language`);
          const next = (claimed as unknown as { rows: { id: string; user_id: string; language: Language }[] }).rows[0];
          if (!next) break sending;
          const [recipient] = await db
            .select({
              email: userTable.email,
              name: userTable.name,
              banned: userTable.banned,
              optedIn: notificationSettings[row.category],
              suppressed: sql<boolean>`exists (select 1 from ${emailSuppressions} where ${emailSuppressions.email} = lower(trim(${userTable.email})))`,
            })
            .from(userTable)
            .leftJoin(notificationSettings, eq(notificationSettings.userId, userTable.id))
            .where(eq(userTable.id, next.user_id));
          const outcome = await deliver(row, { id: next.id, userId: next.user_id, language: next.language }, recipient, now);
          result[outcome] += 1;
        }
        // At most `rate` emails a second.
        const spent = Date.now() - secondStart;
        if (spent < 1000) await sleep(1000 - spent);
      }

      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(broadcastDeliveries)
        .where(and(eq(broadcastDeliveries.broadcastId, broadcastId), inArray(broadcastDeliveries.status, ['pending', 'sending'])));
      if (Number(left?.n ?? 0) === 0) {
        await db.update(broadcasts).set({ status: 'sent', finishedAt: new Date() }).where(and(eq(broadcasts.id, broadcastId), eq(broadcasts.status, 'sending')));
        logger.info({ broadcastId }, 'broadcast sent');
        return { ...result, done: true };
      }
      await deps.jobs.enqueue('broadcast-send', { broadcastId });
      return result;
    },
  };
}
