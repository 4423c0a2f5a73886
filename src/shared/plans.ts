/**
 * Plans and billing contracts shared by the web app and the server: the tiers, their credits,
 * prices and limits, plan cards and the billing display (docs/product.md).
 *
 * Prices are in euro (major units, e.g. 19.99); credits are whole credits per month. A yearly
 * plan is billed once a year and still receives its allowance month by month. Unused credits carry
 * over from one period to the next and never expire while the account exists (ROLLOVER_POLICY).
 */
import { z } from 'zod';
import { CREDIT_COST, MAX_IMAGES_FREE, MAX_IMAGES_PAID, QUALITIES, TIERS, type Quality, type Tier } from './catalog';

export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Tiers that can be bought (everything but Free). */
export const PAID_TIERS = ['Starter', 'Plus', 'Pro', 'Founders'] as const satisfies readonly Tier[];
export type PaidTier = (typeof PAID_TIERS)[number];

/**
 * Feature keys shown on plan cards; their texts live in the `billing` locale namespace under
 * `features.<key>` (3 simultaneous images, unlimited scenarios, priority, live chat, commercial
 * usage, dedicated manager, team support).
 */
export const PLAN_FEATURES = [
  'monthlyCredits',
  'oneImagePerGeneration',
  'threeSimultaneousImages',
  'unlimitedScenarios',
  'premiumScenarios',
  'videoGeneration',
  'priority',
  'liveChat',
  'commercialUsage',
  'dedicatedManager',
  'teamSupport',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Badge keys (`billing` namespace `badges.<key>`). */
export const PLAN_BADGES = ['mostPopular', 'limitedTime', 'lifetimePricing'] as const;
export type PlanBadge = (typeof PLAN_BADGES)[number];

export interface PlanDefinition {
  id: Tier;
  /** Credits granted each month (whole credits). */
  monthlyCredits: number;
  /** Prices in euro; 0 for Free. */
  prices: { month: number; year: number };
  currency: 'EUR';
  /** Images allowed per generation. */
  maxImagesPerGeneration: number;
  /** Whether videos can be made on this plan (not on Starter). */
  videoAccess: boolean;
  /** Whether premium scenario ideas are unlocked (paid plans only). */
  premiumScenarios: boolean;
  /**
   * Storage the plan may hold, in bytes: uploads, generated images and videos together. When it is
   * full, new uploads are refused until the user deletes something or upgrades.
   */
  storageQuotaBytes: number;
  /** Products one catalogue run may take (one action over many products at once). */
  catalogueRunProducts: number;
  features: readonly PlanFeature[];
  /** The highlighted card ('Most Popular'). */
  popular: boolean;
  /** The top card, for teams and agencies. */
  enterprise: boolean;
  badges: readonly PlanBadge[];
  /** Order from lowest to highest: a move up is an upgrade (applies at once), down a downgrade. */
  rank: number;
  /**
   * Credits a free trial of this plan grants (TRIAL_DAYS days, no card; what is left of them when it
   * ends unpaid is taken back); null: the plan has no trial.
   */
  trialCredits: number | null;
}

/** Days a free trial of a paid plan lasts (one per user and per email address, ever). */
export const TRIAL_DAYS = 7;

/** The plan catalogue. */
export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'Free',
    monthlyCredits: 10,
    prices: { month: 0, year: 0 },
    currency: 'EUR',
    maxImagesPerGeneration: MAX_IMAGES_FREE,
    videoAccess: true,
    premiumScenarios: false,
    storageQuotaBytes: 500 * 1024 ** 2,
    catalogueRunProducts: 10,
    features: ['monthlyCredits', 'oneImagePerGeneration', 'unlimitedScenarios', 'videoGeneration'],
    popular: false,
    enterprise: false,
    badges: [],
    rank: 0,
    trialCredits: null,
  },
  {
    id: 'Founders',
    monthlyCredits: 80,
    prices: { month: 19.99, year: 239.88 },
    currency: 'EUR',
    maxImagesPerGeneration: MAX_IMAGES_PAID,
    videoAccess: true,
    premiumScenarios: true,
    storageQuotaBytes: 50 * 1024 ** 3,
    catalogueRunProducts: 100,
    features: ['monthlyCredits', 'threeSimultaneousImages', 'unlimitedScenarios', 'premiumScenarios', 'videoGeneration', 'teamSupport'],
    popular: false,
    enterprise: false,
    badges: ['limitedTime', 'lifetimePricing'],
    rank: 1,
    trialCredits: null,
  },
  {
    id: 'Starter',
    monthlyCredits: 80,
    prices: { month: 29, year: 290.04 },
    currency: 'EUR',
    maxImagesPerGeneration: MAX_IMAGES_PAID,
    videoAccess: false,
    premiumScenarios: true,
    storageQuotaBytes: 2 * 1024 ** 3,
    catalogueRunProducts: 50,
    features: ['monthlyCredits', 'threeSimultaneousImages', 'unlimitedScenarios', 'premiumScenarios', 'teamSupport'],
    popular: false,
    enterprise: false,
    badges: [],
    rank: 2,
    trialCredits: 20,
  },
  {
    id: 'Plus',
    monthlyCredits: 200,
    prices: { month: 49, year: 489.96 },
    currency: 'EUR',
    maxImagesPerGeneration: MAX_IMAGES_PAID,
    videoAccess: true,
    premiumScenarios: true,
    storageQuotaBytes: 10 * 1024 ** 3,
    catalogueRunProducts: 200,
    features: [
      'monthlyCredits',
      'threeSimultaneousImages',
      'unlimitedScenarios',
      'premiumScenarios',
      'videoGeneration',
      'priority',
      'liveChat',
      'commercialUsage',
    ],
    popular: true,
    enterprise: false,
    badges: ['mostPopular'],
    rank: 3,
    trialCredits: 50,
  },
  {
    id: 'Pro',
    monthlyCredits: 400,
    prices: { month: 99, year: 990 },
    currency: 'EUR',
    maxImagesPerGeneration: MAX_IMAGES_PAID,
    videoAccess: true,
    premiumScenarios: true,
    storageQuotaBytes: 50 * 1024 ** 3,
    catalogueRunProducts: 500,
    features: [
      'monthlyCredits',
      'threeSimultaneousImages',
      'unlimitedScenarios',
      'premiumScenarios',
      'videoGeneration',
      'priority',
      'liveChat',
      'commercialUsage',
      'dedicatedManager',
    ],
    popular: false,
    enterprise: true,
    badges: [],
    rank: 4,
    trialCredits: 100,
  },
];

/** The plan of a tier. */
export function planFor(tier: Tier): PlanDefinition {
  const plan = PLANS.find((p) => p.id === tier);
  if (!plan) throw new Error(`unknown tier ${tier}`);
  return plan;
}

/**
 * Storage each tier may hold, in bytes (each plan's `storageQuotaBytes`). When it
 * is full, new uploads are refused until the user deletes something or upgrades; outputs already
 * paid for are always kept. On Free (or without an active subscription) the Free quota applies.
 */
export const STORAGE_QUOTA_BYTES: Record<Tier, number> = Object.fromEntries(PLANS.map((p) => [p.id, p.storageQuotaBytes])) as Record<Tier, number>;

/**
 * `date` plus `months` calendar months (UTC), anchored on the start day and clamped to the end of
 * the target month, as Stripe bills (https://docs.stripe.com/billing/subscriptions/billing-cycle):
 * Jan 31 + 1 month = Feb 28/29.
 */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** End of one billing period (a month, or 12 months for 'year') that starts at `start`. */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  return addMonths(start, period === 'year' ? 12 : 1);
}

/**
 * Credits one image costs at each quality: a base price of 1 credit per image, multiplied by
 * quality in whole credits (docs/decisions/004-quality-based-image-cost.md). The same prices apply whatever image
 * engine the server runs: they are the product's prices, not a vendor's.
 */
export const IMAGE_CREDITS_BY_QUALITY: Readonly<Record<Quality, number>> = { low: 1, medium: 2, high: 3 };

/** Credits one edit of a generated image costs, whatever its quality. */
export const IMAGE_EDIT_CREDITS = 1;

/** Credits one video costs. */
export const VIDEO_CREDITS: number = CREDIT_COST.video;

/** The price list of GET /plans (`creditCosts`): credits per image by quality, and per video. */
export const CREDIT_COSTS = { imageByQuality: IMAGE_CREDITS_BY_QUALITY, video: VIDEO_CREDITS } as const;

/**
 * Credits a generation of `count` images at `quality` reserves: count x the quality's price
 * (IMAGE_CREDITS_BY_QUALITY), a whole number. Input: quality, count (a whole number >= 1).
 * @throws RangeError when `count` is not a whole number >= 1 or the quality is unknown.
 */
export function imageCost(quality: Quality, count: number): number {
  if (!QUALITIES.includes(quality)) throw new RangeError(`unknown quality ${String(quality)}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`image count must be a whole number >= 1, got ${count}`);
  return IMAGE_CREDITS_BY_QUALITY[quality] * count;
}

/** Days between two Free grants, counted from sign-up. */
export const FREE_RENEWAL_DAYS = 30;

/** Money-back guarantee for new subscribers, in days. */
export const MONEY_BACK_DAYS = 14;

/** Accepted cards. */
export const ACCEPTED_CARDS = ['Visa', 'MasterCard', 'American Express'] as const;

/**
 * Rollover policy: unused credits carry over to the next period and do not expire while the
 * account exists; each renewal adds the plan's allowance to the balance.
 */
export const ROLLOVER_POLICY = 'carry_over' as const;

// ---- API contracts ----

export const tierSchema = z.enum(TIERS);
export const paidTierSchema = z.enum(PAID_TIERS);
export const billingPeriodSchema = z.enum(BILLING_PERIODS);

/** Subscription states as Stripe names them, plus 'none' for a user who never subscribed. */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// The billing API's request and response shapes live in src/shared/contracts/billing.ts.
