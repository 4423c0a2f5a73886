/** A product in the products grid: its cover, title, SKU, counts and tags, with a checkbox to select it. */
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '@web/components/ui/checkbox';
import { imageFileUrl } from '@web/features/library/files';
import { cn } from '@web/lib/utils';
import type { ProductSummary } from './api';

export function ProductCard({ product, selected, onSelect }: { product: ProductSummary; selected: boolean; onSelect: (on: boolean) => void }) {
  const { t } = useTranslation('products');
  return (
    <li className={cn('relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-[border-color,box-shadow]', selected && 'border-primary ring-2 ring-primary/30')} data-testid="product-card">
      <Link to={`/products/${product.id}`} className="group flex flex-1 flex-col outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset">
        <span className="flex aspect-square items-center justify-center overflow-hidden bg-muted">
          {product.coverImageId ? (
            <img src={imageFileUrl(product.coverImageId, { thumb: true })} alt="" loading="lazy" className="size-full object-contain transition-transform group-hover:scale-[1.02]" />
          ) : (
            <ImageOff className="size-8 text-muted-foreground" aria-hidden />
          )}
        </span>
        <span className="flex flex-1 flex-col gap-1 p-3">
          <span className="line-clamp-2 text-sm font-medium" title={product.title}>
            {product.title}
          </span>
          {product.sku && <span className="truncate font-mono text-xs text-muted-foreground">{product.sku}</span>}
          <span className="mt-auto pt-1 text-xs text-muted-foreground">{t('card.counts', { photos: product.photoCount, outputs: product.outputCount })}</span>
        </span>
      </Link>
      <span className="absolute top-2 left-2 flex size-8 items-center justify-center rounded-md bg-background/90 shadow-sm backdrop-blur">
        <Checkbox checked={selected} onCheckedChange={(v) => onSelect(v === true)} aria-label={t('card.select', { title: product.title })} />
      </span>
    </li>
  );
}
