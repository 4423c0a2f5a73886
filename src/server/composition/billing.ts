/**
 * The billing area: the payments provider (Stripe with its keys, else the test mode when it is
 * allowed, else none), the billing service, the test-mode checkout pages, the scheduled credit
 * renewals, free trials, the money-back guarantee and the home page's stats card (whose credit figures are the billing display's).
 */
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { PaymentsProvider } from '../providers/payments/payments-provider';
import { createPayments, type Payments } from '../providers/payments/select';
import { createBillingService, type BillingService } from '../services/billing';
import { createCreditRenewals, type CreditRenewals } from '../services/credit-renewals';
import type { CreditsService } from '../services/credits';
import type { NoticesService } from '../services/notices';
import { createStatsService, type StatsService } from '../services/stats';
import { createTrialsService, type TrialsService } from '../services/trials';
import { createMoneyBackService, type MoneyBackService } from '../services/money-back';
import { supportAddressOf } from '../services/support';
import type { Mailer } from '../providers/mail';
import { createTestCheckoutService, type TestCheckoutService } from '../services/test-checkout';
import { createTestPaymentsStore } from '../services/test-payments-store';

export interface PaymentsOverrides {
  /** Replaces the payments provider (tests: Stripe pointed at a fake server). */
  payments?: Partial<Payments> & { provider: PaymentsProvider | null };
}

export interface BillingServices {
  payments: Payments;
  billing: BillingService;
  /** Test-mode checkout and portal (null with Stripe keys or when the test mode is off). */
  testCheckout: TestCheckoutService | null;
  renewals: CreditRenewals;
  /** Free trials of paid plans (start, the scheduled reminders and ends). */
  trials: TrialsService;
  /** The money-back guarantee: users' requests and admins' decisions. */
  moneyBack: MoneyBackService;
  stats: StatsService;
}

/**
 * The payments of the app from configuration, with the test overrides on top. Input: the
 * configuration, the database (the test mode's store), the app secret (the test mode's webhook
 * secret is derived from it).
 */
export function createPaymentsOf(env: Env, db: Database, secret: string, overrides: PaymentsOverrides = {}): Payments {
  return { ...createPayments(env, createTestPaymentsStore(db), secret), ...overrides.payments };
}

/** What the billing area is built on. */
export interface BillingAreaDeps {
  env: Env;
  db: Database;
  credits: CreditsService;
  logger: Logger;
  payments: Payments;
  /** Account-update emails follow each plan change. */
  notices: NoticesService;
  /** Trial emails (started, ending tomorrow, ended). */
  mailer: Mailer;
}

/** Builds the billing area on the payments (see `createPaymentsOf`). */
export function createBillingArea(deps: BillingAreaDeps): BillingServices {
  const { env, db, credits, logger, payments, notices, mailer } = deps;
  const billing = createBillingService({
    db,
    credits,
    payments: payments.provider,
    prices: payments.prices,
    publicUrl: env.publicUrl,
    logger,
    onAccountChange: (change) => notices.accountUpdates.onChange(change).then(() => undefined),
  });
  return {
    payments,
    billing,
    testCheckout: payments.testMode ? createTestCheckoutService(payments.testMode, billing, env.publicUrl) : null,
    renewals: createCreditRenewals({ db, credits, logger }),
    trials: createTrialsService({ db, credits, mailer, logger, publicUrl: env.publicUrl }),
    moneyBack: createMoneyBackService({ db, credits, payments: payments.provider, billing, mailer, logger, publicUrl: env.publicUrl, supportAddress: supportAddressOf(env) }),
    stats: createStatsService(db, billing),
  };
}
