/**
 * What the legal pages state: the operator from OPERATOR_NAME, OPERATOR_EMAIL and
 * OPERATOR_ADDRESS (nulls when not configured: the pages then say so), the processors configured,
 * the cookies the code sets, the retention periods the auth configuration uses, how payments run,
 * and the 14-day money-back policy for new subscribers.
 */
import type { BetterAuthOptions } from 'better-auth';
import type { Env } from '../../env';
import type { LegalInfo } from '../../../shared/contracts/site';
import { MONEY_BACK_DAYS } from '../../../shared/plans';
import { cookieInventory } from './cookie-inventory';
import { configuredProcessors } from './processors';

export interface LegalInfoDeps {
  env: Env;
  /** The options the app passed to better-auth (`auth.options`). */
  authOptions: BetterAuthOptions;
  /** How plans are paid: Stripe, the labelled test mode, or not at all. */
  payments: LegalInfo['payments'];
}

export type LegalInfoService = ReturnType<typeof createLegalInfoService>;

/** Whole units of `seconds`, rounded to the nearest (at least 1). */
function whole(seconds: number, unit: number): number {
  return Math.max(1, Math.round(seconds / unit));
}

/** The legal-info service; the answer depends on configuration only, so it is built once. */
export function createLegalInfoService(deps: LegalInfoDeps) {
  const { env, authOptions } = deps;
  const info: LegalInfo = {
    operator: {
      name: env.OPERATOR_NAME ?? null,
      email: env.OPERATOR_EMAIL ?? null,
      address: env.OPERATOR_ADDRESS ?? null,
    },
    publicUrl: env.publicUrl,
    processors: configuredProcessors(env),
    cookies: cookieInventory(authOptions),
    retention: {
      sessionDays: whole(authOptions.session?.expiresIn ?? 7 * 86_400, 86_400),
      confirmationLinkHours: whole(authOptions.emailVerification?.expiresIn ?? 3600, 3600),
      passwordResetLinkMinutes: whole(authOptions.emailAndPassword?.resetPasswordTokenExpiresIn ?? 3600, 60),
    },
    payments: deps.payments,
    moneyBackDays: MONEY_BACK_DAYS,
  };
  return {
    /** GET /site/legal. */
    info(): LegalInfo {
      return info;
    },
    /** Names of the operator variables that are not set (logged at start so the operator sees them). */
    missingOperatorVariables(): string[] {
      return (['OPERATOR_NAME', 'OPERATOR_EMAIL', 'OPERATOR_ADDRESS'] as const).filter((name) => !env[name]);
    },
  };
}
