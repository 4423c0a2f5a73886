/** The checkout cancel page body (/cancel): nothing was charged, back to pricing or home. */
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, House, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { CheckoutResultShell } from './checkout-result-shell';

/** The /cancel page body. */
export function CheckoutCancelled() {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [queryClient]);
  return (
    <CheckoutResultShell>
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
          <XCircle className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{t('cancel.title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('cancel.body')}</p>
      </header>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="lg" className="sm:flex-1">
          <Link to="/pricing">
            <CreditCard aria-hidden />
            {t('cancel.pricing')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="sm:flex-1">
          <Link to="/">
            <House aria-hidden />
            {t('cancel.home')}
          </Link>
        </Button>
      </div>
    </CheckoutResultShell>
  );
}
