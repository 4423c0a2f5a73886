/**
 * Account deletion: a request sends a confirmation email, and only the emailed link deletes
 * (docs/decisions/007-account-data.md).
 *
 * 1. `request`: emails a signed confirmation link (purpose 'account-deletion', 24 hours) to the
 *    account's address; nothing changes yet.
 * 2. `confirm`: the link's page posts the token; the account is locked at once (better-auth's
 *    `banned` flag: no new sign-in, by password or by Google/GitHub), every session is revoked, and
 *    the 'account-deletion' job is queued.
 * 3. `run` (the job; safe to re-run): cancels a live paid subscription at the payment provider
 *    (through the payments interface: nothing more is charged; if the provider cannot be reached the
 *    job retries and the account stays locked rather than deleted while still billed), deletes every
 *    stored file under users/<id>/ and every file a row names, then in one transaction keeps an
 *    anonymous billing record (the provider's customer and subscription references, plans and dates:
 *    what bookkeeping law requires, no name or email), anonymises the rows billing law keeps
 *    (user-tables.ts), deletes every other row of every user table and the user, and finally emails
 *    the old address that the account is gone.
 */
import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DELETION_LINK_HOURS } from '../../../shared/contracts/account-data';
import type { Database } from '../../db/client';
import { creditTransactions, rateLimits, retainedBillingRecords, session, subscribers, user, verification } from '../../db/schema';
import { translator } from '../../i18n';
import type { JobEnqueuer } from '../../jobs/job-payloads';
import type { Logger } from '../../logger';
import type { Mailer } from '../../providers/mail';
import { PaymentProviderError, type PaymentsProvider } from '../../providers/payments/payments-provider';
import type { Storage } from '../../providers/storage';
import { ENDED_STATUSES } from '../billing/billing-common';
import { DomainError } from '../domain-error';
import { noticeEmail } from '../notices/notice-email';
import { recipientOf } from '../notices/notice-deps';
import { createSignedToken, verifySignedToken } from '../signed-tokens';
import { userTables } from './user-tables';

/** Why a locked account is locked (better-auth's ban reason). */
export const DELETION_BAN_REASON = 'account deletion confirmed';
/** Years a retained billing record is kept (the longest bookkeeping period of the supported countries). */
export const BILLING_RETENTION_YEARS = 10;

export interface DeletionDeps {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  jobs: JobEnqueuer;
  /** Null when payments are off. */
  payments: PaymentsProvider | null;
  logger: Logger;
  secret: string;
  publicUrl: string;
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

/** The column that says whose row it is: `user_id`, else the table's first user column (`user.id` for the user table). */
function ownerColumn(columns: PgColumn[]): PgColumn {
  return columns.find((c) => c.name === 'user_id') ?? columns[0]!;
}

export function createAccountDeletion(deps: DeletionDeps) {
  const { db, storage, logger } = deps;

  /** Every storage key a row of the user names (any `*_key` column holding a users/ key), with thumbnails. */
  async function storedKeys(userId: string): Promise<string[]> {
    const keys = new Set<string>();
    for (const table of userTables()) {
      const columns = Object.values(getTableColumns(table.table)).filter((c) => c.name.endsWith('_key'));
      if (columns.length === 0) continue;
      const owner = ownerColumn(table.userColumns);
      const rows = (await db.select().from(table.table).where(eq(owner, userId))) as Record<string, unknown>[];
      const jsKeys = Object.entries(getTableColumns(table.table)).filter(([, c]) => columns.includes(c)).map(([k]) => k);
      for (const row of rows) {
        for (const k of jsKeys) {
          const value = row[k];
          if (typeof value === 'string' && value.startsWith('users/')) {
            keys.add(value);
            keys.add(`${value}.thumb.webp`);
          }
        }
      }
    }
    return [...keys];
  }

  return {
    /** Emails the confirmation link to the account's address. Output: that address. @throws DomainError 'unauthorized'. */
    async request(userId: string): Promise<{ email: string }> {
      const recipient = await recipientOf(db, userId);
      if (!recipient) throw new DomainError('unauthorized');
      const token = createSignedToken(deps.secret, { purpose: 'account-deletion', subject: userId, ttlSeconds: DELETION_LINK_HOURS * 3600 });
      const t = translator(recipient.language);
      await deps.mailer.send(
        noticeEmail({
          to: recipient.email,
          name: recipient.name,
          language: recipient.language,
          subject: t('notices:deletion.confirmSubject'),
          paragraphs: [t('notices:deletion.confirmBody'), t('notices:deletion.confirmValid')],
          button: { label: t('notices:deletion.confirmButton'), url: `${deps.publicUrl}/account/delete?token=${encodeURIComponent(token)}` },
          notes: [t('notices:deletion.confirmIgnore')],
        }),
      );
      logger.info({ userId }, 'account deletion confirmation sent');
      return { email: recipient.email };
    },

    /**
     * Confirms with the emailed token: locks the account, revokes its sessions, queues the deletion.
     * Output: 'deleting', or 'deleted' when the account is already gone.
     * @throws DomainError 'invalid_link' for a bad or expired token; the queue's error when the job
     *   cannot be queued (the account stays locked; confirming again retries).
     */
    async confirm(token: string, now = new Date()): Promise<'deleting' | 'deleted'> {
      const claims = verifySignedToken(deps.secret, token, 'account-deletion', now);
      if (!claims) throw new DomainError('invalid_link');
      const userId = claims.subject;
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!row) return 'deleted';
      await db.transaction(async (tx) => {
        await tx.update(user).set({ banned: true, banReason: DELETION_BAN_REASON, banExpires: null, updatedAt: new Date() }).where(eq(user.id, userId));
        await tx.delete(session).where(eq(session.userId, userId));
      });
      await deps.jobs.enqueue('account-deletion', { userId });
      logger.info({ userId }, 'account deletion confirmed');
      return 'deleting';
    },

    /**
     * Deletes the account (job 'account-deletion'). Output: 'deleted', or 'gone' when there was
     * nothing left. @throws when the subscription cannot be cancelled (the job retries).
     */
    async run(userId: string, now = new Date()): Promise<'deleted' | 'gone'> {
      const [account] = await db.select().from(user).where(eq(user.id, userId));
      if (!account) return 'gone';
      const recipient = await recipientOf(db, userId);
      const [sub] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));

      // 1. No further charge.
      if (sub?.stripeSubscriptionId && sub.subscriptionStatus !== 'none' && !ENDED_STATUSES.includes(sub.subscriptionStatus)) {
        if (!deps.payments) throw new Error(`account ${userId} has a live subscription but payments are not configured: it cannot be cancelled`);
        try {
          await deps.payments.cancelSubscription(sub.stripeSubscriptionId);
          logger.info({ userId, subscriptionId: sub.stripeSubscriptionId }, 'subscription cancelled for account deletion');
        } catch (error) {
          if (!(error instanceof PaymentProviderError && error.notFound)) throw error;
        }
      }

      // 2. Every stored file.
      for (const key of await storedKeys(userId)) await storage.delete(key);
      await storage.deletePrefix(`users/${userId}/`);

      // 3. Every row, in one transaction.
      const grants = await db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.userId, userId), inArray(creditTransactions.reason, ['monthly_grant', 'upgrade_grant'])));
      await db.transaction(async (tx) => {
        if (sub?.stripeCustomerId) {
          await tx.insert(retainedBillingRecords).values({
            provider: deps.payments?.mode ?? 'unknown',
            customerRef: sub.stripeCustomerId,
            subscriptionRef: sub.stripeSubscriptionId,
            lastTier: sub.subscriptionTier,
            lastStatus: sub.subscriptionStatus,
            grants: grants.map((g) => ({ at: g.createdAt.toISOString(), reason: g.reason, amount: g.amount, reference: g.reference })),
            accountCreatedAt: account.createdAt,
            deletedAt: now,
            retainUntil: new Date(Date.UTC(now.getUTCFullYear() + BILLING_RETENTION_YEARS, now.getUTCMonth(), now.getUTCDate())),
          });
        }
        for (const table of userTables()) {
          if (table.name === 'user') continue;
          const owner = ownerColumn(table.userColumns);
          const anonymise = table.policy?.deletion.kind === 'anonymise';
          // Other references to the user (e.g. the admin who hid a gallery image) are cleared.
          for (const column of table.userColumns) {
            if (column === owner && !anonymise) continue;
            if (column.notNull) await tx.delete(table.table).where(eq(column, userId));
            else await tx.update(table.table).set({ [Object.entries(getTableColumns(table.table)).find(([, c]) => c === column)![0]]: null }).where(eq(column, userId));
          }
          if (!anonymise) await tx.delete(table.table).where(eq(owner, userId));
        }
        // better-auth's pending tokens (reset, email change) and the user's rate-limit counters.
        await tx.delete(verification).where(or(eq(verification.value, userId), sql`position(${account.email} in ${verification.identifier}) > 0`));
        await tx.delete(rateLimits).where(sql`position(${userId} in ${rateLimits.key}) > 0`);
        await tx.delete(user).where(eq(user.id, userId));
      });
      logger.info({ userId }, 'account deleted');

      // 4. The last email to the old address.
      if (recipient) {
        const t = translator(recipient.language);
        await deps.mailer
          .send(
            noticeEmail({
              to: recipient.email,
              name: recipient.name,
              language: recipient.language,
              subject: t('notices:deletion.doneSubject'),
              paragraphs: [t('notices:deletion.doneBody'), t('notices:deletion.doneKept')],
            }),
          )
          .catch((error: unknown) => logger.error({ err: error, userId }, 'account deleted, but the last email failed'));
      }
      return 'deleted';
    },
  };
}
