/**
 * Billing routes (issue 6 'API contract'): plans, checkout, portal, the billing display, the credit
 * history, and the test-mode checkout and portal.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { TIERS } from '../../../shared/catalog';
import { BILLING_PERIODS, PAID_TIERS, PLAN_BADGES, PLAN_FEATURES, SUBSCRIPTION_STATUSES } from '../../../shared/plans';
import { CREDIT_REASONS } from '../../db/schema';
import { errorResponses, errorSchema } from '../openapi-app';

const errorContent = { 'application/json': { schema: errorSchema } };

export const planSchema = z
  .object({
    id: z.enum(TIERS),
    monthlyCredits: z.number().int(),
    prices: z.object({ month: z.number(), year: z.number() }).openapi({ description: 'Euro' }),
    currency: z.literal('EUR'),
    features: z.array(z.enum(PLAN_FEATURES)),
    popular: z.boolean(),
    enterprise: z.boolean(),
    badges: z.array(z.enum(PLAN_BADGES)),
    maxImagesPerGeneration: z.number().int(),
    videoAccess: z.boolean(),
    available: z.object({ month: z.boolean(), year: z.boolean() }).openapi({ description: 'Whether checkout is open for each period' }),
  })
  .openapi('Plan');

export const listPlansRoute = createRoute({
  method: 'get',
  path: '/plans',
  tags: ['Billing'],
  summary: 'The plan catalogue (public)',
  responses: { 200: { description: 'Plans', content: { 'application/json': { schema: z.object({ plans: z.array(planSchema) }) } } } },
});

const urlSchema = z.object({ url: z.string() }).openapi('RedirectUrl');

export const checkoutRoute = createRoute({
  method: 'post',
  path: '/billing/checkout',
  tags: ['Billing'],
  summary: 'Start a subscription checkout (Stripe Checkout, or the test-mode page without keys)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ plan: z.enum(PAID_TIERS), period: z.enum(BILLING_PERIODS) }).openapi('CheckoutRequest') } },
    },
  },
  responses: {
    200: { description: 'Where to send the browser', content: { 'application/json': { schema: urlSchema } } },
    401: errorResponses[401],
    409: { description: 'Plan not on sale, or a subscription exists (use the portal)', content: errorContent },
    422: errorResponses[422],
    503: { description: 'Payments unavailable', content: errorContent },
  },
});

export const portalRoute = createRoute({
  method: 'post',
  path: '/billing/portal',
  tags: ['Billing'],
  summary: 'Open the billing customer portal',
  responses: {
    200: { description: 'Where to send the browser', content: { 'application/json': { schema: urlSchema } } },
    401: errorResponses[401],
    409: { description: 'No billing account yet', content: errorContent },
    503: { description: 'Payments unavailable', content: errorContent },
  },
});

export const billingSummarySchema = z
  .object({
    tier: z.enum(TIERS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    period: z.enum(BILLING_PERIODS).nullable(),
    periodStart: z.string(),
    periodEnd: z.string(),
    subscriptionEnd: z.string().nullable(),
    nextBillingDate: z.string().nullable(),
    renewal: z.boolean(),
    scheduledTier: z.enum(TIERS).nullable(),
    monthlyAllowance: z.number().int(),
    usedThisPeriod: z.number().int(),
    remaining: z.number().int(),
    daysLeft: z.number().int().min(0),
    usagePercent: z.number().min(0).max(100),
    maxImagesPerGeneration: z.number().int(),
    mode: z.enum(['stripe', 'test', 'none']),
    portalAvailable: z.boolean(),
  })
  .openapi('BillingSummary');

export const getBillingRoute = createRoute({
  method: 'get',
  path: '/billing',
  tags: ['Billing'],
  summary: 'The billing display: plan, status, allowance, usage, days left',
  responses: {
    200: { description: 'Billing', content: { 'application/json': { schema: billingSummarySchema } } },
    401: errorResponses[401],
  },
});

export const listTransactionsRoute = createRoute({
  method: 'get',
  path: '/credits/transactions',
  tags: ['Billing'],
  summary: 'The credit ledger of the user, newest first, 20 per page',
  request: { query: z.object({ cursor: z.string().max(200).optional() }) },
  responses: {
    200: {
      description: 'A page',
      content: {
        'application/json': {
          schema: z
            .object({
              items: z.array(
                z.object({
                  id: z.string(),
                  amount: z.number().int(),
                  reason: z.enum(CREDIT_REASONS),
                  balanceAfter: z.number().int(),
                  createdAt: z.string(),
                }),
              ),
              nextCursor: z.string().nullable(),
            })
            .openapi('CreditTransactions'),
        },
      },
    },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

// ---- test mode ----

const sessionParams = z.object({ id: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });

export const testCheckoutSchema = z
  .object({
    id: z.string(),
    plan: z.enum(PAID_TIERS),
    period: z.enum(BILLING_PERIODS),
    amount: z.number().openapi({ description: 'Euro' }),
    currency: z.literal('EUR'),
    status: z.enum(['open', 'complete', 'canceled']),
  })
  .openapi('TestCheckout');

export const getTestCheckoutRoute = createRoute({
  method: 'get',
  path: '/billing/test-checkout/{id}',
  tags: ['Billing (test mode)'],
  summary: 'A test-mode checkout session of the user',
  request: { params: sessionParams },
  responses: {
    200: { description: 'The session', content: { 'application/json': { schema: testCheckoutSchema } } },
    401: errorResponses[401],
    404: { description: 'Not found or not the test mode', content: errorContent },
  },
});

export const completeTestCheckoutRoute = createRoute({
  method: 'post',
  path: '/billing/test-checkout/{id}/complete',
  tags: ['Billing (test mode)'],
  summary: 'Complete a test-mode checkout (no payment is taken); the events go through the webhook handler',
  request: { params: sessionParams },
  responses: {
    200: { description: 'Where to go next (/success)', content: { 'application/json': { schema: urlSchema } } },
    401: errorResponses[401],
    404: { description: 'Not found or not the test mode', content: errorContent },
  },
});

export const cancelTestCheckoutRoute = createRoute({
  method: 'post',
  path: '/billing/test-checkout/{id}/cancel',
  tags: ['Billing (test mode)'],
  summary: 'Cancel a test-mode checkout',
  request: { params: sessionParams },
  responses: {
    200: { description: 'Where to go next (/cancel)', content: { 'application/json': { schema: urlSchema } } },
    401: errorResponses[401],
    404: { description: 'Not found or not the test mode', content: errorContent },
  },
});

const testPortalSchema = z
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
  .openapi('TestPortal');

export const getTestPortalRoute = createRoute({
  method: 'get',
  path: '/billing/test-portal',
  tags: ['Billing (test mode)'],
  summary: "The test-mode stand-in for Stripe's customer portal",
  responses: {
    200: { description: 'The live test subscription', content: { 'application/json': { schema: testPortalSchema } } },
    401: errorResponses[401],
    404: { description: 'Not the test mode', content: errorContent },
  },
});

export const testPortalActionRoute = createRoute({
  method: 'post',
  path: '/billing/test-portal',
  tags: ['Billing (test mode)'],
  summary: 'Switch plan, cancel, resume, or simulate the next renewal or a failed payment',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.discriminatedUnion('action', [
            z.object({ action: z.literal('switch'), plan: z.enum(PAID_TIERS), period: z.enum(BILLING_PERIODS) }),
            z.object({ action: z.literal('cancel') }),
            z.object({ action: z.literal('resume') }),
            z.object({ action: z.literal('renew') }),
            z.object({ action: z.literal('fail_payment') }),
          ]),
        },
      },
    },
  },
  responses: {
    200: { description: 'The subscription after the action', content: { 'application/json': { schema: testPortalSchema } } },
    401: errorResponses[401],
    404: { description: 'No live subscription, or not the test mode', content: errorContent },
    422: errorResponses[422],
  },
});
