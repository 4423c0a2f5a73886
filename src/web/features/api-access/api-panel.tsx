/**
 * Account → API: the account's API keys (name, prefix, scopes, when made and last used), a 'New
 * key' dialog that shows a key once, revoking with a confirmation; the webhook endpoints
 * (webhooks-card.tsx); and where to read how the API works (/help/api-docs). Keys are made and revoked only here, with the browser session.
 */
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { API_KEYS_KEY, type ApiKeyView, revokeApiKey, useApiKeys } from './api';
import { CreateKeyDialog } from './create-key-dialog';
import { WebhooksCard } from './webhooks-card';

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('account');
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(iso));
  const lastUsed = apiKey.lastUsedAt ? t('api.keys.lastUsed', { when: date(apiKey.lastUsedAt) }) : t('api.keys.neverUsed');
  return (
    <li className="flex items-center gap-3 py-3" data-testid="api-key-row">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <KeyRound className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{apiKey.name}</span>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-muted-foreground">{apiKey.prefix}…</code>
        </p>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="secondary" className="font-mono">
              {scope}
            </Badge>
          ))}
          <span>{[t('api.keys.created', { when: date(apiKey.createdAt) }), lastUsed].join(' · ')}</span>
        </p>
      </div>
      <Button type="button" variant="ghost" size="sm" onClick={onRevoke} aria-label={t('api.keys.revokeOne', { name: apiKey.name })}>
        <Trash2 aria-hidden />
        <span className="max-sm:sr-only">{t('api.keys.revoke')}</span>
      </Button>
    </li>
  );
}

/** The API tab's body. */
export function ApiPanel() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [pending, setPending] = useState(false);
  const list = keys.data?.keys ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });

  const revoke = async () => {
    if (!revoking) return;
    setPending(true);
    try {
      await revokeApiKey(revoking.id);
      toast.success(t('api.keys.revoked', { name: revoking.name }));
      setRevoking(null);
    } catch (e) {
      console.error('Revoking the key failed', e);
      toast.error(t('api.keys.revokeFailed'));
    } finally {
      setPending(false);
      refresh();
    }
  };

  return (
    <div className="space-y-6">
      <Card className="gap-6">
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle className="text-lg">{t('api.keys.title')}</CardTitle>
            <CardDescription>{t('api.keys.description')}</CardDescription>
          </div>
          <Button type="button" onClick={() => setCreating(true)} className="shrink-0">
            <Plus aria-hidden />
            {t('api.keys.new')}
          </Button>
        </CardHeader>
        <CardContent>
          {keys.isPending ? (
            <div className="flex justify-center py-4">
              <Spinner aria-label={t('common:loading')} />
            </div>
          ) : keys.isError ? (
            <RetryAlert message={t('api.keys.loadFailed')} retryLabel={t('common:actions.retry')} onRetry={() => void keys.refetch()} />
          ) : list.length === 0 ? (
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t('api.keys.empty')}</p>
          ) : (
            <ul className="divide-y" aria-label={t('api.keys.title')}>
              {list.map((k) => (
                <KeyRow key={k.id} apiKey={k} onRevoke={() => setRevoking(k)} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <WebhooksCard />

      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-lg">{t('api.docs.title')}</CardTitle>
          <CardDescription>{t('api.docs.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/help/api-docs">
              <BookOpen aria-hidden />
              {t('api.docs.open')}
            </Link>
          </Button>
        </CardContent>
      </Card>

      <CreateKeyDialog open={creating} onOpenChange={setCreating} onCreated={refresh} />
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('api.keys.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('api.keys.revokeBody')}
        cancelLabel={t('api.keys.cancel')}
        confirmLabel={t('api.keys.revoke')}
        destructive
        pending={pending}
        onConfirm={() => void revoke()}
      />
    </div>
  );
}
