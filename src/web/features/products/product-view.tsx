/**
 * /products/:id: one product: its photos in order, its fields (title, SKU, features, audience,
 * description, tags) to edit, everything made from its photos, "Create scenes" (the creator starts
 * with its first photo, features and audience filled in), and Delete, which asks whether its photos
 * and outputs stay in the library or go with it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, Megaphone, Sparkles, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { imageFileUrl } from '@web/features/library/files';
import { ApiError } from '@web/lib/api';
import { deleteProduct, type Product, updateProduct, useProduct } from './api';
import { BackToProducts, PageLoadFailed, PageLoading } from './page-parts';

function ProductForm({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(product.title);
  const [sku, setSku] = useState(product.sku ?? '');
  const [features, setFeatures] = useState(product.features);
  const [audience, setAudience] = useState(product.audience);
  const [tags, setTags] = useState(product.tags.join(', '));
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setTitle(product.title);
    setSku(product.sku ?? '');
    setFeatures(product.features);
    setAudience(product.audience);
    setTags(product.tags.join(', '));
  }, [product]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await updateProduct(product.id, {
        title: title.trim(),
        sku: sku.trim() || null,
        features: features.trim(),
        audience: audience.trim(),
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      });
      await queryClient.invalidateQueries({ queryKey: ['product', product.id] });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      toast.success(t('product.saved'));
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t('product.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="product-title">{t('product.fields.title')}</Label>
          <Input id="product-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="product-sku">{t('product.fields.sku')}</Label>
          <Input id="product-sku" value={sku} onChange={(e) => setSku(e.target.value)} maxLength={100} className="font-mono" />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="product-features">{t('product.fields.features')}</Label>
        <Textarea id="product-features" value={features} onChange={(e) => setFeatures(e.target.value)} maxLength={1000} rows={3} />
        <p className="text-xs text-muted-foreground">{t('product.fields.featuresHint')}</p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="product-audience">{t('product.fields.audience')}</Label>
        <Input id="product-audience" value={audience} onChange={(e) => setAudience(e.target.value)} maxLength={1000} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="product-tags">{t('product.fields.tags')}</Label>
        <Input id="product-tags" value={tags} onChange={(e) => setTags(e.target.value)} placeholder={t('product.fields.tagsHint')} />
      </div>
      {product.description && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">{t('product.fields.description')}</summary>
          <p className="mt-2 whitespace-pre-line">{product.description}</p>
        </details>
      )}
      <Button type="submit" disabled={saving || !title.trim()}>
        {saving && <Spinner />}
        {t('product.save')}
      </Button>
    </form>
  );
}

export function ProductView({ id }: { id: string }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useProduct(id);
  const [deleting, setDeleting] = useState<'keep' | 'delete' | null>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (product.data) document.title = `${product.data.title} · Vitrine`;
  }, [product.data]);

  if (product.isPending) return <PageLoading />;
  if (product.isError) return <PageLoadFailed error={product.error} notFound={t('product.notFound')} onRetry={() => void product.refetch()} />;
  const p = product.data;
  const remove = (outputs: 'keep' | 'delete') => {
    setDeleting(outputs);
    void deleteProduct(p.id, outputs)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: ['products'] });
        toast.success(t('product.deleted'));
        void navigate('/products');
      })
      .catch((e: unknown) => toast.error(e instanceof ApiError ? e.message : t('product.deleteFailed')))
      .finally(() => setDeleting(null));
  };

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackToProducts />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{p.title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {p.sku && <span className="font-mono">{p.sku}</span>}
            <Badge variant="outline">{t(`origins.${p.origin}`)}</Badge>
            {p.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                #{tag}
              </Badge>
            ))}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {p.photos.length > 0 && (
            <Button asChild>
              <Link to={`/create/ugc?product=${p.id}`}>
                <Sparkles aria-hidden />
                {t('product.createScenes')}
              </Link>
            </Button>
          )}
          {p.photos.length > 0 && (
            <Button asChild variant="outline">
              <Link to={`/create/adgenius?product=${p.id}`}>
                <Megaphone aria-hidden />
                {t('product.makeAds')}
              </Link>
            </Button>
          )}
          {p.photos.length > 0 && (
            <Button asChild variant="outline">
              <Link to={`/create/product-display?product=${p.id}`}>
                <LayoutGrid aria-hidden />
                {t('product.makeListing')}
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={() => setAsking(true)}>
            <Trash2 aria-hidden />
            {t('product.delete')}
          </Button>
        </div>
      </header>

      <section className="space-y-2" aria-labelledby="product-photos">
        <h2 id="product-photos" className="text-sm font-medium text-muted-foreground">
          {t('product.photos', { count: p.photos.length })}
        </h2>
        {p.photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('product.noPhotos')}</p>
        ) : (
          <ul className="flex gap-3 overflow-x-auto pb-1">
            {p.photos.map((photo, i) => (
              <li key={photo.id} className="w-32 shrink-0 overflow-hidden rounded-lg border bg-muted sm:w-40">
                <img src={imageFileUrl(photo.id, { thumb: true })} alt={t('product.photoAlt', { n: i + 1, title: p.title })} className="aspect-square w-full object-contain" />
                <p className="truncate px-2 py-1 text-xs text-muted-foreground">
                  {photo.width}×{photo.height}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ProductForm product={p} />

      <section className="space-y-2" aria-labelledby="product-outputs">
        <h2 id="product-outputs" className="text-sm font-medium text-muted-foreground">
          {t('product.outputs', { count: p.outputs.length })}
        </h2>
        {p.outputs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('product.noOutputs')}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {p.outputs.map((o) => (
              <li key={o.id} className="overflow-hidden rounded-lg border bg-muted">
                <a href={imageFileUrl(o.id)} target="_blank" rel="noreferrer" className="block outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
                  <img src={imageFileUrl(o.id, { thumb: true })} alt={t(`product.kinds.${o.kind === 'studio' || o.kind === 'ad' || o.kind === 'listing' ? o.kind : 'scene'}`)} loading="lazy" className="aspect-square w-full object-contain" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        pending={deleting !== null}
        title={t('product.deleteTitle', { title: p.title })}
        description={t('product.deleteDescription')}
        cancelLabel={t('product.cancel')}
        confirmLabel={t('product.deleteAll')}
        destructive
        onConfirm={() => remove('delete')}
        extra={
          <Button variant="outline" disabled={deleting !== null} onClick={() => remove('keep')}>
            {deleting === 'keep' && <Spinner />}
            {t('product.deleteOnly')}
          </Button>
        }
      />
    </div>
  );
}
