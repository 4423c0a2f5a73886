/**
 * Import from Shopify: the store's address, then its products (first photo, title, SKU, variants;
 * those imported before marked), ticked to choose which to import; then the import starts. A store
 * that cannot be read says why, in the reader's language (the server's message).
 */
import { AlertTriangle, Store } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { importShopify, previewShopify, type ShopifyPreview } from './api';
import { ShopConnections } from './shop-connections';

export function ShopifyImport({ onStarted }: { onStarted: (importId: string) => void }) {
  const { t } = useTranslation('products');
  const [storeUrl, setStoreUrl] = useState('');
  const [preview, setPreview] = useState<ShopifyPreview | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('preview');
    setError(null);
    try {
      const found = await previewShopify(storeUrl.trim());
      setPreview(found);
      setChosen(new Set(found.products.map((p) => p.id)));
    } catch (e) {
      setPreview(null);
      setError(e instanceof ApiError ? e.message : t('shopify.failed'));
    } finally {
      setBusy(null);
    }
  };

  const start = async () => {
    if (!preview) return;
    setBusy('import');
    setError(null);
    try {
      const all = chosen.size === preview.products.length;
      const created = await importShopify(storeUrl.trim(), all ? undefined : [...chosen]);
      onStarted(created.id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('shopify.failed'));
    } finally {
      setBusy(null);
    }
  };

  const allChosen = preview !== null && chosen.size === preview.products.length;
  return (
    <div className="space-y-5">
      <form onSubmit={(e) => void load(e)} className="space-y-2">
        <Label htmlFor="store-url">{t('shopify.store')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="store-url" value={storeUrl} onChange={(e) => setStoreUrl(e.target.value)} placeholder="my-shop.myshopify.com" autoComplete="url" inputMode="url" required maxLength={255} />
          <Button type="submit" disabled={busy !== null || !storeUrl.trim()} data-testid="shopify-preview">
            {busy === 'preview' ? <Spinner /> : <Store aria-hidden />}
            {t('shopify.show')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('shopify.hint')}</p>
      </form>
      {error && (
        <Alert variant="destructive" data-testid="shopify-error">
          <AlertTriangle aria-hidden />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {preview && (
        <section className="space-y-3" aria-labelledby="shopify-products-title">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <h3 id="shopify-products-title" className="font-medium">
              {t('shopify.found', { count: preview.products.length, store: preview.store })}
              {preview.access === 'token' && (
                <Badge variant="secondary" className="ml-2">
                  {t('shopify.viaToken')}
                </Badge>
              )}
            </h3>
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={allChosen} onCheckedChange={(v) => setChosen(v === true ? new Set(preview.products.map((p) => p.id)) : new Set())} />
              {t('shopify.all')}
            </label>
          </div>
          {preview.truncated && <p className="text-sm text-muted-foreground">{t('shopify.truncated')}</p>}
          <ul className="grid max-h-[28rem] gap-2 overflow-auto rounded-xl border bg-card p-2 sm:grid-cols-2" data-testid="shopify-products">
            {preview.products.map((p) => (
              <li key={p.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg p-2 hover:bg-muted/60">
                  <Checkbox
                    checked={chosen.has(p.id)}
                    onCheckedChange={(v) =>
                      setChosen((prev) => {
                        const next = new Set(prev);
                        if (v === true) next.add(p.id);
                        else next.delete(p.id);
                        return next;
                      })
                    }
                    aria-label={p.title}
                  />
                  <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
                    {p.imageUrl && <img src={p.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" className="size-full object-cover" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />}
                  </span>
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block truncate font-medium">{p.title}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[p.sku, t('shopify.variants', { count: p.variantsCount }), t('shopify.photos', { count: p.imageCount })].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  {p.productId && <Badge variant="outline">{t('shopify.imported')}</Badge>}
                </label>
              </li>
            ))}
          </ul>
          <Button onClick={() => void start()} disabled={busy !== null || chosen.size === 0} data-testid="shopify-import">
            {busy === 'import' && <Spinner />}
            {t('shopify.importCount', { count: chosen.size })}
          </Button>
        </section>
      )}
      <ShopConnections />
    </div>
  );
}
