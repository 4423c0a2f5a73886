/**
 * The first step of the creation flows (Ad Creatives, Product Display): a searchable grid of the
 * user's products to open one, with what the caller offers for the opened product under it.
 */
import { PackagePlus, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PickTile } from '@web/components/pick-tile';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useProducts } from '@web/features/products/api';

/** The texts, already translated. */
export type ProductPickerTexts = {
  /** The step's heading ("Choose the product"). */
  heading: string;
  /** Under the heading. */
  hint: string;
  /** The search field's placeholder and accessible name ("Search products"). */
  search: string;
  /** Said when there is no product (or none matches the search). */
  none: string;
  /** The link to /products/import shown then ("Import products"). */
  importLink: string;
};

export type ProductPickerProps = {
  texts: ProductPickerTexts;
  /** The `data-testid` of the products' list. */
  testId: string;
  /** The id of the opened product (its tile is marked), or null. */
  open: string | null;
  /** Called with a product's id when its tile is clicked. */
  onOpen: (productId: string) => void;
  /** Shown under the grid: what to pick within the opened product. */
  children?: ReactNode;
};

/**
 * Renders the heading and hint, a search field (filters the products by their text, on the server),
 * then a spinner while the first page loads, an empty state with a link to import products, or the
 * products as tiles (cover picture and title, the opened one pressed); then `children`.
 */
export function ProductPicker({ texts, testId, open, onOpen, children }: ProductPickerProps) {
  const [q, setQ] = useState('');
  const products = useProducts({ q, tag: '' });
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold tracking-tight">{texts.heading}</h2>
        <p className="text-sm text-muted-foreground">{texts.hint}</p>
      </header>
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={texts.search} aria-label={texts.search} className="pl-9" />
      </div>
      {products.isPending ? (
        <Spinner className="mx-auto my-8" />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed p-6">
          <p className="text-sm text-muted-foreground">{texts.none}</p>
          <Button asChild variant="outline">
            <Link to="/products/import">
              <PackagePlus className="size-4" aria-hidden />
              {texts.importLink}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid={testId}>
          {items.map((p) => (
            <li key={p.id}>
              <PickTile selected={open === p.id} onClick={() => onOpen(p.id)} src={p.coverImageId ? imageFileUrl(p.coverImageId, { thumb: true }) : null} alt="" label={p.title} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
