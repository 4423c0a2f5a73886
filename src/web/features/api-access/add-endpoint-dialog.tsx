/**
 * The 'Add endpoint' dialog of Account → API: the address and the events (generation.completed and
 * generation.failed preselected), then the endpoint's signing secret, shown this once. The server
 * checks the address (public, https in production) and the events.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@shared/contracts/webhooks';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { createWebhookEndpoint, type WebhookEndpointWithSecret } from './api';
import { CodeChecklist } from './code-checklist';
import { SecretShownOnce } from './secret-reveal';

/** The dialog; `onDone` runs once an endpoint is added (to refresh the list). */
export function AddEndpointDialog({ open, onOpenChange, onDone }: { open: boolean; onOpenChange: (open: boolean) => void; onDone: () => void }) {
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
          <SecretShownOnce
            title={t('api.webhooks.secretTitle')}
            description={t('api.webhooks.secretBody', { url: created.url })}
            value={created.secret}
            label={t('api.webhooks.secretLabel')}
            warning={t('api.webhooks.secretOnce')}
            testId="webhook-secret"
            onDone={() => change(false)}
          />
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
            <CodeChecklist
              legend={t('api.webhooks.events')}
              idPrefix="event"
              options={WEBHOOK_EVENTS}
              selected={events}
              onChange={setEvents}
              help={(name) => t(`api.webhooks.eventHelp.${name.replaceAll('.', '_')}`)}
            />
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
