/**
 * The checkout success page body (/success). Thanks the user, then asks for
 * the billing summary every 1.5 s until the plan is no longer Free (a payment provider's webhook can
 * arrive a little after the redirect), for at most about 40 s. Once confirmed: the plan, the credit
 * balance and the images allowed per generation, with links to create and to billing. After the
 * time limit: a calm note that it may take a minute, and a link to billing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, BadgeCheck, Clock, CreditCard, Images, LogIn, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useBilling } from './api';
import { CheckoutResultShell } from './checkout-result-shell';
import { useBillingFormat } from './format';

/** Poll interval of the billing summary on the success page. */
export const SUCCESS_POLL_MS = 1500;
/** How long the success page waits for the plan to change. */
export const SUCCESS_MAX_WAIT_MS = 40_000;

/**
 * The /success page body; the timings can be shortened in tests. A visitor who is not signed in (the
 * session ended in another tab) is thanked and asked to sign in to see the plan.
 */
export function CheckoutSuccess({
  signedIn = true,
  pollMs = SUCCESS_POLL_MS,
  maxWaitMs = SUCCESS_MAX_WAIT_MS,
}: {
  signedIn?: boolean;
  pollMs?: number;
  maxWaitMs?: number;
}) {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);

  const billing = useBilling({
    enabled: signedIn,
    refetchInterval: (data) => (timedOut || (data && data.tier !== 'Free') ? false : pollMs),
  });
  const summary = billing.data;
  const confirmed = !!summary && summary.tier !== 'Free';

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), maxWaitMs);
    return () => window.clearTimeout(timer);
  }, [maxWaitMs]);

  // The balance and tier shown around the app change with the payment.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [queryClient, confirmed]);

  return (
    <CheckoutResultShell>
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-success/15 text-success">
          <BadgeCheck className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{t('success.title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('success.body')}</p>
      </header>

      {!signedIn ? (
        <Button asChild size="lg" className="w-full">
          <Link to="/signin">
            <LogIn aria-hidden />
            {t('common:actions.signIn')}
          </Link>
        </Button>
      ) : confirmed ? (
        <div className="space-y-5" data-testid="success-confirmed" role="status">
          <p className="text-center text-lg font-semibold">{t('success.confirmed', { plan: t(`common:tiers.${summary.tier}`) })}</p>
          <div className="space-y-2 rounded-xl border bg-background/60 p-4 text-center">
            <p className="text-xs text-muted-foreground">{t('success.balance')}</p>
            <p className="text-2xl font-semibold tabular-nums" data-testid="success-balance">
              {t('account.credits', { count: summary.remaining, formatted: fmt.number(summary.remaining) })}
            </p>
            <p className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground" data-testid="success-images">
              <Images className="size-4" aria-hidden />
              {t('account.imagesPerGeneration', { count: summary.maxImagesPerGeneration })}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild size="lg" className="sm:flex-1">
              <Link to="/create">
                <Sparkles aria-hidden />
                {t('success.create')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="sm:flex-1">
              <Link to="/account?tab=billing">
                <CreditCard aria-hidden />
                {t('success.billing')}
              </Link>
            </Button>
          </div>
        </div>
      ) : timedOut ? (
        <div className="space-y-4 text-center" data-testid="success-slow" role="status">
          <div className="flex flex-col items-center gap-2 rounded-xl border bg-muted/40 px-4 py-5">
            <Clock className="size-5 text-muted-foreground" aria-hidden />
            <p className="font-medium">{t('success.slowTitle')}</p>
            <p className="text-sm text-pretty text-muted-foreground">{t('success.slowBody')}</p>
          </div>
          <Button asChild size="lg" className="w-full">
            <Link to="/account?tab=billing">
              {t('success.billing')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      ) : (
        <div className="flex items-center justify-center gap-2 rounded-xl border bg-muted/40 px-4 py-5 text-sm text-muted-foreground" role="status" data-testid="success-waiting">
          <Spinner className="text-primary" />
          {t('success.confirming')}
        </div>
      )}
    </CheckoutResultShell>
  );
}
