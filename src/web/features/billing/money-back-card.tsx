/**
 * The money-back guarantee on Account → Billing: within the window after the first payment, what
 * the user paid, until when they may ask, what a refund does (the plan ends at once, the unspent
 * credits of the period go back, the images stay), and a request with an optional note; then the
 * request's state (pending, refunded, declined). Nothing shows for an account that never paid, or
 * once the window has passed without a request. The server decides (GET/POST /billing/money-back).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, ShieldCheck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MONEY_BACK_NOTE_MAX } from '@shared/contracts/money-back';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { MONEY_BACK_KEY, type MoneyBackStatus, requestMoneyBack, useMoneyBack } from './api';
import { useBillingFormat } from './format';
import { billingErrorMessage } from './use-billing-actions';

/** The card (or nothing: see the module's docstring). */
export function MoneyBackCard({ className }: { className?: string }) {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const status = useMoneyBack();
  const [asking, setAsking] = useState(false);
  const s = status.data;
  if (!s?.firstPayment || !s.deadline) return null;
  const request = s.request;
  if (!request && !s.canRequest) return null;

  const paid = { amount: fmt.money(s.firstPayment.amountMinor, s.firstPayment.currency), date: fmt.date(s.firstPayment.paidAt), plan: t(`common:tiers.${s.firstPayment.tier}`) };
  const deadline = fmt.date(s.deadline);
  let icon = <ShieldCheck className="size-4" aria-hidden />;
  let tone = 'bg-primary/10 text-primary';
  let lines: string[];
  if (request?.status === 'pending') {
    icon = <Clock className="size-4" aria-hidden />;
    lines = [t('moneyBackCard.pending', { date: fmt.date(request.requestedAt), amount: paid.amount }), t('moneyBackCard.pendingHint')];
  } else if (request?.status === 'approved') {
    icon = <CheckCircle2 className="size-4" aria-hidden />;
    tone = 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-400';
    lines = [
      t('moneyBackCard.approved', { date: fmt.date(request.decidedAt ?? request.requestedAt), amount: fmt.money(request.amountMinor, request.currency) }),
      ...(request.creditsTakenBack ? [t('moneyBackCard.creditsTakenBack', { count: request.creditsTakenBack })] : []),
    ];
  } else {
    if (request?.status === 'declined') {
      icon = <XCircle className="size-4" aria-hidden />;
      tone = 'bg-muted text-muted-foreground';
    }
    lines = [
      ...(request?.status === 'declined' ? [t('moneyBackCard.declined', { date: fmt.date(request.decidedAt ?? request.requestedAt) })] : []),
      t('moneyBackCard.open', { ...paid, deadline }),
      t('moneyBackCard.effects'),
    ];
  }

  return (
    <Card className={cn('gap-4', className)} data-testid="money-back">
      <CardHeader className="flex flex-row items-start gap-3 space-y-0">
        <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}>{icon}</span>
        <div className="space-y-1">
          <CardTitle className="text-base">{t('moneyBackCard.title', { days: s.windowDays })}</CardTitle>
          <CardDescription className="space-y-1" data-testid="money-back-state">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </CardDescription>
        </div>
      </CardHeader>
      {s.canRequest && (
        <CardContent className="pt-0">
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t('moneyBackCard.ask')}
          </Button>
        </CardContent>
      )}
      <MoneyBackDialog open={asking} onClose={() => setAsking(false)} status={s} />
    </Card>
  );
}

/** The request dialog: what a refund does, an optional note, and the request. */
function MoneyBackDialog({ open, onClose, status }: { open: boolean; onClose: () => void; status: MoneyBackStatus }) {
  const { t } = useTranslation('billing');
  const fmt = useBillingFormat();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const noteId = useId();
  const ask = useMutation({
    mutationFn: () => requestMoneyBack(note),
    onSuccess: () => {
      toast.success(t('moneyBackCard.sent'));
      setNote('');
      onClose();
    },
    onError: (e) => toast.error(billingErrorMessage(e, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_BACK_KEY }),
  });
  const payment = status.firstPayment;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !ask.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('moneyBackCard.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {payment ? t('moneyBackCard.confirmBody', { amount: fmt.money(payment.amountMinor, payment.currency), date: fmt.date(payment.paidAt) }) : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-2">
          <Label htmlFor={noteId}>{t('moneyBackCard.noteLabel')}</Label>
          <Textarea id={noteId} rows={4} value={note} maxLength={MONEY_BACK_NOTE_MAX} onChange={(e) => setNote(e.target.value)} placeholder={t('moneyBackCard.notePlaceholder')} />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={ask.isPending}>{t('moneyBackCard.cancel')}</AlertDialogCancel>
          <Button onClick={() => ask.mutate()} disabled={ask.isPending}>
            {ask.isPending && <Spinner className="size-4" />}
            {t('moneyBackCard.send')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
