/**
 * The delivery log of a webhook endpoint: each delivery's status, event, time, attempts, last answer
 * (HTTP status or error) and duration, with 'Send again'.
 */
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { resendWebhookDelivery, useWebhookDeliveries, WEBHOOKS_KEY, type WebhookEndpointView } from './api';

/** The log of `endpoint` (closed when null); `onClose` closes it. */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpointView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
  const resend = async (id: string) => {
    setBusy(id);
    try {
      await resendWebhookDelivery(id);
      toast.success(t('api.webhooks.resent'));
    } catch (e) {
      console.error('Sending the delivery again failed', e);
      toast.error(t('api.webhooks.resendFailed'));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    }
  };
  const list = deliveries.data?.deliveries ?? [];
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('api.webhooks.logTitle')}</DialogTitle>
          <DialogDescription className="break-all">{endpoint?.url}</DialogDescription>
        </DialogHeader>
        {deliveries.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner aria-label={t('common:loading')} />
          </div>
        ) : deliveries.isError ? (
          <RetryAlert message={t('api.webhooks.logFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void deliveries.refetch()} />
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('api.webhooks.logEmpty')}</p>
        ) : (
          <ul className="max-h-[60vh] divide-y overflow-y-auto" aria-label={t('api.webhooks.logTitle')}>
            {list.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm" data-testid="webhook-delivery">
                <Badge variant={d.status === 'succeeded' ? 'secondary' : 'outline'} className={d.status === 'failed' ? 'border-destructive/40 text-destructive' : undefined}>
                  {t(`api.webhooks.status.${d.status}`)}
                </Badge>
                <span className="font-mono text-xs">{d.eventType}</span>
                <span className="text-xs text-muted-foreground">
                  {[
                    when(d.createdAt),
                    t('api.webhooks.attempts', { count: d.attempts }),
                    d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : d.lastError,
                    d.lastDurationMs !== null ? `${d.lastDurationMs} ms` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <Button type="button" variant="ghost" size="sm" className="ml-auto" disabled={busy === d.id} onClick={() => void resend(d.id)}>
                  {busy === d.id ? <Spinner /> : <RotateCcw aria-hidden />}
                  {t('api.webhooks.resend')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
