/**
 * Step 1 of Ad Creatives: the product (searchable grid of the user's products), then which of its
 * pictures: a photo (its cut-out is used) or a packshot or scene made from it. Ad creatives
 * themselves are not offered as a source.
 */
import { PackagePlus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PickTile } from '@web/components/pick-tile';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useProduct, useProducts } from '@web/features/products/api';
import type { AdProductChoice } from './ad-design';

function ProductPictures({ productId, choice, onChoose }: { productId: string; choice: AdProductChoice | null; onChoose: (c: AdProductChoice) => void }) {
  const { t } = useTranslation('ads');
  const product = useProduct(productId);
  if (product.isPending) return <Spinner className="mx-auto my-6" />;
  if (!product.data) return <p className="text-sm text-destructive">{t('errors.load')}</p>;
  const p = product.data;
  const outputs = p.outputs.filter((o) => o.kind !== 'ad');
  const isChosen = (source: AdProductChoice['source']) => JSON.stringify(choice?.source) === JSON.stringify(source) && choice?.productId === p.id;
  return (
    <section className="space-y-4 rounded-2xl border bg-muted/20 p-4" aria-label={t('product.pickImage', { title: p.title })}>
      <h3 className="font-medium">{t('product.pickImage', { title: p.title })}</h3>
      {p.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('product.noPhotos')}{' '}
          <Link className="text-primary underline-offset-4 hover:underline" to={`/products/${p.id}`}>
            {p.title}
          </Link>
        </p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('product.photos')}</p>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-6">
            {p.photos.map((photo, i) => (
              <li key={photo.id}>
                <PickTile selected={isChosen({ sourceImageId: photo.id })} onClick={() => onChoose({ productId: p.id, title: p.title, source: { sourceImageId: photo.id } })} src={imageFileUrl(photo.id, { thumb: true })} alt={t('product.photoAlt', { n: i + 1, title: p.title })} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {outputs.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('product.outputs')}</p>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-6">
            {outputs.slice(0, 18).map((o) => (
              <li key={o.id}>
                <PickTile selected={isChosen({ imageId: o.id })} onClick={() => onChoose({ productId: p.id, title: p.title, source: { imageId: o.id } })} src={imageFileUrl(o.id, { thumb: true })} alt={t('product.outputAlt', { title: p.title })} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The product and picture picker. */
export function ProductStep({ choice, onChoose }: { choice: AdProductChoice | null; onChoose: (c: AdProductChoice) => void }) {
  const { t } = useTranslation('ads');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(choice?.productId ?? null);
  const products = useProducts({ q, tag: '' });
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('product.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('product.hint')}</p>
      </header>
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('product.search')} aria-label={t('product.search')} className="pl-9" />
      </div>
      {products.isPending ? (
        <Spinner className="mx-auto my-8" />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed p-6">
          <p className="text-sm text-muted-foreground">{t('product.none')}</p>
          <Button asChild variant="outline">
            <Link to="/products/import">
              <PackagePlus className="size-4" aria-hidden />
              {t('product.importLink')}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="ad-products">
          {items.map((p) => (
            <li key={p.id}>
              <PickTile selected={open === p.id} onClick={() => setOpen(p.id)} src={p.coverImageId ? imageFileUrl(p.coverImageId, { thumb: true }) : null} alt="" label={p.title} />
            </li>
          ))}
        </ul>
      )}
      {open && <ProductPictures productId={open} choice={choice} onChoose={onChoose} />}
    </div>
  );
}
