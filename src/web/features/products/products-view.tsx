/**
 * /products: the seller's products, searchable by title, SKU or tag, each with its cover and counts;
 * products can be ticked (or all those shown by the filters taken) and one action run over them;
 * "Import products" opens the Shopify and CSV import; recent runs and imports are listed below.
 */
import { Boxes, Download, PackagePlus, Play, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { GridSkeleton } from '@web/components/ui/grid-skeleton';
import { Input } from '@web/components/ui/input';
import { LoadMoreButton } from '@web/components/ui/load-more-button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { type CatalogueRunRequest, runArchiveUrl, useImports, useProducts, useRuns } from './api';
import { CatalogueRunDialog } from './catalogue-run-dialog';
import { ProductCard } from './product-card';

function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

function RecentActivity() {
  const { t, i18n } = useTranslation('products');
  const runs = useRuns();
  const imports = useImports();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const runItems = runs.data?.items ?? [];
  const importItems = imports.data?.items ?? [];
  if (runItems.length === 0 && importItems.length === 0) return null;
  return (
    <section className="grid gap-4 md:grid-cols-2" aria-label={t('recent.title')}>
      {runItems.length > 0 && (
        <div className="space-y-2">
          <h2 className="text-sm font-medium text-muted-foreground">{t('recent.runs')}</h2>
          <ul className="divide-y rounded-xl border bg-card">
            {runItems.slice(0, 5).map((run) => (
              <li key={run.id} className="flex items-center gap-3 p-3 text-sm">
                <Link to={`/products/runs/${run.id}`} className="min-w-0 flex-1 hover:underline">
                  <span className="block font-medium">{t('recent.run', { count: run.counts.total })}</span>
                  <span className="block text-xs text-muted-foreground">{date.format(new Date(run.createdAt))}</span>
                </Link>
                <Badge variant={run.status === 'completed' ? 'secondary' : 'default'}>{t(`runStatus.${run.cancelledAt ? 'cancelled' : run.status}`)}</Badge>
                {run.counts.succeeded + run.counts.partial > 0 && (
                  <Button asChild size="icon" variant="ghost" aria-label={t('recent.download')}>
                    <a href={runArchiveUrl(run.id)} download>
                      <Download aria-hidden />
                    </a>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {importItems.length > 0 && (
        <div className="space-y-2">
          <h2 className="text-sm font-medium text-muted-foreground">{t('recent.imports')}</h2>
          <ul className="divide-y rounded-xl border bg-card">
            {importItems.slice(0, 5).map((item) => (
              <li key={item.id} className="flex items-center gap-3 p-3 text-sm">
                <Link to={`/products/import?import=${item.id}`} className="min-w-0 flex-1 hover:underline">
                  <span className="block truncate font-medium">{item.sourceName ?? t(`sources.${item.source}`)}</span>
                  <span className="block text-xs text-muted-foreground">{t('recent.importCounts', { imported: item.imported + item.updated, failed: item.failed + item.skipped })}</span>
                </Link>
                <Badge variant={item.status === 'completed' ? 'secondary' : 'default'}>{t(`importStatus.${item.status}`)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export function ProductsView() {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const q = useDebounced(search.trim());
  const products = useProducts({ q, tag });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [runOpen, setRunOpen] = useState(false);
  const items = products.data?.pages.flatMap((p) => p.items) ?? [];
  const total = products.data?.pages[0]?.total ?? 0;
  const selection: CatalogueRunRequest['selection'] = selected.size > 0 ? { productIds: [...selected] } : { ...(q ? { q } : {}), ...(tag ? { tag } : {}) };

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button asChild variant="outline">
            <Link to="/products/import">
              <PackagePlus aria-hidden />
              {t('import')}
            </Link>
          </Button>
          <Button onClick={() => setRunOpen(true)} disabled={total === 0} data-testid="run-open">
            <Play aria-hidden />
            {selected.size > 0 ? t('runSelected', { count: selected.size }) : t('runAll', { count: total })}
          </Button>
        </div>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} className="pl-9" />
        </div>
        {tag && (
          <Button variant="secondary" size="sm" onClick={() => setTag('')} aria-label={t('clearTag', { tag })}>
            #{tag}
            <X aria-hidden />
          </Button>
        )}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('count', { count: total })}
          {selected.size > 0 && (
            <>
              {' · '}
              {t('selected', { count: selected.size })}{' '}
              <button type="button" className="underline" onClick={() => setSelected(new Set())}>
                {t('clearSelection')}
              </button>
            </>
          )}
        </p>
      </div>

      {products.isPending ? (
        <GridSkeleton count={8} aspect="aspect-square" label={t('loading')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" />
      ) : products.isError ? (
        <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void products.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed p-10 text-center">
          <Boxes className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{q || tag ? t('emptyFiltered') : t('empty')}</p>
          {!q && !tag && <p className="max-w-md text-sm text-muted-foreground">{t('emptyHint')}</p>}
          <Button asChild>
            <Link to="/products/import">{t('import')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((p) => (
              <ProductCard key={p.id} product={p} selected={selected.has(p.id)} onSelect={(on) => toggle(p.id, on)} />
            ))}
          </ul>
          {items.some((p) => p.tags.length) && (
            <div className="flex flex-wrap gap-1.5" aria-label={t('tags')}>
              {[...new Set(items.flatMap((p) => p.tags))].slice(0, 30).map((name) => (
                <Button key={name} size="sm" variant={name === tag ? 'default' : 'outline'} className="h-7 rounded-full px-2.5 text-xs" onClick={() => setTag(name === tag ? '' : name)}>
                  #{name}
                </Button>
              ))}
            </div>
          )}
          {products.hasNextPage && <LoadMoreButton loading={products.isFetchingNextPage} label={t('loadMore')} loadingLabel={t('loading')} onLoadMore={() => void products.fetchNextPage()} />}
        </>
      )}
      <RecentActivity />
      <CatalogueRunDialog open={runOpen} onOpenChange={setRunOpen} selection={selection} />
    </div>
  );
}
