/**
 * Account → API, webhooks: the account's endpoints (address, events, on or off, failing since),
 * adding one (address and events; its signing secret shown once), turning it off and on, a new
 * secret (the old one keeps signing for 24 hours), deleting it, and its delivery log with
 * 'Send again'. The same rules as the API: the server checks the address and the events.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Plus, RefreshCw, RotateCcw, ScrollText, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@shared/contracts/webhooks';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { ApiError } from '@web/lib/api';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
  WEBHOOKS_KEY,
  type WebhookEndpointView,
  type WebhookEndpointWithSecret,
} from './api';
import { SecretReveal } from './secret-reveal';

function AddEndpointDialog({ open, onOpenChange, onDone }: { open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['generation.completed', 'generation.failed']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setUrl('');
      setEvents(['generation.completed', 'generation.failed']);
      setError(null);
      setCreated(null);
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      setCreated(await createWebhookEndpoint({ url: url.trim(), events }));
      onDone();
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('api.webhooks.createFailed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-lg">
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('api.webhooks.secretTitle')}</DialogTitle>
              <DialogDescription>{t('api.webhooks.secretBody', { url: created.url })}</DialogDescription>
            </DialogHeader>
            <SecretReveal value={created.secret} label={t('api.webhooks.secretLabel')} warning={t('api.webhooks.secretOnce')} testId="webhook-secret" />
            <DialogFooter>
              <Button type="button" onClick={() => change(false)}>
                {t('api.keys.done')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(e) => void submit(e)} className="space-y-5">
            <DialogHeader>
              <DialogTitle>{t('api.webhooks.newTitle')}</DialogTitle>
              <DialogDescription>{t('api.webhooks.newBody')}</DialogDescription>
            </DialogHeader>
            <div className="space-y-2">
              <Label htmlFor="webhook-url">{t('api.webhooks.url')}</Label>
              <Input id="webhook-url" type="url" inputMode="url" value={url} maxLength={2048} required placeholder="https://shop.example.com/hooks/vitrine" onChange={(e) => setUrl(e.target.value)} />
            </div>
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t('api.webhooks.events')}</legend>
              {WEBHOOK_EVENTS.map((name) => (
                <div key={name} className="flex items-start gap-3">
                  <Checkbox
                    id={`event-${name}`}
                    checked={events.includes(name)}
                    onCheckedChange={(v) => setEvents((current) => (v === true ? WEBHOOK_EVENTS.filter((e) => e === name || current.includes(e)) : current.filter((e) => e !== name)))}
                    className="mt-0.5"
                  />
                  <Label htmlFor={`event-${name}`} className="block space-y-0.5 font-normal">
                    <span className="block font-mono text-sm font-medium">{name}</span>
                    <span className="block text-xs text-muted-foreground">{t(`api.webhooks.eventHelp.${name.replaceAll('.', '_')}`)}</span>
                  </Label>
                </div>
              ))}
            </fieldset>
            {error && (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => change(false)} disabled={pending}>
                {t('api.keys.cancel')}
              </Button>
              <Button type="submit" disabled={pending || url.trim() === '' || events.length === 0}>
                {pending ? <Spinner /> : <Plus aria-hidden />}
                {t('api.webhooks.add')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpointView | null; onClose: () => void }) {
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
      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && !pending && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm?.kind === 'delete' ? t('api.webhooks.deleteTitle') : t('api.webhooks.rotateTitle')}</AlertDialogTitle>
            <AlertDialogDescription className="break-all">
              {confirm?.kind === 'delete' ? t('api.webhooks.deleteBody', { url: confirm.endpoint.url }) : t('api.webhooks.rotateBody')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t('api.keys.cancel')}</AlertDialogCancel>
            <Button variant={confirm?.kind === 'delete' ? 'destructive' : 'default'} onClick={() => void act()} disabled={pending}>
              {pending && <Spinner className="size-4" />}
              {confirm?.kind === 'delete' ? t('api.webhooks.delete') : t('api.webhooks.rotate')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <Dialog open={rotated !== null} onOpenChange={(open) => !open && setRotated(null)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('api.webhooks.secretTitle')}</DialogTitle>
            <DialogDescription>{t('api.webhooks.rotatedBody')}</DialogDescription>
          </DialogHeader>
          {rotated && <SecretReveal value={rotated.secret} label={t('api.webhooks.secretLabel')} warning={t('api.webhooks.secretOnce')} testId="webhook-secret" />}
          <DialogFooter>
            <Button type="button" onClick={() => setRotated(null)}>
              {t('api.keys.done')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
