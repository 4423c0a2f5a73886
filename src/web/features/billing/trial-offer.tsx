/**
 * Free trials on the web: the confirmation that starts one (what it gives, when it ends, what
 * happens after; the server enforces every rule: one per account and per email address, a plan
 * with a trial, no paid subscription in force) and the banner that says when a running trial ends.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { planFor, TRIAL_DAYS, type PaidTier } from '@shared/plans';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { refreshAccount, startTrial, type TrialInfo, useBilling } from './api';
import { useBillingFormat } from './format';
import { billingErrorMessage } from './use-billing-actions';

/** Whether `plan` offers a free trial (its trialCredits in the plan catalogue). */
export function hasTrial(plan: string): plan is PaidTier {
  return plan !== 'Free' && planFor(plan as PaidTier).trialCredits !== null;
}

/**
 * The confirmation of a trial of `plan` (null: closed). Starting it refreshes the account and opens
 * the home page, where the banner says when it ends.
 */
export function TrialDialog({ plan, onClose }: { plan: PaidTier | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (tier: PaidTier) => startTrial(tier),
    onSuccess: (trial) => {
      // Not awaited: the home page shows the new plan and balance as the refreshed queries answer.
      void refreshAccount(queryClient);
      toast.success(t('trial.started', { plan: t(`common:tiers.${trial.tier}`), date: fmt.date(trial.endsAt) }));
      onClose();
      void navigate('/');
    },
    onError: (e) => {
      toast.error(billingErrorMessage(e, t));
      onClose();
      void refreshAccount(queryClient);
    },
  });
  const name = plan ? t(`common:tiers.${plan}`) : '';
  const ends = new Date(Date.now() + TRIAL_DAYS * 86_400_000).toISOString();
  return (
    <ConfirmDialog
      open={plan !== null}
      onClose={onClose}
      title={t('trial.confirmTitle', { plan: name, days: TRIAL_DAYS })}
      description={plan ? t('trial.confirmBody', { plan: name, credits: planFor(plan).trialCredits ?? 0, date: fmt.date(ends) }) : ''}
      cancelLabel={t('trial.notNow')}
      confirmLabel={t('trial.confirm')}
      pending={start.isPending}
      onConfirm={() => plan && start.mutate(plan)}
    />
  );
}

/**
 * While a trial runs: its plan, its end and the way to keep the plan (nothing otherwise). Input:
 * the billing summary's `trial` when the page has it, else the banner reads the summary itself.
 */
export function TrialBanner({ className, trial: given }: { className?: string; trial?: TrialInfo | null }) {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const billing = useBilling({ enabled: given === undefined });
  const trial = given === undefined ? billing.data?.trial : given;
  if (!trial?.active) return null;
  const days = Math.max(0, Math.ceil((new Date(trial.endsAt).getTime() - Date.now()) / 86_400_000));
  const plan = t(`common:tiers.${trial.tier}`);
  return (
    <div className={`flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between ${className ?? ''}`} data-testid="trial-banner" role="status">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Clock className="size-4" aria-hidden />
        </span>
        <div className="space-y-0.5">
          <p className="font-medium">{t('trial.bannerTitle', { plan, date: fmt.date(trial.endsAt) })}</p>
          <p className="text-sm text-muted-foreground">{t('trial.bannerBody', { plan, count: days })}</p>
        </div>
      </div>
      <Button asChild variant="outline" className="shrink-0">
        <Link to="/pricing">{t('trial.keep', { plan })}</Link>
      </Button>
    </div>
  );
}
