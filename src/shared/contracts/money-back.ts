/**
 * Contract of the money-back guarantee: a new subscriber asks, within MONEY_BACK_DAYS of the first
 * payment, for that payment back (Account → Billing); an admin approves (the payment is refunded,
 * the subscription ends at once, the unspent allowance of the period is taken back through the
 * ledger) or declines. Amounts are minor units (cents) of a lower-case ISO 4217 currency; dates
 * are ISO 8601.
 */
import { z } from 'zod';
import { TIERS } from '../catalog';
import { safeText } from '../safe-text';

/** Longest note a user adds to a request, or an admin to a decision, in characters. */
export const MONEY_BACK_NOTE_MAX = 1000;

export const REFUND_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why a user cannot ask now: never paid, the window has passed, or a request is pending or approved. */
export const MONEY_BACK_BLOCKERS = ['no_payment', 'window_closed', 'requested'] as const;

export const refundRequestViewSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(REFUND_STATUSES),
    tier: z.enum(TIERS),
    amountMinor: z.number().int(),
    currency: z.string(),
    paidAt: z.string(),
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    creditsTakenBack: z.number().int().nullable().meta({ description: 'Unspent credits of the refunded period taken back (approved only)' }),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequestView = z.infer<typeof refundRequestViewSchema>;

/** GET /billing/money-back: whether the user can ask for the first payment back, and until when. */
export const moneyBackStatusSchema = z
  .object({
    windowDays: z.number().int(),
    canRequest: z.boolean(),
    blocker: z.enum(MONEY_BACK_BLOCKERS).nullable(),
    /** The first payment the guarantee covers; null when the user never paid. */
    firstPayment: z.object({ tier: z.enum(TIERS), amountMinor: z.number().int(), currency: z.string(), paidAt: z.string() }).nullable(),
    /** The end of the window (first payment + windowDays); null when the user never paid. */
    deadline: z.string().nullable(),
    /** The user's latest request, if any. */
    request: refundRequestViewSchema.nullable(),
  })
  .meta({ id: 'MoneyBackStatus' });
export type MoneyBackStatus = z.infer<typeof moneyBackStatusSchema>;

/** POST /billing/money-back. */
export const moneyBackRequestSchema = z.object({ message: safeText(MONEY_BACK_NOTE_MAX).optional() }).meta({ id: 'MoneyBackRequestBody' });

/** One request as admins see it. */
export const adminRefundRequestSchema = refundRequestViewSchema
  .extend({
    userId: z.string(),
    userEmail: z.string(),
    userName: z.string(),
    message: z.string().nullable(),
    invoiceId: z.string(),
    subscriptionId: z.string(),
    decidedBy: z.string().nullable(),
    providerRefundId: z.string().nullable(),
    /** The window's end: an admin may still approve after it, for a request made inside it. */
    deadline: z.string(),
  })
  .meta({ id: 'AdminRefundRequest' });
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

/** How many requests GET /admin/refunds lists: every pending one (oldest first), then the newest decided ones up to this many in all. */
export const ADMIN_REFUNDS_LIMIT = 100;

/** GET /admin/refunds. */
export const adminRefundsPageSchema = z
  .object({ items: z.array(adminRefundRequestSchema), pending: z.number().int() })
  .meta({ id: 'AdminRefundsPage' });
export type AdminRefundsPage = z.infer<typeof adminRefundsPageSchema>;

/** POST /admin/refunds/{id}/approve and /decline: the admin's reason, kept in the audit log. */
export const refundDecisionSchema = z.object({ reason: safeText(500, 3) }).meta({ id: 'RefundDecision' });
