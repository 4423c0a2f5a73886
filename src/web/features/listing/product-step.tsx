/**
 * Step 1 of Product Display: the product (searchable grid of the user's products), then the photo
 * whose cut-out the set draws, shown with its warnings and the Touch up editor. The product's other
 * photos become its "other angles".
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PickTile } from '@web/components/pick-tile';
import { ProductPicker } from '@web/components/product-picker';
import { Spinner } from '@web/components/ui/spinner';
import { CutoutPreview } from '@web/features/create/cutout-preview';
import { fetchSourceImage, sourceImageKey } from '@web/features/create/use-cutout';
import { imageFileUrl } from '@web/features/library/files';
import { useProduct } from '@web/features/products/api';

export interface ListingProductChoice {
  productId: string;
  title: string;
  sourceImageId: string;
  photoIds: string[];
  /** The product's features (infographic callouts start from them). */
  features: string;
}

function ProductPhotos({ productId, chosen, onChoose }: { productId: string; chosen: string | null; onChoose: (c: ListingProductChoice) => void }) {
  const { t } = useTranslation('listing');
  const product = useProduct(productId);
  if (product.isPending) return <Spinner className="mx-auto my-6" />;
  if (!product.data) return <p className="text-sm text-destructive">{t('errors.load')}</p>;
  const p = product.data;
  return (
    <section className="space-y-3 rounded-2xl border bg-muted/20 p-4" aria-label={t('product.pickPhoto', { title: p.title })}>
      <h3 className="font-medium">{t('product.pickPhoto', { title: p.title })}</h3>
      {p.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('product.noPhotos')}{' '}
          <Link className="text-primary underline-offset-4 hover:underline" to={`/products/${p.id}`}>
            {p.title}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('product.photoHint')}</p>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-6">
            {p.photos.map((photo, i) => (
              <li key={photo.id}>
                <PickTile selected={chosen === photo.id} onClick={() => onChoose({ productId: p.id, title: p.title, sourceImageId: photo.id, photoIds: p.photos.map((x) => x.id), features: p.features })} src={imageFileUrl(photo.id, { thumb: true })} alt={t('product.photoAlt', { n: i + 1, title: p.title })} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The chosen photo's cut-out with its warnings and the Touch up editor (the creators' own): a
 * cut-out the engine doubted stops the set before anything is charged, and is fixed here.
 */
function ChosenCutout({ sourceImageId }: { sourceImageId: string }) {
  const { t } = useTranslation('listing');
  const source = useQuery({ queryKey: sourceImageKey(sourceImageId), queryFn: () => fetchSourceImage(sourceImageId) });
  if (!source.data) return source.isPending ? <Spinner className="mx-auto my-4" /> : null;
  return (
    <section className="space-y-2" aria-label={t('product.cutout')}>
      <h3 className="font-medium">{t('product.cutout')}</h3>
      <p className="text-sm text-muted-foreground">{t('product.cutoutHint')}</p>
      <div className="max-w-md">
        <CutoutPreview source={source.data} />
      </div>
    </section>
  );
}

/** The product and photo picker. */
export function ProductStep({ productId, sourceImageId, onChoose }: { productId: string | null; sourceImageId: string | null; onChoose: (c: ListingProductChoice) => void }) {
  const { t } = useTranslation('listing');
  // The product the user opened, else the chosen one (also when it is given in the address, after this step first drew).
  const [opened, setOpen] = useState<string | null>(null);
  const open = opened ?? productId;
  return (
    <ProductPicker texts={{ heading: t('product.heading'), hint: t('product.hint'), search: t('product.search'), none: t('product.none'), importLink: t('product.importLink') }} testId="listing-products" open={open} onOpen={setOpen}>
      {open && <ProductPhotos productId={open} chosen={productId === open ? sourceImageId : null} onChoose={onChoose} />}
      {sourceImageId && productId === open && <ChosenCutout key={sourceImageId} sourceImageId={sourceImageId} />}
    </ProductPicker>
  );
}
