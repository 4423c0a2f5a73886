/**
 * The money-back guarantee (docs/product.md, 'Money-back guarantee'): a new subscriber may ask for
 * the first payment back within MONEY_BACK_DAYS (src/shared/plans.ts) of it; an admin decides.
 *
 * - The first payment is the user's earliest paid invoice with an amount above zero, as recorded by
 *   the payment webhook (billing_events, 'invoice.paid'); its event time is when it was paid. A
 *   free trial is no payment. The window is [paid, paid + MONEY_BACK_DAYS days].
 * - `request`: refused on the server with 'refund_unavailable' (never paid), 'refund_window_closed'
 *   (the window has passed) or 'refund_requested' (one is pending or was approved: one refund per
 *   account). The support inbox is emailed, the user gets an acknowledgement, and the request is
 *   written to the audit log with the user as actor.
 * - `approve` (an admin): refunds the payment through the payment provider (Stripe, or the test
 *   mode), ends the subscription at once, mirrors that on the account without waiting for the
 *   provider's event, and takes back through the ledger (reason 'money_back') the unspent credits of
 *   the refunded subscription's allowance: the allowance granted less the credits spent since it was
 *   granted (reservations less refunds), never more than the balance. Credits already spent are not
 *   charged back. Each outside call carries an idempotency key derived from the request, so an
 *   approval interrupted half-way is approved again safely. Audited, and the user is emailed.
 * - `decline` (an admin): audited, and the user is emailed; they may ask again inside the window.
 */
import { and, asc, desc, eq, gte, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { MONEY_BACK_DAYS } from '../../shared/plans';
import { ADMIN_REFUNDS_LIMIT, type AdminRefundRequest, type MoneyBackStatus, type RefundRequestView } from '../../shared/contracts/money-back';
import type { Database, Tx } from '../db/client';
import { billingEvents, creditTransactions, refundRequests, subscribers, user as userTable } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../providers/mail';
import { PaymentProviderError, type PaymentsProvider } from '../providers/payments/payments-provider';
import { recordAudit, type AdminActor } from './admin/audit-log';
import type { BillingService } from './billing';
import { SPENDING_REASONS } from './credit-reasons';
import type { CreditsService } from './credits';
import { DomainError } from './domain-error';
import { moneyBackEmail, moneyBackSupportEmail } from './money-back-emails';
import { recipientOf } from './notices/notice-deps';

const DAY_MS = 86_400_000;
/** An approval that has not finished after this long (a crash) may be taken up again. */
const APPROVAL_LEASE_MS = 5 * 60_000;

type RequestRow = typeof refundRequests.$inferSelect;

export interface MoneyBackDeps {
  db: Database;
  credits: CreditsService;
  /** Null when payments are off: nothing was paid, nothing can be refunded. */
  payments: PaymentsProvider | null;
  billing: Pick<BillingService, 'resync'>;
  mailer: Mailer;
  logger: Logger;
  /** PUBLIC_URL without a trailing slash (links in the emails). */
  publicUrl: string;
  /** Where new requests are announced (SUPPORT_EMAIL...); null: nowhere (admins see them in the console). */
  supportAddress: string | null;
}

/** The first payment the guarantee covers. */
interface FirstPayment {
  invoiceId: string | null;
  subscriptionId: string | null;
  tier: RequestRow['tier'];
  amountMinor: number;
  currency: string;
  paidAt: Date;
}

function viewOf(row: RequestRow): RefundRequestView {
  return {
    id: row.id,
    status: row.status,
    tier: row.tier,
    amountMinor: row.amountMinor,
    currency: row.currency,
    paidAt: row.paidAt.toISOString(),
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    creditsTakenBack: row.creditsTakenBack,
  };
}

const deadlineOf = (paidAt: Date) => new Date(paidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);

export type MoneyBackService = ReturnType<typeof createMoneyBackService>;

export function createMoneyBackService(deps: MoneyBackDeps) {
  const { db, credits, mailer, logger } = deps;

  async function firstPayment(executor: Database | Tx, userId: string): Promise<FirstPayment | null> {
    const [row] = await executor
      .select({
        invoiceId: billingEvents.invoiceId,
        subscriptionId: billingEvents.subscriptionId,
        tier: billingEvents.tier,
        amountMinor: billingEvents.amountMinor,
        currency: billingEvents.currency,
        paidAt: billingEvents.eventCreatedAt,
      })
      .from(billingEvents)
      .where(and(eq(billingEvents.userId, userId), eq(billingEvents.type, 'invoice.paid'), sql`${billingEvents.amountMinor} > 0`))
      .orderBy(asc(billingEvents.eventCreatedAt))
      .limit(1);
    if (!row || !row.tier || row.amountMinor === null || !row.currency) return null;
    return { ...row, tier: row.tier, amountMinor: row.amountMinor, currency: row.currency };
  }

  async function latestRequest(executor: Database | Tx, userId: string): Promise<RequestRow | undefined> {
    const [row] = await executor.select().from(refundRequests).where(eq(refundRequests.userId, userId)).orderBy(desc(refundRequests.requestedAt)).limit(1);
    return row;
  }

  /** What stops `userId` from asking at `now`, or null. */
  function blockerOf(payment: FirstPayment | null, latest: RequestRow | undefined, now: Date): MoneyBackStatus['blocker'] {
    if (latest && latest.status !== 'declined') return 'requested';
    if (!payment || !payment.invoiceId || !payment.subscriptionId) return 'no_payment';
    if (now.getTime() > deadlineOf(payment.paidAt).getTime()) return 'window_closed';
    return null;
  }

  /** Emails the user (in their language) about their request; a failure is logged, never thrown. */
  async function tellUser(row: RequestRow, kind: 'received' | 'approved' | 'declined') {
    try {
      const recipient = await recipientOf(db, row.userId);
      if (!recipient) return;
      await mailer.send(moneyBackEmail(kind, { to: recipient.email, name: recipient.name, language: recipient.language, request: row, publicUrl: deps.publicUrl }));
    } catch (error) {
      logger.warn({ err: error, requestId: row.id, kind }, 'money-back email failed');
    }
  }

  /** Takes back the unspent allowance of the refunded subscription inside `tx`. @returns credits taken back. */
  async function takeBackAllowance(tx: Tx, row: RequestRow): Promise<number> {
    const [sub] = await tx.select({ balance: subscribers.creditsBalance }).from(subscribers).where(eq(subscribers.userId, row.userId)).for('update');
    if (!sub) return 0;
    const [granted] = await tx
      .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int`, since: sql<Date | null>`min(${creditTransactions.createdAt})` })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, row.userId),
          inArray(creditTransactions.reason, ['monthly_grant', 'upgrade_grant']),
          // Allowance grants name their window '<subscription id>:<window start>' (allowance-grants.ts).
          like(creditTransactions.reference, `${row.subscriptionId.replace(/[\\%_]/g, '\\$&')}:%`),
        ),
      );
    const allowance = Number(granted?.total ?? 0);
    if (allowance <= 0 || !granted?.since) return 0;
    const since = new Date(granted.since);
    const [spent] = await tx
      .select({ total: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::int` })
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, row.userId), inArray(creditTransactions.reason, [...SPENDING_REASONS]), gte(creditTransactions.createdAt, since)));
    const used = Math.max(0, -Number(spent?.total ?? 0));
    const takeBack = Math.min(sub.balance, Math.max(0, allowance - used));
    if (takeBack > 0) {
      await credits.apply({ userId: row.userId, amount: -takeBack, reason: 'money_back', reference: row.id, idempotencyKey: `money_back:${row.id}` }, tx);
    }
    return takeBack;
  }

  /** How many requests wait for an admin's decision. */
  const countPending = async (): Promise<number> => {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(refundRequests).where(eq(refundRequests.status, 'pending'));
    return Number(count?.n ?? 0);
  };

  return {
    /** Whether `userId` can ask now, until when, and their latest request. */
    async status(userId: string, now = new Date()): Promise<MoneyBackStatus> {
      const [payment, latest] = await Promise.all([firstPayment(db, userId), latestRequest(db, userId)]);
      const blocker = blockerOf(payment, latest, now);
      return {
        windowDays: MONEY_BACK_DAYS,
        canRequest: blocker === null,
        blocker,
        firstPayment: payment ? { tier: payment.tier, amountMinor: payment.amountMinor, currency: payment.currency, paidAt: payment.paidAt.toISOString() } : null,
        deadline: payment ? deadlineOf(payment.paidAt).toISOString() : null,
        request: latest ? viewOf(latest) : null,
      };
    },

    /**
     * Records the user's request for the first payment back.
     * Input: the user, an optional message (at most 1,000 characters, checked by the contract).
     * @returns the request. @throws DomainError 'refund_unavailable', 'refund_window_closed',
     *   'refund_requested', 'unauthorized'.
     */
    async request(userId: string, message: string | null, now = new Date()): Promise<RefundRequestView> {
      const row = await db.transaction(async (tx) => {
        // The subscriber row lock serialises two requests of one user.
        await tx.select({ id: subscribers.userId }).from(subscribers).where(eq(subscribers.userId, userId)).for('update');
        const [account] = await tx.select({ email: userTable.email }).from(userTable).where(eq(userTable.id, userId));
        if (!account) throw new DomainError('unauthorized');
        const payment = await firstPayment(tx, userId);
        const blocker = blockerOf(payment, await latestRequest(tx, userId), now);
        if (blocker === 'requested') throw new DomainError('refund_requested');
        if (blocker === 'no_payment' || !payment?.invoiceId || !payment.subscriptionId) throw new DomainError('refund_unavailable');
        if (blocker === 'window_closed') throw new DomainError('refund_window_closed', { days: MONEY_BACK_DAYS });
        const [inserted] = await tx
          .insert(refundRequests)
          .values({
            userId,
            message: message || null,
            invoiceId: payment.invoiceId,
            subscriptionId: payment.subscriptionId,
            tier: payment.tier,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            paidAt: payment.paidAt,
            requestedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new DomainError('refund_requested');
        await recordAudit(tx, { id: userId, email: account.email }, {
          action: 'refund.request',
          targetType: 'user',
          targetId: userId,
          after: { requestId: inserted.id, invoiceId: inserted.invoiceId, amountMinor: inserted.amountMinor, currency: inserted.currency, tier: inserted.tier },
          reason: inserted.message,
        });
        return inserted;
      });
      logger.info({ userId, requestId: row.id }, 'money-back requested');
      if (deps.supportAddress) {
        try {
          const recipient = await recipientOf(db, userId);
          if (recipient) await mailer.send(moneyBackSupportEmail({ to: deps.supportAddress, request: row, user: recipient, publicUrl: deps.publicUrl }));
        } catch (error) {
          logger.error({ err: error, requestId: row.id }, 'money-back announcement email failed; the request is stored');
        }
      }
      await tellUser(row, 'received');
      return viewOf(row);
    },

    /** Pending requests (oldest first), then the newest decided ones, ADMIN_REFUNDS_LIMIT in all. */
    async list(): Promise<{ items: AdminRefundRequest[]; pending: number }> {
      const columns = { request: refundRequests, email: userTable.email, name: userTable.name };
      const pendingRows = await db.select(columns).from(refundRequests).innerJoin(userTable, eq(userTable.id, refundRequests.userId)).where(eq(refundRequests.status, 'pending')).orderBy(asc(refundRequests.requestedAt)).limit(ADMIN_REFUNDS_LIMIT);
      const decidedRows =
        pendingRows.length >= ADMIN_REFUNDS_LIMIT
          ? []
          : await db
              .select(columns)
              .from(refundRequests)
              .innerJoin(userTable, eq(userTable.id, refundRequests.userId))
              .where(inArray(refundRequests.status, ['approved', 'declined']))
              .orderBy(desc(refundRequests.decidedAt))
              .limit(ADMIN_REFUNDS_LIMIT - pendingRows.length);
      return {
        pending: await countPending(),
        items: [...pendingRows, ...decidedRows].map(({ request, email, name }) => ({
          ...viewOf(request),
          userId: request.userId,
          userEmail: email,
          userName: name,
          message: request.message,
          invoiceId: request.invoiceId,
          subscriptionId: request.subscriptionId,
          decidedBy: request.decidedBy,
          providerRefundId: request.providerRefundId,
          deadline: deadlineOf(request.paidAt).toISOString(),
        })),
      };
    },

    /** How many requests wait for a decision (the admin header's count). */
    pendingCount: countPending,

    /**
     * Approves a pending request (see the module's docstring).
     * @returns the request as decided. @throws DomainError 'not_found', 'refund_not_pending' (decided,
     *   or another admin's approval is under way), 'billing_unavailable', 'payment_provider_failed'
     *   (the refund or the cancellation failed: nothing is recorded, and approving again is safe).
     */
    async approve(actor: AdminActor, requestId: string, reason: string, now = new Date()): Promise<RefundRequestView> {
      const payments = deps.payments;
      if (!payments) throw new DomainError('billing_unavailable');
      const [claimed] = await db
        .update(refundRequests)
        .set({ approvingSince: now })
        .where(
          and(
            eq(refundRequests.id, requestId),
            eq(refundRequests.status, 'pending'),
            or(isNull(refundRequests.approvingSince), lt(refundRequests.approvingSince, new Date(now.getTime() - APPROVAL_LEASE_MS))),
          ),
        )
        .returning();
      if (!claimed) {
        const [exists] = await db.select({ id: refundRequests.id }).from(refundRequests).where(eq(refundRequests.id, requestId));
        throw new DomainError(exists ? 'refund_not_pending' : 'not_found');
      }
      const release = () => db.update(refundRequests).set({ approvingSince: null }).where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'pending')));

      let refund;
      try {
        refund = await payments.refundInvoice({
          invoiceId: claimed.invoiceId,
          expected: { amountMinor: claimed.amountMinor, currency: claimed.currency },
          idempotencyKey: `money_back:${claimed.id}`,
          metadata: { userId: claimed.userId, refundRequestId: claimed.id },
        });
        await payments.cancelSubscription(claimed.subscriptionId).catch((error: unknown) => {
          // Already ended (cancelled by the user, or by an earlier attempt of this approval): nothing more to end.
          if (!(error instanceof PaymentProviderError && error.notFound)) throw error;
        });
      } catch (error) {
        await release();
        logger.error({ err: error, requestId }, 'money-back: the refund or the cancellation failed; the request stays pending');
        throw error instanceof PaymentProviderError ? new DomainError('payment_provider_failed') : error;
      }
      // The account goes back to Free now; the provider's own event follows and changes nothing more.
      await deps.billing.resync(claimed.subscriptionId, now).catch((error: unknown) => logger.warn({ err: error, requestId }, 'money-back: resync failed; the provider event will end the plan'));

      const decided = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(refundRequests).where(and(eq(refundRequests.id, requestId), eq(refundRequests.status, 'pending'))).for('update');
        if (!row) throw new DomainError('refund_not_pending');
        const takenBack = await takeBackAllowance(tx, row);
        const [updated] = await tx
          .update(refundRequests)
          .set({ status: 'approved', decidedAt: now, decidedBy: actor.id, providerRefundId: refund.id, creditsTakenBack: takenBack, approvingSince: null })
          .where(eq(refundRequests.id, row.id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'refund.approve',
          targetType: 'user',
          targetId: row.userId,
          before: { requestId: row.id, status: 'pending', tier: row.tier },
          after: { status: 'approved', refundId: refund.id, refundStatus: refund.status, amountMinor: refund.amountMinor, currency: refund.currency, subscriptionId: row.subscriptionId, creditsTakenBack: takenBack },
          reason,
        });
        return updated!;
      });
      logger.info({ requestId, userId: decided.userId, refundId: refund.id, takenBack: decided.creditsTakenBack }, 'money-back approved');
      await tellUser(decided, 'approved');
      return viewOf(decided);
    },

    /**
     * Declines a pending request (not one whose approval is under way).
     * @throws DomainError 'not_found', 'refund_not_pending'.
     */
    async decline(actor: AdminActor, requestId: string, reason: string, now = new Date()): Promise<RefundRequestView> {
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId)).for('update');
        if (!row) throw new DomainError('not_found');
        const approving = row.approvingSince && row.approvingSince.getTime() > now.getTime() - APPROVAL_LEASE_MS;
        if (row.status !== 'pending' || approving) throw new DomainError('refund_not_pending');
        const [updated] = await tx.update(refundRequests).set({ status: 'declined', decidedAt: now, decidedBy: actor.id }).where(eq(refundRequests.id, row.id)).returning();
        await recordAudit(tx, actor, { action: 'refund.decline', targetType: 'user', targetId: row.userId, before: { requestId: row.id, status: 'pending' }, after: { status: 'declined' }, reason });
        return updated!;
      });
      logger.info({ requestId, userId: decided.userId }, 'money-back declined');
      await tellUser(decided, 'declined');
      return viewOf(decided);
    },
  };
}
