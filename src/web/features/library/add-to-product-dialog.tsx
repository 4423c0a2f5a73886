/**
 * Adds the selected source photos to one of the user's products (after its own photos), chosen
 * from a searchable list showing how many photos each already has. The server's limits hold
 * (PRODUCT_LIMITS.photos in all; a photo belongs to one product): a product the selection would
 * overfill is shown disabled with why, and the server's refusals are shown as it words them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PRODUCT_LIMITS } from '@shared/contracts/products';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { addProductPhotos, useProducts } from '@web/features/products/api';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { imageFileUrl } from './files';

export function AddToProductDialog({ open, onOpenChange, photoIds, onAdded }: { open: boolean; onOpenChange: (open: boolean) => void; photoIds: readonly string[]; onAdded: () => void }) {
  const { t } = useTranslation('library');
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const products = useProducts({ q, tag: '' });
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const count = photoIds.length;

  const add = async () => {
    const product = items.find((p) => p.id === chosen);
    if (!product) return;
    setAdding(true);
    setError(null);
    try {
      await addProductPhotos(product.id, photoIds);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      void queryClient.invalidateQueries({ queryKey: ['product', product.id] });
      toast.success(t('bulk.added', { count, title: product.title }));
      onOpenChange(false);
      onAdded();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('bulk.addFailed'));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('bulk.addTitle', { count })}</DialogTitle>
          <DialogDescription>{t('bulk.addHint', { max: PRODUCT_LIMITS.photos })}</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('bulk.searchProducts')} aria-label={t('bulk.searchProducts')} className="pl-9" />
        </div>
        <div role="radiogroup" aria-label={t('bulk.products')} className="max-h-72 space-y-1 overflow-y-auto" data-testid="add-to-product-list">
          {products.isPending ? (
            <p className="flex items-center gap-2 p-2 text-sm text-muted-foreground">
              <Spinner /> {t('loading')}
            </p>
          ) : items.length === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">{t('bulk.noProducts')}</p>
          ) : (
            items.map((p) => {
              const full = p.photoCount + count > PRODUCT_LIMITS.photos;
              return (
                <button
                  key={p.id}
                  type="button"
                  role="radio"
                  aria-checked={chosen === p.id}
                  disabled={full}
                  onClick={() => setChosen(p.id)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg border p-2 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-60',
                    chosen === p.id ? 'border-primary ring-2 ring-primary/40' : 'hover:border-primary/50',
                  )}
                >
                  {p.coverImageId ? <img src={imageFileUrl(p.coverImageId, { thumb: true })} alt="" className="size-10 shrink-0 rounded-md object-cover" /> : <span className="size-10 shrink-0 rounded-md bg-muted" aria-hidden />}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{p.title}</span>
                    <span className="block text-xs text-muted-foreground">{full ? t('bulk.productFull', { max: PRODUCT_LIMITS.photos }) : t('bulk.photoCount', { count: p.photoCount })}</span>
                  </span>
                </button>
              );
            })
          )}
        </div>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('delete.cancel')}
          </Button>
          <Button onClick={() => void add()} disabled={!chosen || adding} data-testid="add-to-product">
            {adding && <Spinner />}
            {t('bulk.addConfirm', { count })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
