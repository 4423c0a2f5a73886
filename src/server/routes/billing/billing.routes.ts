/**
 * Billing routes: plans, checkout, portal, the billing display, the credit
 * history, and the test-mode checkout and portal (schemas: src/shared/contracts/billing.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import {
  billingSummarySchema,
  checkoutRequestSchema,
  creditTransactionsSchema,
  listTransactionsQuerySchema,
  plansSchema,
  testCheckoutSchema,
  testPortalActionSchema,
  testPortalSchema,
  testSessionParamsSchema,
  trialRequestSchema,
  trialSchema,
} from '../../../shared/contracts/billing';
import { MONEY_BACK_DAYS, TRIAL_DAYS } from '../../../shared/plans';
import { moneyBackRequestSchema, moneyBackStatusSchema, refundRequestViewSchema } from '../../../shared/contracts/money-back';
import { redirectUrlSchema } from '../../../shared/contracts/common';
import { errorResponses, errorSchema } from '../openapi-app';

const errorContent = { 'application/json': { schema: errorSchema } };

export const listPlansRoute = createRoute({
  method: 'get',
  path: '/plans',
  tags: ['Billing'],
  summary: 'The plan catalogue (public)',
  responses: { 200: { description: 'Plans', content: { 'application/json': { schema: plansSchema } } } },
});

const urlSchema = redirectUrlSchema;

export const checkoutRoute = createRoute({
  method: 'post',
  path: '/billing/checkout',
  tags: ['Billing'],
  summary: 'Start a subscription checkout (Stripe Checkout, or the test-mode page without keys)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: checkoutRequestSchema } },
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

export const startTrialRoute = createRoute({
  method: 'post',
  path: '/billing/trial',
  tags: ['Billing'],
  summary: `Start a free ${TRIAL_DAYS}-day trial of a paid plan, without a card: its rules and its trial credits at once; one per account and per email address, ever`,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: trialRequestSchema } },
    },
  },
  responses: {
    201: { description: 'The trial', content: { 'application/json': { schema: trialSchema } } },
    401: errorResponses[401],
    409: { description: "trial_used: this account or email address had a trial; trial_unavailable: the plan has none, or a paid subscription is in force", content: errorContent },
    422: errorResponses[422],
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
  request: { query: listTransactionsQuerySchema },
  responses: {
    200: { description: 'A page', content: { 'application/json': { schema: creditTransactionsSchema } } },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

// ---- test mode ----

const sessionParams = testSessionParamsSchema;

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
          schema: testPortalActionSchema,
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

export const moneyBackStatusRoute = createRoute({
  method: 'get',
  path: '/billing/money-back',
  tags: ['Billing'],
  summary: `The money-back guarantee: whether the first payment can be asked back now (within ${MONEY_BACK_DAYS} days of it), until when, and the latest request`,
  responses: {
    200: { description: 'The guarantee as it applies to this account', content: { 'application/json': { schema: moneyBackStatusSchema } } },
    401: errorResponses[401],
  },
});

export const requestMoneyBackRoute = createRoute({
  method: 'post',
  path: '/billing/money-back',
  tags: ['Billing'],
  summary: `Ask for the first payment back, within ${MONEY_BACK_DAYS} days of it; an admin decides, and approval refunds it, ends the subscription and takes back the period's unspent credits`,
  request: { body: { required: true, content: { 'application/json': { schema: moneyBackRequestSchema } } } },
  responses: {
    201: { description: 'The request, pending', content: { 'application/json': { schema: refundRequestViewSchema } } },
    401: errorResponses[401],
    409: {
      description: 'refund_unavailable: no payment yet; refund_window_closed: the window has passed; refund_requested: a request is pending or was approved',
      content: errorContent,
    },
    422: errorResponses[422],
  },
});
