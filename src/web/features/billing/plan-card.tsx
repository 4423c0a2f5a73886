/**
 * One plan card of the pricing page: name, price for the chosen period
 * (yearly: the yearly price, the monthly equivalent and the saving), description, features with check
 * marks, badges ('Most Popular', 'Limited Time', 'Lifetime pricing!') and the call to action picked
 * by planAction (at the bottom, so the buttons of a row line up). The 'wide' layout lays the card out in a row (the Founders offer on large screens).
 */
import { ArrowRight, Building2, Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adPlanLimits } from '@shared/ad-creatives';
import { TRIAL_DAYS, type BillingPeriod, type PlanDefinition } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { monthlyEquivalent, useBillingFormat, yearlySaving } from './format';
import type { PlanAction } from './plan-action';

export type PlanCardProps = {
  plan: PlanDefinition;
  period: BillingPeriod;
  action: PlanAction;
  /** This card's action is running (spinner on its button). */
  pending?: boolean;
  /** Another card's action is running (buttons disabled). */
  busy?: boolean;
  onCheckout?: (plan: PlanDefinition) => void;
  onPortal?: (plan: PlanDefinition) => void;
  /** A signed-in user who may start a free trial of this plan: shows 'Try free for N days'. */
  onTrial?: (plan: PlanDefinition) => void;
  layout?: 'column' | 'wide';
  /** Level of the plan name's heading (2 on /pricing; 3 where the cards sit under a section heading). */
  headingLevel?: 2 | 3;
};

/** Price of the plan for the period, with the yearly details. */
function PlanPrice({ plan, period }: { plan: PlanDefinition; period: BillingPeriod }) {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const amount = plan.prices[period];
  const saving = period === 'year' ? yearlySaving(plan) : null;
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap items-baseline gap-x-1">
        <span className="text-4xl font-semibold tracking-tight tabular-nums" data-testid={`price-${plan.id}`}>
          {fmt.price(amount)}
        </span>
        <span className="text-sm text-muted-foreground">{period === 'year' ? t('pricing.perYear') : t('pricing.perMonth')}</span>
      </p>
      {period === 'year' && amount > 0 && (
        <div className="space-y-1 text-sm text-muted-foreground" data-testid={`yearly-${plan.id}`}>
          <p>{t('pricing.monthlyEquivalent', { price: fmt.price(monthlyEquivalent(plan)) })}</p>
          {saving ? (
            <p className="flex flex-wrap items-center gap-1.5">
              <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                {t('pricing.save', { percent: saving.percent })}
              </span>
              <span>{t('pricing.saveAmount', { amount: fmt.price(saving.amount) })}</span>
            </p>
          ) : (
            <p>{t('pricing.noSaving')}</p>
          )}
        </div>
      )}
    </div>
  );
}

/** The card's button or link. */
function PlanCta({ plan, action, pending, busy, onCheckout, onPortal, onTrial }: Omit<PlanCardProps, 'period' | 'layout'>) {
  const { t } = useTranslation('billing');
  const planName = t(`common:tiers.${plan.id}`);
  const variant = plan.popular ? 'default' : 'outline';
  const base = 'h-auto min-h-10 w-full whitespace-normal text-center';
  switch (action) {
    case 'signup': {
      // A paid plan with a trial: sign up, then back to this page to confirm the trial.
      const trial = plan.id !== 'Free' && plan.trialCredits !== null;
      const to = trial ? `/signup?next=${encodeURIComponent(`/pricing?trial=${plan.id}`)}` : '/signup';
      return (
        <Button asChild variant={variant} className={base}>
          <Link to={to}>
            {plan.id === 'Free' ? t('cta.startFree') : trial ? t('cta.startTrial') : t('cta.getStarted')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      );
    }
    case 'checkout':
      if (onTrial && action === 'checkout') {
        return (
          <div className="space-y-2">
            <Button variant={variant} className={base} disabled={pending || busy} onClick={() => onTrial(plan)}>
              {t('cta.tryFree', { days: TRIAL_DAYS })}
            </Button>
            <Button variant="ghost" className={base} disabled={pending || busy} aria-busy={pending || undefined} onClick={() => onCheckout?.(plan)}>
              {pending ? <Spinner /> : null}
              {t('cta.upgrade', { plan: planName })}
            </Button>
          </div>
        );
      }
    // falls through
    case 'portal': {
      const label = action === 'checkout' ? t('cta.upgrade', { plan: planName }) : t('cta.changePlan');
      return (
        <Button
          variant={variant}
          className={base}
          disabled={pending || busy}
          aria-busy={pending || undefined}
          aria-label={action === 'portal' ? `${label}: ${planName}` : undefined}
          onClick={() => (action === 'checkout' ? onCheckout?.(plan) : onPortal?.(plan))}
        >
          {pending ? <Spinner /> : null}
          {label}
        </Button>
      );
    }
    case 'current':
      return (
        <Button variant="secondary" className={base} disabled>
          <Check aria-hidden />
          {t('cta.currentPlan')}
        </Button>
      );
    case 'unavailable':
      return (
        <Button variant="outline" className={base} disabled>
          {t('cta.unavailable')}
        </Button>
      );
    case 'loading':
      return (
        <Button variant={variant} className={base} disabled aria-label={t('common:loading')}>
          <Spinner />
        </Button>
      );
    default:
      return null;
  }
}

/** A plan card. */
export function PlanCard({ plan, period, action, pending, busy, onCheckout, onPortal, onTrial, layout = 'column', headingLevel = 2 }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const planName = t(`common:tiers.${plan.id}`);
  const wide = layout === 'wide';
  const floating = plan.badges.includes('mostPopular');
  const inlineBadges = plan.badges.filter((b) => b !== 'mostPopular');

  return (
    <article
      data-testid={`plan-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
      className={cn(
        'relative flex flex-col gap-5 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm xl:p-5',
        plan.popular && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
        plan.enterprise && 'bg-gradient-to-b from-accent/70 to-card dark:from-accent/40',
        wide && 'bg-gradient-to-br from-amber-50 via-card to-card dark:from-amber-500/10 md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1.4fr)] md:gap-x-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,0.8fr)] lg:items-center',
      )}
    >
      {floating && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm">
          <Sparkles aria-hidden />
          {t('badges.mostPopular')}
        </Badge>
      )}

      <div className="space-y-4">
        <header className="space-y-2">
          {inlineBadges.length > 0 && (
            <div className="flex flex-wrap gap-1.5">
              {inlineBadges.map((badge) => (
                <Badge
                  key={badge}
                  className={
                    badge === 'limitedTime'
                      ? 'border-transparent bg-amber-500 text-amber-950'
                      : 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-200'
                  }
                >
                  {t(`badges.${badge}`)}
                </Badge>
              ))}
            </div>
          )}
          {plan.enterprise && (
            <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
              <Building2 className="size-3.5" aria-hidden />
              {t('pricing.enterprise')}
            </p>
          )}
          <Heading id={`plan-${plan.id}-name`} className="text-xl font-semibold tracking-tight">
            {planName}
          </Heading>
          <p className="text-sm text-pretty text-muted-foreground">{t(`plans.${plan.id}`)}</p>
        </header>
        <PlanPrice plan={plan} period={period} />
      </div>

      <ul
        aria-label={t('pricing.featuresLabel', { plan: planName })}
        className={cn('space-y-2.5 text-sm', !wide && 'border-t pt-5', wide && 'md:grid md:grid-cols-1 md:gap-2.5 md:space-y-0 lg:border-x lg:px-8')}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5">
            <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary">
              <Check className="size-3" strokeWidth={3} aria-hidden />
            </span>
            <span>
              {feature === 'monthlyCredits' ? t('features.monthlyCredits', { count: plan.monthlyCredits }) : t(`features.${feature}`)}
              {/* What 'priority' means, said plainly (the queue's rule: server/jobs/fair-order.ts). */}
              {feature === 'priority' && <span className="block text-xs text-muted-foreground">{t('features.priorityHint')}</span>}
            </span>
          </li>
        ))}
        <li className="flex items-start gap-2.5">
          <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary">
            <Check className="size-3" strokeWidth={3} aria-hidden />
          </span>
          <span>{t('features.catalogueRun', { count: plan.catalogueRunProducts })}</span>
        </li>
        <li className="flex items-start gap-2.5">
          <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary">
            <Check className="size-3" strokeWidth={3} aria-hidden />
          </span>
          {/* Ad creatives: the plan's placements and variants per set, and the Free mark (src/shared/ad-creatives.ts). */}
          <span>{adPlanLimits(plan.id).watermark ? t('features.adCreativesFree', { placements: adPlanLimits(plan.id).placements, variants: adPlanLimits(plan.id).variants }) : t('features.adCreatives', { variants: adPlanLimits(plan.id).variants })}</span>
        </li>
      </ul>

      <div className={cn(wide ? 'md:col-span-2 lg:col-span-1' : 'mt-auto')}>
        <PlanCta plan={plan} action={action} pending={pending} busy={busy} onCheckout={onCheckout} onPortal={onPortal} onTrial={onTrial} />
      </div>
    </article>
  );
}
