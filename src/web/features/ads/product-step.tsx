/**
 * Step 1 of Ad Creatives: the product (searchable grid of the user's products), then which of its
 * pictures: a photo (its cut-out is used) or a packshot or scene made from it. Ad creatives
 * themselves are not offered as a source.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PickTile } from '@web/components/pick-tile';
import { ProductPicker } from '@web/components/product-picker';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useProduct } from '@web/features/products/api';
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
  const [open, setOpen] = useState<string | null>(choice?.productId ?? null);
  return (
    <ProductPicker texts={{ heading: t('product.heading'), hint: t('product.hint'), search: t('product.search'), none: t('product.none'), importLink: t('product.importLink') }} testId="ad-products" open={open} onOpen={setOpen}>
      {open && <ProductPictures productId={open} choice={choice} onChoose={onChoose} />}
    </ProductPicker>
  );
}
