/**
 * Contract of billing: plans, checkout, portal, the billing display, the credit history,
 * and the test-mode checkout and portal. The credit reasons are the ledger's enum too.
 */
import { z } from 'zod';
import { TIERS, type Quality } from '../catalog';
import { BILLING_PERIODS, PAID_TIERS, PLAN_BADGES, PLAN_FEATURES, SUBSCRIPTION_STATUSES } from '../plans';
import { cursorSchema } from './common';

/** Why a ledger row changed the balance (credit_transactions.reason). */
export const CREDIT_REASONS = [
  'signup_grant',
  'monthly_grant',
  'upgrade_grant',
  'generation_reserve',
  'generation_refund',
  'video_reserve',
  'video_refund',
  'admin_adjustment',
  'studio_reserve',
  'studio_refund',
  'ad_reserve',
  'ad_refund',
  'listing_reserve',
  'listing_refund',
  'trial_grant',
  'trial_expiry',
  'money_back',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** A plan of the catalogue, as sold. */
export const planSchema = z
  .object({
    id: z.enum(TIERS),
    monthlyCredits: z.number().int(),
    prices: z.object({ month: z.number(), year: z.number() }).meta({ description: 'Euro' }),
    currency: z.literal('EUR'),
    features: z.array(z.enum(PLAN_FEATURES)),
    popular: z.boolean(),
    enterprise: z.boolean(),
    badges: z.array(z.enum(PLAN_BADGES)),
    maxImagesPerGeneration: z.number().int(),
    videoAccess: z.boolean(),
    available: z.object({ month: z.boolean(), year: z.boolean() }).meta({ description: 'Whether checkout is open for each period' }),
  })
  .meta({ id: 'Plan' });
export type PlanView = z.infer<typeof planSchema>;

/** What work costs in credits, the same on every plan (docs/decisions/004). */
export const creditCostsSchema = z
  .object({
    imageByQuality: z
      .object({ low: z.number().int().min(1), medium: z.number().int().min(1), high: z.number().int().min(1) } satisfies Record<Quality, z.ZodNumber>)
      .meta({ description: 'Whole credits per image at each quality' }),
    video: z.number().int().min(1).meta({ description: 'Whole credits per video' }),
  })
  .meta({ id: 'CreditCosts' });
export type CreditCosts = z.infer<typeof creditCostsSchema>;

/** GET /plans. */
export const plansSchema = z.object({ plans: z.array(planSchema), creditCosts: creditCostsSchema });

/** POST /billing/checkout. */
export const checkoutRequestSchema = z
  .object({ plan: z.enum(PAID_TIERS), period: z.enum(BILLING_PERIODS) })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /billing/trial: the paid plan to try (one with a trial: Starter, Plus, Pro). */
export const trialRequestSchema = z.object({ plan: z.enum(PAID_TIERS) }).strict().meta({ id: 'TrialRequest' });
export type TrialRequest = z.infer<typeof trialRequestSchema>;

/** A free trial: its plan, credits and dates (ISO 8601); `active` while its plan's rules apply. */
export const trialSchema = z
  .object({
    tier: z.enum(TIERS),
    credits: z.number().int().meta({ description: 'Trial credits granted at the start' }),
    startedAt: z.string(),
    endsAt: z.string(),
    active: z.boolean().meta({ description: 'The trial runs and no paid subscription replaced it' }),
    outcome: z.enum(['expired', 'converted']).nullable().meta({ description: "'expired': ended unpaid, back on Free (unused trial credits taken back); 'converted': a paid subscription followed; null while it runs" }),
  })
  .meta({ id: 'Trial' });
export type TrialInfo = z.infer<typeof trialSchema>;

/** The user's billing display. Dates are ISO 8601. */
export const billingSummarySchema = z
  .object({
    tier: z.enum(TIERS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    period: z.enum(BILLING_PERIODS).nullable().meta({ description: "'month' or 'year' for a paid subscription; null on Free" }),
    periodStart: z.string().meta({ description: 'Start of the current allowance period' }),
    periodEnd: z.string().meta({ description: 'End of the current allowance period (the next grant or renewal)' }),
    subscriptionEnd: z.string().nullable().meta({ description: 'End of the paid subscription period; null on Free' }),
    nextBillingDate: z.string().nullable().meta({ description: 'Next charge date; null when not renewing or on Free' }),
    renewal: z.boolean().meta({ description: 'Whether the subscription renews at periodEnd' }),
    scheduledTier: z.enum(TIERS).nullable().meta({ description: 'A lower tier that starts at the end of the period' }),
    monthlyAllowance: z.number().int(),
    usedThisPeriod: z.number().int().meta({ description: 'Credits spent since periodStart (reservations less refunds)' }),
    remaining: z.number().int().meta({ description: 'Current balance in credits' }),
    daysLeft: z.number().int().min(0),
    usagePercent: z.number().min(0).max(100),
    maxImagesPerGeneration: z.number().int(),
    mode: z.enum(['stripe', 'test', 'none']).meta({ description: "'stripe' with real payments, 'test' for the test-mode checkout, 'none' when off" }),
    portalAvailable: z.boolean(),
    trial: trialSchema.nullable().meta({ description: "The user's free trial (running or ended); null when they never had one" }),
    trialAvailable: z.boolean().meta({ description: 'Whether POST /billing/trial may start one: no trial yet for this account or its email address, and no paid subscription in force' }),
  })
  .meta({ id: 'BillingSummary' });
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** One ledger row as the user sees it. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  amount: z.number().int().meta({ description: 'Signed whole credits' }),
  reason: z.enum(CREDIT_REASONS),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type CreditTransactionItem = z.infer<typeof creditTransactionSchema>;

/** GET /credits/transactions query. */
export const listTransactionsQuerySchema = z.object({ cursor: cursorSchema.optional() });

/** A page of the credit ledger, newest first. */
export const creditTransactionsSchema = z
  .object({ items: z.array(creditTransactionSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CreditTransactions' });
export type CreditTransactionsPage = z.infer<typeof creditTransactionsSchema>;

// ---- test mode ----

/** Path parameters of a test-mode checkout session. */
export const testSessionParamsSchema = z.object({ id: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });

/** A test-mode checkout session. */
export const testCheckoutSchema = z
  .object({
    id: z.string(),
    plan: z.enum(PAID_TIERS),
    period: z.enum(BILLING_PERIODS),
    amount: z.number().meta({ description: 'Euro' }),
    currency: z.literal('EUR'),
    status: z.enum(['open', 'complete', 'canceled']),
  })
  .meta({ id: 'TestCheckout' });
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** The test-mode stand-in for the customer portal. */
export const testPortalSchema = z
  .object({
    subscription: z
      .object({
        plan: z.enum(PAID_TIERS),
        period: z.enum(BILLING_PERIODS),
        status: z.string(),
        cancelAtPeriodEnd: z.boolean(),
        currentPeriodEnd: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'TestPortal' });
export type TestPortal = z.infer<typeof testPortalSchema>;

/** POST /billing/test-portal: one action on the test subscription. */
export const testPortalActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('switch'), plan: z.enum(PAID_TIERS), period: z.enum(BILLING_PERIODS) }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('renew') }),
  z.object({ action: z.literal('fail_payment') }),
]);
export type TestPortalAction = z.infer<typeof testPortalActionSchema>;
