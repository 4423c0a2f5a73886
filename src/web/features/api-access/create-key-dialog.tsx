/**
 * The 'New key' dialog: a name and the scopes (read, generate, webhooks; read preselected), then
 * the key itself, shown this once (SecretReveal: Copy and the warning that it will not be shown again).
 */
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES, type ApiKeyScope } from '@shared/contracts/api-keys';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { createApiKey, type CreatedApiKey } from './api';
import { CodeChecklist } from './code-checklist';
import { SecretShownOnce } from './secret-reveal';

/** The dialog; `onCreated` runs once a key is made (to refresh the list). */
export function CreateKeyDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const { t } = useTranslation('account');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const reset = () => {
    setName('');
    setScopes(['read']);
    setError(null);
    setCreated(null);
  };

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      setCreated(await createApiKey({ name: name.trim(), scopes }));
      onCreated();
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('api.keys.createFailed'));
    } finally {
      setPending(false);
    }
  };


  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-lg">
        {created ? (
          <SecretShownOnce
            title={t('api.keys.createdTitle')}
            description={t('api.keys.createdBody', { name: created.name })}
            value={created.key}
            label={t('api.keys.keyLabel')}
            warning={t('api.keys.shownOnce')}
            testId="new-api-key"
            onDone={() => change(false)}
          />
        ) : (
          <form onSubmit={(e) => void submit(e)} className="space-y-5">
            <DialogHeader>
              <DialogTitle>{t('api.keys.newTitle')}</DialogTitle>
              <DialogDescription>{t('api.keys.newBody')}</DialogDescription>
            </DialogHeader>
            <div className="space-y-2">
              <Label htmlFor="api-key-name">{t('api.keys.name')}</Label>
              <Input id="api-key-name" value={name} maxLength={100} required placeholder={t('api.keys.namePlaceholder')} onChange={(e) => setName(e.target.value)} />
            </div>
            <CodeChecklist legend={t('api.keys.scopes')} idPrefix="scope" options={API_KEY_SCOPES} selected={scopes} onChange={setScopes} help={(scope) => t(`api.scopes.${scope}`)} />
            {error && (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => change(false)} disabled={pending}>
                {t('api.keys.cancel')}
              </Button>
              <Button type="submit" disabled={pending || name.trim() === '' || scopes.length === 0}>
                {pending ? <Spinner /> : <KeyRound aria-hidden />}
                {t('api.keys.create')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
