/**
 * Pricing on the landing page: the plan cards of the shared catalogue (monthly
 * prices; the limited Founders offer stays on /pricing) with 'Start Your Trial' to /signup, the
 * free-trial promise (no credit card) and 'See Full Pricing Details' to /pricing. Reuses the /pricing
 * page's card; loaded on its own chunk with the 'billing' translations.
 */
import { ArrowRight, CreditCard, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MONEY_BACK_DAYS, PLANS } from '@shared/plans';
import { Button } from '@web/components/ui/button';
import { PlanCard } from '@web/features/billing/plan-card';

/** Plans shown on the landing page. */
export const LANDING_PLANS = PLANS.filter((p) => !p.badges.includes('limitedTime'));

export function LandingPricing() {
  const { t } = useTranslation(['home', 'billing']);
  return (
    <div className="space-y-10">
      <div className="grid gap-5 pt-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="landing-plans">
        {LANDING_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period="month" action="signup" headingLevel={3} />
        ))}
      </div>
      <div className="flex flex-col items-center gap-5 text-center">
        <ul className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:gap-6">
          <li className="flex items-center gap-1.5">
            <CreditCard className="size-4 text-primary dark:text-indigo-300" aria-hidden />
            {t('home:landing.pricing.noCard')}
          </li>
          <li className="flex items-center gap-1.5">
            <ShieldCheck className="size-4 text-primary dark:text-indigo-300" aria-hidden />
            {t('home:landing.pricing.moneyBack', { days: MONEY_BACK_DAYS })}
          </li>
        </ul>
        <Button asChild variant="link" className="text-base">
          <Link to="/pricing">
            {t('home:landing.pricing.details')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** Default export for the lazy import. */
export default LandingPricing;
