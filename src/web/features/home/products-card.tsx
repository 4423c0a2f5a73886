/**
 * The dashboard's products card: how many products the seller has, the covers of the newest, and
 * the way to them; with none yet, the way to import a shop or a CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Boxes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { imageFileUrl } from '@web/features/library/files';
import { api, unwrap } from '@web/lib/api-client';

/** Covers shown. */
const SHOWN = 6;

export function ProductsCard() {
  const { t } = useTranslation('home');
  const products = useQuery({ queryKey: ['products', 'dashboard'], queryFn: () => unwrap(api.GET('/products', { params: { query: { limit: SHOWN } } })) });
  const total = products.data?.total ?? 0;
  return (
    <Card className="gap-4" data-testid="products-card">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">{t('products.title')}</CardTitle>
          <CardDescription>{products.data ? (total > 0 ? t('products.count', { count: total }) : t('products.none')) : '\u00a0'}</CardDescription>
        </div>
        <Button asChild variant="ghost" size="sm" className="shrink-0">
          <Link to={total > 0 ? '/products' : '/products/import'}>
            {total > 0 ? t('products.viewAll') : t('products.import')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      {total > 0 && (
        <CardContent>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {products.data!.items.map((p) => (
              <li key={p.id}>
                <Link to={`/products/${p.id}`} className="block overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring" title={p.title}>
                  {p.coverImageId ? (
                    <img src={imageFileUrl(p.coverImageId, { thumb: true })} alt={p.title} loading="lazy" className="aspect-square w-full object-contain" />
                  ) : (
                    <span className="flex aspect-square items-center justify-center" aria-label={p.title}>
                      <Boxes className="size-6 text-muted-foreground" aria-hidden />
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
