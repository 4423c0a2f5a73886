/**
 * Account → API, webhooks: the account's endpoints (address, events, on or off, failing since),
 * adding one (address and events; its signing secret shown once), turning it off and on, a new
 * secret (the old one keeps signing for 24 hours), deleting it, and its delivery log with
 * 'Send again'. The same rules as the API: the server checks the address and the events.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Plus, RefreshCw, ScrollText, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { deleteWebhookEndpoint, rotateWebhookSecret, updateWebhookEndpoint, useWebhookEndpoints, WEBHOOKS_KEY, type WebhookEndpointView, type WebhookEndpointWithSecret } from './api';
import { DeliveriesDialog } from './deliveries-dialog';
import { SecretShownOnce } from './secret-reveal';

/** The webhooks card. */
export function WebhooksCard() {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [log, setLog] = useState<WebhookEndpointView | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'rotate'; endpoint: WebhookEndpointView } | null>(null);
  const [rotated, setRotated] = useState<WebhookEndpointWithSecret | null>(null);
  const [pending, setPending] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(iso));

  const toggle = async (endpoint: WebhookEndpointView, enabled: boolean) => {
    try {
      await updateWebhookEndpoint(endpoint.id, { enabled });
    } catch (e) {
      console.error('Changing the endpoint failed', e);
      toast.error(t('api.webhooks.updateFailed'));
    } finally {
      refresh();
    }
  };

  const act = async () => {
    if (!confirm) return;
    setPending(true);
    try {
      if (confirm.kind === 'delete') {
        await deleteWebhookEndpoint(confirm.endpoint.id);
        toast.success(t('api.webhooks.deleted'));
      } else {
        setRotated(await rotateWebhookSecret(confirm.endpoint.id));
      }
      setConfirm(null);
    } catch (e) {
      console.error('The endpoint action failed', e);
      toast.error(t('api.webhooks.updateFailed'));
    } finally {
      setPending(false);
      refresh();
    }
  };

  const list = endpoints.data?.endpoints ?? [];
  return (
    <Card className="gap-6">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">{t('api.webhooks.title')}</CardTitle>
          <CardDescription>{t('api.webhooks.description')}</CardDescription>
        </div>
        <Button type="button" variant="outline" onClick={() => setAdding(true)} className="shrink-0">
          <Plus aria-hidden />
          {t('api.webhooks.new')}
        </Button>
      </CardHeader>
      <CardContent>
        {endpoints.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner aria-label={t('common:loading')} />
          </div>
        ) : endpoints.isError ? (
          <RetryAlert message={t('api.webhooks.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void endpoints.refetch()} />
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t('api.webhooks.empty')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('api.webhooks.title')}>
            {list.map((endpoint) => (
              <li key={endpoint.id} className="space-y-2 py-3" data-testid="webhook-endpoint">
                <div className="flex items-start gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                    <Webhook className="size-4" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-mono text-sm break-all">{endpoint.url}</p>
                    <p className="flex flex-wrap gap-1.5">
                      {endpoint.events.map((e) => (
                        <Badge key={e} variant="secondary" className="font-mono">
                          {e}
                        </Badge>
                      ))}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {endpoint.enabled
                        ? endpoint.failingSince
                          ? t('api.webhooks.failingSince', { when: date(endpoint.failingSince) })
                          : t('api.webhooks.createdOn', { when: date(endpoint.createdAt) })
                        : endpoint.disabledReason === 'failing'
                          ? t('api.webhooks.offFailing')
                          : t('api.webhooks.off')}
                    </p>
                  </div>
                  <Switch checked={endpoint.enabled} onCheckedChange={(v) => void toggle(endpoint, v)} aria-label={t('api.webhooks.enabledLabel', { url: endpoint.url })} />
                </div>
                <div className="flex flex-wrap gap-1 pl-12">
                  <Button type="button" variant="ghost" size="sm" onClick={() => setLog(endpoint)}>
                    <ScrollText aria-hidden />
                    {t('api.webhooks.log')}
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setConfirm({ kind: 'rotate', endpoint })}>
                    <RefreshCw aria-hidden />
                    {t('api.webhooks.rotate')}
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setConfirm({ kind: 'delete', endpoint })}>
                    <Trash2 aria-hidden />
                    {t('api.webhooks.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>

      <AddEndpointDialog open={adding} onOpenChange={setAdding} onDone={refresh} />
      <DeliveriesDialog endpoint={log} onClose={() => setLog(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'delete' ? t('api.webhooks.deleteTitle') : t('api.webhooks.rotateTitle')}
        description={confirm?.kind === 'delete' ? t('api.webhooks.deleteBody', { url: confirm.endpoint.url }) : t('api.webhooks.rotateBody')}
        descriptionClassName="break-all"
        cancelLabel={t('api.keys.cancel')}
        confirmLabel={confirm?.kind === 'delete' ? t('api.webhooks.delete') : t('api.webhooks.rotate')}
        destructive={confirm?.kind === 'delete'}
        pending={pending}
        onConfirm={() => void act()}
      />
      <Dialog open={rotated !== null} onOpenChange={(open) => !open && setRotated(null)}>
        <DialogContent className="sm:max-w-lg">
          {rotated && (
            <SecretShownOnce
              title={t('api.webhooks.secretTitle')}
              description={t('api.webhooks.rotatedBody')}
              value={rotated.secret}
              label={t('api.webhooks.secretLabel')}
              warning={t('api.webhooks.secretOnce')}
              testId="webhook-secret"
              onDone={() => setRotated(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
