/**
 * The pricing page body (/pricing): title, the
 * monthly/yearly switch (monthly first), the five plans from the shared catalogue (no round trip for
 * the first paint), what credits buy (images by quality, videos), the 14-day money-back guarantee,
 * the accepted cards and the rollover policy.
 * Visitors are sent to sign up (for a plan with a free trial, back here afterwards to confirm it);
 * a signed-in user on Free who never had a trial may start one, or a checkout; a paying user changes
 * plan in the billing portal; the plan in use is marked as current; a running trial's end is shown.
 */
import { CreditCard, Infinity as InfinityIcon, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_CARDS, type BillingPeriod, MONEY_BACK_DAYS, type PaidTier, type PlanDefinition, PLANS } from '@shared/plans';
import { Badge } from '@web/components/ui/badge';
import { useAuth } from '@web/features/auth/session';
import { useMe } from '@web/features/me/api';
import { useBilling, usePlanAvailability } from './api';
import { CreditCosts } from './credit-costs';
import { planAction, type Viewer } from './plan-action';
import { PlanCard } from './plan-card';
import { PeriodToggle } from './period-toggle';
import { TestModeBanner } from './test-mode-banner';
import { hasTrial, TrialBanner, TrialDialog } from './trial-offer';
import { useBillingActions } from './use-billing-actions';

/** What the page knows about the person looking at it. */
function useViewer(): Viewer {
  const { user } = useAuth();
  const me = useMe(!!user);
  const billing = useBilling({ enabled: !!user });
  if (!user) return { signedIn: false };
  if (me.isPending) return { signedIn: true, plan: null };
  // Unknown plan (the call failed): offer checkout; the server refuses it if the user already pays.
  if (!me.data) return { signedIn: true, plan: { tier: 'Free', paid: false, period: null } };
  const paid = me.data.subscribed && me.data.tier !== 'Free';
  return { signedIn: true, plan: { tier: me.data.tier, paid, period: paid ? (billing.data?.period ?? null) : null } };
}

function Assurance({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-2xl border bg-card/70 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">{icon}</span>
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold">{title}</h2>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

/** The /pricing page body. */
export function PricingView() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const viewer = useViewer();
  const billing = useBilling({ enabled: !!user });
  const actions = useBillingActions();
  const availability = usePlanAvailability();
  const [period, setPeriod] = useState<BillingPeriod>('month');
  // A trial asked for before signing up (/pricing?trial=Plus) is confirmed here once signed in.
  const [params, setParams] = useSearchParams();
  const [trialPlan, setTrialPlan] = useState<PaidTier | null>(null);
  const trialAvailable = !!user && billing.data?.trialAvailable === true;
  const asked = params.get('trial');
  // Handled once: a second address change here could cancel the navigation that follows the trial.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !asked || !billing.data) return;
    handled.current = true;
    if (trialAvailable && hasTrial(asked)) setTrialPlan(asked);
    setParams((p) => {
      p.delete('trial');
      return p;
    }, { replace: true });
  }, [asked, billing.data, trialAvailable, setParams]);

  const founders = PLANS.find((p) => p.badges.includes('limitedTime'));
  const others = PLANS.filter((p) => p !== founders);

  const card = (plan: PlanDefinition, layout: 'column' | 'wide' = 'column') => (
    <PlanCard
      key={plan.id}
      plan={plan}
      period={period}
      layout={layout}
      action={planAction(plan.id, period, viewer, availability[plan.id]?.[period] ?? true)}
      pending={actions.target === plan.id}
      busy={actions.busy}
      onCheckout={(p) => actions.checkout(p.id as PaidTier, period)}
      onPortal={(p) => actions.openPortal(p.id)}
      {...(trialAvailable && hasTrial(plan.id) ? { onTrial: (p: PlanDefinition) => setTrialPlan(p.id as PaidTier) } : {})}
    />
  );

  return (
    <div className="bg-vitrine flex-1">
      <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <header className="mx-auto max-w-2xl space-y-4 text-center">
          <Badge variant="accent" className="mx-auto">
            {t('pricing.eyebrow')}
          </Badge>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{t('pricing.title')}</h1>
          <p className="text-pretty text-muted-foreground sm:text-lg">{t('pricing.subtitle')}</p>
          <div className="flex justify-center pt-2">
            <PeriodToggle value={period} onChange={setPeriod} />
          </div>
        </header>

        {billing.data?.mode === 'test' && <TestModeBanner className="mx-auto max-w-xl" />}
        <TrialBanner className="mx-auto max-w-3xl" />
        <TrialDialog plan={trialPlan} onClose={() => setTrialPlan(null)} />

        {founders && card(founders, 'wide')}

        <div className="grid gap-6 pt-2 md:grid-cols-2 xl:grid-cols-4" data-testid="plan-grid">
          {others.map((plan) => card(plan))}
        </div>

        <CreditCosts />

        <section className="grid gap-4 md:grid-cols-3" aria-label={t('pricing.eyebrow')}>
          <Assurance icon={<ShieldCheck className="size-5" aria-hidden />} title={t('pricing.moneyBackTitle', { days: MONEY_BACK_DAYS })}>
            <p>{t('pricing.moneyBack', { days: MONEY_BACK_DAYS })}</p>
          </Assurance>
          <Assurance icon={<CreditCard className="size-5" aria-hidden />} title={t('pricing.acceptedCards')}>
            <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="accepted-cards">
              {ACCEPTED_CARDS.map((card) => (
                <li key={card} className="rounded-md border bg-background px-2 py-0.5 text-xs font-semibold text-foreground">
                  {card}
                </li>
              ))}
            </ul>
          </Assurance>
          <Assurance icon={<InfinityIcon className="size-5" aria-hidden />} title={t('pricing.rolloverTitle')}>
            <p>{t('pricing.rollover')}</p>
          </Assurance>
        </section>
      </div>
    </div>
  );
}
