/**
 * Private stores: a store's domain and an Admin API access token (read_products), checked by the
 * server at once and kept encrypted; each connection shows the token's last 4 characters and can be
 * removed (the token goes with it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { connectShop, disconnectShop, useShopConnections } from './api';

export function ShopConnections() {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  const connections = useShopConnections();
  const [open, setOpen] = useState(false);
  const [store, setStore] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = connections.data?.items ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await connectShop(store.trim(), token.trim());
      setToken('');
      setStore('');
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['shop-connections'] });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('connections.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3 rounded-xl border p-4" aria-labelledby="connections-title">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id="connections-title" className="flex items-center gap-2 font-medium">
            <KeyRound className="size-4" aria-hidden />
            {t('connections.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('connections.hint')}</p>
        </div>
        {!open && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t('connections.add')}
          </Button>
        )}
      </div>
      {list.length > 0 && (
        <ul className="divide-y rounded-lg border text-sm">
          {list.map((c) => (
            <li key={c.id} className="flex items-center gap-3 p-2.5">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{c.storeDomain}</span>
                <span className="block text-xs text-muted-foreground">{t('connections.token', { hint: c.tokenHint })}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void disconnectShop(c.id).then(() => queryClient.invalidateQueries({ queryKey: ['shop-connections'] }))}
                aria-label={t('connections.remove', { store: c.storeDomain })}
              >
                <Trash2 aria-hidden />
                {t('connections.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <form onSubmit={(e) => void submit(e)} className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="connect-store">{t('connections.store')}</Label>
            <Input id="connect-store" value={store} onChange={(e) => setStore(e.target.value)} placeholder="my-shop.myshopify.com" required maxLength={255} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="connect-token">{t('connections.tokenLabel')}</Label>
            <Input id="connect-token" type="password" value={token} onChange={(e) => setToken(e.target.value)} placeholder="shpat_…" autoComplete="off" required minLength={10} maxLength={200} />
            <p className="text-xs text-muted-foreground">{t('connections.tokenHint')}</p>
          </div>
          {error && (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy && <Spinner />}
              {t('connections.connect')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('connections.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
