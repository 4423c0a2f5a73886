/**
 * The public site's information: what the legal pages state (operator, processors, cookies,
 * retention) and the landing page's own counts and the operator's showcase.
 */
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { PaymentsProvider } from '../providers/payments/payments-provider';
import { createLandingInfoService, loadShowcase, type LandingInfoService } from '../services/site/landing-info';
import { createLegalInfoService, type LegalInfoService } from '../services/site/legal-info';

export interface SiteServices {
  /** What the legal pages state (operator, processors, cookies, retention). */
  legal: LegalInfoService;
  /** The landing page's own counts and the operator's showcase. */
  landing: LandingInfoService;
}

/**
 * Builds the site information. Input: the configuration (LANDING_SHOWCASE_FILE is read now), the
 * database, auth (its options name the cookies) and the payments provider (null: none).
 */
export function createSite(deps: { env: Env; db: Database; auth: Auth; payments: PaymentsProvider | null }): SiteServices {
  const { env, db, auth, payments } = deps;
  return {
    legal: createLegalInfoService({ env, authOptions: auth.options, payments: payments?.mode ?? 'none' }),
    landing: createLandingInfoService(db, loadShowcase(env.LANDING_SHOWCASE_FILE)),
  };
}
